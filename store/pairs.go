package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// pairRef is a pair: its section ("" in a session of one section), its
// number and its direction ("" in a one-field movement). Pair 3 NS and
// pair 3 EW of a two-winner Mitchell are two pairs; so are pair 3 NS of
// sections A and B.
type pairRef struct{ sec, id, dir string }

// key is the pair as a line's pa and pb hold it. A session of one section
// keeps the form it had before sections were stored.
func (p pairRef) key() string {
	if p.sec == "" {
		return p.id + "\x1f" + p.dir
	}
	return p.sec + "\x1e" + p.id + "\x1f" + p.dir
}

// String names the pair as a director does: "A3 NS".
func (p pairRef) String() string {
	return scoring.PairRef{Section: p.sec, ID: p.id, Direction: p.dir}.String()
}

// pairSet is a session's pairs.
type pairSet map[pairRef]bool

// add lists a pair, refusing a number used twice in the same field.
func (ps pairSet) add(sec, id, dir string) error {
	if strings.TrimSpace(id) == "" {
		return fault.New(fault.Invalid, "a pair has no number")
	}
	if len(sec) > MaxSectionName {
		return fault.Errorf(fault.Invalid, "pair %s: a section's name is at most %d characters", id, MaxSectionName)
	}
	switch dir {
	case "", "NS", "EW":
	default:
		return fault.Errorf(fault.Invalid, "pair %s: direction %q (expected NS, EW or nothing)", id, dir)
	}
	if ps[pairRef{sec, id, dir}] || (dir == "" && (ps[pairRef{sec, id, "NS"}] || ps[pairRef{sec, id, "EW"}])) || (dir != "" && ps[pairRef{sec, id, ""}]) {
		return fault.Errorf(fault.Invalid, "pair %s appears twice", pairRef{sec, id, ""})
	}
	ps[pairRef{sec, id, dir}] = true
	return nil
}

// seat finds the pair of a number sitting in a seat ("NS" or "EW") of a
// section: the pair of that direction, else the one-field pair of that
// number.
func (ps pairSet) seat(sec, id, seat string) (pairRef, error) {
	for _, dir := range []string{seat, ""} {
		if ps[pairRef{sec, id, dir}] {
			return pairRef{sec, id, dir}, nil
		}
	}
	other := "EW"
	if seat == "EW" {
		other = "NS"
	}
	if ps[pairRef{sec, id, other}] {
		return pairRef{}, fault.Errorf(fault.Invalid, "pair %s is an %s pair but sits %s", pairRef{sec, id, ""}, other, seat)
	}
	if sec != "" {
		return pairRef{}, fault.Errorf(fault.NotFound, "unknown pair %q in section %s (not in the session's list of pairs)", id, sec)
	}
	return pairRef{}, fault.Errorf(fault.NotFound, "unknown pair %q (not in the session's list of pairs)", id)
}

// sessionPairs reads the pairs of a session.
func sessionPairs(tx writer, session int64) (pairSet, error) {
	rows, err := tx.Query("SELECT section, pair, direction FROM pairs WHERE session_id = ?", session)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := pairSet{}
	for rows.Next() {
		var p pairRef
		if err := rows.Scan(&p.sec, &p.id, &p.dir); err != nil {
			return nil, err
		}
		out[p] = true
	}
	return out, rows.Err()
}

// PairNames are the players of one pair. Dir is the pair's direction:
// "NS" or "EW" in a two-winner Mitchell, "" in a one-field movement.
type PairNames struct {
	Section   string // "" in a session of one section
	Pair, Dir string
	Names     []string
}

// SetPairNames changes the players of a pair (audited), and adds the names
// to the players list for completion.
func (db *DB) SetPairNames(session int64, pair scoring.PairRef, names []string) error {
	return db.SetPairsNames(session, []PairNames{{Section: pair.Section, Pair: pair.ID, Dir: pair.Direction, Names: names}})
}

// SetPairsNames changes the players of several pairs in one transaction
// and one audited change, which one undo takes back: the names dialog's
// save. Pairs whose names are unchanged are left out of the change; a
// pair the session does not have refuses the whole change.
func (db *DB) SetPairsNames(session int64, pairs []PairNames) error {
	return db.write(func(tx *sql.Tx) error {
		if err := liveSession(tx, session); err != nil {
			return err
		}
		var before, after []pairRecord
		for _, p := range pairs {
			var was string
			err := tx.QueryRow("SELECT names FROM pairs WHERE session_id = ? AND section = ? AND pair = ? AND direction = ?", session, p.Section, p.Pair, p.Dir).Scan(&was)
			if errors.Is(err, sql.ErrNoRows) {
				return fault.Errorf(fault.NotFound, "session %d has no pair %s", session, pairLabel(p.Section, p.Pair, p.Dir))
			}
			if err != nil {
				return err
			}
			b, err := json.Marshal(nonNil(p.Names))
			if err != nil {
				return err
			}
			if string(b) == was {
				continue
			}
			if _, err := tx.Exec("UPDATE pairs SET names = ? WHERE session_id = ? AND section = ? AND pair = ? AND direction = ?", string(b), session, p.Section, p.Pair, p.Dir); err != nil {
				return err
			}
			if err := addPlayers(tx, p.Names); err != nil {
				return err
			}
			before = append(before, pairRecord{p.Section, p.Pair, p.Dir, json.RawMessage(was)})
			after = append(after, pairRecord{p.Section, p.Pair, p.Dir, json.RawMessage(b)})
		}
		switch len(after) {
		case 0:
			return errUnchanged
		case 1:
			b, a := before[0], after[0]
			return record(tx, session, "pair", "names of pair "+pairLabel(a.Section, a.Pair, a.Dir), mustJSON(b), mustJSON(a))
		}
		return record(tx, session, "pairs", fmt.Sprintf("names of %d pairs", len(after)), mustJSON(before), mustJSON(after))
	})
}

// pairLabel names a pair in the history: "3 NS" for a bare number with a
// direction, as the window shows it.
func pairLabel(section, pair, dir string) string {
	return scoring.PairRef{Section: section, ID: pair, Direction: dir}.String()
}

// pairRecord is a pair's names as the history keeps them.
type pairRecord struct {
	Section string          `json:"section,omitempty"`
	Pair    string          `json:"pair"`
	Dir     string          `json:"dir,omitempty"`
	Names   json.RawMessage `json:"names"`
}

// addPlayers puts names not yet in the club's list of players into it.
func addPlayers(tx *sql.Tx, names []string) error {
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if _, err := tx.Exec("INSERT INTO players(name) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM players WHERE name = ?)", n, n); err != nil {
			return err
		}
	}
	return nil
}
