package club

import (
	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

// ImportEventSections stores a results file as a new session, with every
// section the file holds (each a field of its own until the director
// chooses across the field), and returns its id as a list of one, the
// form ImportIntoEvent also answers in.
func ImportEventSections(db *store.DB, ev *interchange.Event, name string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	if err := scorable(ev, rules, method); err != nil {
		return nil, err
	}
	id, err := ImportEventNamed(db, ev, name, rules, method)
	if err != nil {
		return nil, err
	}
	return []int64{id}, nil
}
