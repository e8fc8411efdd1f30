package interchange

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// arrowRows is a 3-table Mitchell of 3 rounds of 2 boards whose last round
// is arrow-switched: the EW pair holds the NS cards, so it is written in
// the NS column. Sets: boards 1-2, 3-4, 5-6. Round 3: 3EW v 2NS on 1-2,
// 1EW v 3NS on 3-4, 2EW v 1NS on 5-6. Board 6 was not played at table 3
// in round 1. The points are worked out in scoring/arrow_test.go.
var arrowRows = [][4]string{
	{"1", "1NS", "1EW", "420"}, {"1", "3NS", "2EW", "450"}, {"1", "3EW", "2NS", "-50"},
	{"2", "1NS", "1EW", "110"}, {"2", "3NS", "2EW", "110"}, {"2", "3EW", "2NS", "-100"},
	{"3", "2NS", "2EW", "620"}, {"3", "1NS", "3EW", "170"}, {"3", "1EW", "3NS", "650"},
	{"4", "2NS", "2EW", "-200"}, {"4", "1NS", "3EW", "-200"}, {"4", "1EW", "3NS", "-200"},
	{"5", "3NS", "3EW", "140"}, {"5", "2NS", "1EW", "-100"}, {"5", "2EW", "1NS", "140"},
	{"6", "3NS", "3EW", "NP"}, {"6", "2NS", "1EW", "300"}, {"6", "2EW", "1NS", "-300"},
}

// roundOf is the round row i of arrowRows was played in: each board's
// rows are rounds 1, 2 and 3.
func roundOf(i int) int { return i%3 + 1 }

