package club

import (
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
