package club

import (
	"strconv"
	"strings"

	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

// ImportEventSections stores a results file as new sessions: one for a
// file of one section, one per section for a file of several (each a
// field of its own, named after the event and its section), and returns
// their ids in file order. Every section was read and checked before the
// first is stored.
func ImportEventSections(db *store.DB, ev *interchange.Event, name string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	if err := scorable(ev, rules, method); err != nil {
		return nil, err
	}
	if len(ev.Sections) < 2 {
		id, err := ImportEventNamed(db, ev, name, rules, method)
		if err != nil {
			return nil, err
		}
		return []int64{id}, nil
	}
	var ids []int64
	for _, sec := range ev.Sections {
		id, err := ImportEventNamed(db, sec, name+", section "+sec.Section, rules, method)
		if err != nil {
			return ids, err
		}
		ids = append(ids, id)
	}
	return ids, nil
}

func joinIDs(ids []int64) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = strconv.FormatInt(id, 10)
	}
	return strings.Join(s, ", ")
}
