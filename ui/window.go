package ui

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/progress"
)

// Preference keys.
const (
	prefWidth     = "window.width"
	prefHeight    = "window.height"
	prefReportDir = "reports.folder"
	prefPaper     = "reports.paper"
	prefPrinter   = "reports.printer"
	// The first size fits a 1024×768 screen with its panel; a size the
	// director gives the window is kept and restored.
	defaultWidth    = 1000
	defaultHeight   = 700
	windowTitle     = "bridgescore"
	minWindowWidth  = 640
	minWindowHeight = 400
)

// Window is the director's main window. One screen is shown at a time: the
// session list, the new-session wizard or traveller entry.
type Window struct {
	app  fyne.App
	win  fyne.Window
	desk *club.Desk
	// opener opens another club database (Session → Open club
	// database…); recentItem lists those opened last.
	opener     Opener
	recentItem *fyne.MenuItem
	// importOnOpen is a results file to import once the database is open
	// (the file the program was opened with), or "".
	importOnOpen string

	start  *startScreen
	wizard *wizard
	// teamsWizard is the teams night being set up, nil when none.
	teamsWizard *teamsWizard
	// individualWizard is the individual being set up, nil when none.
	individualWizard *individualWizard
	// swissWizard is the Swiss pairs (or teams) being set up, nil when
	// none.
	swissWizard *swissWizard
	// players is the club players dialog, once opened.
	players *playersView
	// awards is the open awards dialog, for tests.
	awards *awardsView
	// club is the open club dialog, for tests.
	club  *clubView
	entry *entryScreen

	// dialog is the information dialog on screen, which Escape or Enter
	// closes; openDialogs are those shown and not yet closed.
	dialog      dialog.Dialog
	openDialogs map[dialog.Dialog]bool

	// menu items that only make sense with a session open
	sessionItems []*fyne.MenuItem
	// fieldItem scores a session's sections across the field (checked)
	// or each as its own field.
	fieldItem *fyne.MenuItem
	// events is the events dialog, once opened.
	events *eventsView

	// jobs is the work under way off the main goroutine; working those
	// that have taken longer than a moment, shown in workingBar at the
	// foot of the window.
	jobs    jobs
	working []*job
	foot    *workingBar
	// shownError is the last problem shown to the director.
	shownError error
	// tablesServer is the table-entry server Ctrl+T runs; nil in a build
	// without one.
	tablesServer Tables
	// unwatch stops the window listening to the open session's changes.
	unwatch func()
	// unfollow stops the window following the club's file; others says
	// which other windows hold it open.
	unfollow func()
	others   *widget.Label
}

// New builds the main window on an application, for a club database
// already open. The caller shows it with ShowAndRun (or Show in tests).
func New(a fyne.App, d *club.Desk) *Window {
	w := newWindow(a, fyne.Do)
	w.setDesk(d)
	return w
}

// openDesk opens the club database in the background and shows the list
// of sessions once it is open.
func (w *Window) openDesk(open func() (*club.Desk, error)) {
	msg := widget.NewLabel("Opening and checking the club database…")
	w.setContent("", container.NewCenter(container.NewVBox(msg, widget.NewProgressBarInfinite())))
	w.background("Opening the club database", func() func() {
		d, err := open()
		return func() {
			if err != nil {
				msg := widget.NewLabel(fmt.Sprintf("The club database could not be opened.\n\n%v\n\nSession → Open club database… opens another.", err))
				msg.Wrapping = fyne.TextWrapWord
				w.setContent("", container.NewBorder(nil, widget.NewButton("Quit", w.quit), nil, nil, msg))
				return
			}
			w.setDesk(d)
		}
	})
}

// setDesk puts the open club database behind the window, shows the list
// of sessions, and once the backup made on opening has finished, says if
// it failed.
func (w *Window) setDesk(d *club.Desk) {
	w.desk = d
	w.followDesk(d)
	w.remember(d.Path())
	w.showStart()
	if w.importOnOpen != "" {
		w.importFile(w.importOnOpen)
		w.importOnOpen = ""
	}
	w.background("", func() func() {
		warnings := d.Warnings()
		return func() {
			if len(warnings) > 0 && w.start != nil && w.entry == nil && w.wizard == nil {
				w.start.status.SetText(w.start.status.Text + " Note: " + strings.Join(warnings, "; "))
			}
		}
	})
}

