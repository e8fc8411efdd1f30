package interchange

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
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

// countAside counts one more comment, processing instruction or
// declaration, which are markup too.
func (s *xmlScanner) countAside() error {
	if s.asides++; s.asides > maxXMLAsides {
		return s.limitAt(s.pos, "more than %d comments, processing instructions and declarations: not a results file", maxXMLAsides)
	}
	return s.countMarkup()
}

// countMarkup counts one more tag, comment or declaration.
func (s *xmlScanner) countMarkup() error {
	s.markup++
	if s.markup > maxXMLMarkup {
		return s.limitAt(s.pos, "more than %d elements: not a results file", maxXMLMarkup)
	}
	if s.line > maxXMLLines {
		return s.limitAt(s.pos, "more than %d lines: not a results file", maxXMLLines)
	}
	return nil
}

// skip passes over markup that ends with end.
func (s *xmlScanner) skip(end, what string) error {
	if err := s.countAside(); err != nil {
		return err
	}
	i, err := s.index(2, []byte(end))
	if err != nil {
		return err
	}
	if i < 0 {
		return s.errAt(s.end, "unexpected end of file in %s", what)
	}
	s.consume(i + len(end))
	return nil
}

// bang reads what starts with <!: a comment, CDATA (a text token: done)
// or a declaration such as DOCTYPE.
func (s *xmlScanner) bang() (done bool, err error) {
	for s.end-s.pos < 9 {
		more, err := s.fill()
		if err != nil {
			return false, err
		}
		if !more {
			break
		}
	}
	rest := s.buf[s.pos:s.end]
	switch {
	case bytes.HasPrefix(rest, []byte("<!--")):
		if err := s.countAside(); err != nil {
			return false, err
		}
		i, err := s.index(4, []byte("-->"))
		if err != nil {
			return false, err
		}
		if i < 0 {
			return false, s.errAt(s.end, "unexpected end of file in a comment")
		}
		s.consume(i + 3)
		return false, nil
	case bytes.HasPrefix(rest, []byte("<![CDATA[")):
		i, err := s.index(9, []byte("]]>"))
		if err != nil {
			return false, err
		}
		if i < 0 {
			return false, s.errAt(s.end, "unexpected end of file in CDATA")
		}
		s.kind = xmlText
		s.text = s.buf[s.pos+9 : s.pos+i]
		if bytes.IndexByte(s.text, '\r') >= 0 {
			s.scratch = normaliseCR(s.scratch[:0], s.text)
			s.text = s.scratch
		}
		s.consume(i + 3)
		return true, nil
	}
	return false, s.declaration()
}

// declaration passes over <!DOCTYPE …> and the like, as encoding/xml
// reads them: quoted strings and comments inside hide their angle
// brackets, and each other < inside waits for its own >.
func (s *xmlScanner) declaration() error {
	if err := s.countAside(); err != nil {
		return err
	}
	depth, quote := 0, byte(0)
	// The character after <! is part of the name, never a quote.
	for i := 3; ; i++ {
		for s.pos+i >= s.end {
			more, err := s.fill()
			if err != nil {
				return err
			}
			if !more {
				return s.errAt(s.end, "unexpected end of file in a declaration")
			}
		}
		c := s.buf[s.pos+i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '>' && depth == 0:
			s.consume(i + 1)
			return nil
		case c == '"' || c == '\'':
			quote = c
		case c == '>':
			depth--
		case c == '<' && s.hasAt(i, "<!--"):
			// A comment inside: its brackets count for nothing.
			end, err := s.index(i+4, []byte("-->"))
			if err != nil {
				return err
			}
			if end < 0 {
				return s.errAt(s.end, "unexpected end of file in a declaration")
			}
			i = end + 2
		case c == '<':
			depth++
		}
	}
}

// hasAt tells whether buf[pos+i:] starts with prefix, reading on as
// needed.
func (s *xmlScanner) hasAt(i int, prefix string) bool {
	for s.end-s.pos-i < len(prefix) {
		if more, err := s.fill(); err != nil || !more {
			return false
		}
	}
	return string(s.buf[s.pos+i:s.pos+i+len(prefix)]) == prefix
}

// textToken reads a run of text up to the next '<', counting its lines
// as it goes: most runs are a few characters, between two tags.
func (s *xmlScanner) textToken() error {
	i, lines, special := 0, 0, false
	for {
		b := s.buf[s.pos+i : s.end]
		k := 0
		for ; k < len(b); k++ {
			c := b[k]
			if c == '<' {
				break
			}
			switch c {
			case '\n':
				lines++
			case '\r', '&':
				special = true
			}
		}
		i += k
		if k < len(b) {
			break
		}
		more, err := s.fill()
		if err != nil {
			return err
		}
		if !more {
			break
		}
	}
	s.kind, s.text = xmlText, s.buf[s.pos:s.pos+i]
	if special {
		text, err := s.unescape(s.scratch[:0], s.text, s.pos)
		if err != nil {
			return err
		}
		s.scratch, s.text = text, text
	}
	s.line += lines
	s.pos += i
	return nil
}

