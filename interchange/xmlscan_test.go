package interchange

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

// scanAll lists the tokens the scanner reads from r, text runs joined,
// as encoding/xml's would be listed by rawTokens.
func scanAll(r io.Reader, size int) ([]string, error) {
	s := newXMLScannerSize(r, true, size)
	var out []string
	var text []byte
	flush := func() {
		if len(text) > 0 {
			out = append(out, fmt.Sprintf("text %q", text))
			text = text[:0]
		}
	}
	for {
		if err := s.next(); err != nil {
			return out, err
		}
		switch s.kind {
		case xmlEOF:
			flush()
			return out, nil
		case xmlText:
			text = append(text, s.text...)
		case xmlStart:
			flush()
			var b strings.Builder
			fmt.Fprintf(&b, "start %s", s.name)
			for _, a := range s.attrs {
				fmt.Fprintf(&b, " %s=%q", a.name, a.value)
			}
			out = append(out, b.String())
		case xmlEnd:
			flush()
			out = append(out, fmt.Sprintf("end %s", s.name))
		}
	}
}

// rawTokens lists what encoding/xml reads of data, in strict mode, in the
// same form as scanAll.
func rawTokens(data []byte) ([]string, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	var out []string
	var text []byte
	flush := func() {
		if len(text) > 0 {
			out = append(out, fmt.Sprintf("text %q", text))
			text = text[:0]
		}
	}
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			flush()
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.CharData:
			text = append(text, t...)
		case xml.StartElement:
			flush()
			var b strings.Builder
			fmt.Fprintf(&b, "start %s", qualified(t.Name))
			for _, a := range t.Attr {
				fmt.Fprintf(&b, " %s=%q", qualified(a.Name), a.Value)
			}
			out = append(out, b.String())
		case xml.EndElement:
			flush()
			out = append(out, fmt.Sprintf("end %s", qualified(t.Name)))
		}
	}
}

func qualified(n xml.Name) string {
	if n.Space != "" {
		return n.Space + ":" + n.Local
	}
	return n.Local
}

// The scanner reads what encoding/xml reads, token for token: names,
// attributes and text with its references replaced and its line ends
// made \n; comments, processing instructions and a DOCTYPE are passed
// over. It reads the same from a reader that gives one byte at a time
// and with a buffer too small for a token, which it grows.
func TestXMLScannerAgreesWithEncodingXML(t *testing.T) {
	docs := []string{
		`<USEBIO Version="1.2"><CLUB><CLUB_NAME>Bridge &amp; Chess</CLUB_NAME></CLUB></USEBIO>`,
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<A x='1' y = \"a&lt;b&#65;&#x42;\">line\r\nnext\rlast</A>",
		`<A><![CDATA[<not a tag> & no reference]]>after</A>`,
		`<!DOCTYPE USEBIO [<!ENTITY x "a>b"> <!-- ] > -->]><A><!-- a comment > with - signs --><B/><?pi x > y?></A>`,
		`<A	x="1"
			y="2"  /><B></B  >`,
		`<p:A xmlns:p="urn:x" p:b="c">é ü 中文</p:A>`,
		`<A x="&quot;&apos;&gt;"/>`,
		"<A>\n\n\n</A>\n",
		"<A><B/>",
	}
	for _, doc := range docs {
		want, err := rawTokens([]byte(doc))
		if err != nil {
			t.Fatalf("encoding/xml refuses %q: %v", doc, err)
		}
		for _, size := range []int{64 << 10, 8} {
			for name, r := range map[string]io.Reader{"whole": strings.NewReader(doc), "byte by byte": iotest.OneByteReader(strings.NewReader(doc))} {
				got, err := scanAll(r, size)
				if err != nil {
					t.Errorf("%q (%s, buffer %d): %v", doc, name, size, err)
					continue
				}
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("%q (%s, buffer %d):\n got %q\nwant %q", doc, name, size, got, want)
				}
			}
		}
	}
}

// What is not XML is refused with the line it is on.
func TestXMLScannerRefuses(t *testing.T) {
	tests := []struct {
		doc, want string
		line      int
	}{
		{"<A>\n&unknown;</A>", "invalid character entity &unknown;", 2},
		{"<A>\n\n& no semicolon</A>", "no semicolon", 3},
		{"<A>&#0;</A>", "invalid character entity &#0;", 1},
		{"<A x=1>", "unquoted", 1},
		{"<A x>", "without a value", 1},
		{"<A x=\"<\">", "unescaped <", 1},
		{"<A\n x=\"1", "unexpected end of file in a tag", 2},
		{"<A><!-- never closed", "end of file in a comment", 1},
		{"<A><![CDATA[ never", "end of file in CDATA", 1},
		{"<A></A", "end of file in an end tag", 1},
		{"<1A/>", "invalid element name", 1},
		{"</>", "invalid end tag", 1},
		{"<A>\n\n\xff</A>", "invalid UTF-8", 3},
	}
	for _, tc := range tests {
		_, err := scanAll(strings.NewReader(tc.doc), 64<<10)
		var se *xmlSyntaxError
		var bad *notUTF8Error
		line := 0
		switch {
		case errors.As(err, &se):
			line = se.line
		case errors.As(err, &bad):
			line = bad.line
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || line != tc.line {
			t.Errorf("%q: %v (line %d), want %q on line %d", tc.doc, err, line, tc.want, tc.line)
		}
	}
}

// Whatever encoding/xml reads, the scanner reads the same, whether the
// input comes whole or a byte at a time into a small buffer; and it never
// panics on anything.
func FuzzXMLScanner(f *testing.F) {
	addSamples(f, "session.xml")
	f.Add([]byte(`<A x="1"><B>t&amp;t</B><![CDATA[x]]><!--c--><?p?></A>`))
	f.Add([]byte("<!DOCTYPE a [<!ENTITY b \"]>\">]><a>\r\n</a>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := scanAll(bytes.NewReader(data), 64<<10)
		small, smallErr := scanAll(iotest.OneByteReader(bytes.NewReader(data)), 8)
		// A fault is found wherever the read has got to: the tokens
		// before it may differ, not whether there is one.
		if (err == nil) != (smallErr == nil) || err == nil && !slices.Equal(got, small) {
			t.Fatalf("read whole: %v, %s\nbyte by byte: %v, %s", err, firstDifference(got, small), smallErr, firstDifference(small, got))
		}
		// encoding/xml lets bytes that are not UTF-8 pass in comments
		// and declarations; the scanner refuses them anywhere, so that a
		// file can be read again as Windows-1252.
		want, xerr := rawTokens(data)
		if xerr != nil || !utf8.Valid(data) {
			return
		}
		if err != nil {
			t.Fatalf("encoding/xml reads it, the scanner refuses it: %v\n%q", err, want)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("got %s\nwant %s", firstDifference(got, want), firstDifference(want, got))
		}
	})
}

// firstDifference describes a from where it first differs from b.
func firstDifference(a, b []string) string {
	for i := range a {
		if i >= len(b) || a[i] != b[i] {
			return fmt.Sprintf("token %d of %d: %.200q", i, len(a), a[i])
		}
	}
	return fmt.Sprintf("%d tokens", len(a))
}
