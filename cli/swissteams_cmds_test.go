package cli

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// swissTeamsNow is a Swiss teams' standings as 'standings --format json'
// prints them.
type swissTeamsNow struct {
	Kind  string
	Teams []struct {
		Team  int
		Total float64
		Rank  string
	}
	Matches []struct {
		Round      int
		Home, Away int
		Score      []float64
		Complete   bool
	}
	Swiss struct {
		Rounds, Drawn int
		Complete      bool
		Byes          []struct {
			Round int
			Team  int
		}
		Next string
	}
}

func swissTeamsStandings(t *testing.T, db string) swissTeamsNow {
	t.Helper()
	js, errs, code := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	var s swissTeamsNow
	if err := json.Unmarshal([]byte(js), &s); code != 0 || err != nil || s.Kind != "teams" {
		t.Fatalf("standings: exit %d %v: %s %s", code, err, js, errs)
	}
	return s
}

// enterSwissMatch enters both rooms of every board of a match, each
// result one of results at random: the open room with the home team's
// pair North-South, the closed room with the away team's.
func enterSwissMatch(t *testing.T, db string, rng *rand.Rand, round, boards int, home string, after func()) {
	t.Helper()
	results := []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "1NTN=", "3DW-2", "4HE-2", "6NTS=", "2SN-3"}
	for b := (round-1)*boards + 1; b <= round*boards; b++ {
		for _, room := range []string{"open", "closed"} {
			res := results[rng.IntN(len(results))]
			if out, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", strconv.Itoa(b), "--room", room, "--home", home, res); code != 0 {
				t.Fatalf("round %d board %d %s room of %s at home: exit %d: %s %s", round, b, room, home, code, out, errs)
			}
			if after != nil {
				after()
				after = nil
			}
		}
	}
}

// A Swiss teams run through the commands as a director would, for 8 and
// 9 teams over 4 rounds: round 1 by number, each room's results entered
// with enter --room, the next round drawn only once the round before is
// complete (exit 4 before), never two teams meeting twice, the bye to the
// lowest placed team without one, every match's VPs adding up to the
// scale's 20 and a bye worth 12 (60%), and the printed results giving the
// standings and every round's matches.
func TestSwissTeamsThroughCommands(t *testing.T) {
	for _, teams := range []int{8, 9} {
		t.Run(strconv.Itoa(teams), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(teams), 36))
			db := filepath.Join(t.TempDir(), "club.db")
			out, errs, code := runNamed(t, "new", "--db", db, "--name", "Congress teams", "--swiss-teams", "--teams", strconv.Itoa(teams),
				"--rounds", "4", "--boards-per-round", "2")
			if code != 0 || !strings.Contains(out, "match   1: 1 v 2  (open room: table 1") {
				t.Fatalf("new --swiss-teams: exit %d: %s %s", code, out, errs)
			}
			met := map[[2]string]bool{}
			byes := map[string]int{}
			for r := 1; r <= 4; r++ {
				var before swissTeamsNow
				if r > 1 {
					before = swissTeamsStandings(t, db)
					if _, errs, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != 0 {
						t.Fatalf("draw round %d: exit %d: %s", r, code, errs)
					}
				}
				d := roundAsDrawn(t, db, r)
				if len(d.Tables) != teams/2 || (d.Bye != nil) != (teams%2 == 1) {
					t.Fatalf("round %d: %d matches, bye %v", r, len(d.Tables), d.Bye)
				}
				if d.Bye != nil {
					byes[*d.Bye]++
					checkByeFair(t, r, *d.Bye, byes, before)
				}
				for i, tb := range d.Tables {
					if met[[2]string{tb.Home, tb.Away}] {
						t.Errorf("round %d: %s and %s meet again", r, tb.Home, tb.Away)
					}
					met[[2]string{tb.Home, tb.Away}], met[[2]string{tb.Away, tb.Home}] = true, true
					var refused func()
					if r < 4 && i == 0 {
						refused = func() {
							if _, errs, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != exitConflict || !strings.Contains(errs, "not complete") {
								t.Errorf("round %d drawn while round %d was incomplete: exit %d %s", r+1, r, code, errs)
							}
						}
					}
					enterSwissMatch(t, db, rng, r, 2, tb.Home, refused)
				}
				s := swissTeamsStandings(t, db)
				if s.Swiss.Drawn != r || s.Swiss.Rounds != 4 || !s.Swiss.Complete || len(s.Teams) != teams {
					t.Fatalf("after round %d: %+v", r, s.Swiss)
				}
				played := 0
				for _, m := range s.Matches {
					if !m.Complete || len(m.Score) != 2 {
						t.Fatalf("after round %d: match %+v not complete", r, m)
					}
					if got := fmt.Sprintf("%.2f", m.Score[0]+m.Score[1]); got != "20.00" {
						t.Errorf("round %d: %d v %d: VPs add up to %s", m.Round, m.Home, m.Away, got)
					}
					played++
				}
				// Every VP is a match's or a bye's: 20 a match, 12 a bye.
				total := new(big.Rat)
				for _, tm := range s.Teams {
					total.Add(total, new(big.Rat).SetFloat64(tm.Total))
				}
				if got, want := total.FloatString(2), fmt.Sprintf("%d.00", 20*played+12*len(s.Swiss.Byes)); got != want {
					t.Errorf("after round %d: the teams' VPs add up to %s, not %s (%d matches, %d byes)", r, got, want, played, len(s.Swiss.Byes))
				}
			}
			if _, _, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != exitInvalid {
				t.Errorf("a fifth round of four drawn: exit %d", code)
			}
			s := swissTeamsStandings(t, db)
			pdf := filepath.Join(filepath.Dir(db), "swiss.pdf")
			if out, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--out", pdf); code != 0 {
				t.Fatalf("report: exit %d: %s %s", code, out, errs)
			}
			text := strings.Join(strings.Fields(reportPDFText(t, pdf)), " ")
			for r := 1; r <= 4; r++ {
				if !strings.Contains(text, fmt.Sprintf("Round %d: ", r)) {
					t.Errorf("the printed results lack round %d's matches: %s", r, text)
				}
			}
			for _, tm := range s.Teams {
				row := fmt.Sprintf(" %s %d Team %d ", tm.Rank, tm.Team, tm.Team)
				if !strings.Contains(text, row) || !strings.Contains(text, strconv.FormatFloat(tm.Total, 'f', 2, 64)) {
					t.Errorf("the printed ranking lacks team %d's row %q (%.2f)", tm.Team, row, tm.Total)
				}
			}
			html := filepath.Join(filepath.Dir(db), "swiss.html")
			if out, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--format", "html", "--out", html); code != 0 {
				t.Fatalf("report --format html: exit %d: %s %s", code, out, errs)
			}
		})
	}
}

