package access

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"unicode/utf16"
)

// Type is a column's data type, as Access numbers them.
type Type byte

// The column types.
const (
	Boolean   Type = 0x01 // Yes/No
	Byte      Type = 0x02
	Integer   Type = 0x03 // 16 bits
	Long      Type = 0x04 // Long Integer, 32 bits
	Money     Type = 0x05 // Currency
	Single    Type = 0x06
	Double    Type = 0x07
	DateTime  Type = 0x08
	Binary    Type = 0x09
	Text      Type = 0x0a
	OLE       Type = 0x0b // long binary
	Memo      Type = 0x0c // long text
	GUID      Type = 0x0f // Replication ID
	Numeric   Type = 0x10 // Decimal
	Complex   Type = 0x12 // Access 2007's attachments and multi-valued fields
	BigInt    Type = 0x13
	fixedFlag      = 0x01
)

var typeNames = map[Type]string{Boolean: "Yes/No", Byte: "Byte", Integer: "Integer", Long: "Long Integer",
	Money: "Currency", Single: "Single", Double: "Double", DateTime: "Date/Time", Binary: "Binary",
	Text: "Text", OLE: "OLE Object", Memo: "Memo", GUID: "Replication ID", Numeric: "Decimal",
	Complex: "Attachment", BigInt: "Large Number"}

func (t Type) String() string {
	if n, ok := typeNames[t]; ok {
		return n
	}
	return fmt.Sprintf("type 0x%02x", byte(t))
}

// Column is one column of a table.
type Column struct {
	Name string
	Type Type
	// Size is the most bytes the column holds (for Text, twice the
	// characters in Jet 4); 0 for Memo and OLE Object.
	Size int

	num, varNum, fixedAt int
	fixed                bool
	codePage             int  // Jet 3 text: the column's own code page, 0 for the database's
	scale                byte // Decimal
}

// Table is a table of the database: its name and columns. Its rows are
// read by Rows.
type Table struct {
	Name    string
	Columns []Column
	// RowCount is the number of rows the table's definition counts; the
	// rows read can differ in a database not closed properly.
	RowCount int

	db      *DB
	page    int // the table definition's page
	varCols int
	usedPtr pointer
	byName  map[string]int
}

// maxColumns bounds the columns of a table: Access allows 255.
const maxColumns = 4096

// readTable reads the definition of the table whose definition starts on
// page n. A definition too long for one page goes on in a chain of pages,
// each adding what follows its 8-byte header.
func (db *DB) readTable(name string, n int) (*Table, error) {
	def, err := db.tableDefinition(name, n)
	if err != nil {
		return nil, err
	}
	lay := db.layout()
	bad := func(format string, args ...any) error {
		return &DamagedError{Table: name, Page: n, Msg: "its definition " + fmt.Sprintf(format, args...)}
	}
	if len(def) < lay.tdefIndexStart {
		return nil, bad("is cut short")
	}
	t := &Table{Name: name, db: db, page: n}
	t.RowCount = int(binary.LittleEndian.Uint32(def[lay.tdefRows:]))
	t.varCols = int(binary.LittleEndian.Uint16(def[lay.tdefCols+2:]))
	ncols := int(binary.LittleEndian.Uint16(def[lay.tdefCols+4:]))
	realIdx := int(binary.LittleEndian.Uint32(def[lay.tdefIndexes+4:]))
	t.usedPtr = readPointer(def[lay.tdefUsed:])
	if ncols > maxColumns || realIdx > len(def) {
		return nil, bad("counts %d columns and %d indexes, more than it can hold", ncols, realIdx)
	}
	at := lay.tdefIndexStart + realIdx*lay.realIndexSize
	if at+ncols*lay.colSize > len(def) {
		return nil, bad("is cut short: its %d columns run off its end", ncols)
	}
	t.Columns = make([]Column, ncols)
	for i := range t.Columns {
		c := def[at+i*lay.colSize : at+(i+1)*lay.colSize]
		col := &t.Columns[i]
		col.Type = Type(c[0])
		col.num = int(binary.LittleEndian.Uint16(c[lay.colNum:]))
		col.varNum = int(binary.LittleEndian.Uint16(c[lay.colVarNum:]))
		col.fixed = c[lay.colFlags]&fixedFlag != 0
		col.fixedAt = int(binary.LittleEndian.Uint16(c[lay.colFixed:]))
		col.Size = int(binary.LittleEndian.Uint16(c[lay.colLen:]))
		switch {
		case col.Type == Numeric:
			col.scale = c[lay.colMisc+1]
		case db.version == Jet3 && (col.Type == Text || col.Type == Memo):
			col.codePage = int(binary.LittleEndian.Uint16(c[lay.colMisc:]))
		}
	}
	at += ncols * lay.colSize
	for i := range t.Columns {
		s, next, ok := db.columnName(def, at)
		if !ok {
			return nil, bad("is cut short: the name of column %d runs off its end", i+1)
		}
		t.Columns[i].Name, at = s, next
	}
	// Rows list the columns in the order of their numbers, which the
	// definition need not follow.
	slices.SortStableFunc(t.Columns, func(a, b Column) int { return a.num - b.num })
	t.byName = make(map[string]int, ncols)
	for i, c := range t.Columns {
		t.byName[strings.ToLower(c.Name)] = i
	}
	return t, nil
}

// tableDefinition gathers the pages of a table definition.
func (db *DB) tableDefinition(name string, n int) ([]byte, error) {
	p, err := db.page(n, name)
	if err != nil {
		return nil, err
	}
	if p[0] != pageTDEF {
		return nil, &DamagedError{Table: name, Page: n, Msg: "the table's definition is not there"}
	}
	def := p
	seen := map[int]bool{n: true}
	for next := int(binary.LittleEndian.Uint32(p[4:])); next != 0; {
		if seen[next] {
			return nil, &DamagedError{Table: name, Page: next, Msg: "the table's definition goes round in a circle"}
		}
		seen[next] = true
		q, err := db.page(next, name)
		if err != nil {
			return nil, err
		}
		if q[0] != pageTDEF {
			return nil, &DamagedError{Table: name, Page: next, Msg: "the table's definition goes on to a page that is not part of one"}
		}
		if len(def) == len(p) {
			def = slices.Clip(slices.Clone(p))
		}
		def = append(def, q[8:]...)
		next = int(binary.LittleEndian.Uint32(q[4:]))
	}
	return def, nil
}

// columnName reads a column's name at def[at:]: a byte of length and the
// name in the code page (Jet 3), or two bytes of length and UCS-2 (Jet 4).
func (db *DB) columnName(def []byte, at int) (string, int, bool) {
	if db.version == Jet3 {
		if at >= len(def) {
			return "", 0, false
		}
		n := int(def[at])
		if at+1+n > len(def) {
			return "", 0, false
		}
		return db.decodeText(def[at+1:at+1+n], 0), at + 1 + n, true
	}
	if at+2 > len(def) {
		return "", 0, false
	}
	n := int(binary.LittleEndian.Uint16(def[at:]))
	if at+2+n > len(def) {
		return "", 0, false
	}
	return ucs2(def[at+2 : at+2+n]), at + 2 + n, true
}

// ucs2 decodes little-endian UCS-2 (UTF-16, as Windows writes it).
func ucs2(b []byte) string {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return string(utf16.Decode(u))
}

// Column gives the index of the named column (its case does not matter),
// and whether the table has it.
func (t *Table) Column(name string) (int, bool) {
	i, ok := t.byName[strings.ToLower(name)]
	return i, ok
}
