package interchange

import "bytes"

// textToken reads a run of text up to the next '<', counting its lines
// as it goes: most runs are a few characters, between two tags.
func (s *xmlScanner) textToken() error {
	i, lines, special := 0, 0, false
	for {
		b := s.buf[s.pos+i : s.end]
		k := 0
		for ; k < len(b); k++ {
			if c := b[k]; inText[c] {
				if c == '<' {
					break
				}
				if c == '\n' {
					lines++
				} else {
					special = true
				}
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

// inText marks the bytes a run of text stops at: the '<' that ends it,
// and what is counted or replaced.
var inText = [256]bool{'<': true, '\n': true, '\r': true, '&': true}

// shortName is the length of the name at the start of b when a '>' ends
// it (or "/>" when selfClosing), as most tags are: <NAME>, </NAME>,
// <NAME/>. It is -1 for anything else, or when b stops first.
func shortName(b []byte, selfClosing bool) int {
	k := 0
	for k < len(b) && !notInName[b[k]] {
		k++
	}
	switch {
	case k == len(b):
	case b[k] == '>':
		return k
	case selfClosing && b[k] == '/' && k+1 < len(b) && b[k+1] == '>':
		return k
	}
	return -1
}

// nameStartOK tells whether a name of bytes none of which is notInName
// starts as a name may.
func nameStartOK(name []byte) bool {
	if len(name) == 0 {
		return false
	}
	c := name[0]
	return c != '-' && c != '.' && (c < '0' || c > '9')
}

// endTag reads </name>, space allowed before the >.
func (s *xmlScanner) endTag() error {
	if err := s.countMarkup(); err != nil {
		return err
	}
	if k := shortName(s.buf[s.pos+2:s.end], false); k >= 0 && nameStartOK(s.buf[s.pos+2:s.pos+2+k]) {
		s.kind, s.name = xmlEnd, s.buf[s.pos+2:s.pos+2+k]
		s.pos += k + 3
		return nil
	}
	i, nameEnd, lines := 2, -1, 0
	for {
		if err := s.have(i, "an end tag"); err != nil {
			return err
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
	if k := shortName(s.buf[s.pos+1:s.end], true); k >= 0 && nameStartOK(s.buf[s.pos+1:s.pos+1+k]) {
		s.name = s.buf[s.pos+1 : s.pos+1+k]
		s.kind, s.attrs, s.closing = xmlStart, s.attrs[:0], nil
		if s.buf[s.pos+1+k] == '/' {
			s.closing = s.name
			k++
		}
		s.pos += k + 2
		return nil
	}
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
		if err := s.have(i, "a tag"); err != nil {
			return -1, err
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
