package interchange

import (
	"bytes"
	"fmt"
	"io"
	"unicode/utf8"
)

// A USEBIO file of a national simultaneous pairs runs to tens of
// megabytes, and reading it through encoding/xml took most of the time of
// scoring it. xmlScanner reads the XML a USEBIO file is made of as a
// stream of tokens, straight from the file's bytes: no token is copied
// unless the reader keeps it, and memory stays bounded whatever the file
// holds, because it is limited by what a results file can be — tokens of
// at most maxXMLToken bytes, at most maxXMLMarkup elements, comments and
// declarations, at most maxXMLLines lines — and not by its size.
//
// It reads well-formed XML as encoding/xml does: elements, attributes,
// text with the predefined and numeric character references, CDATA,
// comments and processing instructions; a DOCTYPE is skipped and never
// fetched, and the entities it declares are not expanded (a reference to
// one is an error), so no entity can expand into anything.

const (
	// maxXMLToken bounds one token (a tag with its attributes, a comment,
	// a run of text): no field of a results file comes near it, and a
	// field pasted by mistake is still read whole, so that the message
	// can say which field it is.
	maxXMLToken = 16 << 20
	// maxXMLMarkup bounds the tags, comments and declarations of a file:
	// a session of maxLines traveller lines, each written over a dozen
	// elements, with its pairs and hands.
	maxXMLMarkup = 25 * maxLines
	// maxXMLLines bounds the lines of a file likewise.
	maxXMLLines = 25 * maxLines
	// maxXMLDepth bounds how deep elements nest: a USEBIO file nests
	// seven deep.
	maxXMLDepth = 100
	// maxXMLAsides bounds the comments, processing instructions and
	// declarations of a file, of which a results file has a handful.
	maxXMLAsides = 10000
)

type xmlTokenKind int

const (
	xmlEOF xmlTokenKind = iota
	xmlStart
	xmlEnd
	xmlText
)

// xmlAttr is an attribute of a start tag, its value with references
// replaced.
type xmlAttr struct {
	name, value []byte
}

// xmlScanner's token is valid until the next call of next.
type xmlScanner struct {
	r   io.Reader
	buf []byte
	// buf[pos:end] is read and not yet scanned.
	pos, end int
	eof      bool
	readErr  error
	// failed is the fault that stops the scan once found.
	failed error
	// line is the line buf[pos] is on.
	line    int
	markup  int
	asides  int
	checkUT bool // refuse text that is not UTF-8
	// checked is how far buf has been checked to be UTF-8.
	checked int

	kind  xmlTokenKind
	name  []byte
	attrs []xmlAttr
	text  []byte
	// closing is the name of a start tag that closed itself (<A/>),
	// whose end is the next token.
	closing []byte
	scratch []byte // references replaced, for text and attributes
	valbuf  []byte // attribute values with references replaced
}

// notUTF8Error is returned by a scanner that checks its text is UTF-8 and
// meets bytes that are not, on line.
type notUTF8Error struct{ line int }

func (e *notUTF8Error) Error() string { return fmt.Sprintf("line %d: invalid UTF-8", e.line) }

// xmlSyntaxError is a fault of the XML on a line, or (limit) a file
// beyond what a results file can be.
type xmlSyntaxError struct {
	line  int
	msg   string
	limit bool
}

func (e *xmlSyntaxError) Error() string { return fmt.Sprintf("line %d: %s", e.line, e.msg) }

func newXMLScanner(r io.Reader, checkUTF8 bool) *xmlScanner {
	return newXMLScannerSize(r, checkUTF8, 64<<10)
}

// newXMLScannerSize starts with a buffer of size bytes, which grows as a
// token needs.
func newXMLScannerSize(r io.Reader, checkUTF8 bool, size int) *xmlScanner {
	return &xmlScanner{r: r, buf: make([]byte, size), line: 1, checkUT: checkUTF8}
}

// errAt is a syntax error at buf[at].
func (s *xmlScanner) errAt(at int, format string, args ...any) error {
	return &xmlSyntaxError{line: s.lineAt(at), msg: fmt.Sprintf(format, args...)}
}

// limitAt is a limit passed at buf[at].
func (s *xmlScanner) limitAt(at int, format string, args ...any) error {
	return &xmlSyntaxError{line: s.lineAt(at), msg: fmt.Sprintf(format, args...), limit: true}
}

// lineAt is the line of buf[at], at or after pos.
func (s *xmlScanner) lineAt(at int) int {
	return s.line + bytes.Count(s.buf[s.pos:max(s.pos, at)], []byte{'\n'})
}

