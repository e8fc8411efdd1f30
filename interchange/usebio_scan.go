package interchange

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strings"
	"sync"

	"bridgescore/scoring"
)

// usebioText says how a USEBIO file's bytes become text.
type usebioText int

const (
	// asDeclared: the encoding the file declares (ISO-8859-1 or
	// Windows-1252 are decoded), else UTF-8, and bytes that are not
	// UTF-8 are an error.
	asDeclared usebioText = iota
	// utf8OrNot: likewise, but a file that declares nothing and is not
	// UTF-8 is answered with a notUTF8Error, so that it can be read again
	// as Windows-1252.
	utf8OrNot
	// decoded: the bytes are UTF-8 already (decoded from UTF-16 or
	// Windows-1252), whatever the file declares.
	decoded
)

func readUSEBIO(r io.Reader, file string, opts ReadOptions) (*ResultsFile, error) {
	return readUSEBIOAs(r, file, opts, asDeclared)
}

// readUSEBIOAs reads a USEBIO file as a stream, in bounded memory: the
// file is never held whole, only what it says.
func readUSEBIOAs(r io.Reader, file string, opts ReadOptions, text usebioText) (*ResultsFile, error) {
	u := &usebioReader{file: file, method: opts.Method, strictHands: opts.StrictHands, ev: &ResultsFile{}, deals: map[int]scoring.Deal{},
		elems: map[string]*elemName{}, early: opts.settleEarly}
	in, declared, err := usebioInput(r, text)
	if err != nil {
		return nil, u.errf(1, "", "cannot read the XML: %v", err)
	}
	u.scan = newXMLScanner(in, text != decoded)
	ev, err := u.read()
	var bad *notUTF8Error
	if errors.As(err, &bad) && (text != utf8OrNot || declared) {
		return nil, u.errf(bad.line, "", "not well-formed XML: invalid UTF-8")
	}
	return ev, err
}

// usebioInput is r without a byte-order mark, decoded from the encoding
// it declares (unless its text is decoded already); declared says it
// declares one.
func usebioInput(r io.Reader, text usebioText) (in io.Reader, declared bool, err error) {
	head := make([]byte, 512)
	n, err := io.ReadFull(r, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, false, err
	}
	head = bytes.TrimPrefix(head[:n], []byte("\xef\xbb\xbf"))
	in = io.MultiReader(bytes.NewReader(head), r)
	m := declaredEncoding().FindSubmatch(head)
	if m == nil || text == decoded {
		return in, false, nil
	}
	if strings.EqualFold(strings.TrimSpace(string(m[1])), "utf-8") {
		return in, true, nil
	}
	in, err = charsetReader(string(m[1]), in)
	return in, true, err
}

