package club

import (
	"bridgescore/awards"
	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// SwissPairsFileOptions are a director's choices in scoring a Swiss
// pairs results file round by round; each zero value means what the file
// says, or the default.
type SwissPairsFileOptions struct {
	Method scoring.Method
	Rules  scoring.Rules
	Scale  scoring.SwissScale
	// Award is the master-point scale the pairs are awarded on, by their
	// places and their matches; none when zero.
	Award awards.Scale
}

// SwissPairsResult is a Swiss pairs results file scored round by round.
type SwissPairsResult struct {
	File      *interchange.ResultsFile
	Standings *scoring.SwissPairsStandings
	// Awards are the pairs' master points in the order of the final
	// standings; nil when none were asked for.
	Awards *RankingAwards
}

// ScoreSwissPairsFile reads a pairs results file whose lines give their
// rounds (USEBIO's ROUND, a CSV's or PBN's Round column) and scores it as
// a Swiss pairs: each round's boards across the field, each pair's
// result for the round turned into victory points, the standings after
// each round. Refusals are coded Invalid.
func ScoreSwissPairsFile(path string, o SwissPairsFileOptions) (*SwissPairsResult, error) {
	method := o.Method
	if method == "" {
		method = scoring.Matchpoints
	}
	rf, err := interchange.ReadFileAs(path, method)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	var pairs []scoring.Pair
	for _, p := range rf.Session.Pairs {
		pairs = append(pairs, scoring.Pair{ID: p.ID, Names: p.Names})
	}
	st, err := scoring.ScoreSwissPairs(&scoring.SwissPairsSession{Method: method, Rules: o.Rules, Scale: o.Scale,
		Options: rf.Session.Options, Pairs: pairs, Lines: rf.Session.Lines})
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	res := &SwissPairsResult{File: rf, Standings: st}
	if o.Award != (awards.Scale{}) {
		res.Awards = swissAwards(o.Award, st, fileMatchBoards(st))
	}
	return res, nil
}
