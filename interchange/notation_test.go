package interchange

import (
	"reflect"
	"strings"
	"testing"
)

// Each notation a scoring program writes reads as the same traveller line
// as bridgescore's own form of it.
func TestNotationsOtherProgramsWrite(t *testing.T) {
	const head = "board,ns,ew,contract,declarer,tricks,score,lead\n"
	// The second line on board 1 gives each case a result to compare with.
	const other = "1,3,4,1NT,N,7,,\n"
	tests := []struct {
		name, wild, ours string
	}{
		{"lead rank first", "1,1,2,4S,N,10,,AH", "1,1,2,4S,N,10,,HA"},
		{"lead seven of diamonds", "1,1,2,4S,N,10,,7D", "1,1,2,4S,N,10,,D7"},
		{"lead ten rank first", "1,1,2,4S,N,10,,10S", "1,1,2,4S,N,10,,ST"},
		{"lead T rank first", "1,1,2,4S,N,10,,TC", "1,1,2,4S,N,10,,CT"},
		{"lead lower case", "1,1,2,4S,N,10,,ah", "1,1,2,4S,N,10,,HA"},
		{"lead suit symbol and T", "1,1,2,4S,N,10,,♥T", "1,1,2,4S,N,10,,HT"},
		{"score with decimals", "1,1,2,,,,-450.0", "1,1,2,,,,-450"},
		{"score with plus sign", "1,1,2,,,,+420", "1,1,2,,,,420"},
		{"score with two decimals", "1,1,2,,,,420.00", "1,1,2,,,,420"},
		{"score beside a contract with decimals", "1,1,2,4S,N,10,420.0", "1,1,2,4S,N,10,420"},
		{"contract 3N", "1,1,2,3N,S,9,", "1,1,2,3NT,S,9,"},
		{"contract 3NTx", "1,1,2,3NTx,S,8,", "1,1,2,3NTX,S,8,"},
		{"contract with a space", "1,1,2,3 NT,S,9,", "1,1,2,3NT,S,9,"},
		{"contract suit symbol", "1,1,2,3♠,S,9,", "1,1,2,3S,S,9,"},
		{"passed out AP", "1,1,2,AP,,,", "1,1,2,PASS,,,"},
		{"passed out P", "1,1,2,P,,,", "1,1,2,PASS,,,"},
		{"passed out Passed", "1,1,2,Passed,,,", "1,1,2,PASS,,,"},
		{"passed out 0", "1,1,2,0,,,", "1,1,2,PASS,,,"},
		{"declarer North", "1,1,2,4S,North,10,", "1,1,2,4S,N,10,"},
		{"declarer lower case", "1,1,2,4S,n,10,", "1,1,2,4S,N,10,"},
		{"tricks relative", "1,1,2,4S,N,+1,", "1,1,2,4S,N,11,"},
		{"tricks made", "1,1,2,4S,N,=,", "1,1,2,4S,N,10,"},
		{"tricks down", "1,1,2,4S,N,-2,", "1,1,2,4S,N,8,"},
		{"adjusted A6040", "1,1,2,,,,A6040", "1,1,2,,,,A60-40"},
		{"adjusted A60/40", "1,1,2,,,,A60/40", "1,1,2,,,,A60-40"},
		{"adjusted percentages", "1,1,2,,,,60%-40%", "1,1,2,,,,A60-40"},
		{"adjusted AVE+", "1,1,2,,,,AVE+", "1,1,2,,,,A60-40"},
		{"adjusted AVE=", "1,1,2,,,,AVE=", "1,1,2,,,,A50-50"},
		{"adjusted Ave-", "1,1,2,,,,Ave-", "1,1,2,,,,A40-60"},
		{"adjusted A+/A-", "1,1,2,,,,A+/A-", "1,1,2,,,,A60-40"},
		{"not played", "1,1,2,,,,Not played", "1,1,2,,,,NP"},
		{"not played N/P", "1,1,2,N/P,,,", "1,1,2,,,,NP"},
		{"pair ids with a hyphen", "1,1-NS,2-EW,4S,N,10,", "1,1NS,2EW,4S,N,10,"},
		{"pair ids direction first", "1,NS1,EW2,4S,N,10,", "1,1NS,2EW,4S,N,10,"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := other
			if strings.Contains(tc.ours, "NS") {
				o = strings.Replace(strings.Replace(other, ",3,", ",3NS,", 1), ",4,", ",4EW,", 1)
				if strings.Contains(tc.wild, "-NS") {
					o = strings.Replace(strings.Replace(other, ",3,", ",3-NS,", 1), ",4,", ",4-EW,", 1)
				}
				if strings.Contains(tc.wild, "NS1") {
					o = strings.Replace(strings.Replace(other, ",3,", ",NS3,", 1), ",4,", ",EW4,", 1)
				}
			}
			wild, err := ReadCSV(strings.NewReader(head + tc.wild + "\n" + o))
			if err != nil {
				t.Fatalf("%s refused: %v", tc.wild, err)
			}
			ours, err := ReadCSV(strings.NewReader(head + tc.ours + "\n" + strings.NewReplacer("-NS", "NS", "-EW", "EW", "NS3", "3NS", "EW4", "4EW").Replace(o)))
			if err != nil {
				t.Fatalf("%s refused: %v", tc.ours, err)
			}
			if !reflect.DeepEqual(wild.Session, ours.Session) {
				t.Errorf("%s read as %+v,\nwant %+v", tc.wild, wild.Session.Lines[0], ours.Session.Lines[0])
			}
		})
	}
}

