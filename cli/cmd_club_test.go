package cli

import (
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgescore/interchange"
)

// TestClubIdentity: the club's name and national number, set with club
// --name --number, are said back, and every file the club sends carries
// them with the session's event description: USEBIO 1.2 and 1.3
// (CLUB_NAME, CLUB_ID_NUMBER, EVENT_DESCRIPTION, read back by the
// reader), the BridgeWebs CSV file and the results website. An empty
// value clears one; a number that is not one is refused, nothing kept.
func TestClubIdentity(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	if said := mustRun(t, "club", "--db", db); !strings.Contains(said, "no name") || !strings.Contains(said, "no number") {
		t.Errorf("an unnamed club: %q", said)
	}
	// Session 1 comes from a file naming another club (NSBC@Lindfield)
	// and describing itself; session 2, set up here, has neither.
	mustRun(t, "import", realHowell, "--db", db)
	mustRun(t, "new", "--name", "Tuesday Pairs", "--movement", "howell", "--tables", "4", "--event", "Autumn Cup", "--db", db)
	// Unset, the name is the newest session's.
	if said := mustRun(t, "club", "--db", db); !strings.Contains(said, "NSBC@Lindfield") {
		t.Errorf("the club named by its sessions: %q", said)
	}
	said := mustRun(t, "club", "--name", "Allestree Bridge Club", "--number", "2061", "--db", db)
	if !strings.Contains(said, "Allestree Bridge Club") || !strings.Contains(said, "2061") {
		t.Errorf("club said %q", said)
	}
	if js := mustRun(t, "club", "--format", "json", "--db", db); strings.TrimSpace(js) != `{"name":"Allestree Bridge Club","number":"2061"}` {
		t.Errorf("club --format json: %s", js)
	}
	for _, tc := range []struct{ session, version, description string }{
		{"1", "1.2", "EL Wed 10.00am Open (27-Jul-22)"}, {"1", "1.3", "EL Wed 10.00am Open (27-Jul-22)"},
		{"2", "1.2", "Autumn Cup, Tuesday Pairs"}, {"2", "1.3", "Autumn Cup, Tuesday Pairs"},
	} {
		usebio := mustRun(t, "export", "--session", tc.session, "--format", "usebio", "--usebio-version", tc.version, "--db", db)
		back := readClub(t, usebio)
		if back.Club != "Allestree Bridge Club" || back.ClubNumber != "2061" || back.Name != tc.description {
			t.Errorf("session %s, USEBIO %s: club %q number %q description %q", tc.session, tc.version, back.Club, back.ClubNumber, back.Name)
		}
	}
	dir := t.TempDir()
	mustRun(t, "publish", "--session", "1", "--to", "file", "--out", dir, "--db", db)
	csv, err := os.ReadFile(filepath.Join(dir, "session-1-bridgewebs.csv"))
	if err != nil || !strings.Contains(string(csv), "#Title;EL Wed 10.00am Open (27-Jul-22)\n#Comment;Club: Allestree Bridge Club (club number 2061)\n") {
		t.Errorf("BridgeWebs CSV (%v):\n%.300s", err, csv)
	}
	site := t.TempDir()
	mustRun(t, "site", "--out", site, "--db", db)
	home, err := os.ReadFile(filepath.Join(site, "index.html"))
	if err != nil || !strings.Contains(string(home), "<h1>Allestree Bridge Club</h1>") || !strings.Contains(string(home), "Club number 2061.") {
		t.Errorf("website home page (%v):\n%.600s", err, home)
	}
	// Refused: nothing changes.
	for _, bad := range []string{"20;61", "<b>", strings.Repeat("9", 21)} {
		out, errs, code := runNamed(t, "club", "--number", bad, "--db", db)
		if code != exitInvalid || out != "" || !strings.Contains(errs, "the club's number") {
			t.Errorf("--number %q: exit %d, %q %q", bad, code, out, errs)
		}
	}
	// Cleared one at a time, the other kept.
	if said := mustRun(t, "club", "--number", "", "--db", db); !strings.Contains(said, "Allestree Bridge Club") || !strings.Contains(said, "no number") {
		t.Errorf("number cleared: %q", said)
	}
	usebio := mustRun(t, "export", "--session", "1", "--format", "usebio", "--db", db)
	if strings.Contains(usebio, "CLUB_ID_NUMBER") || !strings.Contains(usebio, "<CLUB_NAME>Allestree Bridge Club</CLUB_NAME>") {
		t.Errorf("after clearing the number:\n%.300s", usebio)
	}
}

// readClub reads what a USEBIO file says of the club and the event,
// through the reader every import uses.
func readClub(t *testing.T, usebio string) *interchange.ResultsFile {
	t.Helper()
	path := filepath.Join(t.TempDir(), "export.xml")
	if err := os.WriteFile(path, []byte(usebio), 0o600); err != nil {
		t.Fatal(err)
	}
	rf, err := interchange.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return rf
}

// TestClubIdentityOnEveryNight: a teams night, a Swiss teams, an
// individual and a Swiss pairs export the club's name and number and the
// evening's description, as a pairs session does.
func TestClubIdentityOnEveryNight(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	mustRun(t, "club", "--name", "Allestree Bridge Club", "--number", "2061", "--db", db)
	nights := [][]string{
		{"--teams", "4"},
		{"--swiss-teams", "--teams", "6", "--rounds", "3"},
		{"--individual", "--tables", "2"},
		{"--swiss-pairs", "--pairs", "6", "--rounds", "3"},
	}
	for i, night := range nights {
		mustRun(t, "new", append([]string{"--name", "Night " + strconv.Itoa(i+1), "--event", "Cup " + strconv.Itoa(i+1), "--db", db}, night...)...)
		usebio := mustRun(t, "export", "--session", strconv.Itoa(i+1), "--format", "usebio", "--db", db)
		var f struct {
			Club        string `xml:"CLUB>CLUB_NAME"`
			Number      string `xml:"CLUB>CLUB_ID_NUMBER"`
			Description string `xml:"EVENT>EVENT_DESCRIPTION"`
		}
		if err := xml.Unmarshal([]byte(usebio), &f); err != nil {
			t.Fatalf("%v: %v", night, err)
		}
		if want := fmt.Sprintf("Cup %d, Night %d", i+1, i+1); f.Club != "Allestree Bridge Club" || f.Number != "2061" || f.Description != want {
			t.Errorf("%v: club %q number %q description %q, want Allestree Bridge Club, 2061, %q", night, f.Club, f.Number, f.Description, want)
		}
	}
}
