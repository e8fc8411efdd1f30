package ui

import (
	"context"
	"fmt"
	"net"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/reports"
	"bridgescore/tables"
)

// tablesOn is the table server the window runs for the open session: the
// tables enter their results on their phones, each result goes into the
// club database through a copy of the session of its own, and the window
// reads it back at once.
type tablesOn struct {
	e    *entryScreen
	sess *club.OpenSession // the server's own copy of the session
	srv  *tables.Server
	addr string
	pin  string
	stop context.CancelFunc
	done chan error

	grid    *fyne.Container
	latest  *widget.Label
	content fyne.CanvasObject
}

// tablesListen is where the window's table server listens: the machine's
// address on the club's network; tests set a free loopback port.
var tablesListen = tables.DefaultListen

// tablesDialog starts the tables (if they are not on) and shows their
// codes and progress.
func (e *entryScreen) tablesDialog() {
	if e.tables == nil {
		t, err := startTables(e)
		if err != nil {
			e.w.showError("The tables could not be started", err)
			return
		}
		e.tables = t
		e.sess.SetTablesAddress(t.addr)
		e.status.SetText("Tables on at http://" + t.addr + " — each table scans its code (Ctrl+T shows them).")
	}
	t := e.tables
	t.refreshGrid()
	d := dialog.NewCustom("Tables on", "Close", t.content, e.w.win)
	d.Resize(fyne.NewSize(900, 640))
	e.w.showDialog(d)
}

func startTables(e *entryScreen) (*tablesOn, error) {
	sess, err := e.w.desk.Open(e.sess.ID())
	if err != nil {
		return nil, err
	}
	t := &tablesOn{e: e, sess: sess, done: make(chan error, 1)}
	srv, err := tables.New(sess, tables.Options{Entered: func(club.Entered) {
		// Handed to the main goroutine, which does not wait for it: the
		// window reads the server back, and this runs under its lock.
		e.w.jobs.deliver(t.entered)
	}})
	if err != nil {
		sess.Close()
		return nil, err
	}
	ln, err := net.Listen("tcp", tablesListen())
	if err != nil {
		sess.Close()
		return nil, err
	}
	if t.pin, err = sess.DirectorPIN(); err != nil {
		ln.Close()
		sess.Close()
		return nil, err
	}
	t.srv, t.addr = srv, ln.Addr().String()
	ctx, stop := context.WithCancel(context.Background())
	t.stop = stop
	go func() { t.done <- tables.Serve(ctx, ln, srv, 10*time.Second) }()
	t.build()
	return t, nil
}

// off stops the server once the requests in flight are answered; every
// result acknowledged is already stored.
func (t *tablesOn) off() {
	t.stop()
	<-t.done
	t.sess.Close()
}

// entered shows a result a table has just stored: the window's copy of
// the session is read again, and the traveller, standings and progress
// follow.
func (t *tablesOn) entered() {
	e := t.e
	if e.tables != t {
		return // the tables were turned off meanwhile
	}
	if err := e.sess.Refresh(); err != nil {
		e.status.SetText("A table's result could not be shown: " + err.Error())
		return
	}
	e.reload()
	t.latest.SetText("Last result from the tables at " + time.Now().Format("15:04:05"))
	t.refreshGrid()
}

// changed tells the server of a change made in the window, so that the
// tables see it.
func (t *tablesOn) changed() {
	if err := t.srv.Refresh(); err != nil {
		t.e.status.SetText("The tables could not be told of the change: " + err.Error())
	}
}

// build lays out the address, the director's PIN, each table's code and
// QR code, and the progress grid.
func (t *tablesOn) build() {
	off := widget.NewButton("Tables off", func() {
		t.e.tablesOff()
		if d := t.e.w.dialog; d != nil {
			d.Hide()
		}
	})
	head := widget.NewLabel(fmt.Sprintf("The tables open http://%s/t/CODE on a phone on the club's network, "+
		"or scan their QR code. Director's PIN: %s.", t.addr, t.pin))
	head.Wrapping = fyne.TextWrapWord
	t.latest = widget.NewLabel("No result from the tables yet.")
	t.grid = container.NewGridWithColumns(1)
	codes := container.NewGridWrap(fyne.NewSize(190, 250))
	list, err := t.sess.TableCodes()
	if err != nil {
		head.SetText(head.Text + " The codes could not be read: " + err.Error())
	}
	for _, c := range list {
		codes.Add(tableCard(c, tables.URL(t.addr, c.Code)))
	}
	tabs := container.NewAppTabs(
		container.NewTabItem("Progress", container.NewBorder(t.latest, nil, nil, nil, container.NewScroll(t.grid))),
		container.NewTabItem("Table codes", container.NewVScroll(codes)),
	)
	cards := widget.NewButton("Print table cards…", func() {
		if d := t.e.w.dialog; d != nil {
			d.Hide()
		}
		t.e.saveReport([]club.Report{club.GuideCards}, "pdf")
	})
	t.content = container.NewBorder(container.NewBorder(nil, nil, nil, container.NewHBox(cards, off), head), nil, nil, nil, tabs)
}

