package access

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// The catalogue of a database is its table MSysObjects, whose definition is
// always on page 2: one row for each object, a table's giving its name and,
// in the low three bytes of its Id, the page of its definition.

const catalogPage = 2

// objectTable is the Type of a table in MSysObjects, in its low seven
// bits (linked tables and queries have others).
const objectTable = 1

// System objects are flagged in MSysObjects' Flags.
const systemFlags = 0x80000002

type catalogEntry struct {
	name   string
	page   int
	system bool
}

// ErrNoTable is the error (errors.Is) for a table the database does not have.
var ErrNoTable = errors.New("no such table")

func (db *DB) readCatalog() error {
	cat, err := db.readTable("MSysObjects", catalogPage)
	if err != nil {
		var d *DamagedError
		if errors.As(err, &d) && d.Page == catalogPage {
			return fmt.Errorf("%w: its catalogue of tables is not where Access keeps it (page %d): %v", ErrNotAccess, catalogPage, d.Msg)
		}
		return err
	}
	rows, err := cat.Rows("Id", "Name", "Type", "Flags")
	if err != nil {
		return err
	}
	for _, r := range rows {
		id, ok1 := r[0].(int64)
		name, ok2 := r[1].(string)
		typ, ok3 := r[2].(int64)
		if !ok1 || !ok2 || !ok3 || typ&0x7f != objectTable {
			continue
		}
		flags, _ := r[3].(int64)
		db.tables = append(db.tables, catalogEntry{name: name, page: int(id & 0xffffff),
			system: uint32(flags)&systemFlags != 0 || strings.HasPrefix(strings.ToLower(name), "msys")})
	}
	if len(db.tables) == 0 {
		return &DamagedError{Msg: "its catalogue lists no tables, not even its own"}
	}
	return nil
}

// Tables lists the names of the database's own tables (not Access's
// system tables), in alphabetical order.
func (db *DB) Tables() []string {
	var out []string
	for _, e := range db.tables {
		if !e.system {
			out = append(out, e.name)
		}
	}
	sort.Slice(out, func(i, j int) bool { return strings.ToLower(out[i]) < strings.ToLower(out[j]) })
	return out
}

// Table reads the definition of the named table; its case does not
// matter. A table the database does not have is ErrNoTable.
func (db *DB) Table(name string) (*Table, error) {
	for _, e := range db.tables {
		if strings.EqualFold(e.name, name) {
			return db.readTable(e.name, e.page)
		}
	}
	return nil, fmt.Errorf("%w: %s", ErrNoTable, name)
}
