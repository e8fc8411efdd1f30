package awards_test

import (
	"encoding/json"
	"math/big"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"bridgescore/awards"
)

// acblLiveGame is what a results page of ACBL Live for Clubs
// (my.acbl.org/club-results, scored by ACBL's masterpoint engine at
// results.acbl.org) says of a game, as far as its awards go.
type acblLiveGame struct {
	Name           string `json:"name"`
	WinnerType     int    `json:"winner_type"`
	ClubClass      int    `json:"club_class"`
	Stratification string `json:"stratification_type"`
	MPLimits       string `json:"mpLimits"`
	GameType       struct {
		TypeName string `json:"type_name"`
	} `json:"game_type"`
	Strats   []struct{ Number, Limit int } `json:"strats"`
	Sessions []struct {
		Sections []struct {
			Pairs []struct {
				Number     string  `json:"pair_number"`
				Direction  *string `json:"direction"`
				Strat      string  `json:"strat"`
				Percentage string  `json:"percentage"`
				Players    []struct {
					Holding *string `json:"mp_total"`
					Awards  []struct {
						Total string `json:"total"`
						Type  string `json:"type"`
					} `json:"awards_score"`
				} `json:"players"`
			} `json:"pair_summaries"`
		} `json:"sections"`
	} `json:"sessions"`
}

// TestACBLLiveClubGame reproduces, pair by pair, the masterpoints ACBL's
// own results page gives a real club game whose type it states ("Club
// Rating Point", an open club game: club class 4), a one-winner Howell of
// 11 pairs stratified 200/50 by the pair's average holding
// (testdata/real/acbl_live_club_rating_point.json; see SOURCES.md): each
// pair's stratum from its players' holdings (a player with none on record
// holds 0), the A ranking at the open game's 0.10 a pair, stratum B (its
// C pairs, two, fewer than five, play in it) as a game restricted to 200
// (0.07 a pair), ties sharing their places.
func TestACBLLiveClubGame(t *testing.T) {
	raw, err := os.ReadFile("../testdata/real/acbl_live_club_rating_point.json")
	if err != nil {
		t.Fatal(err)
	}
	var g acblLiveGame
	if err := json.Unmarshal(raw, &g); err != nil {
		t.Fatal(err)
	}
	if g.GameType.TypeName != "Club Rating Point" || g.ClubClass != 4 || g.WinnerType != 1 || g.MPLimits != "MP Limits: None/200/50" {
		t.Fatalf("not the game described: %q class %d, %d winners, %s", g.GameType.TypeName, g.ClubClass, g.WinnerType, g.MPLimits)
	}
	pairs := g.Sessions[0].Sections[0].Pairs
	sort.SliceStable(pairs, func(i, j int) bool { return number(t, pairs[i].Percentage).Cmp(number(t, pairs[j].Percentage)) > 0 })
	st := awards.Strata{Average: g.Stratification == "AVERAGE"}
	for _, s := range g.Strats {
		if s.Number > 1 {
			st.Limits = append(st.Limits, s.Limit)
		}
	}
	places := make([]int, len(pairs))
	holdings := make([]int, len(pairs))
	for i, p := range pairs {
		places[i] = i + 1
		if i > 0 && p.Percentage == pairs[i-1].Percentage {
			places[i] = places[i-1]
		}
		var hs []int
		for _, pl := range p.Players {
			h := 0
			if pl.Holding != nil {
				f, _ := strconv.ParseFloat(*pl.Holding, 64)
				h = int(f)
			}
			hs = append(hs, h)
		}
		holdings[i] = st.Holding(hs)
	}
	stratum, note := st.Assign(holdings)
	if !strings.Contains(note, "Stratum C has 2 pairs") {
		t.Errorf("C not folded into B: %q", note)
	}
	for i, p := range pairs {
		page, _ := strconv.Atoi(p.Strat)
		if want := min(page-1, 1); stratum[i] != want {
			t.Errorf("pair %s: stratum %d, the page's %s", p.Number, stratum[i], p.Strat)
		}
	}
	open := mustScale(t, "acbl-open")
	got := open.AwardStrata(awards.Field{Places: places}, awards.Strata{Limits: st.Limits[:1], Average: st.Average}, stratum)
	for i, p := range pairs {
		want := pageAward(t, p.Players[0].Awards)
		if got.Awards[i] != want {
			t.Errorf("pair %s (place %d, stratum %s): %s, the page %s", p.Number, places[i], p.Strat, open.Format(got.Awards[i]), open.Format(want))
		}
	}
	t.Logf("%d of %d pairs compared", len(pairs), len(pairs))
}