func newWindow(a fyne.App, deliver func(func())) *Window {
	a.Settings().SetTheme(newTheme())
	w := &Window{app: a, win: a.NewWindow(windowTitle), jobs: jobs{deliver: deliver}}
	w.foot = newWorkingBar()
	w.others = newOthersLabel()
	p := a.Preferences()
	width := p.FloatWithFallback(prefWidth, defaultWidth)
	height := p.FloatWithFallback(prefHeight, defaultHeight)
	// A size saved from a window squeezed nearly shut is not worth
	// restoring.
	if width < minWindowWidth || height < minWindowHeight {
		width, height = defaultWidth, defaultHeight
	}
	w.win.Resize(fyne.NewSize(float32(width), float32(height)))
	w.win.SetMainMenu(w.mainMenu())
	w.refreshRecent()
	w.win.SetCloseIntercept(w.quit)
	w.win.Canvas().SetOnTypedKey(w.typedKey)
	return w
}

// Desk is the club database behind the window once it is open, for the
// caller to close when the window has gone; nil if it never opened.
func (w *Window) Desk() *club.Desk { return w.desk }

// Window is the Fyne window, for the caller to show.
func (w *Window) Window() fyne.Window { return w.win }

// quit asks about what is typed and not entered, then quits.
func (w *Window) quit() { w.leaving("quit", w.quitNow) }

// quitNow remembers the window size and closes the open session before
// the window goes.
func (w *Window) quitNow() {
	size := w.win.Canvas().Size()
	if size.Width >= minWindowWidth && size.Height >= minWindowHeight {
		w.app.Preferences().SetFloat(prefWidth, float64(size.Width))
		w.app.Preferences().SetFloat(prefHeight, float64(size.Height))
	}
	w.closeSession()
	w.unfollowDesk()
	w.win.Close()
	w.app.Quit()
}

func (w *Window) closeSession() {
	if w.unwatch != nil {
		w.unwatch()
		w.unwatch = nil
	}
	if w.entry != nil {
		w.entry.tablesOff()
		if err := w.entry.sess.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "bridgescore: closing session:", err)
		}
		w.entry = nil
	}
}

var (
	ctrl      = fyne.KeyModifierShortcutDefault
	shortcutN = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: ctrl}
	shortcutO = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: ctrl}
	shortcutP = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: ctrl}
	shortcutJ = &desktop.CustomShortcut{KeyName: fyne.KeyJ, Modifier: ctrl}
	shortcutE = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: ctrl}
	shortcutH = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: ctrl}
	shortcutM = &desktop.CustomShortcut{KeyName: fyne.KeyM, Modifier: ctrl}
	shortcutG = &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: ctrl}
	shortcutW = &desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: ctrl}
	shortcutQ = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: ctrl}
	shortcutR = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: ctrl}
	shortcutL = &desktop.CustomShortcut{KeyName: fyne.KeyL, Modifier: ctrl}
	shortcutK = &desktop.CustomShortcut{KeyName: fyne.KeyK, Modifier: ctrl}
	shortcutD = &desktop.CustomShortcut{KeyName: fyne.KeyDelete, Modifier: ctrl}
	shortcutF = &desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: ctrl}
	shortcutI = &desktop.CustomShortcut{KeyName: fyne.KeyI, Modifier: ctrl}
	shortcutT = &desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: ctrl}
	// Ctrl+Shift+S goes on to the next section of a session of several.
	shortcutSection = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: ctrl | fyne.KeyModifierShift}
	// Ctrl+Shift+O opens another club database.
	shortcutOpenClub = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: ctrl | fyne.KeyModifierShift}
	// Ctrl+Shift+I attaches a hand record to the open session.
	shortcutHands = &desktop.CustomShortcut{KeyName: fyne.KeyI, Modifier: ctrl | fyne.KeyModifierShift}
	// F1 has no modifier, so it reaches the focused field rather than the
	// menu: the fields pass it to showHelp. Ctrl+Z arrives as Fyne's own
	// undo shortcut; redo is Ctrl+Shift+Z.
	shortcutUndo = &fyne.ShortcutUndo{}
	shortcutRedo = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrl | fyne.KeyModifierShift}
	shortcutHelp = &desktop.CustomShortcut{KeyName: fyne.KeyF1}
)