// checkByeFair holds a round's bye to the rule: a team's first bye, and
// every team placed below it (in the standings the round was drawn from)
// has had one already.
func checkByeFair(t *testing.T, round int, bye string, byes map[string]int, before swissTeamsNow) {
	t.Helper()
	if byes[bye] > 1 {
		t.Errorf("round %d: team %s has a second bye", round, bye)
	}
	below := false
	for _, tm := range before.Teams {
		id := strconv.Itoa(tm.Team)
		if below && byes[id] == 0 {
			t.Errorf("round %d: the bye went to %s, though %s, placed below it, has had none", round, bye, id)
		}
		below = below || id == bye
	}
}

// Swiss teams kept as sessions, over random events run through the
// commands: 12 teams (and 13, with byes) for 6 rounds, every room's
// result entered at random and the next round drawn by 'draw --session':
// no team ever meets another twice, each match's home team meets the
// highest placed team still to draw that it has not met unless the rest
// could then not be drawn without a rematch (the score groups, against
// the standings 'standings' printed before the draw), and the bye goes
// to the lowest placed team without one.
func TestSwissTeamsSessionProperties(t *testing.T) {
	if testing.Short() {
		t.Skip("about 150 results entered through the commands")
	}
	for trial, teams := range []int{12, 13} {
		rng := rand.New(rand.NewPCG(uint64(trial), 360))
		db := filepath.Join(t.TempDir(), "club.db")
		if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Swiss", "--swiss-teams", "--teams", strconv.Itoa(teams),
			"--rounds", "6", "--boards", "1", "--seed", strconv.Itoa(trial+1)); code != 0 {
			t.Fatalf("new: exit %d: %s %s", code, out, errs)
		}
		met := map[[2]string]bool{}
		byes := map[string]int{}
		for r := 1; r <= 6; r++ {
			var before swissTeamsNow
			var order []string
			if r > 1 {
				before = swissTeamsStandings(t, db)
				for _, tm := range before.Teams {
					order = append(order, strconv.Itoa(tm.Team))
				}
				if _, errs, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != 0 {
					t.Fatalf("%d teams: draw round %d: exit %d: %s", teams, r, code, errs)
				}
			}
			d := roundAsDrawn(t, db, r)
			what := fmt.Sprintf("%d teams, round %d", teams, r)
			if order != nil {
				checkSwissGroups(t, what, order, met, d.Bye, d.Tables)
			}
			if d.Bye != nil {
				byes[*d.Bye]++
				checkByeFair(t, r, *d.Bye, byes, before)
			}
			for _, tb := range d.Tables {
				if met[[2]string{tb.Home, tb.Away}] {
					t.Errorf("%s: %s and %s meet again", what, tb.Home, tb.Away)
				}
				met[[2]string{tb.Home, tb.Away}], met[[2]string{tb.Away, tb.Home}] = true, true
				enterSwissMatch(t, db, rng, r, 1, tb.Home, nil)
			}
		}
	}
}

