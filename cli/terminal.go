package cli

import (
	"fmt"
	"io"
	"sync"
	"unicode/utf8"
)

// What the commands print may hold text from anywhere: a player's name
// typed, imported from a membership list or another program's file, a
// path. A terminal takes some characters as orders rather than text (ESC
// starts a sequence that can clear the screen, retitle the window or
// colour what follows; CR goes back over the line; the C1 controls, and
// on some terminals the bytes 0x80-0x9F that are no character at all, do
// what ESC does), so standard output and error reach the terminal through
// a shown writer, which writes each such character as an escape: \r for a
// carriage return, \u001b for ESC, \u009b for CSI, \x9b for a byte that
// is no character. Line feeds and tabs are the only controls kept. The
// escapes are JSON's, so a JSON answer stays JSON and reads back to the
// same text; a CSV or XML answer shows what no file of that kind should
// hold.

// shown is a writer that escapes every character a terminal would take
// as a control.
type shown struct {
	// mu keeps the writes of several goroutines (the table server's log)
	// whole and apart.
	mu  sync.Mutex
	w   io.Writer
	buf []byte
	// part is the start of a character split between two writes.
	part []byte
}

func newShown(w io.Writer) *shown { return &shown{w: w} }

// Raw is the writer shown writes to, for a progress line (package
// progress) that writes only its own words, a carriage return between
// them, to a terminal.
func (s *shown) Raw() io.Writer { return s.w }

// Write writes p with its controls escaped; it reports len(p) written
// when all of it went.
func (s *shown) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	in := p
	if len(s.part) > 0 {
		in = append(s.part, p...)
		s.part = nil
	}
	s.buf = s.buf[:0]
	for i := 0; i < len(in); {
		c := in[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != 0x7f || c == '\n' || c == '\t' {
				s.buf = append(s.buf, c)
			} else if c == '\r' {
				s.buf = append(s.buf, `\r`...)
			} else {
				s.buf = fmt.Appendf(s.buf, `\u%04x`, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(in[i:])
		if r == utf8.RuneError && size <= 1 {
			if !utf8.FullRune(in[i:]) {
				// The rest of the character comes with the next write.
				s.part = append([]byte(nil), in[i:]...)
				break
			}
			s.buf = fmt.Appendf(s.buf, `\x%02x`, c)
			i++
			continue
		}
		if r >= 0x80 && r < 0xa0 {
			s.buf = fmt.Appendf(s.buf, `\u%04x`, r)
		} else {
			s.buf = append(s.buf, in[i:i+size]...)
		}
		i += size
	}
	if _, err := s.w.Write(s.buf); err != nil {
		return 0, err
	}
	return len(p), nil
}

// flush writes what is left of a character split at the end of the last
// write: bytes that are no character.
func (s *shown) flush() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	part := s.part
	s.part = nil
	s.buf = s.buf[:0]
	for _, c := range part {
		s.buf = fmt.Appendf(s.buf, `\x%02x`, c)
	}
	if len(s.buf) == 0 {
		return nil
	}
	_, err := s.w.Write(s.buf)
	return err
}
