package interchange

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// usebioWithHands is a two-line USEBIO results file whose board 2 carries
// hand, as EBUScore Pairs and PairsScorer write a HANDSET: each HAND with a
// DIRECTION element and a suit element apiece, a void written "-".
func usebioWithHands(south string) string {
	hand := func(dir, s, h, d, c string) string {
		return "<HAND>\n<DIRECTION>" + dir + "</DIRECTION>\n<SPADES>" + s + "</SPADES>\n<HEARTS>" + h +
			"</HEARTS>\n<DIAMONDS>" + d + "</DIAMONDS>\n<CLUBS>" + c + "</CLUBS>\n</HAND>\n"
	}
	return `<?xml version="1.0" encoding="iso-8859-1"?>
<USEBIO Version="1.2">
<EVENT EVENT_TYPE="PAIRS"><BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD><WINNER_TYPE>1</WINNER_TYPE>
<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>
<PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>2</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>W</PLAYED_BY><TRICKS>11</TRICKS><SCORE>-450</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>5HX</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS><SCORE>-500</SCORE></TRAVELLER_LINE>
</BOARD>
</EVENT>
<HANDSET HANDSET_ID = "Red">
<BOARD>
<BOARD_NUMBER>2</BOARD_NUMBER>
` + hand("North", "J953", "832", "Q97", "AJ4") + hand("East", "64", "AQ65", "A2", "KQT95") +
		south + hand("West", "AKQT872", "-", "J8543", "6") + `</BOARD>
</HANDSET>
</USEBIO>
`
}

// southVoid is Island Bridge's board 2 South hand as EBUScore Pairs wrote
// it (-.KJT974.KT6.8732), whose "-" refused the whole file: "HAND: board
// 2: S hand "-.KJT974.KT6.8732": '-' is not a card".
const southVoid = "<HAND>\n<DIRECTION>South</DIRECTION>\n<SPADES>-</SPADES>\n<HEARTS>KJT974</HEARTS>\n<DIAMONDS>KT6</DIAMONDS>\n<CLUBS>8732</CLUBS>\n</HAND>\n"

// A void written "-" (or empty, or missing) is a void, in a results file
// and in a hand record alike.
func TestUSEBIOHandVoids(t *testing.T) {
	rf, err := ReadUSEBIO(strings.NewReader(usebioWithHands(southVoid)))
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	if len(rf.Deals) != 1 {
		t.Fatalf("%d deals", len(rf.Deals))
	}
	want := [4]string{"J953.832.Q97.AJ4", "64.AQ65.A2.KQT95", ".KJT974.KT6.8732", "AKQT872..J8543.6"}
	if rf.Deals[0].Hands != want {
		t.Errorf("hands %q, want %q", rf.Deals[0].Hands, want)
	}
	for _, w := range rf.Warnings {
		if strings.Contains(w, "hand") {
			t.Errorf("a note for hands that read: %s", w)
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "voids.xml")
	if err := os.WriteFile(path, []byte(usebioWithHands(southVoid)), 0o644); err != nil {
		t.Fatal(err)
	}
	if hr, err := ReadHandRecord(path); err != nil || len(hr.Deals) != 1 {
		t.Errorf("voids in a hand record: %v", err)
	}
}

// A hand that cannot be read plays no part in the score: the results are
// read and the hand left out, with a note naming its line. Attached on
// purpose as a hand record, the same file is refused.
func TestUSEBIOBadHandIsLeftOut(t *testing.T) {
	// Twelve cards: the club of the South hand is missing.
	short := strings.Replace(southVoid, "8732", "873", 1)
	doc := usebioWithHands(short)
	rf, err := ReadUSEBIO(strings.NewReader(doc))
	if err != nil {
		t.Fatalf("refused for a hand: %v", err)
	}
	if len(rf.Session.Lines) != 2 || len(rf.Deals) != 0 {
		t.Errorf("%d lines, %d deals: want both lines and the deal left out", len(rf.Session.Lines), len(rf.Deals))
	}
	notes := strings.Join(rf.Warnings, "\n")
	if !strings.Contains(notes, "line 12: HAND: board 2:") || !strings.Contains(notes, "12 cards") || !strings.Contains(notes, "hand left out") {
		t.Errorf("notes %q: want the board's line, what is wrong and that the hand is left out", notes)
	}
	path := filepath.Join(t.TempDir(), "short.xml")
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(path); err != nil {
		t.Errorf("ReadFile refused a results file for a hand: %v", err)
	}
	if _, err := ReadHandRecord(path); err == nil || !strings.Contains(err.Error(), "12 cards") {
		t.Errorf("a hand record with a bad hand: %v", err)
	}
	// A hand without a DIRECTION is a hand that cannot be placed.
	nodir := strings.Replace(southVoid, "<DIRECTION>South</DIRECTION>\n", "", 1)
	rf, err = ReadUSEBIO(strings.NewReader(usebioWithHands(nodir)))
	if err != nil || len(rf.Session.Lines) != 2 || !strings.Contains(strings.Join(rf.Warnings, "\n"), "hand without a DIRECTION") {
		t.Errorf("a hand without a direction: %v, notes %q", err, rf.Warnings)
	}
}

// pbnResultsWithDeal is a PBN results file, a ScoreTable after the deal.
func pbnResultsWithDeal(deal string) string {
	return `[Event "Club pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "` + deal + `"]
[ScoreTable "PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\6R;Score_EW\6R"]
 1  2 4S   N 10    420      -
 3  4 3NT  S  9    400      -
`
}

// In a PBN results file, too, a deal that cannot be read is left out with
// a note; in a hand record it refuses the file.
func TestPBNBadDealIsLeftOut(t *testing.T) {
	good := "N:J953.832.Q97.AJ4 64.AQ65.A2.KQT95 -.KJT974.KT6.8732 AKQT872.-.J8543.6"
	rf, err := ReadPBNResults(strings.NewReader(pbnResultsWithDeal(good)))
	if err != nil || len(rf.Deals) != 1 || rf.Deals[0].Hands[2] != ".KJT974.KT6.8732" || rf.Deals[0].Hands[3] != "AKQT872..J8543.6" {
		t.Fatalf("voids written -: %v, %+v", err, rf)
	}
	bad := strings.Replace(good, "8732", "873", 1)
	rf, err = ReadPBNResults(strings.NewReader(pbnResultsWithDeal(bad)))
	if err != nil {
		t.Fatalf("refused for a deal: %v", err)
	}
	if len(rf.Session.Lines) != 2 || len(rf.Deals) != 0 || !strings.Contains(strings.Join(rf.Warnings, "\n"), "line 5: Deal: board 1") {
		t.Errorf("%d lines, %d deals, notes %q", len(rf.Session.Lines), len(rf.Deals), rf.Warnings)
	}
	if _, _, err := ReadPBN(strings.NewReader(pbnResultsWithDeal(bad))); err == nil {
		t.Errorf("ReadPBN (a hand record) read a bad deal")
	}
}
