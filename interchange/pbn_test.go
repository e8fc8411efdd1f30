package interchange

import (
	"errors"
	"strings"
	"testing"

	"bridgescore/scoring"
)

const samplePBN = `% PBN 2.1
[Event "Club pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT98.JT9.JT 6543.765.876.987 2.432.5432.65432"]

[Event "Club pairs"]
[Board "2"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "E:T987.JT98.JT9.JT 6543.765.876.987 2.432.5432.65432 AKQJ.AKQ.AKQ.AKQ"]
[Auction "S"]
1C Pass 1H Pass
`

func TestReadPBN(t *testing.T) {
	deals, warnings, err := ReadPBN(strings.NewReader(samplePBN))
	if err != nil {
		t.Fatal(err)
	}
	if len(deals) != 2 {
		t.Fatalf("%d deals, want 2", len(deals))
	}
	want := [4]string{"AKQJ.AKQ.AKQ.AKQ", "T987.JT98.JT9.JT", "6543.765.876.987", "2.432.5432.65432"}
	if deals[0].Hands != want || deals[0].Dealer != scoring.North || deals[0].Vul != scoring.VulNone {
		t.Errorf("board 1 = %+v", deals[0])
	}
	// Board 2's deal is written from East: the same hands, so North
	// still holds the AKQJ.
	if deals[1].Hands != want {
		t.Errorf("board 2 hands = %v, want %v", deals[1].Hands, want)
	}
	// Law 2: board 2 is dealt by East with NS vulnerable; the file says
	// South and All, which is kept but reported.
	if deals[1].Dealer != scoring.South || deals[1].Vul != scoring.VulAll {
		t.Errorf("board 2 dealer/vul = %v/%v, want the file's S/All", deals[1].Dealer, deals[1].Vul)
	}
	if len(warnings) != 2 || !strings.Contains(warnings[0], "board 2: dealer S, but Law 2 gives E") ||
		!strings.Contains(warnings[1], "vulnerability All, but Law 2 gives NS") || !strings.HasPrefix(warnings[0], "line 9:") {
		t.Errorf("warnings = %q", warnings)
	}
}

func TestReadPBNErrors(t *testing.T) {
	tests := []struct {
		name, pbn string
		line      int
		want      string
	}{
		{"card twice", "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ - -\"]\n", 2, "dealt twice"},
		{"short hand", "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AK - - -\"]\n", 2, "has 12 cards"},
		{"not a card", "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKX - - -\"]\n", 2, "is not a card"},
		{"three hands", "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ - -\"]\n", 2, "expected 4"},
		{"bad first seat", "[Board \"1\"]\n[Deal \"X:AKQJ.AKQ.AKQ.AKQ - - -\"]\n", 2, "first seat"},
		{"bad board", "[Board \"one\"]\n[Deal \"N:- - - -\"]\n", 1, "unknown board"},
		{"no board", "[Deal \"N:- - - -\"]\n", 1, "without a Board"},
		{"board twice", "[Board \"1\"]\n[Deal \"N:- - - -\"]\n\n[Board \"1\"]\n[Deal \"N:- - - -\"]\n", 4, "given twice"},
		{"bad dealer", "[Board \"1\"]\n[Dealer \"Q\"]\n[Deal \"N:- - - -\"]\n", 2, "dealer"},
		{"bad vulnerability", "[Board \"1\"]\n[Vulnerable \"Red\"]\n[Deal \"N:- - - -\"]\n", 2, "vulnerability"},
		{"malformed tag", "[Board 1]\n", 1, "malformed tag"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ReadPBN(strings.NewReader(tc.pbn))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			if pe.Line != tc.line || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q (line %d), want line %d mentioning %q", err, pe.Line, tc.line, tc.want)
			}
		})
	}
}
