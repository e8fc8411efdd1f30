package access

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"time"
)

// Currency is an Access Currency value in ten-thousandths (1.5 is 15000):
// Access keeps it so, exactly.
type Currency int64

func (c Currency) String() string {
	v := int64(c)
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%04d", sign, v/10000, v%10000)
}

// crack reads the wanted columns of a row (the table's column indexes, -1
// for a column it lacks).
func (t *Table) crack(row []byte, want []int, page int, budget *int) ([]any, error) {
	spans, err := t.locate(row, page)
	if err != nil {
		return nil, err
	}
	out := make([]any, len(want))
	for k, i := range want {
		if i < 0 {
			continue
		}
		c, s := &t.Columns[i], spans[i]
		if c.Type == Boolean {
			out[k] = s.bit
			continue
		}
		if s.null {
			continue
		}
		v, err := t.value(c, row[s.at:s.at+s.n], page, budget)
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, nil
}

// span is where a column's value is in a row.
type span struct {
	at, n int
	null  bool
	bit   bool // the column's bit in the row's bitmap: not null, or Yes
}

// locate finds each column's value in a row. A row begins with its count
// of columns and its fixed-length values; its variable-length values
// follow, and it ends with a table of where they start (written
// backwards) and a bitmap saying which columns are not null (and the
// value of Yes/No columns).
func (t *Table) locate(row []byte, page int) ([]span, error) {
	bad := func(format string, args ...any) error {
		return &DamagedError{Table: t.Name, Page: page, Msg: "a row " + fmt.Sprintf(format, args...)}
	}
	jet3 := t.db.version == Jet3
	head := 2
	if jet3 {
		head = 1
	}
	if len(row) < head {
		return nil, bad("is empty")
	}
	cols := int(row[0])
	if !jet3 {
		cols = int(binary.LittleEndian.Uint16(row))
	}
	maskLen := (cols + 7) / 8
	if len(row) < head+maskLen {
		return nil, bad("is too short for its %d columns", cols)
	}
	mask := row[len(row)-maskLen:]
	var starts []int
	if t.varCols > 0 {
		var err error
		if starts, err = varStarts(row, maskLen, jet3); err != nil {
			return nil, bad("%v", err)
		}
	}
	varCols := max(len(starts)-1, 0)
	fixedCols := cols - varCols
	// Fixed columns are there in the order of their numbers while the
	// row has them; variable ones by their place in the table of starts.
	spans := make([]span, len(t.Columns))
	fixedFound := 0
	for i, c := range t.Columns {
		bit := c.num/8 < maskLen && mask[c.num/8]&(1<<(c.num%8)) != 0
		s := span{bit: bit, null: !bit}
		switch {
		case c.Type == Boolean:
			if c.fixed {
				fixedFound++
			}
		case c.fixed && fixedFound < fixedCols:
			fixedFound++
			s.at, s.n = head+c.fixedAt, c.Size
			if !s.null && s.at+s.n > len(row) {
				return nil, bad("ends before its column %s does", c.Name)
			}
		case !c.fixed && c.varNum < varCols:
			s.at, s.n = starts[c.varNum], starts[c.varNum+1]-starts[c.varNum]
			if !s.null && (s.n < 0 || s.at < 0 || s.at+s.n > len(row)) {
				return nil, bad("puts its column %s outside itself", c.Name)
			}
		default:
			s.null = true
		}
		spans[i] = s
	}
	return spans, nil
}

// varStarts reads where a row's variable-length values start, with one
// more entry where the last ends. Jet 4 writes each in two bytes; Jet 3 in
// one, with a jump table counting the columns past each 256 bytes.
func varStarts(row []byte, maskLen int, jet3 bool) ([]int, error) {
	end := len(row) - 1 // the row's last byte
	if jet3 {
		at := end - maskLen
		if at < 1 {
			return nil, fmt.Errorf("is too short for its table of values")
		}
		n := int(row[at])
		jumps := (len(row) - 1) / 256
		ptr := at - jumps - 1
		if ptr-n < 0 {
			return nil, fmt.Errorf("is too short for its table of %d values", n)
		}
		// The count of jumps follows from the row's length, so the last
		// can be a dummy.
		if (ptr-n)/256 < jumps {
			jumps--
		}
		starts := make([]int, n+1)
		used := 0
		for i := range starts {
			for used < jumps && i == int(row[at-used-1]) {
				used++
			}
			starts[i] = int(row[ptr-i]) + used*256
		}
		return starts, nil
	}
	at := end - maskLen - 1
	if at < 2 {
		return nil, fmt.Errorf("is too short for its table of values")
	}
	n := int(binary.LittleEndian.Uint16(row[at:]))
	if at-2*(n+1) < 0 {
		return nil, fmt.Errorf("is too short for its table of %d values", n)
	}
	starts := make([]int, n+1)
	for i := range starts {
		starts[i] = int(binary.LittleEndian.Uint16(row[at-2-2*i:]))
	}
	return starts, nil
}

// value decodes a column's value from its bytes.
func (t *Table) value(c *Column, b []byte, page int, budget *int) (any, error) {
	need := func(n int) error {
		if len(b) < n {
			return &DamagedError{Table: t.Name, Page: page, Msg: fmt.Sprintf("a %s value in column %s has %d bytes, not %d", c.Type, c.Name, len(b), n)}
		}
		return nil
	}
	le := binary.LittleEndian
	switch c.Type {
	case Byte:
		if err := need(1); err != nil {
			return nil, err
		}
		return int64(b[0]), nil
	case Integer:
		if err := need(2); err != nil {
			return nil, err
		}
		return int64(int16(le.Uint16(b))), nil
	case Long:
		if err := need(4); err != nil {
			return nil, err
		}
		return int64(int32(le.Uint32(b))), nil
	case BigInt:
		if err := need(8); err != nil {
			return nil, err
		}
		return int64(le.Uint64(b)), nil
	case Money:
		if err := need(8); err != nil {
			return nil, err
		}
		return Currency(le.Uint64(b)), nil
	case Single:
		if err := need(4); err != nil {
			return nil, err
		}
		return float64(math.Float32frombits(le.Uint32(b))), nil
	case Double:
		if err := need(8); err != nil {
			return nil, err
		}
		return math.Float64frombits(le.Uint64(b)), nil
	case DateTime:
		if err := need(8); err != nil {
			return nil, err
		}
		d, ok := accessTime(math.Float64frombits(le.Uint64(b)))
		if !ok {
			return nil, &DamagedError{Table: t.Name, Page: page, Msg: fmt.Sprintf("column %s holds a date no calendar has", c.Name)}
		}
		return d, nil
	case Text:
		return t.db.decodeText(b, c.codePage), nil
	case Memo, OLE:
		v, err := t.db.longValue(b, t.Name, page, budget)
		if err != nil {
			return nil, err
		}
		if c.Type == Memo {
			return t.db.decodeText(v, c.codePage), nil
		}
		return v, nil
	case GUID:
		if err := need(16); err != nil {
			return nil, err
		}
		return fmt.Sprintf("{%02X%02X%02X%02X-%02X%02X-%02X%02X-%02X%02X-%02X%02X%02X%02X%02X%02X}",
			b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]), nil
	case Numeric:
		if err := need(17); err != nil {
			return nil, err
		}
		return decimal(b, c.scale), nil
	}
	return append([]byte(nil), b...), nil
}

