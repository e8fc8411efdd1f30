package interchange

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// readBoth reads path settling each section as it ends and the plain way,
// from its start each time.
func readBoth(t *testing.T, path string) (early, plain *ResultsFile, errEarly, errPlain error) {
	t.Helper()
	read := func(opts ReadOptions) (*ResultsFile, error) {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		head := make([]byte, 4096)
		n, _ := f.Read(head)
		if _, err := f.Seek(0, 0); err != nil {
			t.Fatal(err)
		}
		return readUSEBIOStream(f, filepath.Base(path), head[:n], opts)
	}
	early, errEarly = read(ReadOptions{settleEarly: true})
	plain, errPlain = read(ReadOptions{})
	return early, plain, errEarly, errPlain
}

// sameReading fails t unless the two readings are one: the same event to
// the last note, or the same refusal.
func sameReading(t *testing.T, name string, early, plain *ResultsFile, errEarly, errPlain error) {
	t.Helper()
	if (errEarly == nil) != (errPlain == nil) || errEarly != nil && errEarly.Error() != errPlain.Error() {
		t.Errorf("%s: settled early: %v; read plainly: %v", name, errEarly, errPlain)
		return
	}
	if !reflect.DeepEqual(early, plain) {
		t.Errorf("%s: settled early, the file reads otherwise than read plainly:\n%+v\n%+v", name, early, plain)
	}
}

// Every USEBIO file of the repository reads the same whether its sections
// are settled as they end or once the whole file is read.
func TestSettledEarlyAsRealFilesRead(t *testing.T) {
	var files []string
	for _, dir := range []string{"../testdata/real", "testdata"} {
		got, err := filepath.Glob(filepath.Join(dir, "*.xml"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, got...)
	}
	if len(files) < 10 {
		t.Fatalf("only %d USEBIO files found: %v", len(files), files)
	}
	for _, path := range files {
		early, plain, errEarly, errPlain := readBoth(t, path)
		if errors.Is(errEarly, errSettledEarly) {
			// Read again plainly by ReadFile: compare what it gives.
			early, errEarly = ReadFile(path)
		}
		sameReading(t, path, early, plain, errEarly, errPlain)
	}
}

// A file of sections that gives its WINNER_TYPE late, or a section's own
// that differs from the one before, or a section that cannot be settled,
// reads through ReadFile as it reads plainly; the early settling notices
// the late WINNER_TYPE and starts the file again.
func TestSettledEarlyWinnerTypeLate(t *testing.T) {
	arrow := func(winner string) string {
		// Two sections, the second an arrow-switched Mitchell when the
		// file does not say how many winners.
		var b strings.Builder
		b.WriteString(`<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS">`)
		for _, sec := range []string{"A", "B"} {
			b.WriteString(`<SECTION SECTION_ID="` + sec + `"><PARTICIPANTS>`)
			for _, p := range []string{"1NS", "2NS", "1EW", "2EW"} {
				b.WriteString(`<PAIR><PAIR_NUMBER>` + p + `</PAIR_NUMBER></PAIR>`)
			}
			b.WriteString(`</PARTICIPANTS>`)
			for bd := 1; bd <= 4; bd++ {
				ns1, ew1, ns2, ew2 := "1NS", "1EW", "2NS", "2EW"
				if sec == "B" && bd > 2 {
					ns1, ew1, ns2, ew2 = "1EW", "2NS", "2EW", "1NS"
				}
				b.WriteString(`<BOARD><BOARD_NUMBER>` + string(rune('0'+bd)) + `</BOARD_NUMBER>` +
					`<TRAVELLER_LINE><NS_PAIR_NUMBER>` + ns1 + `</NS_PAIR_NUMBER><EW_PAIR_NUMBER>` + ew1 + `</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>` +
					`<TRAVELLER_LINE><NS_PAIR_NUMBER>` + ns2 + `</NS_PAIR_NUMBER><EW_PAIR_NUMBER>` + ew2 + `</EW_PAIR_NUMBER><SCORE>-50</SCORE></TRAVELLER_LINE></BOARD>`)
			}
			if sec == "B" {
				b.WriteString(winner)
			}
			b.WriteString(`</SECTION>`)
		}
		b.WriteString(`</EVENT></USEBIO>`)
		return b.String()
	}
	sections := usebioSections(3, func(int) string { return "" })
	cases := []struct {
		name, doc string
		again     bool // the early settling is to be given up
	}{
		{"WINNER_TYPE after the sections", strings.Replace(sections, `</SESSION>`, `</SESSION><WINNER_TYPE>1</WINNER_TYPE>`, 1), true},
		{"WINNER_TYPE in the last section", arrow(`<WINNER_TYPE>2</WINNER_TYPE>`), true},
		{"no WINNER_TYPE, an arrow switch in a section", arrow(""), false},
		{"WINNER_TYPE before the sections", strings.Replace(sections, `<SESSION>`, `<SESSION><WINNER_TYPE>1</WINNER_TYPE>`, 1), false},
		{"a section without pairs", strings.Replace(sections, `<PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR>`, ``, 1), false},
		{"a section without pairs, then bad XML", strings.Replace(strings.Replace(sections, `<PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR>`, ``, 1), `</SESSION>`, `</SECTION>`, 1), false},
		{"a section that cannot be settled, then an unknown EVENT_TYPE", strings.Replace(strings.Replace(sections, `<PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR>`, ``, 1), `MP_PAIRS`, `TEAMS`, 1), false},
	}
	for _, c := range cases {
		path := filepath.Join(t.TempDir(), "event.xml")
		if err := os.WriteFile(path, []byte(c.doc), 0o644); err != nil {
			t.Fatal(err)
		}
		_, _, errEarly, _ := readBoth(t, path)
		if again := errors.Is(errEarly, errSettledEarly); again != c.again {
			t.Errorf("%s: read again = %v, want %v (%v)", c.name, again, c.again, errEarly)
		}
		got, err := ReadFile(path)
		plain, errPlain := readUSEBIO(strings.NewReader(c.doc), "event.xml", ReadOptions{})
		sameReading(t, c.name, got, plain, err, errPlain)
	}
}
