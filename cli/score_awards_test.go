package cli

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const (
	realHowell   = "../testdata/real/compscore3_mp_pairs_howell.xml"   // 12 pairs, 27 boards
	realMitchell = "../testdata/real/compscore3_mp_pairs_mitchell.xml" // 19 tables, 27 boards
)

// extrasOutput is the part of score's JSON the award and handicap options
// add to.
type extrasOutput struct {
	Pairs []struct {
		Pair               string   `json:"pair"`
		Direction          string   `json:"direction"`
		Names              []string `json:"names"`
		Percent            *float64 `json:"percent"`
		Rank               string   `json:"rank"`
		Award              *float64 `json:"award"`
		Handicap           *float64 `json:"handicap"`
		HandicappedPercent *float64 `json:"handicappedPercent"`
		HandicappedRank    *string  `json:"handicappedRank"`
	} `json:"pairs"`
}

func scoreJSON(t *testing.T, args ...string) (extrasOutput, string) {
	t.Helper()
	code, stdout, stderr := runCmd(t, append(args, "--format", "json")...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr)
	}
	var out extrasOutput
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, stdout)
	}
	return out, stderr
}

// TestScoreAward: every pair gains "award", on each scale of the contract,
// the places earning what the published rules give (worked by hand in the
// comments).
func TestScoreAward(t *testing.T) {
	for _, tc := range []struct {
		file, scale string
		want        map[string][]float64 // direction → awards in ranking order; the rest 0
	}{
		// 6 complete tables, 27 boards: a third of 12 = 4 awards, 6 a place.
		{realHowell, "ebu-club", map[string][]float64{"": {24, 18, 12, 6}}},
		{realHowell, "ebu-district", map[string][]float64{"": {36, 27, 18, 9}}},
		{realHowell, "ebu-county", map[string][]float64{"": {48, 36, 24, 12}}},
		{realHowell, "ebu-regional", map[string][]float64{"": {72, 54, 36, 18}}},
		{realHowell, "ebu-national", map[string][]float64{"": {96, 72, 48, 24}}},
		// A group of 12: depth 4.8 → 5; 0.10 a pair: 1.20, 70%, 50%, 35%, 1/5.
		{realHowell, "acbl-open", map[string][]float64{"": {1.20, 0.84, 0.60, 0.42, 0.24}}},
		{realHowell, "acbl-invitational", map[string][]float64{"": {0.96, 0.67, 0.48, 0.34, 0.19}}},
		{realHowell, "acbl-restricted:200", map[string][]float64{"": {0.84, 0.59, 0.42, 0.29, 0.17}}},
		{realHowell, "acbl-newcomer:5", map[string][]float64{"": {0.36, 0.25, 0.18, 0.13, 0.07}}},
		// Each line of 19: a third of 19 = 7 awards, 10 a place from 70; NS
		// has a tie for 6th sharing 20 + 10.
		{realMitchell, "ebu-club", map[string][]float64{"NS": {70, 60, 50, 40, 30, 15, 15}, "EW": {70, 60, 50, 40, 30, 20, 10}}},
		// 19 tables at 1.5: 0.57 to each line's winner (the file's own).
		{realMitchell, "abf:1.5", map[string][]float64{"NS": {0.57, 0.40, 0.29, 0.19, 0.14, 0.11, 0.11, 0.08, 0.07},
			"EW": {0.57, 0.40, 0.29, 0.19, 0.14, 0.11, 0.10, 0.08, 0.07}}},
		// Each line a group of 19: depth 7.6 → 8, first 1.50 at most.
		{realMitchell, "acbl-open", map[string][]float64{"NS": {1.50, 1.05, 0.75, 0.53, 0.30, 0.23, 0.23, 0.19}, "EW": {1.50, 1.05, 0.75, 0.53, 0.30, 0.25, 0.21, 0.19}}},
	} {
		out, _ := scoreJSON(t, tc.file, "--award", tc.scale)
		seen := map[string]int{}
		for _, p := range out.Pairs {
			if p.Award == nil {
				t.Fatalf("%s %s: pair %s has no award", tc.file, tc.scale, p.Pair)
			}
			k := seen[p.Direction]
			seen[p.Direction]++
			want := 0.0
			if ws := tc.want[p.Direction]; k < len(ws) {
				want = ws[k]
			}
			if math.Abs(*p.Award-want) > 1e-9 {
				t.Errorf("%s %s: pair %s (%s) has %v, want %v", filepath.Base(tc.file), tc.scale, p.Pair, p.Rank, *p.Award, want)
			}
			if strings.HasPrefix(tc.scale, "ebu") && *p.Award != math.Trunc(*p.Award) {
				t.Errorf("local points %v are not whole", *p.Award)
			}
		}
	}
}

