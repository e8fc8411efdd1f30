package scoring

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// These tests run every published example of the shared test vectors
// (scoring_vectors.json) through the engine.

const engineVectorsPath = "../testdata/scoring_vectors.json"

func loadVectors(t testing.TB) map[string]json.RawMessage {
	t.Helper()
	data, err := os.ReadFile(engineVectorsPath)
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]json.RawMessage
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func vecSection(t testing.TB, name string, out any) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(loadVectors(t)[name]))
	dec.UseNumber()
	if err := dec.Decode(out); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// findCase picks the case with the given id out of a section.
func findCase(t testing.TB, sectionName, id string, out any) {
	t.Helper()
	var cases []json.RawMessage
	vecSection(t, sectionName, &cases)
	for _, c := range cases {
		var head struct {
			ID string `json:"id"`
		}
		if err := json.Unmarshal(c, &head); err != nil {
			t.Fatal(err)
		}
		if head.ID == id {
			dec := json.NewDecoder(bytes.NewReader(c))
			dec.UseNumber()
			if err := dec.Decode(out); err != nil {
				t.Fatalf("%s/%s: %v", sectionName, id, err)
			}
			return
		}
	}
	t.Fatalf("%s: no case %q", sectionName, id)
}

type nsew struct {
	NS json.Number `json:"ns"`
	EW json.Number `json:"ew"`
}

// oneBoard is a single board with the given NS scores, each table with its
// own pairs (N1 v E1, N2 v E2, …), as one field.
func oneBoard(method Method, rules Rules, scores ...int) *Session {
	s := &Session{Method: method, Rules: rules}
	for k, sc := range scores {
		s.Lines = append(s.Lines, Line{Board: 1, NS: fmt.Sprintf("N%d", k+1), EW: fmt.Sprintf("E%d", k+1), Score: sc})
	}
	return s
}

func mustScore(t testing.TB, s *Session) *Standings {
	t.Helper()
	st, err := Score(s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// checkLines compares a board's points with the published ones, to the
// published number's precision (places decimals).
func checkLines(t *testing.T, label string, lines []LineResult, want []nsew, places int) {
	t.Helper()
	if len(lines) != len(want) {
		t.Fatalf("%s: %d lines, want %d", label, len(lines), len(want))
	}
	for i, w := range want {
		if !nearRat(lines[i].NSPoints, w.NS, places) || !nearRat(lines[i].EWPoints, w.EW, places) {
			t.Errorf("%s: table %d (%s v %s): %s / %s, want %s / %s", label, i+1, lines[i].NS, lines[i].EW,
				FormatRat(lines[i].NSPoints, places+2), FormatRat(lines[i].EWPoints, places+2), w.NS, w.EW)
		}
	}
}

func TestIMPTableLaw78B(t *testing.T) {
	var table []struct {
		MinDiff int `json:"min_diff"`
		IMPs    int `json:"imps"`
	}
	vecSection(t, "imp_table_law78B", &table)
	if len(table) != 24 {
		t.Fatalf("%d bands, want 24", len(table))
	}
	for _, b := range table {
		if got := IMPs(b.MinDiff); got != b.IMPs {
			t.Errorf("IMPs(%d) = %d, want %d", b.MinDiff, got, b.IMPs)
		}
		if got := IMPs(-b.MinDiff); got != -b.IMPs {
			t.Errorf("IMPs(%d) = %d, want %d", -b.MinDiff, got, -b.IMPs)
		}
		if got := IMPs(b.MinDiff - 10); got != b.IMPs-1 {
			t.Errorf("IMPs(%d) = %d, want %d (the band below)", b.MinDiff-10, got, b.IMPs-1)
		}
	}
}

func TestIMPBoundaries(t *testing.T) {
	var cases []struct {
		Diff int `json:"diff"`
		IMPs int `json:"imps"`
	}
	vecSection(t, "imp_boundaries", &cases)
	for _, c := range cases {
		if got := IMPs(c.Diff); got != c.IMPs {
			t.Errorf("IMPs(%d) = %d, want %d", c.Diff, got, c.IMPs)
		}
		if got := IMPsRat(big.NewRat(int64(c.Diff), 1)); got != c.IMPs {
			t.Errorf("IMPsRat(%d) = %d, want %d", c.Diff, got, c.IMPs)
		}
	}
}

// Differences that are not multiples of ten fall into the lower band
// (scoring.md §3.1).
func TestIMPsRatFractionalDifferences(t *testing.T) {
	cases := []struct {
		diff string
		want int
	}{
		{"15", 0}, {"19.99", 0}, {"-15", 0}, {"45", 1}, {"49.5", 1}, {"-49.5", -1},
		{"425/1", 9}, {"1099.9", 14}, {"3999.5", 23}, {"8000.5", 24}, {"1/3", 0},
		{"100000000000000000000", 24}, {"-100000000000000000000.5", -24},
	}
	for _, c := range cases {
		r, ok := new(big.Rat).SetString(c.diff)
		if !ok {
			t.Fatalf("bad case %q", c.diff)
		}
		if got := IMPsRat(r); got != c.want {
			t.Errorf("IMPsRat(%s) = %d, want %d", c.diff, got, c.want)
		}
	}
}

func TestMatchpointVectors(t *testing.T) {
	var cases []struct {
		ID       string        `json:"id"`
		Scores   []int         `json:"ns_scores"`
		Expected int           `json:"expected_results"`
		WBF      []nsew        `json:"ebu_wbf"`
		ACBL     []nsew        `json:"acbl"`
		TopWBF   *int          `json:"top_ebu"`
		TopACBL  *int          `json:"top_acbl"`
		Percent  []json.Number `json:"ns_percent"`
	}
	vecSection(t, "matchpoints", &cases)
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			s := oneBoard(Matchpoints, WBF, c.Scores...)
			s.Options.Expected = c.Expected
			st := mustScore(t, s)
			checkLines(t, "wbf", st.Boards[0].Lines, c.WBF, 4)
			if c.TopWBF != nil && st.Boards[0].Top.Cmp(big.NewRat(int64(*c.TopWBF), 1)) != 0 {
				t.Errorf("wbf top %s, want %d", st.Boards[0].Top.RatString(), *c.TopWBF)
			}
			for i, p := range c.Percent {
				got := new(big.Rat).Quo(st.Boards[0].Lines[i].NSPoints, st.Boards[0].Top)
				got.Mul(got, big.NewRat(100, 1))
				if !nearRat(got, p, 4) {
					t.Errorf("table %d: %s%%, want %s%%", i+1, FormatRat(got, 4), p)
				}
			}
			if c.ACBL == nil {
				return
			}
			s.Rules = ACBL
			st = mustScore(t, s)
			checkLines(t, "acbl", st.Boards[0].Lines, c.ACBL, 4)
			if c.TopACBL != nil && st.Boards[0].Top.Cmp(big.NewRat(int64(*c.TopACBL), 1)) != 0 {
				t.Errorf("acbl top %s, want %d", st.Boards[0].Top.RatString(), *c.TopACBL)
			}
		})
	}
}

