package club

import (
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// teamsNight sets up a teams session of n teams on the movement kind.
func teamsNight(t *testing.T, d *Desk, kind movements.TeamKind, n int, method scoring.TeamMethod) (int64, *movements.TeamMovement) {
	t.Helper()
	tm, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: kind, Teams: n})
	if err != nil {
		t.Fatal(err)
	}
	id, err := d.CreateTeams(NewTeams{Name: "Teams night", Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC),
		Movement: tm, Method: method, Players: map[int][]string{1: {"Ann Able", "Bob Baker", "Cy Cole", "Di Dent"}}})
	if err != nil {
		t.Fatal(err)
	}
	return id, tm
}

// Every board of every match entered by its room, the open room making
// 4♠ and the closed room going one down in it, gives the home team 10
// IMPs where North-South are not vulnerable (420 + 50 = 470) and 12
// where they are (620 + 100 = 720); the teams' ranking and each match's
// VPs follow.
func TestTeamsSessionScoredRoomAgainstRoom(t *testing.T) {
	d, _ := newTestDesk(t)
	id, tm := teamsNight(t, d, movements.AmericanWhist, 5, "")
	if ok, err := d.IsTeams(id); !ok || err != nil {
		t.Fatalf("IsTeams: %v %v", ok, err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	first := tm.Matches[0]
	// One room in: the match has no board scored yet.
	for _, b := range first.Boards {
		row, err := s.RoomLine(b, OpenRoom, strconv.Itoa(first.Home), "")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Enter(b, row, "4SN="); err != nil {
			t.Fatal(err)
		}
	}
	res, err := d.TeamsScored(id)
	if err != nil {
		t.Fatal(err)
	}
	if m := res.Standings.Matches[0]; m.Score[0] != nil && m.Score[0].Sign() != 0 && len(m.Scorecard) > 0 && m.Scorecard[0].Scored {
		t.Fatalf("a match with one room in is scored: %+v", m)
	}
	want := map[[2]int]int{} // home, away → home's IMPs
	for i, m := range tm.Matches {
		for _, b := range m.Boards {
			if i > 0 {
				row, err := s.RoomLine(b, OpenRoom, strconv.Itoa(m.Home), strconv.Itoa(m.Away))
				if err != nil {
					t.Fatal(err)
				}
				if _, err := s.Enter(b, row, "4SN="); err != nil {
					t.Fatal(err)
				}
			}
			row, err := s.RoomLine(b, ClosedRoom, "", strconv.Itoa(m.Away))
			if err != nil {
				t.Fatal(err)
			}
			if row.NS != strconv.Itoa(m.Away)+"NS" || row.EW != strconv.Itoa(m.Home)+"EW" {
				t.Fatalf("board %d, closed room of %d v %d: the line of %s v %s", b, m.Home, m.Away, row.NS, row.EW)
			}
			if _, err := s.Enter(b, row, "4SN-1"); err != nil {
				t.Fatal(err)
			}
			imps := 10
			if v := scoring.Vul(b); v == scoring.VulAll || v == scoring.VulNS {
				imps = 12 // North-South vulnerable: 620 + 100 = 720
			}
			want[[2]int{m.Home, m.Away}] += imps
		}
	}
	res, err = d.TeamsScored(id)
	if err != nil {
		t.Fatal(err)
	}
	st := res.Standings
	if len(st.Matches) != len(tm.Matches) || len(st.Teams) != 5 {
		t.Fatalf("%d matches, %d teams", len(st.Matches), len(st.Teams))
	}
	totals := map[string]*big.Rat{}
	for _, m := range st.Matches {
		h, _ := strconv.Atoi(m.Home)
		a, _ := strconv.Atoi(m.Away)
		w := want[[2]int{h, a}]
		if !m.Complete || m.IMPs[0].Cmp(big.NewRat(int64(w), 1)) != 0 || m.IMPs[1].Sign() != 0 {
			t.Errorf("%s v %s: IMPs %v–%v complete %v, want %d–0", m.Home, m.Away, m.IMPs[0], m.IMPs[1], m.Complete, w)
		}
		vh, va, err := scoring.VictoryPoints(scoring.WBF2013, big.NewRat(int64(w), 1), len(m.Boards), 0)
		if err != nil || m.Score[0].Cmp(vh) != 0 || m.Score[1].Cmp(va) != 0 {
			t.Errorf("%s v %s: VPs %v–%v, want %v–%v", m.Home, m.Away, m.Score[0], m.Score[1], vh, va)
		}
		for i, team := range []string{m.Home, m.Away} {
			if totals[team] == nil {
				totals[team] = new(big.Rat)
			}
			totals[team].Add(totals[team], m.Score[i])
		}
	}
	for _, tr := range st.Teams {
		if tr.Total.Cmp(totals[tr.ID]) != 0 {
			t.Errorf("team %s: total %v, want %v", tr.ID, tr.Total, totals[tr.ID])
		}
	}
	if st.Teams[len(st.Teams)-1].ID == "" || res.File.Name != "Teams night" {
		t.Errorf("%+v", res.File)
	}
	for _, tr := range st.Teams {
		if tr.ID == "1" && (tr.Name != "Ann Able" || len(tr.Players) != 4) {
			t.Errorf("team 1: %q %v", tr.Name, tr.Players)
		}
	}
}

// A room names a line only of a teams session, only open or closed, and
// only with a team that plays the board.
func TestRoomLineRefusals(t *testing.T) {
	d, _ := newTestDesk(t)
	id, tm := teamsNight(t, d, movements.TeamRoundRobin, 4, scoring.BoardAMatch)
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	m := tm.Matches[0]
	b := m.Boards[0]
	other := 0
	for n := 1; n <= tm.Teams; n++ {
		if n != m.Home && n != m.Away {
			other = n
		}
	}
	for _, c := range []struct{ room, home, away string }{
		{"lounge", strconv.Itoa(m.Home), ""},
		{OpenRoom, "", ""},
		{OpenRoom, "x", ""},
		{OpenRoom, strconv.Itoa(other), strconv.Itoa(m.Away)},
		{ClosedRoom, strconv.Itoa(m.Away), strconv.Itoa(m.Home)}, // the wrong way round
	} {
		if _, err := s.RoomLine(b, c.room, c.home, c.away); fault.CodeOf(err) != fault.Invalid {
			t.Errorf("%+v: %v", c, err)
		}
	}
	// A pairs ranking or a pairs results file of a teams night is
	// refused, saying what gives its results.
	if _, err := d.Standings(id); fault.CodeOf(err) != fault.Invalid || !strings.Contains(err.Error(), "teams night") {
		t.Errorf("a teams night ranked as pairs: %v", err)
	}
	if _, err := d.ResultsFile(id); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("a teams night as a pairs results file: %v", err)
	}
	pairs := mitchell5(t, d)
	if _, err := pairs.RoomLine(1, OpenRoom, "1", ""); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("a pairs session's room: %v", err)
	}
	if _, err := d.TeamsScored(pairs.ID()); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("a pairs session scored as teams: %v", err)
	}
	if _, err := d.CreateTeams(NewTeams{Name: "x", Movement: tm, Method: "vps"}); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("an unknown method: %v", err)
	}
	if _, err := d.CreateTeams(NewTeams{Name: "x", Movement: tm, Method: scoring.BoardAMatch, Options: scoring.TeamOptions{Scale: scoring.EBU20}}); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("a scale for board-a-match: %v", err)
	}
	if _, err := d.CreateTeams(NewTeams{Name: "x", Movement: tm, Options: scoring.TeamOptions{Scale: "ebu30"}}); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("an unknown scale: %v", err)
	}
	// The ACBL's 30-point scale is published for 6 to 11 boards: not for
	// 4-board matches, unless read as 8.
	tm, err = movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.TeamRoundRobin, Teams: 4, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.CreateTeams(NewTeams{Name: "x", Movement: tm, Options: scoring.TeamOptions{Scale: scoring.ACBL30}}); fault.CodeOf(err) != fault.Invalid || !strings.Contains(err.Error(), "4 boards") {
		t.Errorf("a scale with no table for the matches: %v", err)
	}
	if _, err := d.CreateTeams(NewTeams{Name: "x", Movement: tm, Options: scoring.TeamOptions{Scale: scoring.ACBL30, Equivalent: 8}}); err != nil {
		t.Errorf("the scale read for 8 boards: %v", err)
	}
}