// pageAward is a player's awards on the page, added, in hundredths.
func pageAward(t *testing.T, list []struct {
	Total string `json:"total"`
	Type  string `json:"type"`
}) awards.Award {
	t.Helper()
	var sum awards.Award
	for _, a := range list {
		r := number(t, a.Total)
		r.Mul(r, big.NewRat(100, 1))
		if !r.IsInt() {
			t.Fatalf("award %q", a.Total)
		}
		sum += awards.Award(r.Num().Int64())
	}
	return sum
}

// number reads a figure the page writes as text ("60.15", "0.94").
func number(t *testing.T, s string) *big.Rat {
	t.Helper()
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		t.Fatalf("number %q", s)
	}
	return r
}

// TestACBLWideCharity reproduces the overall awards ACBL's own results page
// gives a real ACBL-wide charity game (testdata/real/acbl_live_wide_charity.json;
// see SOURCES.md): a two-winner Mitchell of 25 pairs (12½ tables, 13 in
// play), whose pairs of both directions are ranked together on their
// percentages. The page's first five overall awards are 4.31, 3.23, 2.42,
// 1.82 and 1.36: first (13 + 10) / 60 × 11.25 = 4.3125, rounded, and each
// place 75% of the one before, worked out from the rounded first. The
// sixth overall (1.02) took the larger award of its section instead (the
// page's 1.08), and the pairs below the sixth earn no overall award.
func TestACBLWideCharity(t *testing.T) {
	raw, err := os.ReadFile("../testdata/real/acbl_live_wide_charity.json")
	if err != nil {
		t.Fatal(err)
	}
	var g acblLiveGame
	if err := json.Unmarshal(raw, &g); err != nil {
		t.Fatal(err)
	}
	if g.GameType.TypeName != "ACBL Wide Charity" || g.WinnerType != 2 {
		t.Fatalf("not the game described: %q, %d winners", g.GameType.TypeName, g.WinnerType)
	}
	pairs := g.Sessions[0].Sections[0].Pairs
	sort.SliceStable(pairs, func(i, j int) bool { return number(t, pairs[i].Percentage).Cmp(number(t, pairs[j].Percentage)) > 0 })
	places := make([]int, len(pairs))
	for i, p := range pairs {
		places[i] = i + 1
		if i > 0 && p.Percentage == pairs[i-1].Percentage {
			places[i] = places[i-1]
		}
	}
	scale := mustScale(t, "acbl-wide-charity")
	got := scale.Award(awards.Field{Places: places, Pairs: len(pairs)})
	if len(got.Ladder) != 6 {
		t.Errorf("%d overall places, want 6 (at most six): %s", len(got.Ladder), got.Explain)
	}
	for i, p := range pairs {
		page := pageAward(t, p.Players[0].Awards)
		kind := ""
		if len(p.Players[0].Awards) > 0 {
			kind = p.Players[0].Awards[0].Type
		}
		switch {
		case places[i] <= 5:
			if kind != "Event" || got.Awards[i] != page {
				t.Errorf("overall %d (pair %s %s): %s, the page %s (%s)", places[i], p.Number, deref(p.Direction), scale.Format(got.Awards[i]), scale.Format(page), kind)
			}
		case places[i] == 6:
			if kind != "Session" || page < got.Awards[i] {
				t.Errorf("overall 6 (pair %s %s): the page's %s award %s is not the larger of it and our %s", p.Number, deref(p.Direction), kind, scale.Format(page), scale.Format(got.Awards[i]))
			}
		case got.Awards[i] != 0:
			t.Errorf("overall %d (pair %s): %s, beyond the six places", places[i], p.Number, scale.Format(got.Awards[i]))
		}
	}
	t.Logf("%s", got.Explain)
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
