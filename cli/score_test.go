package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const sessionsDir = "../testdata/sessions"

// expectedFile is the published answer for one session under one set of
// rules, as the test vectors give it.
type expectedFile struct {
	Method string `json:"method"`
	Rules  string `json:"rules"`
	Boards []struct {
		Board int      `json:"board"`
		Top   *float64 `json:"top"`
		Datum *int     `json:"datum"`
		Lines []struct {
			NS       string  `json:"ns"`
			EW       string  `json:"ew"`
			Score    *int    `json:"score"`
			Adjusted *string `json:"adjusted"`
			NSPoints float64 `json:"nsPoints"`
			EWPoints float64 `json:"ewPoints"`
		} `json:"lines"`
	} `json:"boards"`
	Pairs []struct {
		Pair      string   `json:"pair"`
		Direction string   `json:"direction"`
		Boards    int      `json:"boards"`
		Total     float64  `json:"total"`
		Percent   *float64 `json:"percent"`
		Rank      string   `json:"rank"`
	} `json:"pairs"`
}

// scoreOutput is what `bridgescore score --format json` prints.
type scoreOutput struct {
	Method string `json:"method"`
	Rules  string `json:"rules"`
	Boards []struct {
		Board int      `json:"board"`
		Top   *float64 `json:"top"`
		Datum *int     `json:"datum"`
		Lines []struct {
			NS       string  `json:"ns"`
			EW       string  `json:"ew"`
			Contract *string `json:"contract"`
			Declarer *string `json:"declarer"`
			Tricks   *int    `json:"tricks"`
			Score    *int    `json:"score"`
			Adjusted *string `json:"adjusted"`
			NSPoints float64 `json:"nsPoints"`
			EWPoints float64 `json:"ewPoints"`
		} `json:"lines"`
	} `json:"boards"`
	Pairs []struct {
		Pair      string   `json:"pair"`
		Direction string   `json:"direction"`
		Names     []string `json:"names"`
		Boards    int      `json:"boards"`
		Total     float64  `json:"total"`
		Percent   *float64 `json:"percent"`
		Rank      string   `json:"rank"`
	} `json:"pairs"`
}

// near allows for the expected files' 4 decimals against our 2.
func near(a, b float64) bool { return math.Abs(a-b) <= 0.005+1e-9 }

func runCmd(t testing.TB, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = commands["score"].Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestScoreSessions scores every sample session, from its USEBIO and its
// CSV file, under every rule set that has an expected answer, and compares
// every line's points and every pair's total, percentage and place.
func TestScoreSessions(t *testing.T) {
	expected, err := filepath.Glob(filepath.Join(sessionsDir, "*", "expected_*.json"))
	if err != nil || len(expected) == 0 {
		t.Fatalf("no expected files under %s (%v)", sessionsDir, err)
	}
	for _, exp := range expected {
		dir := filepath.Dir(exp)
		kind := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(exp), "expected_"), ".json")
		rules, method, _ := strings.Cut(kind, "_")
		raw, err := os.ReadFile(exp)
		if err != nil {
			t.Fatal(err)
		}
		var want expectedFile
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatalf("%s: %v", exp, err)
		}
		for _, input := range []string{"session.xml", "session.csv"} {
			name := filepath.Base(dir) + "/" + input + "/" + kind
			t.Run(name, func(t *testing.T) {
				code, stdout, stderr := runCmd(t, filepath.Join(dir, input), "--rules", rules, "--method", method, "--format", "json")
				if code != 0 {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				var got scoreOutput
				if err := json.Unmarshal([]byte(stdout), &got); err != nil {
					t.Fatalf("output is not JSON: %v\n%s", err, stdout)
				}
				compareScore(t, &want, &got)
			})
		}
	}
}