// accessEpoch is day 0 of Access's calendar.
var accessEpoch = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)

// accessTime reads a Date/Time: days since 1899-12-30, the fraction the
// time of day. Before 1899-12-30 the days count back but the time of day
// still counts forward (-1.25 is 29 December 1899, 6 a.m.). Access holds
// times to the second, and the value is rounded to it.
func accessTime(v float64) (time.Time, bool) {
	// Access's calendar runs from the year 100 to 9999.
	if math.IsNaN(v) || v < -657435 || v > 2958466 {
		return time.Time{}, false
	}
	days := math.Trunc(v)
	secs := math.Round(math.Abs(v-days) * 86400)
	return accessEpoch.AddDate(0, 0, int(days)).Add(time.Duration(secs) * time.Second), true
}

// decimal reads a Decimal: a sign byte (0x80 for negative) and a 128-bit
// whole number, as four 32-bit little-endian words from the most
// significant, scaled down by the column's scale.
func decimal(b []byte, scale byte) string {
	var be [16]byte
	for w := range 4 {
		for i := range 4 {
			be[4*w+i] = b[1+4*w+3-i]
		}
	}
	n := new(big.Int).SetBytes(be[:])
	s := n.String()
	if scale > 0 {
		if len(s) <= int(scale) {
			s = fmt.Sprintf("%0*s", int(scale)+1, s)
		}
		s = s[:len(s)-int(scale)] + "." + s[len(s)-int(scale):]
	}
	if b[0]&0x80 != 0 && n.Sign() != 0 {
		s = "-" + s
	}
	return s
}

