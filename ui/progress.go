package ui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// refreshGrid shows each table's rounds: entered, missing, late, the round
// each table is on, and which rounds are locked, with a button to lock or
// unlock each round and one to move a table on.
func (t *tablesOn) refreshGrid() {
	cells := t.sess.Progress()
	// The tables in the service's order: section by section, table by
	// table.
	type place struct {
		section string
		table   int
	}
	var order []place
	rounds := 0
	byPlace := map[place]map[int]club.Cell{}
	locked := t.sess.LockedRounds()
	for _, c := range cells {
		p := place{c.Section, c.Table}
		if byPlace[p] == nil {
			byPlace[p] = map[int]club.Cell{}
			order = append(order, p)
		}
		byPlace[p][c.Round] = c
		rounds = max(rounds, c.Round)
	}
	grid := container.NewGridWithColumns(rounds + 2)
	grid.Add(widget.NewLabelWithStyle("Table", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for r := 1; r <= rounds; r++ {
		grid.Add(widget.NewLabelWithStyle("R"+strconv.Itoa(r), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	grid.Add(widget.NewLabel(""))
	for _, p := range order {
		grid.Add(widget.NewLabel(tableName(p.section, p.table)))
		on := 0
		for r := 1; r <= rounds; r++ {
			c := byPlace[p][r]
			if c.On {
				on = r
			}
			grid.Add(progressCell(c))
		}
		grid.Add(t.moveOnButton(p.section, p.table, on, rounds))
	}
	grid.Add(widget.NewLabel(""))
	for r := 1; r <= rounds; r++ {
		label := "Lock"
		if locked[r] {
			label = "Unlock"
		}
		grid.Add(widget.NewButton(label, func() { t.lock(r, !locked[r]) }))
	}
	grid.Add(widget.NewLabel(""))
	t.grid.Objects = []fyne.CanvasObject{grid}
	t.grid.Refresh()
}

// moveOnButton moves a table on to its next round, when it cannot play a
// board of the round it is on; nothing after the last round.
func (t *tablesOn) moveOnButton(section string, table, on, rounds int) fyne.CanvasObject {
	if on == 0 || on >= rounds {
		return widget.NewLabel("")
	}
	return widget.NewButton(fmt.Sprintf("To R%d", on+1), func() {
		if err := t.sess.MoveTableOn(section, table, on+1); err != nil {
			t.latest.SetText(tableName(section, table) + " could not be moved on: " + err.Error())
		} else {
			t.latest.SetText(fmt.Sprintf("%s moved on to round %d: the board it left is yours to rule on.", tableName(section, table), on+1))
		}
		t.refreshGrid()
	})
}

// progressCell says how far a table is with a round: "4/4" entered,
// "2/4 late" when most tables have moved past it, "▶" on the round the
// table is on, "–" where it does not play.
func progressCell(c club.Cell) fyne.CanvasObject {
	l := widget.NewLabel("–")
	l.Alignment = fyne.TextAlignCenter
	if c.Boards == 0 {
		return l
	}
	l.SetText(fmt.Sprintf("%d/%d", c.Entered, c.Boards))
	switch {
	case c.Entered == c.Boards:
		l.Importance = widget.SuccessImportance
	case c.Late:
		l.SetText(l.Text + " late")
		l.Importance = widget.DangerImportance
	case c.On:
		l.SetText("▶ " + l.Text)
	}
	if c.Locked {
		l.SetText(l.Text + " locked")
	}
	return l
}

// lock locks a round (the tables can no longer correct it) or unlocks it.
func (t *tablesOn) lock(round int, locked bool) {
	if err := t.sess.LockRound(round, locked); err != nil {
		t.latest.SetText("Round " + strconv.Itoa(round) + " could not be changed: " + err.Error())
	}
	t.refreshGrid()
}
