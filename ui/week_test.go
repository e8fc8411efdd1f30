package ui

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
)

// The week from the window: the club's website, the files the national
// body and BridgeWebs take, the upload to BridgeWebs and the points over
// a period, each saying where it went.
func TestTheWeekFromTheWindow(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN+1", "3NTS=", "4SN-1", "PASS")
	w := d.w

	files := t.TempDir()
	e.publishIn(filepath.Join(files, "tuesday"))
	d.settle()
	if _, err := os.Stat(filepath.Join(files, "tuesday", "session-1-usebio-1.2.xml")); err != nil || !strings.Contains(e.status.Text, "usebio-1.2.xml") {
		t.Errorf("the national body's file: %v; status %q", err, e.status.Text)
	}

	got := make(chan string, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		r.ParseMultipartForm(1 << 20)
		got <- r.FormValue("club") + " " + r.FormValue("password")
		io.WriteString(rw, "<html><body>message = Upload complete</body></html>")
	}))
	defer srv.Close()
	e.sendToBridgeWebs(club.BridgeWebsUpload{Club: "riverside", Password: "secret", Address: srv.URL + "/cgi-bin/bwx/bw.cgi"})
	d.settle()
	select {
	case form := <-got:
		if !strings.Contains(form, "secret") {
			t.Errorf("BridgeWebs was sent %q", form)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("nothing was sent to BridgeWebs")
	}
	if !strings.Contains(e.status.Text, "BridgeWebs answered: Upload complete") {
		t.Errorf("status %q", e.status.Text)
	}

	w.showStart()
	www := filepath.Join(t.TempDir(), "www")
	w.buildSite(www)
	d.settle()
	if _, err := os.Stat(filepath.Join(www, "index.html")); err != nil || !strings.Contains(w.start.status.Text, "The website is in") {
		t.Errorf("the website: %v; status %q", err, w.start.status.Text)
	}

	csv := filepath.Join(t.TempDir(), "points.csv")
	today := time.Now()
	w.savePoints(today.AddDate(-1, 0, 0), today.AddDate(0, 0, 1), "csv", csv)
	d.settle()
	if b, err := os.ReadFile(csv); err != nil || !strings.HasPrefix(string(b), "Name,Number,Unit,Points,Awards") {
		t.Errorf("the points: %v %q; status %q", err, b, w.start.status.Text)
	}
	for _, label := range []string{"Master points over a period…", "The club's website…", "Files for the national body and BridgeWebs…", "Send the results to BridgeWebs…"} {
		menuItem(t, w, label)
	}
}
