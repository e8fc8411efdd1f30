package access

import (
	"bytes"
	"crypto/rc4"
	"encoding/binary"
	"errors"
	"fmt"
)

// Version is the Jet engine format a database is written in.
type Version int

// The formats read.
const (
	Jet3 Version = 3 // Access 97
	Jet4 Version = 4 // Access 2000, 2002 and 2003
)

func (v Version) String() string {
	switch v {
	case Jet3:
		return "Access 97 (Jet 3)"
	case Jet4:
		return "Access 2000 (Jet 4)"
	}
	return fmt.Sprintf("Jet %d", int(v))
}

// ErrNotAccess is the error (errors.Is) for a file that is not an Access
// database at all.
var ErrNotAccess = errors.New("not a Microsoft Access database")

// ErrUnsupported is the error (errors.Is) for an Access database in a
// format this package does not read (Access 2007 and later).
var ErrUnsupported = errors.New("an Access database in a format not read")

// DamagedError says where an Access database is damaged: a page that is
// not what the database's own pointers say it is, or a row that runs off
// its page.
type DamagedError struct {
	Table string // the table being read, "" for the database's own catalogue
	Page  int    // the page at fault, 0 when none in particular
	Msg   string
}

func (e *DamagedError) Error() string {
	s := "damaged Access database: "
	if e.Table != "" {
		s += "table " + e.Table + ": "
	}
	if e.Page > 0 {
		s += fmt.Sprintf("page %d: ", e.Page)
	}
	return s + e.Msg
}

// DB is an Access database read into memory.
type DB struct {
	data     []byte
	version  Version
	pageSize int
	pages    int
	codePage int
	// key, when not 0, encodes every page but the first (Access's
	// "Encode database"): each is RC4 with the key XOR its number.
	key     uint32
	decoded map[int][]byte
	tables  []catalogEntry
}

// The magic at the start of every Jet database, and the format id after it.
var (
	jetMagic = []byte{0x00, 0x01, 0x00, 0x00}
	jetID    = []byte("Standard Jet DB\x00")
	aceID    = []byte("Standard ACE DB\x00")
)

// headerKey is the RC4 key the database definition page is scrambled
// with, from offset 0x18, in every Jet database.
var headerKey = []byte{0xc7, 0xda, 0x39, 0x6b}

// Open reads an Access database from its bytes, which it keeps (the caller
// must not change them afterwards), and its catalogue of tables.
func Open(data []byte) (*DB, error) {
	if len(data) < 0x80 || !bytes.Equal(data[:4], jetMagic) {
		if len(data) >= 20 && bytes.Equal(data[4:20], aceID) {
			return nil, accdbError()
		}
		return nil, fmt.Errorf("%w: it does not begin as an Access database does (Bridgemate files are Access 97 or 2000 databases)", ErrNotAccess)
	}
	switch {
	case bytes.Equal(data[4:20], aceID):
		return nil, accdbError()
	case !bytes.Equal(data[4:20], jetID):
		return nil, fmt.Errorf("%w: its header does not name the Jet database engine", ErrNotAccess)
	}
	db := &DB{data: data}
	switch v := data[0x14]; v {
	case 0:
		db.version, db.pageSize = Jet3, 2048
	case 1:
		db.version, db.pageSize = Jet4, 4096
	default:
		if v <= 6 {
			return nil, accdbError()
		}
		return nil, fmt.Errorf("%w: Jet format %d, which no version of Access writes", ErrNotAccess, v)
	}
	db.pages = len(data) / db.pageSize
	if db.pages < 3 {
		return nil, &DamagedError{Msg: fmt.Sprintf("the file is cut short: %d bytes, too few to hold the catalogue of tables", len(data))}
	}
	db.readHeader()
	if err := db.readCatalog(); err != nil {
		return nil, err
	}
	return db, nil
}

func accdbError() error {
	return fmt.Errorf("%w: an Access 2007 or later database (.accdb); only Access 97 and Access 2000–2003 databases (.mdb, .bws) are read", ErrUnsupported)
}

// readHeader reads what the definition page says of the whole database:
// its code page (for Jet 3 text) and whether its pages are encoded.
func (db *DB) readHeader() {
	n := 126
	if db.version == Jet4 {
		n = 128
	}
	h := make([]byte, n)
	c, _ := rc4.NewCipher(headerKey)
	c.XORKeyStream(h, db.data[0x18:0x18+n])
	db.codePage = int(binary.LittleEndian.Uint16(h[0x3c-0x18:]))
	db.key = binary.LittleEndian.Uint32(h[0x3e-0x18:])
	if db.key != 0 {
		db.decoded = map[int][]byte{}
	}
}