// A lead that cannot be read never refuses the file: it is left out, and
// a note names the line.
func TestUnreadableLeadIsDroppedWithANote(t *testing.T) {
	csv := "board,ns,ew,contract,declarer,tricks,score,lead\n1,1,2,4S,N,10,,SA\n1,3,4,4S,N,10,,K♥♥\n"
	rf, err := ReadCSV(strings.NewReader(csv))
	if err != nil {
		t.Fatalf("refused for a lead: %v", err)
	}
	if got := rf.Session.Lines[1].Lead; got != "" {
		t.Errorf("unreadable lead kept as %q", got)
	}
	if rf.Session.Lines[0].Lead != "SA" {
		t.Errorf("good lead lost: %q", rf.Session.Lines[0].Lead)
	}
	if len(rf.Warnings) != 1 || !strings.Contains(rf.Warnings[0], "line 3") || !strings.Contains(rf.Warnings[0], `"K♥♥"`) {
		t.Errorf("notes %q do not name line 3 and the lead", rf.Warnings)
	}
	xml := xmlLine("1", "1", "2", "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><LEAD>H11</LEAD>")
	rf, err = ReadUSEBIO(strings.NewReader(xml))
	if err != nil {
		t.Fatalf("USEBIO refused for a lead: %v", err)
	}
	// Pair 3, listed, plays no board: a note of its own.
	if len(rf.Warnings) != 2 || !strings.Contains(rf.Warnings[0], "TRAVELLER_LINE") || !strings.Contains(rf.Warnings[0], `"H11"`) {
		t.Errorf("notes %q do not name the line and the lead", rf.Warnings)
	}
}

// USEBIO's split score may carry decimals and plus signs too.
func TestUSEBIOSplitScoreWithDecimals(t *testing.T) {
	xml := xmlLine("1", "1", "2", "<NS_SCORE>-</NS_SCORE><EW_SCORE>+450.0</EW_SCORE>")
	rf, err := ReadUSEBIO(strings.NewReader(xml))
	if err != nil {
		t.Fatal(err)
	}
	if got := rf.Session.Lines[0].Score; got != -450 {
		t.Errorf("score %d, want -450", got)
	}
}

// xmlLine is a USEBIO file with pairs 1, 2 and 3 and one traveller line.
func xmlLine(board, ns, ew, body string) string {
	return `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR>
</PARTICIPANTS>
<BOARD><BOARD_NUMBER>` + board + "</BOARD_NUMBER>\n<TRAVELLER_LINE><NS_PAIR_NUMBER>" + ns +
		"</NS_PAIR_NUMBER><EW_PAIR_NUMBER>" + ew + "</EW_PAIR_NUMBER>" + body + "</TRAVELLER_LINE>\n</BOARD></EVENT></USEBIO>"
}

// A CSV saved with carriage returns alone ends its lines there.
func TestCSVWithCarriageReturnsAlone(t *testing.T) {
	lf := "board,ns,ew,contract,declarer,tricks,score\n1,1,2,4S,N,10,\n1,3,4,4S,N,9,\n"
	want, err := ReadCSV(strings.NewReader(lf))
	if err != nil {
		t.Fatal(err)
	}
	for _, ends := range []string{"\r", "\r\n"} {
		got, err := ReadCSV(strings.NewReader(strings.ReplaceAll(lf, "\n", ends)))
		if err != nil {
			t.Fatalf("%q line ends: %v", ends, err)
		}
		if !reflect.DeepEqual(got.Session, want.Session) {
			t.Errorf("%q line ends read as %+v", ends, got.Session.Lines)
		}
	}
}

// A score already in the entry reader's form is passed on as it is, and
// every other form as scoreNotation's rules make it.
func TestPlainScore(t *testing.T) {
	for s, want := range map[string]bool{"420": true, "-50": true, "0": true, "-0": false, "007": false, "+420": false,
		"420.0": false, "": false, "-": false, " 420": false, "A60-40": false, "1e3": false} {
		if got := plainScore(s); got != want {
			t.Errorf("plainScore(%q) = %v, want %v", s, got, want)
		}
		if want && scoreNotation(s) != s {
			t.Errorf("scoreNotation(%q) = %q", s, scoreNotation(s))
		}
	}
	if got := scoreNotation("-0"); got != "0" {
		t.Errorf(`scoreNotation("-0") = %q, want "0"`, got)
	}
}

// An id already in bridgescore's form is its own key and its own
// notation, as the general rules make it.
func TestPlainPairID(t *testing.T) {
	for id, plain := range map[string]bool{"7": true, "12NS": true, "3EW": true, "07": false, "7ns": false, "NS7": false,
		"7 NS": false, "0": false, "": false, "NS": false, "7NSEW": false, "7EWNS": false, "A7": false, "7\u200b": false} {
		if got := plainPairID(id); got != plain {
			t.Errorf("plainPairID(%q) = %v, want %v", id, got, plain)
		}
	}
	// The forms taken as plain are what the general rules give.
	for _, id := range []string{"7", "12NS", "3EW", "120", "999EW"} {
		if k := pairKeyOf(id + " "); k != id {
			t.Errorf("pairKeyOf(%q) = %q", id+" ", k)
		}
		if n := pairIDNotation(" " + id); n != id {
			t.Errorf("pairIDNotation(%q) = %q", " "+id, n)
		}
	}
}
