package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A Swiss pairs run through the commands as a director would: set up with
// its first round drawn by number, each round's results entered, the next
// round drawn only once the round before is complete and never a pair
// meeting another twice, each table's victory points adding up to the
// scale's 20, a swap refused once results are in, and the standings after
// the last round ranking every pair.
func TestSwissPairsThroughCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	out, errs, code := runNamed(t, "new", "--db", db, "--name", "Congress Swiss", "--swiss-pairs", "--pairs", "10", "--rounds", "4", "--boards-per-round", "2")
	if code != 0 {
		t.Fatalf("new --swiss-pairs: exit %d: %s %s", code, out, errs)
	}
	results := []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "1NTN=", "3DW-2"}
	met := map[[2]string]int{}
	n := 0
	for r := 1; r <= 4; r++ {
		if r > 1 {
			if _, errs, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != 0 {
				t.Fatalf("draw round %d: exit %d: %s", r, code, errs)
			}
		}
		js, errs, code := runNamed(t, "draw", "--db", db, "--session", "1", "--round", strconv.Itoa(r), "--format", "json")
		var d struct {
			Round  int
			Tables []struct {
				Table      int
				Home, Away string
			}
		}
		if err := json.Unmarshal([]byte(js), &d); code != 0 || err != nil || d.Round != r || len(d.Tables) != 5 {
			t.Fatalf("round %d as drawn: exit %d %v: %s %s", r, code, err, js, errs)
		}
		for i, tb := range d.Tables {
			k := [2]string{min(tb.Home, tb.Away), max(tb.Home, tb.Away)}
			if met[k] > 0 {
				t.Errorf("round %d: %s and %s meet again (first in round %d)", r, tb.Home, tb.Away, met[k])
			}
			met[k] = r
			for b := 2*r - 1; b <= 2*r; b++ {
				res := results[n%len(results)]
				n++
				if out, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", strconv.Itoa(b), "--ns", tb.Home, "--ew", tb.Away, res); code != 0 {
					t.Fatalf("round %d table %d board %d: exit %d: %s %s", r, i+1, b, code, out, errs)
				}
				if r < 4 && i == 0 && b == 2*r-1 {
					// The round is not complete: the next is not drawn yet.
					if _, _, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != exitConflict {
						t.Errorf("round %d drawn while round %d was incomplete: exit %d", r+1, r, code)
					}
				}
			}
		}
		if _, _, code := runNamed(t, "draw", "--db", db, "--session", "1", "--swap", d.Tables[0].Home+","+d.Tables[1].Home); code != exitConflict {
			t.Errorf("round %d: a swap after its results: exit %d", r, code)
		}
		st, errs, code := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
		var s struct {
			Kind   string
			Rounds []struct {
				Round   int
				Matches []struct{ VPs [2]float64 }
			}
			Standings []struct{ Pair, Rank string }
		}
		if err := json.Unmarshal([]byte(st), &s); code != 0 || err != nil || s.Kind != "swiss-pairs" || len(s.Rounds) != r || len(s.Standings) != 10 {
			t.Fatalf("standings after round %d: exit %d %v: %s %s", r, code, err, st, errs)
		}
		for _, m := range s.Rounds[r-1].Matches {
			if got := fmt.Sprintf("%.2f", m.VPs[0]+m.VPs[1]); got != "20.00" {
				t.Errorf("round %d: a table's VPs add up to %s", r, got)
			}
		}
	}
	if _, _, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != exitUsage && code != exitInvalid {
		t.Errorf("a fifth round of four drawn: exit %d", code)
	}
	// The printed results: the standings in VPs as standings gives them,
	// and every round's matches.
	st, _, _ := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	var s struct {
		Standings []struct {
			Pair, Rank string
			Score      float64
		}
	}
	if err := json.Unmarshal([]byte(st), &s); err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(filepath.Dir(db), "swiss.pdf")
	if out, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--out", pdf); code != 0 {
		t.Fatalf("report: exit %d: %s %s", code, out, errs)
	}
	text := strings.Join(strings.Fields(reportPDFText(t, pdf)), " ")
	for _, want := range []string{"Place Pair Names VPs Rounds", "Round 1 Table Pair % VPs v Pair % VPs", "Round 4"} {
		if !strings.Contains(text, want) {
			t.Errorf("the printed results lack %q: %s", want, text)
		}
	}
	for _, p := range s.Standings {
		row := fmt.Sprintf(" %s %s %s 4 ", p.Rank, p.Pair, strconv.FormatFloat(p.Score, 'f', -1, 64))
		if !strings.Contains(text, row) {
			t.Errorf("the printed standings lack pair %s's row %q", p.Pair, row)
		}
	}
}