func TestNeubergVectors(t *testing.T) {
	for _, id := range []string{"NEUBERG-EBU-11-10", "NEUBERG-16-8"} {
		t.Run(id, func(t *testing.T) {
			var c struct {
				Scores []int  `json:"ns_scores"`
				E      int    `json:"expected_results_E"`
				A      int    `json:"actual_results_A"`
				WBF    []nsew `json:"ebu_wbf"`
				ACBL   []nsew `json:"acbl"`
			}
			findCase(t, "neuberg", id, &c)
			if len(c.Scores) != c.A {
				t.Fatalf("%d scores, A = %d", len(c.Scores), c.A)
			}
			s := oneBoard(Matchpoints, WBF, c.Scores...)
			s.Options.Expected = c.E
			st := mustScore(t, s)
			if st.Expected != c.E || st.Boards[0].Top.Cmp(big.NewRat(int64(2*(c.E-1)), 1)) != 0 {
				t.Errorf("E = %d, top %s; want E = %d, top %d", st.Expected, st.Boards[0].Top.RatString(), c.E, 2*(c.E-1))
			}
			checkLines(t, "wbf", st.Boards[0].Lines, c.WBF, 4)
			if c.ACBL != nil {
				s.Rules = ACBL
				checkLines(t, "acbl", mustScore(t, s).Boards[0].Lines, c.ACBL, 4)
			}
		})
	}
}