// A teams session's method and scale are kept with it.
func TestTeamsSessionKeepsItsScoring(t *testing.T) {
	d, _ := newTestDesk(t)
	tm, err := movements.NewTeamMovement(movements.TeamMovementOptions{Teams: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := d.CreateTeams(NewTeams{Name: "League", Date: time.Now(), Movement: tm,
		Options: scoring.TeamOptions{Scale: scoring.ACBL20, Equivalent: 8}})
	if err != nil {
		t.Fatal(err)
	}
	list, err := d.Sessions()
	if err != nil || len(list) != 1 || list[0].Kind != scoring.Teams || list[0].Kind.Competitor() != "team" {
		t.Fatalf("the list: %+v %v", list, err)
	}
	// A pairs session is not scored by a teams method, nor a teams
	// session by a pairs method.
	mv, err := tm.Movement()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Create(NewSession{Name: "x", Movement: mv, Method: scoring.Method(scoring.TeamVPs)}); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("a pairs session scored in VPs: %v", err)
	}
	if _, err := d.Create(NewSession{Name: "x", Movement: mv, Method: scoring.Matchpoints, teams: &scoring.TeamOptions{}}); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("a teams session matchpointed: %v", err)
	}
	res, err := d.TeamsScored(id)
	if err != nil {
		t.Fatal(err)
	}
	if res.Standings.Method != scoring.TeamVPs || res.Standings.Scale != scoring.ACBL20 || res.File.Session.Options.Equivalent != 8 {
		t.Errorf("scored by %s %s, equivalent %d", res.Standings.Method, res.Standings.Scale, res.File.Session.Options.Equivalent)
	}
}

