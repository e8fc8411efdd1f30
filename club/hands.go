package club

import (
	"context"
	"path/filepath"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/progress"
)

// AttachHands reads a PBN hand record onto the session's boards, for the
// travellers, and returns the warnings (a dealer or vulnerability that
// does not match the board number).
//
// Codes: NotFound (no such file), Invalid (a file that is not a hand
// record), Busy.
func (s *OpenSession) AttachHands(path string) ([]string, error) {
	return s.AttachHandsWith(context.Background(), path, nil)
}

// AttachHandsWith is AttachHands telling m how many deals the solver has
// analysed, and stopping when ctx is done: the hands are then attached
// without the analysis of the deals not reached, as without a solver.
func (s *OpenSession) AttachHandsWith(ctx context.Context, path string, m progress.Meter) ([]string, error) {
	rf, err := interchange.ReadHandRecord(path)
	if err != nil {
		return nil, err
	}
	return s.attachDeals(ctx, filepath.Base(path), rf, m)
}

// AttachDeals puts the hand records of a file already read (named file in
// messages) onto the session's boards. Codes as AttachHands.
func (s *OpenSession) AttachDeals(file string, rf *interchange.ResultsFile) ([]string, error) {
	return s.attachDeals(context.Background(), file, rf, nil)
}

func (s *OpenSession) attachDeals(ctx context.Context, file string, rf *interchange.ResultsFile, m progress.Meter) ([]string, error) {
	if len(rf.Deals) == 0 {
		return nil, fault.Errorf(fault.Invalid, "%s holds no hand records (expected a PBN file with [Deal] tags)", file)
	}
	// The analysis is made once, as the hands are attached, and kept
	// with them; without a solver the hands are attached all the same.
	var notes []string
	if err := AnalyseDealsWith(ctx, rf.Deals, false, m); err != nil {
		notes = append(notes, "the hands are attached without makeable contracts and par: "+err.Error())
	}
	var warnings []string
	err := s.changed(Update{Kind: HandsAttached}, func(*state) (*state, error) {
		var err error
		if warnings, err = s.db().SetDeals(s.l.id, rf.Deals); err != nil {
			return nil, err
		}
		return loadState(s.db(), s.l.id)
	})
	if err != nil {
		return nil, err
	}
	return append(append(rf.Warnings, warnings...), notes...), nil
}
