package club

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"bridgescore/awards"
	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

// howellFile is a one-field session of n pairs on a date (dd/mm/yyyy),
// pair p being players "P{p}a" and "P{p}b", every pair playing every
// board; on each board the pair numbered lower sits NS and scores ns(board,
// table) (the NS score of each table).
func howellFile(date string, pairs, boards int, ns func(b, t int) int) *interchange.ResultsFile {
	rf := &interchange.ResultsFile{Name: "Howell " + date, Date: date, Session: scoring.Session{Method: scoring.Matchpoints, Rules: scoring.WBF}}
	for p := 1; p <= pairs; p++ {
		rf.Session.Pairs = append(rf.Session.Pairs, scoring.Pair{ID: fmt.Sprint(p), Names: []string{fmt.Sprintf("P%da", p), fmt.Sprintf("P%db", p)}})
	}
	for b := 1; b <= boards; b++ {
		for t := 0; t < pairs/2; t++ {
			a, c := (t+b)%pairs+1, (t+b+pairs/2)%pairs+1
			rf.Session.Lines = append(rf.Session.Lines, scoring.Line{Board: b, NS: fmt.Sprint(min(a, c)), EW: fmt.Sprint(max(a, c)),
				Kind: scoring.Played, Score: ns(b, t)})
		}
	}
	return rf
}

func importTestFile(t *testing.T, d *Desk, rf *interchange.ResultsFile) int64 {
	t.Helper()
	ids, err := d.ImportFile(rf, rf.Name, "", "")
	if err != nil {
		t.Fatal(err)
	}
	return ids[0]
}

