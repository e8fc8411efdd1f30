package interchange

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"bridgescore/scoring"
)

const sessionsDir = "../testdata/sessions"

func readSample(t testing.TB, session, file string) *ResultsFile {
	t.Helper()
	rf, err := ReadFile(filepath.Join(sessionsDir, session, file))
	if err != nil {
		t.Fatalf("%s/%s: %v", session, file, err)
	}
	return rf
}

func TestReadUSEBIOSample(t *testing.T) {
	rf := readSample(t, "mitchell-7t", "session.xml")
	if rf.Club != "Riverside Bridge Club" || rf.Date != "08/11/2025" || rf.Type != MatchpointPairs ||
		rf.WinnerType != TwoWinner || !strings.HasPrefix(rf.Name, "Practice session (Mitchell 7 tables") {
		t.Errorf("event = %q %q %q %q %d", rf.Club, rf.Name, rf.Date, rf.Type, rf.WinnerType)
	}
	if rf.Session.Method != scoring.Matchpoints {
		t.Errorf("method %q, want mp from MP_PAIRS", rf.Session.Method)
	}
	if len(rf.Session.Pairs) != 14 {
		t.Fatalf("%d pairs, want 14", len(rf.Session.Pairs))
	}
	p := rf.Session.Pairs[0]
	if p.ID != "1NS" || p.Direction != "NS" || !reflect.DeepEqual(p.Names, []string{"Sam O'Neill", "Olga Jones"}) {
		t.Errorf("first pair = %+v", p)
	}
	if e := rf.Session.Pairs[7]; e.ID != "1EW" || e.Direction != "EW" {
		t.Errorf("eighth pair = %+v, want 1EW EW", e)
	}
	var first, adjusted, passed *scoring.Line
	for i := range rf.Session.Lines {
		l := &rf.Session.Lines[i]
		switch {
		case first == nil:
			first = l
		case l.Kind == scoring.Artificial && adjusted == nil:
			adjusted = l
		case l.Kind == scoring.Played && l.Result != nil && l.Result.PassedOut() && passed == nil:
			passed = l
		}
	}
	// Board 1: 3NT by N making 10 tricks, not vulnerable: +430.
	if first.Board != 1 || first.NS != "1NS" || first.EW != "1EW" || first.Kind != scoring.Played ||
		first.Result == nil || first.Result.String() != "3NTN+1" || first.Score != 430 {
		t.Errorf("first line = %+v", *first)
	}
	if adjusted == nil || adjusted.Board != 25 || adjusted.NS != "3NS" || adjusted.NSPercent != 50 || adjusted.EWPercent != 50 {
		t.Errorf("adjusted line = %+v, want board 25 3NS A50-50", adjusted)
	}
	if passed == nil || passed.Board != 20 || passed.Score != 0 {
		t.Errorf("passed-out line = %+v, want board 20", passed)
	}
}

// The sample sessions are given both ways; both readers must see the same
// pairs and the same traveller lines.
func TestUSEBIOAndCSVAgree(t *testing.T) {
	for _, s := range []string{"howell-4t", "mitchell-7t", "mitchell-8t"} {
		x := readSample(t, s, "session.xml")
		c := readSample(t, s, "session.csv")
		if got, want := pairKeys(c.Session.Pairs), pairKeys(x.Session.Pairs); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: CSV pairs %v, USEBIO pairs %v", s, got, want)
		}
		// USEBIO leaves not-played lines out altogether.
		if got, want := lineSet(c.Session.Lines, true), lineSet(x.Session.Lines, true); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: CSV and USEBIO lines differ:\n%v\n%v", s, got, want)
		}
	}
}

func pairKeys(ps []scoring.Pair) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.ID+"/"+p.Direction)
	}
	sort.Strings(out)
	return out
}

func lineSet(ls []scoring.Line, skipNP bool) []string {
	var out []string
	for _, l := range ls {
		if skipNP && l.Kind == scoring.NotPlayed {
			continue
		}
		out = append(out, lineText(l))
	}
	sort.Strings(out)
	return out
}

