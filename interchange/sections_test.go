package interchange

import (
	"fmt"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// usebioSections is a USEBIO file of n sections written as a simultaneous
// pairs does when its sections carry no SECTION_ID: four pairs each, one
// board, the same pair numbers in every section.
func usebioSections(n int, id func(int) string) string {
	var b strings.Builder
	b.WriteString(`<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><SESSION>`)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `<SECTION%s><PARTICIPANTS>`, id(i))
		for p := 1; p <= 4; p++ {
			fmt.Fprintf(&b, `<PAIR><PAIR_NUMBER>%d</PAIR_NUMBER></PAIR>`, p)
		}
		fmt.Fprintf(&b, "</PARTICIPANTS>\n<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>"+
			"<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>%d</SCORE></TRAVELLER_LINE>"+
			"<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>-50</SCORE></TRAVELLER_LINE></BOARD></SECTION>\n",
			[]int{420, 450, 100, -100, 110, 140}[i%6])
	}
	b.WriteString(`</SESSION></EVENT></USEBIO>`)
	return b.String()
}

// Sections the file leaves without a SECTION_ID are lettered A … Z, AA,
// AB … with no name given twice: a 27-section simultaneous pairs was
// refused ("pair A1 is listed twice") when the 27th was lettered A again.
func TestSectionsWithoutIDsPast26(t *testing.T) {
	rf, err := ReadUSEBIO(strings.NewReader(usebioSections(60, func(int) string { return "" })))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for i, sec := range rf.Sections {
		if want := sectionLetters(i); sec.Section != want {
			t.Errorf("section %d named %q, want %q", i+1, sec.Section, want)
		}
		if seen[sec.Section] {
			t.Errorf("section %q named twice", sec.Section)
		}
		seen[sec.Section] = true
	}
	if len(rf.Sections) != 60 || rf.Sections[26].Section != "AA" || rf.Sections[59].Section != "BH" {
		t.Fatalf("%d sections", len(rf.Sections))
	}
	s := rf.Sectioned()
	s.Field = scoring.AcrossField
	if _, err := scoring.Score(&s); err != nil {
		t.Errorf("the 60 sections are not scored across the field: %v", err)
	}
	note := rf.Warnings[0]
	for _, want := range []string{"60 sections (A, B,", "… BH)", "names none of them", "lettered"} {
		if !strings.Contains(note, want) {
			t.Errorf("note %q lacks %q", note, want)
		}
	}
}

// A section left without an id takes a letter no other section has.
func TestSectionWithoutIDPassesOverNamesTaken(t *testing.T) {
	ids := []string{` SECTION_ID="B"`, ``, ` SECTION_ID="A"`, ``}
	rf, err := ReadUSEBIO(strings.NewReader(usebioSections(len(ids), func(i int) string { return ids[i] })))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, sec := range rf.Sections {
		got = append(got, sec.Section)
	}
	if strings.Join(got, ",") != "B,C,A,D" {
		t.Errorf("sections %v, want B,C,A,D", got)
	}
	if !strings.Contains(rf.Warnings[0], "2 the file leaves without a name") {
		t.Errorf("note %q", rf.Warnings[0])
	}
}

func TestSectionLetters(t *testing.T) {
	for i, want := range map[int]string{0: "A", 25: "Z", 26: "AA", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA"} {
		if got := sectionLetters(i); got != want {
			t.Errorf("sectionLetters(%d) = %q, want %q", i, got, want)
		}
	}
}
