package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// swissColumns head the standings of a Swiss pairs: each pair's place,
// number, players, victory points and rounds played.
var swissColumns = [standingsCols]string{"Place", "Pair", "Names", "VPs", "Rounds", "", ""}

// refreshSwiss shows a Swiss pairs' standings after the rounds scored, in
// victory points, says what comes next, and offers the next round's draw
// once the round before is complete. The traveller's points are each
// board's, scored across the field of its round.
func (p *standingsPanel) refreshSwiss() {
	p.last, p.lines, p.teams, p.players = nil, nil, nil, nil
	p.rows, p.pairIdx = p.rows[:0], p.pairIdx[:0]
	now, err := p.e.sess.SwissPairs()
	if err != nil {
		p.swiss = nil
		p.hint.SetText("No standings: " + err.Error())
		p.table.Refresh()
		return
	}
	p.swiss = now
	var before []string
	if a := now.Awards; a != nil {
		before = append(before, awardsHint(a.Scale))
	}
	for i, st := range now.Standings.Final() {
		row := [standingsCols]string{st.Rank, st.Pair, strings.Join(st.Names, " & "), scoring.FormatPoints(st.Score), fmt.Sprint(st.Rounds)}
		if a := now.Awards; a != nil && a.Awards[i] > 0 {
			row[awardCol] = a.Scale.Format(a.Awards[i])
		}
		p.rows = append(p.rows, row)
		p.pairIdx = append(p.pairIdx, -1)
	}
	p.title.SetTexts(fmt.Sprintf("Standings — Swiss pairs, %d of %d rounds drawn", now.Drawn, now.Rounds), "Standings — Swiss pairs", "Standings")
	p.setProgress("")
	p.showSwissProgress(&now.SwissProgress, before)
	if sides, err := p.e.sess.Standings(); err == nil {
		p.keepLines(sides.Boards)
	}
	p.showRows()
}

// showSwissProgress says under a Swiss's standings what comes next (and
// any draw a correction has made wrong), after the lines before, and
// offers the next round's draw once the round before is complete.
func (p *standingsPanel) showSwissProgress(now *club.SwissProgress, before []string) {
	hint := append(before, now.Next)
	for _, c := range now.Changes {
		hint = append(hint, fmt.Sprintf("After a correction, round %d would have been drawn otherwise: %s", c.Round, c.Words))
	}
	p.hint.SetText(strings.Join(hint, "\n"))
	if p.printDrawButton != nil {
		p.printDrawButton.SetText(fmt.Sprintf("Print round %d's draw…", now.Drawn))
	}
	if p.drawButton != nil {
		p.drawButton.SetText(fmt.Sprintf("Draw round %d…", now.Drawn+1))
		if now.Drawn >= now.Rounds {
			p.drawButton.SetText(fmt.Sprintf("All %d rounds drawn", now.Rounds))
		}
		if now.Complete && now.Drawn < now.Rounds {
			p.drawButton.Enable()
		} else {
			p.drawButton.Disable()
		}
	}
}

// refreshSwissTeams adds to a Swiss teams' standings, ranked as a teams
// night's (res, as refreshTeams shows them), the rounds drawn, the last
// round's matches and bye, what comes next, and the next round's draw
// once the round before is complete.
func (p *standingsPanel) refreshSwissTeams(res *club.TeamsResult) {
	now := res.Swiss
	p.title.SetTexts(fmt.Sprintf("Standings — Swiss teams, %d of %d rounds drawn", now.Drawn, now.Rounds), "Standings — Swiss teams", "Standings")
	// The teams' hint (click a team for its matches), then the round
	// last played: its matches and bye (while it is played, what comes
	// next says how far it has come and who has the bye).
	before := []string{p.hint.Text}
	if words := res.RoundsWords(); now.Complete && now.Drawn > 0 && now.Drawn <= len(words) {
		before = append(before, words[now.Drawn-1])
	}
	p.showSwissProgress(now, before)
}

