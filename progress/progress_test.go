package progress

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
)

// Nothing is written where no one watches: a buffer, a file, the null
// device.
func TestLineOnlyOnATerminal(t *testing.T) {
	var b bytes.Buffer
	if m, _ := Line(&b, "analysing", "deals"); m != nil {
		t.Error("a line for a buffer")
	}
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if m, _ := Line(f, "analysing", "deals"); m != nil {
		t.Error("a line for a file")
	}
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err == nil {
		defer null.Close()
		if Terminal(null) {
			t.Error("the null device taken for a terminal")
		}
	}
	var m Meter
	m.Step(1, 2) // a nil Meter is told nothing, without failing
}

// The line is written over itself, its first and last steps always,
// and cleared at the end.
func TestLineWritesOverItself(t *testing.T) {
	var b bytes.Buffer
	m, end := line(&b, "analysing", "deals")
	for i := 1; i <= 36; i++ {
		m(i, 36)
	}
	if got := b.String(); !strings.HasPrefix(got, "\ranalysing: 1 of 36 deals") || !strings.HasSuffix(got, "\ranalysing: 36 of 36 deals") || strings.Count(got, "of 36") > 10 {
		t.Errorf("the line as written: %q", got)
	}
	b.Reset()
	end()
	if got := b.String(); got != "\r"+strings.Repeat(" ", len("analysing: 36 of 36 deals"))+"\r" {
		t.Errorf("the line cleared: %q", got)
	}
	b.Reset()
	m2, _ := line(&b, "printing", "pages")
	m2(3, 0)
	if !strings.Contains(b.String(), "printing: 3 pages") {
		t.Errorf("a total not known: %q", b.String())
	}
}

func TestReaderCountsAndStops(t *testing.T) {
	var seen []int
	stop := make(chan struct{})
	rd := &Reader{R: strings.NewReader(strings.Repeat("x", 100)), Total: 100, Meter: func(done, total int) { seen = append(seen, done) }, Stop: stop}
	buf := make([]byte, 40)
	rd.Read(buf)
	rd.Read(buf)
	if len(seen) != 2 || seen[1] != 80 {
		t.Errorf("counted %v", seen)
	}
	close(stop)
	if _, err := rd.Read(buf); !errors.Is(err, ErrStopped) {
		t.Errorf("a read after stop: %v", err)
	}
	if _, err := io.ReadAll(&Reader{R: strings.NewReader("abc")}); err != nil {
		t.Errorf("a Reader without a meter or a stop: %v", err)
	}
}

// A writer that shows a terminal's controls as text gives the line the
// terminal under it; the line's words are made printable.
func TestLineUnderAWrapper(t *testing.T) {
	var b bytes.Buffer
	if raw(wrapper{wrapper{&b}}) != &b {
		t.Error("the writer under two wrappers is not found")
	}
	if got := printable("reading a\x1b[2Jb.xml"); got != "reading a?[2Jb.xml" {
		t.Errorf("printable: %q", got)
	}
}

type wrapper struct{ w io.Writer }

func (w wrapper) Write(p []byte) (int, error) { return w.w.Write(p) }
func (w wrapper) Raw() io.Writer              { return w.w }
