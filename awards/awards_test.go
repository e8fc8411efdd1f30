package awards_test

import (
	"reflect"
	"strings"
	"testing"

	"bridgescore/awards"
)

// straight is n places with no ties: 1, 2, … n.
func straight(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i + 1
	}
	return p
}

// pts turns whole points into awards.
func pts(ps ...float64) []awards.Award {
	out := make([]awards.Award, len(ps))
	for i, p := range ps {
		out[i] = awards.Award(p*100 + 0.5)
	}
	return out
}

func mustScale(t *testing.T, name string) awards.Scale {
	t.Helper()
	s, err := awards.ParseScale(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// awardCase is a field and what its first competitors earn; the rest
// earn nothing.
type awardCase struct {
	name  string
	scale string
	field awards.Field
	want  []awards.Award
}

func checkAwards(t *testing.T, tests []awardCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := mustScale(t, tc.scale).Award(tc.field)
			want := make([]awards.Award, len(tc.field.Places))
			copy(want, tc.want)
			if !reflect.DeepEqual(r.Awards, want) {
				t.Errorf("awards %v, want %v\n%s", r.Awards, want, r.Explain)
			}
			if r.Explain == "" {
				t.Error("no explanation")
			}
		})
	}
}

// TestEBUPublished reproduces the EBU's published figures and the vectors
// Salliere 0.10 gives.
func TestEBUPublished(t *testing.T) {
	tests := []awardCase{
		// Salliere 0.10, score matchpoint total localpoint results (see
		// points-publishing-interop.md): 12 pairs, 24 boards, club scale.
		{"12 pairs 24 boards", "ebu-club", awards.Field{Places: straight(12), Boards: 24}, pts(24, 18, 12, 6)},
		// Salliere 0.10: 20 pairs, 16 boards, a tie for 4th and 5th shares 12+6.
		{"20 pairs 16 boards tie", "ebu-club", awards.Field{Places: []int{1, 2, 3, 4, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}, Boards: 16},
			pts(30, 24, 18, 9, 9)},
		// forums.ebu.co.uk/discussion/1365: a 6-table single-winner individual
		// of 18-35 boards: top 24, 8 awards, down by 3, the minimum 6 twice.
		{"6-table individual", "ebu-club", awards.Field{Places: straight(24), Boards: 24, Individual: true},
			pts(24, 21, 18, 15, 12, 9, 6, 6)},
		// A 7-table Howell (13 pairs: the half table is ignored), 26 boards.
		{"half table ignored", "ebu-club", awards.Field{Places: straight(13), Boards: 26}, pts(24, 18, 12, 6)},
		// Caps: 30 tables, 16 boards on the club scale tops out at 75.
		{"club cap 12-17 boards", "ebu-club", awards.Field{Places: straight(60), Boards: 16},
			pts(75, 75, 75, 72, 66, 60, 54, 48, 42, 36, 30, 24, 18, 12, 6)},
		// District ×1.5: 75 × 1.5 = 112.5, rounded up to 113.
		{"district cap", "ebu-district", awards.Field{Places: straight(60), Boards: 16},
			pts(113, 113, 113, 108, 99, 90, 81, 72, 63, 54, 45, 36, 27, 18, 9)},
		// Ties below the last award share nothing, but a share is raised
		// to the minimum: 4th to 6th tie on 6 points → 6 each.
		{"minimum share", "ebu-club", awards.Field{Places: []int{1, 2, 3, 4, 4, 4, 7, 8, 9, 10, 11, 12}, Boards: 24},
			pts(24, 18, 12, 6, 6, 6)},
		{"quali-final club", "ebu-club-qf", awards.Field{Places: straight(20), Boards: 24}, pts(55, 44, 33, 22, 11)},
		// 16.5 a place: 82.5, 66, 49.5, 33, 16.5, each rounded up.
		{"quali-final district", "ebu-district-qf", awards.Field{Places: straight(20), Boards: 24}, pts(83, 66, 50, 33, 17)},
		{"national 36 boards", "ebu-national", awards.Field{Places: straight(8), Boards: 36}, pts(96, 72, 48, 24)},
		// A line of a two-winner Mitchell: 10 tables, 24 boards → a third of
		// 10 competitors, rounded up, 10 a place (as the programs award it:
		// TestEBUTwoWinner).
		{"two-winner line", "ebu-club", awards.Field{Places: straight(10), Pairs: 20, TwoWinner: true, Boards: 24}, pts(40, 30, 20, 10)},
		// Too small or too short: nothing.
		{"2 tables", "ebu-club", awards.Field{Places: straight(5), Boards: 24}, nil},
		{"two-winner of 4 tables", "ebu-club", awards.Field{Places: straight(4), Pairs: 8, TwoWinner: true, Boards: 24}, nil},
		{"11 boards", "ebu-club", awards.Field{Places: straight(12), Boards: 11}, nil},
	}
	checkAwards(t, tests)
}

