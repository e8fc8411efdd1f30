package club

import (
	"context"
	"fmt"

	"bridgescore/fault"

	"bridgescore/dds"
	"bridgescore/progress"
	"bridgescore/scoring"
)

// AnalyseDeals solves double dummy every deal without analysis (every deal
// when again is set) and records the result in it. A deal with a hand
// missing cannot be solved and is refused by name.
//
// Codes: Invalid (a hand not known), Internal (the solver failed or is missing).
func AnalyseDeals(deals []scoring.Deal, again bool) error {
	return AnalyseDealsWith(context.Background(), deals, again, nil)
}

// analyseStep is how many deals the solver is given at a time when the
// work's progress is watched: enough for its threads on a club's
// computer, few enough to say how far it has come (36 deals take some 13
// seconds on two cores).
const analyseStep = 8

// AnalyseDealsWith is AnalyseDeals telling m, deal by deal, how far it
// has come, and stopping between deals when ctx is done (the deals solved
// by then keep their analysis).
//
// Codes: as AnalyseDeals, and Busy (stopped).
func AnalyseDealsWith(ctx context.Context, deals []scoring.Deal, again bool, m progress.Meter) error {
	var todo []scoring.Deal
	var at []int
	for i, d := range deals {
		if d.DD != nil && d.Par != nil && !again {
			continue
		}
		if seat, missing := d.Missing(); missing {
			return fault.Errorf(fault.Invalid, "board %d: the %s hand is not known, so the deal cannot be analysed", d.Board, seat)
		}
		todo = append(todo, d)
		at = append(at, i)
	}
	if len(todo) == 0 {
		return nil
	}
	step := len(todo)
	if m != nil || ctx.Done() != nil {
		step = analyseStep
	}
	m.Step(0, len(todo))
	for from := 0; from < len(todo); from += step {
		if err := ctx.Err(); err != nil {
			return fault.Errorf(fault.Busy, "the analysis was stopped after %d of %d deals", from, len(todo))
		}
		to := min(from+step, len(todo))
		res, err := dds.Analyse(todo[from:to])
		if err != nil {
			return err
		}
		for k := range res {
			i := at[from+k]
			deals[i].DD, deals[i].Par = &res[k].Tricks, &res[k].Par
		}
		m.Step(to, len(todo))
	}
	return nil
}

// Deals gives every board's hands and their analysis, by board, when a
// hand record is attached to the session; none otherwise.
func (s *OpenSession) Deals() map[int]scoring.Deal {
	out := map[int]scoring.Deal{}
	for b, d := range s.state().deals {
		out[b] = d
	}
	return out
}

// BoardDeal gives a board's hands and their analysis, when a hand record
// is attached to the session.
func (s *OpenSession) BoardDeal(board int) (scoring.Deal, bool) {
	d, ok := s.state().deals[board]
	return d, ok
}

// ddSlip is how many tricks a result may differ from double dummy before
// it is worth a second look: a real defence or declarer play rarely goes
// further, a mistyped result or declarer often does.
const ddSlip = 2

// ddCheck says when a played result is more than ddSlip tricks from what
// double dummy gives its declarer in its strain.
func (st *state) ddCheck(l scoring.Line) string {
	if l.Kind != scoring.Played || l.Result == nil || l.Result.PassedOut() {
		return ""
	}
	d, ok := st.deals[l.Board]
	if !ok || d.DD == nil {
		return ""
	}
	r := l.Result
	dd := d.DD.Tricks(r.Declarer, r.Contract.Strain)
	if diff := r.Tricks - dd; diff > ddSlip || -diff > ddSlip {
		return fmt.Sprintf("%d tricks by %s in %s, double dummy %d: check the result and declarer",
			r.Tricks, r.Declarer, r.Contract.Strain, dd)
	}
	return ""
}
