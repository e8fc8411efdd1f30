package club

import (
	"strings"
	"testing"
	"time"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
)

func TestInitials(t *testing.T) {
	for name, want := range map[string]string{
		"Ann Able":             "A. A.",
		"anne-marie  van dijk": "A.-M. V. D.",
		"Élodie Ñúñez":         "É. Ñ.",
		"O'Brien":              "O.",
		"  ":                   "—",
	} {
		if got := Initials(name); got != want {
			t.Errorf("Initials(%q) = %q, want %q", name, got, want)
		}
	}
}

// A player hidden from the website is shown by initials wherever the
// website names the player, and the change is the register's, undone and
// redone there.
func TestSiteHidesAPlayer(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	if _, err := s.Enter(1, rows[0], "4SN="); err != nil {
		t.Fatal(err)
	}
	// Strata name the players whose holdings are not known.
	if err := d.SetAwards(s.ID(), Awards{Scale: "acbl-open", Strata: "500,100"}); err != nil {
		t.Fatal(err)
	}
	list, err := d.SiteSessions()
	if err != nil || len(list) != 1 {
		t.Fatalf("site sessions: %+v %v", list, err)
	}
	before := list[0].Stamp

	if err := d.SetPlayerHidden("ann", true); err != nil {
		t.Fatal(err)
	}

	if err := d.SetPlayerHidden("Zed", true); !fault.Is(err, fault.NotFound) {
		t.Errorf("an unknown player: %v", err)
	}
	shown, err := d.ShownNames()
	if err != nil || !shown.Hidden("ANN") || shown.Hidden("Bob") || shown.Name("Ann") != "A." {
		t.Fatalf("shown names: %+v %v", shown, err)
	}
	page, err := d.SiteSession(s.ID(), shown)
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, p := range page.Pairs {
		if len(p.Players) < 2 || p.Players[1].Name != "Bob" {
			continue
		}
		found = true
		if len(p.Players) != 2 || p.Players[0] != (SitePlayer{Name: "A.", Hidden: true}) || p.Players[1] != (SitePlayer{Name: "Bob"}) {
			t.Errorf("pair 1 NS on the website: %+v", p.Players)
		}
	}
	for _, p := range page.Results.Standings.Pairs {
		if strings.Contains(strings.Join(p.Names, " "), "Ann") {
			t.Errorf("the published standings name Ann: %v", p.Names)
		}
	}
	for _, p := range page.Results.Session.Pairs {
		if strings.Contains(strings.Join(p.Names, " "), "Ann") {
			t.Errorf("the published session names Ann: %v", p.Names)
		}
	}
	notes := strings.Join(page.Results.Extras.Notes, " ")
	if !strings.Contains(notes, "A., Bob") || strings.Contains(notes, "Ann") {
		t.Errorf("the published notes: %q", notes)
	}
	if !found {
		t.Error("Ann and Bob's pair not published")
	}
	// The session's own results are not touched.
	r, _ := d.Results(s.ID())
	if !hasName(r.Standings.Pairs, "Ann") {
		t.Error("hiding a player changed the session's results")
	}
	list, _ = d.SiteSessions()
	if list[0].Stamp == before {
		t.Error("the stamp did not change when a player of the session was hidden")
	}
	hidden := list[0].Stamp
	if again, _ := d.SiteSessions(); again[0].Stamp != hidden {
		t.Error("the stamp changed with nothing changed")
	}

	if st, err := d.UndoRegister(); err != nil || !strings.Contains(st.What, "Ann") {
		t.Fatalf("undo: %+v %v", st, err)
	}
	if shown, _ := d.ShownNames(); shown.Hidden("Ann") {
		t.Error("undo left Ann hidden")
	}
	if list, _ := d.SiteSessions(); list[0].Stamp != before {
		t.Error("the stamp after undo is not the one before")
	}
	if _, err := d.RedoRegister(); err != nil {
		t.Fatal(err)
	}
	if _, err := d.RedoRegister(); !fault.Is(err, fault.Conflict) || !strings.Contains(err.Error(), "players register: nothing to redo") {
		t.Errorf("redo with nothing to redo: %v", err)
	}
	h, err := d.RegisterHistory()
	if err != nil || len(h) != 3 || h[0].Step != "" || h[1].Step != "undo" || h[2].Step != "redo" {
		t.Errorf("the register's history: %+v %v", h, err)
	}
	// A result entered changes the stamp.
	if _, err := s.Enter(1, rows[1], "3NTS="); err != nil {
		t.Fatal(err)
	}
	if list, _ := d.SiteSessions(); list[0].Stamp == hidden {
		t.Error("the stamp did not change with a result entered")
	}
}

func hasName(ps []scoring.PairResult, name string) bool {
	for _, p := range ps {
		for _, n := range p.Names {
			if n == name {
				return true
			}
		}
	}
	return false
}

// A session without a result is not on the website; its stamp does not
// depend on sessions it does not draw on.
func TestSiteSessionsStamps(t *testing.T) {
	d, _ := newTestDesk(t)
	a := mitchell5(t, d)
	m, _ := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	id, err := d.Create(NewSession{Name: "Thursday", Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Movement: m,
		Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	if list, _ := d.SiteSessions(); len(list) != 0 {
		t.Fatalf("sessions without results listed: %+v", list)
	}
	rows, _ := a.Rows(1)
	a.Enter(1, rows[0], "4SN=")
	b, _ := d.Open(id)
	brows, _ := b.Rows(1)
	b.Enter(1, brows[0], "4SN=")
	list, _ := d.SiteSessions()
	if len(list) != 2 || list[0].ID != id || list[1].ID != a.ID() {
		t.Fatalf("newest first: %+v", list)
	}
	stampB := list[0].Stamp
	a.Enter(1, rows[1], "4SN+1")
	list, _ = d.SiteSessions()
	if list[0].Stamp != stampB {
		t.Error("a result in Tuesday's session changed Thursday's stamp")
	}
	// Handicaps from the players' history draw on the earlier sessions.
	if err := d.SetAwards(id, Awards{Handicaps: HandicapsClub}); err != nil {
		t.Fatal(err)
	}
	list, _ = d.SiteSessions()
	stampB = list[0].Stamp
	a.Enter(1, rows[2], "4SN-1")
	if list, _ = d.SiteSessions(); list[0].Stamp == stampB {
		t.Error("a result in an earlier session did not change the stamp of a session handicapped from history")
	}
}
