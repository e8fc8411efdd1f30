package scoring_test

import (
	"fmt"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// A deal of Board 1 of the published bcalc test set: every hand known.
var full = scoring.Deal{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone,
	Hands: [4]string{"QJ6.K652.J85.T98", "873.J97.AT764.Q4", "K5.T83.KQ9.A7652", "AT942.AQ4.32.KJ3"}}

func TestDealCheck(t *testing.T) {
	with := func(seat int, hand string) scoring.Deal {
		d := full
		d.Hands[seat] = hand
		return d
	}
	for _, tc := range []struct {
		name string
		deal scoring.Deal
		want string // "" for a deal that is fine
	}{
		{"full", full, ""},
		{"one hand unknown", with(3, ""), ""},
		{"no hand known", scoring.Deal{Board: 2}, ""},
		{"a card twice", with(3, "AT942.AQ4.32.KJ8"), "the C8 is dealt twice (N and W)"},
		{"12 cards", with(0, "QJ6.K652.J85.T9"), `N hand "QJ6.K652.J85.T9" has 12 cards: expected 13`},
		{"three suits", with(1, "873.J97.AT764Q4"), `E hand "873.J97.AT764Q4": expected four suits`},
		{"not a card", with(2, "K5.T83.KQ9.A765X"), `'X' is not a card`},
		{"the ten as 10", with(2, "K5.T83.KQ9.A7610"), "write the ten as T"},
		{"a suit of 14", with(2, "K5.T83.KQ9.AKQJT98765432A"), "too many cards in one suit"},
	} {
		err := tc.deal.Check()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestDealKnownAndMissing(t *testing.T) {
	if seat, missing := full.Missing(); missing || !full.Known() {
		t.Errorf("a full deal: missing %v (%s), known %v", missing, seat, full.Known())
	}
	d := full
	d.Hands[2] = ""
	if seat, missing := d.Missing(); !missing || seat != scoring.South || !d.Known() {
		t.Errorf("South unknown: missing %v (%s), known %v", missing, seat, d.Known())
	}
	if none := (scoring.Deal{Board: 3}); none.Known() {
		t.Error("a deal with no hands is known")
	}
}

func ExampleDeal_PBN() {
	d := full
	d.Hands[1] = "" // East's hand not known
	fmt.Println(d.PBN())
	fmt.Println(d.Check())
	// Output:
	// N:QJ6.K652.J85.T98 - K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3
	// <nil>
}

func TestParseHands(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want [4]string
		err  string
	}{
		{full.PBN(), full.Hands, ""},
		{"E:873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3 QJ6.K652.J85.T98", full.Hands, ""},
		{"N:- - k5.t83.kq9.a7652 -", [4]string{2: "K5.T83.KQ9.A7652"}, ""},
		{"W:AK10.—.void.x - - -", [4]string{3: "AKT...X"}, ""},
		{"N:- - -", [4]string{}, "deal has 3 hands: expected 4"},
		{"Q:- - - -", [4]string{}, `first seat "Q"`},
		{"AKQ.JT9.876.5432", [4]string{}, "expected the first seat and a colon"},
	} {
		got, err := scoring.ParseHands(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: %q %v, want %q", tc.in, got, err, tc.want)
		}
	}
}

func ExampleParseHands() {
	// West first, as some programs write the tag, East not known.
	hands, err := scoring.ParseHands("W:AT942.AQ4.32.KJ3 QJ6.K652.J85.T98 - K5.T83.KQ9.A7652")
	if err != nil {
		fmt.Println(err)
		return
	}
	d := scoring.Deal{Board: 1, Hands: hands}
	fmt.Println(d.PBN())
	// Output: N:QJ6.K652.J85.T98 - K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3
}
