package club

import (
	"bytes"
	"context"
	"fmt"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/outfile"
	"bridgescore/progress"
	"bridgescore/scoring"
)

// Hand records read and written for the doors: analysed, printed beside
// the results, dealt.

// AnalyseFile reads a hand record (PBN) and analyses double dummy every
// deal whose file has no analysis (every deal with again), telling m how
// far it has come and stopping between deals when ctx is done. What reading
// noticed (a dealer that disagrees with the board's number) is passed to
// noticed, when given, before the solver starts.
//
// Codes: as interchange.ReadHandRecord; Invalid (no deals, a hand missing);
// NotFound (no solver on this computer).
func AnalyseFile(ctx context.Context, path string, again bool, noticed func(string), m progress.Meter) ([]scoring.Deal, error) {
	rf, err := interchange.ReadHandRecord(path)
	if err != nil {
		return nil, err
	}
	if len(rf.Deals) == 0 {
		return nil, fault.Errorf(fault.Invalid, "%s: no deals to analyse: expected a PBN hand record", path)
	}
	for _, w := range rf.Warnings {
		if noticed != nil {
			noticed(w)
		}
	}
	if err := AnalyseDealsWith(ctx, rf.Deals, again, m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rf.Deals, nil
}

// HandRecord reads a hand record (PBN) to print beside the results, by
// board: with the makeable contracts when the file carries them or a
// solver can make them, the hands alone without either.
//
// Codes: as interchange.ReadHandRecord; Invalid (no hands).
func HandRecord(path string) (map[int]scoring.Deal, error) {
	hr, err := interchange.ReadHandRecord(path)
	if err != nil {
		return nil, err
	}
	if len(hr.Deals) == 0 {
		return nil, fault.Errorf(fault.Invalid, "%s: no hands found (expected a PBN hand record)", path)
	}
	_ = AnalyseDeals(hr.Deals, false)
	return dealsByBoard(hr.Deals), nil
}

// HandRecordFile is a hand record to write: its deals, with the date and
// notes its head gives.
type HandRecordFile struct {
	Deals []scoring.Deal
	// Date is written as PBN writes it (2026.11.28); Notes are comments
	// saying how the deals were made.
	Date  string
	Notes []string
}

// Save writes the hand record as PBN 2.1, with each deal's analysis where
// known, to path: whole or not at all, and never over one of inputs (the
// files the command reads) or a database.
//
// Codes: Forbidden (a path that must not be written), NotFound (no such
// folder), Invalid (a deal that cannot be written).
func (h HandRecordFile) Save(path string, inputs ...string) error {
	var b bytes.Buffer
	if err := interchange.WritePBN(&b, interchange.PBNHeader{Date: h.Date, Notes: h.Notes}, h.Deals); err != nil {
		return fault.As(fault.Invalid, err)
	}
	return outfile.Write(path, b.Bytes(), outfile.Protect{Inputs: inputs})
}
