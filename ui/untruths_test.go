package ui

import (
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
