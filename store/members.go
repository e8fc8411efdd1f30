package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"bridgescore/fault"
)

// memberRecord is one entry of the players register as the log of an
// imported list keeps it: its name, number, body and figures, or Absent
// when the register had no such entry.
type memberRecord struct {
	Name         string `json:"name"`
	Number       string `json:"number,omitempty"`
	Body         string `json:"body,omitempty"`
	Masterpoints string `json:"masterpoints,omitempty"`
	Handicap     string `json:"handicap,omitempty"`
	Absent       bool   `json:"absent,omitempty"`
}

// entryFor finds the entry of the register a player of a list goes to:
// the one of that name and number or, for a number the register does not
// hold, the name's entry without a number. It is Absent (id 0) when there
// is none.
func entryFor(tx writer, name, number string) (int64, memberRecord, error) {
	r := memberRecord{Name: name}
	var id int64
	q := "SELECT id, number, body, masterpoints, handicap FROM players WHERE name = ? AND number = ?"
	err := tx.QueryRow(q, name, number).Scan(&id, &r.Number, &r.Body, &r.Masterpoints, &r.Handicap)
	if errors.Is(err, sql.ErrNoRows) && number != "" {
		err = tx.QueryRow(q, name, "").Scan(&id, &r.Number, &r.Body, &r.Masterpoints, &r.Handicap)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return 0, memberRecord{Name: name, Absent: true}, nil
	}
	return id, r, err
}

// membersWhatCounted names an imported list in the register's history:
// where it came from, how many players it added and how many it changed
// ("imported members.csv: 2 players added, 1 player changed").
func membersWhatCounted(from string, added, changed int) string {
	if from == "" {
		from = "a list of players"
	}
	var parts []string
	if added > 0 {
		parts = append(parts, countPlayers(added)+" added")
	}
	if changed > 0 {
		parts = append(parts, countPlayers(changed)+" changed")
	}
	return "imported " + from + ": " + strings.Join(parts, ", ")
}

func countPlayers(n int) string {
	if n == 1 {
		return "1 player"
	}
	return strconv.Itoa(n) + " players"
}

// applyMembers puts the register's entries an imported list changed as
// one side of its log entry (audit) has them, provided each is still as
// the other side left it. Every entry is first set aside (so that one
// entry's number never stands in another's way), then put as the record
// has it; an entry the list added is taken off last, or, when the player
// is named in a session and the register holds no other entry of the
// name, kept by name only, as a session's names keep it.
func applyMembers(tx *sql.Tx, audit int64, from, to sql.NullString) error {
	if sum, ok, err := readSummary(from); err != nil {
		return err
	} else if ok {
		return applyListed(tx, audit, sum)
	}
	// A list logged whole in its entry, by a release before.
	f, t, err := memberRecords(from, to)
	if err != nil {
		return err
	}
	ids := make([]int64, len(f))
	for i, r := range f {
		if ids[i], err = setAside(tx, r, t[i]); err != nil {
			return err
		}
	}
	for i, r := range t {
		if r.Absent {
			continue
		}
		if err := putMember(tx, ids[i], r); err != nil {
			return err
		}
	}
	var named map[string]bool
	for i, r := range t {
		if !r.Absent {
			continue
		}
		if named == nil {
			if named, err = sessionNames(tx); err != nil {
				return err
			}
		}
		if err := removeMember(tx, ids[i], r.Name, named[r.Name]); err != nil {
			return err
		}
	}
	return nil
}

// setAside finds the entry a list's record r has, still as r has it,
// and gives it a number no list holds, so that no entry's number stands
// in another's way while the list is put back; 0 for an entry r says was
// not there. t is the record it will be put as.
func setAside(tx writer, r, t memberRecord) (int64, error) {
	if r.Absent {
		return 0, nil
	}
	q := "SELECT id FROM players WHERE name = ? AND number = ? AND body = ? AND masterpoints = ? AND handicap = ?"
	if t.Absent {
		q += " AND hidden = 0"
	}
	var id int64
	err := tx.QueryRow(q, r.Name, r.Number, r.Body, r.Masterpoints, r.Handicap).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fault.Errorf(fault.Conflict, "%s has been changed or taken off the list since", r.Name)
	}
	if err != nil {
		return 0, err
	}
	_, err = tx.Exec("UPDATE players SET number = ? WHERE id = ?", "\x00"+strconv.FormatInt(id, 10), id)
	return id, err
}

