// Package accesstest builds small Microsoft Access databases for tests: a
// Bridgemate file with hands, names or several sections, in either format,
// without Access. Its databases are checked against mdbtools, which reads
// them as Access writes them; what it builds is tables and rows, no
// indexes, no queries.
package accesstest

import (
	"crypto/rc4"
	"encoding/binary"
	"fmt"
	"math"
	"time"
	"unicode/utf16"

	"golang.org/x/text/encoding/charmap"

	"bridgescore/access"
)

// Column is a column to build: its name and type, and for Text the most
// characters it holds (255 when 0).
type Column struct {
	Name string
	Type access.Type
	Size int
}

// Table is a table to build: its columns and rows, each value as the
// reader gives it back (bool, int64, float64, access.Currency, time.Time,
// string, []byte) or nil for null.
type Table struct {
	Name    string
	Columns []Column
	Rows    [][]any
}

// Options choose how a database is written.
type Options struct {
	Version access.Version
	// Uncompressed writes Jet 4 text as plain UCS-2, not in Access's
	// compressed form.
	Uncompressed bool
}

// builder lays the database out a page at a time.
type builder struct {
	opts  Options
	ps    int
	pages [][]byte
	maps  [][]byte // the usage map rows kept on page 1
}

// Build writes a database holding the tables. It panics on a table it
// cannot write (a row larger than a page): the tests give it.
func Build(opts Options, tables ...Table) []byte {
	b := &builder{opts: opts, ps: 2048}
	if opts.Version == access.Jet4 {
		b.ps = 4096
	}
	b.pages = [][]byte{b.header(), nil, nil}
	catalog := Table{Name: "MSysObjects", Columns: []Column{{"Id", access.Long, 0}, {"ParentId", access.Long, 0},
		{"Name", access.Text, 255}, {"Type", access.Integer, 0}, {"Flags", access.Long, 0}, {"LvProp", access.OLE, 0}}}
	catalog.Rows = append(catalog.Rows, []any{int64(2), int64(0x0f000001), "MSysObjects", int64(1), int64(-0x7ffffffe), nil})
	var defs []int
	for _, t := range tables {
		defs = append(defs, len(b.pages))
		catalog.Rows = append(catalog.Rows, []any{int64(len(b.pages)), int64(0x0f000001), t.Name, int64(1), int64(0), nil})
		b.pages = append(b.pages, nil)
		b.table(t, defs[len(defs)-1], false)
	}
	b.table(catalog, 2, true)
	b.pages[1] = b.dataPage(0, b.maps)
	out := make([]byte, 0, len(b.pages)*b.ps)
	for _, p := range b.pages {
		out = append(out, p...)
	}
	return out
}

// header is page 0: the magic, the format, and the part scrambled with
// Jet's fixed key, which holds the code page (1252) and no encoding key.
func (b *builder) header() []byte {
	p := make([]byte, b.ps)
	copy(p, "\x00\x01\x00\x00Standard Jet DB\x00")
	n := 126
	if b.opts.Version == access.Jet4 {
		p[0x14], n = 1, 128
	}
	plain := make([]byte, n)
	binary.LittleEndian.PutUint16(plain[0x3c-0x18:], 1252)
	binary.LittleEndian.PutUint16(plain[0x3a-0x18:], 0x409)
	c, _ := rc4.NewCipher([]byte{0xc7, 0xda, 0x39, 0x6b})
	c.XORKeyStream(p[0x18:0x18+n], plain)
	return p
}

// colDef is a column as laid out: its number, and its place among the
// fixed or the variable ones.
type colDef struct {
	Column
	num, varNum, fixedAt, size int
	fixed                      bool
}

var fixedSizes = map[access.Type]int{access.Boolean: 0, access.Byte: 1, access.Integer: 2, access.Long: 4,
	access.Money: 8, access.Single: 4, access.Double: 8, access.DateTime: 8, access.GUID: 16, access.Numeric: 17}