// A table's line in a teams session carries no points while the match's
// other room has still to play the board, and the IMPs each way once it
// has: 4♠ made by North in the open room and one down in the closed room
// on board 1 (nobody vulnerable) are 420 + 50 = 470, 10 IMPs to the home
// team.
func TestTeamTableLine(t *testing.T) {
	d, _ := newTestDesk(t)
	id, tm := teamsNight(t, d, movements.TeamRoundRobin, 4, "")
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	var m movements.TeamMatch
	for _, x := range tm.Matches {
		if containsInt(x.Boards, 1) {
			m = x
		}
	}
	home, away := strconv.Itoa(m.Home), strconv.Itoa(m.Away)
	open, err := s.RoomLine(1, OpenRoom, home, away)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Enter(1, open, "4SN="); err != nil {
		t.Fatal(err)
	}
	l, err := s.TableLine("", 1, open.NS, open.EW)
	if err != nil || l.NSPoints != nil || l.Result == nil {
		t.Fatalf("one room in: %+v %v", l, err)
	}
	closed, err := s.RoomLine(1, ClosedRoom, home, away)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Enter(1, closed, "4SN-1"); err != nil {
		t.Fatal(err)
	}
	ten := big.NewRat(10, 1)
	l, err = s.TableLine("", 1, open.NS, open.EW)
	if err != nil || l.NSPoints == nil || l.NSPoints.Cmp(ten) != 0 || l.EWPoints.Cmp(new(big.Rat).Neg(ten)) != 0 {
		t.Fatalf("the open room: %+v %v", l, err)
	}
	l, err = s.TableLine("", 1, closed.NS, closed.EW)
	if err != nil || l.NSPoints == nil || l.NSPoints.Cmp(new(big.Rat).Neg(ten)) != 0 || l.Score != -50 {
		t.Fatalf("the closed room: %+v %v", l, err)
	}
}

// A teams night is exported as USEBIO teams, which reads back as a teams
// file ranking the teams as the night does; as CSV it is refused.
func TestTeamsNightExported(t *testing.T) {
	d, _ := newTestDesk(t)
	id, tm := teamsNight(t, d, movements.AmericanWhist, 5, "")
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range tm.Matches[:4] {
		for _, b := range m.Boards {
			for _, room := range []string{OpenRoom, ClosedRoom} {
				row, err := s.RoomLine(b, room, strconv.Itoa(m.Home), "")
				if err != nil {
					t.Fatal(err)
				}
				if _, err := s.Enter(b, row, []string{"4SN=", "3NTS-1", "2HE+1", "PASS"}[(i+b)%4]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	want, err := d.TeamsScored(id)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ScoreTeamsFile(exportedTeams(t, d, id), TeamsFileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Standings.Teams) != 5 || len(got.Standings.Matches) != len(want.Standings.Matches) {
		t.Fatalf("%d teams, %d matches", len(got.Standings.Teams), len(got.Standings.Matches))
	}
	for i, tr := range want.Standings.Teams {
		g := got.Standings.Teams[i]
		if g.ID != tr.ID || g.Rank != tr.Rank || g.Total.Cmp(tr.Total) != 0 || g.Name != tr.Name {
			t.Errorf("place %d: the file ranks %s %s %v %q, the night %s %s %v %q", i+1, g.ID, g.Rank, g.Total, g.Name, tr.ID, tr.Rank, tr.Total, tr.Name)
		}
	}
	if _, err := d.Export(id, CSV, ""); fault.CodeOf(err) != fault.Invalid {
		t.Errorf("a teams night as CSV: %v", err)
	}
}
