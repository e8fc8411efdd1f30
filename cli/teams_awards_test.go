package cli

import (
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/interchange"
)

// teamAwardsJSON is what standings and score write of a teams ranking's
// awards.
type teamAwardsJSON struct {
	Teams []struct {
		Team  json.Number
		Rank  string
		Award json.Number
	}
	AwardsExplained []string
}

func decodeTeamAwards(t *testing.T, out string) teamAwardsJSON {
	t.Helper()
	var j teamAwardsJSON
	dec := json.NewDecoder(strings.NewReader(out))
	dec.UseNumber()
	if err := dec.Decode(&j); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	return j
}

// TestTeamsSessionAwardsThroughCommands: a teams night set up with new
// --teams --award ebu-green:5,0.5,8,0.32 and played gives each team its
// green points in standings (JSON and text) and report; exported as
// USEBIO, it records each team's points as EBUScoreTeams does (in
// hundredths), and score of the file with the same scale gives each team
// the same award. The awards command changes the scale; strata and
// handicaps, which rank no team, are refused when the night is set up and
// later.
func TestTeamsSessionAwardsThroughCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	const green = "ebu-green:5,0.5,8,0.32"
	if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Green teams", "--teams", "5", "--boards-per-round", "2", "--award", green); code != 0 {
		t.Fatalf("new --teams --award: exit %d: %s %s", code, out, errs)
	}
	if _, n := enterTeamsNight(t, db, "1", 5, 2); n != 40 {
		t.Fatalf("%d lines entered", n)
	}
	out, errs, code := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	if code != 0 {
		t.Fatalf("standings: exit %d: %s", code, errs)
	}
	stored := decodeTeamAwards(t, out)
	if len(stored.Teams) != 5 || len(stored.AwardsExplained) != 1 || !strings.Contains(stored.AwardsExplained[0], "each match won earns 0.32") {
		t.Fatalf("standings: %s", out)
	}
	for _, team := range stored.Teams {
		if team.Award == "" || (team.Rank == "1" && !strings.HasPrefix(team.Award.String(), "5.") && team.Award.String() != "5") {
			t.Errorf("team %s, place %s: award %q", team.Team, team.Rank, team.Award)
		}
	}
	file := filepath.Join(dir, "night.xml")
	if _, errs, code := runNamed(t, "export", "--db", db, "--session", "1", "--format", "usebio", "--out", file); code != 0 {
		t.Fatalf("export: exit %d: %s", code, errs)
	}
	out, errs, code = runNamed(t, "score", file, "--award", green, "--format", "json")
	if code != 0 {
		t.Fatalf("score: exit %d: %s", code, errs)
	}
	scored := decodeTeamAwards(t, out)
	tf, err := interchange.ReadTeamsFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for i, team := range stored.Teams {
		s := scored.Teams[i]
		if s.Team != team.Team || s.Rank != team.Rank || s.Award != team.Award {
			t.Errorf("place %d: the night's team %s %s earns %s, the file's %s %s %s", i+1, team.Team, team.Rank, team.Award, s.Team, s.Rank, s.Award)
		}
		rec := tf.Recorded.Teams[team.Team.String()]
		award, _ := new(big.Rat).SetString(team.Award.String())
		if rec.MasterPoints == nil || rec.MasterPoints.Cmp(award.Mul(award, big.NewRat(100, 1))) != 0 || rec.MasterPointType != "GREEN" {
			t.Errorf("team %s: the file records %v %s, the night %s", team.Team, rec.MasterPoints, rec.MasterPointType, team.Award)
		}
	}
	if scored.AwardsExplained[0] != stored.AwardsExplained[0] {
		t.Errorf("explained:\n%s\n%s", stored.AwardsExplained[0], scored.AwardsExplained[0])
	}
	text, _, _ := runNamed(t, "standings", "--db", db, "--session", "1")
	if !strings.Contains(text, "Total      GP\n") || !strings.Contains(text, stored.AwardsExplained[0]) {
		t.Errorf("text standings:\n%s", text)
	}
	html := filepath.Join(dir, "night.html")
	if _, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--format", "html", "--out", html); code != 0 {
		t.Fatalf("report: exit %d: %s", code, errs)
	}
	page, _ := os.ReadFile(html)
	if !strings.Contains(string(page), `<th scope="col">GP</th>`) || !strings.Contains(string(page), "Awards: EBU green points") {
		t.Errorf("the report lacks the awards")
	}
	teamsAwardsRefused(t, db)
}

// teamsAwardsRefused: strata and handicaps refused on a teams night, a
// scale alone taken, by new and awards.
func teamsAwardsRefused(t *testing.T, db string) {
	t.Helper()
	for _, args := range [][]string{{"--strata", "500"}, {"--handicaps", "club"}} {
		_, errs, code := runNamed(t, "awards", append([]string{"--db", db, "--session", "1"}, args...)...)
		if code != exitInvalid || !strings.Contains(errs, "teams night") {
			t.Errorf("awards %v on a teams night: exit %d, %s", args, code, errs)
		}
		_, errs, code = runNamed(t, "new", append([]string{"--db", db, "--name", "Teams", "--teams", "4", "--award", "ebu-club"}, args...)...)
		if code != exitInvalid || !strings.Contains(errs, "teams night") {
			t.Errorf("new --teams %v: exit %d, %s", args, code, errs)
		}
	}
	if list, _, _ := runNamed(t, "sessions", "--db", db); strings.Count(list, "teams vp") != 1 {
		t.Errorf("a refused night was set up:\n%s", list)
	}
	if out, errs, code := runNamed(t, "awards", "--db", db, "--session", "1", "--award", "abf:1.5"); code != 0 || !strings.Contains(out, "ABF") {
		t.Fatalf("awards --award abf:1.5: exit %d: %s %s", code, out, errs)
	}
	out, _, _ := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	if j := decodeTeamAwards(t, out); len(j.AwardsExplained) != 1 || !strings.Contains(j.AwardsExplained[0], "ABF") {
		t.Errorf("after awards --award abf:1.5: %s", out)
	}
}