func lineText(l scoring.Line) string {
	return strings.Join([]string{itoa(l.Board), l.NS, l.EW, scoring.EntryText(l), itoa(l.Score), itoa(l.Round), itoa(l.Table), itoa(l.Group), l.Lead}, " ")
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestReadCSVDirections(t *testing.T) {
	tests := []struct {
		name, csv string
		want      []string // pair id/direction
	}{
		{"ids with NS/EW make two fields",
			"board,ns,ew,contract,declarer,tricks,score\n1,1NS,1EW,4S,N,10,\n1,2NS,2EW,4S,N,9,\n",
			[]string{"1EW/EW", "1NS/NS", "2EW/EW", "2NS/NS"}},
		{"bare numbers are one field",
			"board,ns,ew,contract,declarer,tricks,score\n1,1,2,4S,N,10,\n1,3,4,4S,N,9,\n",
			[]string{"1/", "2/", "3/", "4/"}},
		{"direction columns give a two-winner Mitchell",
			"board,ns,ew,contract,declarer,tricks,score,ns_dir,ew_dir\n1,1,1,4S,N,10,,NS,EW\n1,2,2,4S,N,9,,NS,EW\n",
			[]string{"1/EW", "1/NS", "2/EW", "2/NS"}},
		{"semicolons, as a European spreadsheet saves",
			"board;ns;ew;contract;declarer;tricks;score\n1;1;2;4S;N;10;\n1;3;4;4S;N;9;\n",
			[]string{"1/", "2/", "3/", "4/"}},
		{"tabs",
			"board\tns\tew\tcontract\tdeclarer\ttricks\tscore\n1\t1\t2\t4S\tN\t10\t\n1\t3\t4\t4S\tN\t9\t\n",
			[]string{"1/", "2/", "3/", "4/"}},
		{"columns in any order, upper case, extra columns ignored",
			"Score,EW,NS,Board,Contract,Tricks,Declarer,Lead\n,2,1,1,4S,10,N,HK\n,4,3,1,4S,9,N,SA\n",
			[]string{"1/", "2/", "3/", "4/"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rf, err := ReadCSV(strings.NewReader(tc.csv))
			if err != nil {
				t.Fatal(err)
			}
			if got := pairKeys(rf.Session.Pairs); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("pairs %v, want %v", got, tc.want)
			}
			if rf.Session.Lines[0].Score != 420 || rf.Session.Lines[1].Score != -50 {
				t.Errorf("scores %d, %d; want 420, -50 (board 1, none vulnerable)", rf.Session.Lines[0].Score, rf.Session.Lines[1].Score)
			}
		})
	}
}