// TestEBUTwoWinner reproduces the two-winner awards EBUScore 1.2.24 and
// PairsScorer 7.2.93 wrote in the corpus's files (testdata/real): each
// line ranked apart, a share of its pairs earning points, 10 a place on
// the club scale. Across the field, a line is every section's pairs in
// that direction, and one winner's field is every section's pairs.
func TestEBUTwoWinner(t *testing.T) {
	tests := []awardCase{
		// ebuscore_pairs_two_winner.xml: 9 tables, 24 boards.
		{"EBUScore 9 tables", "ebu-club", awards.Field{Places: straight(9), Pairs: 18, TwoWinner: true, Boards: 24}, pts(30, 20, 10)},
		// pairsscorer_mp_pairs.xml: 11 tables, 22 boards.
		{"PairsScorer 11 tables", "ebu-club", awards.Field{Places: straight(11), Pairs: 22, TwoWinner: true, Boards: 22}, pts(40, 30, 20, 10)},
		// pairsscorer_two_sections.xml: two sections of 8 tables across the
		// field, 21 boards: a line of 16.
		{"PairsScorer two sections", "ebu-club", awards.Field{Places: straight(16), Sections: []int{16, 16}, TwoWinner: true, Boards: 21},
			pts(60, 50, 40, 30, 20, 10)},
		// ebuscore_pairs_two_sections.xml: one winner, 18 and 17 pairs
		// across the field (17 complete tables), 18 boards.
		{"EBUScore one winner across two sections", "ebu-club", awards.Field{Places: straight(35), Sections: []int{18, 17}, Boards: 18},
			pts(72, 66, 60, 54, 48, 42, 36, 30, 24, 18, 12, 6)},
		// The other scales step by the club scale's multiple: 15 district.
		{"district two-winner", "ebu-district", awards.Field{Places: straight(9), Pairs: 18, TwoWinner: true, Boards: 24}, pts(45, 30, 15)},
		// A tie shares its places' points, rounded up: (30 + 20) / 2.
		{"two-winner tie", "ebu-club", awards.Field{Places: []int{1, 1, 3, 4, 5, 6, 7, 8, 9}, Pairs: 18, TwoWinner: true, Boards: 24}, pts(25, 25, 10)},
		// A half table in each of two sections is no complete table: 4 + 4
		// tables, 16 competitors, half of them at 36 boards (not 9 tables
		// and 9 awards).
		{"half tables by section", "ebu-club", awards.Field{Places: straight(18), Sections: []int{9, 9}, Boards: 36},
			pts(48, 42, 36, 30, 24, 18, 12, 6)},
		// The SBU's published scale gives a 6-table two-winner event and a
		// 6-team event the same awards, 20 and 10
		// (bridgewebs.com/kirkcaldy/page6.html); teams here follow it.
		{"6 teams", "ebu-club", awards.Field{Places: straight(6), Teams: true, Boards: 24}, pts(20, 10)},
		{"6-table two-winner line", "ebu-club", awards.Field{Places: straight(6), Pairs: 12, TwoWinner: true, Boards: 24}, pts(20, 10)},
	}
	checkAwards(t, tests)
}

