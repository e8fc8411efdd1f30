package dds

import (
	"errors"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// Each hand holds one whole suit: declarer takes 13 tricks with his own
// suit as trumps and none in no trumps (the defender on lead runs a suit).
func TestOneSuitEach(t *testing.T) {
	b := scoring.Deal{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone,
		Hands: [4]string{"AKQJT98765432...", ".AKQJT98765432..", "..AKQJT98765432.", "...AKQJT98765432"}}
	res, err := Analyse([]scoring.Deal{b})
	if errors.Is(err, ErrUnavailable) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	own := map[scoring.Seat]scoring.Strain{scoring.North: scoring.Spades, scoring.East: scoring.Hearts,
		scoring.South: scoring.Diamonds, scoring.West: scoring.Clubs}
	for seat, strain := range own {
		if n := res[0].Tricks.Tricks(seat, strain); n != 13 {
			t.Errorf("%s in %s: %d tricks, want 13", seat, strain, n)
		}
		if n := res[0].Tricks.Tricks(seat, scoring.NoTrump); n != 0 {
			t.Errorf("%s in NT: %d tricks, want 0", seat, n)
		}
	}
}

func TestRefusesBadDeals(t *testing.T) {
	good := [4]string{"AKQJT98765432...", ".AKQJT98765432..", "..AKQJT98765432.", "...AKQJT98765432"}
	for _, tc := range []struct {
		hands [4]string
		want  string
	}{
		{[4]string{"AKQJT9876543...2", good[1], good[2], good[3]}, "the C2 is dealt twice"},
		{[4]string{"AKQJT9876543...", good[1], good[2], good[3]}, `N hand "AKQJT9876543..." has 12 cards`},
		{[4]string{good[0], good[1], good[2], "..."}, `W hand "..." has 0 cards`},
		{[4]string{good[0], good[1], good[2], "AKQ"}, "four suits"},
		{[4]string{good[0], good[1], good[2], "...AKQJX98765432"}, "not a card"},
	} {
		_, err := Analyse([]scoring.Deal{{Board: 7, Hands: tc.hands}})
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "board 7") {
			t.Errorf("%v: %v, want %q", tc.hands, err, tc.want)
		}
	}
}

func TestParContractText(t *testing.T) {
	for _, tc := range []struct {
		level       int
		strain      scoring.Strain
		seat        scoring.Seat
		over, under int
		want        string
	}{
		{4, scoring.Spades, scoring.North, 0, 0, "4SN"},
		{3, scoring.NoTrump, scoring.South, 1, 0, "3NTS+1"},
		{5, scoring.Diamonds, scoring.East, 0, 2, "5DXE-2"},
	} {
		if got := parContract(tc.level, tc.strain, tc.seat, tc.over, tc.under); got != tc.want {
			t.Errorf("%s, want %s", got, tc.want)
		}
	}
}