// have makes the byte i past s.pos read, filling the buffer as needed; the
// file ending first is an error naming what was being read.
func (s *xmlScanner) have(i int, what string) error {
	for s.pos+i >= s.end {
		more, err := s.fill()
		if err != nil {
			return err
		}
		if !more {
			return s.errAt(s.end, "unexpected end of file in %s", what)
		}
	}
	return nil
}

// fill reads more of the input, keeping buf[pos:end]; it reports whether
// anything was added (nothing at the end of the input). A token that does
// not fit in maxXMLToken is an error.
func (s *xmlScanner) fill() (bool, error) {
	if s.failed != nil {
		return false, s.failed
	}
	if s.eof {
		return false, s.readErr
	}
	if s.pos > 0 {
		n := copy(s.buf, s.buf[s.pos:s.end])
		s.checked -= s.pos
		s.pos, s.end = 0, n
	}
	if s.end == len(s.buf) {
		if len(s.buf) >= maxXMLToken {
			s.failed = s.limitAt(s.pos, "a tag, a comment or a run of text of more than %d MB (%s): not a results file",
				maxXMLToken>>20, quote2(s.buf[s.pos:s.pos+60]))
			return false, s.failed
		}
		bigger := make([]byte, min(2*len(s.buf), maxXMLToken))
		copy(bigger, s.buf[:s.end])
		s.buf = bigger
	}
	n := 0
	for n == 0 && !s.eof {
		var err error
		n, err = s.r.Read(s.buf[s.end:])
		s.end += n
		if err != nil {
			s.eof = true
			if err != io.EOF {
				s.readErr = err
			}
		}
	}
	if s.checkUT {
		if err := s.checkUTF8(); err != nil {
			s.failed = err
			return false, err
		}
	}
	if n == 0 {
		return false, s.readErr
	}
	return true, nil
}

// checkUTF8 checks the bytes read since the last check, but for a
// character cut by the end of what is read so far.
func (s *xmlScanner) checkUTF8() error {
	from, to := max(s.checked, s.pos), s.end
	if !s.eof {
		// Leave a character the next read completes.
		for k := to - 1; k >= from && k >= to-utf8.UTFMax; k-- {
			if utf8.RuneStart(s.buf[k]) {
				if !utf8.FullRune(s.buf[k:to]) {
					to = k
				}
				break
			}
		}
	}
	if !utf8.Valid(s.buf[from:to]) {
		bad := from
		for bad < to {
			r, n := utf8.DecodeRune(s.buf[bad:to])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			bad += n
		}
		return &notUTF8Error{line: s.lineAt(bad)}
	}
	s.checked = to
	return nil
}

// index finds sep in what is left to scan from buf[pos+from], reading on
// as needed; it returns its offset from pos, or -1 at the end of input.
func (s *xmlScanner) index(from int, sep []byte) (int, error) {
	for {
		if i := bytes.Index(s.buf[s.pos+from:s.end], sep); i >= 0 {
			return from + i, nil
		}
		from = max(from, s.end-s.pos-len(sep)+1)
		more, err := s.fill()
		if err != nil || !more {
			return -1, err
		}
	}
}

// consume moves past n bytes of the token just read, counting its lines.
func (s *xmlScanner) consume(n int) {
	s.line += bytes.Count(s.buf[s.pos:s.pos+n], []byte{'\n'})
	s.pos += n
}

// next reads the next token: the start or end of an element, a run of
// text, or the end of the input. Comments, processing instructions and
// declarations are passed over.
func (s *xmlScanner) next() error {
	if s.closing != nil {
		s.kind, s.name, s.closing = xmlEnd, s.closing, nil
		return nil
	}
	for {
		if s.pos == s.end {
			more, err := s.fill()
			if err != nil {
				return err
			}
			if !more {
				s.kind = xmlEOF
				return nil
			}
		}
		if s.buf[s.pos] != '<' {
			return s.textToken()
		}
		if s.end-s.pos < 2 {
			if _, err := s.fill(); err != nil {
				return err
			}
			if s.end-s.pos < 2 {
				return s.errAt(s.end, "unexpected end of file")
			}
		}
		switch s.buf[s.pos+1] {
		case '/':
			return s.endTag()
		case '?':
			if err := s.skip("?>", "a processing instruction"); err != nil {
				return err
			}
		case '!':
			done, err := s.bang()
			if err != nil || done {
				return err
			}
		default:
			return s.startTag()
		}
	}
}
