package ui

import (
	"fmt"
	"image/color"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// completion offers the club's players as a name is typed: the player
// found is shown just under the field ("→ Anne Smith (12345)"), and → at
// the end of the field takes the name.
type completion struct {
	players []club.Player
	found   string
	// hint is small text kept under the field whether or not a player is
	// offered, so that rows do not move as names are typed.
	hint *canvas.Text
}

func newCompletion(players []club.Player) *completion {
	c := &completion{players: players, hint: canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))}
	c.hint.TextStyle = fyne.TextStyle{Italic: true}
	c.hint.TextSize = theme.CaptionTextSize()
	return c
}

// update looks for the player being typed.
func (c *completion) update(text string) {
	p, ok := club.CompleteName(c.players, text)
	c.found = ""
	c.hint.Text = ""
	if ok {
		c.found = p.Name
		c.hint.Text = "→ " + p.String() + "   (press → to take it)"
	}
	c.hint.Refresh()
}

// take puts the player found in the field when → is pressed at its end,
// and says whether it did.
func (c *completion) take(e *widget.Entry, ev *fyne.KeyEvent) bool {
	if ev.Name != fyne.KeyRight || c.found == "" || e.CursorColumn != len([]rune(e.Text)) {
		return false
	}
	e.SetText(c.found)
	e.CursorColumn = len([]rune(e.Text))
	e.Refresh()
	return true
}

// playerEntry is a player's name field with completion; Escape calls
// onEscape when set.
type playerEntry struct {
	widget.Entry
	c        *completion
	onEscape func()
}

func newPlayerEntry(players []club.Player, placeholder string, onEscape func()) *playerEntry {
	e := &playerEntry{c: newCompletion(players), onEscape: onEscape}
	e.ExtendBaseWidget(e)
	e.SetPlaceHolder(placeholder)
	e.OnChanged = e.c.update
	return e
}

func (e *playerEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	if e.c.take(&e.Entry, ev) {
		return
	}
	e.Entry.TypedKey(ev)
}

// withHint is the field with its player hint just under it.
func (e *playerEntry) withHint() fyne.CanvasObject {
	return container.NewVBox(e, e.c.hint)
}

// pairNamesRow lays out one pair's two name fields under its label.
func pairNamesRow(label string, names [2]*playerEntry) fyne.CanvasObject {
	bold := fyne.TextStyle{Bold: true}
	l := widget.NewLabelWithStyle(label, fyne.TextAlignLeading, bold)
	// Every row's label as wide as the widest a pair can have, so that the
	// name fields stand in one column down the page.
	widest := "Pair 99 EW"
	if strings.Contains(label, "·") {
		widest = "A · " + widest
	}
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(fyne.MeasureText(widest, theme.TextSize(), bold).Width+2*theme.InnerPadding(), 0))
	left := container.NewStack(room, l)
	return container.NewBorder(nil, nil, left, nil, container.NewGridWithColumns(2, names[0].withHint(), names[1].withHint()))
}

// playersDialog lists the club's players, searched by name or number as
// the director types.
func (w *Window) playersDialog() {
	if w.desk == nil {
		return
	}
	all, err := w.desk.Players()
	if err != nil {
		w.showError("The club's players could not be read", err)
		return
	}
	shown := all
	count := widget.NewLabel("")
	list := widget.NewList(func() int { return len(shown) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(playerText(shown[i])) })
	search := widget.NewEntry()
	search.SetPlaceHolder("search by name or number")
	say := func() {
		count.SetText(fmt.Sprintf("%d of the club's %d players", len(shown), len(all)))
	}
	search.OnChanged = func(text string) {
		shown = club.SearchPlayers(all, text)
		near := ""
		if len(shown) == 0 && strings.TrimSpace(text) != "" {
			// Nobody's name holds what is typed: the names spelt nearest
			// it, offered instead ("Uptn" finds Upton).
			if found, _, meant := club.MatchPlayer(all, text); found != nil {
				shown = []club.Player{*found}
			} else {
				shown = meant
			}
			if len(shown) > 0 {
				near = fmt.Sprintf("No name holds %q; the nearest spelling:", strings.TrimSpace(text))
			}
		}
		list.Refresh()
		say()
		if near != "" {
			count.SetText(near)
		}
	}
	say()
	const choose = "Choose a player for their sessions, partners and results."
	history := widget.NewLabel(choose)
	history.Wrapping = fyne.TextWrapWord
	var figures *figuresRow
	figures = newFiguresRow(w, func() {
		if again, err := w.desk.Players(); err == nil {
			all = again
			shown = club.SearchPlayers(all, search.Text)
			list.Refresh()
			say()
		}
		if figures.player.Name == "" {
			// No one chosen, or the chosen player is off the list.
			list.UnselectAll()
			history.SetText(choose)
			return
		}
		history.SetText(historyText(w.desk, figures.player.Name))
	})
	list.OnSelected = func(i widget.ListItemID) {
		if i < len(shown) {
			history.SetText(historyText(w.desk, shown[i].Name))
			figures.choose(shown[i])
		}
	}
	split := container.NewVSplit(list, container.NewVScroll(history))
	split.Offset = 0.55
	// A membership list adds players, their numbers and figures (a
	// Handicap column gives the handicaps the sessions use).
	members := widget.NewButton("Import membership list…", func() {
		w.importMembers(func(said string) {
			if again, err := w.desk.Players(); err == nil {
				all = again
				shown = club.SearchPlayers(all, search.Text)
				list.Refresh()
			}
			count.SetText(said)
		})
	})
	top := container.NewVBox(container.NewBorder(nil, nil, nil, members, search), count)
	d := dialog.NewCustom("The club's players", "Close", container.NewBorder(top, figures.content, nil, nil, split), w.win)
	d.Resize(fyne.NewSize(640, 600))
	w.showDialog(d)
	w.win.Canvas().Focus(search)
	w.players = &playersView{search: search, list: list, history: history, figures: figures, shown: func() []club.Player { return shown }}
}

// historyText is a player's sessions, newest first, as the dialog shows
// them.
func historyText(d *club.Desk, name string) string {
	who, list, err := d.PlayerHistory(name)
	if err != nil {
		return err.Error()
	}
	if len(list) == 0 {
		return standingText(d, who) + "\n" + who + " has no scored session yet."
	}
	lines := []string{standingText(d, who), fmt.Sprintf("%s: %d sessions", who, len(list))}
	for _, h := range list {
		lines = append(lines, fmt.Sprintf("%s  %s: pair %s with %s, %s, place %s", h.Date.Format("2 Jan 2006"), h.Name, h.Pair, h.Partner, h.Figure(), h.Rank))
	}
	return strings.Join(lines, "\n")
}

// playersView is the open players dialog, for tests.
type playersView struct {
	search  *widget.Entry
	list    *widget.List
	history *widget.Label
	figures *figuresRow
	shown   func() []club.Player
}

// importMembers asks for a membership list (CSV) and adds it to the
// club's players, then says what it did, and which rows it set aside,
// through said.
func (w *Window) importMembers(said func(string)) {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		n, aside, err := w.desk.ImportMembers(path)
		if err != nil {
			w.showError("The membership list was not imported", err)
			return
		}
		msg := fmt.Sprintf("%d players added or given a number, body or figure from %s.", n, filepath.Base(path))
		if len(aside) > 0 {
			msg += " Set aside: " + strings.Join(aside, "; ")
		}
		said(msg)
	}, w.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".csv", ".CSV", ".txt", ".TXT"}))
	d.Show()
	d.Resize(fyne.NewSize(800, 560))
}