// endTag reads </name>, space allowed before the >.
func (s *xmlScanner) endTag() error {
	if err := s.countMarkup(); err != nil {
		return err
	}
	i, nameEnd, lines := 2, -1, 0
	for {
		for s.pos+i >= s.end {
			more, err := s.fill()
			if err != nil {
				return err
			}
			if !more {
				return s.errAt(s.end, "unexpected end of file in an end tag")
			}
		}
		c := s.buf[s.pos+i]
		if c == '>' {
			break
		}
		switch {
		case isSpace(c):
			if nameEnd < 0 {
				nameEnd = i
			}
			if c == '\n' {
				lines++
			}
		case nameEnd >= 0:
			return s.errAt(s.pos+i, "invalid characters between </ and >")
		}
		i++
	}
	if nameEnd < 0 {
		nameEnd = i
	}
	name := s.buf[s.pos+2 : s.pos+nameEnd]
	if !validName(name) {
		return s.errAt(s.pos, "invalid end tag </%s>", boundText(string(name)))
	}
	s.kind, s.name = xmlEnd, name
	s.line += lines
	s.pos += i + 1
	return nil
}

// startTag reads <name attr="value" …> or <name …/>.
func (s *xmlScanner) startTag() error {
	if err := s.countMarkup(); err != nil {
		return err
	}
	// Most tags are a name alone: <NAME> or <NAME/>.
	i := 1
	for {
		// One byte more than the name's end is looked at: /> ends it.
		for s.pos+i >= s.end || s.buf[s.pos+i] == '/' && s.pos+i+1 >= s.end {
			more, err := s.fill()
			if err != nil {
				return err
			}
			if !more {
				return s.errAt(s.end, "unexpected end of file in a tag")
			}
		}
		if notInName[s.buf[s.pos+i]] {
			break
		}
		i++
	}
	switch c := s.buf[s.pos+i]; {
	case c == '>' || c == '/' && s.buf[s.pos+i+1] == '>':
		s.name = s.buf[s.pos+1 : s.pos+i]
		if !validName(s.name) {
			return s.errAt(s.pos, "invalid element name %s", quote2(s.name))
		}
		s.kind, s.attrs, s.closing = xmlStart, s.attrs[:0], nil
		if c == '/' {
			s.closing = s.name
			i++
		}
		s.pos += i + 1
		return nil
	}
	end, err := s.tagEnd()
	if err != nil {
		return err
	}
	tag := s.buf[s.pos+1 : s.pos+end]
	selfClosing := len(tag) > 0 && tag[len(tag)-1] == '/'
	if selfClosing {
		tag = tag[:len(tag)-1]
	}
	n := 0
	for n < len(tag) && !isSpace(tag[n]) {
		n++
	}
	s.name = tag[:n]
	if !validName(s.name) {
		return s.errAt(s.pos, "invalid element name %s", quote2(s.name))
	}
	if err := s.readAttrs(tag[n:], s.pos+1+n); err != nil {
		return err
	}
	s.kind = xmlStart
	if selfClosing {
		s.closing = s.name
	}
	s.consume(end + 1)
	return nil
}

// tagEnd finds the '>' that ends the start tag at pos: the first one
// outside quotes.
func (s *xmlScanner) tagEnd() (int, error) {
	end, err := s.index(1, []byte{'>'})
	if err != nil {
		return -1, err
	}
	if end < 0 {
		return -1, s.errAt(s.end, "unexpected end of file in a tag")
	}
	if bytes.IndexByte(s.buf[s.pos:s.pos+end], '"') < 0 && bytes.IndexByte(s.buf[s.pos:s.pos+end], '\'') < 0 {
		return end, nil
	}
	quote := byte(0)
	for i := 1; ; i++ {
		for s.pos+i >= s.end {
			more, err := s.fill()
			if err != nil {
				return -1, err
			}
			if !more {
				return -1, s.errAt(s.end, "unexpected end of file in a tag")
			}
		}
		switch c := s.buf[s.pos+i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			} else if c == '<' {
				return -1, s.errAt(s.pos+i, "unescaped < inside an attribute value")
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '>':
			return i, nil
		}
	}
}