// A Swiss teams' round 1 at random, the director's swap, and a correction
// after the next round was drawn, through the commands: the seed draws
// the same round again; swap exchanges two teams of the round last drawn
// and refuses a rematch unless --rematch-ok; a result of round 1
// corrected once round 2 is drawn names the draw it would have changed.
func TestSwissTeamsSeedSwapAndCorrection(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	out, errs, code := runNamed(t, "new", "--db", db, "--name", "Swiss", "--swiss-teams", "--teams", "4", "--rounds", "3", "--boards", "1", "--seed", "7")
	if code != 0 || !strings.Contains(out, "seed 7") {
		t.Fatalf("new --seed 7: exit %d: %s %s", code, out, errs)
	}
	first := roundAsDrawn(t, db, 1)
	if out, errs, code := runNamed(t, "draw", "--db", db, "--session", "1", "--seed", "7"); code != 0 {
		t.Fatalf("round 1 drawn again from seed 7: exit %d: %s %s", code, out, errs)
	}
	if got := roundAsDrawn(t, db, 1); fmt.Sprint(got.Tables) != fmt.Sprint(first.Tables) {
		t.Fatalf("seed 7 drew %v, then %v", first.Tables, got.Tables)
	}
	opponents := func(d []drawnTable) map[string]string {
		out := map[string]string{}
		for _, tb := range d {
			out[tb.Home], out[tb.Away] = tb.Away, tb.Home
		}
		return out
	}
	// Team 1 is given another opponent by the director.
	partner := opponents(first.Tables)["1"]
	third := "2"
	if partner == "2" || partner == "1" {
		third = "3"
	}
	out, errs, code = runNamed(t, "swap", "--db", db, "--session", "1", "--round", "1", partner, third)
	if code != 0 || !strings.Contains(out, "swapped in round 1") || opponents(roundAsDrawn(t, db, 1).Tables)["1"] != third {
		t.Fatalf("swap %s %s: exit %d: %s %s", partner, third, code, out, errs)
	}
	one := roundAsDrawn(t, db, 1)
	// Team 1 wins its match by 10 IMPs, the other match is drawn; win
	// (or lose) says which way team 1's match goes.
	enterOne := func(win bool) {
		for _, tb := range one.Tables {
			open, closed := "4SN=", "4SN="
			if tb.Home == "1" || tb.Away == "1" {
				open, closed = "4SN=", "4SN-1"
				if (tb.Home == "1") != win {
					open, closed = closed, open
				}
			}
			for room, res := range map[string]string{"open": open, "closed": closed} {
				if out, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", "1", "--room", room, "--home", tb.Home, res); code != 0 {
					t.Fatalf("enter: exit %d: %s %s", code, out, errs)
				}
			}
		}
	}
	enterOne(true)
	if _, errs, code := runNamed(t, "draw", "--db", db, "--session", "1"); code != 0 {
		t.Fatalf("draw round 2: exit %d: %s", code, errs)
	}
	two := roundAsDrawn(t, db, 2)
	if opponents(two.Tables)["1"] == third {
		t.Fatalf("round 2 draws 1 v %s again: %v", third, two.Tables)
	}
	// Swapping team 1's round 2 opponent with its round 1 opponent makes
	// a rematch.
	opp := opponents(two.Tables)["1"]
	if _, errs, code := runNamed(t, "swap", "--db", db, "--session", "1", "--round", "2", opp, third); code != exitConflict || !strings.Contains(errs, "rematch") {
		t.Errorf("a swap making a rematch: exit %d: %s", code, errs)
	}
	out, errs, code = runNamed(t, "swap", "--db", db, "--session", "1", "--round", "2", "--rematch-ok", opp, third)
	if code != 0 || !strings.Contains(out, "is a rematch") {
		t.Errorf("swap %s %s, --rematch-ok: exit %d: %s %s", opp, third, code, out, errs)
	}
	if _, errs, code := runNamed(t, "swap", "--db", db, "--session", "1", "--round", "2", opp, third); code != 0 {
		t.Errorf("swap %s %s back: exit %d: %s", opp, third, code, errs)
	}
	if _, _, code := runNamed(t, "standings", "--db", db, "--session", "1"); code != 0 {
		t.Fatalf("standings: exit %d", code)
	}
	// The correction: team 1's match turned round, so its opponent leads
	// and round 2 would have drawn otherwise.
	enterOne(false)
	out, _, _ = runNamed(t, "standings", "--db", db, "--session", "1")
	if !strings.Contains(out, "Round 2 would have been drawn otherwise after the corrections") {
		t.Errorf("the standings after a correction do not name round 2's draw:\n%s", out)
	}
}
