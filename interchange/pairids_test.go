package interchange

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// mitchellCSV is a five-table two-winner Mitchell, ten boards, every pair
// playing all ten: ids are written by id(number, direction).
func mitchellCSV(id func(n int, dir string) string) string {
	var b strings.Builder
	b.WriteString("board,ns,ew,contract,declarer,tricks,score\n")
	results := []string{"4S,N,10", "4S,N,9", "3NT,S,9", "2H,E,8", "4S,N,11"}
	for r := 0; r < 5; r++ {
		for t := 0; t < 5; t++ {
			g := (t + r) % 5
			ew := (t-r+5)%5 + 1
			for _, board := range []int{2*g + 1, 2*g + 2} {
				fmt.Fprintf(&b, "%d,%s,%s,%s,\n", board, id(t+1, "NS"), id(ew, "EW"), results[(t+board)%5])
			}
		}
	}
	return b.String()
}

func TestBareNumbersBothWaysOnABoardAreAMitchell(t *testing.T) {
	rf, err := ReadCSV(strings.NewReader(mitchellCSV(func(n int, _ string) string { return fmt.Sprint(n) })))
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	if rf.WinnerType != TwoWinner || len(rf.Session.Pairs) != 10 {
		t.Fatalf("winners %d, %d pairs; want a two-winner Mitchell of 10 pairs", rf.WinnerType, len(rf.Session.Pairs))
	}
	if len(rf.Warnings) != 1 || !strings.Contains(rf.Warnings[0], "two-winner Mitchell") {
		t.Errorf("notes %q do not say the file was read as a Mitchell", rf.Warnings)
	}
	want, err := ReadCSV(strings.NewReader(mitchellCSV(func(n int, d string) string { return fmt.Sprint(n, d) })))
	if err != nil {
		t.Fatal(err)
	}
	for i := range want.Session.Lines {
		g, w := rf.Session.Lines[i], want.Session.Lines[i]
		if g.Board != w.Board || g.Score != w.Score {
			t.Fatalf("line %d: %+v, want %+v", i, g, w)
		}
	}
}

// One pair id mistyped on one line is refused, naming the line and the
// pair meant, instead of making a new pair of one board; --allow-new-pairs
// takes the file as it is.
func TestMistypedPairIDIsRefused(t *testing.T) {
	good := mitchellCSV(func(n int, d string) string { return fmt.Sprint(n, d) })
	lines := strings.Split(good, "\n")
	// Line 6 of the file (lines[5]) has 3NS sitting North-South.
	if !strings.Contains(lines[5], ",3NS,") {
		t.Fatalf("test file changed: %q", lines[5])
	}
	for _, typo := range []string{"3ns", "03NS", "3 NS", "33NS", "3\u200bNS", "3N S"} {
		t.Run(typo, func(t *testing.T) {
			bad := append([]string(nil), lines...)
			bad[5] = strings.Replace(bad[5], ",3NS,", ","+typo+",", 1)
			in := strings.Join(bad, "\n")
			_, err := ReadCSV(strings.NewReader(in))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q accepted (%v)", typo, err)
			}
			if pe.Line != 6 || !strings.Contains(pe.Msg, "3NS") || !strings.Contains(pe.Msg, "--allow-new-pairs") {
				t.Errorf("error %v: want line 6, the pair meant (3NS) and --allow-new-pairs", err)
			}
			rf, err := readCSV(strings.NewReader(in), "", ReadOptions{AllowNewPairs: true})
			if err != nil {
				t.Fatalf("with --allow-new-pairs: %v", err)
			}
			if len(rf.Session.Pairs) != 11 {
				t.Errorf("with --allow-new-pairs: %d pairs, want the 10 and the new one", len(rf.Session.Pairs))
			}
		})
	}
}

// A file that writes a pair the same way throughout is read whatever the
// way: only a spelling differing from the file's own is a slip.
func TestPairIDNotationsThroughout(t *testing.T) {
	for _, form := range []func(n int, d string) string{
		func(n int, d string) string { return fmt.Sprintf("%d-%s", n, d) },
		func(n int, d string) string { return fmt.Sprintf("%s%d", d, n) },
		func(n int, d string) string { return fmt.Sprintf("%d%s", n, strings.ToLower(d)) },
	} {
		rf, err := ReadCSV(strings.NewReader(mitchellCSV(form)))
		if err != nil {
			t.Fatalf("%s: %v", form(1, "NS"), err)
		}
		if rf.WinnerType != TwoWinner || len(rf.Session.Pairs) != 10 {
			t.Errorf("%s: winners %d, %d pairs", form(1, "NS"), rf.WinnerType, len(rf.Session.Pairs))
		}
	}
}

// Where the file lists its pairs, a traveller line naming a pair not in
// the list is refused, and the pair it likely meant is named.
func TestUSEBIOUnlistedPairNamesTheLikelyOne(t *testing.T) {
	for _, typo := range []string{"02", "0002", "\u200b2", "22"} {
		_, err := ReadUSEBIO(strings.NewReader(xmlLine("1", "1", typo, "<SCORE>100</SCORE>")))
		if err == nil || !strings.Contains(err.Error(), "is not in PARTICIPANTS") {
			t.Errorf("EW pair %q: %v", typo, err)
			continue
		}
		if typo != "22" && !strings.Contains(err.Error(), "a slip for pair 2?") {
			t.Errorf("EW pair %q: %v does not name pair 2", typo, err)
		}
	}
}

// A pair on a board twice is found however the file orders its lines:
// each board's lines together, or a board's lines apart (the same board
// written 1 and 01).
func TestPairTwiceOnABoardFoundInAnyOrder(t *testing.T) {
	head := "# winners: 1\nboard,ns,ew,contract,declarer,tricks,score\n"
	for name, body := range map[string]string{
		"together": "1,1,2,,,,100\n1,3,4,,,,100\n1,1,5,,,,100\n2,1,2,,,,100\n2,3,4,,,,100\n2,5,6,,,,100\n",
		"apart":    "1,1,2,,,,100\n1,3,4,,,,100\n2,1,2,,,,100\n2,3,4,,,,100\n01,1,5,,,,100\n2,5,6,,,,100\n",
	} {
		_, err := ReadCSV(strings.NewReader(head + body))
		if err == nil || !strings.Contains(err.Error(), "pair 1 appears twice (already on the traveller at line 3)") {
			t.Errorf("%s: %v", name, err)
		}
	}
}
