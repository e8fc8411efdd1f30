package interchange

import (
	"bytes"
	"regexp"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// toUTF8 gives a results file's text as UTF-8, whatever Windows program
// saved it: UTF-16 (with a byte-order mark, or without one when every
// other byte of the start is NUL, as "Unicode" in Notepad saves it) is
// decoded, and a file that is not valid UTF-8 and does not declare its
// encoding is read as Windows-1252, the Western European code page every
// such program of the last thirty years writes (ISO-8859-1 is the same
// for every letter a name holds). A USEBIO file that declares its encoding
// is left to the XML reader, which honours the declaration; a UTF-16 file
// is decoded here whatever it declares.
func toUTF8(data []byte) []byte {
	if enc := utf16Of(data); enc != nil {
		if out, err := enc.NewDecoder().Bytes(data); err == nil {
			return out
		}
		return data
	}
	if utf8.Valid(data) || declaresEncoding(data) {
		return data
	}
	if out, err := charmap.Windows1252.NewDecoder().Bytes(data); err == nil {
		return out
	}
	return data
}

// utf16Of is the UTF-16 encoding a file's start shows, or nil.
func utf16Of(data []byte) encoding.Encoding {
	switch {
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}):
		return unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM)
	case bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		return unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM)
	}
	// Without a mark: text in the Latin alphabet has a NUL in every
	// other byte, the high byte of each character.
	head := data[:min(len(data), 256)&^1]
	if len(head) < 8 {
		return nil
	}
	var even, odd int
	for i := 0; i < len(head); i += 2 {
		if head[i] == 0 {
			even++
		}
		if head[i+1] == 0 {
			odd++
		}
	}
	pairs := len(head) / 2
	switch {
	case odd == pairs && even == 0:
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
	case even == pairs && odd == 0:
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)
	}
	return nil
}

// declaration matches an XML declaration naming an encoding.
var declaration = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*<\?xml[^>]*encoding\s*=`) })

func declaresEncoding(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	return declaration().Match(data[:min(len(data), 200)])
}
