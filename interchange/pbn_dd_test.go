package interchange

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// A board as BridgeComposer writes it after its double-dummy analysis:
// board 1 of DDS's published list (TABLE 5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5
// 6 6 6 6, dealer's par -110 by 2S-EW).
const analysedBoard = `% PBN 2.1
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
[OptimumScore "EW 110"]
[ParContract "EW 2S"]
[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
N NT  6
N  S  5
N  H  6
N  D  5
N  C  7
S NT  6
S  S  5
S  H  6
S  D  5
S  C  7
E NT  6
E  S  8
E  H  6
E  D  7
E  C  5
W NT  6
W  S  8
W  H  6
W  D  7
W  C  5
`

func wantBoard1() *scoring.DDTable {
	var dd scoring.DDTable
	// DDS's TABLE: strains S, H, D, C, NT, each for N, E, S, W.
	table := []int{5, 8, 5, 8, 6, 6, 6, 6, 5, 7, 5, 7, 7, 5, 7, 5, 6, 6, 6, 6}
	strains := []scoring.Strain{scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs, scoring.NoTrump}
	seats := []scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West}
	for i, n := range table {
		dd.Set(seats[i%4], strains[i/4], n)
	}
	return &dd
}

func TestReadPBNAnalysis(t *testing.T) {
	deals, warnings, err := ReadPBN(strings.NewReader(analysedBoard))
	if err != nil || len(warnings) > 0 || len(deals) != 1 {
		t.Fatal(err, warnings, deals)
	}
	d := deals[0]
	if d.DD == nil || *d.DD != *wantBoard1() {
		t.Errorf("table %v, want %v", d.DD, wantBoard1())
	}
	if d.Par == nil || d.Par.Score != -110 || !reflect.DeepEqual(d.Par.Contracts, []string{"2SE", "2SW"}) {
		t.Errorf("par %+v, want -110 2SE 2SW", d.Par)
	}
}

func TestReadPBNDoubleDummyTricks(t *testing.T) {
	// The same table as 20 hex digits: N, S, E, W, each NT, S, H, D, C.
	text := strings.Replace(analysedBoard, `[OptimumScore "EW 110"]`, `[DoubleDummyTricks "65657656576867568675"]`, 1)
	text = text[:strings.Index(text, "[ParContract")]
	deals, warnings, err := ReadPBN(strings.NewReader(text))
	if err != nil || len(warnings) > 0 {
		t.Fatal(err, warnings)
	}
	if deals[0].DD == nil || *deals[0].DD != *wantBoard1() {
		t.Errorf("table %v, want %v", deals[0].DD, wantBoard1())
	}
	if deals[0].Par != nil {
		t.Errorf("par %v from a file with none", deals[0].Par)
	}
}

func TestReadPBNAnalysisLeftOut(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{"W  C  5\n", "", "OptimumResultTable left out: 19 of the 20"},
		{"W  C  5\n", "W  C  14\n", "OptimumResultTable left out: line 28"},
		{`[OptimumScore "EW 110"]`, `[OptimumScore "lots"]`, "line 6: board 1: OptimumScore left out"},
		{`[ParContract "EW 2S"]`, `[ParContract "EW 2Z"]`, "line 7: board 1: ParContract left out"},
	} {
		text := strings.Replace(analysedBoard, tc.from, tc.to, 1)
		deals, warnings, err := ReadPBN(strings.NewReader(text))
		if err != nil || len(deals) != 1 {
			t.Fatalf("%q: %v", tc.to, err)
		}
		if len(warnings) != 1 || !strings.Contains(warnings[0], tc.want) {
			t.Errorf("%q: warnings %q, want %q", tc.to, warnings, tc.want)
		}
	}
}

func TestWritePBNAnalysisReadsBack(t *testing.T) {
	deals, _, err := ReadPBN(strings.NewReader(analysedBoard))
	if err != nil {
		t.Fatal(err)
	}
	pars := []scoring.Par{
		{Score: -110, Contracts: []string{"2SE", "2SW"}},
		{Score: 430, Contracts: []string{"3NTN+1", "3NTS+1"}},
		{Score: 300, Contracts: []string{"5CXE-2", "4SXW-2"}},
		{Score: 0},
	}
	for _, par := range pars {
		d := deals[0]
		d.Par = &par
		var buf bytes.Buffer
		if err := WritePBN(&buf, PBNHeader{}, []scoring.Deal{d}); err != nil {
			t.Fatal(err)
		}
		back, warnings, err := ReadPBN(&buf)
		if err != nil || len(warnings) > 0 {
			t.Fatal(err, warnings)
		}
		got := back[0]
		if *got.DD != *d.DD || got.Par.Score != par.Score || !sameSet(got.Par.Contracts, par.Contracts) {
			t.Errorf("wrote %+v, read back %+v", par, *got.Par)
		}
	}
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[string]int{}
	for _, s := range a {
		m[s]++
	}
	for _, s := range b {
		m[s]--
	}
	for _, n := range m {
		if n != 0 {
			return false
		}
	}
	return true
}

// Whatever the analysis tags hold, the reader answers without panicking,
// keeps tricks within 0-13, and what it keeps is written and read back the
// same.
func FuzzReadPBNAnalysis(f *testing.F) {
	f.Add([]byte(analysedBoard))
	f.Add([]byte(strings.Replace(analysedBoard, `[OptimumScore "EW 110"]`, `[DoubleDummyTricks "65657656576867568675"]`, 1)))
	f.Add([]byte(strings.Replace(analysedBoard, `"EW 2S"`, `"NS 5S,NS 5HX-1;E 3NT+1"`, 1)))
	f.Fuzz(func(t *testing.T, data []byte) {
		deals, _, err := ReadPBN(bytes.NewReader(data))
		if err != nil {
			return
		}
		for _, d := range deals {
			if d.DD != nil {
				if err := d.DD.Check(); err != nil {
					t.Fatalf("board %d: %v", d.Board, err)
				}
			}
			if d.Hands[0] == "" || d.Hands[1] == "" || d.Hands[2] == "" || d.Hands[3] == "" {
				continue // WritePBN writes "-", which is read back as unknown
			}
			var buf bytes.Buffer
			if err := WritePBN(&buf, PBNHeader{}, []scoring.Deal{d}); err != nil {
				t.Fatal(err)
			}
			back, _, err := ReadPBN(&buf)
			if err != nil {
				t.Fatalf("wrote what cannot be read back: %v\n%s", err, buf.String())
			}
			if !reflect.DeepEqual(back[0].DD, d.DD) || (d.Par == nil) != (back[0].Par == nil) ||
				d.Par != nil && d.Par.Score != back[0].Par.Score {
				t.Fatalf("read %+v %+v, back %+v %+v\n%s", d.DD, d.Par, back[0].DD, back[0].Par, buf.String())
			}
		}
	})
}
