package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// An individual set up, entered table by table and ranked through the
// commands: at every board table 1's North-South go one down in 4♠ and
// table 2's make it, so each player's percentage is the share of his
// boards on which he sat East-West at table 1 or North-South at table 2,
// worked out here from the schedule movement --individual prints.
func TestIndividualSessionThroughCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	out, errs, code := runNamed(t, "new", "--db", db, "--name", "Christmas individual", "--individual", "--tables", "2", "--rounds", "3")
	if code != 0 || !strings.HasSuffix(out, "\n1\n") {
		t.Fatalf("new --individual: exit %d: %s %s", code, out, errs)
	}
	if list, _, _ := runNamed(t, "sessions", "--db", db); !strings.Contains(list, "individual, 2 tables") {
		t.Errorf("the list of sessions:\n%s", list)
	}
	mv, _, _ := runNamed(t, "movement", "--individual", "--tables", "2", "--format", "json")
	var m struct {
		Rounds []struct {
			Round  int
			Tables []struct {
				Table      int
				N, E, S, W int
				Boards     []int
			}
		}
	}
	if err := json.Unmarshal([]byte(mv), &m); err != nil {
		t.Fatal(err)
	}
	won, played := map[string]int{}, map[string]int{}
	for _, r := range m.Rounds[:3] {
		for _, tb := range r.Tables {
			result, winners := "4SN=", []int{tb.N, tb.S}
			if tb.Table == 1 {
				result, winners = "4SN-1", []int{tb.E, tb.W}
			}
			for _, b := range tb.Boards {
				args := []string{"--db", db, "--session", "1", "--board", strconv.Itoa(b), "--round", strconv.Itoa(r.Round), "--table", strconv.Itoa(tb.Table), result}
				if out, errs, code := runNamed(t, "enter", args...); code != 0 {
					t.Fatalf("enter %v: exit %d: %s %s", args, code, out, errs)
				}
				for _, p := range []int{tb.N, tb.E, tb.S, tb.W} {
					played[strconv.Itoa(p)]++
				}
				for _, p := range winners {
					won[strconv.Itoa(p)]++
				}
			}
		}
	}
	out, errs, code = runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	if code != 0 {
		t.Fatalf("standings: exit %d: %s", code, errs)
	}
	var st struct {
		Kind    string
		Players []struct {
			Player  string
			Percent float64
			Rank    string
		}
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	if st.Kind != "individual" || len(st.Players) != 8 {
		t.Fatalf("standings: %s", out)
	}
	for _, p := range st.Players {
		want := fmt.Sprintf("%.2f", 100*float64(won[p.Player])/float64(played[p.Player]))
		if got := fmt.Sprintf("%.2f", p.Percent); got != want {
			t.Errorf("player %s: %s%%, want %s%% (%d of %d boards won)", p.Player, got, want, won[p.Player], played[p.Player])
		}
	}
	if _, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", "1", "--round", "1", "--table", "3", "4SN="); code != exitNotFound {
		t.Errorf("a table the individual has not: exit %d: %s", code, errs)
	}
}