// shortcuts is the Help page: every action and its keys.
var shortcuts = [][2]string{
	{"Ctrl+N", "New session (wizard)"},
	{"Ctrl+O", "Open the selected session / back to the session list"},
	{"Ctrl+W", "Close the session and return to the list"},
	{"Ctrl+Shift+O", "Open another club database (Session → Recent club databases lists those opened last)"},
	{"Ctrl+I", "Import a results file (USEBIO XML or CSV) as a new session"},
	{"Ctrl+Shift+I", "Attach a hand record (PBN) to the open session"},
	{"Delete", "Delete the selected session (in the session list; Ctrl+Z brings it back)"},
	{"Page Up / Page Down", "Previous / next board"},
	{"Ctrl+G", "Go to board (type its number), or in the by-round view to round and table (e.g. 3 5)"},
	{"Ctrl+R", "Switch between entry by board (travellers) and by round (pick-up slips)"},
	{"Ctrl+Shift+S", "Next section, in a session of several sections"},
	{"Enter", "Accept the result and move to the next line still to type (over a different result: Enter twice)"},
	{"Up / Down", "Previous / next line of the traveller"},
	{"Escape", "Put back what was saved for the line; in the new-session wizard, cancel"},
	{"Ctrl+J", "Adjust the current line (averages, splits, not played)"},
	{"Ctrl+Delete", "Delete the current line's result (typed on the wrong line)"},
	{"Ctrl+F", "Fouled board: which version of the deal this line's table played"},
	{"Ctrl+E", "Explain the score of the current line"},
	{"Ctrl+L", "Change players' names (a substitute, a name mistyped)"},
	{"Ctrl+K", "Late changes: a late pair, a pair leaving, the phantom moved"},
	{"Ctrl+Z", "Undo the last change (or the last session deleted)"},
	{"Ctrl+Shift+Z", "Redo"},
	{"Ctrl+H", "History of changes"},
	{"Ctrl+M", "Movement and guide cards"},
	{"Ctrl+P", "Print reports (PDF or HTML)"},
	{"Ctrl+T", "Tables on: each table enters its results on a phone; codes, QR codes and progress"},
	{"F1", "This list"},
	{"Ctrl+Q", "Quit"},
}

