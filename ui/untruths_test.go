package ui

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Started again, the tables dialog counts the results the phones sent
// before, rather than saying none has come.
func TestTablesDialogCountsThePhonesResultsAfterARestart(t *testing.T) {
	d, e, id := openMitchell(t, 1200)
	rows, _ := e.sess.Rows(1)
	fromPhone(t, d, rows[0], "4SN=")
	fromPhone(t, d, rows[2], "3NTS=")
	// The window is closed and opened again.
	d.w.closeSession()
	d.w.openSession(id)
	e = d.w.entry
	serveOnLoopback(t, d.w)
	d.shortcut(shortcutT)
	if e.tables == nil {
		t.Fatalf("the tables did not come on: %s", e.status.Text)
	}
	if got := e.tables.latest.Text; !strings.Contains(got, "2 results have come from the tables' phones") {
		t.Errorf("after a restart the tables dialog says %q", got)
	}
	e.tablesOff()
}

// A session of one section has nothing to score across the field: the
// menu does not offer it.
func TestAcrossTheFieldOnlyForSections(t *testing.T) {
	d, _, _ := openMitchell(t, 1200)
	if !d.w.fieldItem.Disabled {
		t.Errorf("%q is offered for a session of one section", d.w.fieldItem.Label)
	}
	sd, _ := openSections(t)
	if sd.w.fieldItem.Disabled {
		t.Errorf("%q is not offered for a session of two sections", sd.w.fieldItem.Label)
	}
}

// Print table cards… in the tables dialog prints one card a table, one
// page each, with its number and code.
func TestPrintTableCardsOnePageATable(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	serveOnLoopback(t, d.w)
	d.shortcut(shortcutT)
	if e.tables == nil {
		t.Fatalf("the tables did not come on: %s", e.status.Text)
	}
	defer e.tablesOff()
	ask := e.tables.printCards()
	ask.dir = t.TempDir()
	ask.name.SetText("cards.pdf")
	ask.form.Submit()
	d.settle()
	path := filepath.Join(ask.dir, "cards.pdf")
	out, err := exec.Command("pdfinfo", path).Output()
	if err != nil {
		t.Fatalf("pdfinfo %s: %v (%s)", path, err, e.status.Text)
	}
	if !strings.Contains(string(out), "Pages:           5\n") {
		t.Errorf("table cards for 5 tables:\n%s", out)
	}
	text, _ := exec.Command("pdftotext", path, "-").Output()
	codes, _ := e.tables.sess.TableCodes()
	for _, c := range codes {
		if !strings.Contains(string(text), "Table code "+c.Code) {
			t.Errorf("no card carries table %d's code %s", c.Table, c.Code)
		}
	}
}
