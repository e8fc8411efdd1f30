package tableserver

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// A night of two sections at the tables: table 1 of section A and table 1
// of section B have codes of their own, each enters its own section's
// boards, a result sent again is stored once in its section, and the
// progress grid shows both sections.
func TestTablesOfTwoSections(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	var ms []*movements.Movement
	for _, letter := range []string{"A", "B"} {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 2})
		if err != nil {
			t.Fatal(err)
		}
		m.Section = letter
		ms = append(ms, m)
	}
	id, err := desk.CreateSections(club.NewSession{Name: "Two sections", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC),
		Method: scoring.Matchpoints, Rules: scoring.WBF}, ms, nil)
	if err != nil {
		t.Fatal(err)
	}
	desk.Close()
	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var entered []club.Update
	stop := s.Subscribe(func(u club.Update) { entered = append(entered, u) })
	defer stop()
	srv, err := New(s, serverAddr, Options{})
	if err != nil {
		t.Fatal(err)
	}
	codes, err := s.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	byPlace := map[string]string{}
	seen := map[string]bool{}
	for _, c := range codes {
		byPlace[c.Section+strconv.Itoa(c.Table)] = c.Code
		if seen[c.Code] {
			t.Fatalf("code %s given twice", c.Code)
		}
		seen[c.Code] = true
	}
	if len(codes) != 6 || byPlace["A1"] == "" || byPlace["B1"] == "" {
		t.Fatalf("codes %+v, want tables 1-3 of A and of B", codes)
	}
	f := &fixture{t: t, s: s, srv: srv}
	// The page names the table with its section.
	if code, body := f.do("GET", "/t/"+byPlace["B1"], "192.168.1.40", ""); code != http.StatusOK || !strings.Contains(body, "Table B1") {
		t.Errorf("B1's page: %d, no \"Table B1\"", code)
	}
	send := func(place, id, res string) {
		t.Helper()
		code, body := f.do("POST", "/api/t/"+byPlace[place]+"/result", "192.168.1.41", result(id, 1, 1, res))
		if code != http.StatusOK {
			t.Fatalf("%s: %d %s", place, code, body)
		}
	}
	// Two tables' pages drew the same id: they are two results.
	send("A1", "same-id", "4SN=")
	send("B1", "same-id", "3NTS+1")
	send("B1", "same-id", "3NTS+1") // the network dropped the answer
	if len(entered) != 2 || entered[0].Section != "A" || entered[1].Section != "B" || entered[1].Source != "section B, table 1, round 1" {
		t.Fatalf("stored %+v", entered)
	}
	// B1's state shows its own result, not A's.
	code, body := f.do("GET", "/api/t/"+byPlace["B1"], "192.168.1.41", "")
	var st stateJSON
	if code != http.StatusOK || json.Unmarshal([]byte(body), &st) != nil {
		t.Fatalf("B1's state: %d %s", code, body)
	}
	if len(st.Entered) != 1 || st.Entered[0].Result != "3NTS+1" {
		t.Errorf("B1 sees %+v", st.Entered)
	}
	// The database holds one line in each section, with its source.
	lines := s.ScoringSession().Lines
	if len(lines) != 2 {
		t.Fatalf("%d lines stored, want 2", len(lines))
	}
	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	if last := h[len(h)-1]; last.Source != "section B, table 1, round 1" {
		t.Errorf("the last change came from %q", last.Source)
	}
	cells := s.Progress()
	done := map[string]int{}
	for _, c := range cells {
		done[c.Section] += c.Entered
	}
	if len(cells) != 18 || done["A"] != 1 || done["B"] != 1 {
		t.Errorf("progress: %d cells, entered %v", len(cells), done)
	}
}
