package access

import (
	"encoding/binary"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// decodeText decodes a Text or Memo value: Jet 4 keeps UCS-2, compressed
// when the value starts FF FE; Jet 3 keeps the bytes of a Windows code
// page, the column's own or else the database's.
func (db *DB) decodeText(b []byte, codePage int) string {
	if db.version == Jet4 {
		if len(b) >= 2 && b[0] == 0xff && b[1] == 0xfe {
			return uncompress(b[2:])
		}
		return ucs2(b)
	}
	if codePage == 0 {
		codePage = db.codePage
	}
	ascii := true
	for _, c := range b {
		if c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return string(b)
	}
	s, err := codePageEncoding(codePage).NewDecoder().Bytes(b)
	if err != nil || !utf8.Valid(s) {
		s, _ = charmap.Windows1252.NewDecoder().Bytes(b)
	}
	return string(s)
}

// uncompress decodes Jet 4's compressed Unicode: characters below U+0100
// in one byte, others in two, a zero byte switching between the two.
func uncompress(b []byte) string {
	u := make([]uint16, 0, len(b))
	one := true
	for i := 0; i < len(b); {
		switch {
		case b[i] == 0:
			one = !one
			i++
		case one:
			u = append(u, uint16(b[i]))
			i++
		case i+1 < len(b):
			u = append(u, binary.LittleEndian.Uint16(b[i:]))
			i += 2
		default:
			i++
		}
	}
	return string(utf16.Decode(u))
}

// codePageEncoding is the Windows code page a Jet 3 database was written
// in (Western European when it names none this package knows).
func codePageEncoding(cp int) encoding.Encoding {
	switch cp {
	case 874:
		return charmap.Windows874
	case 932:
		return japanese.ShiftJIS
	case 936:
		return simplifiedchinese.GBK
	case 949:
		return korean.EUCKR
	case 950:
		return traditionalchinese.Big5
	case 1250:
		return charmap.Windows1250
	case 1251:
		return charmap.Windows1251
	case 1253:
		return charmap.Windows1253
	case 1254:
		return charmap.Windows1254
	case 1255:
		return charmap.Windows1255
	case 1256:
		return charmap.Windows1256
	case 1257:
		return charmap.Windows1257
	case 1258:
		return charmap.Windows1258
	}
	return charmap.Windows1252
}