// memberRecords reads the two states of a change of kind "members".
func memberRecords(from, to sql.NullString) (f, t []memberRecord, err error) {
	if err := json.Unmarshal([]byte(from.String), &f); err != nil {
		return nil, nil, fmt.Errorf("audit record: %v", err)
	}
	if err := json.Unmarshal([]byte(to.String), &t); err != nil {
		return nil, nil, fmt.Errorf("audit record: %v", err)
	}
	if len(f) != len(t) {
		return nil, nil, errors.New("audit record: the players before and after do not match")
	}
	for i := range f {
		if f[i].Name != t[i].Name {
			return nil, nil, errors.New("audit record: the players before and after do not match")
		}
	}
	return f, t, nil
}

// putMember puts an entry as a record has it: the entry set aside (id),
// or, for an entry the list added (id 0), the name's entry that has
// nothing but the name (as a session's names leave it), or a new one.
func putMember(tx writer, id int64, r memberRecord) error {
	var taken int64
	err := tx.QueryRow("SELECT id FROM players WHERE name = ? AND number = ?", r.Name, r.Number).Scan(&taken)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if id == 0 {
		var bare int64
		err := tx.QueryRow("SELECT id FROM players WHERE name = ? AND number = '' AND body = '' AND masterpoints = '' AND handicap = ''", r.Name).Scan(&bare)
		switch {
		case err == nil && (taken == 0 || taken == bare):
			id, taken = bare, 0
		case err != nil && !errors.Is(err, sql.ErrNoRows):
			return err
		case taken == 0:
			_, err := tx.Exec("INSERT INTO players(name, number, body, masterpoints, handicap) VALUES (?, ?, ?, ?, ?)", r.Name, r.Number, r.Body, r.Masterpoints, r.Handicap)
			return err
		}
	}
	if taken != 0 {
		return fault.Errorf(fault.Conflict, "%s has been added to the list since", memberLabel(r))
	}
	_, err = tx.Exec("UPDATE players SET number = ?, body = ?, masterpoints = ?, handicap = ? WHERE id = ?", r.Number, r.Body, r.Masterpoints, r.Handicap, id)
	return err
}

// removeMember takes an entry a list added off the register, or, when
// the player is named in a session and it is the name's only entry,
// leaves the name alone on it.
func removeMember(tx writer, id int64, name string, named bool) error {
	if named {
		var others int
		if err := tx.QueryRow("SELECT count(*) FROM players WHERE name = ? AND id <> ?", name, id).Scan(&others); err != nil {
			return err
		}
		if others == 0 {
			_, err := tx.Exec("UPDATE players SET number = '', body = '', masterpoints = '', handicap = '' WHERE id = ?", id)
			return err
		}
	}
	_, err := tx.Exec("DELETE FROM players WHERE id = ?", id)
	return err
}

// sessionNames are the names of every session's players, as stored.
func sessionNames(tx writer) (map[string]bool, error) {
	rows, err := tx.Query("SELECT p.names FROM pairs p")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]bool{}
	for rows.Next() {
		var raw string
		if err := rows.Scan(&raw); err != nil {
			return nil, err
		}
		var names []string
		if err := json.Unmarshal([]byte(raw), &names); err != nil {
			return nil, fmt.Errorf("stored names: %v", err)
		}
		for _, n := range names {
			out[strings.TrimSpace(n)] = true
		}
	}
	return out, rows.Err()
}

// memberLabel is an entry as the list of players shows it:
// "Ann Able (EBU 12)".
func memberLabel(r memberRecord) string {
	switch {
	case r.Number == "":
		return r.Name
	case r.Body != "":
		return r.Name + " (" + r.Body + " " + r.Number + ")"
	}
	return r.Name + " (" + r.Number + ")"
}

// membersShown bounds how many players a record of an imported list
// names in words: a list may hold thousands.
const membersShown = 3

// describeMembers puts a record of an imported list into words: "Ann
// Able (EBU 12): masterpoints 120, handicap none; Bob Baker: not on the
// list; and 40 more".
func describeMembers(s sql.NullString) string {
	var rs []memberRecord
	total := 0
	if sum, ok, err := readSummary(s); err != nil {
		return s.String
	} else if ok {
		rs, total = sum.First, sum.Players
	} else if json.Unmarshal([]byte(s.String), &rs) != nil {
		return s.String
	} else {
		total = len(rs)
	}
	var words []string
	for i, r := range rs {
		if i == membersShown {
			words = append(words, fmt.Sprintf("and %d more", total-i))
			break
		}
		if r.Absent {
			words = append(words, r.Name+": not on the list")
			continue
		}
		words = append(words, fmt.Sprintf("%s: masterpoints %s, handicap %s", memberLabel(r), figureWords(r.Masterpoints), figureWords(r.Handicap)))
	}
	return strings.Join(words, "; ")
}