// TestEBUAwardCount checks the number of awards against the handbook's
// tables as quoted at forums.ebu.co.uk/discussion/comment/9215: 25-26
// tables at 1/4, 19 tables at 1/3 and 13 tables at 1/2 give 13 awards (a
// single winner: the share of the competitors is rounded up).
func TestEBUAwardCount(t *testing.T) {
	club := mustScale(t, "ebu-club")
	for _, tc := range []struct{ tables, boards, want int }{
		{25, 16, 13}, {26, 16, 13}, {19, 24, 13}, {13, 36, 13}, {3, 16, 2}, {3, 24, 2}, {3, 36, 3},
	} {
		r := club.Award(awards.Field{Places: straight(2 * tc.tables), Boards: tc.boards})
		if r.Count != tc.want {
			t.Errorf("%d tables, %d boards: %d awards, want %d", tc.tables, tc.boards, r.Count, tc.want)
		}
	}
}

// TestACBLHandbook reproduces the ACBL Handbook's examples ("I.
// Calculating the awards"): groups, half tables, depth and the places'
// shares.
func TestACBLHandbook(t *testing.T) {
	tests := []awardCase{
		// "an eight-table Mitchell movement is two groups of 8 pairs":
		// 0.10 a table, 8 × 40% = 3.2 → 3 places.
		{"8-table Mitchell", "acbl-open", awards.Field{Places: straight(8), Pairs: 16, TwoWinner: true}, pts(0.80, 0.56, 0.40)},
		// "7 1/2 tables would be 8 pairs in each group": the line of 7 is
		// awarded as a group of 8.
		{"7½-table Mitchell, line of 7", "acbl-open", awards.Field{Places: straight(7), Pairs: 15, TwoWinner: true}, pts(0.80, 0.56, 0.40)},
		// "A five-table Howell movement is one group of 10 pairs": 4 places.
		{"5-table Howell", "acbl-open", awards.Field{Places: straight(10)}, pts(1.00, 0.70, 0.50, 0.35)},
		// "a 5 1/2 table Howell is 11 pairs in the comparison group".
		{"5½-table Howell", "acbl-open", awards.Field{Places: straight(11)}, pts(1.10, 0.77, 0.55, 0.39)},
		// The maximum 1.50; fifth 1/5, sixth 1/6 … of first.
		{"open maximum", "acbl-open", awards.Field{Places: straight(20)}, pts(1.50, 1.05, 0.75, 0.53, 0.30, 0.25, 0.21, 0.19)},
		{"invitational", "acbl-invitational", awards.Field{Places: straight(8), Pairs: 16, TwoWinner: true}, pts(0.64, 0.45, 0.32)},
		{"restricted 0-20", "acbl-restricted:20", awards.Field{Places: straight(10)}, pts(0.50, 0.35, 0.25, 0.18)},
		{"restricted 0-100", "acbl-restricted:100", awards.Field{Places: straight(10)}, pts(0.60, 0.42, 0.30, 0.21)},
		{"restricted 0-200", "acbl-restricted:200", awards.Field{Places: straight(10)}, pts(0.70, 0.49, 0.35, 0.25)},
		{"restricted 0-750", "acbl-restricted:750", awards.Field{Places: straight(10)}, pts(0.80, 0.56, 0.40, 0.28)},
		{"newcomer 0-5", "acbl-newcomer:5", awards.Field{Places: straight(10)}, pts(0.30, 0.21, 0.15, 0.11)},
		{"newcomer 0-10", "acbl-newcomer:10", awards.Field{Places: straight(10)}, pts(0.40, 0.28, 0.20, 0.14)},
		{"newcomer maximum", "acbl-newcomer:20", awards.Field{Places: straight(24)}, pts(1.00, 0.70, 0.50, 0.35, 0.20, 0.17, 0.14, 0.13, 0.11, 0.10)},
		// Ties share the places they fill: 1st and 2nd (0.80 + 0.56) / 2;
		// 3rd and 4th share the third place's 0.40 alone (4th is beyond
		// the depth).
		{"ties", "acbl-open", awards.Field{Places: []int{1, 1, 3, 3, 5, 6, 7, 8}, Pairs: 16, TwoWinner: true}, pts(0.68, 0.68, 0.20, 0.20)},
	}
	checkAwards(t, tests)
}

