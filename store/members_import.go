package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"
)

// An imported list is logged as one entry of the register's log whose
// before and after are summaries (membersSummary), each player it changed
// a row of audit_players: the import, its undo and its redo go through
// the players a chunk at a time, never holding the list whole. A database
// written before keeps its lists in the entry itself (two JSON arrays),
// and its undo reads them so.

// membersChunk is how many players an import or an undo holds at once.
const membersChunk = 4096

// membersSummary is a side of a logged list: which column of its rows it
// is, how many players it changed and added, and the first of them as
// that side has them, for the history's words.
type membersSummary struct {
	Side    string         `json:"side"`
	Players int            `json:"players"`
	Added   int            `json:"added"`
	First   []memberRecord `json:"first"`
}

// readSummary reads a side of a logged list; ok is false for a list
// logged whole in the entry.
func readSummary(s sql.NullString) (membersSummary, bool, error) {
	var m membersSummary
	if !strings.HasPrefix(strings.TrimSpace(s.String), "{") {
		return m, false, nil
	}
	if err := json.Unmarshal([]byte(s.String), &m); err != nil || (m.Side != "before" && m.Side != "after") {
		return m, true, fmt.Errorf("audit record: a list's summary %.40q", s.String)
	}
	return m, true, nil
}

// ImportPlayers adds the players read gives to add, one at a time, as
// AddPlayers adds a list: one change in the register's log, all of the
// players or, when read or add fails, none. from names the list.
func (db *DB) ImportPlayers(from string, read func(add func(Player) error) error) (int, error) {
	n := 0
	err := db.write(func(tx *sql.Tx) error {
		im := &importing{q: newBatch(tx, &kept{})}
		if err := im.begin(); err != nil {
			return err
		}
		if err := read(im.add); err != nil {
			return err
		}
		var err error
		n, err = im.finish(from)
		return err
	})
	return n, err
}

// importing is a list being imported: each entry it touches is noted once,
// as it was, in a table of the connection's own until the list is in.
type importing struct {
	q   *batch
	seq int
}

func (im *importing) begin() error {
	if _, err := im.q.tx.Exec("CREATE TEMP TABLE IF NOT EXISTS register_import (id INTEGER PRIMARY KEY, seq INTEGER NOT NULL UNIQUE, before TEXT NOT NULL)"); err != nil {
		return err
	}
	_, err := im.q.tx.Exec("DELETE FROM temp.register_import")
	return err
}

// add adds one player of the list.
func (im *importing) add(p Player) error {
	name, number := strings.TrimSpace(p.Name), strings.TrimSpace(p.Number)
	if name == "" {
		return fault.New(fault.Invalid, "a player needs a name")
	}
	id, was, _, err := addPlayer(im.q, name, number, strings.TrimSpace(p.Body))
	if err != nil {
		return err
	}
	res, err := im.q.Exec("INSERT OR IGNORE INTO temp.register_import(id, seq, before) VALUES (?, ?, ?)", id, im.seq, mustJSON(was))
	if err != nil {
		return err
	}
	if k, _ := res.RowsAffected(); k > 0 {
		im.seq++
	}
	_, err = setFigures(im.q, id, given(p.Masterpoints), given(p.Handicap))
	return err
}

// finish logs the entries the list changed, as they were and as they are,
// and says how many; nothing is logged (errUnchanged) when none changed.
func (im *importing) finish(from string) (int, error) {
	if err := endRedo(im.q, RegisterLog); err != nil {
		return 0, err
	}
	res, err := im.q.Exec("INSERT INTO audit(session_id, at, kind, what, source) VALUES (?, ?, 'members', '', '')", RegisterLog, now())
	if err != nil {
		return 0, err
	}
	audit, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	before, after := membersSummary{Side: "before"}, membersSummary{Side: "after"}
	for start := 0; start < im.seq; start += membersChunk {
		was, is, err := im.chunk(start)
		if err != nil {
			return 0, err
		}
		for i := range was {
			if was[i] == is[i] {
				continue
			}
			if _, err := im.q.Exec("INSERT INTO audit_players(audit_id, seq, before, after) VALUES (?, ?, ?, ?)",
				audit, before.Players, mustJSON(was[i]), mustJSON(is[i])); err != nil {
				return 0, err
			}
			if len(before.First) < membersShown+1 {
				before.First, after.First = append(before.First, was[i]), append(after.First, is[i])
			}
			before.Players++
			if was[i].Absent {
				before.Added++
			}
		}
	}
	if _, err := im.q.tx.Exec("DELETE FROM temp.register_import"); err != nil {
		return 0, err
	}
	if before.Players == 0 {
		return 0, errUnchanged
	}
	after.Players, after.Added = before.Players, before.Added
	_, err = im.q.Exec("UPDATE audit SET what = ?, before = ?, after = ? WHERE id = ?",
		membersWhatCounted(from, before.Added, before.Players-before.Added), mustJSON(before), mustJSON(after), audit)
	return before.Players, err
}

// chunk reads the entries touched from the seq-th on, as they were and
// as they are now.
func (im *importing) chunk(start int) (was, is []memberRecord, err error) {
	rows, err := im.q.Query("SELECT i.before, p.number, p.body, p.masterpoints, p.handicap FROM temp.register_import i JOIN players p ON p.id = i.id WHERE i.seq >= ? AND i.seq < ? ORDER BY i.seq",
		start, start+membersChunk)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var raw string
		var w, n memberRecord
		if err := rows.Scan(&raw, &n.Number, &n.Body, &n.Masterpoints, &n.Handicap); err != nil {
			return nil, nil, err
		}
		if err := json.Unmarshal([]byte(raw), &w); err != nil {
			return nil, nil, err
		}
		n.Name = w.Name
		was, is = append(was, w), append(is, n)
	}
	return was, is, rows.Err()
}

// applyListed turns the entries of a logged list from one side to the
// other (see applyMembers), reading its rows a chunk at a time: every
// entry first set aside, then each put as the other side has it, then
// those the list added taken off.
func applyListed(tx *sql.Tx, audit int64, from membersSummary) error {
	q := newBatch(tx, &kept{})
	fromCol, toCol := "before", "after"
	if from.Side == "after" {
		fromCol, toCol = "after", "before"
	}
	ids := make([]int64, 0, from.Players)
	each := func(f func(seq int, from, to memberRecord) error) error {
		for start := 0; start < from.Players; start += membersChunk {
			rows, err := q.Query("SELECT seq, "+fromCol+", "+toCol+" FROM audit_players WHERE audit_id = ? AND seq >= ? AND seq < ? ORDER BY seq",
				audit, start, start+membersChunk)
			if err != nil {
				return err
			}
			type row struct {
				seq    int
				fr, to memberRecord
			}
			var got []row
			for rows.Next() {
				var r row
				var fr, to string
				if err := rows.Scan(&r.seq, &fr, &to); err != nil {
					rows.Close()
					return err
				}
				if json.Unmarshal([]byte(fr), &r.fr) != nil || json.Unmarshal([]byte(to), &r.to) != nil || r.fr.Name != r.to.Name {
					rows.Close()
					return errors.New("audit record: the players before and after do not match")
				}
				got = append(got, r)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			for _, r := range got {
				if err := f(r.seq, r.fr, r.to); err != nil {
					return err
				}
			}
		}
		return nil
	}
	err := each(func(seq int, fr, to memberRecord) error {
		if seq != len(ids) {
			return errors.New("audit record: a list's players are not all there")
		}
		id, err := setAside(q, fr, to)
		ids = append(ids, id)
		return err
	})
	if err != nil {
		return err
	}
	if len(ids) != from.Players {
		return errors.New("audit record: a list's players are not all there")
	}
	if err := each(func(seq int, _, to memberRecord) error {
		if to.Absent {
			return nil
		}
		return putMember(q, ids[seq], to)
	}); err != nil {
		return err
	}
	var named map[string]bool
	return each(func(seq int, _, to memberRecord) error {
		if !to.Absent {
			return nil
		}
		if named == nil {
			var err error
			if named, err = sessionNames(q); err != nil {
				return err
			}
		}
		return removeMember(q, ids[seq], to.Name, named[to.Name])
	})
}
