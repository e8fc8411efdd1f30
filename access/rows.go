package access

import (
	"encoding/binary"
	"fmt"
)

// Rows gives the table's rows, each holding the values of the named
// columns in the order named, or of every column in the table's order
// when none is named. A column the table lacks reads as null: a later
// version of a program's schema adds columns an older file does not have.
//
// Rows are given page by page, in the order their places are kept; rows
// deleted are left out, and a row moved to another page when it grew is
// read from there, in its old place.
func (t *Table) Rows(columns ...string) ([][]any, error) {
	want := make([]int, 0, len(t.Columns))
	if len(columns) == 0 {
		for i := range t.Columns {
			want = append(want, i)
		}
	} else {
		for _, name := range columns {
			i, ok := t.Column(name)
			if !ok {
				i = -1
			}
			want = append(want, i)
		}
	}
	pages, err := t.pages()
	if err != nil {
		return nil, err
	}
	// The definition's count of rows is a hint, no more: a page holds at
	// most a row for each four of its bytes.
	out := make([][]any, 0, min(max(t.RowCount, 0), len(pages)*t.db.pageSize/4))
	budget := len(t.db.data)
	for _, n := range pages {
		p, _ := t.db.page(n, t.Name)
		for r := range t.db.rowsOn(p) {
			b, off, err := t.db.rowAt(p, n, r, t.Name)
			if err != nil {
				return nil, err
			}
			// A deleted row is flagged so; so is a row moved here from a
			// page it outgrew, which is read from its old place, where a
			// pointer to it stands flagged as one.
			if off&rowDeleted != 0 {
				continue
			}
			if off&rowOverflow != 0 {
				if b, err = t.followMoved(b, n); err != nil {
					return nil, err
				}
			}
			vals, err := t.crack(b, want, n, &budget)
			if err != nil {
				return nil, err
			}
			out = append(out, vals)
		}
	}
	return out, nil
}

// maxMoves bounds the pointers followed from a moved row to its data.
const maxMoves = 8

// followMoved follows a moved row's pointer (from page n) to its data,
// which is flagged as deleted so that it is not read where it is.
func (t *Table) followMoved(b []byte, n int) ([]byte, error) {
	for range maxMoves {
		if len(b) < 4 {
			return nil, &DamagedError{Table: t.Name, Page: n, Msg: "a moved row's pointer is cut short"}
		}
		to := readPointer(b)
		p, err := t.db.page(to.page, t.Name)
		if err != nil {
			return nil, err
		}
		if p[0] != pageData {
			return nil, &DamagedError{Table: t.Name, Page: to.page, Msg: fmt.Sprintf("a row moved from page %d points here, to a page that holds no rows", n)}
		}
		var off uint16
		if b, off, err = t.db.rowAt(p, to.page, to.row, t.Name); err != nil {
			return nil, err
		}
		if off&rowOverflow == 0 || off&rowDeleted != 0 {
			return b, nil
		}
		n = to.page
	}
	return nil, &DamagedError{Table: t.Name, Page: n, Msg: "a moved row's pointers go round in a circle"}
}

// pages lists the table's data pages, from its page usage map: pages
// owned by the table whose header names its definition.
func (t *Table) pages() ([]int, error) {
	m, err := t.db.usageMap(t.usedPtr, t.Name)
	if err != nil {
		return nil, err
	}
	var out []int
	for _, n := range m {
		p, err := t.db.page(n, t.Name)
		if err != nil {
			// A map of pages beyond the end of a file cut short is
			// damage worth naming; one that names page 0 is not.
			if n == 0 {
				continue
			}
			return nil, err
		}
		if p[0] == pageData && int(binary.LittleEndian.Uint32(p[4:])) == t.page {
			out = append(out, n)
		}
	}
	return out, nil
}

// usageMap reads a page usage map, the row at ptr: a bitmap of pages
// after a first page number (type 0), or a list of pages each holding a
// bitmap (type 1).
func (db *DB) usageMap(ptr pointer, table string) ([]int, error) {
	bad := func(format string, args ...any) error {
		return &DamagedError{Table: table, Page: ptr.page, Msg: "the map of its pages " + fmt.Sprintf(format, args...)}
	}
	p, err := db.page(ptr.page, table)
	if err != nil {
		return nil, err
	}
	if p[0] != pageData {
		return nil, bad("is not on a page of rows")
	}
	b, off, err := db.rowAt(p, ptr.page, ptr.row, table)
	if err != nil {
		return nil, err
	}
	if b == nil || off&rowDeleted != 0 || len(b) < 1 {
		return nil, bad("is missing")
	}
	var out []int
	bits := func(bm []byte, first int) {
		for i, x := range bm {
			for j := range 8 {
				if x&(1<<j) != 0 {
					if n := first + i*8 + j; n < db.pages {
						out = append(out, n)
					}
				}
			}
		}
	}
	switch b[0] {
	case 0:
		if len(b) < 5 {
			return nil, bad("is cut short")
		}
		first := int(binary.LittleEndian.Uint32(b[1:]))
		if first >= db.pages {
			return nil, nil
		}
		bits(b[5:], first)
	case 1:
		per := (db.pageSize - 4) * 8
		for i := 0; 1+4*i+4 <= len(b); i++ {
			n := int(binary.LittleEndian.Uint32(b[1+4*i:]))
			if n == 0 {
				continue
			}
			if i*per >= db.pages {
				break
			}
			mp, err := db.page(n, table)
			if err != nil {
				return nil, err
			}
			if mp[0] != pageUsage {
				return nil, &DamagedError{Table: table, Page: n, Msg: "the map of its pages goes on to a page that is not a map"}
			}
			bits(mp[4:], i*per)
		}
	default:
		return nil, bad("is of a kind Access does not write (%d)", b[0])
	}
	return out, nil
}
