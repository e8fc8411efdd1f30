package interchange

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// endless is a file that never ends: head, then body again and again. It
// counts what is read of it.
type endless struct {
	head, body string
	at         int // bytes given so far
}

func (e *endless) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		var src string
		if e.at < len(e.head) {
			src = e.head[e.at:]
		} else {
			k := (e.at - len(e.head)) % len(e.body)
			src = e.body[k:]
		}
		c := copy(p[n:], src)
		n += c
		e.at += c
	}
	return n, nil
}

// travellerLine is one line of a board, as USEBIO writes it.
func travellerLine(ns, ew int) string {
	return fmt.Sprintf("<TRAVELLER_LINE>\n<NS_PAIR_NUMBER>%d</NS_PAIR_NUMBER>\n<EW_PAIR_NUMBER>%d</EW_PAIR_NUMBER>\n"+
		"<CONTRACT>4S</CONTRACT>\n<PLAYED_BY>N</PLAYED_BY>\n<TRICKS>10</TRICKS>\n<SCORE>420</SCORE>\n</TRAVELLER_LINE>\n", ns, ew)
}

// A file far larger than any results file — one that never ends — is
// refused, saying why, once it has passed what a results file can be:
// reading stops within a bounded number of bytes and a bounded memory,
// whatever the file holds. An XML bomb expands nothing.
func TestEndlessXMLRefused(t *testing.T) {
	const usebio = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<USEBIO Version="1.2">` + "\n"
	const event = usebio + `<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>` +
		`<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR></PARTICIPANTS>` + "\n"
	tests := []struct {
		name       string
		file       *endless
		want       string
		mostRead   int // bytes
		mostMemory uint64
	}{
		{"comments", &endless{head: usebio, body: "<!-- padding padding padding padding padding padding -->\n"},
			"more than 10000 comments", 1 << 20, 16 << 20},
		{"processing instructions", &endless{head: usebio, body: "<?pi padding?>"}, "more than 10000 comments", 1 << 20, 16 << 20},
		{"text", &endless{head: usebio + "<CLUB><CLUB_NAME>", body: "Bridge Club "}, "more than 16 MB", 20 << 20, 64 << 20},
		{"space between elements", &endless{head: usebio, body: "\t"}, "more than 16 MB", 20 << 20, 64 << 20},
		{"blank lines", &endless{head: usebio, body: "\n"}, "more than 16 MB", 20 << 20, 64 << 20},
		{"attribute", &endless{head: `<USEBIO Version="`, body: "1.2"}, "more than 16 MB", 20 << 20, 64 << 20},
		{"comment", &endless{head: usebio + "<!--", body: "padding "}, "more than 16 MB", 20 << 20, 64 << 20},
		{"DOCTYPE", &endless{head: `<!DOCTYPE USEBIO [`, body: `<!ENTITY a "aaaa">`}, "more than 16 MB", 20 << 20, 64 << 20},
		{"nesting", &endless{head: usebio, body: "<BOARD>"}, "nested more than 100 deep", 1 << 20, 16 << 20},
		{"empty elements", &endless{head: usebio, body: "<NOTE/>"}, "more than 5000000 elements", 64 << 20, 64 << 20},
		{"elements", &endless{head: usebio, body: "<CLUB><CLUB_NAME>A</CLUB_NAME></CLUB>\n"}, "more than 5000000 elements", 128 << 20, 64 << 20},
		{"traveller lines", &endless{head: event + "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n", body: travellerLine(1, 2)},
			"more than 200000 traveller lines", 64 << 20, 512 << 20},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := allocated()
			_, err := ReadUSEBIO(tc.file)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a refusal saying %q", err, tc.want)
			}
			if !isParseError(err) {
				t.Errorf("error %T is not a *ParseError: %v", err, err)
			}
			if tc.file.at > tc.mostRead {
				t.Errorf("read %d MB before refusing, want at most %d MB", tc.file.at>>20, tc.mostRead>>20)
			}
			if a := allocated() - before; a > tc.mostMemory {
				t.Errorf("allocated %d MB before refusing, want at most %d MB", a>>20, tc.mostMemory>>20)
			}
		})
	}
}

// allocated is how much the program has allocated so far.
func allocated() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.TotalAlloc
}

// A 1 GB file is refused as it is read, not loaded: here a USEBIO file's
// start followed by a gigabyte the disk does not hold (a sparse file).
func TestGigabyteFileRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.xml")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString("<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\">\n<CLUB><CLUB_NAME>Bridge Club</CLUB_NAME></CLUB>\n<EVENT>"); err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil {
		t.Skip("no sparse file here:", err)
	}
	f.Close()
	before := allocated()
	_, err = ReadFile(path)
	if err == nil || !strings.Contains(err.Error(), "big.xml: line 4") || !strings.Contains(err.Error(), "more than 16 MB") {
		t.Errorf("a 1 GB file: %v", err)
	}
	if a := allocated() - before; a > 64<<20 {
		t.Errorf("allocated %d MB to refuse it", a>>20)
	}
}

// Entities a file declares are never expanded: a reference to one is an
// error, so an XML bomb cannot grow.
func TestEntityExpansionRefused(t *testing.T) {
	bomb := `<?xml version="1.0"?>
<!DOCTYPE USEBIO [
<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
<!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
<!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
<!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
]>
<USEBIO><CLUB><CLUB_NAME>&f;</CLUB_NAME></CLUB></USEBIO>`
	_, err := ReadUSEBIO(strings.NewReader(bomb))
	if err == nil || !strings.Contains(err.Error(), "line 10") || !strings.Contains(err.Error(), "not well-formed XML: invalid character entity &f;") {
		t.Errorf("entity expansion: %v", err)
	}
}

// A failing disk is said as such, not taken for the end of the file.
func TestXMLReadErrorSaid(t *testing.T) {
	r := io.MultiReader(strings.NewReader("<USEBIO><CLUB>"), iotestErr{})
	_, err := ReadUSEBIO(r)
	if err == nil || !strings.Contains(err.Error(), "cannot read the XML: disk on fire") {
		t.Errorf("got %v", err)
	}
}

type iotestErr struct{}

func (iotestErr) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }
