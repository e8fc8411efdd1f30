package store

import (
	"database/sql"
	"slices"

	"bridgescore/fault"
	"bridgescore/movements"
)

// SetSwissRound stores a Swiss pairs' movement with a round drawn, or a
// drawn round changed before play (a swap): after is the movement the
// director's service made from before, the one it read. It is refused
// when the movement stored is no longer before (another round drawn
// meanwhile), or when results are already in for the round changed. The
// change is kept as a late change of the movement: undone as one.
func (db *DB) SetSwissRound(session int64, before, after *movements.Movement, round int, what string) error {
	return db.write(func(tx *sql.Tx) error {
		sec, err := readLateSection(tx, session, "")
		if err != nil {
			return err
		}
		if sec.m.Rounds != before.Rounds || !slices.Equal(sec.m.Schedule, before.Schedule) {
			return fault.New(fault.Conflict, "the draw has been changed since: look at it again")
		}
		var n int
		if err := tx.QueryRow("SELECT count(*) FROM lines WHERE session_id = ? AND round >= ?", session, round).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return fault.Errorf(fault.Conflict, "round %d already has %d result(s) in: a round is drawn again only before play", round, n)
		}
		_, err = lateWrite(tx, session, sec, lateChange{after: after, v: after.Validate()}, what, nil)
		return err
	})
}
