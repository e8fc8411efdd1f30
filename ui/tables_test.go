package ui

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/tableserver"
)

// Ctrl+T turns the tables on: the dialog gives the address, the PIN and
// every table's code with its QR code; a result a table posts appears on
// the director's traveller and in the progress grid at once; a result the
// director types is what the table then sees; Ctrl+W turns them off.
func TestTablesOnFromTheWindow(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	serveOnLoopback(t, d.w)
	d.shortcut(shortcutT)
	tb := e.tables
	if tb == nil {
		t.Fatalf("Ctrl+T did not turn the tables on: %s", e.status.Text)
	}
	codes, err := tb.sess.TableCodes()
	if err != nil || len(codes) != 5 {
		t.Fatalf("%d table codes, %v", len(codes), err)
	}
	// Table 1 plays boards 1-3 in round 1 against 1EW.
	body := `{"id":"phone-1","round":1,"board":1,"result":"4SN+1"}`
	resp, err := http.Post("http://"+tb.addr+"/api/t/"+codes[0].Code+"/result", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("the table's result was answered %s", resp.Status)
	}
	// The window hears of it on its main goroutine.
	select {
	case f := <-d.queue:
		f()
	case <-time.After(5 * time.Second):
		t.Fatal("the window was not told of the table's result")
	}
	if e.rows[0].row.Entered == nil || e.rows[0].result.Text != "4SN+1" {
		t.Fatalf("the table's result is not on the traveller: %+v", e.rows[0].row)
	}
	if !strings.Contains(tb.latest.Text, "Last result from the tables") {
		t.Errorf("the dialog does not say a result came: %q", tb.latest.Text)
	}
	if cell := findLabel(tb.grid, "▶ 1/3"); cell == nil {
		t.Errorf("the progress grid does not show table 1 on round 1 with 1 of 3 entered")
	}
	// The director closes the dialog and types the next board's result
	// for table 1 in the window; the table's page state shows it.
	d.w.dialog.Hide()
	d.press(fyne.KeyPageDown)
	d.enterAll("3NTS=")
	resp, err = http.Get("http://" + tb.addr + "/api/t/" + codes[0].Code)
	if err != nil {
		t.Fatal(err)
	}
	var page strings.Builder
	buf := make([]byte, 1<<16)
	for {
		n, err := resp.Body.Read(buf)
		page.Write(buf[:n])
		if err != nil {
			break
		}
	}
	resp.Body.Close()
	if !strings.Contains(page.String(), `"3NTS="`) {
		t.Errorf("the table does not see the result the director typed: %s", page.String())
	}
	// The room's page is up, and comes down when the director says.
	if resp, err := http.Get("http://" + tb.addr + "/live"); err != nil || resp.StatusCode != http.StatusOK {
		t.Errorf("the room's page: %v %v", resp, err)
	}
	tb.live.SetChecked(false)
	if resp, err := http.Get("http://" + tb.addr + "/live"); err != nil || resp.StatusCode != http.StatusNotFound {
		t.Errorf("the room's page taken down: %v %v", resp, err)
	}
	d.shortcut(shortcutW)
	if _, err := http.Get("http://" + tb.addr + "/api/t/" + codes[0].Code); err == nil {
		t.Error("the tables still answer after the session was closed")
	}
}

// loopbackTables serves the tables as the program does, on this machine
// only, for the tests.
type loopbackTables struct{}

func (loopbackTables) Addresses() []string { return []string{"127.0.0.1"} }

func (loopbackTables) Start(s *club.OpenSession, addr string, guessing func(string)) (TablesRunning, error) {
	return tableserver.Start(s, addr, tableserver.Options{Guessing: guessing})
}

// serveOnLoopback gives the window the table server, on any free port of
// loopback.
func serveOnLoopback(t *testing.T, w *Window) {
	old := tablesPort
	tablesPort = 0
	t.Cleanup(func() { tablesPort = old })
	w.SetTables(loopbackTables{})
}

// findLabel finds a label with the text among a container's objects.
func findLabel(o fyne.CanvasObject, text string) *widget.Label {
	switch v := o.(type) {
	case *widget.Label:
		if v.Text == text {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if l := findLabel(c, text); l != nil {
				return l
			}
		}
	}
	return nil
}