func layoutColumns(cols []Column, jet4 bool) (defs []colDef, nvar int) {
	fixedAt := 0
	for i, c := range cols {
		d := colDef{Column: c, num: i}
		if n, ok := fixedSizes[c.Type]; ok {
			d.fixed, d.size, d.fixedAt = true, n, fixedAt
			fixedAt += n
		} else {
			d.varNum = nvar
			nvar++
			if c.Type == access.Text || c.Type == access.Binary {
				d.size = c.Size
				if d.size == 0 {
					d.size = 255
				}
				if jet4 && c.Type == access.Text {
					d.size *= 2
				}
			}
		}
		defs = append(defs, d)
	}
	return defs, nvar
}

// table writes a table's definition on page def and its rows on pages
// after the last, and its usage map.
func (b *builder) table(t Table, def int, system bool) {
	jet4 := b.opts.Version == access.Jet4
	cols, nvar := layoutColumns(t.Columns, jet4)
	var rows [][]byte
	for _, r := range t.Rows {
		rows = append(rows, b.row(cols, nvar, r))
	}
	// Rows fill pages in order, each page as full as it will go.
	first := len(b.pages)
	var onPage [][]byte
	used := b.dataHeader()
	for _, r := range rows {
		if used+len(r)+2 > b.ps && len(onPage) > 0 {
			b.pages = append(b.pages, b.dataPage(def, onPage))
			onPage, used = nil, b.dataHeader()
		}
		if used+len(r)+2 > b.ps {
			panic(fmt.Sprintf("accesstest: a row of %d bytes does not fit a page", len(r)))
		}
		onPage = append(onPage, r)
		used += len(r) + 2
	}
	if len(onPage) > 0 {
		b.pages = append(b.pages, b.dataPage(def, onPage))
	}
	m := make([]byte, 5+64)
	binary.LittleEndian.PutUint32(m[1:], uint32(first))
	for n := first; n < len(b.pages); n++ {
		if n-first >= 64*8 {
			panic("accesstest: a table of more pages than one usage map holds")
		}
		m[5+(n-first)/8] |= 1 << ((n - first) % 8)
	}
	mapPtr := uint32(1<<8 | len(b.maps))
	b.maps = append(b.maps, m)
	b.pages[def] = b.tdef(t, cols, nvar, len(rows), mapPtr, system)
}

func (b *builder) dataHeader() int {
	if b.opts.Version == access.Jet4 {
		return 14
	}
	return 10
}

// dataPage lays rows out from the end of the page down.
func (b *builder) dataPage(def int, rows [][]byte) []byte {
	p := make([]byte, b.ps)
	p[0], p[1] = 0x01, 0x01
	binary.LittleEndian.PutUint32(p[4:], uint32(def))
	rc := b.dataHeader() - 2
	binary.LittleEndian.PutUint16(p[rc:], uint16(len(rows)))
	end := b.ps
	for i, r := range rows {
		start := end - len(r)
		copy(p[start:], r)
		binary.LittleEndian.PutUint16(p[rc+2+2*i:], uint16(start))
		end = start
	}
	binary.LittleEndian.PutUint16(p[2:], uint16(end-(rc+2+2*len(rows))))
	return p
}

