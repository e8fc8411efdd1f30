package ui

import (
	"bytes"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"bridgescore/reports"
)

// The print dialog sends one board's traveller straight to a printer with
// the system's print command; the window goes on meanwhile and says where
// it went.
func TestSendOneTravellerToThePrinter(t *testing.T) {
	dir := t.TempDir()
	got := filepath.Join(dir, "printed.pdf")
	script := "#!/bin/sh\necho \"$@\" > " + filepath.Join(dir, "args") + "\ncat > " + got + "\n"
	if err := os.WriteFile(filepath.Join(dir, "lp"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN=")
	e.printDialog()
	only, err := printSelection(" 1 ", "", "")
	if err != nil || only.Board != 1 {
		t.Fatalf("board 1: %+v %v", only, err)
	}
	e.sendToPrinter([]reports.Report{reports.Travellers}, only, "hall")
	d.settle()
	if d.w.shownError != nil {
		t.Fatalf("not printed: %v", d.w.shownError)
	}
	pdf, err := os.ReadFile(got)
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("lp was not sent a PDF: %v", err)
	}
	if a, _ := os.ReadFile(filepath.Join(dir, "args")); !strings.Contains(string(a), "-d hall") {
		t.Errorf("lp called with %q", a)
	}
	if !strings.Contains(e.status.Text, "Sent to hall") {
		t.Errorf("status %q", e.status.Text)
	}
	for _, bad := range [][3]string{{"x", "", ""}, {"", "", "0"}} {
		if _, err := printSelection(bad[0], bad[1], bad[2]); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if only, _ := printSelection("", "3 NS", "2"); only != (reports.Selection{Pair: "3 NS", Round: 2}) {
		t.Errorf("pair and round: %+v", only)
	}
}

// A score card names the opponents with their players, and a click on one
// of its lines goes to that board with the cursor on that line.
func TestScoreCardLineOpensItsBoard(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN=", "4SN=")
	d.press(fyne.KeyPageDown)
	d.enterAll("3NTN=", "3NTN=")
	st := e.standings.last
	if st == nil {
		t.Fatal("no standings")
	}
	pr := st.Pairs[0]
	e.standings.scoreCard(pr)
	var rows []*tapRow
	visit(d.canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if r, ok := o.(*tapRow); ok {
			rows = append(rows, r)
		}
		return true
	})
	if len(rows) == 0 {
		t.Fatal("the score card has no lines to click")
	}
	lines := e.standings.cardLines(pr)
	first := lines[0]
	test.Tap(rows[0])
	if d.canvas().Overlays().Top() != nil {
		t.Errorf("the score card stays open")
	}
	if e.currentBoard() != first.board {
		t.Fatalf("on board %d, want %d", e.currentBoard(), first.board)
	}
	row := e.rows[d.focusedRow(e)].row
	if (row.NS != pr.ID && row.EW != pr.ID) || (row.NS != first.against && row.EW != first.against) {
		t.Errorf("cursor on %s v %s, want pair %s's line against %s", row.NS, row.EW, pr.ID, first.against)
	}
}

// The standings sort by a column when its heading is clicked, field by
// field, and the cursor stays in the traveller for the next result.
func TestStandingsSortWithoutTakingTheCursor(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN+1", "4SN-1", "3NTN=", "2SS=")
	before := d.focusedRow(e)
	if before < 0 {
		t.Fatal("no line has the cursor")
	}
	var heads []*tapRow
	visit(e.standings.table, func(o fyne.CanvasObject) bool {
		if h, ok := o.(*tapRow); ok {
			heads = append(heads, h)
		}
		return true
	})
	var total *tapRow
	for _, h := range heads {
		if l, ok := h.content.(*widget.Label); ok && strings.HasPrefix(l.Text, "Total") {
			total = h
		}
	}
	if total == nil {
		t.Fatal("no Total heading to click")
	}
	check := func(desc bool) {
		t.Helper()
		p := e.standings
		var last *big.Rat
		for k, i := range p.pairIdx {
			if i < 0 {
				last = nil
				continue
			}
			tot := p.last.Pairs[i].Total
			if last != nil && ((desc && tot.Cmp(last) > 0) || (!desc && tot.Cmp(last) < 0)) {
				t.Errorf("row %d: total %s after %s", k, tot.FloatString(2), last.FloatString(2))
			}
			last = tot
		}
	}
	test.Tap(total)
	check(true)
	if !strings.HasSuffix(e.standings.heading(3), "▼") {
		t.Errorf("heading %q does not show the order", e.standings.heading(3))
	}
	test.Tap(total)
	check(false)
	if d.focusedRow(e) != before {
		t.Errorf("clicking a heading took the cursor from line %d", before+1)
	}
	test.Tap(total)
	for k, i := range e.standings.pairIdx {
		if i >= 0 && k > 0 && e.standings.pairIdx[k-1] >= 0 && i < e.standings.pairIdx[k-1] {
			t.Errorf("a third click should give the ranking back")
		}
	}
}
