package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"testing"
)

// Swiss pairs kept as sessions, over random events run through the
// commands: 40 pairs (and 41, with byes) for 6 rounds, every round's
// results entered at random and the next round drawn by 'draw
// --session': no pair ever meets another twice, and each table's higher
// placed pair meets the highest placed pair still to draw that it has not
// met, unless the rest could then not be drawn without a rematch (the
// score groups), against the standings 'standings' printed before the draw.
func TestSwissPairsSessionProperties(t *testing.T) {
	if testing.Short() {
		t.Skip("240 results entered through the commands")
	}
	results := []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "1NTN=", "3DW-2", "4HE-2", "6NTS=", "2SN-3"}
	for trial, pairs := range []int{40, 41} {
		rng := rand.New(rand.NewPCG(uint64(trial), 37))
		db := filepath.Join(t.TempDir(), "club.db")
		if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Swiss", "--swiss-pairs", "--pairs", strconv.Itoa(pairs),
			"--rounds", "6", "--boards", "1", "--seed", strconv.Itoa(trial+1)); code != 0 {
			t.Fatalf("new: exit %d: %s %s", code, out, errs)
		}
		met := map[[2]string]bool{}
		byes := map[string]int{}
		for r := 1; r <= 6; r++ {
			var order []string
			if r > 1 {
				order = swissOrder(t, db)
				if _, errs, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != 0 {
					t.Fatalf("event %d: draw round %d: exit %d: %s", trial, r, code, errs)
				}
			}
			d := roundAsDrawn(t, db, r)
			what := fmt.Sprintf("%d pairs, round %d", pairs, r)
			if order != nil {
				checkSwissGroups(t, what, order, met, d.Bye, d.Tables)
			}
			if d.Bye != nil {
				if byes[*d.Bye]++; byes[*d.Bye] > 1 {
					t.Errorf("%s: %s has a second bye", what, *d.Bye)
				}
			}
			for _, tb := range d.Tables {
				if met[[2]string{tb.Home, tb.Away}] {
					t.Errorf("%s: %s and %s meet again", what, tb.Home, tb.Away)
				}
				met[[2]string{tb.Home, tb.Away}], met[[2]string{tb.Away, tb.Home}] = true, true
				res := results[rng.IntN(len(results))]
				if out, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", strconv.Itoa(r), "--ns", tb.Home, "--ew", tb.Away, res); code != 0 {
					t.Fatalf("%s table %d: exit %d: %s %s", what, tb.Table, code, out, errs)
				}
			}
		}
	}
}

// drawnTable is a table of a round as 'draw --format json' prints it.
type drawnTable struct {
	Table      int
	Home, Away string
}

// roundAsDrawn is round r of session 1 as drawn.
func roundAsDrawn(t *testing.T, db string, r int) (d struct {
	Round  int
	Tables []drawnTable
	Bye    *string
}) {
	t.Helper()
	js, errs, code := runNamed(t, "draw", "--db", db, "--session", "1", "--round", strconv.Itoa(r), "--format", "json")
	if err := json.Unmarshal([]byte(js), &d); code != 0 || err != nil || d.Round != r {
		t.Fatalf("round %d as drawn: exit %d %v: %s %s", r, code, err, js, errs)
	}
	return d
}

// swissOrder is session 1's pairs in the order of its standings.
func swissOrder(t *testing.T, db string) []string {
	t.Helper()
	js, errs, code := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	var s struct{ Standings []struct{ Pair string } }
	if err := json.Unmarshal([]byte(js), &s); code != 0 || err != nil {
		t.Fatalf("standings: exit %d %v: %s", code, err, errs)
	}
	var out []string
	for _, p := range s.Standings {
		out = append(out, p.Pair)
	}
	return out
}

// checkSwissGroups holds a round's tables, in order, to the Swiss rule
// against the standings' order and the meetings before the round.
func checkSwissGroups(t *testing.T, what string, order []string, met map[[2]string]bool, bye *string, tables []drawnTable) {
	t.Helper()
	drawn := map[string]bool{}
	if bye != nil {
		drawn[*bye] = true
	}
	for _, tb := range tables {
		var left []string
		for _, p := range order {
			if !drawn[p] && p != tb.Home {
				left = append(left, p)
			}
		}
		for i, c := range left {
			if c == tb.Away {
				break
			}
			if met[[2]string{tb.Home, c}] {
				continue
			}
			rest := append(append([]string{}, left[:i]...), left[i+1:]...)
			if drawableWithoutRematch(rest, met) {
				t.Fatalf("%s: table %d: %s meets %s though %s, placed above and not yet met, could be drawn", what, tb.Table, tb.Home, tb.Away, c)
			}
		}
		drawn[tb.Home], drawn[tb.Away] = true, true
	}
}

// drawableWithoutRematch says whether the pairs left can all be drawn
// with no rematch (a search for a perfect matching).
func drawableWithoutRematch(left []string, met map[[2]string]bool) bool {
	if len(left) == 0 {
		return true
	}
	for i := 1; i < len(left); i++ {
		if met[[2]string{left[0], left[i]}] {
			continue
		}
		rest := append(append([]string{}, left[1:i]...), left[i+1:]...)
		if drawableWithoutRematch(rest, met) {
			return true
		}
	}
	return false
}
