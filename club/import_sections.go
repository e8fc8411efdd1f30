package club

import (
	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

// importFileSections stores a results file as a new session, with every
// section the file holds (each a field of its own until the director
// chooses across the field), and returns its id as a list of one, the
// form ImportIntoEvent also answers in.
func importFileSections(db *store.DB, rf *interchange.ResultsFile, name string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	if err := scorable(rf, rules, method); err != nil {
		return nil, err
	}
	id, err := importFileNamed(db, rf, name, rules, method)
	if err != nil {
		return nil, err
	}
	return []int64{id}, nil
}