// TestACBLOverallGames: the special club games' overall awards, worked by
// their rule (first (tables + 10) / 60 × R rounded to the hundredth, each
// place 75% of the rounded first's chain, 40% of the pairs and at most six
// places, ties sharing), with R as each game's page fixes it (see
// TestACBLSpecialGames).
func TestACBLOverallGames(t *testing.T) {
	tests := []awardCase{
		// 8 tables: (8 + 10) / 60 × 12.53 = 3.759 → 3.76; 3.76 × 0.5625 =
		// 2.115 exactly, rounded up to 2.12.
		{"club championship, 8-table Howell", "acbl-club-championship", awards.Field{Places: straight(16)}, pts(3.76, 2.82, 2.12, 1.59, 1.19, 0.89)},
		// 5 tables, 10 pairs: 40% is four places.
		{"club championship, 5-table Howell", "acbl-club-championship", awards.Field{Places: straight(10)}, pts(3.13, 2.35, 1.76, 1.32)},
		// A Mitchell's 7½ tables are 8 in play: (8 + 10) / 60 × 11.25 = 3.375 → 3.38.
		{"charity game, 7½-table Mitchell", "acbl-wide-charity", awards.Field{Places: straight(15), Pairs: 15, TwoWinner: true}, pts(3.38, 2.54, 1.90, 1.43, 1.07, 0.80)},
		// First and second tie: (3.76 + 2.82) / 2.
		{"club championship, a tie for first", "acbl-club-championship", awards.Field{Places: []int{1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}}, pts(3.29, 3.29, 2.12, 1.59, 1.19, 0.89)},
	}
	checkAwards(t, tests)
}

// The special games' scales read back as typed and take no limit.
func TestParseOverallScales(t *testing.T) {
	for _, name := range []string{"acbl-wide-charity", "acbl-club-championship"} {
		s, err := awards.ParseScale(name)
		if err != nil || s.String() != name || !s.Overall() || s.Title() == "" {
			t.Errorf("%s: %v %v (overall %v, title %q)", name, s, err, s.Overall(), s.Title())
		}
		if _, err := awards.ParseScale(name + ":200"); err == nil || !strings.Contains(err.Error(), "has no masterpoint limit") {
			t.Errorf("%s:200: %v", name, err)
		}
	}
}

func TestParseScale(t *testing.T) {
	for _, name := range []string{"ebu-club", "ebu-district", "ebu-county", "ebu-regional", "ebu-national",
		"ebu-club-qf", "ebu-national-qf", "abf:1.5", "abf:0.75", "abf-red:2.5", "abf:10", "acbl-open", "acbl-invitational", "acbl-restricted:200", "acbl-newcomer:5",
		"ebu-green:5,0.5,8", "ebu-green:5,0.5,8,0.32", "ebu-green:12.5,0,20,0"} {
		s, err := awards.ParseScale(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if s.String() != name {
			t.Errorf("%s reads back as %s", name, s)
		}
		if s.Title() == "" || s.Unit() == "" {
			t.Errorf("%s: no title or unit", name)
		}
	}
	if s, err := awards.ParseScale(" EBU-County "); err != nil || s.String() != "ebu-county" {
		t.Errorf("case and spaces: %v %v", s, err)
	}
	for name, want := range map[string]string{"abf-green:1.50": "abf:1.5", "ABF:2": "abf:2", "abf:.75": "abf:0.75"} {
		if s, err := awards.ParseScale(name); err != nil || s.String() != want {
			t.Errorf("%s: %v %v, want %s", name, s, err, want)
		}
	}
	for name, says := range map[string]string{
		"ebu-parish":            "unknown award scale",
		"":                      "unknown award scale",
		"acbl-restricted":       "needs its masterpoint limit",
		"acbl-newcomer":         "needs its masterpoint limit",
		"acbl-restricted:lots":  "not a number of masterpoints",
		"acbl-restricted:0":     "not a number of masterpoints",
		"acbl-newcomer:50":      "at most 20",
		"acbl-open:100":         "no masterpoint limit",
		"acbl-championship":     "unknown award scale",
		"ebu-club-qf-qf":        "unknown award scale",
		"acbl-restricted:-5":    "not a number",
		"acbl-restricted:200:1": "not a number",
		"abf":                   "give the session's weighting",
		"abf:":                  "is not a number",
		"abf:0":                 "is not a number above 0",
		"abf:-1":                "is not a number",
		"abf:1.555":             "two decimals",
		"abf:11":                "at most 10",
		"abf:one":               "is not a number",
		"abf-blue:1":            "unknown award scale",
		"ebu-green":             "give the programme's top award",
		"ebu-green:5,0.5":       "give the programme's top award",
		"ebu-green:5;0.5;8":     "give the programme's top award",
		"ebu-green:5,6,8":       "is above the top award",
		"ebu-green:0,0,8":       "above 0",
		"ebu-green:5000,0,8":    "at most 1000",
		"ebu-green:5,0.5,0":     "places paid",
		"ebu-green:5,0.5,x":     "places paid",
		"ebu-green:5,0.5,8,6":   "award for a match won",
		"ebu-green:5,0.5,8,1,2": "give the programme's top award",
	} {
		_, err := awards.ParseScale(name)
		if err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%q: %v, want an error saying %q", name, err, says)
		}
	}
}