func TestFouledBoardVector(t *testing.T) {
	type group struct {
		Scores  []int         `json:"ns_scores_distinct_ranked"`
		Exact   []nsew        `json:"ebu_wbf_exact"`
		Rounded []json.Number `json:"ebu_wbf_rounded_0_1"`
	}
	var c struct {
		E  int   `json:"expected_results_E"`
		G7 group `json:"group_7"`
		G3 group `json:"group_3"`
	}
	findCase(t, "neuberg", "FOULED-EBU-7+3", &c)
	s := &Session{}
	for gi, g := range []group{c.G7, c.G3} {
		for k, sc := range g.Scores {
			s.Lines = append(s.Lines, Line{Board: 1, NS: fmt.Sprintf("N%d-%d", gi, k), EW: fmt.Sprintf("E%d-%d", gi, k),
				Score: sc, Group: gi + 1})
		}
	}
	st := mustScore(t, s)
	if st.Expected != c.E {
		t.Fatalf("E = %d, want %d", st.Expected, c.E)
	}
	lines := st.Boards[0].Lines
	checkLines(t, "group of 7", lines[:7], c.G7.Exact, 4)
	checkLines(t, "group of 3", lines[7:], c.G3.Exact, 4)
	// The EBU prints these to 0.1; none is a half, so plain rounding agrees.
	for i, w := range append(append([]json.Number{}, c.G7.Rounded...), c.G3.Rounded...) {
		if got := FormatRat(lines[i].NSPoints, 1); got != string(w) {
			t.Errorf("line %d rounded to 0.1: %s, want %s", i+1, got, w)
		}
	}
	// Each group keeps the share of the board it would have had: 63 + 27.
	for _, part := range []struct {
		lines []LineResult
		want  int64
	}{{lines[:7], 63}, {lines[7:], 27}} {
		sum := new(big.Rat)
		for _, l := range part.lines {
			sum.Add(sum, l.NSPoints)
		}
		if sum.Cmp(big.NewRat(part.want, 1)) != 0 {
			t.Errorf("group NS total %s, want %d", sum.RatString(), part.want)
		}
	}
}

func TestArtificialWithNeubergVector(t *testing.T) {
	var c struct {
		Scores []any  `json:"ns_scores"`
		WBF    []nsew `json:"ebu_wbf"`
		ACBL   []nsew `json:"acbl"`
	}
	findCase(t, "adjusted_and_weighted", "AVG+/AVG- with Neuberg", &c)
	s := &Session{}
	for k, v := range c.Scores {
		l := Line{Board: 1, NS: fmt.Sprintf("N%d", k), EW: fmt.Sprintf("E%d", k)}
		switch v := v.(type) {
		case json.Number:
			n, err := v.Int64()
			if err != nil {
				t.Fatal(err)
			}
			l.Score = int(n)
		case string:
			if _, err := fmt.Sscanf(v, "A%d/A%d", &l.NSPercent, &l.EWPercent); err != nil {
				t.Fatalf("%q: %v", v, err)
			}
			l.Kind = Artificial
		}
		s.Lines = append(s.Lines, l)
	}
	for _, rules := range []Rules{WBF, ACBL} {
		s.Rules = rules
		want := c.WBF
		if rules == ACBL {
			want = c.ACBL
		}
		checkLines(t, string(rules), mustScore(t, s).Boards[0].Lines, want, 4)
	}
}

// law12C2cSession builds boards on which pair P (NS, one field, top 10)
// scores the given matchpoints, plus one board where P gets the artificial
// score pct / 100-pct.
func law12C2cSession(t *testing.T, mps []float64, pct int) *Session {
	t.Helper()
	s := &Session{Method: Matchpoints, Rules: WBF}
	add := func(b, k int, score int, pair string) {
		ns := fmt.Sprintf("N%d-%d", b, k)
		if pair != "" {
			ns = pair
		}
		s.Lines = append(s.Lines, Line{Board: b, NS: ns, EW: fmt.Sprintf("E%d-%d", b, k), Score: score})
	}
	for bi, mp := range mps {
		b := bi + 1
		switch mp {
		case 8, 7, 6, 4, 3, 2:
			// Six tables: P's 100 beats the scores below it; a tie on
			// odd values.
			beaten, tied := int(mp)/2, int(mp)%2
			k := 0
			for ; k < beaten; k++ {
				add(b, k, -100-10*k, "")
			}
			if tied == 1 {
				add(b, k, 100, "")
				k++
			}
			for ; k < 5; k++ {
				add(b, k, 200+10*k, "")
			}
			add(b, 5, 100, "P")
		case 6.5:
			// Four results of six expected: P beats two, (4+1)·6/4 − 1.
			add(b, 0, -100, "")
			add(b, 1, -200, "")
			add(b, 2, 300, "")
			add(b, 3, 100, "P")
		default:
			t.Fatalf("no board for %v matchpoints", mp)
		}
	}
	b := len(mps) + 1
	for k := 0; k < 5; k++ {
		add(b, k, 10*k, "")
	}
	s.Lines = append(s.Lines, Line{Board: b, NS: "P", EW: "Q", Kind: Artificial, NSPercent: pct, EWPercent: 100 - pct})
	return s
}