// readAttrs reads a start tag's attributes; at is where they start in buf.
func (s *xmlScanner) readAttrs(b []byte, at int) error {
	s.attrs = s.attrs[:0]
	s.valbuf = s.valbuf[:0]
	for {
		trimmed := bytes.TrimLeft(b, " \t\r\n")
		if len(trimmed) == 0 {
			return nil
		}
		at += len(b) - len(trimmed)
		b = trimmed
		eq := bytes.IndexByte(b, '=')
		if eq < 0 {
			return s.errAt(at, "attribute %s without a value", quote2(b))
		}
		name := bytes.TrimRight(b[:eq], " \t\r\n")
		if !validName(name) {
			return s.errAt(at, "invalid attribute name %s", quote2(name))
		}
		rest := bytes.TrimLeft(b[eq+1:], " \t\r\n")
		if len(rest) == 0 || (rest[0] != '"' && rest[0] != '\'') {
			return s.errAt(at, "unquoted or missing attribute value in element")
		}
		close := bytes.IndexByte(rest[1:], rest[0])
		if close < 0 {
			return s.errAt(at, "unterminated attribute value")
		}
		v := rest[1 : 1+close]
		if needsUnescape(v) {
			start := len(s.valbuf)
			var err error
			if s.valbuf, err = s.unescape(s.valbuf, v, at); err != nil {
				return err
			}
			v = s.valbuf[start:len(s.valbuf):len(s.valbuf)]
		}
		s.attrs = append(s.attrs, xmlAttr{name: name, value: v})
		consumed := len(b) - len(rest) + close + 2
		at += consumed
		b = b[consumed:]
	}
}

// attr is the value of the current start tag's attribute name, compared
// without regard to case.
func (s *xmlScanner) attr(name string) []byte {
	for _, a := range s.attrs {
		if len(a.name) == len(name) && bytes.EqualFold(a.name, []byte(name)) {
			return a.value
		}
	}
	return nil
}

// needsUnescape tells whether raw text holds a reference or a \r, which
// unescape replaces.
func needsUnescape(raw []byte) bool {
	return bytes.IndexByte(raw, '&') >= 0 || bytes.IndexByte(raw, '\r') >= 0
}

// unescape appends raw to dst with its character references replaced and
// its line ends made \n. at is where raw starts in buf, for messages.
func (s *xmlScanner) unescape(dst, raw []byte, at int) ([]byte, error) {
	for len(raw) > 0 {
		i := bytes.IndexByte(raw, '&')
		if i < 0 {
			return normaliseCR(dst, raw), nil
		}
		dst = normaliseCR(dst, raw[:i])
		semi := bytes.IndexByte(raw[i:], ';')
		if semi < 0 || semi > 40 {
			return nil, s.errAt(at+i, "invalid character entity %s (no semicolon)", quote2(raw[i:min(len(raw), i+40)]))
		}
		ref := raw[i+1 : i+semi]
		r, ok := reference(ref)
		if !ok {
			return nil, s.errAt(at+i, "invalid character entity &%s;", boundText(string(ref)))
		}
		dst = utf8.AppendRune(dst, r)
		at += i + semi + 1
		raw = raw[i+semi+1:]
	}
	return dst, nil
}

// reference is the character a reference (without & and ;) stands for.
func reference(ref []byte) (rune, bool) {
	switch string(ref) {
	case "lt":
		return '<', true
	case "gt":
		return '>', true
	case "amp":
		return '&', true
	case "apos":
		return '\'', true
	case "quot":
		return '"', true
	}
	if len(ref) < 2 || ref[0] != '#' {
		return 0, false
	}
	var n uint64
	var err error
	if ref[1] == 'x' {
		n, err = strconv.ParseUint(string(ref[2:]), 16, 32)
	} else {
		n, err = strconv.ParseUint(string(ref[1:]), 10, 32)
	}
	r := rune(n)
	if err != nil || !utf8.ValidRune(r) || r == 0 {
		return 0, false
	}
	return r, true
}

// normaliseCR appends b to dst with \r\n and \r made \n, as XML reads
// them.
func normaliseCR(dst, b []byte) []byte {
	for {
		i := bytes.IndexByte(b, '\r')
		if i < 0 {
			return append(dst, b...)
		}
		dst = append(dst, b[:i]...)
		dst = append(dst, '\n')
		b = b[i+1:]
		if len(b) > 0 && b[0] == '\n' {
			b = b[1:]
		}
	}
}

// validName tells whether b can be an element or attribute name: not
// empty, and free of what ends or delimits one.
func validName(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		if notInName[c] {
			return false
		}
	}
	c := b[0]
	return c != '-' && c != '.' && (c < '0' || c > '9')
}

// notInName marks the bytes that end or delimit a name.
var notInName = func() (t [256]bool) {
	for _, c := range []byte(" \t\r\n<>/=\"'&") {
		t[c] = true
	}
	return t
}()

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// quote2 quotes the start of b, with … when it is cut.
func quote2(b []byte) string {
	if len(b) <= 40 {
		return quote(string(b))
	}
	return quote(strings.ToValidUTF8(string(b[:40]), "") + "…")
}