func TestReadCSVEntries(t *testing.T) {
	const head = "board,ns,ew,contract,declarer,tricks,score,round,table\n"
	tests := []struct {
		row  string
		want scoring.Line
	}{
		// Board 2: NS vulnerable. 4H by S making 11: +650.
		{"2,1,2,4H,S,11,,3,4", scoring.Line{Board: 2, Round: 3, Table: 4, Kind: scoring.Played, Score: 650}},
		// Given score agrees.
		{"2,1,2,4H,S,11,650,,", scoring.Line{Board: 2, Kind: scoring.Played, Score: 650}},
		// EW declarer: NS-signed. Board 3: EW vulnerable, 3NTX by E down 2 = +500 to NS.
		{"3,1,2,3NTX,E,7,,,", scoring.Line{Board: 3, Kind: scoring.Played, Score: 500}},
		{"1,1,2,PASS,,,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 0}},
		{"1,1,2,,,,-110,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: -110}},
		{"1,1,2,,,,A60-40,,", scoring.Line{Board: 1, Kind: scoring.Artificial, NSPercent: 60, EWPercent: 40}},
		{"1,1,2,,,,A40-40,,", scoring.Line{Board: 1, Kind: scoring.Artificial, NSPercent: 40, EWPercent: 40}},
		{"1,1,2,,,,NP,,", scoring.Line{Board: 1, Kind: scoring.NotPlayed}},
		{"1,1,2,NP,,,,,", scoring.Line{Board: 1, Kind: scoring.NotPlayed}},
		// An adjusted score in the contract column, as some programs write it.
		{"1,1,2,A60-40,,,,,", scoring.Line{Board: 1, Kind: scoring.Artificial, NSPercent: 60, EWPercent: 40}},
		{"1,1,2,AVE+,,,AVE+,,", scoring.Line{Board: 1, Kind: scoring.Artificial, NSPercent: 60, EWPercent: 40}},
		{"1,1,2,ALL PASS,,,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 0}},
		{"1,1,2,,,,,,", scoring.Line{Board: 1, Kind: scoring.NotPlayed}},
		// Relative result in the tricks column.
		{"1,1,2,4S,N,+1,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 450}},
		{"1,1,2,4S,N,-1,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: -50}},
		{"1,1,2,4S,N,=,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 420}},
		// The whole result in the contract column, as directors type it
		// (issue 2 §2): board 1 none vulnerable, board 3 EW vulnerable.
		{"1,1,2,4SN+1,,,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 450}},
		{"3,1,2,3NTX-2 E,,,,,", scoring.Line{Board: 3, Kind: scoring.Played, Score: 500}},
		{"1,1,2,4♠=N,,,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 420}},
		{"1,1,2,3NT= S,,,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 400}},
		{"1,1,2,4S N 11,,,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 450}},
		// ... and declarer, tricks or score beside it, agreeing.
		{"1,1,2,4SN+1,N,11,450,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 450}},
		{"1,1,2,4SN+1,,+1,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 450}},
		{"1,1,2,4S=,N,,,,", scoring.Line{Board: 1, Kind: scoring.Played, Score: 420}},
	}
	for _, tc := range tests {
		rf, err := ReadCSV(strings.NewReader(head + tc.row + "\n"))
		if err != nil {
			t.Errorf("%s: %v", tc.row, err)
			continue
		}
		got := rf.Session.Lines[0]
		got.Result = nil
		tc.want.NS, tc.want.EW = "1", "2"
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.row, got, tc.want)
		}
	}
}

// A line recording a sit-out (no opponents, no result) is not a traveller
// line; with a result it is an error.
func TestReadSitOutLines(t *testing.T) {
	rf, err := ReadCSV(strings.NewReader("board,ns,ew,contract,declarer,tricks,score\n1,1,2,4S,N,10,\n1,3,,,,,\n1,0,4,,,,\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rf.Session.Lines) != 1 || len(rf.Session.Pairs) != 2 {
		t.Errorf("%d lines, %d pairs; want the one real line and its two pairs", len(rf.Session.Lines), len(rf.Session.Pairs))
	}
	_, err = ReadCSV(strings.NewReader("board,ns,ew,contract,declarer,tricks,score\n1,1,2,4S,N,10,\n1,3,,4S,N,10,\n"))
	if err == nil || !strings.Contains(err.Error(), "line 3") || !strings.Contains(err.Error(), "both needed") {
		t.Errorf("a result without an EW pair: %v", err)
	}
}

func TestReadCSVWeighted(t *testing.T) {
	rf, err := ReadCSV(strings.NewReader("board,ns,ew,contract,declarer,tricks,score\n1,1,2,,,,W 60% 4SN= 40% 3NTS-1\n1,3,4,4S,N,10,\n"))
	if err != nil {
		t.Fatal(err)
	}
	l := rf.Session.Lines[0]
	if l.Kind != scoring.Weighted || len(l.NSWeights) != 2 || l.NSWeights[0].Score != 420 || l.NSWeights[1].Score != -50 {
		t.Errorf("weighted line = %+v", l)
	}
}

// Every bad file gets a *ParseError naming the line and what was wrong.
func TestReadErrors(t *testing.T) {
	const head = "board,ns,ew,contract,declarer,tricks,score\n"
	participants := `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR>
</PARTICIPANTS>
`
	xmlLine := func(board, ns, ew, body string) string {
		return participants + "<BOARD><BOARD_NUMBER>" + board + "</BOARD_NUMBER>\n<TRAVELLER_LINE><NS_PAIR_NUMBER>" + ns +
			"</NS_PAIR_NUMBER><EW_PAIR_NUMBER>" + ew + "</EW_PAIR_NUMBER>" + body + "</TRAVELLER_LINE>\n</BOARD></EVENT></USEBIO>"
	}
	tests := []struct {
		name, format, input string
		line                int
		want                []string
	}{
		{"csv unknown board", "csv", head + "1,1,2,4S,N,10,\nx,1,2,4S,N,10,\n", 3, []string{"unknown board \"x\""}},
		{"csv board 0", "csv", head + "0,1,2,4S,N,10,\n", 2, []string{"unknown board \"0\""}},
		{"csv pair twice", "csv", "# winners: 1\n" + head + "1,1,2,4S,N,10,\n1,3,1,4S,N,10,\n", 4, []string{"pair 1 appears twice", "line 3"}},
		{"csv unparsable contract", "csv", head + "1,1,2,4Q,N,10,\n", 2, []string{"contract", "strain \"Q\" is unknown"}},
		{"csv level 8", "csv", head + "1,1,2,8S,N,10,\n", 2, []string{"contract", "level must be 1 to 7"}},
		{"csv tricks over 13", "csv", head + "1,1,2,4S,N,14,\n", 2, []string{"tricks", "14 is impossible", "0 to 13"}},
		{"csv declarer missing", "csv", head + "1,1,2,4S,,10,\n", 2, []string{"declarer", "missing"}},
		{"csv bad declarer", "csv", head + "1,1,2,4S,Q,10,\n", 2, []string{"declarer", "expected N, E, S or W"}},
		{"csv tricks missing", "csv", head + "1,1,2,4S,N,,\n", 2, []string{"tricks", "missing"}},
		{"csv score disagrees", "csv", head + "1,1,2,4S,N,10,450\n", 2, []string{"450 does not agree", "4S by N taking 10 tricks scores 420"}},
		{"csv bad adjusted", "csv", head + "1,1,2,,,,A70-\n", 2, []string{"score"}},
		{"csv full result, declarer disagrees", "csv", head + "1,1,2,4SN+1,E,,\n", 2, []string{"declarer: E does not agree with the contract column 4SN+1 (declarer N)"}},
		{"csv full result, tricks disagree", "csv", head + "1,1,2,4SN+1,N,10,\n", 2, []string{"tricks: 10 does not agree with the contract column 4SN+1 (11 tricks)"}},
		{"csv full result, score disagrees", "csv", head + "1,1,2,4SN+1,,,420\n", 2, []string{"420 does not agree", "4S by N taking 11 tricks scores 450"}},
		{"csv full result impossible", "csv", head + "1,1,2,4SN+4,,,\n", 2, []string{"contract", "result +4 is impossible"}},
		{"csv contract and adjusted", "csv", head + "1,1,2,4S,N,10,A60-40\n", 2, []string{"give one or the other"}},
		{"csv pair against itself", "csv", "# winners: 1\n" + head + "1,1,1,4S,N,10,\n", 3, []string{"against itself"}},
		{"csv no header", "csv", "", 0, []string{"empty file"}},
		{"csv header missing ns", "csv", "board,north,ew,contract\n1,1,2,4S\n", 1, []string{"no \"ns\" column"}},
		{"csv bad direction", "csv", "board,ns,ew,contract,declarer,tricks,score,ns_dir,ew_dir\n1,1,1,4S,N,10,,NS,XX\n", 2, []string{"ew_dir", "expected NS or EW"}},
		{"csv bad quote", "csv", head + "1,\"1,2,4S,N,10,\n", 2, []string{"not valid CSV"}},
		{"csv only header", "csv", head, 0, []string{"no traveller lines"}},

		{"xml not well-formed", "xml", "<?xml version=\"1.0\"?>\n<USEBIO>\n<EVENT>\n</USEBIO>\n", 4, []string{"not well-formed XML"}},
		{"xml end tag in another case", "xml", "<USEBIO>\n<CLUB></club>\n</USEBIO>", 2, []string{"</club> closes <CLUB>"}},
		{"xml cut short", "xml", "<?xml version=\"1.0\"?>\n<USEBIO>\n<EVENT>\n", 4, []string{"EVENT", "cut short"}},
		{"xml wrong root", "xml", "<?xml version=\"1.0\"?>\n<html></html>", 2, []string{"not a USEBIO file"}},
		{"xml empty", "xml", "", 0, []string{"empty file"}},
		{"xml unknown board", "xml", xmlLine("abc", "1", "2", "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"), 4, []string{"BOARD_NUMBER", "unknown board \"abc\""}},
		{"xml pair not in participants", "xml", xmlLine("1", "1", "9", "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"), 5, []string{"TRAVELLER_LINE", "EW pair 9 is not in PARTICIPANTS"}},
		{"xml unparsable contract", "xml", xmlLine("1", "1", "2", "<CONTRACT>4 spades</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"), 5, []string{"TRAVELLER_LINE", "contract"}},
		{"xml tricks over 13", "xml", xmlLine("1", "1", "2", "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>15</TRICKS>"), 5, []string{"tricks", "15 is impossible"}},
		{"xml declarer missing", "xml", xmlLine("1", "1", "2", "<CONTRACT>4S</CONTRACT><TRICKS>10</TRICKS>"), 5, []string{"declarer", "missing"}},
		{"xml pair twice", "xml", participants + "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>100</SCORE></TRAVELLER_LINE>\n" +
			"<TRAVELLER_LINE><NS_PAIR_NUMBER>2</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER><SCORE>100</SCORE></TRAVELLER_LINE>\n</BOARD></EVENT></USEBIO>", 6, []string{"pair 2 appears twice"}},
		{"xml unknown event type", "xml", strings.Replace(xmlLine("1", "1", "2", "<SCORE>100</SCORE>"), "MP_PAIRS", "TEAMS", 1), 0, []string{"EVENT_TYPE", "expected MP_PAIRS, CROSS_IMP or BUTLER_PAIRS"}},
		{"xml no participants", "xml", "<USEBIO><EVENT></EVENT></USEBIO>", 0, []string{"PARTICIPANTS", "no pairs"}},
		{"xml pair listed twice", "xml", "<USEBIO><EVENT><PARTICIPANTS>\n<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR>\n<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR></PARTICIPANTS></EVENT></USEBIO>", 3, []string{"listed twice"}},
		{"xml external entity is not fetched", "xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE USEBIO [<!ENTITY club SYSTEM \"http://192.0.2.1/club.xml\">]>\n<USEBIO><CLUB><CLUB_NAME>&club;</CLUB_NAME></CLUB></USEBIO>", 3, []string{"not well-formed XML"}},
		{"xml unsupported charset", "xml", "<?xml version=\"1.0\" encoding=\"EBCDIC\"?>\n<USEBIO></USEBIO>", 1, []string{"EBCDIC"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			if tc.format == "csv" {
				_, err = ReadCSV(strings.NewReader(tc.input))
			} else {
				_, err = ReadUSEBIO(strings.NewReader(tc.input))
			}
			if err == nil {
				t.Fatal("no error")
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T %v is not a *ParseError", err, err)
			}
			if pe.Line != tc.line {
				t.Errorf("line %d, want %d (%v)", pe.Line, tc.line, err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
}

// A file with several bad lines has them all reported, in file order.
func TestReadReportsEveryBadLine(t *testing.T) {
	in := "# winners: 1\nboard,ns,ew,contract,declarer,tricks,score\n" +
		"1,1,2,4S,N,10,\n1,3,4,4S,N,15,\n2,1,2,9NT,N,10,\n2,3,4,4S,N,10,\n3,1,1,4S,N,10,\n"
	_, err := ReadCSV(strings.NewReader(in))
	var list Errors
	if !errors.As(err, &list) || len(list) != 3 {
		t.Fatalf("error %v, want a list of 3", err)
	}
	for i, want := range []int{4, 5, 7} {
		if list[i].Line != want {
			t.Errorf("error %d is at line %d, want %d", i, list[i].Line, want)
		}
	}
	var first *ParseError
	if !errors.As(err, &first) || first.Line != 4 {
		t.Errorf("errors.As finds %v, want the line 4 error", first)
	}
	if msg := err.Error(); !strings.HasPrefix(msg, "3 bad traveller lines:\n  line 4: ") || strings.Count(msg, "\n") != 3 {
		t.Errorf("message %q", msg)
	}
	var many strings.Builder
	many.WriteString("board,ns,ew,contract,declarer,tricks,score\n")
	for i := 0; i < 50; i++ {
		many.WriteString("1,1,2,4S,N,99,\n")
	}
	_, err = ReadCSV(strings.NewReader(many.String()))
	if !errors.As(err, &list) || len(list) != maxReported || !strings.Contains(err.Error(), "the first 20 shown") {
		t.Errorf("50 bad lines: %d reported (%v)", len(list), err)
	}
}

func TestReadUSEBIOLatin1AndHands(t *testing.T) {
	doc := "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!DOCTYPE USEBIO SYSTEM \"http://192.0.2.1/usebio_v1_2.dtd\">\n" +
		"<USEBIO Version=\"1.2\"><CLUB><CLUB_NAME>Caf\xe9 Bridge</CLUB_NAME></CLUB><EVENT EVENT_TYPE=\"CROSS_IMP\"><WINNER_TYPE>1</WINNER_TYPE>" +
		"<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>NS</DIRECTION><PLAYER><PLAYER_NAME>Ren\xe9e</PLAYER_NAME></PLAYER><NEW_THING>x</NEW_THING></PAIR>" +
		"<PAIR><PAIR_NUMBER>2</PAIR_NUMBER><DIRECTION>EW</DIRECTION></PAIR></PARTICIPANTS>" +
		"<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>" +
		"<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE><NS_MATCH_POINTS>99</NS_MATCH_POINTS></TRAVELLER_LINE></BOARD>" +
		"<HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>" +
		"<HAND><DIRECTION>North</DIRECTION><SPADES>AKQJ</SPADES><HEARTS>AKQ</HEARTS><DIAMONDS>AKQ</DIAMONDS><CLUBS>AKQ</CLUBS></HAND>" +
		"<HAND DIRECTION=\"S\"><SPADES>T98</SPADES><HEARTS>JT98</HEARTS><DIAMONDS>JT9</DIAMONDS><CLUBS>JT9</CLUBS></HAND>" +
		"</BOARD></HANDSET></EVENT></USEBIO>"
	rf, err := ReadUSEBIO(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if rf.Club != "Café Bridge" || rf.Session.Pairs[0].Names[0] != "Renée" {
		t.Errorf("club %q, name %q: ISO-8859-1 not decoded", rf.Club, rf.Session.Pairs[0].Names[0])
	}
	if rf.Session.Method != scoring.CrossIMPs {
		t.Errorf("method %q, want ximp from CROSS_IMP", rf.Session.Method)
	}
	// One winner: directions are dropped, the pairs form one field.
	if rf.Session.Pairs[0].Direction != "" || rf.Session.Pairs[1].Direction != "" {
		t.Errorf("one-winner pairs keep directions: %+v", rf.Session.Pairs)
	}
	if len(rf.Deals) != 1 || rf.Deals[0].Hands != [4]string{"AKQJ.AKQ.AKQ.AKQ", "", "T98.JT98.JT9.JT9", ""} ||
		rf.Deals[0].Dealer != scoring.North || rf.Deals[0].Vul != scoring.VulNone {
		t.Errorf("deals = %+v", rf.Deals)
	}
}

// Files that nest the pairs in SESSION and SECTION, say EVENT_TYPE PAIRS
// with a BOARD_SCORING_METHOD, and keep the hands in a HANDSET beside the
// EVENT are read the same way.
func TestReadUSEBIOVariants(t *testing.T) {
	doc := `<USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS"><BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>
<PAIRWISE_SCORING_METHOD>CROSS_IMPS</PAIRWISE_SCORING_METHOD><SESSION><SECTION SECTION_ID="A"><PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>3</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
<CONTRACT>3NT</CONTRACT><PLAYED_BY>W</PLAYED_BY><LEAD>SK</LEAD><TRICKS>9</TRICKS><SCORE>-600</SCORE></TRAVELLER_LINE></BOARD>
</SECTION></SESSION></EVENT><HANDSET><BOARD><BOARD_NUMBER>3</BOARD_NUMBER><HAND><DIRECTION>West</DIRECTION>
<SPADES>AKQJ</SPADES><HEARTS>AKQ</HEARTS><DIAMONDS>AKQ</DIAMONDS><CLUBS>AKQ</CLUBS></HAND></BOARD></HANDSET></USEBIO>`
	rf, err := ReadUSEBIO(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	split := strings.Replace(doc, "<SCORE>-600</SCORE>", "<NS_SCORE></NS_SCORE><EW_SCORE>600</EW_SCORE>", 1)
	if ev2, err := ReadUSEBIO(strings.NewReader(split)); err != nil || ev2.Session.Lines[0].Score != -600 {
		t.Errorf("EW_SCORE 600: %v", err)
	}
	wrong := strings.Replace(doc, "<SCORE>-600</SCORE>", "<NS_SCORE>600</NS_SCORE>", 1)
	if _, err := ReadUSEBIO(strings.NewReader(wrong)); err == nil || !strings.Contains(err.Error(), "600 does not agree") {
		t.Errorf("NS_SCORE 600 for an EW make: %v", err)
	}
	if rf.Session.Method != scoring.CrossIMPs || rf.Type != CrossIMPPairs {
		t.Errorf("method %q type %q, want ximp from BOARD_SCORING_METHOD IMPS", rf.Session.Method, rf.Type)
	}
	// Board 3: EW vulnerable, 3NT by W making 9 = 600 to EW.
	if len(rf.Session.Lines) != 1 || rf.Session.Lines[0].Score != -600 || rf.Session.Lines[0].Board != 3 {
		t.Errorf("lines %+v", rf.Session.Lines)
	}
	if len(rf.Deals) != 1 || rf.Deals[0].Hands[3] != "AKQJ.AKQ.AKQ.AKQ" || rf.Deals[0].Dealer != scoring.South || rf.Deals[0].Vul != scoring.VulEW {
		t.Errorf("deals %+v", rf.Deals)
	}
	empty := strings.Replace(doc, "</SECTION>", "</SECTION><SECTION SECTION_ID=\"B\"></SECTION>", 1)
	if rf, err := ReadUSEBIO(strings.NewReader(empty)); err != nil || rf.Sections != nil || len(rf.Session.Lines) != 1 {
		t.Errorf("an empty second section: %v", err)
	}
}

// A file of several sections gives each section its own pairs and lines,
// and says how many there are.
func TestReadUSEBIOSections(t *testing.T) {
	sec := func(id, score string) string {
		return `<SECTION SECTION_ID="` + id + `"><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>
<PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>` + score + `</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>-50</SCORE></TRAVELLER_LINE></BOARD></SECTION>
`
	}
	doc := `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><SESSION>` + sec("A", "420") + sec("B", "-100") + `</SESSION></EVENT></USEBIO>`
	rf, err := ReadUSEBIO(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if len(rf.Sections) != 2 || rf.Sections[0].Section != "A" || rf.Sections[1].Section != "B" {
		t.Fatalf("sections %+v", rf.Sections)
	}
	if rf.Sections[0].Session.Lines[0].Score != 420 || rf.Sections[1].Session.Lines[0].Score != -100 || len(rf.Sections[1].Session.Pairs) != 4 {
		t.Errorf("section lines %+v / %+v", rf.Sections[0].Session.Lines, rf.Sections[1].Session.Lines)
	}
	if rf.Session.Lines[0].Score != 420 {
		t.Errorf("the Event is not its first section")
	}
	if !strings.Contains(strings.Join(rf.Warnings, "\n"), "2 sections (A, B)") {
		t.Errorf("notes %q", rf.Warnings)
	}
	bad := strings.Replace(doc, "<SCORE>-100</SCORE>", "<SCORE>abc</SCORE>", 1)
	if _, err := ReadUSEBIO(strings.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "section B") {
		t.Errorf("a bad line in section B: %v", err)
	}
}

func TestReadFileSniffs(t *testing.T) {
	dir := t.TempDir()
	pbn := filepath.Join(dir, "hands.pbn")
	if err := os.WriteFile(pbn, []byte(samplePBN), 0o644); err != nil {
		t.Fatal(err)
	}
	rf, err := ReadFile(pbn)
	if err != nil {
		t.Fatal(err)
	}
	if len(rf.Deals) != 2 || len(rf.Session.Lines) != 0 {
		t.Errorf("PBN read as %d deals, %d lines", len(rf.Deals), len(rf.Session.Lines))
	}
	bad := filepath.Join(dir, "bad.csv")
	os.WriteFile(bad, []byte("board,ns,ew,contract,declarer,tricks,score\n1,1,2,4S,N,99,\n"), 0o644)
	_, err = ReadFile(bad)
	if err == nil || !strings.HasPrefix(err.Error(), "bad.csv: line 2: ") {
		t.Errorf("error %v does not name the file and line", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "missing.xml")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// Spreadsheets in some locales save with semicolons or tabs; the reader
// takes the separator from the header line, after any comment or blank
// lines.
func TestReadCSVSeparators(t *testing.T) {
	const comma = "board,ns,ew,contract,declarer,tricks,score\n1,1,2,4S,N,10,\n1,3,4,,,,\"A60-40\"\n2,1,3,3NTX-2 E,,,\n"
	want, err := ReadCSV(strings.NewReader(comma))
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"semicolons":          strings.ReplaceAll(comma, ",", ";"),
		"tabs":                strings.ReplaceAll(comma, ",", "\t"),
		"semicolons, CRLF":    strings.ReplaceAll(strings.ReplaceAll(comma, ",", ";"), "\n", "\r\n"),
		"comment with commas": "# exported 2025-11-08, Riverside\n\n" + strings.ReplaceAll(comma, ",", ";"),
	} {
		got, err := ReadCSV(strings.NewReader(text))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !reflect.DeepEqual(lineSet(got.Session.Lines, false), lineSet(want.Session.Lines, false)) {
			t.Errorf("%s: lines %v, want %v", name, lineSet(got.Session.Lines, false), lineSet(want.Session.Lines, false))
		}
	}
}