func TestLaw12C2cVector(t *testing.T) {
	var c struct {
		Top          int64     `json:"board_top"`
		OtherMP      []float64 `json:"other_boards_mp"`
		NonOffender  override  `json:"non_offender_avg_plus"`
		OffenderMP   []float64 `json:"offender_other_boards_mp"`
		OffenderAveM override  `json:"offender_avg_minus"`
	}
	findCase(t, "adjusted_and_weighted", "12C2c-session-override", &c)
	for _, tc := range []struct {
		name string
		mps  []float64
		pct  int
		want override
	}{
		{"non-offender Ave+", c.OtherMP, 60, c.NonOffender},
		{"offender Ave-", c.OffenderMP, 40, c.OffenderAveM},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := law12C2cSession(t, tc.mps, tc.pct)
			for _, on := range []bool{false, true} {
				s.Options.Law12C2c = on
				st := mustScore(t, s)
				if st.Boards[0].Top.Cmp(big.NewRat(c.Top, 1)) != 0 {
					t.Fatalf("top %s, want %d", st.Boards[0].Top.RatString(), c.Top)
				}
				for i, mp := range tc.mps {
					for _, l := range st.Boards[i].Lines {
						if l.NS == "P" && !nearRat(l.NSPoints, json.Number(strconv.FormatFloat(mp, 'f', -1, 64)), 4) {
							t.Fatalf("board %d: P scores %s, set-up wanted %v", i+1, l.NSPoints.RatString(), mp)
						}
					}
				}
				award, pct := tc.want.AwardedMP, tc.want.SessionPct
				if !on {
					award, pct = tc.want.Plain.AwardedMP, tc.want.Plain.SessionPct
				}
				art := st.Boards[len(tc.mps)].Lines[5]
				if !nearRat(art.NSPoints, award, 4) {
					t.Errorf("12C2(c) %v: artificial board %s, want %s", on, FormatRat(art.NSPoints, 4), award)
				}
				p := pairResult(t, st, "P")
				if !nearRat(p.Percent, pct, 4) {
					t.Errorf("12C2(c) %v: session %s%%, want %s%%", on, FormatRat(p.Percent, 4), pct)
				}
			}
		})
	}
}

type override struct {
	OtherPct   json.Number `json:"other_boards_pct"`
	AwardedMP  json.Number `json:"awarded_on_board_mp"`
	SessionPct json.Number `json:"session_pct"`
	Plain      struct {
		AwardedMP  json.Number `json:"awarded_mp"`
		SessionPct json.Number `json:"session_pct"`
	}
}

func (o *override) UnmarshalJSON(data []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	type plain override
	var p plain
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	*o = override(p)
	for _, k := range []string{"if_plain_60pct", "if_plain_40pct"} {
		if v, ok := raw[k]; ok {
			if err := json.Unmarshal(v, &o.Plain); err != nil {
				return err
			}
		}
	}
	return nil
}

func pairResult(t testing.TB, st *Standings, id string) PairResult {
	t.Helper()
	for _, p := range st.Pairs {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("pair %s not ranked", id)
	return PairResult{}
}

// weightedSplitSession is the EBU forum 969 board: four results and a
// fifth table given a split weighted score.
func weightedSplitSession(t *testing.T, id string, method Method) *Session {
	var c struct {
		Scores []json.RawMessage `json:"ns_scores"`
	}
	findCase(t, "adjusted_and_weighted", id, &c)
	s := &Session{Method: method}
	for k, raw := range c.Scores {
		l := Line{Board: 1, NS: fmt.Sprintf("N%d", k+1), EW: fmt.Sprintf("E%d", k+1)}
		if err := json.Unmarshal(raw, &l.Score); err != nil {
			dec := json.NewDecoder(bytes.NewReader(raw))
			dec.UseNumber()
			var generic map[string]map[string]json.Number
			if err := dec.Decode(&generic); err != nil {
				t.Fatal(err)
			}
			l.Kind = Weighted
			l.NSWeights = vecWeights(t, generic["ns_weighting"])
			l.EWWeights = vecWeights(t, generic["ew_weighting_of_ns_score"])
		}
		s.Lines = append(s.Lines, l)
	}
	return s
}

func vecWeights(t *testing.T, m map[string]json.Number) []WeightedScore {
	var ws []WeightedScore
	for score, w := range m {
		n, err := strconv.Atoi(score)
		if err != nil {
			t.Fatal(err)
		}
		r, ok := new(big.Rat).SetString(string(w))
		if !ok {
			t.Fatalf("weight %q", w)
		}
		ws = append(ws, WeightedScore{Weight: r, Score: n})
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].Score < ws[j].Score })
	return ws
}

