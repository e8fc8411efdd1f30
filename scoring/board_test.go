package scoring

import "testing"

func TestLaw2Vectors(t *testing.T) {
	v := loadDealVectors(t)
	if len(v.Boards) == 0 {
		t.Fatal("no board_dealer_vulnerability vectors")
	}
	for _, tc := range v.Boards {
		if got := Dealer(tc.Board).String(); got != tc.Dealer {
			t.Errorf("Dealer(%d) = %s, want %s", tc.Board, got, tc.Dealer)
		}
		if got := Vul(tc.Board).String(); got != tc.Vulnerable {
			t.Errorf("Vul(%d) = %s, want %s", tc.Board, got, tc.Vulnerable)
		}
	}
}

// Law 2's own table for boards 1-16, and its statement that the sequence
// repeats for every later group of 16.
func TestLaw2Table(t *testing.T) {
	dealers := map[Seat][]int{North: {1, 5, 9, 13}, East: {2, 6, 10, 14}, South: {3, 7, 11, 15}, West: {4, 8, 12, 16}}
	vuls := map[Vulnerability][]int{VulNone: {1, 8, 11, 14}, VulNS: {2, 5, 12, 15}, VulEW: {3, 6, 9, 16}, VulAll: {4, 7, 10, 13}}
	for d, boards := range dealers {
		for _, b := range boards {
			for k := 0; k < 8; k++ {
				if got := Dealer(b + 16*k); got != d {
					t.Errorf("Dealer(%d) = %v, want %v", b+16*k, got, d)
				}
			}
		}
	}
	for v, boards := range vuls {
		for _, b := range boards {
			for k := 0; k < 8; k++ {
				if got := Vul(b + 16*k); got != v {
					t.Errorf("Vul(%d) = %v, want %v", b+16*k, got, v)
				}
			}
		}
	}
}

func TestIsVulnerable(t *testing.T) {
	tests := []struct {
		v    Vulnerability
		want string // seats that are vulnerable
	}{
		{VulNone, ""}, {VulNS, "NS"}, {VulEW, "EW"}, {VulAll, "NESW"},
	}
	for _, tc := range tests {
		for _, s := range []Seat{North, East, South, West} {
			want := false
			for _, r := range tc.want {
				want = want || Seat(r) == s
			}
			if got := tc.v.IsVulnerable(s); got != want {
				t.Errorf("%v.IsVulnerable(%v) = %v, want %v", tc.v, s, got, want)
			}
		}
	}
}

func TestSeats(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Seat
		side string
	}{
		{"N", North, "NS"}, {"south", South, "NS"}, {" e ", East, "EW"}, {"West", West, "EW"},
	} {
		s, err := ParseSeat(tc.in)
		if err != nil || s != tc.want || s.Side() != tc.side {
			t.Errorf("ParseSeat(%q) = %v (%s), %v; want %v (%s)", tc.in, s, s.Side(), err, tc.want, tc.side)
		}
		if back, err := ParseSeat(s.String()); err != nil || back != s {
			t.Errorf("ParseSeat(%q) = %v, %v", s.String(), back, err)
		}
	}
	for _, bad := range []string{"", "X", "NS", "Nord"} {
		if _, err := ParseSeat(bad); err == nil {
			t.Errorf("ParseSeat(%q) accepted", bad)
		}
	}
	if Seat(0).Side() != "" || Seat('Q').Valid() {
		t.Error("invalid seat treated as a seat")
	}
}

func TestParseVulnerability(t *testing.T) {
	for _, v := range []Vulnerability{VulNone, VulNS, VulEW, VulAll} {
		got, err := ParseVulnerability(v.String())
		if err != nil || got != v {
			t.Errorf("ParseVulnerability(%q) = %v, %v", v.String(), got, err)
		}
	}
	for in, want := range map[string]Vulnerability{"love": VulNone, "Both": VulAll, "n-s": VulNS, "E/W": VulEW} {
		if got, err := ParseVulnerability(in); err != nil || got != want {
			t.Errorf("ParseVulnerability(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseVulnerability("half"); err == nil {
		t.Error(`ParseVulnerability("half") accepted`)
	}
}

// Around the table clockwise: each seat's left is the next, its partner
// opposite.
func TestSeatNeighbours(t *testing.T) {
	for _, c := range []struct {
		s, partner, left, right Seat
		name                    string
	}{
		{North, South, East, West, "North"},
		{East, West, South, North, "East"},
		{South, North, West, East, "South"},
		{West, East, North, South, "West"},
	} {
		if c.s.Partner() != c.partner || c.s.Left() != c.left || c.s.Right() != c.right || c.s.Name() != c.name {
			t.Errorf("%s: partner %s left %s right %s name %s", c.s, c.s.Partner(), c.s.Left(), c.s.Right(), c.s.Name())
		}
	}
}