func compareScore(t *testing.T, want *expectedFile, got *scoreOutput) {
	t.Helper()
	if got.Method != want.Method || got.Rules != want.Rules {
		t.Errorf("method/rules %s/%s, want %s/%s", got.Method, got.Rules, want.Method, want.Rules)
	}
	if len(got.Boards) != len(want.Boards) {
		t.Fatalf("%d boards, want %d", len(got.Boards), len(want.Boards))
	}
	for i, wb := range want.Boards {
		gb := got.Boards[i]
		if gb.Board != wb.Board {
			t.Fatalf("boards[%d] is board %d, want %d", i, gb.Board, wb.Board)
		}
		switch {
		case (gb.Top == nil) != (wb.Top == nil):
			t.Errorf("board %d: top %v, want %v", wb.Board, fmtp(gb.Top), fmtp(wb.Top))
		case wb.Top != nil && !near(*gb.Top, *wb.Top):
			t.Errorf("board %d: top %v, want %v", wb.Board, *gb.Top, *wb.Top)
		}
		if (gb.Datum == nil) != (wb.Datum == nil) || (wb.Datum != nil && *gb.Datum != *wb.Datum) {
			t.Errorf("board %d: datum %v, want %v", wb.Board, fmti(gb.Datum), fmti(wb.Datum))
		}
		if len(gb.Lines) != len(wb.Lines) {
			t.Errorf("board %d: %d lines, want %d", wb.Board, len(gb.Lines), len(wb.Lines))
			continue
		}
		for _, wl := range wb.Lines {
			found := false
			for _, gl := range gb.Lines {
				if gl.NS != wl.NS || gl.EW != wl.EW {
					continue
				}
				found = true
				where := fmt.Sprintf("board %d, %s v %s", wb.Board, wl.NS, wl.EW)
				if fmti(gl.Score) != fmti(wl.Score) {
					t.Errorf("%s: score %s, want %s", where, fmti(gl.Score), fmti(wl.Score))
				}
				if fmts(gl.Adjusted) != fmts(wl.Adjusted) {
					t.Errorf("%s: adjusted %s, want %s", where, fmts(gl.Adjusted), fmts(wl.Adjusted))
				}
				if !near(gl.NSPoints, wl.NSPoints) || !near(gl.EWPoints, wl.EWPoints) {
					t.Errorf("%s: points %v/%v, want %v/%v", where, gl.NSPoints, gl.EWPoints, wl.NSPoints, wl.EWPoints)
				}
			}
			if !found {
				t.Errorf("board %d: no line %s v %s", wb.Board, wl.NS, wl.EW)
			}
		}
	}
	if len(got.Pairs) != len(want.Pairs) {
		t.Fatalf("%d pairs ranked, want %d", len(got.Pairs), len(want.Pairs))
	}
	for _, wp := range want.Pairs {
		found := false
		for _, gp := range got.Pairs {
			if gp.Pair != wp.Pair || gp.Direction != wp.Direction {
				continue
			}
			found = true
			where := fmt.Sprintf("pair %s %s", wp.Pair, wp.Direction)
			if gp.Boards != wp.Boards {
				t.Errorf("%s: %d boards, want %d", where, gp.Boards, wp.Boards)
			}
			if !near(gp.Total, wp.Total) {
				t.Errorf("%s: total %v, want %v", where, gp.Total, wp.Total)
			}
			if (gp.Percent == nil) != (wp.Percent == nil) || (wp.Percent != nil && !near(*gp.Percent, *wp.Percent)) {
				t.Errorf("%s: percent %s, want %s", where, fmtp(gp.Percent), fmtp(wp.Percent))
			}
			if gp.Rank != wp.Rank {
				t.Errorf("%s: rank %q, want %q", where, gp.Rank, wp.Rank)
			}
		}
		if !found {
			t.Errorf("pair %s %s is not ranked", wp.Pair, wp.Direction)
		}
	}
}

func fmtp(p *float64) string {
	if p == nil {
		return "null"
	}
	return fmt.Sprint(*p)
}

func fmti(p *int) string {
	if p == nil {
		return "null"
	}
	return fmt.Sprint(*p)
}

func fmts(p *string) string {
	if p == nil {
		return "null"
	}
	return *p
}
