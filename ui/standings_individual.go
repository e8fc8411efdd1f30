package ui

import (
	"fmt"

	"bridgescore/awards"
	"bridgescore/scoring"
)

// individualColumns head the standings of an individual: each player's
// place, number, name, total, percentage and the boards he played.
var individualColumns = [standingsCols]string{"Place", "Player", "Name", "Total", "%", "Boards", ""}

// individualHint says how an individual's players are ranked.
const individualHint = "Each player is credited with his side's score on every board he played. Click a player for his score card."

// refreshIndividual shows an individual's ranking of players as it
// stands; the traveller's points are its sides', scored as pairs are.
func (p *standingsPanel) refreshIndividual() {
	p.last, p.lines, p.teams = nil, nil, nil
	p.rows, p.pairIdx = p.rows[:0], p.pairIdx[:0]
	res, err := p.e.sess.IndividualStandings()
	if err != nil || len(p.e.sess.ScoringSession().Lines) == 0 {
		p.players = nil
		p.setProgress("")
		// Before the first result there is nothing to explain; after it,
		// why there is no ranking yet, in the service's words.
		p.hint.SetText("The standings appear with the first result.")
		if err != nil && len(p.e.sess.ScoringSession().Lines) > 0 {
			p.hint.SetText("No standings: " + err.Error())
		}
		p.table.Refresh()
		return
	}
	st := res.Standings
	p.players, p.playerUnit, p.playerExplain = st, "", res.Explain
	if res.Awards != nil {
		p.playerUnit = res.Scale.Unit()
	}
	field := "-"
	for i, pr := range st.Players {
		if pr.Field != field && pr.Field != "" {
			p.rows = append(p.rows, [standingsCols]string{"", pr.Field, scoring.FieldName(pr.Field)})
			p.pairIdx = append(p.pairIdx, -1)
		}
		field = pr.Field
		row := individualRow(pr)
		if res.Awards != nil && res.Awards[i] > 0 {
			row[awardCol] = res.Scale.Format(res.Awards[i])
		}
		p.rows = append(p.rows, row)
		p.pairIdx = append(p.pairIdx, -1)
	}
	method := "matchpoints"
	if st.Method.InIMPs() {
		method = "cross-IMPs"
	}
	p.title.SetTexts("Standings — individual, "+method, "Standings — individual", "Standings")
	p.setProgress("")
	if sides, err := p.e.sess.Standings(); err == nil {
		p.setProgress(sides.Words())
		p.keepLines(sides.Boards)
	}
	hint := individualHint
	if res.Awards != nil {
		hint += " " + awardsHint(res.Scale)
	}
	p.hint.SetText(hint)
	p.showRows()
}

// individualRow is what the screen shows for one player.
func individualRow(pr scoring.PlayerResult) [standingsCols]string {
	return [standingsCols]string{pr.Rank, pr.ID, pr.Name, ratText(pr.Total), ratText(pr.Percent), fmt.Sprint(pr.Boards)}
}

// individualHeading heads a column of an individual's standings.
func (p *standingsPanel) individualHeading(col int) string {
	if col == 4 && p.players != nil && p.players.Method.InIMPs() {
		return ""
	}
	if col == 3 && p.players != nil && p.players.Method.InIMPs() {
		return "IMPs"
	}
	if col == awardCol {
		return p.playerUnit
	}
	return individualColumns[col]
}

// awardsHint names the scale a ranking's master points are worked out on
// and where the director reads how.
func awardsHint(s awards.Scale) string {
	return "Master points: " + s.Title() + " (Session ▸ Master points and handicaps… says how they were worked out)."
}