// TestScoreAwardText: the text ranking gains the award column and says how
// the awards were worked out.
func TestScoreAwardText(t *testing.T) {
	code, stdout, stderr := runCmd(t, realHowell, "--award", "ebu-club")
	if code != 0 {
		t.Fatal(stderr)
	}
	for _, s := range []string{"%      LP", "60.22      24", "Awards: EBU club scale (local points), 27 boards, single-winner pairs: 6 complete tables", "Rule: EBU Licensing and Master Points Handbook"} {
		if !strings.Contains(stdout, s) {
			t.Errorf("no %q in\n%s", s, stdout)
		}
	}
}

// TestScoreAwardRefused: an unknown scale, a restricted or newcomer game
// without its limit, a bad mode and --explain with an award are refused
// on the command line, with nothing on standard output.
func TestScoreAwardRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{realHowell, "--award", "ebu-parish"}, `unknown award scale "ebu-parish"`},
		{[]string{realHowell, "--award", "acbl-restricted"}, "needs its masterpoint limit, as in acbl-restricted:200"},
		{[]string{realHowell, "--award", "acbl-newcomer"}, "needs its masterpoint limit"},
		{[]string{realHowell, "--award", "acbl-restricted:many"}, "not a number of masterpoints"},
		{[]string{realHowell, "--award", "acbl-newcomer:100"}, "at most 20 masterpoints"},
		{[]string{realHowell, "--award", "acbl-open:500"}, "an open game has no masterpoint limit"},
		{[]string{realHowell, "--award", "acbl-wide-charity:5"}, "the ACBL-wide charity game has no masterpoint limit"},
		{[]string{realHowell, "--handicaps", realHowell, "--handicap-mode", "half"}, "expected sum"},
		{[]string{realHowell, "--handicap-mode", "sum"}, "give the list of handicaps"},
		{[]string{realHowell, "--award", "ebu-club", "--explain", "1"}, "leave out --award"},
	} {
		code, stdout, stderr := runCmd(t, tc.args...)
		if code != 2 || stdout != "" || !strings.Contains(stderr, tc.says) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 saying %q", tc.args, code, stdout, stderr, tc.says)
		}
	}
}

