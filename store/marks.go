package store

import (
	"encoding/json"
	"fmt"
)

// ChangeMarks gives, for every session with a history, the latest entry
// of its history: every change to a session's lines, names, hands,
// movement, field, event or awards is an entry, so a session whose mark
// is unchanged shows what it showed. The players register's mark is
// under RegisterLog.
func (db *DB) ChangeMarks() (map[int64]int64, error) {
	rows, err := db.sql.Query("SELECT session_id, max(id) FROM audit GROUP BY session_id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var s, id int64
		if err := rows.Scan(&s, &id); err != nil {
			return nil, err
		}
		out[s] = id
	}
	return out, rows.Err()
}

// PlayerNames lists, for every session, the names of its players, pair
// by pair as stored.
func (db *DB) PlayerNames() (map[int64][]string, error) {
	rows, err := db.sql.Query("SELECT session_id, names FROM pairs ORDER BY session_id, seq")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64][]string{}
	for rows.Next() {
		var s int64
		var raw string
		if err := rows.Scan(&s, &raw); err != nil {
			return nil, err
		}
		var names []string
		if err := json.Unmarshal([]byte(raw), &names); err != nil {
			return nil, fmt.Errorf("session %d: stored names: %v", s, err)
		}
		out[s] = append(out[s], names...)
	}
	return out, rows.Err()
}
