package ui

import (
	"fmt"
	"math/big"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/scoring"
)

// teamsColumns head the standings of a teams session: the team's place,
// number and players, what it has taken from its matches (VPs, IMPs or
// board points), its net IMPs, and the matches it has played.
var teamsColumns = [standingsCols]string{"Place", "Team", "Players", "VPs", "IMPs", "Matches", ""}

// teamsHint says what a click on a team shows.
const teamsHint = "Click a team for its matches."

// teamsAwardsHint says it of a session that awards master points.
const teamsAwardsHint = "Click a team for its matches and how its award was worked out."

// refreshTeams shows a teams session's ranking as it stands, each match
// scored on the boards whose two rooms are in, and gives it (nil when it
// cannot be scored).
func (p *standingsPanel) refreshTeams() *club.TeamsResult {
	p.last, p.lines = nil, nil
	p.rows, p.pairIdx, p.teamNames = p.rows[:0], p.pairIdx[:0], p.teamNames[:0]
	res, err := p.e.sess.TeamsStandings()
	if err != nil || len(p.e.sess.ScoringSession().Lines) == 0 {
		p.teams, p.teamAwards = nil, nil
		p.setProgress("")
		p.hint.SetText("The standings appear with the first result.")
		if err != nil {
			p.hint.SetText("No standings: " + err.Error())
		}
		p.table.Refresh()
		return res
	}
	st := res.Standings
	p.teams, p.teamAwards = st, res.Awards
	for i, t := range st.Teams {
		players := strings.Join(t.Players, ", ")
		p.rows = append(p.rows, [standingsCols]string{t.Rank, t.ID, or(players, t.Name), ratText(t.Total), impsText(t.IMPs), fmt.Sprint(t.Matches), p.teamAward(i)})
		p.pairIdx = append(p.pairIdx, -1)
		p.teamNames = append(p.teamNames, t.Name)
	}
	p.title.SetTexts("Standings — teams, "+teamsMethodName(st), "Standings — teams", "Standings")
	done := 0
	for _, m := range st.Matches {
		if m.Complete {
			done++
		}
	}
	p.setProgress("")
	if done < len(st.Matches) {
		p.setProgress(fmt.Sprintf("%d of %d matches complete", done, len(st.Matches)))
	}
	p.hint.SetText(teamsHint)
	if p.teamAwards != nil {
		p.hint.SetText(teamsAwardsHint)
	}
	p.lines = teamLines(res)
	p.showRows()
	return res
}

// teamAward is the i-th team's award as the column shows it; "" for
// none.
func (p *standingsPanel) teamAward(i int) string {
	if a := p.teamAwards; a != nil && a.Awards[i] > 0 {
		return a.Scale.Format(a.Awards[i])
	}
	return ""
}

// teamLines are the IMPs (or points) each room's line earned its two
// teams, as the service gives them, by the traveller's rows.
func teamLines(res *club.TeamsResult) map[lineKey]scoring.LineResult {
	out := map[lineKey]scoring.LineResult{}
	for k, l := range res.LinePoints() {
		out[lineKey{k.Section, k.Board, k.NS, k.EW}] = l
	}
	return out
}

// teamsMethodName is how a teams session is scored, in a director's
// words.
func teamsMethodName(st *scoring.TeamStandings) string {
	switch st.Method {
	case scoring.TeamVPs:
		return "VPs (" + string(st.Scale) + ")"
	case scoring.TeamIMPs:
		return "IMPs"
	case scoring.BoardAMatch:
		return "board-a-match"
	case scoring.PointABoard:
		return "point-a-board"
	}
	return "aggregate"
}

// impsText is a team's net IMPs, signed, whole where they are (as they
// are but for an adjusted score); "" for a method without IMPs.
func impsText(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return signedPoints(r)
}

func or(s, els string) string {
	if s == "" {
		return els
	}
	return s
}

// teamsPointsHeading heads the points a teams night's lines earned each
// way: IMPs, or the board's points in board-a-match, point-a-board and
// aggregate.
func teamsPointsHeading(m scoring.TeamMethod) string {
	if m == scoring.TeamVPs || m == scoring.TeamIMPs {
		return "IMPs"
	}
	return "Points"
}

// teamsHeading heads a column of a teams session's standings.
func (p *standingsPanel) teamsHeading(col int) string {
	h := teamsColumns[col]
	if col == awardCol && p.teamAwards != nil {
		return p.teamAwards.Scale.Unit()
	}
	if col == 3 && p.teams != nil {
		switch p.teams.Method {
		case scoring.TeamIMPs:
			h = "Total"
		case scoring.BoardAMatch, scoring.PointABoard, scoring.TeamAggregate:
			h = "Points"
		}
	}
	return h
}

// teamCard shows a team's matches: each opponent, the IMPs and the score
// each way, and whether the match is complete.
func (p *standingsPanel) teamCard(row int) {
	if p.teams == nil || row < 0 || row >= len(p.rows) {
		return
	}
	id := p.rows[row][1]
	bold := fyne.TextStyle{Bold: true}
	box := container.NewVBox(widget.NewLabelWithStyle(fmt.Sprintf("Team %s — %s", id, p.rows[row][2]), fyne.TextAlignLeading, bold))
	head := container.New(teamCardColumns)
	for _, h := range []string{"Round", "Against", "At", "IMPs", "Score"} {
		head.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, bold))
	}
	box.Add(head)
	for _, m := range p.teams.Matches {
		own, other, at := 0, m.Away, "home"
		switch id {
		case m.Home:
		case m.Away:
			own, other, at = 1, m.Home, "away"
		default:
			continue
		}
		imps, score := "", "to play"
		if m.IMPs[0] != nil {
			imps = fmt.Sprintf("%s–%s", scoring.FormatPoints(m.IMPs[own]), scoring.FormatPoints(m.IMPs[1-own]))
		}
		if m.Score[0] != nil {
			score = fmt.Sprintf("%s–%s", ratText(m.Score[own]), ratText(m.Score[1-own]))
			if !m.Complete {
				score += " so far"
			}
		}
		box.Add(container.New(teamCardColumns, widget.NewLabel(fmt.Sprint(m.Round)), widget.NewLabel(other),
			widget.NewLabel(at), widget.NewLabel(imps), widget.NewLabel(score)))
	}
	box.Add(widget.NewLabelWithStyle(fmt.Sprintf("Total %s, place %s", p.rows[row][3], p.rows[row][0]), fyne.TextAlignLeading, bold))
	if a := p.teamAwards; a != nil {
		award := "No award"
		if p.rows[row][awardCol] != "" {
			award = fmt.Sprintf("Award %s %s", p.rows[row][awardCol], a.Scale.Unit())
		}
		box.Add(widget.NewLabelWithStyle(award, fyne.TextAlignLeading, bold))
		explained := widget.NewLabel(a.Explain)
		explained.Wrapping = fyne.TextWrapWord
		box.Add(explained)
	}
	d := dialog.NewCustom("Matches — team "+id, "Close", container.NewVScroll(box), p.e.w.win)
	d.Resize(fyne.NewSize(640, 480))
	p.e.w.showDialog(d)
}

// teamCardColumns are the widths of a team's match line: round, against,
// home or away, IMPs; the score takes the rest.
var teamCardColumns = columns{64, 80, 70, 110, 0}
