package scoring

import (
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
)

func sampleStandings(t *testing.T, session, file string) (*Session, *Standings) {
	t.Helper()
	p := filepath.Join(sessionsDir, session, file+".json")
	ef := readExpected(t, p)
	s := sessionFromFiles(t, filepath.Dir(p), ef)
	return s, mustScore(t, s)
}

func TestExplain(t *testing.T) {
	cases := []struct {
		file   string
		ns, ew string
		want   []string
	}{
		// Board 25 of the 7-table Mitchell: five real results of seven
		// expected, one Average, one not played.
		{"expected_wbf_mp", "7NS", "7EW", []string{"NS +100", "NS beat 2 and tied 1 of the 4 other results",
			"= 5 of 8", "5 results where 7 were expected", "NS (5 + 1) × 7/5 - 1 = 7.4", "EW (3 + 1) × 7/5 - 1 = 4.6",
			"top 12"}},
		{"expected_acbl_mp", "7NS", "7EW", []string{"2 × 1 + 1 × ½ = 2.5 of 4", "NS (2.5 + ½) × 7/5 - ½ = 3.7"}},
		{"expected_wbf_mp", "3NS", "6EW", []string{"A50-50", "50% of the full top 12 = 6 matchpoints", "not compared"}},
		{"expected_wbf_mp", "2NS", "4EW", []string{"not played", "does not count"}},
		{"expected_wbf_ximp", "7NS", "7EW", []string{"+100 v -120: +6", "+100 v +200: -3", "+100 v -600: +12",
			"in all +15 IMPs from 4 comparisons", "NS 3.75, EW -3.75"}},
		{"expected_wbf_ximp", "3NS", "6EW", []string{"50% is worth 0 IMPs"}},
		{"expected_wbf_butler", "7NS", "7EW", []string{"Datum 30", "-120, +100, +100", "highest, +200", "lowest, -600",
			"+100 - 30 = +70, +2 IMPs", "EW: +100 - 30 = +70, -2 IMPs"}},
	}
	for _, c := range cases {
		t.Run(c.file+" "+c.ns, func(t *testing.T) {
			s, st := sampleStandings(t, "mitchell-7t", c.file)
			got, err := Explain(s, st, 25, c.ns, c.ew)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("explanation lacks %q:\n%s", w, got)
				}
			}
		})
	}
}

func TestExplainLaw12C2cAndWeighted(t *testing.T) {
	s := law12C2cSession(t, []float64{8, 7, 6.5}, 60)
	s.Options.Law12C2c = true
	st := mustScore(t, s)
	got, err := Explain(s, st, 4, "P", "Q")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"A60-40", "60% of the full top 10 = 6 matchpoints", "changed to 7.17", "Law 12C2(c)"} {
		if !strings.Contains(got, w) {
			t.Errorf("explanation lacks %q:\n%s", w, got)
		}
	}

	s = weightedSplitSession(t, "WEIGHTED-SPLIT-MP", Matchpoints)
	st = mustScore(t, s)
	got, err = Explain(s, st, 1, "N5", "E5")
	if err != nil {
		t.Fatal(err)
	}
	// East-West's part is said with East-West's signs: they were given
	// half of -120 and half of -170, not of +120 and +170.
	if strings.Contains(got, "EW 50% of +120") {
		t.Errorf("East-West's part is given with North-South's signs:\n%s", got)
	}
	for _, w := range []string{"weighted adjusted score", "NS 50% of -110 + 50% of +50", "EW 50% of -120 + 50% of -170 (East-West's own scores)",
		"NS beat 0.5 and tied 1 of the 4 other results", "= 2 of 8", "NS 2, EW 2"} {
		if !strings.Contains(got, w) {
			t.Errorf("explanation lacks %q:\n%s", w, got)
		}
	}
}

func TestExplainErrors(t *testing.T) {
	s, st := sampleStandings(t, "mitchell-7t", "expected_wbf_mp")
	for _, c := range []struct {
		board  int
		ns, ew string
	}{{25, "7NS", "6EW"}, {99, "1NS", "1EW"}, {1, "", ""}} {
		if got, err := Explain(s, st, c.board, c.ns, c.ew); err == nil {
			t.Errorf("Explain(%d, %s, %s) = %q, want an error", c.board, c.ns, c.ew, got)
		}
	}
	if _, err := Explain(nil, nil, 1, "1NS", "1EW"); err == nil {
		t.Error("Explain of nothing: want an error")
	}
}

func TestFouledBoardExplainAndButlerDatums(t *testing.T) {
	s := &Session{Method: Butler}
	scores := map[int][]int{1: {420, 450, 400, 420}, 2: {-100, -50, -200}}
	for g := 1; g <= 2; g++ {
		for k, sc := range scores[g] {
			s.Lines = append(s.Lines, Line{Board: 9, NS: fmt.Sprintf("N%d%d", g, k), EW: fmt.Sprintf("E%d%d", g, k), Score: sc, Group: g})
		}
	}
	st := mustScore(t, s)
	b := st.Boards[0]
	// Group 1 drops 450 and 400: mean 420. Group 2 drops -50 and -200: -100.
	if b.Datum != nil || b.GroupDatums[1] != 420 || b.GroupDatums[2] != -100 {
		t.Fatalf("datum %v, group datums %v; want none and 420, -100", b.Datum, b.GroupDatums)
	}
	if got := b.Lines[5].NSPoints; got.Cmp(big.NewRat(2, 1)) != 0 { // -50 against -100
		t.Errorf("group 2, -50: %s IMPs, want 2", got.RatString())
	}
	got, err := Explain(s, st, 9, "N21", "E21")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"fouled", "3 tables", "group 2", "Datum -100", "-50 - (-100) = +50, +2 IMPs"} {
		if !strings.Contains(got, w) {
			t.Errorf("explanation lacks %q:\n%s", w, got)
		}
	}
}
