package movements

import (
	"bytes"
	"strings"
	"testing"
)

// The example in CustomFormat is the 2-table Howell (H0203 standard).
func TestCustomFormatExampleIsTheStandardTwoTableHowell(t *testing.T) {
	var ex []string
	on := false
	for _, l := range strings.Split(CustomFormat, "\n") {
		if strings.HasPrefix(l, "Example:") {
			on = true
			continue
		}
		if on {
			ex = append(ex, strings.TrimSpace(l))
		}
	}
	m, err := ParseCustom(strings.Join(ex, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind != Howell || m.BoardsPerRound != 7 || m.Name != "2-table Howell" {
		t.Errorf("settings: %+v", m)
	}
	want, _ := NewHowell(HowellOptions{Tables: 2})
	sameSchedule(t, m, want)
	if b := m.Balance(); b.SD != 0 {
		t.Errorf("sd %v", b.SD)
	}
}

func TestCustomRoundTripsEveryOfferedMovement(t *testing.T) {
	for name, m := range offered(t) {
		var buf bytes.Buffer
		if err := WriteCustom(&buf, m); err != nil {
			t.Fatal(err)
		}
		got, err := ReadCustom(&buf)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got.Kind != m.Kind || got.BoardsPerRound != m.BoardsPerRound || (got.Phantom == nil) != (m.Phantom == nil) || len(got.Pairs) != len(m.Pairs) {
			t.Errorf("%s: settings lost: %+v", name, got)
		}
		sameSchedule(t, got, m)
	}
}

func TestCustomErrorsNameLineAndField(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", "line 0: no schedule lines"},
		{"kind: swiss\n1,1,2,1,1", "line 1: kind: \"swiss\": want howell, mitchell, hesitation or custom"},
		{"colour: red", "line 1: colour: unknown setting"},
		{"# c\n1,1,2,1", "line 2: expected round,table,ns,ew,set[,switched]; got 4 fields"},
		{"1,x,2,1,1", "line 1: table: \"x\": want a whole number from 1 to 999"},
		{"1,1,2,0,1", "line 1: ew: \"0\": want a pair number"},
		{"1,1,2NS,1EW,1\n1,2,3,4,1", "line 2: pair 3: either every pair has a direction"},
		{"1,1,2,1,1,maybe", "line 1: switched: \"maybe\": want yes or no"},
		{"tables: 1\n1,2,2,1,1", "tables: the file declares 1 but the schedule uses 2"},
		{"phantom: 9\n1,1,2,1,1", "line 1: phantom: pair 9 never appears"},
		{"kind: mitchell\n1,1,2,1,1", "a Mitchell numbers its pairs with a direction"},
		{"1,1,2,1,1\nname: late", "line 2: name: settings go before the schedule lines"},
	}
	for _, c := range cases {
		_, err := ParseCustom(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.in, err, c.want)
		}
	}
}

func TestCustomMovementIsValidatedLikeAnyOther(t *testing.T) {
	// Pair 1 meets pair 2 twice and plays set 1 twice.
	m, err := ParseCustom("round,table,ns,ew,set\n1,1,2,1,1\n2,1,1,2,1\n")
	if err != nil {
		t.Fatal(err)
	}
	v := m.Validate()
	if v.OK || len(v.Findings) < 2 {
		t.Errorf("want errors, got %v", v.Findings)
	}
	// Mitchell ids and a phantom.
	m, err = ParseCustom("kind: mitchell\nphantom: 2 NS\n1,1,1NS,1EW,1\n1,2,2NS,2EW,2\n2,1,1NS,2EW,2\n2,2,2NS,1EW,1,no\n")
	if err != nil {
		t.Fatal(err)
	}
	if v := m.Validate(); !v.OK || m.Phantom == nil || *m.Phantom != (PairID{2, NS}) || v.MinBoardsPlayed != m.BoardsPerRound {
		t.Errorf("mitchell custom: %+v %v", m.Phantom, v.Findings)
	}
}

func FuzzReadCustom(f *testing.F) {
	f.Add("name: x\nkind: howell\nboards-per-round: 2\n1,1,4,1,1\n1,2,3,2,1\n")
	f.Add("kind: mitchell\nphantom: 2NS\n1,1,1NS,1EW,1,yes\n")
	f.Add("round,table,ns,ew,set\n1,1,2,1,1\n2,1,1,2,1\n")
	f.Add("tables: 3\nrounds: 2\nsets: 9\n1,3,5,6,9\n")
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseCustom(s)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		v := m.Validate()
		_ = m.Balance()
		_ = m.TableCards()
		_ = m.PairRoutes()
		if v.OK && len(m.Schedule) == 0 {
			t.Fatal("empty movement accepted")
		}
		var buf bytes.Buffer
		if err := WriteCustom(&buf, m); err != nil {
			t.Fatal(err)
		}
		again, err := ReadCustom(&buf)
		if err != nil {
			t.Fatalf("written movement does not read back: %v\n%s", err, buf.String())
		}
		if len(again.Schedule) != len(m.Schedule) || again.Rounds != m.Rounds || again.Tables != m.Tables || again.BoardSets != m.BoardSets {
			t.Fatalf("round trip changed the movement")
		}
	})
}

func TestCustomAcceptsSpreadsheetExports(t *testing.T) {
	want, _ := NewHowell(HowellOptions{Tables: 2})
	for _, sep := range []string{",", ";", "\t"} {
		in := strings.Join([]string{
			`"round"` + sep + `"table"` + sep + `"ns"` + sep + `"ew"` + sep + `"set"`,
			`1` + sep + `1` + sep + `"4"` + sep + `1` + sep + `1`,
			`1` + sep + `2` + sep + `3` + sep + `2` + sep + `1` + sep,
			`2` + sep + `1` + sep + `4` + sep + `2` + sep + `2`,
			`2` + sep + `2` + sep + `1` + sep + `3` + sep + `2`,
			`3` + sep + `1` + sep + `4` + sep + `3` + sep + `3`,
			`3` + sep + `2` + sep + `2` + sep + `1` + sep + `3`,
		}, "\r\n")
		m, err := ParseCustom(in)
		if err != nil {
			t.Fatalf("separator %q: %v", sep, err)
		}
		sameSchedule(t, m, want)
	}
	if _, err := ParseCustom("1,1,,1,1"); err == nil || !strings.Contains(err.Error(), "line 1: ns:") {
		t.Errorf("an empty field should be named: %v", err)
	}
}
