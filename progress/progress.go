// Package progress lets long work — analysing a hand record double dummy,
// building the club's website, reading a large results file, printing a
// large session — say how far it has come, and the program that asked
// for it show that: a line kept up to date on a terminal, a bar in the
// window. The work is stopped through its context.
package progress

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// Meter is told how far a piece of work has come: done of total steps
// (deals, sessions, bytes, pages), total 0 when it is not known. A nil
// Meter is told nothing.
type Meter func(done, total int)

// Step tells m, when there is one.
func (m Meter) Step(done, total int) {
	if m != nil {
		m(done, total)
	}
}

// every is how often a terminal's line is written again: often enough to
// see it move, seldom enough to cost nothing.
const every = 100 * time.Millisecond

// Line keeps one line of a terminal up to date while work goes on
// ("analysing: 12 of 36 deals"), written over itself, and end clears it.
// unit names the steps. When w is not a terminal (a file, a pipe, a
// test's buffer) both are nil and nothing is written: a script's output
// and error files hold what they always held.
func Line(w io.Writer, doing, unit string) (m Meter, end func()) {
	w = raw(w)
	if !Terminal(w) {
		return nil, func() {}
	}
	return line(w, printable(doing), unit)
}

// raw is the writer under w's wrappers that show a terminal's controls as
// text (they give it by a Raw method): the line's carriage return is the
// one control it writes, and its words are its own, made printable.
func raw(w io.Writer) io.Writer {
	for {
		r, ok := w.(interface{ Raw() io.Writer })
		if !ok {
			return w
		}
		w = r.Raw()
	}
}

// printable is text with every control character (a file's name may
// hold any) written as a question mark.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return '?'
		}
		return r
	}, s)
}

// line is Line on any writer.
func line(w io.Writer, doing, unit string) (m Meter, end func()) {
	var mu sync.Mutex
	var last time.Time
	width := 0
	write := func(s string) {
		pad := max(width-len([]rune(s)), 0)
		fmt.Fprintf(w, "\r%s%*s\r%s", s, pad, "", s)
		width = len([]rune(s))
	}
	m = func(done, total int) {
		mu.Lock()
		defer mu.Unlock()
		now := time.Now()
		if now.Sub(last) < every && (total == 0 || done < total) {
			return
		}
		last = now
		text := Words(doing, unit, done, total)
		write(text)
	}
	end = func() {
		mu.Lock()
		defer mu.Unlock()
		if width > 0 {
			fmt.Fprintf(w, "\r%*s\r", width, "")
			width = 0
		}
	}
	return m, end
}

// Bytes is the unit of a Meter counting a file's bytes, said in MB.
const Bytes = "bytes"

// Words say how far work has come: "analysing: 12 of 36 deals",
// "reading results.xml: 4.2 of 29.0 MB", "printing: 12 pages".
func Words(doing, unit string, done, total int) string {
	if unit == Bytes {
		mb := func(n int) float64 { return float64(n) / (1 << 20) }
		if total > 0 {
			return fmt.Sprintf("%s: %.1f of %.1f MB", doing, mb(done), mb(total))
		}
		return fmt.Sprintf("%s: %.1f MB", doing, mb(done))
	}
	if total > 0 {
		return fmt.Sprintf("%s: %d of %d %s", doing, done, total, unit)
	}
	return fmt.Sprintf("%s: %d %s", doing, done, unit)
}

// Terminal says whether w is a terminal a person reads.
func Terminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0 && fi.Name() != os.DevNull && !isNull(f)
}

// isNull says whether f is the null device, a character device no one
// reads.
func isNull(f *os.File) bool {
	null, err := os.Stat(os.DevNull)
	if err != nil {
		return false
	}
	fi, err := f.Stat()
	return err == nil && os.SameFile(fi, null)
}

// Reader counts the bytes read through it for a Meter, of a total known
// beforehand (a file's size), and stops the reading when stop is closed.
type Reader struct {
	R     io.Reader
	Total int
	Meter Meter
	// Stop, when closed, makes the next read fail with ErrStopped.
	Stop <-chan struct{}
	done int
}

// ErrStopped is what a read stopped by its Reader's Stop returns.
var ErrStopped = errors.New("stopped before the end")

func (r *Reader) Read(p []byte) (int, error) {
	if r.Stop != nil {
		select {
		case <-r.Stop:
			return 0, ErrStopped
		default:
		}
	}
	n, err := r.R.Read(p)
	r.done += n
	r.Meter.Step(r.done, r.Total)
	return n, err
}
