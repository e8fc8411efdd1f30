package access_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"bridgescore/access"
	"bridgescore/access/accesstest"
)

// built is a database of every kind of value the reader must give back:
// long rows (Jet 3 writes a jump table past 256 bytes), rows over several
// pages, text outside ASCII, memo, nulls and Yes/No.
func built() []accesstest.Table {
	cols := []accesstest.Column{{Name: "ID", Type: access.Long}, {Name: "Flag", Type: access.Boolean},
		{Name: "Small", Type: access.Byte}, {Name: "Section", Type: access.Integer}, {Name: "Name", Type: access.Text, Size: 40},
		{Name: "When", Type: access.DateTime}, {Name: "Amount", Type: access.Money}, {Name: "Ratio", Type: access.Double},
		{Name: "Note", Type: access.Memo}, {Name: "Long text", Type: access.Text, Size: 255}, {Name: "Last", Type: access.Text, Size: 10}}
	t := accesstest.Table{Name: "Things", Columns: cols}
	for i := range 120 {
		name := fmt.Sprintf("Zoë %d €", i)
		long := ""
		if i%3 == 0 {
			long = strings.Repeat("abcdefghij", 20+i%6)
		}
		var note any
		if i%4 != 1 {
			note = fmt.Sprintf("memo %d\nline two", i)
		}
		t.Rows = append(t.Rows, []any{int64(i * 1000003), i%2 == 0, int64(i % 256), int64(-i), name,
			time.Date(2024, 3, 1+i%28, i%24, i%60, 7, 0, time.UTC), access.Currency(int64(i) * 12345), float64(i) / 8,
			note, long, nil})
	}
	empty := accesstest.Table{Name: "Empty", Columns: []accesstest.Column{{Name: "A", Type: access.Integer}}}
	fixed := accesstest.Table{Name: "Numbers only", Columns: []accesstest.Column{{Name: "A", Type: access.Integer}, {Name: "B", Type: access.Long}},
		Rows: [][]any{{int64(1), nil}, {nil, int64(2)}}}
	return []accesstest.Table{t, empty, fixed}
}

var builtOptions = []accesstest.Options{{Version: access.Jet3}, {Version: access.Jet4}, {Version: access.Jet4, Uncompressed: true}}

// TestBuiltReadBack reads back every value of databases built in both
// formats.
func TestBuiltReadBack(t *testing.T) {
	tables := built()
	unicode := accesstest.Table{Name: "Unicode", Columns: []accesstest.Column{{Name: "Name", Type: access.Text}},
		Rows: [][]any{{"中文 Ελληνικά"}, {"plain"}, {""}}}
	for _, opts := range builtOptions {
		in := tables
		if opts.Version == access.Jet4 {
			in = append(in, unicode)
		}
		db, err := access.Open(accesstest.Build(opts, in...))
		if err != nil {
			t.Fatalf("%v: %v", opts, err)
		}
		if db.Version() != opts.Version {
			t.Errorf("%v: read as %v", opts, db.Version())
		}
		for _, want := range in {
			tb, err := db.Table(want.Name)
			if err != nil {
				t.Fatalf("%v: %v", opts, err)
			}
			rows, err := tb.Rows()
			if err != nil {
				t.Fatalf("%v %s: %v", opts, want.Name, err)
			}
			if len(rows) != len(want.Rows) {
				t.Fatalf("%v %s: %d rows, want %d", opts, want.Name, len(rows), len(want.Rows))
			}
			for i := range rows {
				for j, v := range want.Rows[i] {
					if v == nil && want.Columns[j].Type == access.Boolean {
						v = false
					}
					if !reflect.DeepEqual(rows[i][j], v) {
						t.Errorf("%v %s row %d column %s: %#v, want %#v", opts, want.Name, i, want.Columns[j].Name, rows[i][j], v)
					}
				}
			}
		}
	}
}

// TestBuiltAgreeWithMDBTools checks the databases built are what Access
// writes, as mdbtools reads them: the test of the builder the other
// tests stand on.
func TestBuiltAgreeWithMDBTools(t *testing.T) {
	tool, err := exec.LookPath("mdb-export")
	if err != nil {
		t.Skip("mdb-export (Debian package mdbtools) is not installed: the databases built are not checked against it")
	}
	dir := t.TempDir()
	for k, opts := range builtOptions {
		path := filepath.Join(dir, fmt.Sprintf("built%d.mdb", k))
		if err := os.WriteFile(path, accesstest.Build(opts, built()...), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, tb := range built() {
			out, err := exec.Command(tool, "-0", "<NULL>", "-D", "%Y-%m-%d %H:%M:%S", "-T", "%Y-%m-%d %H:%M:%S", path, tb.Name).Output()
			if err != nil {
				t.Fatalf("%v %s: %v", opts, tb.Name, err)
			}
			recs, err := csv.NewReader(bytes.NewReader(out)).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			if len(recs)-1 != len(tb.Rows) {
				t.Fatalf("%v %s: mdb-export has %d rows, want %d", opts, tb.Name, len(recs)-1, len(tb.Rows))
			}
			for i, r := range tb.Rows {
				for j, v := range r {
					if v == nil && tb.Columns[j].Type == access.Boolean {
						v = false
					}
					if got, want := recs[i+1][j], asExported(v); got != want {
						t.Errorf("%v %s row %d column %s: mdb-export %q, built %q", opts, tb.Name, i, tb.Columns[j].Name, got, want)
					}
				}
			}
		}
	}
}