func (w *Window) mainMenu() *fyne.MainMenu {
	item := func(label string, sc fyne.Shortcut, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, f)
		it.Shortcut = sc
		return it
	}
	quit := item("Quit", shortcutQ, w.quit)
	quit.IsQuit = true
	sessionItem := func(label string, sc fyne.Shortcut, f func(*entryScreen)) *fyne.MenuItem {
		it := item(label, sc, func() {
			if w.entry != nil {
				f(w.entry)
			}
		})
		w.sessionItems = append(w.sessionItems, it)
		return it
	}
	w.fieldItem = sessionItem("Score the sections across the field", nil, (*entryScreen).toggleField)
	w.recentItem = fyne.NewMenuItem("Recent club databases", nil)
	w.recentItem.ChildMenu = fyne.NewMenu("")
	// Leaving what is on screen asks first about what is typed there.
	leaving := func(doing string, f func()) func() { return func() { w.leaving(doing, f) } }
	file := fyne.NewMenu("Session",
		item("New session…", shortcutN, leaving("start a new session", w.showWizard)),
		item("New teams night…", nil, leaving("start a new teams night", w.showTeamsWizard)),
		item("New individual…", nil, leaving("start a new individual", w.showIndividualWizard)),
		item("New Swiss pairs…", nil, leaving("start a new Swiss pairs", w.showSwissWizard)),
		item("New Swiss teams…", nil, leaving("start a new Swiss teams", w.showSwissTeamsWizard)),
		item("Session list", shortcutO, leaving("go to the session list", w.showStart)),
		sessionItem("Close session", shortcutW, func(*entryScreen) { w.leaving("close the session", w.showStart) }),
		fyne.NewMenuItemSeparator(),
		item("Open club database…", shortcutOpenClub, leaving("open another club database", w.openClubDialog)),
		w.recentItem,
		fyne.NewMenuItemSeparator(),
		item("Import results file…", shortcutI, leaving("import a results file", w.importDialog)),
		item("The club's players…", nil, w.playersDialog),
		item("The club's name and number…", nil, w.clubDialog),
		item("Events…", nil, w.eventsDialog),
		item("Master points over a period…", nil, w.pointsDialog),
		item("The club's website…", nil, w.siteDialog),
		sessionItem("Attach hand records (PBN)…", shortcutHands, (*entryScreen).handsDialog),
		sessionItem("Master points and handicaps…", nil, (*entryScreen).awardsDialog),
		fyne.NewMenuItemSeparator(),
		sessionItem("Print reports…", shortcutP, (*entryScreen).printDialog),
		sessionItem("Files for the national body and BridgeWebs…", nil, (*entryScreen).publishDialog),
		sessionItem("Send the results to BridgeWebs…", nil, (*entryScreen).bridgeWebsDialog),
		sessionItem("Tables on (phones enter results)…", shortcutT, (*entryScreen).tablesDialog),
		fyne.NewMenuItemSeparator(),
		w.fieldItem,
		fyne.NewMenuItemSeparator(),
		quit,
	)
	edit := fyne.NewMenu("Edit",
		item("Undo", shortcutUndo, w.undo),
		sessionItem("Redo", shortcutRedo, (*entryScreen).redo),
		sessionItem("History…", shortcutH, (*entryScreen).historyDialog),
		fyne.NewMenuItemSeparator(),
		sessionItem("Adjust line…", shortcutJ, (*entryScreen).adjustDialog),
		sessionItem("Delete the line's result", shortcutD, (*entryScreen).clearLine),
		sessionItem("Fouled board…", shortcutF, (*entryScreen).foulDialog),
		sessionItem("Players' names…", shortcutL, (*entryScreen).namesDialog),
		sessionItem("Late changes…", shortcutK, (*entryScreen).lateDialog),
		sessionItem("Explain score…", shortcutE, (*entryScreen).explainCurrent),
	)
	view := fyne.NewMenu("View",
		sessionItem("Go to board…", shortcutG, (*entryScreen).gotoBoard),
		sessionItem("By board / by round (pick-up slips)", shortcutR, (*entryScreen).toggleByRound),
		sessionItem("Next section", shortcutSection, (*entryScreen).nextSection),
		sessionItem("Movement and guide cards…", shortcutM, (*entryScreen).movementDialog),
	)
	help := fyne.NewMenu("Help",
		item("Keyboard shortcuts", shortcutHelp, w.showHelp),
		fyne.NewMenuItem("About bridgescore", w.showAbout),
	)
	return fyne.NewMainMenu(file, edit, view, help)
}

// runShortcut runs the menu action bound to a shortcut, as the desktop
// driver does before any widget sees the key. It reports whether an action
// was found.
func (w *Window) runShortcut(sc fyne.Shortcut) bool {
	for _, m := range w.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
				it.Action()
				return true
			}
		}
	}
	return false
}

func (w *Window) setSessionMenu(open bool) {
	for _, it := range w.sessionItems {
		it.Disabled = !open
	}
	if open && w.entry != nil {
		w.syncFieldItem(w.entry.sess)
		return
	}
	if mm := w.win.MainMenu(); mm != nil {
		mm.Refresh()
	}
}

func (w *Window) setContent(title string, c fyne.CanvasObject) {
	if title == "" {
		w.win.SetTitle(windowTitle)
	} else {
		w.win.SetTitle(windowTitle + " — " + title)
	}
	w.win.SetContent(container.NewBorder(w.others, w.foot.Container, nil, nil, c))
}

func (w *Window) showStart() {
	if w.desk == nil {
		return // none opened: the window says so, and how to open one
	}
	list, err := w.desk.Sessions()
	w.showStartWith(list, err)
}

// showStartWith shows the list of sessions already read.
func (w *Window) showStartWith(list []club.SessionInfo, err error) {
	w.closeSession()
	w.wizard = nil
	w.setSessionMenu(false)
	w.start = newStartScreen(w)
	w.setContent("", w.start.content)
	w.start.show(list, err)
	w.win.Canvas().Focus(w.start.list)
}