func TestAwardString(t *testing.T) {
	for a, want := range map[awards.Award]string{2400: "24", 56: "0.56", 50: "0.5", 0: "0", 105: "1.05", 110: "1.1"} {
		if a.String() != want {
			t.Errorf("%d: %q, want %q", int64(a), a.String(), want)
		}
	}
	acbl := mustScale(t, "acbl-open")
	if got := acbl.Format(50); got != "0.50" {
		t.Errorf("ACBL format %q", got)
	}
	if got := mustScale(t, "ebu-club").Format(2400); got != "24" {
		t.Errorf("EBU format %q", got)
	}
}

// TestEBUExplainNamesSource: each kind of EBU field's explanation says
// where its rule is read from, the handbook or the programs' own files.
func TestEBUExplainNamesSource(t *testing.T) {
	club := mustScale(t, "ebu-club")
	for _, tc := range []struct {
		name  string
		field awards.Field
		says  []string
	}{
		{"one section", awards.Field{Places: straight(12), Boards: 24}, []string{"EBU Licensing and Master Points Handbook"}},
		{"two-winner", awards.Field{Places: straight(9), Pairs: 18, TwoWinner: true, Boards: 24}, []string{"EBUScore 1.2.24", "read from their results files"}},
		{"across the field", awards.Field{Places: straight(35), Sections: []int{18, 17}, Boards: 18},
			[]string{"EBU Licensing and Master Points Handbook", "places overall", "section by section", "EBUScore 1.2.20"}},
		{"teams", awards.Field{Places: straight(10), Teams: true, Boards: 24}, []string{"TeamsScorer", "SBU"}},
	} {
		r := club.Award(tc.field)
		for _, s := range tc.says {
			if !strings.Contains(r.Explain, s) {
				t.Errorf("%s: no %q in %s", tc.name, s, r.Explain)
			}
		}
		if tc.name != "across the field" && strings.Contains(r.Explain, "EBUScore 1.2.20") {
			t.Errorf("%s: names the across-the-field rule: %s", tc.name, r.Explain)
		}
	}
}

// An ACBL scale names what it ranks: a teams night's teams and an
// individual's players are not called pairs, and the explanation says
// they are awarded on the pairs' chart.
func TestACBLNamesItsCompetitors(t *testing.T) {
	for _, c := range []struct {
		f          awards.Field
		noun, note string
	}{
		{awards.Field{Places: []int{1, 2, 3, 4}}, "a group of 4 pairs", ""},
		{awards.Field{Places: []int{1, 2, 3, 4}, Teams: true}, "a group of 4 teams", "0.10 a team"},
		{awards.Field{Places: []int{1, 2, 3, 4, 5, 6, 7, 8}, Individual: true}, "a group of 8 players", "0.10 a player"},
	} {
		for _, name := range []string{"acbl-open", "acbl-club-championship"} {
			s, err := awards.ParseScale(name)
			if err != nil {
				t.Fatal(err)
			}
			e := s.Award(c.f).Explain
			chart := strings.Contains(e, "awarded on the pairs' chart")
			if chart != (c.note != "") {
				t.Errorf("%s, %s: the pairs' chart said %v: %s", name, c.noun, chart, e)
			}
			if name == "acbl-open" && (!strings.Contains(e, c.noun) || !strings.Contains(e, c.note)) {
				t.Errorf("%s: %q wanted in %s", name, c.noun, e)
			}
		}
	}
}
