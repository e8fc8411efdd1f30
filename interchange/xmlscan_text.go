package interchange

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"
)

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