// TestSessionAwardsSettings: a session's awards are set, described,
// refused when they are not ones, and undone.
func TestSessionAwardsSettings(t *testing.T) {
	d, _ := newTestDesk(t)
	id := importTestFile(t, d, howellFile("01/03/2026", 12, 24, func(b, t int) int { return 10 * (b + t) }))
	for _, bad := range []Awards{{Scale: "ebu-parish"}, {Scale: "acbl-restricted"}, {Strata: "500"}, {Scale: "acbl-open", Strata: "100,500"},
		{Handicaps: "history"}, {Handicaps: HandicapsClub, Mode: "half"}, {Handicaps: HandicapsClub, Minimum: 5, Sessions: 2}} {
		if err := d.SetAwards(id, bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	a := Awards{Scale: "acbl-open", Strata: "500,100", Handicaps: HandicapsClub, Mode: "sum", Sessions: 10}
	if err := d.SetAwards(id, a); err != nil {
		t.Fatal(err)
	}
	if s, err := d.Open(id); err != nil || s.AwardsScaleOnly() {
		t.Errorf("a pairs night is said to take the scale alone (%v)", err)
	} else {
		s.Close()
	}
	got, err := d.SessionAwards(id)
	if err != nil || got.Scale != "acbl-open" || got.Strata != "500,100" || got.Sessions != 10 {
		t.Fatalf("%+v %v", got, err)
	}
	if w := a.Words(); !strings.Contains(w, "ACBL open club game") || !strings.Contains(w, "B under 500, C under 100") || !strings.Contains(w, "sum") {
		t.Errorf("words %q", w)
	}
	if _, err := d.db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if got, _ := d.SessionAwards(id); !got.None() {
		t.Errorf("after undo %+v", got)
	}
}

// TestExtrasFromTheClub: awards in strata from the players register's
// holdings, and handicaps from the players' earlier sessions (or typed),
// on a stored session.
func TestExtrasFromTheClub(t *testing.T) {
	d, db := newTestDesk(t)
	// Two earlier evenings: pair p scores better the lower its number.
	for _, date := range []string{"01/02/2026", "08/02/2026"} {
		importTestFile(t, d, howellFile(date, 12, 24, func(b, t int) int { return 420 - 10*t }))
	}
	id := importTestFile(t, d, howellFile("15/02/2026", 12, 24, func(b, t int) int { return 100 * ((b*7 + t*3) % 5) }))
	var list []store.Player
	for p := 1; p <= 12; p++ {
		list = append(list, store.Player{Name: fmt.Sprintf("P%da", p), Masterpoints: fmt.Sprint(100 * p)},
			store.Player{Name: fmt.Sprintf("P%db", p), Masterpoints: fmt.Sprint(50 * p)})
	}
	list[0].Handicap = "4" // P1a types a handicap
	if _, err := db.AddPlayers(list, ""); err != nil {
		t.Fatal(err)
	}
	if err := d.SetAwards(id, Awards{Scale: "acbl-open", Strata: "600", Handicaps: HandicapsClub}); err != nil {
		t.Fatal(err)
	}
	st, err := d.Standings(id)
	if err != nil {
		t.Fatal(err)
	}
	x, err := d.Extras(id, st.Standings)
	if err != nil {
		t.Fatal(err)
	}
	if x.Awards == nil || x.Awards.StrataNames == nil || x.Handicaps == nil {
		t.Fatalf("extras %+v", x)
	}
	// Strata by the higher holding: pairs 1-5 (100-500) are B, 6-12 A.
	for i, p := range st.Pairs {
		var n int
		fmt.Sscan(p.ID, &n)
		want := 0
		if n <= 5 {
			want = 1
		}
		if x.Awards.Stratum[i] != want {
			t.Errorf("pair %s in stratum %d, want %d", p.ID, x.Awards.Stratum[i], want)
		}
	}
	// Handicaps: each player's mean over the earlier evenings, P1a's typed.
	ranked := map[string]*big.Rat{}
	early, err := d.Standings(id - 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range early.Pairs {
		ranked[p.ID] = p.Percent // both earlier evenings score the same
	}
	for i, p := range st.Pairs {
		h := new(big.Rat).Sub(big.NewRat(50, 1), ranked[p.ID])
		hb := scoring.RoundHalfUp(h, 2)
		ha := hb
		if p.ID == "1" {
			ha = big.NewRat(4, 1)
		}
		want := new(big.Rat).Quo(new(big.Rat).Add(ha, hb), big.NewRat(2, 1))
		if x.Handicaps[i].Cmp(want) != 0 {
			t.Errorf("pair %s handicap %s, want %s", p.ID, x.Handicaps[i].FloatString(2), want.FloatString(2))
		}
	}
	if !strings.Contains(x.HandicapWords, "mean") {
		t.Errorf("words %q", x.HandicapWords)
	}
	// The player's handicap as the players dialog shows it.
	on := time.Date(2026, 2, 15, 0, 0, 0, 0, time.UTC)
	h, n, typed, err := d.PlayerHandicap("p2A", on)
	if err != nil || typed || n != 2 || h.Cmp(scoring.RoundHalfUp(new(big.Rat).Sub(big.NewRat(50, 1), ranked["2"]), 2)) != 0 {
		t.Errorf("P2a: %v from %d (typed %v) %v", h, n, typed, err)
	}
	if h, _, typed, _ := d.PlayerHandicap("P1a", on); !typed || h.Cmp(big.NewRat(4, 1)) != 0 {
		t.Errorf("P1a: %v typed %v", h, typed)
	}
}

// TestPointsAndStanding: a player's points over a period and this year,
// from the sessions that award them.
func TestPointsAndStanding(t *testing.T) {
	d, _ := newTestDesk(t)
	ids := []int64{}
	for _, date := range []string{"30/12/2025", "01/02/2026", "08/02/2026", "15/02/2026"} {
		ids = append(ids, importTestFile(t, d, howellFile(date, 12, 24, func(b, t int) int { return 420 - 10*t })))
	}
	for _, id := range ids[:3] {
		if err := d.SetAwards(id, Awards{Scale: "ebu-club"}); err != nil {
			t.Fatal(err)
		}
	}
	st, err := d.Standings(ids[1])
	if err != nil {
		t.Fatal(err)
	}
	winner := st.Pairs[0].Names[0] // the same pair wins every evening
	today := time.Date(2026, 2, 20, 0, 0, 0, 0, time.UTC)
	ps, err := d.PlayerStanding(winner, today)
	if err != nil {
		t.Fatal(err)
	}
	// 2026's two awarding evenings count, as each evening's ranking gives
	// them; the evening of 2025 and the one without awards do not.
	var want awards.Award
	for _, id := range ids[1:3] {
		st, _ := d.Standings(id)
		x, err := d.Extras(id, st.Standings)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range st.Pairs {
			if p.Names[0] == winner {
				want += x.Awards.Awards[i]
			}
		}
	}
	if want == 0 || len(ps.Points) != 1 || ps.Points[0].Total != want || len(ps.Points[0].Awards) != 2 || ps.Points[0].Unit() != "LP" {
		t.Fatalf("%s: %+v, want %v", winner, ps.Points, want)
	}
	if ps.Typed || ps.Sessions != 4 {
		t.Errorf("handicap from %d sessions (typed %v)", ps.Sessions, ps.Typed)
	}
	all, err := d.Points(time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC))
	if err != nil || len(all) == 0 {
		t.Fatalf("1 February: %d players %v", len(all), err)
	}
	for _, p := range all {
		if len(p.Awards) != 1 || p.Awards[0].Session != ids[1] {
			t.Errorf("%s: %+v", p.Name, p.Awards)
		}
	}
}
