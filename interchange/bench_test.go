package interchange

import (
	"bytes"
	"fmt"
	"testing"

	"bridgescore/scoring"
)

// session500 is a 20-table, 25-board two-winner Mitchell: 500 lines.
func session500(tb testing.TB) *ResultsFile {
	rf := &ResultsFile{Club: "Benchmark Club", Name: "500 lines", Type: MatchpointPairs, WinnerType: TwoWinner}
	for _, dir := range []string{"NS", "EW"} {
		for i := 1; i <= 20; i++ {
			rf.Session.Pairs = append(rf.Session.Pairs, scoring.Pair{ID: fmt.Sprint(i, dir), Direction: dir, Names: []string{"A Player", "B Player"}})
		}
	}
	for b := 1; b <= 25; b++ {
		for t := 1; t <= 20; t++ {
			res, err := scoring.NewResult(scoring.Contract{Level: 1 + (b+t)%7, Strain: scoring.Strain(t % 5)}, scoring.North, 6+(b*t)%8)
			if err != nil {
				tb.Fatal(err)
			}
			rf.Session.Lines = append(rf.Session.Lines, scoring.Line{Board: b, NS: fmt.Sprint(t, "NS"), EW: fmt.Sprint((t+b)%20+1, "EW"),
				Kind: scoring.Played, Result: &res, Score: res.Score(scoring.Vul(b))})
		}
	}
	return rf
}

func BenchmarkReadUSEBIO500(b *testing.B) {
	var buf bytes.Buffer
	if err := WriteUSEBIO(&buf, session500(b), nil); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadUSEBIO(bytes.NewReader(buf.Bytes())); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadCSV500(b *testing.B) {
	var buf bytes.Buffer
	if err := WriteCSV(&buf, session500(b)); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadCSV(bytes.NewReader(buf.Bytes())); err != nil {
			b.Fatal(err)
		}
	}
}
