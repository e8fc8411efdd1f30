package interchange

import (
	"strings"
	"testing"

	"bridgescore/scoring"
)

// usebioOf is a USEBIO file of the participants and boards given, as
// written between the tags; winner is WINNER_TYPE's text, "" for none.
func usebioOf(winner, participants, boards string) string {
	w := ""
	if winner != "" {
		w = "<WINNER_TYPE>" + winner + "</WINNER_TYPE>\n"
	}
	return `<?xml version="1.0"?>
<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">
` + w + `<PARTICIPANTS>
` + participants + `</PARTICIPANTS>
` + boards + `</EVENT></USEBIO>`
}

func pairOf(num, dir string) string {
	return "<PAIR><PAIR_NUMBER>" + num + "</PAIR_NUMBER><DIRECTION>" + dir + "</DIRECTION></PAIR>\n"
}

func boardOf(n string, lines ...[3]string) string {
	out := "<BOARD><BOARD_NUMBER>" + n + "</BOARD_NUMBER>\n"
	for _, l := range lines {
		out += "<TRAVELLER_LINE><NS_PAIR_NUMBER>" + l[0] + "</NS_PAIR_NUMBER><EW_PAIR_NUMBER>" + l[1] + "</EW_PAIR_NUMBER>" + l[2] + "</TRAVELLER_LINE>\n"
	}
	return out + "</BOARD>\n"
}

// A pair the file lists that played no board — no line at all, or lines
// not played only — is kept as the file lists it, and a note names it and
// its line: the scoring leaves it out of the ranking.
func TestPairThatPlayedNoBoardIsNoted(t *testing.T) {
	made := "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"
	played := boardOf("1", [3]string{"1", "2", made}, [3]string{"3", "4", made}) +
		boardOf("2", [3]string{"1", "3", made}, [3]string{"2", "4", made})
	for _, c := range []struct {
		name, file string
		want       []string
		winner     int
	}{
		{"a Howell, pair 5 on no line",
			usebioOf("1", pairOf("1", "")+pairOf("2", "")+pairOf("3", "")+pairOf("4", "")+pairOf("5", ""), played),
			[]string{"line 9: PAIR: pair 5 is listed but played no board: it is not ranked"}, OneWinner},
		{"a Howell, pair 5 on a line not played only",
			usebioOf("1", pairOf("1", "")+pairOf("2", "")+pairOf("3", "")+pairOf("4", "")+pairOf("5", ""),
				played+boardOf("3", [3]string{"5", "1", "<SCORE>NP</SCORE>"}, [3]string{"2", "3", made})),
			[]string{"line 9: PAIR: pair 5 is listed but played no board: it is not ranked"}, OneWinner},
		{"a two-winner Mitchell that does not say so, pair 3 EW on no line",
			usebioOf("", pairOf("1", "NS")+pairOf("2", "NS")+pairOf("1", "EW")+pairOf("2", "EW")+pairOf("3", "EW"),
				boardOf("1", [3]string{"1", "1", made}, [3]string{"2", "2", made})),
			[]string{"line 8: PAIR: pair 3 EW is listed but played no board: it is not ranked"}, 0},
		{"a two-winner Mitchell that does not say so, with a sit-out",
			usebioOf("", pairOf("1", "NS")+pairOf("2", "NS")+pairOf("1", "EW")+pairOf("2", "EW"),
				boardOf("1", [3]string{"1", "1", made}, [3]string{"2", "2", made})+boardOf("2", [3]string{"1", "1", made}, [3]string{"2", "-", "<SCORE>Bye</SCORE>"})),
			[]string{"line 15: pair 2 sits out on board 2 (the score says \"Bye\"): read as sitting out, nothing to score"}, 0},
		{"every pair played", usebioOf("1", pairOf("1", "")+pairOf("2", "")+pairOf("3", "")+pairOf("4", ""), played), nil, OneWinner},
	} {
		rf, err := ReadUSEBIO(strings.NewReader(c.file))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if strings.Join(rf.Warnings, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s: notes %q, want %q", c.name, rf.Warnings, c.want)
		}
		// The file's word is kept: every pair it lists is a pair of the
		// session, and the ranking is of the others.
		if len(rf.Session.Pairs) != strings.Count(c.file, "<PAIR>") {
			t.Errorf("%s: %d pairs kept of %d listed", c.name, len(rf.Session.Pairs), strings.Count(c.file, "<PAIR>"))
		}
		st, err := scoring.Score(&rf.Session)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		unplayed := 0
		for _, w := range c.want {
			if strings.Contains(w, "played no board") {
				unplayed++
			}
		}
		if ranked := len(st.Pairs); ranked != len(rf.Session.Pairs)-unplayed {
			t.Errorf("%s: %d pairs ranked", c.name, ranked)
		}
		// A note is not an arrow switch: a file that does not say how
		// many winners keeps its two fields.
		if rf.WinnerType != c.winner {
			t.Errorf("%s: winner type %d, want %d", c.name, rf.WinnerType, c.winner)
		}
	}
}

// A file that names its pairs on the lines (CSV) notes a pair whose only
// lines were not played, with the first of them.
func TestCSVPairOnLinesNotPlayedIsNoted(t *testing.T) {
	csv := "board,ns,ew,contract,declarer,tricks,score\n1,1,2,4S,N,10,\n1,3,4,4S,N,9,\n2,1,3,3NT,S,9,\n2,2,4,3NT,S,8,\n3,5,1,NP,,,\n3,2,3,2H,E,8,\n"
	rf, err := ReadCSV(strings.NewReader(csv))
	if err != nil {
		t.Fatal(err)
	}
	want := "line 6: pair 5 played no board (every line it is on was not played): it is not ranked"
	if len(rf.Warnings) != 1 || rf.Warnings[0] != want {
		t.Errorf("notes %q, want %q", rf.Warnings, want)
	}
}

// In a file of several sections, the note says which section's pair it is.
func TestSectionPairThatPlayedNoBoardIsNoted(t *testing.T) {
	made := "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"
	section := func(id string, extra string) string {
		return "<SECTION><SECTION_ID>" + id + "</SECTION_ID><PARTICIPANTS>\n" + pairOf("1", "") + pairOf("2", "") + pairOf("3", "") + pairOf("4", "") + extra +
			"</PARTICIPANTS>\n" + boardOf("1", [3]string{"1", "2", made}, [3]string{"3", "4", made}) + "</SECTION>\n"
	}
	file := `<?xml version="1.0"?>
<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><WINNER_TYPE>1</WINNER_TYPE>
` + section("A", "") + section("B", pairOf("5", "")) + "</EVENT></USEBIO>"
	rf, err := ReadUSEBIO(strings.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, w := range rf.Warnings {
		found = found || strings.HasPrefix(w, "section B: line ") && strings.HasSuffix(w, "PAIR: pair 5 is listed but played no board: it is not ranked")
	}
	if !found {
		t.Errorf("notes %q do not name section B's pair 5", rf.Warnings)
	}
}