// drawDialog draws the next round of the open Swiss (pairs or teams) and
// shows it, each table (or match) and why, with a place to swap two
// pairs (or teams) before play.
func (e *entryScreen) drawDialog() {
	d, err := e.sess.DrawNextRound()
	if err != nil {
		e.w.showError("The next round was not drawn", err)
		return
	}
	e.lateChanged()
	e.status.SetText(fmt.Sprintf("Round %d drawn: the tables' phones show each pair its table and opponents. Ctrl+Z undoes the draw.", d.Round))
	e.showDraw(d)
}

// drawView is a round shown as drawn: its words, and the two pairs the
// director types to swap, with what came of the swap.
type drawView struct {
	text, said *widget.Label
	swap       *widget.Entry
	do         func()
	// print asks where to save the round's draw sheet and saves it.
	print func() *saveAsk
}

// showDraw shows a round as drawn, and lets the director swap two of its
// pairs before any result is in; a swap into a rematch is asked about
// first.
func (e *entryScreen) showDraw(d *movements.Draw) *drawView {
	text := widget.NewLabel(e.sess.DrawText(d))
	text.TextStyle = fyne.TextStyle{Monospace: true}
	swap := widget.NewEntry()
	swap.SetPlaceHolder(fmt.Sprintf("two %ss to swap, e.g. 3,8", e.swissOne()))
	said := widget.NewLabel("")
	said.Wrapping = fyne.TextWrapWord
	do := func() {
		a, b, ok := strings.Cut(swap.Text, ",")
		if !ok {
			said.SetText(fmt.Sprintf("Type the two %ss to swap, with a comma between them: 3,8.", e.swissOne()))
			return
		}
		a, b = strings.TrimSpace(a), strings.TrimSpace(b)
		swapped := func(rematchOK bool) error {
			got, err := e.sess.SwapSwiss(a, b, rematchOK)
			if err != nil {
				return err
			}
			e.lateChanged()
			text.SetText(e.sess.DrawText(got))
			said.SetText(fmt.Sprintf("%s and %s swapped.", a, b))
			swap.SetText("")
			return nil
		}
		err := swapped(false)
		if errors.Is(err, club.ErrSwapRematch) {
			said.SetText("Not swapped yet: " + err.Error())
			e.w.showDialog(dialog.NewConfirm("Swap into a rematch?", err.Error(), func(yes bool) {
				if yes {
					if err := swapped(true); err != nil {
						said.SetText("Not swapped: " + err.Error())
					}
				}
			}, e.w.win))
			return
		}
		if err != nil {
			said.SetText("Not swapped: " + err.Error())
		}
	}
	swap.OnSubmitted = func(string) { do() }
	print := func() *saveAsk { return e.printDraw(d.Round) }
	form := container.NewBorder(nil, said, nil, container.NewHBox(widget.NewButton("Swap", do), widget.NewButton("Print the draw…", func() { print() })), swap)
	content := container.NewBorder(nil, form, nil, nil, container.NewVScroll(text))
	dl := dialog.NewCustom(fmt.Sprintf("Round %d", d.Round), "Close", content, e.w.win)
	dl.Resize(fyne.NewSize(720, 520))
	e.w.showDialog(dl)
	return &drawView{text: text, said: said, swap: swap, do: do, print: print}
}

// printDraw asks where to save a round's draw sheet, a PDF (or a web page
// for the tables' phones when the name ends in .html), saves it as the
// round then stands, and opens it for printing.
func (e *entryScreen) printDraw(round int) *saveAsk {
	file := fmt.Sprintf("%s round %d draw.pdf", fileName(e.sess.Info().Name), round)
	return e.w.askSavePath("Save the draw", e.w.app.Preferences().String(prefReportDir), file, e.sess.CheckPrint, func(path string) {
		ext := strings.ToLower(filepath.Ext(path))
		e.printed(path, e.sess.PrintDraw(round, path, ext == ".html" || ext == ".htm", e.paper()))
	})
}

// swissOne is what one competitor of the open Swiss is called.
func (e *entryScreen) swissOne() string {
	if e.sess.IsSwissTeams() {
		return "team"
	}
	return "pair"
}
