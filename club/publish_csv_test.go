package club

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// A session of several sections is published without BridgeWebs' CSV
// file, which is not known to take them, and the notes say so; the USEBIO
// files are written as ever.
func TestPublishFilesOfSections(t *testing.T) {
	d, _ := newTestDesk(t)
	var sections []*movements.Movement
	for _, letter := range []string{"A", "B"} {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 2})
		if err != nil {
			t.Fatal(err)
		}
		m.Section = letter
		sections = append(sections, m)
	}
	id, err := d.CreateSections(NewSession{Name: "Regional", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), Method: scoring.Matchpoints, Rules: scoring.WBF}, sections, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := s.Rows(1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Enter(1, rows[0], "3NTN="); err != nil {
		t.Fatal(err)
	}
	files, notes, err := d.PublishFiles(id)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, f.Name)
	}
	if strings.Contains(strings.Join(names, " "), "bridgewebs") || len(names) != 2 {
		t.Errorf("files %v, want the two USEBIO files alone", names)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], "no BridgeWebs CSV file") || !strings.Contains(notes[0], "one section only") {
		t.Errorf("notes %q", notes)
	}
}

// BridgeWebs' CSV file is a page of results on the web: a player who
// asked not to be shown by name on the club's website is written by
// initials there too.
func TestBridgeWebsCSVHidesPlayers(t *testing.T) {
	d, _ := newTestDesk(t)
	id, _, err := d.Import("../testdata/sessions/howell-4t/session.xml")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.SetPlayerHidden("Frank Garcia", true); err != nil {
		t.Fatal(err)
	}
	csv, err := d.BridgeWebsCSV(id)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(csv), "Frank Garcia") || !strings.Contains(string(csv), ";F. G.;") || !strings.Contains(string(csv), ";Zoe Cohen;") {
		t.Errorf("the hidden player is named, or the others not:\n%.600s", csv)
	}
}

// The USEBIO file BridgeWebs is sent is a page of results on the web too:
// a hidden player goes by initials and without a number there, while the
// USEBIO written for the national body (export, and publish's files for
// master points and grading) keeps the full name and number.
func TestBridgeWebsUSEBIOHidesPlayers(t *testing.T) {
	d, db := newTestDesk(t)
	id, _, err := d.Import("../testdata/sessions/howell-4t/session.xml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayer("Frank Garcia", "12345"); err != nil {
		t.Fatal(err)
	}
	if err := d.SetPlayerHidden("Frank Garcia", true); err != nil {
		t.Fatal(err)
	}
	web, err := d.bridgeWebsUSEBIO(id)
	if err != nil {
		t.Fatal(err)
	}
	if w := string(web); strings.Contains(w, "Frank Garcia") || strings.Contains(w, "12345") ||
		!strings.Contains(w, "<PLAYER_NAME>F. G.</PLAYER_NAME>") || !strings.Contains(w, "<PLAYER_NAME>Zoe Cohen</PLAYER_NAME>") {
		t.Errorf("BridgeWebs' USEBIO names the hidden player, or not the others:\n%.1200s", w)
	}
	body, err := d.Export(id, USEBIO, "1.2")
	if err != nil {
		t.Fatal(err)
	}
	files, _, err := d.PublishFiles(id)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range append(files[:2], PublishFile{Name: "export", Data: body}) {
		if s := string(f.Data); !strings.Contains(s, "<PLAYER_NAME>Frank Garcia</PLAYER_NAME>") || !strings.Contains(s, "_NUMBER>12345</") {
			t.Errorf("%s: the national body's USEBIO lost the player's name or number", f.Name)
		}
	}
	// Apart from the hidden player, the two files are the same.
	number := regexp.MustCompile(`\s*<NATIONAL_ID_NUMBER>12345</NATIONAL_ID_NUMBER>`)
	if got := number.ReplaceAllString(strings.ReplaceAll(string(body), "Frank Garcia", "F. G."), ""); got != string(web) {
		t.Errorf("BridgeWebs' USEBIO differs from the export by more than the hidden player:\n%s\n%s", got, web)
	}
}