// Version is the format the database is written in.
func (db *DB) Version() Version { return db.version }

// page gives page n, decoded when the database is encoded.
func (db *DB) page(n int, table string) ([]byte, error) {
	if n <= 0 || n >= db.pages {
		if n >= db.pages {
			return nil, &DamagedError{Table: table, Page: n, Msg: fmt.Sprintf("beyond the end of the file, which has %d pages: the file is cut short", db.pages)}
		}
		return nil, &DamagedError{Table: table, Msg: fmt.Sprintf("a pointer to page %d, where no table's data can be", n)}
	}
	p := db.data[n*db.pageSize : (n+1)*db.pageSize]
	if db.key == 0 {
		return p, nil
	}
	if d, ok := db.decoded[n]; ok {
		return d, nil
	}
	var k [4]byte
	binary.LittleEndian.PutUint32(k[:], db.key^uint32(n))
	c, _ := rc4.NewCipher(k[:])
	d := make([]byte, db.pageSize)
	c.XORKeyStream(d, p)
	db.decoded[n] = d
	return d, nil
}

// Page types, the first byte of every page.
const (
	pageData  = 0x01
	pageTDEF  = 0x02
	pageUsage = 0x05
)

// layout holds the offsets that differ between the two formats.
type layout struct {
	rowCount int // where a data page's row count is; its row offsets follow
	// a table definition's fields
	tdefRows, tdefCols, tdefIndexes, tdefUsed, tdefIndexStart int
	realIndexSize                                             int
	colSize                                                   int
	colNum, colVarNum, colFlags, colMisc, colFixed, colLen    int
}

var (
	jet3Layout = layout{rowCount: 8, tdefRows: 0x0c, tdefCols: 0x15, tdefIndexes: 0x1b, tdefUsed: 0x23, tdefIndexStart: 0x2b,
		realIndexSize: 8, colSize: 18, colNum: 1, colVarNum: 3, colFlags: 13, colMisc: 9, colFixed: 14, colLen: 16}
	jet4Layout = layout{rowCount: 12, tdefRows: 0x10, tdefCols: 0x29, tdefIndexes: 0x2f, tdefUsed: 0x37, tdefIndexStart: 0x3f,
		realIndexSize: 12, colSize: 25, colNum: 5, colVarNum: 7, colFlags: 15, colMisc: 11, colFixed: 21, colLen: 23}
)

func (db *DB) layout() *layout {
	if db.version == Jet3 {
		return &jet3Layout
	}
	return &jet4Layout
}

// pointer is a row's address: the page it is on and its place there, as
// Jet stores it in four bytes (the row in the lowest, the page above).
type pointer struct {
	page int
	row  int
}

func readPointer(b []byte) pointer {
	v := binary.LittleEndian.Uint32(b)
	return pointer{page: int(v >> 8), row: int(v & 0xff)}
}

// Row offsets on a data page carry two flags above the offset.
const (
	rowDeleted  = 0x8000
	rowOverflow = 0x4000
	rowOffset   = 0x1fff
)

// rowAt gives the bytes of row r on a data page, and the flags of its
// offset. Rows are stored from the end of the page down: a row ends where
// the one before it in the offset table begins.
func (db *DB) rowAt(p []byte, pageNo, r int, table string) ([]byte, uint16, error) {
	lo := db.layout().rowCount
	n := int(binary.LittleEndian.Uint16(p[lo:]))
	if r >= n || lo+2+2*n > len(p) {
		return nil, 0, &DamagedError{Table: table, Page: pageNo, Msg: fmt.Sprintf("no row %d on the page, which holds %d", r, n)}
	}
	off := binary.LittleEndian.Uint16(p[lo+2+2*r:])
	end := len(p)
	if r > 0 {
		end = int(binary.LittleEndian.Uint16(p[lo+2*r:]) & rowOffset)
	}
	start := int(off & rowOffset)
	if start < lo+2+2*n || start > end || end > len(p) {
		if off&rowDeleted != 0 {
			// A deleted row's place is not read; a damaged one need
			// not stop the rest.
			return nil, off, nil
		}
		return nil, 0, &DamagedError{Table: table, Page: pageNo, Msg: fmt.Sprintf("row %d lies outside the page (bytes %d to %d)", r, start, end)}
	}
	return p[start:end], off, nil
}

// rowsOn is the number of rows a data page's offset table holds.
func (db *DB) rowsOn(p []byte) int {
	return int(binary.LittleEndian.Uint16(p[db.layout().rowCount:]))
}
