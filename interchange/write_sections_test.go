package interchange

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// twoSectionsCSV is a session of two sections, each a two-winner Mitchell
// of two tables.
const twoSectionsCSV = "section,board,ns,ew,contract,declarer,tricks,score\n" +
	"A,1,1NS,1EW,4S,N,10,\nA,1,2NS,2EW,4S,N,11,\nA,2,1NS,2EW,3NT,S,9,\nA,2,2NS,1EW,3NT,S,8,\n" +
	"B,1,1NS,1EW,4S,N,9,\nB,1,2NS,2EW,4S,N,10,\nB,2,1NS,2EW,3NT,S,10,\nB,2,2NS,1EW,3NT,S,9,\n"

// A file of several sections scored across the field is written with a
// SECTION for each, every pair's place in its section and overall, and
// reads back to the same sections, pairs and lines.
func TestWriteUSEBIOSections(t *testing.T) {
	rf, err := ReadCSV(strings.NewReader(twoSectionsCSV))
	if err != nil {
		t.Fatal(err)
	}
	s := rf.Sectioned()
	s.Field = scoring.AcrossField
	st, err := scoring.Score(&s)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteUSEBIO(&buf, rf, st); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if n := strings.Count(out, "<SECTION SECTION_ID="); n != 2 {
		t.Fatalf("%d SECTIONs written, want 2:\n%s", n, out)
	}
	places := regexp.MustCompile(`<PLACE>([^<]*)</PLACE>\s*<OVERALL_PLACE>([^<]*)</OVERALL_PLACE>`).FindAllStringSubmatch(out, -1)
	if len(places) != 8 {
		t.Fatalf("%d pairs with both places, want 8:\n%s", len(places), out)
	}
	var got []string
	for _, p := range st.Pairs {
		got = append(got, p.Rank+"/"+p.OverallRank)
	}
	for i, p := range places {
		if p[1]+"/"+p[2] != got[i] {
			t.Errorf("pair %d: places %s/%s written, scored %s", i, p[1], p[2], got[i])
		}
	}
	back, err := ReadUSEBIO(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Sections) != 2 || back.Sections[1].Section != "B" {
		t.Fatalf("read back %d sections", len(back.Sections))
	}
	again := back.Sectioned()
	if len(again.Lines) != len(s.Lines) || len(again.Pairs) != len(s.Pairs) {
		t.Errorf("read back %d lines and %d pairs, wrote %d and %d", len(again.Lines), len(again.Pairs), len(s.Lines), len(s.Pairs))
	}
	for i := range s.Lines {
		a, b := s.Lines[i], again.Lines[i]
		if a.Section != b.Section || a.Board != b.Board || a.NS != b.NS || a.EW != b.EW || a.Score != b.Score {
			t.Errorf("line %d: wrote %+v, read %+v", i, a, b)
		}
	}
}