func TestWeightedSplitVectors(t *testing.T) {
	t.Run("XIMP", func(t *testing.T) {
		var c struct {
			Before []nsew `json:"ximps_before_table5"`
			After  []nsew `json:"ximps"`
		}
		findCase(t, "adjusted_and_weighted", "WEIGHTED-SPLIT-XIMP", &c)
		s := weightedSplitSession(t, "WEIGHTED-SPLIT-XIMP", CrossIMPs)
		checkLines(t, "with table 5", mustScore(t, s).Boards[0].Lines, c.After, 4)
		s.Lines = s.Lines[:4]
		checkLines(t, "before table 5", mustScore(t, s).Boards[0].Lines, c.Before, 4)
	})
	t.Run("MP", func(t *testing.T) {
		var c struct {
			WBF []nsew `json:"ebu_wbf"`
		}
		findCase(t, "adjusted_and_weighted", "WEIGHTED-SPLIT-MP", &c)
		s := weightedSplitSession(t, "WEIGHTED-SPLIT-MP", Matchpoints)
		checkLines(t, "wbf", mustScore(t, s).Boards[0].Lines, c.WBF, 4)
	})
}

// factoringSession is a two-winner field in which pair X (NS) plays boards
// 1–played of total boards, scoring mpA on the first boards and mpB on
// the rest (seven tables, top 12), while pair Y (NS) plays every board.
func factoringSession(total, played, withA, mpA, mpB int) *Session {
	s := &Session{Method: Matchpoints, Rules: WBF}
	add := func(id, dir string) { s.Pairs = append(s.Pairs, Pair{ID: id, Direction: dir}) }
	add("X", "NS")
	add("Y", "NS")
	for b := 1; b <= total; b++ {
		ns := []string{"Y"}
		if b <= played {
			ns = append(ns, "X")
		}
		for len(ns) < 7 {
			id := fmt.Sprintf("N%d-%d", b, len(ns))
			add(id, "NS")
			ns = append(ns, id)
		}
		mp := mpA
		if b > withA {
			mp = mpB
		}
		// Seven different scores; the second table (X) has the one that
		// beats mp/2 of the others.
		var others []int
		for v := 0; v < 7; v++ {
			if v != mp/2 {
				others = append(others, 10*v)
			}
		}
		for k, id := range ns {
			ew := fmt.Sprintf("E%d-%d", b, k)
			add(ew, "EW")
			score := 10 * (mp / 2)
			if k != 1 {
				score, others = others[0], others[1:]
			}
			s.Lines = append(s.Lines, Line{Board: b, NS: id, EW: ew, Score: score})
		}
	}
	return s
}

