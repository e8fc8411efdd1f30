package club

import (
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/fault"
	"bridgescore/store"
)

// TestEventDescription: an evening of a titled event is described by both,
// a session from a file by the file's description, any other by its name.
func TestEventDescription(t *testing.T) {
	for _, tc := range []struct {
		m    store.Meta
		want string
	}{
		{store.Meta{Name: "Tuesday Pairs", EventTitle: "Autumn Cup", Event: "Autumn Cup"}, "Autumn Cup, Tuesday Pairs"},
		{store.Meta{Name: "Tuesday Pairs", EventTitle: "Autumn Cup"}, "Autumn Cup, Tuesday Pairs"},
		{store.Meta{Name: "Autumn Cup", EventTitle: "autumn cup", Event: "Autumn Cup"}, "Autumn Cup"},
		{store.Meta{Name: "Monday", Event: "EL Mon 1:00pm Open (11-Jul-22)"}, "EL Mon 1:00pm Open (11-Jul-22)"},
		{store.Meta{Name: "Monday", Event: "Thursday Pairs A Overall", EventTitle: "Winter League"}, "Thursday Pairs A Overall"},
		{store.Meta{Name: "Wednesday"}, "Wednesday"},
		{store.Meta{EventTitle: "Autumn Cup"}, "Autumn Cup"},
	} {
		if got := eventDescription(&tc.m); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.m, got, tc.want)
		}
	}
}

// TestSetClub: the identity is kept and said back; a number that is not
// one is refused as invalid, the identity kept as it was.
func TestSetClub(t *testing.T) {
	d, _ := newTestDesk(t)
	if err := d.SetClub(Identity{Name: " Abbeygate Bridge Club ", Number: " 1532 "}); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []Identity{{Name: "X", Number: "15\n32"}, {Name: "X", Number: strings.Repeat("1", MaxClubNumberLen+1)},
		{Name: strings.Repeat("n", MaxNameLen+1), Number: "1"}} {
		if err := d.SetClub(bad); !fault.Is(err, fault.Invalid) {
			t.Errorf("%q: %v, want invalid", bad, err)
		}
	}
	if id, err := d.Club(); err != nil || id != (Identity{Name: "Abbeygate Bridge Club", Number: "1532"}) {
		t.Errorf("kept %+v %v", id, err)
	}
}

// TestReportsCarryTheClub: the printed results are headed with the club's
// name once it is set, for a session created here (which carries none)
// and for one imported from another club's file; until then with the
// name the session came with.
func TestReportsCarryTheClub(t *testing.T) {
	d, _ := newTestDesk(t)
	created := mitchell5(t, d)
	id, _, err := d.Import(filepath.Join("..", "testdata", "sessions", "mitchell-7t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	imported, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	heading := func(s *OpenSession) string {
		t.Helper()
		r, err := s.Results()
		if err != nil {
			t.Fatal(err)
		}
		return r.Club
	}
	if got := heading(imported); got != "Riverside Bridge Club" {
		t.Errorf("before the club is named, the imported session is headed %q, want its file's club", got)
	}
	if err := d.SetClub(Identity{Name: "Abbeygate Bridge Club", Number: "1532"}); err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]*OpenSession{"created": created, "imported": imported} {
		if got := heading(s); got != "Abbeygate Bridge Club" {
			t.Errorf("%s session headed %q, want the club's name", name, got)
		}
	}
}
