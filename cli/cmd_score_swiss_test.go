package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// swissFile plays a Swiss pairs of 10 pairs, 4 rounds of 3 boards, each
// round drawn from the standings, and writes it as USEBIO with each
// line's round.
func swissFile(t *testing.T) (string, *scoring.SwissPairsStandings) {
	t.Helper()
	rng := rand.New(rand.NewPCG(4, 10))
	s := scoring.SwissPairsSession{}
	for i := 1; i <= 10; i++ {
		s.Pairs = append(s.Pairs, scoring.Pair{ID: fmt.Sprint(i), Names: []string{fmt.Sprintf("North %d", i), fmt.Sprintf("South %d", i)}})
	}
	var st *scoring.SwissPairsStandings
	for r := 1; r <= 4; r++ {
		var standings []movements.Standing
		if st == nil {
			for _, p := range s.Pairs {
				standings = append(standings, movements.Standing{ID: p.ID, Score: new(big.Rat)})
			}
		} else {
			standings = movements.StandingsForDraw(st.Final())
		}
		d, err := movements.SwissDraw(r, standings)
		if err != nil {
			t.Fatal(err)
		}
		for _, tb := range d.Tables {
			for b := 1; b <= 3; b++ {
				s.Lines = append(s.Lines, scoring.Line{Round: r, Table: tb.Table, Board: 3*(r-1) + b, NS: tb.Home, EW: tb.Away,
					Kind: scoring.Played, Score: swissScores[rng.IntN(len(swissScores))]})
			}
		}
		if st, err = scoring.ScoreSwissPairs(&s); err != nil {
			t.Fatal(err)
		}
	}
	rf := &interchange.ResultsFile{Name: "Swiss pairs", Session: scoring.Session{Method: scoring.Matchpoints, Pairs: s.Pairs, Lines: s.Lines}}
	var buf bytes.Buffer
	if err := interchange.WriteUSEBIO(&buf, rf, nil); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "swiss.xml")
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path, st
}

// swissScores are scores a board can have.
var swissScores = []int{-800, -200, -100, -50, 90, 110, 120, 140, 170, 400, 420, 430, 450, 620, 650}

// score FILE --swiss scores a pairs file round by round as a Swiss pairs:
// the same standings as the rounds scored as they were played.
func TestScoreSwissPairsFile(t *testing.T) {
	path, want := swissFile(t)
	var out, errb bytes.Buffer
	if code := commands["score"].Run([]string{path, "--swiss", "--format", "json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var j struct {
		Kind      string `json:"kind"`
		Scale     string `json:"scale"`
		Rounds    []json.RawMessage
		Standings []struct {
			Pair  string  `json:"pair"`
			Score float64 `json:"score"`
			Rank  string  `json:"rank"`
		} `json:"standings"`
	}
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if j.Kind != "swiss-pairs" || j.Scale != "ebu7" || len(j.Rounds) != 4 || len(j.Standings) != 10 {
		t.Fatalf("%s %s %d rounds %d pairs", j.Kind, j.Scale, len(j.Rounds), len(j.Standings))
	}
	for i, p := range want.Final() {
		f, _ := p.Score.Float64()
		if j.Standings[i].Pair != p.Pair || j.Standings[i].Score != f || j.Standings[i].Rank != p.Rank {
			t.Errorf("place %d: %+v, want %s %s %s", i+1, j.Standings[i], p.Pair, p.Score.RatString(), p.Rank)
		}
	}
	out.Reset()
	if code := commands["score"].Run([]string{path, "--swiss"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "Round 4\n  Table 1: ") || !strings.Contains(out.String(), "Standings") {
		t.Errorf("text: exit %d\n%s", code, out.String())
	}
	for _, c := range [][]string{{path, "--swiss", "--scale", "wbf"}, {path, "--swiss", "--scale", "x"}} {
		out.Reset()
		errb.Reset()
		if code := commands["score"].Run(c, &out, &errb); code == 0 || out.Len() != 0 {
			t.Errorf("%v: exit %d", c, code)
		}
	}
}
