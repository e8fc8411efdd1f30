package cli

import (
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/awards"
	"bridgescore/interchange"
)

// realAwards are the corpus's files that carry the master points their
// own program awarded (MASTER_POINTS_AWARDED), each with the scale it was
// awarded on. The ABF sessions' weightings are not in the files: each is
// the one whose winner's award the file gives (0.02·W·T for a Mitchell
// line, 0.04·W·T for a Howell), and Compscore's MASTER_POINT_TYPE says
// the colour.
var realAwards = []struct {
	file, scale, field string
	// session names the session and, for the ABF files, its weighting.
	session string
}{
	{"ebuscore_pairs_hands.xml", "ebu-club", "", "EBUScore 1.2.6, one winner, 19 pairs, 18 boards"},
	{"ebuscore_pairs_two_winner.xml", "ebu-club", "", "EBUScore 1.2.24, two-winner Mitchell, 18 pairs, 24 boards"},
	{"ebuscore_pairs_two_sections.xml", "ebu-club", "across", "EBUScore 1.2.20, two sections across the field, 35 pairs, 18 boards"},
	{"pairsscorer_mp_pairs.xml", "ebu-club", "", "PairsScorer 7.2.93, two-winner Mitchell, 22 pairs, 22 boards"},
	{"pairsscorer_two_sections.xml", "ebu-club", "across", "PairsScorer 7.2.93, two-winner, two sections across the field, 32 pairs, 21 boards"},
	{"scorebridge_mp_pairs.xml", "ebu-club", "", "ScoreBridge 10.24, one-winner Howell"},
	{"realbridge_pairs_02.xml", "ebu-club", "", "RealBridge 1.3.6, one winner"},
	{"bbo_extractor_pairs.xml", "ebu-club", "", "BBO Extractor 1.4.7, one winner"},
	{"brian_mp_pairs.xml", "ebu-club", "", "BriAn 213, one winner"},
	{"salliere_mp_pairs.xml", "ebu-club", "", "Salliere, one winner, 16 pairs"},
	{"compscore3_mp_pairs_mitchell.xml", "abf:1.5", "", "Compscore3, green, weighting 1.5: a 19-table Mitchell, winners 0.57"},
	{"compscore3_mp_pairs_mitchell_03.xml", "abf:1.5", "", "Compscore3, green, weighting 1.5: a 6½-table Mitchell (T = 7), winners 0.21"},
	{"compscore3_mp_pairs_mitchell_04.xml", "abf:1.5", "", "Compscore3, green, weighting 1.5: an 8-table Mitchell, winners 0.24"},
	{"compscore3_mp_pairs_howell.xml", "abf-red:2.5", "", "Compscore3, red, weighting 2.5: a 6-table Howell, winner 0.60"},
	{"compscore3_butler_howell.xml", "abf:1.5", "", "Compscore3, green, weighting 1.5: a 4-table Butler Howell, winner 0.24"},
	{"compscore3_butler_mitchell.xml", "abf:1.5", "", "Compscore3, green, weighting 1.5: a 7-table Butler Mitchell, winners 0.21"},
	{"compscore3_cross_imp_howell.xml", "abf:1.5", "", "Compscore3, green, weighting 1.5: a 4½-table cross-IMP Howell (T = 5), winner 0.30"},
}

// teamsFileAwards are the teams files that carry awards, and where (or
// why not) their awards are compared.
var teamsFileAwards = map[string]string{
	"teamsscorer_multiple_teams_vp.xml": "club points (ebu-club), compared by club's TestRealTeamsFiles",
	"ebuscoreteams_point_a_board.xml":   "EBU green points, compared by TestRealTeamsFileAwards",
}

// realTeamsAwards are the teams files whose awards are compared through
// score FILE --award SCALE, each with the scale its programme set.
var realTeamsAwards = []struct{ file, scale, event string }{
	{"ebuscoreteams_point_a_board.xml", "ebu-green:5,0.5,8,0.32",
		"EBUScoreTeams 1.1.3, point-a-board, 8 teams, 7 matches of 6 boards: green points, top 5.00, 8 places to 0.50, 0.32 a match won"},
}

// TestRealTeamsFileAwards: every team's master points as the teams file
// records them (green points in hundredths, as EBUScoreTeams writes them),
// reproduced by score FILE --award SCALE --format json.
func TestRealTeamsFileAwards(t *testing.T) {
	for _, tc := range realTeamsAwards {
		t.Run(tc.event, func(t *testing.T) {
			path := filepath.Join(realDir, tc.file)
			tf, err := interchange.ReadTeamsFile(path)
			if err != nil {
				t.Fatal(err)
			}
			scale, err := awards.ParseScale(tc.scale)
			if err != nil {
				t.Fatal(err)
			}
			code, stdout, stderr := runCmd(t, path, "--award", tc.scale, "--format", "json")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			var out struct {
				Teams []struct {
					Team  json.Number
					Rank  string
					Award json.Number
				}
				AwardsExplained []string
			}
			dec := json.NewDecoder(strings.NewReader(stdout))
			dec.UseNumber()
			if err := dec.Decode(&out); err != nil {
				t.Fatal(err)
			}
			if len(out.Teams) != len(tf.Recorded.Teams) || len(out.AwardsExplained) != 1 {
				t.Fatalf("%d teams ranked, the file records %d; explanations %q", len(out.Teams), len(tf.Recorded.Teams), out.AwardsExplained)
			}
			right := 0
			for _, team := range out.Teams {
				rec := tf.Recorded.Teams[team.Team.String()]
				if rec.MasterPoints == nil || !strings.EqualFold(rec.MasterPointType, scale.PointType()) {
					t.Fatalf("team %s: the file records %v %s points", team.Team, rec.MasterPoints, rec.MasterPointType)
				}
				want := new(big.Rat).Quo(rec.MasterPoints, big.NewRat(100, 1))
				got, ok := new(big.Rat).SetString(team.Award.String())
				if !ok || got.Cmp(want) != 0 || team.Rank != rec.Place {
					t.Errorf("team %s, place %s: %s, the file %s (place %s)", team.Team, team.Rank, team.Award, want.FloatString(2), rec.Place)
					continue
				}
				right++
			}
			t.Logf("%d of %d teams right", right, len(out.Teams))
		})
	}
}

