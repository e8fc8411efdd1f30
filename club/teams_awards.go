package club

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"bridgescore/awards"
	"bridgescore/interchange"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// RankingAwards are what a ranking of teams or of a Swiss's pairs earns on
// a scale, each competitor's award in the ranking's order, as the reports
// print them.
type RankingAwards = reports.RankingAwards

// teamAwards works out a teams ranking's awards: the places as ranked, the
// boards a team played, and each team's matches won and drawn with the
// boards of a match (a Swiss's green points pay for each match).
func teamAwards(scale awards.Scale, st *scoring.TeamStandings) *RankingAwards {
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
	return &RankingAwards{Scale: scale, Awards: r.Awards, Explain: r.Explain}
}

// awardTeams adds to a stored teams session's result the master points it
// awards as set (Desk.SetAwards, NewTeams.Awards); none when it awards
// none, nor before a match has a score (every team would share the
// first place's).
//
// Codes: Invalid (settings kept that are no longer ones).
func (d *Desk) awardTeams(id int64, res *TeamsResult) error {
	if !anyMatchScored(res.Standings) {
		return nil
	}
	a, err := d.SessionAwards(id)
	if err != nil || a.Scale == "" {
		return err
	}
	p, err := a.parse()
	if err != nil {
		return err
	}
	res.Awards = teamAwards(p.scale, res.Standings)
	return nil
}

func anyMatchScored(st *scoring.TeamStandings) bool {
	for _, m := range st.Matches {
		if m.Score[0] != nil {
			return true
		}
	}
	return false
}

// teamPoints are the awards a teams night's players earned, by player's
// name as the night writes it: each player his team's.
func (d *Desk) teamPoints(in SessionInfo) (map[string]PlayerAward, error) {
	res, err := d.TeamsScored(in.ID)
	if err != nil || res.Awards == nil {
		return nil, nil // no results that score: nothing earned
	}
	out := map[string]PlayerAward{}
	a := res.Awards
	for i, t := range res.Standings.Teams {
		if a.Awards[i] == 0 {
			continue
		}
		aw := PlayerAward{Session: in.ID, Name: in.Name, Date: in.Date, Pair: "Team " + t.ID, Place: t.Rank, Scale: a.Scale, Award: a.Awards[i]}
		for _, n := range t.Players {
			out[n] = aw
		}
	}
	return out, nil
}

// awardDisagreements says where the master points a teams file records
// of the scale's kind differ from those worked out on it: a file's green
// and ABF points are read in hundredths, as their programs write them.
func awardDisagreements(tf *interchange.TeamsFile, a *RankingAwards, st *scoring.TeamStandings) []string {
	var differ []string
	for i, t := range st.Teams {
		rec := tf.Recorded.Teams[t.ID]
		if rec.MasterPoints == nil || !strings.EqualFold(rec.MasterPointType, a.Scale.PointType()) {
			continue
		}
		recorded := new(big.Rat).Set(rec.MasterPoints)
		if a.Scale.WrittenInHundredths() {
			recorded.Quo(recorded, big.NewRat(100, 1))
		}
		if recorded.Cmp(a.Awards[i].Rat()) != 0 {
			differ = append(differ, fmt.Sprintf("team %s: the file %s, here %s", t.ID, recorded.FloatString(2), a.Scale.Format(a.Awards[i])))
		}
	}
	if len(differ) == 0 {
		return nil
	}
	return []string{fmt.Sprintf("%d of the file's awards differ from these on %s (%s): its program may have set other figures",
		len(differ), a.Scale, strings.Join(differ, "; "))}
}

// Printed is the result as the reports print it, under the title given
// when the result has none of its own.
func (r *TeamsResult) Printed(title string) *reports.TeamsResults {
	if r.File.Name != "" {
		title = r.File.Name
	}
	return &reports.TeamsResults{Club: r.File.Club, Title: title, Date: r.File.Date, Standings: r.Standings,
		Notes: append(slices.Clone(r.Notes), r.RoundsWords()...), Awards: r.Awards}
}

// usebioTeamAwards are a teams result's master points as USEBIO carries
// them, each team's that earned any by its id; nil for none.
func usebioTeamAwards(res *TeamsResult) *interchange.USEBIOAwards {
	a := res.Awards
	if a == nil {
		return nil
	}
	out := &interchange.USEBIOAwards{}
	writtenOn(out, a.Scale)
	for i, t := range res.Standings.Teams {
		if a.Awards[i] > 0 {
			out.Points[interchange.AwardPair{ID: t.ID}] = a.Scale.Format(a.Awards[i])
		}
	}
	return out
}
