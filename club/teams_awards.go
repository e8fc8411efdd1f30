package club

import (
	"bridgescore/awards"
	"bridgescore/scoring"
)

// TeamAwards are what a teams ranking earns on a scale, each team's award
// in the ranking's order.
type TeamAwards struct {
	Scale   awards.Scale
	Awards  []awards.Award
	Explain string
}

// teamAwards works out a teams ranking's awards: the places as ranked, the
// boards a team played, and each team's matches won and drawn with the
// boards of a match (a Swiss's green points pay for each match).
func teamAwards(scale awards.Scale, st *scoring.TeamStandings) *TeamAwards {
	f := awards.Field{Teams: true}
	for _, t := range st.Teams {
		f.Places = append(f.Places, scoring.PlaceNumber(t.Rank))
		f.Won = append(f.Won, t.Won)
		f.Drawn = append(f.Drawn, t.Drawn)
		f.Boards = max(f.Boards, t.Boards)
	}
	for _, m := range st.Matches {
		n := m.ScaleBoards
		if n == 0 {
			n = len(m.Scorecard)
		}
		f.MatchBoards = max(f.MatchBoards, n)
	}
	r := scale.Award(f)
	return &TeamAwards{Scale: scale, Awards: r.Awards, Explain: r.Explain}
}