func (w *Window) showWizard() {
	if w.desk == nil {
		return
	}
	w.closeSession()
	w.setSessionMenu(false)
	w.wizard = newWizard(w)
	w.setContent("new session", w.wizard.content)
	w.wizard.focusFirst()
}

func (w *Window) openSession(id int64) {
	w.closeSession()
	s, err := w.desk.Open(id)
	if err != nil {
		w.showError("The session could not be opened", err)
		return
	}
	w.entry = newEntryScreen(w, s)
	// What the tables or another program change shows at once.
	w.unwatch = s.Subscribe(func(u club.Update) {
		if u.By != s {
			w.jobs.deliver(func() { w.changedElsewhere(s, u) })
		}
	})
	w.wizard = nil
	w.setSessionMenu(true)
	w.setContent(s.Info().Name, w.entry.content)
	w.entry.resume()
}

// changedElsewhere shows a change to the open session that did not come
// from the window: a table's result, another program's change.
func (w *Window) changedElsewhere(s *club.OpenSession, u club.Update) {
	e := w.entry
	if e == nil || e.sess != s {
		return // the session was closed meanwhile
	}
	typed, typing := e.typingNow()
	e.reload()
	if typing {
		e.keepTyping(typed)
	}
	if t := e.tables; t != nil {
		t.shown(u)
	}
}

func (w *Window) showHelp() {
	w.showDialog(dialog.NewCustom("Keyboard shortcuts", "Close", helpList(w.app.Settings()), w.win))
}

// helpList lays the shortcuts out as a compact list, keys in a narrow
// column, so that the page fits a small window with room to spare.
func helpList(st fyne.Settings) fyne.CanvasObject {
	fg := st.Theme().Color(theme.ColorNameForeground, st.ThemeVariant())
	list := container.New(layout.NewCustomPaddedVBoxLayout(3))
	for _, s := range shortcuts {
		key := canvas.NewText(s[0], fg)
		key.TextStyle.Bold = true
		list.Add(container.New(columns{180}, key, canvas.NewText(s[1], fg)))
	}
	return list
}

func (w *Window) showAbout() {
	md := w.app.Metadata()
	dialog.ShowInformation("About bridgescore",
		fmt.Sprintf("bridgescore %s\nScoring for duplicate bridge pairs sessions.", md.Version), w.win)
}

// undo walks back the open session's history, or on the session list
// brings back the session deleted last.
func (w *Window) undo() {
	switch {
	case w.entry != nil:
		w.entry.undo()
	case w.wizard == nil && w.start != nil:
		w.start.restore()
	}
}

// importDialog asks for a results file and stores it as a new session.
func (w *Window) importDialog() {
	if w.desk == nil {
		return
	}
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			w.showError("The file was not imported", err)
			return
		}
		if rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		w.importFile(path)
	}, w.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".xml", ".XML", ".csv", ".CSV", ".pbn", ".PBN", ".bws", ".BWS"}))
	d.Show()
	d.Resize(fyne.NewSize(800, 560))
}

// importFile stores a results file as a new session, reading and storing
// it off the main goroutine, and then shows it in the session list.
func (w *Window) importFile(path string) {
	w.watched("Importing "+filepath.Base(path), progress.Bytes, func(ctx context.Context, m progress.Meter) func() {
		id, warnings, err := w.desk.ImportWith(ctx, path, m)
		if fault.Is(err, fault.Busy) && ctx.Err() != nil {
			return func() { w.say(err.Error()) }
		}
		if err != nil {
			return func() { w.showError("The file was not imported", err) }
		}
		// The new list is read here too, so that showing it waits on
		// nothing.
		list, lerr := w.desk.Sessions()
		return func() { w.imported(path, id, warnings, list, lerr) }
	})
}

func (w *Window) imported(path string, id int64, warnings []string, list []club.SessionInfo, err error) {
	w.showStartWith(list, err)
	for i, si := range w.start.sessions {
		if si.ID == id {
			w.start.current = i
			w.start.list.choose(i)
		}
	}
	msg := "Imported " + filepath.Base(path) + ". Enter opens it."
	if len(warnings) > 0 {
		msg += " Note: " + strings.Join(warnings, "; ")
	}
	w.start.status.SetText(msg)
}
