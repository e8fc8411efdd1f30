package reports

import (
	"bytes"
	"math/big"
	"testing"

	"bridgescore/scoring"
)

// FuzzPrintedNames prints a tiny session whose club, event and player names
// are anything at all (names are typed by people and imported from other
// programs): the reports must come out, never panic.
func FuzzPrintedNames(f *testing.F) {
	for _, s := range []string{"Zoë Ångström", "", "<b>&amp;</b>", "名前", "\xff\xfe", "😀 emoji", "a\u0301\u200d\ufffd", "\U0010ffff"} {
		f.Add(s, s)
	}
	f.Fuzz(printNamesOnce)
}

func printNamesOnce(t *testing.T, club, name string) {
	res := scoring.Result{Contract: scoring.Contract{Level: 4, Strain: scoring.Hearts}, Declarer: scoring.South, Tricks: 10}
	st := &scoring.Standings{
		Method: scoring.Matchpoints, Rules: scoring.WBF,
		Boards: []scoring.BoardResult{{Board: 1, Top: big.NewRat(2, 1), Lines: []scoring.LineResult{{
			Line:     scoring.Line{Board: 1, NS: "1", EW: "2", Result: &res, Score: 420},
			NSPoints: big.NewRat(1, 1), EWPoints: big.NewRat(1, 1)}}}},
		Pairs: []scoring.PairResult{
			{Pair: scoring.Pair{ID: "1", Names: []string{name, name + name}}, Boards: 1, Total: big.NewRat(1, 1), Percent: big.NewRat(50, 1), Rank: "1="},
			{Pair: scoring.Pair{ID: name, Names: []string{club}}, Boards: 1, Total: big.NewRat(1, 1), Percent: big.NewRat(50, 1), Rank: "1="},
		},
	}
	r := &Results{Club: club, Event: name, Date: club, Standings: st, Deals: map[int]scoring.Deal{1: {Board: 1, Hands: [4]string{name, club, "AK.QJ.T9.8765432", ""}}}}
	var b bytes.Buffer
	if err := WritePDF(&b, r, AllResults, Letter); err != nil {
		t.Fatalf("WritePDF: %v", err)
	}
	b.Reset()
	if err := WriteHTML(&b, r, AllResults); err != nil {
		t.Fatalf("WriteHTML: %v", err)
	}
}
