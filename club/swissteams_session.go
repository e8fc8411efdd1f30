package club

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// NewSwissTeams is a Swiss teams as the director sets it up: the teams,
// the rounds to play and their boards, how the matches are scored, and
// the players.
type NewSwissTeams struct {
	Name                          string
	Date                          time.Time
	Teams, Rounds, BoardsPerRound int
	// Method is how the matches rank the teams; TeamVPs when "".
	Method  scoring.TeamMethod
	Options scoring.TeamOptions
	// Players are each team's players by its number: the first two its
	// North-South pair, the next two its East-West pair.
	Players map[int][]string
	Event   string
	// Awards is what the Swiss awards: a master-point scale only, as a
	// teams night's.
	Awards Awards
	// Random draws round 1 at random from Seed (one the clock gives when
	// 0), said in the draw's words; otherwise round 1 is drawn by team
	// number.
	Random bool
	Seed   uint64
}

// CreateSwissTeams stores a new Swiss teams with its first round drawn
// (1 v 2, 3 v 4 … by team number, or at random from a seed): a teams
// session whose movement grows a round at a time (DrawNextRound), each
// match at two tables (the open room at table 2k−1, the closed room at
// 2k), every match of a round on the same boards, scored as any teams
// session (TeamsScored), a bye as the teams' scoring scores a bye.
//
// Codes: Invalid (teams, rounds or boards the event cannot have, a method
// or scale it cannot be scored by, a team named that it has not), as
// Create otherwise.
func (d *Desk) CreateSwissTeams(n NewSwissTeams) (int64, error) {
	method, err := ParseTeamMethod(string(n.Method))
	if err != nil {
		return 0, err
	}
	if err := checkTeamOptions(method, n.Options); err != nil {
		return 0, err
	}
	if err := checkScaleLengths(method, n.Options, []int{n.BoardsPerRound}); err != nil {
		return 0, err
	}
	mv, err := movements.NewSwissTeams(n.Teams, n.Rounds, n.BoardsPerRound)
	if err != nil {
		return 0, err
	}
	if mv, err = drawFirstRound(mv, n.Random, n.Seed); err != nil {
		return 0, err
	}
	for team := range n.Players {
		if team < 1 || team > n.Teams {
			return 0, fault.Errorf(fault.Invalid, "team %d is named, but the event has teams 1 to %d", team, n.Teams)
		}
	}
	names, err := teamPairNames(n.Players)
	if err != nil {
		return 0, err
	}
	return d.Create(NewSession{Name: n.Name, Date: n.Date, Movement: mv, Method: scoring.Method(method), Rules: scoring.WBF,
		Names: names, Event: n.Event, Awards: n.Awards, teams: &n.Options})
}

// IsSwissTeams tells whether the open session is a Swiss teams.
func (s *OpenSession) IsSwissTeams() bool { return movements.IsSwissTeams(s.Movement()) }

// swissTeamsProgress is where a Swiss teams stands (SwissProgress), for
// its standings and printed results; nil for any other teams session. A
// table's line and the room's page, which have no use for it, are scored
// without it: it draws every round again.
func swissTeamsProgress(m *store.Meta, ss *scoring.Session, mv *movements.Movement) (*SwissProgress, error) {
	if !movements.IsSwissTeams(mv) {
		return nil, nil
	}
	return swissProgressOf(m, ss, mv)
}

// swissTeamsByes are a Swiss teams' byes as the teams' scoring takes
// them, round by round, each scored as the session scores a bye; none
// for any other movement.
func swissTeamsByes(mv *movements.Movement) []scoring.Bye {
	if !movements.IsSwissTeams(mv) {
		return nil
	}
	var out []scoring.Bye
	for r, team := range mv.Swiss.Byes {
		out = append(out, scoring.Bye{Round: r, Team: team})
	}
	slices.SortFunc(out, func(a, b scoring.Bye) int { return cmp.Compare(a.Round, b.Round) })
	return out
}

// swissTeamsBefore are the standings a Swiss teams' round is drawn from,
// as they are now: the teams ranked on the matches and byes of the
// rounds before it, as the session's method scores them.
func swissTeamsBefore(m *store.Meta, ss *scoring.Session, mv *movements.Movement, round int) ([]movements.Standing, error) {
	st, err := swissTeamsUntil(m, ss, mv, round)
	if err != nil {
		return nil, err
	}
	return movements.SwissTeamsStandings(mv, round, st.Teams), nil
}

// swissTeamsUntil ranks a Swiss teams' teams on the matches and byes of
// the rounds before round, as the session's method scores them.
func swissTeamsUntil(m *store.Meta, ss *scoring.Session, mv *movements.Movement, round int) (*scoring.TeamStandings, error) {
	ts, _, err := teamsSessionFor(m, ss, mv)
	if err != nil {
		return nil, err
	}
	ts.Lines = slices.DeleteFunc(ts.Lines, func(l scoring.Line) bool { return l.Round >= round })
	ts.Matches = slices.DeleteFunc(ts.Matches, func(x scoring.Match) bool { return x.Round >= round })
	ts.Byes = slices.DeleteFunc(ts.Byes, func(b scoring.Bye) bool { return b.Round >= round })
	return scoring.ScoreTeams(&ts)
}

// RoundsWords are a Swiss teams' rounds in words, one a round: its
// matches with their scores (or "to play"), and its bye; then what comes
// next and any draw a correction has made wrong. Nil for any other
// teams session.
func (r *TeamsResult) RoundsWords() []string {
	p := r.Swiss
	if p == nil {
		return nil
	}
	var out []string
	for round := 1; round <= p.Drawn; round++ {
		var matches []string
		for _, m := range r.Standings.Matches {
			if m.Round != round {
				continue
			}
			score := "to play"
			if m.Score[0] != nil && m.Score[1] != nil {
				score = scoring.FormatRat(m.Score[0], 2) + "–" + scoring.FormatRat(m.Score[1], 2)
				if !m.Complete {
					score += " so far"
				}
			}
			matches = append(matches, fmt.Sprintf("%s v %s %s", m.Home, m.Away, score))
		}
		line := fmt.Sprintf("Round %d: %s.", round, strings.Join(matches, ", "))
		if bye := p.Byes[round]; bye != "" && (round < p.Drawn || p.Complete) {
			line += fmt.Sprintf(" Team %s has the bye.", bye) // the round under way's: said by Next
		}
		out = append(out, line)
	}
	out = append(out, p.Next)
	for _, c := range p.Changes {
		out = append(out, fmt.Sprintf("Round %d would have been drawn otherwise after the corrections: %s", c.Round, c.Words))
	}
	return out
}

// DrawText is a round of the open Swiss as the director reads it: a
// Swiss teams' matches with the tables of their rooms, a Swiss pairs'
// tables; each with the draw's reasons.
func (s *OpenSession) DrawText(d *movements.Draw) string {
	if s.IsSwissTeams() {
		return d.TeamsText()
	}
	return d.Text()
}