// arrowCSV writes rows as CSV; edit may change a row (its index given).
func arrowCSV(prefix string, withRounds bool, edit func(i int, r [4]string) [4]string) string {
	var b strings.Builder
	b.WriteString(prefix)
	b.WriteString("board,ns,ew,score")
	if withRounds {
		b.WriteString(",round")
	}
	b.WriteString("\n")
	for i, r := range arrowRows {
		if edit != nil {
			r = edit(i, r)
		}
		b.WriteString(strings.Join(r[:], ","))
		if withRounds {
			fmt.Fprintf(&b, ",%d", roundOf(i))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// swap reverses the pairs of a row: the slip of writing one table the
// other way round.
func swap(r [4]string) [4]string { r[1], r[2] = r[2], r[1]; return r }

// bare strips the direction from a pair id, for the direction columns.
func bare(id string) string { return strings.TrimSuffix(strings.TrimSuffix(id, "NS"), "EW") }

func arrowDirCSV() string {
	var b strings.Builder
	b.WriteString("board,ns,ew,score,ns_dir,ew_dir\n")
	for _, r := range arrowRows {
		fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s\n", r[0], bare(r[1]), bare(r[2]), r[3], dirSuffix(r[1]), dirSuffix(r[2]))
	}
	return b.String()
}

// arrowUSEBIO writes rows as USEBIO with the given WINNER_TYPE; pairs are
// listed as ids with DIRECTION, and the traveller ids go through tid with
// the side the pair sits on.
func arrowUSEBIO(winner string, pid func(string) string, tid func(id, side string) string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">`)
	if winner != "" {
		fmt.Fprintf(&b, "<WINNER_TYPE>%s</WINNER_TYPE>", winner)
	}
	b.WriteString("\n<PARTICIPANTS>\n")
	for _, id := range []string{"1NS", "2NS", "3NS", "1EW", "2EW", "3EW"} {
		fmt.Fprintf(&b, "<PAIR><PAIR_NUMBER>%s</PAIR_NUMBER><DIRECTION>%s</DIRECTION><PLAYER><PLAYER_NAME>N%s</PLAYER_NAME></PLAYER></PAIR>\n",
			pid(id), dirSuffix(id), id)
	}
	b.WriteString("</PARTICIPANTS>\n")
	for i, r := range arrowRows {
		if i%3 == 0 {
			fmt.Fprintf(&b, "<BOARD><BOARD_NUMBER>%s</BOARD_NUMBER>\n", r[0])
		}
		score := "<SCORE>" + r[3] + "</SCORE>"
		if r[3] == "NP" {
			score = "<SCORE>NP</SCORE>"
		}
		fmt.Fprintf(&b, "<TRAVELLER_LINE><NS_PAIR_NUMBER>%s</NS_PAIR_NUMBER><EW_PAIR_NUMBER>%s</EW_PAIR_NUMBER>%s</TRAVELLER_LINE>\n",
			tid(r[1], "NS"), tid(r[2], "EW"), score)
		if i%3 == 2 {
			b.WriteString("</BOARD>\n")
		}
	}
	b.WriteString("</EVENT></USEBIO>\n")
	return b.String()
}

func same(s string) string { return s }

func sameID(id, side string) string { return id }

// oneField checks that rf holds the six pairs of arrowRows as one field,
// with the given ids, and lines naming those ids.
func oneField(t *testing.T, rf *ResultsFile, ids []string) {
	t.Helper()
	var got []string
	for _, p := range rf.Session.Pairs {
		if p.Direction != "" {
			t.Errorf("pair %s has direction %q, want one field", p.ID, p.Direction)
		}
		got = append(got, p.ID)
	}
	if !reflect.DeepEqual(got, ids) {
		t.Errorf("pairs %v, want %v", got, ids)
	}
	if rf.WinnerType != OneWinner {
		t.Errorf("winner type %d, want one winner", rf.WinnerType)
	}
	if len(rf.Session.Lines) != len(arrowRows) {
		t.Fatalf("%d lines, want %d", len(rf.Session.Lines), len(arrowRows))
	}
	// The switched line of board 1: the EW pair 3 holds the NS cards.
	if l := rf.Session.Lines[2]; !strings.HasPrefix(l.NS, "3") || !strings.HasPrefix(l.EW, "2") || l.Score != -50 {
		t.Errorf("board 1, round 3: %+v", l)
	}
	st, err := scoring.Score(&rf.Session)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Pairs) != 6 || st.Pairs[0].Direction != "" || st.Pairs[0].Rank != "1" {
		t.Errorf("standings %+v, want one ranking of six pairs", st.Pairs)
	}
}

func TestReadCSVArrowSwitch(t *testing.T) {
	suffixed := []string{"1NS", "2NS", "3NS", "1EW", "2EW", "3EW"}
	t.Run("switched rounds are found", func(t *testing.T) {
		rf, err := ReadCSV(strings.NewReader(arrowCSV("", false, nil)))
		if err != nil {
			t.Fatal(err)
		}
		oneField(t, rf, suffixed)
		if !reflect.DeepEqual(rf.Warnings, []string{arrowNote}) {
			t.Errorf("warnings %q, want the arrow-switch note", rf.Warnings)
		}
	})
	t.Run("round column", func(t *testing.T) {
		rf, err := ReadCSV(strings.NewReader(arrowCSV("", true, nil)))
		if err != nil {
			t.Fatal(err)
		}
		oneField(t, rf, suffixed)
	})
	t.Run("whole boards switched", func(t *testing.T) {
		// Every line of boards 5 and 6 switched, rounds 1 and 2 too: the
		// arrow switch is on the boards, not the round.
		rf, err := ReadCSV(strings.NewReader(arrowCSV("", false, func(i int, r [4]string) [4]string {
			if (i < 12) != (i%3 == 2) {
				return r
			}
			return swap(r)
		})))
		if err != nil {
			t.Fatal(err)
		}
		if len(rf.Session.Pairs) != 6 || rf.Session.Pairs[0].Direction != "" || len(rf.Warnings) != 1 {
			t.Errorf("pairs %+v, warnings %q: want one field and the note", rf.Session.Pairs, rf.Warnings)
		}
	})
	t.Run("direction columns with bare numbers", func(t *testing.T) {
		rf, err := ReadCSV(strings.NewReader(arrowDirCSV()))
		if err != nil {
			t.Fatal(err)
		}
		// One field cannot hold two pairs 1: the direction joins the number.
		oneField(t, rf, suffixed)
		if l := rf.Session.Lines[2]; l.NS != "3EW" || l.EW != "2NS" {
			t.Errorf("board 1, round 3: %s v %s, want 3EW v 2NS", l.NS, l.EW)
		}
	})
	t.Run("the file says one winner", func(t *testing.T) {
		rf, err := ReadCSV(strings.NewReader(arrowCSV("# Tuesday pairs\n#  Winners : 1\n", false, nil)))
		if err != nil {
			t.Fatal(err)
		}
		oneField(t, rf, suffixed)
		if len(rf.Warnings) != 0 {
			t.Errorf("warnings %q: nothing was inferred", rf.Warnings)
		}
	})
	t.Run("one winner with no switch", func(t *testing.T) {
		rf, err := ReadCSV(strings.NewReader(arrowCSV("# winners: 1\n", false, func(i int, r [4]string) [4]string {
			if i%3 == 2 {
				return swap(r)
			}
			return r
		})))
		if err != nil {
			t.Fatal(err)
		}
		if rf.Session.Pairs[0].Direction != "" || rf.WinnerType != OneWinner {
			t.Errorf("pairs %+v: want one field as the file says", rf.Session.Pairs)
		}
	})
	t.Run("no switch stays two fields", func(t *testing.T) {
		rf, err := ReadCSV(strings.NewReader(arrowCSV("", false, func(i int, r [4]string) [4]string {
			if i%3 == 2 {
				return swap(r)
			}
			return r
		})))
		if err != nil {
			t.Fatal(err)
		}
		if rf.WinnerType != TwoWinner || len(rf.Warnings) != 0 {
			t.Errorf("winner type %d, warnings %q: want two winners", rf.WinnerType, rf.Warnings)
		}
	})
}

func TestReadCSVArrowSwitchSlips(t *testing.T) {
	tests := []struct {
		name, csv string
		want      []string // in the message
	}{
		{"one line the other way round",
			// Board 3 at table 1 in round 2 written 3EW v 1NS, while board 4
			// of the same round is 1NS v 3EW.
			arrowCSV("", false, func(i int, r [4]string) [4]string {
				if i == 7 {
					return swap(r)
				}
				return r
			}),
			[]string{"line 9: board 3: 3EW v 1NS (the EW pair holding the NS cards) here, but 1NS v 3EW on board 4 (line 12) in the same round",
				"one of them is a slip", "# winners: 1"}},
		{"one table the other way round",
			// Both boards at table 1 in round 2 reversed, and no other table:
			// an arrow switch turns every table.
			arrowCSV("", false, func(i int, r [4]string) [4]string {
				if i%3 == 2 {
					return swap(r)
				}
				if i == 7 || i == 10 {
					return swap(r)
				}
				return r
			}),
			[]string{"2 bad traveller lines", "line 9: board 3: pair 3EW", "line 12: board 4: pair 3EW", "one table the other way round is taken for a slip"}},
		{"part of a round switched, by the round column",
			arrowCSV("", true, func(i int, r [4]string) [4]string {
				if i == 14 {
					return swap(r)
				}
				return r
			}),
			[]string{"line 16: board 5: 1NS v 2EW here, but 3EW v 2NS (the EW pair holding the NS cards) on board 1 (line 4) in round 3"}},
		{"two EW pairs against each other",
			arrowCSV("", false, func(i int, r [4]string) [4]string {
				if i == 0 {
					r[1] = "2EW"
				}
				return r
			}),
			[]string{"line 2", "pair 2EW is an EW pair but sits NS"}},
		{"the file says two winners",
			arrowCSV("# winners: 2\n", false, nil),
			[]string{"line 5: board 1: pair 3EW is an EW pair but sits NS"}},
		{"winners not 1 or 2",
			arrowCSV("# winners: one\n", false, nil),
			[]string{"line 1: winners: \"one\": expected # winners: 1"}},
		{"two winners and no directions",
			"# winners: 2\nboard,ns,ew,score\n1,1,2,420\n1,3,4,400\n",
			[]string{"two winners, but no pair has a direction"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadCSV(strings.NewReader(tc.csv))
			if err == nil {
				t.Fatalf("no error; want %q", tc.want)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Errorf("error %T is no ParseError", err)
			}
			var list Errors
			if strings.Contains(tc.name, "switched") || strings.Contains(tc.name, "one line") {
				if errors.As(err, &list) {
					t.Errorf("%d errors, want the slip alone: %v", len(list), err)
				}
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

func TestReadUSEBIOArrowSwitch(t *testing.T) {
	suffixed := []string{"1NS", "2NS", "3NS", "1EW", "2EW", "3EW"}
	t.Run("one winner, ids with directions", func(t *testing.T) {
		rf, err := ReadUSEBIO(strings.NewReader(arrowUSEBIO("1", same, sameID)))
		if err != nil {
			t.Fatal(err)
		}
		oneField(t, rf, suffixed)
		if n := rf.Session.Pairs[5].Names; !reflect.DeepEqual(n, []string{"N3EW"}) {
			t.Errorf("names of 3EW: %q", n)
		}
	})
	t.Run("one winner, bare numbers with DIRECTION", func(t *testing.T) {
		// The travellers name a pair on the other side from its own
		// direction with it (3EW, 2NS); the others are bare numbers, read
		// by the side they sit on.
		tid := func(id, side string) string {
			if dirSuffix(id) != side {
				return id
			}
			return bare(id)
		}
		rf, err := ReadUSEBIO(strings.NewReader(arrowUSEBIO("1", bare, tid)))
		if err != nil {
			t.Fatal(err)
		}
		oneField(t, rf, suffixed)
	})
	t.Run("no WINNER_TYPE, switched rounds found", func(t *testing.T) {
		rf, err := ReadUSEBIO(strings.NewReader(arrowUSEBIO("", same, sameID)))
		if err != nil {
			t.Fatal(err)
		}
		oneField(t, rf, suffixed)
		if !reflect.DeepEqual(rf.Warnings, []string{arrowNote}) {
			t.Errorf("warnings %q, want the arrow-switch note", rf.Warnings)
		}
	})
	t.Run("no WINNER_TYPE, one line the other way round", func(t *testing.T) {
		doc := strings.Replace(arrowUSEBIO("", same, sameID),
			"<NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3EW</EW_PAIR_NUMBER><SCORE>170</SCORE>",
			"<NS_PAIR_NUMBER>3EW</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1NS</EW_PAIR_NUMBER><SCORE>170</SCORE>", 1)
		_, err := ReadUSEBIO(strings.NewReader(doc))
		want := "TRAVELLER_LINE 2: board 3: 3EW v 1NS (the EW pair holding the NS cards) here, but 1NS v 3EW on board 4 (TRAVELLER_LINE 2, line "
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "WINNER_TYPE 1 lets pairs sit either way") {
			t.Errorf("error %v, want %q…", err, want)
		}
	})
	t.Run("two winners refuse a pair on the wrong side", func(t *testing.T) {
		_, err := ReadUSEBIO(strings.NewReader(arrowUSEBIO("2", same, sameID)))
		if err == nil {
			t.Fatal("no error")
		}
		for _, w := range []string{"6 bad traveller lines", "TRAVELLER_LINE 3: board 1: pair 3EW is an EW pair but sits NS", "WINNER_TYPE 2"} {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("error %q does not say %q", err, w)
			}
		}
	})
}

func TestArrowSwitchRoundTrip(t *testing.T) {
	rf, err := ReadCSV(strings.NewReader(arrowCSV("", false, nil)))
	if err != nil {
		t.Fatal(err)
	}
	st := scoreOf(t, rf.Session, scoring.WBF, scoring.Matchpoints)
	var x bytes.Buffer
	if err := WriteUSEBIO(&x, rf, st); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(x.String(), "<WINNER_TYPE>1</WINNER_TYPE>") {
		t.Errorf("USEBIO of a one-field session lacks WINNER_TYPE 1:\n%s", x.String())
	}
	back, err := ReadUSEBIO(&x)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ranking(scoreOf(t, back.Session, scoring.WBF, scoring.Matchpoints)), ranking(st); !reflect.DeepEqual(got, want) {
		t.Errorf("USEBIO round trip:\n got %v\nwant %v", got, want)
	}

	var c bytes.Buffer
	if err := WriteCSV(&c, rf); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(c.String(), "# winners: 1\n") {
		t.Errorf("CSV of a one-field session does not say one winner:\n%s", c.String())
	}
	back, err = ReadCSV(&c)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ranking(scoreOf(t, back.Session, scoring.WBF, scoring.Matchpoints)), ranking(st); !reflect.DeepEqual(got, want) {
		t.Errorf("CSV round trip:\n got %v\nwant %v", got, want)
	}
	// A two-winner session held with one field is written as what it holds.
	rf.WinnerType = TwoWinner
	x.Reset()
	if err := WriteUSEBIO(&x, rf, st); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(x.String(), "<WINNER_TYPE>1</WINNER_TYPE>") {
		t.Errorf("pairs with no direction written as two winners")
	}
}