// Long values (Memo and OLE Object) are written in the row as a 12-byte
// header: their length, with two flags above it, and a pointer to where
// they are kept unless they follow the header in the row.
const (
	longInline   = 0x80000000
	longOneRow   = 0x40000000
	longLenMask  = 0x3fffffff
	longHeadSize = 12
)

// longValue gathers a long value from its header in the row. budget is
// what is left of the bytes a table's long values can hold in all: each
// is kept once, so together they are no larger than the file, and a file
// whose values point to the same pages over and over is refused rather
// than filling the memory.
func (db *DB) longValue(b []byte, table string, page int, budget *int) ([]byte, error) {
	bad := func(format string, args ...any) error {
		return &DamagedError{Table: table, Page: page, Msg: "a memo or OLE value " + fmt.Sprintf(format, args...)}
	}
	if len(b) < longHeadSize {
		return nil, bad("is cut short")
	}
	v := binary.LittleEndian.Uint32(b)
	n := int(v & longLenMask)
	if n > len(db.data) {
		return nil, bad("claims %d bytes, more than the whole file", n)
	}
	ptr := readPointer(b[4:])
	if v&longInline == 0 {
		if *budget -= n; *budget < 0 {
			return nil, bad("is one of several that together claim more bytes than the whole file")
		}
	}
	switch {
	case v&longInline != 0:
		if longHeadSize+n > len(b) {
			return nil, bad("runs off its row")
		}
		return append([]byte(nil), b[longHeadSize:longHeadSize+n]...), nil
	case v&longOneRow != 0:
		r, err := db.longRow(ptr, table)
		if err != nil {
			return nil, err
		}
		if len(r) < n {
			return nil, bad("is cut short on page %d", ptr.page)
		}
		return append([]byte(nil), r[:n]...), nil
	}
	// In pieces, each beginning with a pointer to the next.
	out := make([]byte, 0, n)
	seen := map[pointer]bool{}
	for len(out) < n {
		if ptr.page == 0 || seen[ptr] {
			return nil, bad("is cut short: its pieces end after %d of its %d bytes", len(out), n)
		}
		seen[ptr] = true
		r, err := db.longRow(ptr, table)
		if err != nil {
			return nil, err
		}
		if len(r) < 4 {
			return nil, bad("has a piece too short for its pointer, on page %d", ptr.page)
		}
		next := readPointer(r)
		out = append(out, r[4:min(len(r), 4+n-len(out))]...)
		ptr = next
	}
	return out, nil
}

// longRow is the row a long value's pointer names.
func (db *DB) longRow(ptr pointer, table string) ([]byte, error) {
	p, err := db.page(ptr.page, table)
	if err != nil {
		return nil, err
	}
	if p[0] != pageData {
		return nil, &DamagedError{Table: table, Page: ptr.page, Msg: "a memo or OLE value points to a page that holds none"}
	}
	r, _, err := db.rowAt(p, ptr.page, ptr.row, table)
	if err != nil {
		return nil, err
	}
	if r == nil {
		return nil, &DamagedError{Table: table, Page: ptr.page, Msg: "a memo or OLE value points to a row that is not there"}
	}
	return r, nil
}