// tableName is a table as its card names it: "Table 3", "A · Table 3".
func tableName(section string, table int) string {
	if section == "" {
		return "Table " + strconv.Itoa(table)
	}
	return section + " · Table " + strconv.Itoa(table)
}

// tableCard is one table's code and QR code, as the phones scan it.
func tableCard(c club.TableCode, url string) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(tableName(c.Section, c.Table), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	code := widget.NewLabelWithStyle(c.Code, fyne.TextAlignCenter, fyne.TextStyle{Monospace: true})
	var img fyne.CanvasObject = widget.NewLabel(url)
	if q, err := reports.QRImage(url); err == nil {
		i := canvas.NewImageFromImage(q)
		i.FillMode = canvas.ImageFillContain
		i.ScaleMode = canvas.ImageScalePixels
		i.SetMinSize(fyne.NewSize(160, 160))
		img = i
	}
	return container.NewVBox(title, img, code)
}

// refreshGrid shows each table's rounds: entered, missing, late, and
// which rounds are locked, with a button to lock or unlock each.
func (t *tablesOn) refreshGrid() {
	cells, err := t.srv.Progress()
	if err != nil {
		t.latest.SetText("The progress could not be read: " + err.Error())
		return
	}
	// The tables in the server's order: section by section, table by
	// table.
	type place struct {
		section string
		table   int
	}
	var order []place
	rounds := 0
	byPlace := map[place]map[int]tables.Cell{}
	locked := map[int]bool{}
	for _, c := range cells {
		p := place{c.Section, c.Table}
		if byPlace[p] == nil {
			byPlace[p] = map[int]tables.Cell{}
			order = append(order, p)
		}
		byPlace[p][c.Round] = c
		rounds = max(rounds, c.Round)
		locked[c.Round] = locked[c.Round] || c.Locked
	}
	grid := container.NewGridWithColumns(rounds + 1)
	grid.Add(widget.NewLabelWithStyle("Table", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for r := 1; r <= rounds; r++ {
		grid.Add(widget.NewLabelWithStyle("R"+strconv.Itoa(r), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	for _, p := range order {
		grid.Add(widget.NewLabel(tableName(p.section, p.table)))
		for r := 1; r <= rounds; r++ {
			grid.Add(progressCell(byPlace[p][r]))
		}
	}
	grid.Add(widget.NewLabel(""))
	for r := 1; r <= rounds; r++ {
		r := r
		label := "Lock"
		if locked[r] {
			label = "Unlock"
		}
		grid.Add(widget.NewButton(label, func() { t.lock(r, !locked[r]) }))
	}
	t.grid.Objects = []fyne.CanvasObject{grid}
	t.grid.Refresh()
}

// progressCell says how far a table is with a round: "4/4" entered,
// "2/4 late" when later rounds have begun, "–" where it does not play.
func progressCell(c tables.Cell) fyne.CanvasObject {
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
	}
	if c.Locked {
		l.SetText(l.Text + " locked")
	}
	return l
}

// lock locks a round (the tables can no longer correct it) or unlocks it.
func (t *tablesOn) lock(round int, locked bool) {
	if err := t.srv.LockRound(round, locked); err != nil {
		t.latest.SetText("Round " + strconv.Itoa(round) + " could not be changed: " + err.Error())
	}
	t.refreshGrid()
}

// tablesOff stops the tables, if they are on.
func (e *entryScreen) tablesOff() {
	if e.tables == nil {
		return
	}
	e.tables.off()
	e.tables = nil
	e.sess.SetTablesAddress("")
	e.status.SetText("Tables off: every result they sent is stored.")
}
