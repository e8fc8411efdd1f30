package scoring

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The sample sessions of the shared test data were scored independently
// with exact fractions and cross-checked against Salliere; these tests
// hold the engine to every number of every expected file.

const sessionsDir = "../testdata/sessions"

type expectedFile struct {
	Method string `json:"method"`
	Rules  string `json:"rules"`
	Boards []struct {
		Board int          `json:"board"`
		Top   *json.Number `json:"top"`
		Datum *int         `json:"datum"`
		Lines []struct {
			NS       string      `json:"ns"`
			EW       string      `json:"ew"`
			Score    *int        `json:"score"`
			Adjusted *string     `json:"adjusted"`
			NSPoints json.Number `json:"nsPoints"`
			EWPoints json.Number `json:"ewPoints"`
		} `json:"lines"`
	} `json:"boards"`
	Pairs []struct {
		Pair      string       `json:"pair"`
		Direction string       `json:"direction"`
		Boards    int          `json:"boards"`
		Total     json.Number  `json:"total"`
		Percent   *json.Number `json:"percent"`
		Rank      string       `json:"rank"`
	} `json:"pairs"`
}

func readExpected(t testing.TB, path string) expectedFile {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var ef expectedFile
	if err := dec.Decode(&ef); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return ef
}

// sessionFromFiles builds the session from the CSV travellers (for the
// order of the lines and the not-played ones) and the NS scores printed in
// an expected file (so that these tests need no contract scoring).
func sessionFromFiles(t testing.TB, dir string, ef expectedFile) *Session {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "session.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		board  int
		ns, ew string
	}
	scored := map[key]Line{}
	for _, b := range ef.Boards {
		for _, l := range b.Lines {
			line := Line{Board: b.Board, NS: l.NS, EW: l.EW}
			switch {
			case l.Adjusted != nil:
				line.Kind = Artificial
				if _, err := fmt.Sscanf(*l.Adjusted, "A%d-%d", &line.NSPercent, &line.EWPercent); err != nil {
					t.Fatalf("board %d: adjusted %q: %v", b.Board, *l.Adjusted, err)
				}
			case l.Score != nil:
				line.Score = *l.Score
			default:
				t.Fatalf("board %d: line %s v %s has neither score nor adjustment", b.Board, l.NS, l.EW)
			}
			scored[key{b.Board, l.NS, l.EW}] = line
		}
	}
	s := &Session{Method: Method(ef.Method), Rules: Rules(ef.Rules)}
	for _, p := range ef.Pairs {
		s.Pairs = append(s.Pairs, Pair{ID: p.Pair, Direction: p.Direction})
	}
	for n, row := range rows[1:] {
		b, err := strconv.Atoi(row[0])
		if err != nil {
			t.Fatalf("session.csv line %d: board %q", n+2, row[0])
		}
		if row[6] == "NP" {
			s.Lines = append(s.Lines, Line{Board: b, NS: row[1], EW: row[2], Kind: NotPlayed})
			continue
		}
		l, ok := scored[key{b, row[1], row[2]}]
		if !ok {
			t.Fatalf("session.csv line %d: board %d %s v %s is not in the expected file", n+2, b, row[1], row[2])
		}
		delete(scored, key{b, row[1], row[2]})
		s.Lines = append(s.Lines, l)
	}
	if len(scored) != 0 {
		t.Fatalf("%d expected lines are not in session.csv", len(scored))
	}
	return s
}

// near reports whether got is within half a unit of the last of places
// decimals of the printed number want (the expected files are rounded).
func nearRat(got *big.Rat, want json.Number, places int) bool {
	w, ok := new(big.Rat).SetString(string(want))
	if !ok || got == nil {
		return false
	}
	diff := new(big.Rat).Sub(got, w)
	diff.Abs(diff)
	tol := new(big.Rat).SetFrac(big.NewInt(5), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(places+1)), nil))
	return diff.Cmp(tol) <= 0
}

func TestSampleSessions(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(sessionsDir, "*", "expected_*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 12 {
		t.Fatalf("found %d expected files under %s, want 12", len(files), sessionsDir)
	}
	for _, path := range files {
		name := filepath.Base(filepath.Dir(path)) + "/" + strings.TrimSuffix(filepath.Base(path), ".json")
		t.Run(name, func(t *testing.T) {
			ef := readExpected(t, path)
			s := sessionFromFiles(t, filepath.Dir(path), ef)
			st, err := Score(s)
			if err != nil {
				t.Fatal(err)
			}
			checkAgainstExpected(t, st, ef)
		})
	}
}

