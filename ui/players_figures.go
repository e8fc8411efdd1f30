package ui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// figuresRow types the chosen player's masterpoint holding (which sets
// the pair's stratum) and handicap (used in place of one worked out from
// the player's sessions), and whether the club's results website shows
// the player's initials only, in the players dialog.
type figuresRow struct {
	w          *Window
	mps, hcap  *widget.Entry
	save       *widget.Button
	undo, redo *widget.Button
	hidden     *widget.Check
	who        *widget.Label
	// said is what the latest undo or redo did, or why it did nothing.
	said    *widget.Label
	player  club.Player
	saved   func()
	content fyne.CanvasObject
}

func newFiguresRow(w *Window, saved func()) *figuresRow {
	r := &figuresRow{w: w, mps: widget.NewEntry(), hcap: widget.NewEntry(), who: widget.NewLabel(""), said: widget.NewLabel(""), saved: saved}
	r.mps.SetPlaceHolder("masterpoints")
	r.hcap.SetPlaceHolder("handicap")
	r.save = widget.NewButton("Save", r.store)
	r.save.Disable()
	r.hidden = widget.NewCheck("Initials only on the website", nil)
	r.hidden.Disable()
	r.undo = widget.NewButton("Undo", func() { r.step("undone", w.desk.UndoRegister) })
	r.redo = widget.NewButton("Redo", func() { r.step("redone", w.desk.RedoRegister) })
	r.said.Truncation = fyne.TextTruncateEllipsis
	figures := container.NewBorder(nil, nil, r.who, container.NewHBox(r.hidden, r.save), container.NewGridWithColumns(2, r.mps, r.hcap))
	r.content = container.NewVBox(figures, container.NewBorder(nil, nil, container.NewHBox(r.undo, r.redo), nil, r.said))
	return r
}

// step takes back or repeats the latest change to the players register
// (figures or a player's showing on the website, whoever's it was) and
// says what it was; the player chosen is shown as the register now has
// them.
func (r *figuresRow) step(done string, walk func() (club.Step, error)) {
	st, err := walk()
	if err != nil {
		r.said.SetText("Nothing " + done + ": " + err.Error())
		return
	}
	r.said.SetText(strings.ToUpper(done[:1]) + done[1:] + ": " + st.What)
	if r.player.Name != "" {
		r.rechoose()
	}
	r.saved()
}

// rechoose shows the player chosen as the register now has them, or no
// one when a step took the player off the list (a membership list
// undone).
func (r *figuresRow) rechoose() {
	players, err := r.w.desk.Players()
	if err != nil {
		return
	}
	for _, p := range players {
		if p.Name == r.player.Name && p.Number == r.player.Number {
			r.choose(p)
			return
		}
	}
	r.unchoose()
}

// hide says, as the box is ticked, whether the results website shows
// the player's initials only; the change is the register's, which
// players --undo takes back.
func (r *figuresRow) hide(on bool) {
	who := r.player.Name
	if r.player.Number != "" {
		who = r.player.Number
	}
	if err := r.w.desk.SetPlayerHidden(who, on); err != nil {
		r.w.showError("The player's showing on the website was not changed", err)
		return
	}
	r.saved()
}

// choose shows a player's figures for typing.
func (r *figuresRow) choose(p club.Player) {
	r.player = p
	r.who.SetText(p.Name + ":")
	r.mps.SetText(p.Masterpoints)
	r.hcap.SetText(p.Handicap)
	r.save.Enable()
	r.hidden.OnChanged = nil
	r.hidden.SetChecked(p.Hidden)
	r.hidden.OnChanged = r.hide
	r.hidden.Enable()
	// The name beside the fields is as wide as it now is.
	r.content.Refresh()
}

// unchoose leaves the fields empty, with no player to save them for.
func (r *figuresRow) unchoose() {
	r.player = club.Player{}
	r.who.SetText("")
	r.mps.SetText("")
	r.hcap.SetText("")
	r.save.Disable()
	r.hidden.OnChanged = nil
	r.hidden.SetChecked(false)
	r.hidden.Disable()
	r.content.Refresh()
}

// store saves the figures typed; the service refuses what is not a
// number.
func (r *figuresRow) store() {
	who := r.player.Name
	if r.player.Number != "" {
		who = r.player.Number
	}
	m, h := r.mps.Text, r.hcap.Text
	if err := r.w.desk.SetPlayerFigures(who, &m, &h); err != nil {
		r.w.showError("The player's figures were not saved", err)
		return
	}
	r.saved()
}

// playerText is a player as the players dialog lists them: the name and
// number, then the holding and handicap where known.
func playerText(p club.Player) string {
	parts := []string{p.String()}
	if p.Masterpoints != "" {
		parts = append(parts, p.Masterpoints+" MP")
	}
	if p.Handicap != "" {
		parts = append(parts, "h'cap "+p.Handicap)
	}
	if p.Hidden {
		parts = append(parts, "initials on the website")
	}
	return strings.Join(parts, " · ")
}

// standingText is a player's points this year and handicap today, for
// the players dialog.
func standingText(d *club.Desk, name string) string {
	s, err := d.PlayerStanding(name, time.Now())
	if err != nil {
		return err.Error()
	}
	var lines []string
	for _, p := range s.Points {
		lines = append(lines, fmt.Sprintf("Points this year: %s %s from %d awards", p.Format(p.Total), p.Unit(), len(p.Awards)))
	}
	if len(lines) == 0 {
		lines = append(lines, "Points this year: none")
	}
	why, err := d.HandicapWords(name, time.Now())
	if err != nil {
		why = []string{err.Error()}
	}
	return strings.Join(append(lines, why...), "\n")
}
