package reports

import (
	"math/big"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"bridgescore/scoring"
)

func TestSuitSpansColourHeartsAndDiamonds(t *testing.T) {
	tests := []struct {
		in   string
		want []span
	}{
		{"4♠", []span{{"4♠", false}}},
		{"4♥X", []span{{"4", false}, {"♥", true}, {"X", false}}},
		{"3NT", []span{{"3NT", false}}},
		{"♦♣♥", []span{{"♦", true}, {"♣", false}, {"♥", true}}},
		{"", nil},
	}
	for _, tc := range tests {
		if got := suitSpans(tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("suitSpans(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestNumbersForDisplay(t *testing.T) {
	tests := []struct {
		r             *big.Rat
		pts, sgn, pct string
	}{
		{big.NewRat(7, 1), "7", "+7", "7.00"},
		{big.NewRat(15, 2), "7.5", "+7.5", "7.50"},
		{big.NewRat(22, 3), "7.33", "+7.33", "7.33"},
		// ACBL recap figures round half away from zero.
		{big.NewRat(-1, 8), "−0.13", "−0.13", "−0.13"},
		{big.NewRat(0, 1), "0", "0", "0.00"},
		{big.NewRat(17381, 300), "57.94", "+57.94", "57.94"},
	}
	for _, tc := range tests {
		if got := points(tc.r); got != tc.pts {
			t.Errorf("points(%s) = %q, want %q", tc.r, got, tc.pts)
		}
		if got := signedFixed(tc.r, decimals(tc.r)); got != tc.sgn {
			t.Errorf("signedFixed(%s) = %q, want %q", tc.r, got, tc.sgn)
		}
		if got := percent(tc.r); got != tc.pct {
			t.Errorf("percent(%s) = %q, want %q", tc.r, got, tc.pct)
		}
	}
	if points(nil) != "" || percent(nil) != "" {
		t.Errorf("a missing number must print blank")
	}
}

func TestBoardPercent(t *testing.T) {
	// 7 matchpoints of a 12 top is 58.33%.
	if got := percent(boardPercent(big.NewRat(7, 1), big.NewRat(12, 1))); got != "58.33" {
		t.Errorf("7 of 12 = %s%%, want 58.33%%", got)
	}
	if boardPercent(big.NewRat(7, 1), nil) != nil {
		t.Errorf("no top must give no percentage")
	}
}

func TestLineCells(t *testing.T) {
	four := scoring.Result{Contract: scoring.Contract{Level: 4, Strain: scoring.Hearts, Doubled: scoring.Doubled}, Declarer: scoring.West, Tricks: 9}
	got := lineCells(scoring.Line{Kind: scoring.Played, Result: &four, Score: 100})
	if got.Contract.String() != "4♥X" || got.By != "W" || got.Tricks != "9" || got.NSScore != "100" || got.EWScore != "" || got.Note != nil {
		t.Errorf("4♥X by W down one: %+v", got)
	}
	passed := scoring.Result{}
	got = lineCells(scoring.Line{Kind: scoring.Played, Result: &passed})
	if got.Contract.String() != "Passed out" || got.NSScore != "" || got.EWScore != "" {
		t.Errorf("passed out: %+v", got)
	}
	got = lineCells(scoring.Line{Kind: scoring.Played, Score: -620})
	if got.EWScore != "620" || got.Contract != nil {
		t.Errorf("bare score -620: %+v", got)
	}
	got = lineCells(scoring.Line{Kind: scoring.Artificial, NSPercent: 60, EWPercent: 40})
	if n := got.Note.String(); !strings.Contains(n, "Average-plus") || !strings.Contains(n, "Average-minus") {
		t.Errorf("A60-40 note = %q, want Average-plus / Average-minus spelled out", n)
	}
	w := scoring.Line{Kind: scoring.Weighted,
		NSWeights: []scoring.WeightedScore{{Weight: big.NewRat(3, 5), Score: 420}, {Weight: big.NewRat(2, 5), Score: -50}}}
	w.EWWeights = w.NSWeights
	if n := lineCells(w).Note.String(); !strings.Contains(n, "60%") || !strings.Contains(n, "40%") {
		t.Errorf("weighted note = %q, want both components", n)
	}
}

func TestHoldings(t *testing.T) {
	got, ok := holdings("AKQT.J9..765432")
	want := [4]string{"AKQ10", "J9", "—", "765432"}
	if !ok || got != want {
		t.Errorf("holdings = %v %v, want %v", got, ok, want)
	}
	for _, bad := range []string{"", "AKQ", "A.K.Q", "A.K.Q.J.T"} {
		if _, ok := holdings(bad); ok {
			t.Errorf("holdings(%q) accepted", bad)
		}
	}
}

func TestParseReports(t *testing.T) {
	got, err := ParseReports(" Ranking, travellers,ranking ")
	if err != nil || !reflect.DeepEqual(got, []Report{Ranking, Travellers}) {
		t.Errorf("ParseReports = %v, %v", got, err)
	}
	got, err = ParseReports("all,guidecards")
	if err != nil || !reflect.DeepEqual(got, []Report{Ranking, Recap, ScoreCards, Travellers, GuideCards}) {
		t.Errorf("ParseReports(all,guidecards) = %v, %v", got, err)
	}
	if _, err := ParseReports("ranking,results"); err == nil || !strings.Contains(err.Error(), `"results"`) {
		t.Errorf("unknown report not named in error: %v", err)
	}
	if _, err := ParseReports(" , "); err == nil {
		t.Errorf("empty list accepted")
	}
}

func TestParsePaper(t *testing.T) {
	for in, want := range map[string]Paper{"a4": A4, "A4": A4, " Letter ": Letter} {
		if got, err := ParsePaper(in); err != nil || got != want {
			t.Errorf("ParsePaper(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := ParsePaper("legal"); err == nil || !strings.Contains(err.Error(), "a4 or letter") {
		t.Errorf("ParsePaper(legal) err = %v", err)
	}
}

func FuzzParseReports(f *testing.F) {
	for _, s := range []string{"ranking", "all", "recap,,travellers", "", "ÿ,\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseReports(s)
		if err == nil && len(got) == 0 {
			t.Errorf("ParseReports(%q) accepted an empty list", s)
		}
		if err != nil && !utf8.ValidString(err.Error()) && utf8.ValidString(s) {
			t.Errorf("error message is not valid text")
		}
	})
}

func FuzzHoldings(f *testing.F) {
	for _, s := range []string{"AKQT.J9..765432", "", "...", "A.K.Q.J.T"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, ok := holdings(s)
		if ok {
			for _, x := range h {
				if x == "" {
					t.Errorf("holdings(%q) gave an empty suit; a void prints as a dash", s)
				}
			}
		}
	})
}

func TestCleanText(t *testing.T) {
	tests := map[string]string{
		"Zoë Ångström":   "Zoë Ångström",
		"Bob\x00\tSmith": "Bob  Smith",
		"caf\xe9":        "caf\uFFFD",
		"Ann 😀":          "Ann \uFFFD",
		"":               "",
	}
	for in, want := range tests {
		if got := clean(in); got != want {
			t.Errorf("clean(%q) = %q, want %q", in, got, want)
		}
	}
}