func checkAgainstExpected(t *testing.T, st *Standings, ef expectedFile) {
	t.Helper()
	if string(st.Method) != ef.Method || string(st.Rules) != ef.Rules {
		t.Errorf("method/rules = %s/%s, want %s/%s", st.Method, st.Rules, ef.Method, ef.Rules)
	}
	if len(st.Boards) != len(ef.Boards) {
		t.Fatalf("%d boards, want %d", len(st.Boards), len(ef.Boards))
	}
	for bi, eb := range ef.Boards {
		b := st.Boards[bi]
		if b.Board != eb.Board {
			t.Fatalf("board %d at position %d, want %d", b.Board, bi, eb.Board)
		}
		switch {
		case eb.Top == nil && b.Top != nil:
			t.Errorf("board %d: top %s, want none", b.Board, b.Top.RatString())
		case eb.Top != nil && !nearRat(b.Top, *eb.Top, 6):
			t.Errorf("board %d: top %v, want %s", b.Board, b.Top, *eb.Top)
		}
		switch {
		case eb.Datum == nil && b.Datum != nil:
			t.Errorf("board %d: datum %d, want none", b.Board, *b.Datum)
		case eb.Datum != nil && (b.Datum == nil || *b.Datum != *eb.Datum):
			t.Errorf("board %d: datum %v, want %d", b.Board, b.Datum, *eb.Datum)
		}
		if len(b.Lines) != len(eb.Lines) {
			t.Fatalf("board %d: %d lines, want %d", b.Board, len(b.Lines), len(eb.Lines))
		}
		for li, el := range eb.Lines {
			l := b.Lines[li]
			if l.NS != el.NS || l.EW != el.EW {
				t.Fatalf("board %d line %d: %s v %s, want %s v %s", b.Board, li+1, l.NS, l.EW, el.NS, el.EW)
			}
			if !nearRat(l.NSPoints, el.NSPoints, 6) || !nearRat(l.EWPoints, el.EWPoints, 6) {
				t.Errorf("board %d, %s v %s: points %s / %s, want %s / %s", b.Board, l.NS, l.EW,
					FormatRat(l.NSPoints, 6), FormatRat(l.EWPoints, 6), el.NSPoints, el.EWPoints)
			}
		}
	}
	type key struct{ id, dir string }
	got := map[key]PairResult{}
	for _, p := range st.Pairs {
		got[key{p.ID, p.Direction}] = p
	}
	if len(got) != len(ef.Pairs) {
		t.Errorf("%d pairs ranked, want %d", len(got), len(ef.Pairs))
	}
	places := 4
	if ef.Rules == "acbl" && ef.Method == "mp" {
		places = 2
	}
	for _, ep := range ef.Pairs {
		p, ok := got[key{ep.Pair, ep.Direction}]
		if !ok {
			t.Errorf("pair %s %s is not ranked", ep.Pair, ep.Direction)
			continue
		}
		if p.Boards != ep.Boards {
			t.Errorf("pair %s %s: %d boards, want %d", ep.Pair, ep.Direction, p.Boards, ep.Boards)
		}
		if !nearRat(p.Total, ep.Total, places) {
			t.Errorf("pair %s %s: total %s, want %s", ep.Pair, ep.Direction, FormatRat(p.Total, 6), ep.Total)
		}
		switch {
		case ep.Percent == nil && p.Percent != nil:
			t.Errorf("pair %s %s: percent %s, want none", ep.Pair, ep.Direction, FormatRat(p.Percent, 4))
		case ep.Percent != nil && !nearRat(p.Percent, *ep.Percent, places):
			t.Errorf("pair %s %s: percent %v, want %s", ep.Pair, ep.Direction, p.Percent, *ep.Percent)
		}
		if p.Rank != ep.Rank {
			t.Errorf("pair %s %s: rank %s, want %s", ep.Pair, ep.Direction, p.Rank, ep.Rank)
		}
	}
	if ef.Rules == "acbl" && ef.Method == "mp" {
		// ACBL totals and percentages are reported already rounded.
		for _, p := range st.Pairs {
			if RoundHalfUp(p.Total, 2).Cmp(p.Total) != 0 || RoundHalfUp(p.Percent, 2).Cmp(p.Percent) != 0 {
				t.Errorf("pair %s: ACBL total %s and percent %s are not rounded to 2 places",
					p.ID, p.Total.RatString(), p.Percent.RatString())
			}
		}
	}
}