// tdef writes a table definition.
func (b *builder) tdef(t Table, cols []colDef, nvar, nrows int, mapPtr uint32, system bool) []byte {
	jet4 := b.opts.Version == access.Jet4
	p := make([]byte, b.ps)
	p[0], p[1] = 0x02, 0x01
	le := binary.LittleEndian
	typ := byte(0x4e)
	if system {
		typ = 0x53
	}
	// Where the header's fields are: the rows, the table's type, the
	// counts of columns, its usage maps; the columns follow it.
	o := struct{ rows, typ, cols, maps, start int }{12, 20, 21, 35, 43}
	if jet4 {
		o = struct{ rows, typ, cols, maps, start int }{16, 40, 41, 55, 63}
	} else {
		copy(p[2:], "VC")
	}
	le.PutUint32(p[o.rows:], uint32(nrows))
	p[o.typ] = typ
	le.PutUint16(p[o.cols:], uint16(len(cols)))
	le.PutUint16(p[o.cols+2:], uint16(nvar))
	le.PutUint16(p[o.cols+4:], uint16(len(cols)))
	le.PutUint32(p[o.maps:], mapPtr)
	le.PutUint32(p[o.maps+4:], mapPtr)
	at := o.start
	for _, c := range cols {
		flags := byte(0x02)
		if c.fixed {
			flags |= 0x01
		}
		if jet4 {
			p[at] = byte(c.Type)
			le.PutUint16(p[at+5:], uint16(c.num))
			le.PutUint16(p[at+7:], uint16(c.varNum))
			le.PutUint16(p[at+9:], uint16(c.num))
			if c.Type == access.Text || c.Type == access.Memo {
				le.PutUint16(p[at+11:], 0x409)
				if !b.opts.Uncompressed {
					p[at+16] = 0x01
				}
			}
			if c.Type == access.Numeric {
				p[at+11], p[at+12] = 18, 0
			}
			p[at+15] = flags
			le.PutUint16(p[at+21:], uint16(c.fixedAt))
			le.PutUint16(p[at+23:], uint16(c.size))
			at += 25
		} else {
			p[at] = byte(c.Type)
			le.PutUint16(p[at+1:], uint16(c.num))
			le.PutUint16(p[at+3:], uint16(c.varNum))
			le.PutUint16(p[at+5:], uint16(c.num))
			if c.Type == access.Text || c.Type == access.Memo {
				le.PutUint16(p[at+7:], 0x409)
				le.PutUint16(p[at+9:], 1252)
			}
			p[at+13] = flags
			le.PutUint16(p[at+14:], uint16(c.fixedAt))
			le.PutUint16(p[at+16:], uint16(c.size))
			at += 18
		}
	}
	for _, c := range cols {
		if jet4 {
			u := utf16.Encode([]rune(c.Name))
			le.PutUint16(p[at:], uint16(2*len(u)))
			at += 2
			for _, x := range u {
				le.PutUint16(p[at:], x)
				at += 2
			}
		} else {
			p[at] = byte(len(c.Name))
			at += 1 + copy(p[at+1:], c.Name)
		}
	}
	le.PutUint16(p[at:], 0xffff)
	at += 2
	le.PutUint32(p[8:], uint32(at))
	if jet4 {
		le.PutUint16(p[2:], uint16(b.ps-at-8))
	}
	return p
}

// row writes a row: its count of columns, its fixed values, its variable
// ones, where they start, and the bitmap of columns not null.
func (b *builder) row(cols []colDef, nvar int, vals []any) []byte {
	jet4 := b.opts.Version == access.Jet4
	head := 1
	if jet4 {
		head = 2
	}
	fixedLen := 0
	for _, c := range cols {
		if c.fixed {
			fixedLen = max(fixedLen, c.fixedAt+c.size)
		}
	}
	r := make([]byte, head+fixedLen)
	mask := make([]byte, (len(cols)+7)/8)
	varData := make([][]byte, nvar)
	for i, c := range cols {
		var v any
		if i < len(vals) {
			v = vals[i]
		}
		if c.Type == access.Boolean {
			if v == true {
				mask[c.num/8] |= 1 << (c.num % 8)
			}
			continue
		}
		if v == nil {
			continue
		}
		mask[c.num/8] |= 1 << (c.num % 8)
		enc := b.encode(c.Column, v)
		if c.fixed {
			copy(r[head+c.fixedAt:], enc)
		} else {
			varData[c.varNum] = enc
		}
	}
	if jet4 {
		binary.LittleEndian.PutUint16(r, uint16(len(cols)))
	} else {
		r[0] = byte(len(cols))
	}
	if nvar == 0 {
		return append(r, mask...)
	}
	starts := make([]int, nvar+1)
	for i, d := range varData {
		starts[i] = len(r)
		r = append(r, d...)
	}
	starts[nvar] = len(r)
	if jet4 {
		tail := make([]byte, 2*(nvar+1)+2)
		for i, s := range starts {
			binary.LittleEndian.PutUint16(tail[2*(nvar-i):], uint16(s))
		}
		binary.LittleEndian.PutUint16(tail[2*(nvar+1):], uint16(nvar))
		return append(append(r, tail...), mask...)
	}
	return append(append(r, jet3Tail(starts, len(r), len(mask))...), mask...)
}

