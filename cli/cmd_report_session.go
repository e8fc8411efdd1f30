package cli

import (
	"encoding/json"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/movements"
)

// storedSession loads a session from the club database for printing, with
// its movement when the session was set up with one (imported sessions
// record only the kind of movement).
func storedSession(dbPath string, id int64) (*interchange.Event, *movements.Movement, string, error) {
	db, err := club.OpenDB(dbPath)
	if err != nil {
		return nil, nil, "", err
	}
	defer db.Close()
	ev, meta, err := club.EventOf(db, id)
	if err != nil {
		return nil, nil, "", err
	}
	if ev.Name == "" {
		// Sessions set up at the desk have a name rather than an event.
		ev.Name = meta.Name
	}
	name := meta.Movement()
	var mv *movements.Movement
	if len(meta.Sections) == 1 && meta.Sections[0].Params != "" {
		// A session set up at the desk keeps its whole movement as JSON.
		var m movements.Movement
		if json.Unmarshal([]byte(meta.Sections[0].Params), &m) == nil && len(m.Schedule) > 0 {
			mv = &m
			name = m.Name
		}
	}
	return ev, mv, name, nil
}