// declaredEncoding finds the encoding an XML declaration names.
var declaredEncoding = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']*)["']`) })

// elemName is an element's name as written, and upper-cased for
// matching; each name is made once per file. leaf says the reader takes
// its text: the text of any other element (the space and line breaks
// between its children) is passed over as it is read.
type elemName struct {
	written, upper string
	leaf           bool
	part           elemPart
	field          lineField
}

// Names and short values are kept once however often a file repeats them
// (pair numbers, contracts, scores): up to maxNames element names, and
// values of up to maxShort bytes.
const (
	maxNames = 1 << 10
	maxShort = 24
)

// read reads the file's tokens, element by element.
func (u *usebioReader) read() (*ResultsFile, error) {
	s := u.scan
	sawRoot := false
	for {
		if err := s.next(); err != nil {
			return nil, u.scanError(err)
		}
		switch s.kind {
		case xmlEOF:
			if n := len(u.stack); n > 0 {
				return nil, u.errf(s.line, u.stack[n-1].upper, "the file ends before </%s>: it is cut short", u.stack[n-1].upper)
			}
			if !sawRoot {
				return nil, u.errf(0, "", "empty file: expected a USEBIO XML document")
			}
			if u.handErr != nil {
				return nil, u.handErr
			}
			return u.finish()
		case xmlStart:
			if err := u.startElement(&sawRoot); err != nil {
				return nil, err
			}
		case xmlText:
			if n := len(u.text); n > 0 && u.stack[n-1].leaf && len(u.text[n-1]) < 4096 {
				// Only leaf text matters; stop collecting past any
				// sane field length.
				u.text[n-1] = append(u.text[n-1], s.text...)
			}
		case xmlEnd:
			if err := u.endElement(); err != nil {
				return nil, err
			}
		}
	}
}

// startElement takes in a start tag.
func (u *usebioReader) startElement(sawRoot *bool) error {
	s := u.scan
	name := u.elemName(s.name)
	if len(u.stack) == 0 {
		if *sawRoot {
			return u.errf(s.line, name.written, "a second root element; expected one USEBIO document")
		}
		*sawRoot = true
		if name.upper != "USEBIO" {
			return u.errf(s.line, name.written, "this is not a USEBIO file (expected the root element USEBIO)")
		}
	}
	if len(u.stack) >= maxXMLDepth {
		return u.errf(s.line, name.written, "elements nested more than %d deep: not a results file", maxXMLDepth)
	}
	u.stack = append(u.stack, name)
	// Each level's text buffer is kept for the next element at that
	// depth, so reading allocates no buffer per element.
	if n := len(u.text); n < cap(u.text) {
		u.text = u.text[:n+1]
		u.text[n] = u.text[n][:0]
	} else {
		u.text = append(u.text, nil)
	}
	return u.start(s.line)
}

// endElement takes in an end tag, with the text of its element.
func (u *usebioReader) endElement() error {
	s := u.scan
	n := len(u.stack)
	if n == 0 || u.stack[n-1].written != string(s.name) {
		open := "nothing"
		if n > 0 {
			open = "<" + u.stack[n-1].written + ">"
		}
		return u.errf(s.line, "", "not well-formed XML: </%s> closes %s", boundText(string(s.name)), open)
	}
	top := u.stack[n-1]
	text := ""
	if top.leaf {
		// Trimmed before it becomes a string, so the space around a
		// value is never copied.
		text = u.str(bytes.TrimSpace(u.text[n-1]))
	}
	u.at = s.line
	if err := u.end(top, text, s.line); err != nil {
		return err
	}
	u.stack = u.stack[:n-1]
	u.text = u.text[:n-1]
	return nil
}

// elemName is the name of the element just started. A file has a few
// dozen names, each met thousands of times: a small table keyed by the
// name's length and ends finds nearly all of them without hashing the
// whole name.
func (u *usebioReader) elemName(b []byte) *elemName {
	slot := &u.recentNames[(len(b)*31+int(b[0])*7+int(b[len(b)-1]))%len(u.recentNames)]
	if *slot != nil && (*slot).written == string(b) {
		return *slot
	}
	e, ok := u.elems[string(b)]
	if !ok {
		w := string(b)
		upper := strings.ToUpper(w)
		part, field := partOf(upper)
		e = &elemName{written: w, upper: upper, leaf: part.holdsValue(), part: part, field: field}
		if len(u.elems) < maxNames {
			u.elems[w] = e
		}
	}
	*slot = e
	return e
}

// str is b as a string, made once for a short value the file repeats
// (pair numbers, contracts, scores), found again through a small table
// keyed by a hash of its bytes.
func (u *usebioReader) str(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > maxShort {
		return string(b)
	}
	h := uint32(2166136261)
	for _, c := range b {
		h = (h ^ uint32(c)) * 16777619
	}
	slot := &u.recentStrs[h%uint32(len(u.recentStrs))]
	if *slot == string(b) {
		return *slot
	}
	*slot = string(b)
	return *slot
}

// attr is the current start tag's attribute name, trimmed.
func (u *usebioReader) attr(name string) string {
	return strings.TrimSpace(string(u.scan.attr(name)))
}

// scanError says what is wrong with the file's XML.
func (u *usebioReader) scanError(err error) error {
	var se *xmlSyntaxError
	var bad *notUTF8Error
	switch {
	case errors.As(err, &bad):
		return err // read again, or said by readUSEBIOAs
	case errors.As(err, &se) && se.limit:
		return u.errf(se.line, "", "%s", se.msg)
	case errors.As(err, &se):
		return u.errf(se.line, "", "not well-formed XML: %s", se.msg)
	}
	return u.errf(u.scan.line, "", "cannot read the XML: %v", err)
}
