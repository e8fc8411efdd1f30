package club

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/movements"
	"bridgescore/reports"
	"bridgescore/scoring"
	"bridgescore/store"
)

func newTestDesk(t *testing.T) (*Desk, *store.DB) {
	t.Helper()
	db, err := store.Open(filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return newDesk(db), db
}

// mitchell5 creates a 5-table Mitchell session (10 pairs).
func mitchell5(t *testing.T, d *Desk) *OpenSession {
	t.Helper()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := d.Create(NewSession{
		Name: "Tuesday", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), Movement: m,
		Method: scoring.Matchpoints, Rules: scoring.WBF,
		Names: map[movements.PairID][]string{{Number: 1, Direction: "NS"}: {"Ann", "Bob"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDeskLaysOutTravellersFromTheMovement(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	if got := len(s.Boards()); got != 15 {
		t.Fatalf("%d boards, a 5-table Mitchell of 3-board rounds has 15", got)
	}
	if s.Expected() != 75 {
		t.Errorf("expected lines %d, want 5 tables × 15 boards = 75", s.Expected())
	}
	rows, err := s.Rows(1)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 5 {
		t.Fatalf("board 1 has %d rows, want 5", len(rows))
	}
	// Board 1 starts at table 1 in round 1 with pairs 1 NS and 1 EW.
	if r := rows[0]; r.Round != 1 || r.Table != 1 || r.NS != "1NS" || r.EW != "1EW" {
		t.Errorf("first row of board 1 = %+v", r)
	}
	for i := 1; i < len(rows); i++ {
		if rows[i].Round <= rows[i-1].Round {
			t.Errorf("rows not in round order: %+v", rows)
		}
	}
	var names []string
	for _, p := range s.Pairs() {
		if p.ID == "1NS" {
			names = p.Names
		}
		if p.Direction != "NS" && p.Direction != "EW" {
			t.Errorf("pair %s direction %q, a Mitchell has two fields", p.ID, p.Direction)
		}
	}
	if strings.Join(names, "&") != "Ann&Bob" {
		t.Errorf("pair 1NS names %v", names)
	}
	if _, err := s.Rows(16); err == nil {
		t.Errorf("board 16 is not in play and should be refused")
	}
}

func TestDeskEntryWarningsUndoAndCompletion(t *testing.T) {
	d, db := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	if _, err := s.Enter(1, rows[0], "8SN="); err == nil || !strings.Contains(err.Error(), "8SN=") {
		t.Fatalf("an impossible contract should be refused naming the entry, got %v", err)
	}
	if len(s.ScoringSession().Lines) != 0 {
		t.Fatalf("a refused entry saved a line")
	}
	// Board 1: nobody vulnerable. 4S= by N is +420 at two tables.
	for i := 0; i < 2; i++ {
		got, err := s.Enter(1, rows[i], "4SN=")
		if err != nil {
			t.Fatal(err)
		}
		if got.Line.Score != 420 || len(got.Warnings) != 0 {
			t.Fatalf("4SN= on board 1: score %d, warnings %v", got.Line.Score, got.Warnings)
		}
	}
	// The same contract entered by East: -420, the mirror of the others.
	got, err := s.Enter(1, rows[2], "4SE=")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Warnings) != 1 || !strings.Contains(got.Warnings[0], "mirror") {
		t.Errorf("4SE= among two 4SN= should warn that it mirrors them, got %v", got.Warnings)
	}
	// Correcting it says which result it replaced.
	got, err = s.Enter(1, rows[2], "4SN=")
	if err != nil || len(got.Warnings) != 0 || got.Replaced == nil || scoring.EntryText(*got.Replaced) != "4SE=" {
		t.Errorf("replacing a result: replaced %v, warnings %v, %v", got.Replaced, got.Warnings, err)
	}
	if n := len(s.ScoringSession().Lines); n != 3 {
		t.Fatalf("%d lines in memory, want 3", n)
	}
	step, err := s.Undo()
	if err != nil || !strings.Contains(step.What, "board 1") {
		t.Fatalf("undo: %q %v", step.What, err)
	}
	if step.Board != 1 || step.NS != rows[2].NS || step.EW != rows[2].EW {
		t.Errorf("undo should name board 1, %s v %s; named board %d, %s v %s", rows[2].NS, rows[2].EW, step.Board, step.NS, step.EW)
	}
	r, _ := s.Rows(1)
	if r[2].Entered == nil || r[2].Entered.Score != -420 {
		t.Fatalf("undoing the correction should bring back -420, got %+v", r[2].Entered)
	}
	if _, err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	r, _ = s.Rows(1)
	if r[2].Entered.Score != 420 {
		t.Fatalf("redo should restore +420")
	}
	// Fill in the rest: the session becomes complete.
	for _, b := range s.Boards() {
		rows, _ := s.Rows(b)
		for _, row := range rows {
			if row.Entered == nil {
				if _, err := s.Enter(b, row, "PASS"); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	m, err := db.Meta(s.Info().ID)
	if err != nil || !m.Complete {
		t.Errorf("session should be complete after every line: %v %v", m, err)
	}
	st, err := s.Standings()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := scoring.Score(s.ScoringSession())
	if len(st.Pairs) != 10 || st.Pairs[0].Rank != want.Pairs[0].Rank {
		t.Errorf("standings disagree with the engine")
	}
	text, err := s.Explain(1, "1NS", "1EW")
	if err != nil || text == "" {
		t.Errorf("explain: %q %v", text, err)
	}
	hist, err := s.History()
	if err != nil || len(hist) < 4 {
		t.Errorf("history: %d changes, %v", len(hist), err)
	}
}

func TestDeskListsSessionsNewestFirst(t *testing.T) {
	d, _ := newTestDesk(t)
	m, _ := movements.NewHowell(movements.HowellOptions{Tables: 3})
	for _, day := range []int{3, 10, 7} {
		if _, err := d.Create(NewSession{Name: "pairs", Date: time.Date(2026, 11, day, 0, 0, 0, 0, time.UTC),
			Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF}); err != nil {
			t.Fatal(err)
		}
	}
	list, err := d.Sessions()
	if err != nil || len(list) != 3 {
		t.Fatalf("%v %v", list, err)
	}
	for i, day := range []int{10, 7, 3} {
		if list[i].Date.Day() != day {
			t.Errorf("session %d is of the %d, want the %d", i, list[i].Date.Day(), day)
		}
	}
	if err := d.Delete(list[0].ID); err != nil {
		t.Fatal(err)
	}
	if list, _ := d.Sessions(); len(list) != 2 {
		t.Errorf("after delete %d sessions", len(list))
	}
	if _, err := d.Create(NewSession{Name: "x", Movement: nil}); err == nil {
		t.Errorf("a session without a movement should be refused")
	}
}

func TestDeskAttachesHandRecords(t *testing.T) {
	d, db := newTestDesk(t)
	s := mitchell5(t, d)
	pbn := filepath.Join(t.TempDir(), "hands.pbn")
	deal := `[Event ""]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
`
	if err := os.WriteFile(pbn, []byte(deal), 0o644); err != nil {
		t.Fatal(err)
	}
	warnings, err := s.AttachHands(pbn)
	if err != nil || len(warnings) != 0 {
		t.Fatalf("attach: %v %v", warnings, err)
	}
	boards, err := db.Boards(s.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	if boards[0].Board != 1 || !strings.Contains(boards[0].PBN(), "AKQJT98765432") {
		t.Errorf("board 1 hands not stored: %+v", boards[0])
	}
	out := filepath.Join(t.TempDir(), "travellers.html")
	if _, err := s.Enter(1, Row{NS: "1NS", EW: "1EW"}, "7SN="); err != nil {
		t.Fatal(err)
	}
	rows, _ := s.Rows(1)
	if _, err := s.Enter(1, rows[1], "7SN-1"); err != nil {
		t.Fatal(err)
	}
	if err := s.Print([]reports.Report{reports.Travellers}, out, "a4"); err != nil {
		t.Fatal(err)
	}
	html, _ := os.ReadFile(out)
	if !strings.Contains(string(html), "AKQJ") {
		t.Errorf("the printed traveller does not show the hands")
	}
	if _, err := s.AttachHands(out); err == nil {
		t.Errorf("an HTML file was attached as a hand record")
	}
}

// A half table: the phantom is not a pair, and its table's round is a
// sit-out with no traveller line.
func TestDeskHalfTable(t *testing.T) {
	d, _ := newTestDesk(t)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := d.Create(NewSession{Name: "nine pairs", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(s.Pairs()); n != 9 {
		t.Errorf("%d pairs, want 9 (the phantom is not a pair)", n)
	}
	phantom := m.Phantom.Key()
	total := 0
	for _, b := range s.Boards() {
		rows, _ := s.Rows(b)
		total += len(rows)
		for _, r := range rows {
			if r.NS == phantom || r.EW == phantom {
				t.Errorf("board %d: a line against the phantom %s", b, phantom)
			}
		}
	}
	// 5 rounds of 5 tables, one of which sits out each round, 3 boards.
	if total != 4*5*3 || s.Expected() != total {
		t.Errorf("%d lines expected (Expected %d), want 60", total, s.Expected())
	}
	if len(s.Places()) != 20 {
		t.Errorf("%d places for pick-up slips, want 20", len(s.Places()))
	}
}

// A line entered before the rest of the field cannot be seen to be odd;
// once the field is in, Warnings finds it mirrors the others.
func TestDeskWarningsLookAgainOnceTheFieldIsIn(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	got, err := s.Enter(1, rows[0], "4SE=")
	if err != nil || len(got.Warnings) != 0 {
		t.Fatalf("the first line of a board has nothing to be compared with: %v %v", got.Warnings, err)
	}
	for _, r := range rows[1:3] {
		if _, err := s.Enter(1, r, "4SN="); err != nil {
			t.Fatal(err)
		}
	}
	if w := s.Warnings(1, rows[0]); len(w) != 1 || !strings.Contains(w[0], "declared by E") {
		t.Errorf("4SE= among two 4SN= should now warn that it mirrors them, got %v", w)
	}
	if w := s.Warnings(1, rows[1]); len(w) != 0 {
		t.Errorf("4SN= with the field: warnings %v", w)
	}
	if w := s.Warnings(1, rows[3]); w != nil {
		t.Errorf("a line not entered has no warnings, got %v", w)
	}
}

// Replaces names the saved result a typed one would overwrite, and nothing
// when the line is empty or the same result is typed again in other words.
func TestDeskReplaces(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	if old, err := s.Replaces(1, rows[0], "4SN="); old != "" || err != nil {
		t.Errorf("an empty line replaces nothing: %q %v", old, err)
	}
	if _, err := s.Enter(1, rows[0], "4SN="); err != nil {
		t.Fatal(err)
	}
	rows, _ = s.Rows(1)
	for _, same := range []string{"4SN=", "4S N 10", " 4sn= "} {
		if old, err := s.Replaces(1, rows[0], same); old != "" || err != nil {
			t.Errorf("%q is the result saved: replaces %q, %v", same, old, err)
		}
	}
	old, err := s.Replaces(1, rows[0], "3NTS=")
	if err != nil || old != rows[0].Entered.Describe() {
		t.Errorf("3NTS= over 4SN=: replaces %q (%v), want %q", old, err, rows[0].Entered.Describe())
	}
	if _, err := s.Replaces(1, rows[0], "8SN="); err == nil {
		t.Errorf("an impossible contract should be refused")
	}
}

// The movements offered say in words who wins and how fair the comparison
// is: a two-winner Mitchell ranks NS and EW apart, a Howell is one field
// whose balance is given as good, fair or uneven.
func TestDeskSuggestSaysBalanceInWords(t *testing.T) {
	d, _ := newTestDesk(t)
	choices, err := d.Suggest(14, SuggestBoards, movements.ClubTiming)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[movements.Kind]string{}
	for _, c := range choices {
		seen[c.Movement.Kind] = c.Detail
		if strings.Contains(c.Detail, "sd ") {
			t.Errorf("%s: %q gives a statistic, not words", c.Title, c.Detail)
		}
	}
	if !strings.Contains(seen[movements.Mitchell], "two winners") {
		t.Errorf("a 7-table Mitchell has two winners: %q", seen[movements.Mitchell])
	}
	// The complete 7-table Howell's quality factor is 91 of 100.
	if h := seen[movements.Howell]; !strings.Contains(h, "one winner, good balance") {
		t.Errorf("the 7-table Howell: %q", h)
	}
}

// Sections are offered beyond one section's size, and creating them
// stores one session of those sections, or nothing when one section
// cannot be created.
func TestDeskCreateSections(t *testing.T) {
	d, _ := newTestDesk(t)
	choices, err := d.Suggest(61, SuggestBoards, movements.ClubTiming)
	if err != nil {
		t.Fatal(err)
	}
	if len(choices) == 0 || len(choices[0].Sections) < 3 {
		t.Fatalf("61 pairs: first choice %+v", choices[0])
	}
	c := choices[0]
	before, _ := d.Sessions()
	ns := NewSession{Name: "Regional", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), Method: scoring.Matchpoints, Rules: scoring.WBF}
	// A section given out of order is refused before anything is stored.
	swapped := append([]*movements.Movement{c.Sections[1], c.Sections[0]}, c.Sections[2:]...)
	if _, err := d.CreateSections(ns, swapped, nil); err == nil {
		t.Errorf("sections out of order created")
	}
	// A name too long in the last section leaves nothing stored.
	last := c.Sections[len(c.Sections)-1]
	long := map[string]map[movements.PairID][]string{last.Section: {last.Pairs[0]: {strings.Repeat("x", 100000)}}}
	if _, err := d.CreateSections(ns, c.Sections, long); err == nil {
		t.Errorf("a 100,000-character name accepted")
	}
	if after, _ := d.Sessions(); len(after) != len(before) {
		t.Errorf("a failed creation left %d sessions stored", len(after)-len(before))
	}
	id, err := d.CreateSections(ns, c.Sections, nil)
	if err != nil {
		t.Fatal(err)
	}
	if after, _ := d.Sessions(); len(after) != len(before)+1 {
		t.Errorf("%d sessions stored for one field in sections, want 1", len(after)-len(before))
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if s.Info().Name != "Regional" || len(s.Sections()) != len(c.Sections) {
		t.Fatalf("session %q with sections %v", s.Info().Name, s.Sections())
	}
	seated := map[string]int{}
	for _, p := range s.Pairs() {
		seated[p.Section]++
	}
	total := 0
	for i, letter := range s.Sections() {
		if letter != movements.SectionLetter(i) {
			t.Errorf("section %d is %q", i+1, letter)
		}
		if err := s.SelectSection(letter); err != nil {
			t.Fatal(err)
		}
		m := s.Movement()
		if m.Section != letter || s.Expected() != m.ExpectedLines() {
			t.Errorf("section %s: movement of section %q, %d lines expected", letter, m.Section, s.Expected())
		}
		want := 0
		for _, p := range m.Pairs {
			if !m.IsPhantom(p) {
				want++
			}
		}
		if seated[letter] != want {
			t.Errorf("section %s: %d pairs stored, the movement seats %d", letter, seated[letter], want)
		}
		total += seated[letter]
	}
	if total != 61 {
		t.Errorf("%d pairs seated, want 61", total)
	}
}

// A late pair in a session of several sections takes the phantom's place
// in its own section: that section's movement and pairs change, the other
// section's do not, and undo takes it back.
func TestLateChangeInASection(t *testing.T) {
	d, _ := newTestDesk(t)
	choices, err := d.Suggest(37, SuggestBoards, movements.ClubTiming)
	if err != nil {
		t.Fatal(err)
	}
	var c *MovementChoice
	for i := range choices {
		if len(choices[i].Sections) == 2 {
			c = &choices[i]
			break
		}
	}
	if c == nil {
		t.Fatal("no two sections offered for 37 pairs")
	}
	id, err := d.CreateSections(NewSession{Name: "Two", Date: time.Now(), Method: scoring.Matchpoints, Rules: scoring.WBF}, c.Sections, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	// Section A has 9½ tables: its phantom's opponents sit out.
	half := ""
	for _, sec := range s.Sections() {
		if err := s.SelectSection(sec); err != nil {
			t.Fatal(err)
		}
		if s.Movement().Phantom != nil {
			half = sec
		}
	}
	if half == "" {
		t.Fatal("no section has a half table")
	}
	other := map[string]string{"A": "B", "B": "A"}[half]
	count := func(sec string) int {
		n := 0
		for _, p := range s.Pairs() {
			if p.Section == sec {
				n++
			}
		}
		return n
	}
	if err := s.SelectSection(other); err != nil {
		t.Fatal(err)
	}
	otherBefore, otherExpected := count(other), s.Expected()
	if err := s.SelectSection(half); err != nil {
		t.Fatal(err)
	}
	before, expected := count(half), s.Expected()
	done, err := s.AddLatePair([]string{"Late One", "Late Two"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(done.What, "Late pair") || s.Movement().Phantom != nil || count(half) != before+1 || s.Expected() <= expected {
		t.Errorf("after the late pair: %q, phantom %v, %d pairs (were %d), %d lines expected (were %d)",
			done.What, s.Movement().Phantom, count(half), before, s.Expected(), expected)
	}
	if err := s.SelectSection(other); err != nil {
		t.Fatal(err)
	}
	if count(other) != otherBefore || s.Expected() != otherExpected {
		t.Errorf("section %s changed too: %d pairs, %d lines expected", other, count(other), s.Expected())
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := s.SelectSection(half); err != nil {
		t.Fatal(err)
	}
	if s.Movement().Phantom == nil || count(half) != before {
		t.Errorf("undo left section %s with %d pairs, phantom %v", half, count(half), s.Movement().Phantom)
	}
}