func TestSessionAndFieldVectors(t *testing.T) {
	t.Run("PCT-basic and SITOUT-factor", func(t *testing.T) {
		var pct struct {
			Example struct {
				Boards int         `json:"boards_played"`
				Top    int         `json:"top"`
				Total  int         `json:"total_mp"`
				Pct    json.Number `json:"pct"`
			} `json:"example"`
		}
		findCase(t, "session_and_field", "PCT-basic", &pct)
		var sit struct {
			MP struct {
				Full     int         `json:"full_session_boards"`
				Played   int         `json:"boards_played"`
				Top      int         `json:"top"`
				Total    int         `json:"total_mp"`
				Factored json.Number `json:"factored_total_mp"`
				Pct      json.Number `json:"pct_unchanged"`
			} `json:"mp_example"`
		}
		findCase(t, "session_and_field", "SITOUT-factor", &sit)
		ex := pct.Example
		if ex.Boards != sit.MP.Played || ex.Total != sit.MP.Total || ex.Top != 12 || sit.MP.Top != 12 {
			t.Fatalf("set-up assumes 160 MP over 24 boards of top 12")
		}
		// 16 boards × 6 + 8 boards × 8 = 160.
		s := factoringSession(sit.MP.Full, sit.MP.Played, 16, 6, 8)
		st := mustScore(t, s)
		x := pairResult(t, st, "X")
		if x.Boards != ex.Boards {
			t.Fatalf("X played %d boards, want %d", x.Boards, ex.Boards)
		}
		raw := new(big.Rat).Mul(x.Total, big.NewRat(int64(x.Boards), int64(sit.MP.Full)))
		if raw.Cmp(big.NewRat(int64(ex.Total), 1)) != 0 {
			t.Fatalf("X's raw total %s, set-up wanted %d", raw.RatString(), ex.Total)
		}
		if !nearRat(x.Percent, ex.Pct, 4) || !nearRat(x.Percent, sit.MP.Pct, 4) {
			t.Errorf("X: %s%%, want %s%%", FormatRat(x.Percent, 4), ex.Pct)
		}
		if !nearRat(x.Total, sit.MP.Factored, 4) {
			t.Errorf("X: factored total %s, want %s", FormatRat(x.Total, 4), sit.MP.Factored)
		}
	})
	t.Run("SITOUT-factor cross-IMPs", func(t *testing.T) {
		var sit struct {
			X struct {
				NSBoards int         `json:"ns_boards"`
				EWBoards int         `json:"ew_boards"`
				Total    json.Number `json:"ew_ximp_total"`
				Factored json.Number `json:"ew_ximp_factored"`
			} `json:"mitchell_7_5_tables"`
		}
		findCase(t, "session_and_field", "SITOUT-factor", &sit)
		// EW pairs Z, E2, E3 play boards 1..ew; NS pairs play every board.
		// On each of Z's boards the NS scores are 0 (Z), 0 and 20, which is
		// worth +½ IMP to Z.
		s := &Session{Method: CrossIMPs}
		for _, id := range []string{"N1", "N2", "N3"} {
			s.Pairs = append(s.Pairs, Pair{ID: id, Direction: "NS"})
		}
		for _, id := range []string{"Z", "E2", "E3", "E4", "E5", "E6"} {
			s.Pairs = append(s.Pairs, Pair{ID: id, Direction: "EW"})
		}
		for b := 1; b <= sit.X.NSBoards; b++ {
			ews := []string{"Z", "E2", "E3"}
			if b > sit.X.EWBoards {
				ews = []string{"E4", "E5", "E6"}
			}
			for k, score := range []int{0, 0, 20} {
				s.Lines = append(s.Lines, Line{Board: b, NS: fmt.Sprintf("N%d", k+1), EW: ews[k], Score: score})
			}
		}
		st := mustScore(t, s)
		z := pairResult(t, st, "Z")
		if z.Boards != sit.X.EWBoards || !nearRat(z.Total, sit.X.Total, 4) {
			t.Errorf("by its field: Z %d boards, total %s; want %d, %s", z.Boards, FormatRat(z.Total, 4), sit.X.EWBoards, sit.X.Total)
		}
		s.Options.FactorToSection = true
		z = pairResult(t, mustScore(t, s), "Z")
		if !nearRat(z.Total, sit.X.Factored, 4) {
			t.Errorf("by the section: Z total %s, want %s", FormatRat(z.Total, 4), sit.X.Factored)
		}
	})
	t.Run("FIELD-across-sections", func(t *testing.T) {
		var c struct {
			A        []int  `json:"section_A_ns"`
			B        []int  `json:"section_B_ns"`
			Field    []nsew `json:"field_ebu"`
			SectionA []nsew `json:"section_A_ebu"`
			SectionB []nsew `json:"section_B_ebu"`
			Neuberg  []nsew `json:"section_A_neuberg_to_E_4_top_6"`
		}
		findCase(t, "session_and_field", "FIELD-across-sections", &c)
		both := append(append([]int{}, c.A...), c.B...)
		checkLines(t, "field", mustScore(t, oneBoard(Matchpoints, WBF, both...)).Boards[0].Lines, c.Field, 4)
		checkLines(t, "section A", mustScore(t, oneBoard(Matchpoints, WBF, c.A...)).Boards[0].Lines, c.SectionA, 4)
		checkLines(t, "section B", mustScore(t, oneBoard(Matchpoints, WBF, c.B...)).Boards[0].Lines, c.SectionB, 4)
		a := oneBoard(Matchpoints, WBF, c.A...)
		a.Options.Expected = len(c.B)
		checkLines(t, "section A Neuberged to 4", mustScore(t, a).Boards[0].Lines, c.Neuberg, 4)
	})
	t.Run("RANK-ties", func(t *testing.T) {
		var c struct {
			Scores []int64  `json:"scores"`
			Ranks  []string `json:"ranks"`
		}
		findCase(t, "session_and_field", "RANK-ties", &c)
		rs := make([]*big.Rat, len(c.Scores))
		for i, v := range c.Scores {
			rs[i] = big.NewRat(v, 1)
		}
		got := Places(rs)
		for i := range c.Ranks {
			if got[i] != c.Ranks[i] {
				t.Errorf("Places(%v) = %v, want %v", c.Scores, got, c.Ranks)
				break
			}
		}
	})
}

