package club

import (
	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// IndividualFileOptions are a director's choices in scoring an
// individual's results file; each zero value means what the file says,
// or the default.
type IndividualFileOptions struct {
	Method scoring.Method
	Rules  scoring.Rules
	Fields scoring.IndividualFields
	// Law12C2c lifts a player's Average-plus to his own average when
	// higher (and lowers an Average-minus), player by player.
	Law12C2c bool
}

// IndividualResult is an individual's results file scored: the file as
// read and its standings.
type IndividualResult struct {
	File      *interchange.IndividualFile
	Standings *scoring.IndividualStandings
}

// IsIndividualFile tells whether a results file is an individual's, for a
// door choosing between ScoreIndividualFile and the pairs' scoring.
func IsIndividualFile(path string) bool {
	ok, err := interchange.IsIndividualFile(path)
	return ok && err == nil
}

// ScoreIndividualFile reads and scores an individual's results file
// (Ruter's PBN, USEBIO's INDIVIDUAL event) without touching a database.
// Refusals are coded Invalid.
func ScoreIndividualFile(path string, o IndividualFileOptions) (*IndividualResult, error) {
	f, err := interchange.ReadIndividualFile(path)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	s := f.Session
	if o.Method != "" {
		s.Method = o.Method
	}
	s.Rules, s.Fields = o.Rules, o.Fields
	s.Options.Law12C2c = o.Law12C2c
	st, err := scoring.ScoreIndividual(&s)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	return &IndividualResult{File: f, Standings: st}, nil
}
