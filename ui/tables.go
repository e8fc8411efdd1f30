package ui

import (
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
)

// Tables is the table-entry server as the window runs it: the tables
// enter their results on their phones, through a hold of the server's own
// on the session the window has open. The program wires the real one in;
// the window only starts, stops and shows it.
type Tables interface {
	// Addresses lists this machine's addresses that phones could reach,
	// best first; empty when it is on no network.
	Addresses() []string
	// Start serves the session's tables at addr (ADDRESS:PORT, port 0
	// for any free one); warn is told, in words, when wrong codes are
	// being sent and when the tables' results cannot be stored.
	Start(s *club.OpenSession, addr string, warn func(words string)) (TablesRunning, error)
}

// TablesRunning is a table server serving.
type TablesRunning interface {
	// Addr is where it listens (ADDRESS:PORT).
	Addr() string
	// Stop stops it once the requests in flight are answered.
	Stop() error
	// SetLive puts the room's page (/live: the standings so far and the
	// boards every table has played) up or takes it down.
	SetLive(on bool)
}

// SetTables gives the window the table-entry server it runs on Ctrl+T.
func (w *Window) SetTables(t Tables) { w.tablesServer = t }

// tablesPort is the port the tables are served on; tests take any.
var tablesPort = 8080

// tablesOn is the table server the window runs for the open session.
type tablesOn struct {
	e    *entryScreen
	sess *club.OpenSession // the server's own hold on the session
	run  TablesRunning
	addr string
	pin  string
	// alone: the machine is on no network, so the server listens on
	// loopback, which no phone reaches.
	alone bool

	grid    *fyne.Container
	latest  *widget.Label
	live    *widget.Check
	content fyne.CanvasObject
}

// tablesDialog starts the tables (if they are not on) and shows their
// codes and progress.
func (e *entryScreen) tablesDialog() {
	if e.tables == nil {
		if e.w.tablesServer == nil {
			e.status.SetText("Table entry is not part of this build.")
			return
		}
		list := e.w.tablesServer.Addresses()
		host, alone := "127.0.0.1", len(list) == 0
		if !alone {
			host = list[0]
		}
		if err := e.startTables(host, alone); err != nil {
			e.w.showError("The tables could not be started", err)
			return
		}
	}
	e.tables.refreshGrid()
	d := dialog.NewCustom("Tables on", "Close", e.tables.content, e.w.win)
	d.Resize(fyne.NewSize(900, 640))
	e.w.showDialog(d)
}

// startTables serves the tables on one of the machine's addresses.
func (e *entryScreen) startTables(host string, alone bool) error {
	sess, err := e.w.desk.Open(e.sess.ID())
	if err != nil {
		return err
	}
	t := &tablesOn{e: e, sess: sess, alone: alone}
	guessing := func(words string) { e.w.jobs.deliver(func() { t.warn(words) }) }
	run, err := e.w.tablesServer.Start(sess, net.JoinHostPort(host, strconv.Itoa(tablesPort)), guessing)
	if err != nil {
		sess.Close()
		return err
	}
	if t.pin, err = sess.DirectorPIN(); err != nil {
		run.Stop()
		sess.Close()
		return err
	}
	t.run, t.addr = run, run.Addr()
	t.build()
	e.tables = t
	e.sess.SetTablesAddress(t.addr)
	e.status.SetText("Tables on at http://" + t.addr + " — each table scans its code (Ctrl+T shows them).")
	if alone {
		e.status.SetText("Tables on at http://" + t.addr + ", which only this computer can reach: " + noNetwork)
	}
	return nil
}

// noNetwork says what to do when the machine is on no network.
const noNetwork = "this computer is on no network, so no phone can reach the tables' pages. Join the club's Wi-Fi (or start a hotspot) and turn the tables on again."