func TestCrossIMPVectors(t *testing.T) {
	var cases []struct {
		ID          string `json:"id"`
		Scores      []int  `json:"ns_scores"`
		Diffs       []int  `json:"differences"`
		IMPs        []int  `json:"imps"`
		Total       *int   `json:"total"`
		Avg         []nsew `json:"all_pairs_avg_over_comparisons"`
		Avg2        []nsew `json:"avg_over_comparisons"`
		Totals      []nsew `json:"all_pairs_total"`
		ByResults   []nsew `json:"all_pairs_divide_by_results_n"`
		E           int    `json:"expected_results_E"`
		ByActual    []nsew `json:"divide_by_actual_comparisons"`
		EBUFactored []nsew `json:"ebu_factored"`
	}
	vecSection(t, "cross_imps", &cases)
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			run := func(d XIMPDivisor, want []nsew) {
				t.Helper()
				if want == nil {
					return
				}
				s := oneBoard(CrossIMPs, WBF, c.Scores...)
				s.Options.XIMPDivisor = d
				s.Options.Expected = c.E
				checkLines(t, string(d), mustScore(t, s).Boards[0].Lines, want, 4)
			}
			run(XIMPComparisons, c.Avg)
			run(XIMPComparisons, c.Avg2)
			run(XIMPComparisons, c.ByActual)
			run(XIMPTotal, c.Totals)
			run(XIMPResults, c.ByResults)
			run(XIMPExpected, c.EBUFactored)
			sum := 0
			for i, d := range c.Diffs {
				if got := IMPs(d); got != c.IMPs[i] {
					t.Errorf("IMPs(%d) = %d, want %d", d, got, c.IMPs[i])
				}
				sum += IMPs(d)
			}
			if c.Total != nil && sum != *c.Total {
				t.Errorf("total %d, want %d", sum, *c.Total)
			}
		})
	}
}

func TestButlerVectors(t *testing.T) {
	rats := func(scores []int) []*big.Rat {
		out := make([]*big.Rat, len(scores))
		for i, s := range scores {
			out[i] = big.NewRat(int64(s), 1)
		}
		return out
	}
	t.Run("BUTLER-bermuda", func(t *testing.T) {
		var c struct {
			Scores []int          `json:"ns_scores"`
			Datum0 int            `json:"datum_no_drop"`
			IMPs   map[string]int `json:"imps_vs_510"`
			Datum2 int            `json:"datum_drop_2"`
		}
		findCase(t, "butler", "BUTLER-bermuda", &c)
		if got := Datum(rats(c.Scores), 0, 3, false); got != c.Datum0 {
			t.Errorf("datum dropping nothing = %d, want %d", got, c.Datum0)
		}
		if got := Datum(rats(c.Scores), 2, 3, false); got != c.Datum2 {
			t.Errorf("datum dropping 2 = %d, want %d", got, c.Datum2)
		}
		s := oneBoard(Butler, WBF, c.Scores...)
		s.Options.ButlerDrop = -1
		b := mustScore(t, s).Boards[0]
		if b.Datum == nil || *b.Datum != c.Datum0 {
			t.Fatalf("board datum %v, want %d", b.Datum, c.Datum0)
		}
		for _, l := range b.Lines {
			want := c.IMPs[strconv.Itoa(l.Score)]
			if l.NSPoints.Cmp(big.NewRat(int64(want), 1)) != 0 || l.EWPoints.Cmp(big.NewRat(int64(-want), 1)) != 0 {
				t.Errorf("%d: %s / %s IMPs, want %d / %d", l.Score, l.NSPoints.RatString(), l.EWPoints.RatString(), want, -want)
			}
		}
	})
	t.Run("BUTLER-bridge-scorer", func(t *testing.T) {
		var c struct {
			Scores []int `json:"ns_scores"`
			Datum  int   `json:"datum"`
			IMPs   []int `json:"ns_imps"`
		}
		findCase(t, "butler", "BUTLER-bridge-scorer", &c)
		b := mustScore(t, oneBoard(Butler, WBF, c.Scores...)).Boards[0]
		if b.Datum == nil || *b.Datum != c.Datum {
			t.Fatalf("datum %v, want %d", b.Datum, c.Datum)
		}
		for i, l := range b.Lines {
			if l.NSPoints.Cmp(big.NewRat(int64(c.IMPs[i]), 1)) != 0 || l.EWPoints.Cmp(big.NewRat(int64(-c.IMPs[i]), 1)) != 0 {
				t.Errorf("%d: %s / %s IMPs, want %d", l.Score, l.NSPoints.RatString(), l.EWPoints.RatString(), c.IMPs[i])
			}
		}
	})
	t.Run("DATUM-rounding", func(t *testing.T) {
		var c struct {
			Cases []struct {
				Mean     int  `json:"mean"`
				HalfEven *int `json:"acbl_half_even"`
				JSRound  *int `json:"js_Math_round_half_up"`
			} `json:"cases"`
		}
		findCase(t, "butler", "DATUM-rounding", &c)
		for _, k := range c.Cases {
			mean := []*big.Rat{big.NewRat(int64(k.Mean), 1)}
			if k.HalfEven != nil {
				if got := Datum(mean, 1, 3, true); got != *k.HalfEven {
					t.Errorf("half-even datum of %d = %d, want %d", k.Mean, got, *k.HalfEven)
				}
			}
			away := Datum(mean, 1, 3, false)
			if mirror := Datum([]*big.Rat{big.NewRat(int64(-k.Mean), 1)}, 1, 3, false); mirror != -away {
				t.Errorf("datum of %d is %d but of %d is %d: NS and EW treated differently", k.Mean, away, -k.Mean, mirror)
			}
			// JavaScript's Math.round rounds halves up, which agrees with
			// rounding away from zero for positive means only; bridgescore
			// deliberately keeps NS and EW symmetric.
			if k.JSRound != nil && k.Mean > 0 && away != *k.JSRound {
				t.Errorf("datum of %d = %d, want %d", k.Mean, away, *k.JSRound)
			}
			if k.Mean < 0 && k.Mean%10 == -5 && away != k.Mean-5 {
				t.Errorf("datum of %d = %d, want %d (away from zero)", k.Mean, away, k.Mean-5)
			}
		}
	})
}

