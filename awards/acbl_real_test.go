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
	Rating         int    `json:"rating"`
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
			Pairs []acblLivePair `json:"pair_summaries"`
		} `json:"sections"`
	} `json:"sessions"`
}

// acblLivePair is a pair's summary on the page.
type acblLivePair struct {
	Number     string  `json:"pair_number"`
	Direction  *string `json:"direction"`
	Strat      string  `json:"strat"`
	Percentage string  `json:"percentage"`
	Places     []struct {
		Stratum int    `json:"strat_number"`
		Rank    string `json:"rank"`
		Type    string `json:"type"`
	} `json:"strat_place"`
	Players []struct {
		Holding *string     `json:"mp_total"`
		Awards  []pageAward `json:"awards_score"`
	} `json:"players"`
}

// pageAward is one of a player's awards on the page.
type pageAward struct {
	Total string `json:"total"`
	Type  string `json:"type"`
}

// readLiveGame reads a page's game from testdata/real and ranks its (first
// section's) pairs by percentage, best first: the pairs, and each one's
// place, ties sharing.
func readLiveGame(t *testing.T, file string) (acblLiveGame, []acblLivePair, []int) {
	t.Helper()
	raw, err := os.ReadFile("../testdata/real/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var g acblLiveGame
	if err := json.Unmarshal(raw, &g); err != nil {
		t.Fatal(err)
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
	return g, pairs, places
}

// strata are the page's strata: its lower strata's limits, by the pair's
// average holding or its higher player's.
func (g acblLiveGame) strata() awards.Strata {
	st := awards.Strata{Average: g.Stratification == "AVERAGE"}
	for _, s := range g.Strats {
		if s.Number > 1 {
			st.Limits = append(st.Limits, s.Limit)
		}
	}
	return st
}

// holding is a pair's holding as the strata count it, from its players'
// holdings on the page (a player with none on record holds 0).
func (p acblLivePair) holding(st awards.Strata) int {
	var hs []int
	for _, pl := range p.Players {
		h := 0
		if pl.Holding != nil {
			f, _ := strconv.ParseFloat(*pl.Holding, 64)
			h = int(f)
		}
		hs = append(hs, h)
	}
	return st.Holding(hs)
}

// rank is the place the page gives the pair in a stratum's ranking of a
// type ("Event" overall, "Section"); "" for none.
func (p acblLivePair) rank(stratum int, kind string) string {
	for _, pl := range p.Places {
		if pl.Stratum == stratum && pl.Type == kind {
			return pl.Rank
		}
	}
	return ""
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
	g, pairs, places := readLiveGame(t, "acbl_live_club_rating_point.json")
	if g.GameType.TypeName != "Club Rating Point" || g.ClubClass != 4 || g.WinnerType != 1 || g.MPLimits != "MP Limits: None/200/50" {
		t.Fatalf("not the game described: %q class %d, %d winners, %s", g.GameType.TypeName, g.ClubClass, g.WinnerType, g.MPLimits)
	}
	st := g.strata()
	holdings := make([]int, len(pairs))
	for i, p := range pairs {
		holdings[i] = p.holding(st)
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
		want := pageTotal(t, p.Players[0].Awards)
		if got.Awards[i] != want {
			t.Errorf("pair %s (place %d, stratum %s): %s, the page %s", p.Number, places[i], p.Strat, open.Format(got.Awards[i]), open.Format(want))
		}
	}
	t.Logf("%d of %d pairs compared", len(pairs), len(pairs))
}

// pageTotal is a player's awards on the page, added, in hundredths.
func pageTotal(t *testing.T, list []pageAward) awards.Award {
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

// TestACBLSpecialGames reproduces the overall awards ACBL's own results
// pages give two real special club games, whose pairs of both directions are
// ranked together on their percentages (see SOURCES.md):
//
//   - an ACBL-wide charity game (testdata/real/acbl_live_wide_charity.json),
//     a two-winner Mitchell of 25 pairs (12½ tables, 13 in play): first
//     overall 4.31 = (13 + 10) / 60 × 11.25 rounded, then 3.23, 2.42, 1.82,
//     1.36, each 75% of the place before, worked out from the rounded first;
//   - an open club championship (testdata/real/acbl_live_club_championship.json),
//     a two-winner Mitchell of 14 pairs (7 tables): first overall 3.55 =
//     (7 + 10) / 60 × 12.53 rounded, then 2.66, 2.00, 1.50, 1.12.
//
// In both the sixth overall took a larger award of its own instead
// (whichever is greater: its section's in the charity game, very likely
// its stratum B overall third in the championship), and no pair below the
// sixth earns an overall award. Each pair's overall place, where the page
// gives one, and each pair's stratum, set from its players' holdings, are
// compared with the page's too.
func TestACBLSpecialGames(t *testing.T) {
	tests := []struct {
		file, typeName, scale string
		rating                int
		// kind is the type the page gives the first five overall awards
		// ("Event"); "" where it names them otherwise.
		kind string
	}{
		{"acbl_live_wide_charity.json", "ACBL Wide Charity", "acbl-wide-charity", 24, "Event"},
		{"acbl_live_club_championship.json", "Club Championship", "acbl-club-championship", 2, ""},
	}
	for _, tc := range tests {
		t.Run(tc.scale, func(t *testing.T) {
			g, pairs, places := readLiveGame(t, tc.file)
			if g.GameType.TypeName != tc.typeName || g.Rating != tc.rating || g.WinnerType != 2 {
				t.Fatalf("not the game described: %q rating %d, %d winners", g.GameType.TypeName, g.Rating, g.WinnerType)
			}
			ranked := 0 // the pages rank overall the pairs they award, or all
			st := g.strata()
			for i, p := range pairs {
				if rank := p.rank(1, "Event"); rank != "" {
					ranked++
					if rank != strconv.Itoa(places[i]) {
						t.Errorf("pair %s %s: overall %d, the page's %s", p.Number, deref(p.Direction), places[i], rank)
					}
				}
				want := 0
				for k, limit := range st.Limits {
					if p.holding(st) < limit {
						want = k + 1
					}
				}
				if page, _ := strconv.Atoi(p.Strat); page-1 != want {
					t.Errorf("pair %s %s (holding %d): stratum %d, the page's %s", p.Number, deref(p.Direction), p.holding(st), want+1, p.Strat)
				}
			}
			scale := mustScale(t, tc.scale)
			got := scale.Award(awards.Field{Places: places, Pairs: len(pairs)})
			if len(got.Ladder) != 6 {
				t.Errorf("%d overall places, want 6 (at most six): %s", len(got.Ladder), got.Explain)
			}
			if !strings.Contains(got.Explain, "not from a published chart") {
				t.Errorf("the explanation does not say its factor is read from ACBL's results: %s", got.Explain)
			}
			for i, p := range pairs {
				page := pageTotal(t, p.Players[0].Awards)
				kind := ""
				if len(p.Players[0].Awards) > 0 {
					kind = p.Players[0].Awards[0].Type
				}
				switch {
				case places[i] <= 5:
					if (tc.kind != "" && kind != tc.kind) || got.Awards[i] != page {
						t.Errorf("overall %d (pair %s %s): %s, the page %s (%s)", places[i], p.Number, deref(p.Direction), scale.Format(got.Awards[i]), scale.Format(page), kind)
					}
				case places[i] == 6:
					if page <= got.Awards[i] {
						t.Errorf("overall 6 (pair %s %s): the page's %s is not a larger award, of another of its places, than our %s", p.Number, deref(p.Direction), scale.Format(page), scale.Format(got.Awards[i]))
					}
				case got.Awards[i] != 0:
					t.Errorf("overall %d (pair %s): %s, beyond the six places", places[i], p.Number, scale.Format(got.Awards[i]))
				}
			}
			t.Logf("%d overall places and %d strata compared; %s", ranked, len(pairs), got.Explain)
		})
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