// Round 1 at random and the director's swaps, through the commands: the
// seed is printed and draws the same round again; swap exchanges two
// pairs of the round last drawn, refuses a rematch unless --rematch-ok,
// and refuses a round other than the last drawn.
func TestSwissPairsSeedAndSwap(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	out, errs, code := runNamed(t, "new", "--db", db, "--name", "Swiss", "--swiss-pairs", "--pairs", "4", "--rounds", "3", "--boards", "1", "--seed", "11")
	if code != 0 || !strings.Contains(out, "seed 11") {
		t.Fatalf("new --seed 11: exit %d: %s %s", code, out, errs)
	}
	first := roundAsDrawn(t, db, 1)
	again, _, code := runNamed(t, "draw", "--db", db, "--session", "1", "--seed", "11", "--format", "json")
	if js, _, _ := runNamed(t, "draw", "--db", db, "--session", "1", "--round", "1", "--format", "json"); code != 0 || again != js {
		t.Fatalf("round 1 drawn again from seed 11: exit %d\n%s\nnow\n%s", code, again, js)
	}
	if got := roundAsDrawn(t, db, 1); fmt.Sprint(got.Tables) != fmt.Sprint(first.Tables) {
		t.Fatalf("seed 11 drew %v, then %v", first.Tables, got.Tables)
	}
	for _, tb := range first.Tables {
		if out, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", "1", "--ns", tb.Home, "--ew", tb.Away, "4SN="); code != 0 {
			t.Fatalf("enter: exit %d: %s %s", code, out, errs)
		}
	}
	// Round 1 of 3 played: the event is in progress, not complete.
	if out, _, _ := runNamed(t, "sessions", "--db", db); !strings.Contains(out, "Swiss pairs, 4 pairs") || !strings.Contains(out, "in progress") {
		t.Errorf("the sessions list after round 1 of 3:\n%s", out)
	}
	if _, _, code := runNamed(t, "draw", "--db", db, "--session", "1", "--seed", "12"); code != exitConflict {
		t.Errorf("round 1 drawn again after its results: exit %d", code)
	}
	if _, errs, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != 0 {
		t.Fatalf("draw round 2: exit %d: %s", code, errs)
	}
	// Pair a met b in round 1; putting b in the place of a's round 2
	// opponent makes that meeting again.
	a, b := first.Tables[0].Home, first.Tables[0].Away
	var opp string
	for _, tb := range roundAsDrawn(t, db, 2).Tables {
		if tb.Home == a {
			opp = tb.Away
		} else if tb.Away == a {
			opp = tb.Home
		}
	}
	if _, _, code := runNamed(t, "swap", "--db", db, "--session", "1", "--round", "1", opp, b); code != exitUsage {
		t.Errorf("a swap in round 1 once round 2 is drawn: exit %d", code)
	}
	if _, errs, code := runNamed(t, "swap", "--db", db, "--session", "1", "--round", "2", opp, b); code != exitConflict || !strings.Contains(errs, "rematch") {
		t.Errorf("a swap making a rematch: exit %d: %s", code, errs)
	}
	out, errs, code = runNamed(t, "swap", "--db", db, "--session", "1", "--round", "2", "--rematch-ok", opp, b)
	if code != 0 || !strings.Contains(out, "is a rematch") {
		t.Fatalf("a swap making a rematch, --rematch-ok: exit %d: %s %s", code, out, errs)
	}
	for _, tb := range roundAsDrawn(t, db, 2).Tables {
		if (tb.Home == a || tb.Away == a) && tb.Home != b && tb.Away != b {
			t.Errorf("after the swap %s meets %v, not %s", a, tb, b)
		}
	}
}
