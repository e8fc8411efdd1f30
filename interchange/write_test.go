package interchange

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// scoreOf scores a session under the given rules and method.
func scoreOf(t *testing.T, s scoring.Session, rules scoring.Rules, method scoring.Method) *scoring.Standings {
	t.Helper()
	s.Rules, s.Method = rules, method
	st, err := scoring.Score(&s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// ranking reduces standings to what a results sheet shows.
func ranking(st *scoring.Standings) []string {
	var out []string
	for _, p := range st.Pairs {
		pct := ""
		if p.Percent != nil {
			pct = p.Percent.RatString()
		}
		out = append(out, strings.Join([]string{p.ID, p.Direction, p.Rank, p.Total.RatString(), pct, itoa(p.Boards)}, " "))
	}
	for _, b := range st.Boards {
		for _, l := range b.Lines {
			out = append(out, strings.Join([]string{itoa(b.Board), l.NS, l.EW, l.NSPoints.RatString(), l.EWPoints.RatString()}, " "))
		}
	}
	return out
}

// Export then import gives the same session and the same standings, for
// every sample session, under every method.
func TestUSEBIORoundTrip(t *testing.T) {
	for _, s := range []string{"howell-4t", "mitchell-7t", "mitchell-8t"} {
		for _, file := range []string{"session.xml", "session.csv"} {
			rf := readSample(t, s, file)
			rf.Deals = []scoring.Deal{{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone,
				Hands: [4]string{"AKQJ.AKQ.AKQ.AKQ", "T987.JT98.JT9.JT", "6543.765.876.987", "2.432.5432.65432"}}}
			for _, m := range []scoring.Method{scoring.Matchpoints, scoring.CrossIMPs, scoring.Butler} {
				st := scoreOf(t, rf.Session, scoring.WBF, m)
				var buf bytes.Buffer
				rf.Session.Method = m
				if err := WriteUSEBIO(&buf, rf, st); err != nil {
					t.Fatal(err)
				}
				back, err := ReadUSEBIO(bytes.NewReader(buf.Bytes()))
				if err != nil {
					t.Fatalf("%s/%s %s: re-reading the export: %v\n%s", s, file, m, err, buf.String())
				}
				if back.Session.Method != m || back.Club != rf.Club || back.Name != rf.Name || back.Date != rf.Date {
					t.Errorf("%s/%s %s: event came back as %q %q %q %q", s, file, m, back.Session.Method, back.Club, back.Name, back.Date)
				}
				if !reflect.DeepEqual(back.Session.Pairs, rf.Session.Pairs) {
					t.Errorf("%s/%s %s: pairs differ:\n%+v\n%+v", s, file, m, back.Session.Pairs, rf.Session.Pairs)
				}
				// A not-played line is written as a line without a result
				// and so comes back the same.
				if got, want := lineSet(back.Session.Lines, false), lineSet(rf.Session.Lines, false); !reflect.DeepEqual(got, want) {
					t.Errorf("%s/%s %s: lines differ", s, file, m)
				}
				if !reflect.DeepEqual(back.Deals, rf.Deals) {
					t.Errorf("%s/%s %s: deals %+v, want %+v", s, file, m, back.Deals, rf.Deals)
				}
				if got, want := ranking(scoreOf(t, back.Session, scoring.WBF, m)), ranking(st); !reflect.DeepEqual(got, want) {
					t.Errorf("%s/%s %s: standings differ after export and import", s, file, m)
				}
			}
		}
	}
}

func TestWriteUSEBIOPoints(t *testing.T) {
	rf := readSample(t, "mitchell-7t", "session.xml")
	st := scoreOf(t, rf.Session, scoring.WBF, scoring.Matchpoints)
	var buf bytes.Buffer
	if err := WriteUSEBIO(&buf, rf, st); err != nil {
		t.Fatal(err)
	}
	// Compare without the layout.
	out := strings.Join(strings.Fields(buf.String()), "")
	// 2NS won NS with 57.41% (expected_wbf_mp.json); board 1's first line,
	// 430 against six 430s and a 400, scores 7 of 12 for NS.
	for _, want := range []string{
		"<PAIR_NUMBER>2NS</PAIR_NUMBER><DIRECTION>NS</DIRECTION><PLACE>1</PLACE>",
		"<PERCENTAGE>57.41</PERCENTAGE>",
		"<SCORE>430</SCORE><NS_MATCH_POINTS>7</NS_MATCH_POINTS><EW_MATCH_POINTS>5</EW_MATCH_POINTS>",
		"<SCORE>A5050</SCORE>",
		"<PLAYER_NAME>SamO&#39;Neill</PLAYER_NAME>",
		`<EVENTEVENT_TYPE="MP_PAIRS">`,
		"<WINNER_TYPE>2</WINNER_TYPE>",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("export lacks %q", want)
		}
	}
}

func TestCSVRoundTrip(t *testing.T) {
	for _, s := range []string{"howell-4t", "mitchell-7t", "mitchell-8t"} {
		for _, file := range []string{"session.xml", "session.csv"} {
			rf := readSample(t, s, file)
			var buf bytes.Buffer
			if err := WriteCSV(&buf, rf); err != nil {
				t.Fatal(err)
			}
			back, err := ReadCSV(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatalf("%s/%s: re-reading the export: %v\n%s", s, file, err, buf.String())
			}
			if got, want := pairKeys(back.Session.Pairs), pairKeys(rf.Session.Pairs); !reflect.DeepEqual(got, want) {
				t.Errorf("%s/%s: pairs %v, want %v", s, file, got, want)
			}
			if got, want := lineSet(back.Session.Lines, false), lineSet(rf.Session.Lines, false); !reflect.DeepEqual(got, want) {
				t.Errorf("%s/%s: lines differ after CSV export and import", s, file)
			}
			if got, want := ranking(scoreOf(t, back.Session, scoring.ACBL, scoring.Matchpoints)), ranking(scoreOf(t, rf.Session, scoring.ACBL, scoring.Matchpoints)); !reflect.DeepEqual(got, want) {
				t.Errorf("%s/%s: standings differ after CSV export and import", s, file)
			}
		}
	}
}

func TestWriteCSVKinds(t *testing.T) {
	in := "board,ns,ew,contract,declarer,tricks,score,round,table\n" +
		"1,1,2,4S,N,10,,1,1\n1,3,4,PASS,,,,1,2\n1,5,6,,,,-110,1,3\n1,7,8,,,,A60-40,1,4\n1,9,10,,,,NP,1,5\n" +
		"1,11,12,,,,W 60% 4SN= 40% 3NTS-1,1,6\n"
	rf, err := ReadCSV(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteCSV(&buf, rf); err != nil {
		t.Fatal(err)
	}
	want := "board,ns,ew,contract,declarer,tricks,score,round,table\n" +
		"1,1,2,4S,N,10,420,1,1\n1,3,4,PASS,,,0,1,2\n1,5,6,,,,-110,1,3\n1,7,8,,,,A60-40,1,4\n1,9,10,,,,NP,1,5\n" +
		"1,11,12,,,,W 60% 4SN= 40% 3NTS-1,1,6\n"
	if buf.String() != want {
		t.Errorf("CSV export:\n%s\nwant:\n%s", buf.String(), want)
	}
	// Bare-number Mitchell pairs need the direction columns.
	rf = readSample(t, "mitchell-8t", "session.xml")
	buf.Reset()
	if err := WriteCSV(&buf, rf); err != nil {
		t.Fatal(err)
	}
	if first, _, _ := strings.Cut(buf.String(), "\n"); first != "board,ns,ew,contract,declarer,tricks,score,ns_dir,ew_dir" {
		t.Errorf("header %q lacks the direction columns", first)
	}
	// A fouled board's groups go in a group column.
	rf.Session.Lines[0].Group, rf.Session.Lines[1].Group = 1, 2
	buf.Reset()
	if err := WriteCSV(&buf, rf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadCSV(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if g := back.Session.Lines; g[0].Group != 1 || g[1].Group != 2 || g[2].Group != 0 {
		t.Errorf("groups came back as %d %d %d", g[0].Group, g[1].Group, g[2].Group)
	}
}

// The opening lead is read from USEBIO's LEAD and the CSV lead column in
// any form a director writes, kept canonical, and written back; files
// without it read as before.
func TestLeadReadAndWritten(t *testing.T) {
	const xmlFile = `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR>
</PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><LEAD>♥10</LEAD></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS></TRAVELLER_LINE>
</BOARD></EVENT></USEBIO>`
	const csvFile = "board,ns,ew,contract,declarer,tricks,score,lead\n1,1,2,4S,N,10,,h10\n1,3,4,4S,N,9,,\n"
	xmlEv, err := ReadUSEBIO(strings.NewReader(xmlFile))
	if err != nil {
		t.Fatal(err)
	}
	csvEv, err := ReadCSV(strings.NewReader(csvFile))
	if err != nil {
		t.Fatal(err)
	}
	for name, rf := range map[string]*ResultsFile{"USEBIO": xmlEv, "CSV": csvEv} {
		leads := map[string]string{}
		for _, l := range rf.Session.Lines {
			leads[l.NS] = l.Lead
		}
		if want := map[string]string{"1": "HT", "3": ""}; !reflect.DeepEqual(leads, want) {
			t.Errorf("%s: leads %v, want %v", name, leads, want)
		}
	}

	var x, c bytes.Buffer
	if err := WriteUSEBIO(&x, xmlEv, nil); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(x.String(), "<LEAD>HT</LEAD>"); got != 1 || strings.Count(x.String(), "<LEAD>") != 1 {
		t.Errorf("USEBIO export has %d <LEAD>HT</LEAD> of %d LEAD elements, want exactly one:\n%s", got, strings.Count(x.String(), "<LEAD>"), x.String())
	}
	if err := WriteCSV(&c, csvEv); err != nil {
		t.Fatal(err)
	}
	if want := "board,ns,ew,contract,declarer,tricks,score,lead\n1,1,2,4S,N,10,420,HT\n1,3,4,4S,N,9,-50,\n"; c.String() != want {
		t.Errorf("CSV export\n%s\nwant\n%s", c.String(), want)
	}

	// No lead anywhere: no lead column and no LEAD element.
	for i := range csvEv.Session.Lines {
		csvEv.Session.Lines[i].Lead = ""
	}
	x.Reset()
	c.Reset()
	if err := WriteUSEBIO(&x, csvEv, nil); err != nil {
		t.Fatal(err)
	}
	if err := WriteCSV(&c, csvEv); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(x.String(), "LEAD") || strings.Contains(c.String(), "lead") {
		t.Errorf("a session without leads is written with them:\n%s\n%s", x.String(), c.String())
	}

	// A lead that is not a card is not written as if it were.
	csvEv.Session.Lines[0].Lead = "XX"
	if err := WriteCSV(&c, csvEv); err == nil || !strings.Contains(err.Error(), "board 1, 1 v 2") {
		t.Errorf("WriteCSV with lead XX: %v, want an error naming the line", err)
	}
	if err := WriteUSEBIO(&x, csvEv, nil); err == nil || !strings.Contains(err.Error(), "board 1, 1 v 2") {
		t.Errorf("WriteUSEBIO with lead XX: %v, want an error naming the line", err)
	}
}