// moveTo serves the tables on another of the machine's addresses: the
// codes stay, the pages' address and QR codes change.
func (t *tablesOn) moveTo(host string) {
	e := t.e
	if d := e.w.dialog; d != nil {
		d.Hide()
	}
	e.tablesOff()
	if err := e.startTables(host, false); err != nil {
		e.w.showError("The tables could not be moved to "+host, err)
		return
	}
	e.tablesDialog()
}

// off stops the server once the requests in flight are answered; every
// result acknowledged is already stored.
func (t *tablesOn) off() {
	t.run.Stop()
	t.sess.Close()
}

// shown notes a change to the session made elsewhere (a table's result,
// another program's change) on the progress grid.
func (t *tablesOn) shown(u club.Update) {
	if u.Source != "" {
		t.latest.SetText("Last result from the tables at " + time.Now().Format("15:04:05") + " (" + u.Source + ")")
	}
	t.refreshGrid()
}

// warn tells the director that wrong codes are being sent.
func (t *tablesOn) warn(words string) {
	if t.e.tables != t {
		return
	}
	t.latest.SetText("⚠ " + words)
	t.e.status.SetText("⚠ " + words)
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
	text := fmt.Sprintf("The tables open http://%s/t/CODE on a phone on the club's network, or scan their QR code. Director's PIN: %s.", t.addr, t.pin)
	if t.alone {
		text = fmt.Sprintf("⚠ Only this computer can open http://%s: %s Director's PIN: %s.", t.addr, noNetwork, t.pin)
	}
	head := widget.NewLabel(text)
	head.Wrapping = fyne.TextWrapWord
	t.latest = widget.NewLabel(fromTablesText(t.e.sess.FromTables()))
	t.grid = container.NewGridWithColumns(1)
	tabs := container.NewAppTabs(
		container.NewTabItem("Progress", container.NewBorder(t.latest, nil, nil, nil, container.NewScroll(t.grid))),
		container.NewTabItem("Table codes", container.NewVScroll(t.codeCards(head))),
	)
	cards := widget.NewButton("Print table cards…", func() { t.printCards() })
	t.live = widget.NewCheck("Results for the room at http://"+t.addr+"/live", func(on bool) { t.run.SetLive(on) })
	t.live.SetChecked(true)
	buttons := container.NewHBox(cards, off)
	if list := t.e.w.tablesServer.Addresses(); len(list) > 1 {
		// A machine on two networks (the club's Wi-Fi and a cable, say):
		// the director chooses the one the phones are on.
		host, _, _ := net.SplitHostPort(t.addr)
		choose := widget.NewSelect(list, func(h string) {
			if h != host {
				t.moveTo(h)
			}
		})
		choose.SetSelected(host)
		buttons = container.NewHBox(widget.NewLabel("Address:"), choose, cards, off)
	}
	t.content = container.NewBorder(container.NewVBox(head, t.live, buttons), nil, nil, nil, tabs)
}

// codeCards are every table's code and QR code.
func (t *tablesOn) codeCards(head *widget.Label) fyne.CanvasObject {
	codes := container.NewGridWrap(fyne.NewSize(190, 250))
	list, err := t.sess.TableCodes()
	if err != nil {
		head.SetText(head.Text + " The codes could not be read: " + err.Error())
	}
	for _, c := range list {
		codes.Add(tableCard(c, club.TableURL(t.addr, c.Code)))
	}
	return codes
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

// fromTablesText says how many results the tables' phones have entered,
// before the next arrives.
func fromTablesText(n int) string {
	switch n {
	case 0:
		return "No result from the tables yet."
	case 1:
		return "1 result has come from the tables' phones."
	}
	return fmt.Sprintf("%d results have come from the tables' phones.", n)
}

// printCards asks where to save the table cards (one a table: its number,
// QR code, address and code) and saves them.
func (t *tablesOn) printCards() *saveAsk {
	if d := t.e.w.dialog; d != nil {
		d.Hide()
	}
	return t.e.saveReport([]reports.Report{reports.TableCards}, "pdf")
}
