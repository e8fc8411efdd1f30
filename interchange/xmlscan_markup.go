package interchange

import "bytes"

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
		if err := s.have(i, "a declaration"); err != nil {
			return err
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