func writeList(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "handicaps.csv")
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestScoreHandicaps: every pair gains its handicap (its players' summed or
// averaged), its handicapped percentage (percent + handicap) and its place
// by it; players are found by name or by national number; players the
// list leaves out have none, said on standard error.
func TestScoreHandicaps(t *testing.T) {
	list := writeList(t, "Name,EBU No,Handicap\n"+
		"ALICE YARDLEY,,-6\n"+ // pair 6
		"Mary Fairleigh,,-4.5\n"+ // pair 6, the name in another case
		",900023,3\n"+ // pair 12's FELIX MARLOWE, by number
		"Henry Jessop,,7.25\n") // pair 12
	for mode, want := range map[string]map[string]float64{
		"sum":  {"6": -10.5, "12": 10.25, "7": 0},
		"mean": {"6": -5.25, "12": 5.125, "7": 0},
	} {
		out, stderr := scoreJSON(t, realHowell, "--handicaps", list, "--handicap-mode", mode)
		if !strings.Contains(stderr, "No handicap for") || !strings.Contains(stderr, "CAROL STANSFIELD") {
			t.Errorf("%s: no note of the players without a handicap: %q", mode, stderr)
		}
		best := math.Inf(-1)
		for _, p := range out.Pairs {
			if p.Handicap == nil || p.HandicappedPercent == nil || p.HandicappedRank == nil {
				t.Fatalf("%s: pair %s lacks a handicap field", mode, p.Pair)
			}
			if w, ok := want[p.Pair]; ok && math.Abs(*p.Handicap-w) > 0.005 {
				t.Errorf("%s: pair %s handicap %v, want %v", mode, p.Pair, *p.Handicap, w)
			}
			if math.Abs(*p.HandicappedPercent-(*p.Percent+*p.Handicap)) > 0.011 {
				t.Errorf("%s: pair %s: %v + %v is not %v", mode, p.Pair, *p.Percent, *p.Handicap, *p.HandicappedPercent)
			}
			if *p.HandicappedRank == "1" {
				best = *p.HandicappedPercent
			}
		}
		for _, p := range out.Pairs {
			if *p.HandicappedPercent > best {
				t.Errorf("%s: pair %s (%v) is above the handicapped winner (%v)", mode, p.Pair, *p.HandicappedPercent, best)
			}
		}
	}
	// With no mode given, the players' mean.
	out, _ := scoreJSON(t, realHowell, "--handicaps", list)
	for _, p := range out.Pairs {
		if p.Pair == "6" && *p.Handicap != -5.25 {
			t.Errorf("default mode: pair 6 handicap %v", *p.Handicap)
		}
	}
}

// TestScoreHandicapsRefused: a list naming only players who did not play,
// or a handicap that is not a number, is refused with every row named and
// no ranking printed; a list naming some who did not play among those who
// did is applied, the others set aside with a note.
func TestScoreHandicapsRefused(t *testing.T) {
	code, stdout, stderr := runCmd(t, realHowell, "--handicaps", writeList(t, "Name,Handicap\nALICE YARDLEY,2\nZed Nobody,3\nYan Nobody,-1\n"), "--format", "json")
	if code != 0 || !strings.Contains(stdout, `"handicap"`) {
		t.Errorf("a list naming two strangers: exit %d, %s", code, stderr)
	}
	for _, s := range []string{"line 3: Zed Nobody is not a player of this session: set aside", "line 4: Yan Nobody"} {
		if !strings.Contains(stderr, s) {
			t.Errorf("the note %q does not say %q", stderr, s)
		}
	}
	for _, tc := range []struct {
		list string
		says []string
	}{
		{"Name,Handicap\nZed Nobody,3\nYan Nobody,-1\n",
			[]string{"no handicap was applied", "line 2: Zed Nobody is not a player of this session", "line 3: Yan Nobody"}},
		{"Name,Handicap\nALICE YARDLEY,two\nMARY FAIRLEIGH,99\n",
			[]string{"no handicap was applied", `line 2: ALICE YARDLEY's handicap "two"`, "line 3: MARY FAIRLEIGH: a handicap of 99"}},
		{"Name,Notes\nALICE YARDLEY,2\n", []string{"no Handicap column"}},
	} {
		code, stdout, stderr := runCmd(t, realHowell, "--handicaps", writeList(t, tc.list), "--format", "json")
		if code != 1 || stdout != "" {
			t.Errorf("%q: exit %d, stdout %q", tc.list, code, stdout)
		}
		for _, s := range tc.says {
			if !strings.Contains(stderr, s) {
				t.Errorf("%q: %q does not say %q", tc.list, stderr, s)
			}
		}
	}
	// A session scored in IMPs has no percentages to add a handicap to.
	code, _, stderr = runCmd(t, "../testdata/real/compscore3_cross_imp_howell.xml", "--handicaps", writeList(t, "Name,Handicap\nFELIX PENNINGTON,1\n"))
	if code != 1 || !strings.Contains(stderr, "no percentages") {
		t.Errorf("IMP session: exit %d: %s", code, stderr)
	}
}

// TestScoreAwardWideCharity: the ACBL-wide charity game ranks every pair of
// a two-winner Mitchell together on its percentage and awards six overall
// places: 19 tables, first (19 + 10) / 60 × 11.25 = 5.4375 → 5.44, each
// place 75% of the one before (worked from 5.44): 4.08, 3.06, 2.30, 1.72,
// 1.29. Strata are refused for it.
func TestScoreAwardWideCharity(t *testing.T) {
	out, _ := scoreJSON(t, realMitchell, "--award", "acbl-wide-charity")
	pairs := out.Pairs
	sort.SliceStable(pairs, func(i, j int) bool { return *pairs[i].Percent > *pairs[j].Percent })
	want := []float64{5.44, 4.08, 3.06, 2.30, 1.72, 1.29}
	dirs := map[string]bool{}
	for k, p := range pairs {
		w := 0.0
		if k < len(want) {
			w = want[k]
			dirs[p.Direction] = true
		}
		if p.Award == nil || math.Abs(*p.Award-w) > 1e-9 {
			t.Errorf("overall %d (pair %s %s, %v%%): %v, want %v", k+1, p.Pair, p.Direction, *p.Percent, p.Award, w)
		}
	}
	if len(dirs) != 2 {
		t.Errorf("the six overall places went to %v: both directions are ranked together, and both place in this file", dirs)
	}
	// Two sections of 17 and 18 pairs, 9 tables each (a half table counted whole): first (18 + 10) / 60
	// × 11.25 = 5.25, the pairs of both sections ranked together.
	two, _ := scoreJSON(t, "../testdata/real/ebuscore_pairs_two_sections.xml", "--award", "acbl-wide-charity")
	pairs = two.Pairs
	sort.SliceStable(pairs, func(i, j int) bool { return *pairs[i].Percent > *pairs[j].Percent })
	for k, w := range []float64{5.25, 3.94, 2.95, 2.21, 1.66, 1.25, 0} {
		if p := pairs[k]; p.Award == nil || math.Abs(*p.Award-w) > 1e-9 {
			t.Errorf("two sections, overall %d (pair %s, %v%%): %v, want %v", k+1, p.Pair, *p.Percent, p.Award, w)
		}
	}
	code, stdout, stderr := runCmd(t, realMitchell, "--award", "acbl-wide-charity", "--strata", "500")
	if code != 2 || stdout != "" || !strings.Contains(stderr, "leave out the strata") {
		t.Errorf("strata with the charity game: exit %d, %q, %q", code, stdout, stderr)
	}
}

// TestScoreAwardClubChampionship: an open club championship ranks every pair
// of a two-winner Mitchell together and awards six overall places: 19
// tables, first (19 + 10) / 60 × 12.53 = 6.056… → 6.06, each place 75% of
// the one before (worked from 6.06: 4.545 → 4.55, 3.40875 → 3.41 …).
// Strata are refused for it.
func TestScoreAwardClubChampionship(t *testing.T) {
	out, _ := scoreJSON(t, realMitchell, "--award", "acbl-club-championship")
	pairs := out.Pairs
	sort.SliceStable(pairs, func(i, j int) bool { return *pairs[i].Percent > *pairs[j].Percent })
	want := []float64{6.06, 4.55, 3.41, 2.56, 1.92, 1.44}
	for k, p := range pairs {
		w := 0.0
		if k < len(want) {
			w = want[k]
		}
		if p.Award == nil || math.Abs(*p.Award-w) > 1e-9 {
			t.Errorf("overall %d (pair %s %s, %v%%): %v, want %v", k+1, p.Pair, p.Direction, *p.Percent, p.Award, w)
		}
	}
	code, stdout, stderr := runCmd(t, realMitchell, "--award", "acbl-club-championship", "--strata", "500")
	if code != 2 || stdout != "" || !strings.Contains(stderr, "leave out the strata") {
		t.Errorf("strata with the club championship: exit %d, %q, %q", code, stdout, stderr)
	}
}