// TestRealFileAwards: every master point the corpus's files carry is
// reproduced, pair by pair, by score FILE --award SCALE --format json,
// and their MASTER_POINT_TYPE is the one the scale writes. Every file of
// the corpus that carries awards is in the list.
func TestRealFileAwards(t *testing.T) {
	listed := map[string]bool{}
	for _, tc := range realAwards {
		listed[tc.file] = true
		t.Run(tc.session, func(t *testing.T) {
			path := filepath.Join(realDir, tc.file)
			scale, err := awards.ParseScale(tc.scale)
			if err != nil {
				t.Fatal(err)
			}
			want := fileAwards(t, path)
			if !strings.EqualFold(want.Type, scale.PointType()) {
				t.Errorf("the file's MASTER_POINT_TYPE is %q, %s writes %q", want.Type, tc.scale, scale.PointType())
			}
			args := []string{path, "--award", tc.scale}
			if tc.field != "" {
				args = append(args, "--field", tc.field)
			}
			got := awardsOf(t, args...)
			right, seen := 0, map[interchange.AwardPair]bool{}
			for _, p := range got {
				key, ok := matchAwardPair(want.Points, p.key)
				seen[key] = ok
				w := wantAward(t, want.Points[key], scale)
				if p.award.Cmp(w) != 0 {
					t.Errorf("pair %s%s %s (place %s): %s, the file %s", p.key.Section, p.key.ID, p.key.Direction, p.rank,
						p.award.FloatString(2), w.FloatString(2))
					continue
				}
				right++
			}
			for key := range want.Points {
				if !seen[key] {
					t.Errorf("the file's pair %+v is not in the ranking", key)
				}
			}
			t.Logf("%d of %d pairs right", right, len(got))
		})
	}
	// A file that carries awards and is not listed above fails the test.
	for f := range teamsFileAwards {
		listed[f] = true
	}
	files, _ := filepath.Glob(filepath.Join(realDir, "*.xml"))
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err == nil && strings.Contains(string(raw), "MASTER_POINTS_AWARDED") && !listed[filepath.Base(f)] {
			t.Errorf("%s carries MASTER_POINTS_AWARDED and is not compared", filepath.Base(f))
		}
	}
}

const realDir = "../testdata/real"

func fileAwards(t *testing.T, path string) *interchange.USEBIOAwards {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	a, err := interchange.ReadUSEBIOAwards(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Points) == 0 {
		t.Fatalf("%s: no MASTER_POINTS_AWARDED", path)
	}
	return a
}

// wantAward reads a file's award: ABF masterpoints are written in
// hundredths ("57" for 0.57), as Compscore writes them and the ABF's own
// reader takes them; the others in points. A pair with none has 0.
func wantAward(t *testing.T, text string, scale awards.Scale) *big.Rat {
	t.Helper()
	if text == "" {
		return new(big.Rat)
	}
	r, ok := new(big.Rat).SetString(text)
	if !ok {
		t.Fatalf("award %q", text)
	}
	if scale.Body() == awards.ABF {
		r.Quo(r, big.NewRat(100, 1))
	}
	return r
}

// matchAwardPair finds a ranked pair among the file's: by section, number
// and direction. A ranking of one section names none, where the file may
// name it (SECTION_ID "A"); a file may write every pair of a one-winner
// session with a direction (Salliere writes NS).
func matchAwardPair(points map[interchange.AwardPair]string, key interchange.AwardPair) (interchange.AwardPair, bool) {
	if _, ok := points[key]; ok {
		return key, true
	}
	for k := range points {
		if (k.Section == key.Section || key.Section == "") && k.ID == key.ID && (k.Direction == key.Direction || key.Direction == "") {
			return k, true
		}
	}
	return key, false
}

type rankedAward struct {
	key   interchange.AwardPair
	rank  string
	award *big.Rat
}

// awardsOf runs score with the arguments and reads each pair's award.
func awardsOf(t *testing.T, args ...string) []rankedAward {
	t.Helper()
	code, stdout, stderr := runCmd(t, append(args, "--format", "json")...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr)
	}
	var out struct {
		Pairs []struct {
			Pair, Section, Direction, Rank, OverallRank string
			Award                                       json.Number
		}
	}
	dec := json.NewDecoder(strings.NewReader(stdout))
	dec.UseNumber()
	if err := dec.Decode(&out); err != nil {
		t.Fatal(err)
	}
	var got []rankedAward
	for _, p := range out.Pairs {
		a, ok := new(big.Rat).SetString(p.Award.String())
		if !ok {
			t.Fatalf("pair %s: award %q", p.Pair, p.Award)
		}
		rank := p.Rank
		if p.OverallRank != "" {
			rank += ", " + p.OverallRank + " overall"
		}
		got = append(got, rankedAward{interchange.AwardPair{Section: p.Section, ID: p.Pair, Direction: p.Direction}, rank, a})
	}
	return got
}