// jet3Tail is the end of a Jet 3 row after its values, whose data ends
// at end: each value's start in one byte, backwards, and a jump table
// naming, for each 256 bytes of the row, the first value starting past
// them; then the count of values and the bitmap (maskLen bytes, written
// by the caller after). The table's size depends on the row's length,
// which depends on it.
func jet3Tail(starts []int, end, maskLen int) []byte {
	n := len(starts) - 1
	jumps := 0
	for {
		rowLen := end + len(starts) + jumps + 1 + maskLen
		if (rowLen-1)/256 == jumps {
			break
		}
		jumps = (rowLen - 1) / 256
	}
	tail := make([]byte, len(starts)+jumps+1)
	for i, s := range starts {
		tail[n-i] = byte(s)
	}
	for j := range jumps {
		first := 0xff
		for i, s := range starts {
			if s >= (j+1)*256 {
				first = i
				break
			}
		}
		tail[len(starts)+jumps-1-j] = byte(first)
	}
	tail[len(tail)-1] = byte(n)
	return tail
}

// encode writes one value of a column.
func (b *builder) encode(c Column, v any) []byte {
	le := binary.LittleEndian
	out := make([]byte, 8)
	switch x := v.(type) {
	case int64:
		switch c.Type {
		case access.Byte:
			return []byte{byte(x)}
		case access.Integer:
			le.PutUint16(out, uint16(x))
			return out[:2]
		case access.Long:
			le.PutUint32(out, uint32(x))
			return out[:4]
		}
	case float64:
		if c.Type == access.Single {
			le.PutUint32(out, math.Float32bits(float32(x)))
			return out[:4]
		}
		le.PutUint64(out, math.Float64bits(x))
		return out
	case access.Currency:
		le.PutUint64(out, uint64(x))
		return out
	case time.Time:
		d := x.Sub(time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC))
		le.PutUint64(out, math.Float64bits(d.Hours()/24))
		return out
	case string:
		t := b.text(x)
		if c.Type == access.Memo {
			h := make([]byte, 12, 12+len(t))
			le.PutUint32(h, uint32(len(t))|0x80000000)
			return append(h, t...)
		}
		return t
	case []byte:
		if c.Type == access.OLE {
			h := make([]byte, 12, 12+len(x))
			le.PutUint32(h, uint32(len(x))|0x80000000)
			return append(h, x...)
		}
		return x
	}
	panic(fmt.Sprintf("accesstest: column %s (%v) cannot hold %T", c.Name, c.Type, v))
}

// text encodes text as the format keeps it: Windows-1252 (Jet 3), or UCS-2
// compressed to a byte a character where all are below U+0100 (Jet 4).
func (b *builder) text(s string) []byte {
	if b.opts.Version == access.Jet3 {
		out, err := charmap.Windows1252.NewEncoder().Bytes([]byte(s))
		if err != nil {
			panic(fmt.Sprintf("accesstest: %q is not Windows-1252", s))
		}
		return out
	}
	u := utf16.Encode([]rune(s))
	small := !b.opts.Uncompressed && len(u) > 0
	for _, x := range u {
		small = small && x < 0x100 && x != 0
	}
	if small {
		out := []byte{0xff, 0xfe}
		for _, x := range u {
			out = append(out, byte(x))
		}
		return out
	}
	out := make([]byte, 2*len(u))
	for i, x := range u {
		binary.LittleEndian.PutUint16(out[2*i:], x)
	}
	return out
}