// With the White Book's small-group rule the group of 3 of the EBU
// example (E = 10 ≥ 3·3) scores 70%, 60% and 50% of the top of 18 instead
// of being Neuberg-factored; the group of 7 is unchanged.
func TestFouledSmallGroups(t *testing.T) {
	var c struct {
		G7 struct {
			Scores []int  `json:"ns_scores_distinct_ranked"`
			Exact  []nsew `json:"ebu_wbf_exact"`
		} `json:"group_7"`
		G3 struct {
			Scores []int `json:"ns_scores_distinct_ranked"`
		} `json:"group_3"`
	}
	findCase(t, "neuberg", "FOULED-EBU-7+3", &c)
	fouled := func(groups ...[]int) *Session {
		s := &Session{Options: Options{FouledSmallGroups: true}}
		for gi, g := range groups {
			for k, sc := range g {
				s.Lines = append(s.Lines, Line{Board: 1, NS: fmt.Sprintf("N%d-%d", gi, k), EW: fmt.Sprintf("E%d-%d", gi, k),
					Score: sc, Group: gi + 1})
			}
		}
		return s
	}
	s := fouled(c.G7.Scores, c.G3.Scores)
	st := mustScore(t, s)
	lines := st.Boards[0].Lines
	checkLines(t, "group of 7", lines[:7], c.G7.Exact, 4)
	checkLines(t, "group of 3", lines[7:], []nsew{{"12.6", "9"}, {"10.8", "10.8"}, {"9", "12.6"}}, 4)
	got, err := Explain(s, st, 1, "N1-0", "E1-0")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "70%, 60%, 50% of the top by rank") {
		t.Errorf("explanation does not give the small-group rule:\n%s", got)
	}

	// A tied group of 2 shares 65% and 55%: 60% each way.
	st = mustScore(t, fouled([]int{1, 2, 3, 4}, []int{100, 100}))
	checkLines(t, "tied pair", st.Boards[0].Lines[4:], []nsew{{"6", "6"}, {"6", "6"}}, 4)
	// A group of 2 of 6 expected scores 65% / 55%.
	st = mustScore(t, fouled([]int{1, 2, 3, 4}, []int{100, 50}))
	checkLines(t, "group of 2", st.Boards[0].Lines[4:], []nsew{{"6.5", "5.5"}, {"5.5", "6.5"}}, 4)
	// With E < 3A the group is Neuberg-factored: 5 expected, group of 2.
	st = mustScore(t, fouled([]int{1, 2, 3}, []int{100, 50}))
	checkLines(t, "Neuberg", st.Boards[0].Lines[3:], []nsew{{"6.5", "1.5"}, {"1.5", "6.5"}}, 4)
}
