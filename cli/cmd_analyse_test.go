package cli

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/dds"
	"bridgescore/scoring"
)

type analysedBoard struct {
	Board int                       `json:"board"`
	Deal  string                    `json:"deal"`
	DD    map[string]map[string]int `json:"dd"`
	Par   struct {
		Score     int      `json:"score"`
		Contracts []string `json:"contracts"`
	} `json:"par"`
}

func skipWithoutSolver(t *testing.T) {
	t.Helper()
	if _, err := dds.Analyse(nil); errors.Is(err, dds.ErrUnavailable) {
		t.Skip(err)
	}
}

// Each par contract DDS names must, played by its declarer for the tricks
// the table gives him, score the par score by our own scoring: two
// independent programs agreeing on every board.
func TestAnalyseCommandJSON(t *testing.T) {
	skipWithoutSolver(t)
	file := filepath.Join(t.TempDir(), "set.pbn")
	if _, e, code := runNamed(t, "deal", "--boards", "1-4", "--seed", "14", "--out", file); code != 0 {
		t.Fatal(e)
	}
	out, e, code := runNamed(t, "analyse", file, "--format", "json")
	if code != 0 {
		t.Fatal(e)
	}
	var boards []analysedBoard
	if err := json.Unmarshal([]byte(out), &boards); err != nil {
		t.Fatal(err)
	}
	if len(boards) != 4 {
		t.Fatalf("%d boards", len(boards))
	}
	for i, b := range boards {
		if b.Board != i+1 || !strings.HasPrefix(b.Deal, "N:") || len(b.DD) != 4 {
			t.Fatalf("board %d: %+v", i+1, b)
		}
		for _, seat := range []string{"N", "E", "S", "W"} {
			if len(b.DD[seat]) != 5 {
				t.Errorf("board %d: %s has %v", b.Board, seat, b.DD[seat])
			}
		}
		if len(b.Par.Contracts) == 0 && b.Par.Score != 0 {
			t.Errorf("board %d: par %d with no contract", b.Board, b.Par.Score)
		}
		for _, c := range b.Par.Contracts {
			entry := c // "4SN" is made exactly: the entry form says "4SN="
			if !strings.ContainsAny(c, "+-") {
				entry += "="
			}
			r, err := scoring.ParseResult(entry)
			if err != nil {
				t.Fatalf("board %d: par contract %q: %v", b.Board, c, err)
			}
			if got := r.Score(scoring.Vul(b.Board)); got != b.Par.Score {
				t.Errorf("board %d: %s scores %d, par says %d", b.Board, c, got, b.Par.Score)
			}
			if dd := b.DD[r.Declarer.String()][r.Contract.Strain.String()]; dd != r.Tricks {
				t.Errorf("board %d: %s takes %d tricks, the table says %d", b.Board, c, r.Tricks, dd)
			}
		}
	}
}

func TestAnalyseCommandRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "no PBN file given"},
		{[]string{"a.pbn", "b.pbn"}, "one file at a time"},
		{[]string{filepath.Join(dir, "none.pbn")}, "cannot open"},
		{[]string{"x.pbn", "--format", "xml"}, "--format"},
	} {
		_, e, code := runNamed(t, "analyse", tc.args...)
		if code == 0 || !strings.Contains(e, tc.want) {
			t.Errorf("%v: exit %d %q, want %q", tc.args, code, e, tc.want)
		}
	}
}
