package club

import (
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgescore/awards"
	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// playTeams enters both rooms of every board of every match: the open
// room's contract and the closed room's vary with the match and board,
// so that matches are won, lost and drawn.
func playTeams(t *testing.T, s *OpenSession, tm *movements.TeamMovement) {
	t.Helper()
	results := []string{"4SN=", "3NTS-1", "2HE+1", "PASS", "4SN-1"}
	for i, m := range tm.Matches {
		for _, b := range m.Boards {
			for k, room := range []string{OpenRoom, ClosedRoom} {
				row, err := s.RoomLine(b, room, strconv.Itoa(m.Home), "")
				if err != nil {
					t.Fatal(err)
				}
				if _, err := s.Enter(b, row, results[(i*k+b)%len(results)]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// playedTeamsNight is a teams night of five teams set to award on the
// scale, every match played (playTeams), open, and as the service scores
// it; it awards nothing before a match has a score.
func playedTeamsNight(t *testing.T, d *Desk, scale string) (int64, *OpenSession, *TeamsResult) {
	t.Helper()
	id, tm := teamsNight(t, d, movements.AmericanWhist, 5, "")
	if err := d.SetAwards(id, Awards{Scale: scale}); err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if res, err := d.TeamsScored(id); err != nil || res.Awards != nil {
		t.Fatalf("before any result every team would share the top award: %+v %v", res.Awards, err)
	}
	playTeams(t, s, tm)
	res, err := d.TeamsScored(id)
	if err != nil || res.Awards == nil {
		t.Fatalf("%+v %v", res, err)
	}
	return id, s, res
}

// A teams night set to award EBU green points gives each team its place's
// award and 0.32 for each match won (0.16 drawn): the stored session's
// scoring, the open session's and the USEBIO file it exports all carry
// the same awards, and the file read back with the same scale scores them
// again to the same figures.
func TestTeamsSessionAwards(t *testing.T) {
	d, _ := newTestDesk(t)
	id, s, res := playedTeamsNight(t, d, "ebu-green:5,0.5,8,0.32")
	a := res.Awards
	if a == nil || len(a.Awards) != len(res.Standings.Teams) || a.Explain == "" {
		t.Fatalf("awards %+v", a)
	}
	for i, team := range res.Standings.Teams {
		// The first place earns the programme's top award, 5.00; every
		// place at least the lowest, 0.50.
		least := awards.Award(50)
		if team.Rank == "1" {
			least = 500
		}
		if want := least + awards.Award(32*team.Won+16*team.Drawn); team.Rank == "1" && a.Awards[i] != want || a.Awards[i] < want {
			t.Errorf("team %s, place %s, %d won, %d drawn: %s", team.ID, team.Rank, team.Won, team.Drawn, a.Awards[i])
		}
	}
	open, err := s.TeamsStandings()
	if err != nil || open.Awards == nil || !sameAwards(open.Awards.Awards, a.Awards) {
		t.Fatalf("the open session's awards %+v %v, the stored %v", open.Awards, err, a.Awards)
	}
	file := exportedTeams(t, d, id)
	back, err := ScoreTeamsFile(file, TeamsFileOptions{Award: a.Scale})
	if err != nil {
		t.Fatal(err)
	}
	if back.Awards == nil || !sameAwards(back.Awards.Awards, a.Awards) {
		t.Fatalf("the exported file scored again: %+v, the night %v", back.Awards, a.Awards)
	}
	checkRecordedAwards(t, back, a, 100) // green points in hundredths, as EBUScoreTeams writes them
	checkPlayersPoints(t, d, res)
}

// checkPlayersPoints: each player of a team that earned points has them
// in the club's points over the year, with his team and its place.
func checkPlayersPoints(t *testing.T, d *Desk, res *TeamsResult) {
	t.Helper()
	all, err := d.Points(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 12, 31, 0, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	earned := map[string]PlayerPoints{}
	for _, p := range all {
		earned[p.Name] = p
	}
	checked := 0
	for i, team := range res.Standings.Teams {
		for _, name := range team.Players {
			p := earned[name]
			if len(p.Awards) != 1 || p.Total != res.Awards.Awards[i] || p.Awards[0].Pair != "Team "+team.ID || p.Awards[0].Place != team.Rank || p.Unit() != "GP" {
				t.Errorf("%s of team %s: %+v, the team earned %s", name, team.ID, p, res.Awards.Awards[i])
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no player named")
	}
}

// The ABF's masterpoints on a teams night are written straight in the
// team, in hundredths, as Compscore writes a pair's, and read back so.
func TestTeamsSessionABFExported(t *testing.T) {
	d, _ := newTestDesk(t)
	id, _, res := playedTeamsNight(t, d, "abf:1.5")
	back, err := ScoreTeamsFile(exportedTeams(t, d, id), TeamsFileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	checkRecordedAwards(t, back, res.Awards, 100)
}

// exportedTeams is the session exported as USEBIO, in a file.
func exportedTeams(t *testing.T, d *Desk, id int64) string {
	t.Helper()
	b, err := d.Export(id, USEBIO, "")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "teams.xml")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// checkRecordedAwards: each team's master points as the file records
// them (in hundredths when per is 100) are the night's, of the scale's
// kind; a team that earned none has none recorded.
func checkRecordedAwards(t *testing.T, back *TeamsResult, want *RankingAwards, per int64) {
	t.Helper()
	for i, team := range back.Standings.Teams {
		rec := back.File.Recorded.Teams[team.ID]
		w := want.Awards[i]
		switch {
		case w == 0 && rec.MasterPoints != nil:
			t.Errorf("team %s earned nothing, the file records %v", team.ID, rec.MasterPoints)
		case w == 0:
		case rec.MasterPoints == nil || rec.MasterPoints.Cmp(new(big.Rat).Mul(w.Rat(), big.NewRat(per, 1))) != 0 || rec.MasterPointType != want.Scale.PointType():
			t.Errorf("team %s: the file records %v %s, the night %s %s", team.ID, rec.MasterPoints, rec.MasterPointType, w, want.Scale.PointType())
		}
	}
}

func sameAwards(a, b []awards.Award) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A teams night's master points go by the teams' places and matches:
// strata and handicaps are refused when it is set up and later, with the
// scale alone taken; a night set to award nothing has no awards.
func TestTeamsSessionAwardsRefused(t *testing.T) {
	d, _ := newTestDesk(t)
	tm, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.AmericanWhist, Teams: 4})
	if err != nil {
		t.Fatal(err)
	}
	refused := []Awards{
		{Scale: "acbl-open", Strata: "500,100"},
		{Scale: "ebu-club", Handicaps: HandicapsClub},
		{Handicaps: HandicapsList, List: []ListedHandicap{{Name: "Ann Able", Handicap: "2"}}},
	}
	for _, a := range refused {
		if _, err := d.CreateTeams(NewTeams{Name: "Teams", Movement: tm, Awards: a}); fault.CodeOf(err) != fault.Invalid {
			t.Errorf("set up with %+v: %v", a, err)
		}
	}
	id, err := d.CreateTeams(NewTeams{Name: "Teams", Movement: tm, Method: scoring.TeamIMPs, Awards: Awards{Scale: "ebu-club"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range refused {
		if err := d.SetAwards(id, a); fault.CodeOf(err) != fault.Invalid {
			t.Errorf("set to %+v: %v", a, err)
		}
	}
	if a, err := d.SessionAwards(id); err != nil || a.Scale != "ebu-club" || a.Strata != "" || a.Handicaps != "" {
		t.Fatalf("after the refusals the night awards %+v %v", a, err)
	}
	if err := d.SetAwards(id, Awards{}); err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if !s.AwardsScaleOnly() {
		t.Error("a teams night is said to take strata and handicaps")
	}
	playTeams(t, s, tm)
	if res, err := d.TeamsScored(id); err != nil || res.Awards != nil {
		t.Fatalf("a night awarding nothing: %+v %v", res, err)
	}
	if err := d.SetAwards(id+100, Awards{Scale: "ebu-club"}); fault.CodeOf(err) != fault.NotFound {
		t.Errorf("no such session: %v", err)
	}
}

// EBUScoreTeams' green points, set beside those worked out on a scale:
// none differ on the programme's own figures (0.32 a match won), every
// team's on another's (0.30), each named.
func TestTeamsFileAwardsCompared(t *testing.T) {
	const file = "../testdata/real/ebuscoreteams_point_a_board.xml"
	for _, c := range []struct {
		scale string
		notes []string
	}{
		{"ebu-green:5,0.5,8,0.32", nil},
		{"ebu-green:5,0.5,8,0.3", []string{"8 of the file's awards differ", "team 1: the file 1.58, here 1.53"}},
		{"ebu-club", nil}, // not green points: nothing to compare
	} {
		scale, err := awards.ParseScale(c.scale)
		if err != nil {
			t.Fatal(err)
		}
		res, err := ScoreTeamsFile(file, TeamsFileOptions{Award: scale})
		if err != nil {
			t.Fatal(err)
		}
		said := strings.Join(res.Notes, "\n")
		if c.notes == nil && strings.Contains(said, "awards differ") {
			t.Errorf("%s: %s", c.scale, said)
		}
		for _, n := range c.notes {
			if !strings.Contains(said, n) {
				t.Errorf("%s: the notes lack %q:\n%s", c.scale, n, said)
			}
		}
	}
}
