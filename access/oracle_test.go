package access_test

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgescore/access"
)

// testFiles are the databases the tests read: real Bridgemate files from
// the corpus, and small databases of every column type from mdb-reader's
// tests (see testdata/SOURCES.md), kept compressed.
func testFiles(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	bws, err := filepath.Glob("../testdata/real/*.bws")
	if err != nil || len(bws) < 2 {
		t.Fatalf("the corpus's Bridgemate files are missing: %v %v", bws, err)
	}
	for _, f := range bws {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = b
	}
	gz, _ := filepath.Glob("testdata/*.gz")
	for _, f := range gz {
		out[strings.TrimSuffix(filepath.Base(f), ".gz")] = gunzip(t, f)
	}
	return out
}

func gunzip(t testing.TB, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func openFile(t testing.TB, data []byte) *access.DB {
	t.Helper()
	db, err := access.Open(data)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// mdbExport is mdbtools' mdb-export: the tests check every value read
// against it. Where it is not installed the tests that need it are
// skipped, saying so.
func mdbExport(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("mdb-export")
	if err != nil {
		t.Skip("mdb-export (Debian package mdbtools) is not installed: the rows read are not checked against it")
	}
	return p
}

const (
	oracleTime = "2006-01-02 15:04:05"
	oracleNull = "<NULL>"
)

// exported is a table as mdb-export gives it: its header and rows, each
// value as text, a null (and, as mdb-export cannot tell them apart, an
// empty text) as oracleNull.
func exported(t *testing.T, tool, path, table string) ([]string, [][]string) {
	t.Helper()
	out, err := exec.Command(tool, "-0", oracleNull, "-b", "hex", "-D", "%Y-%m-%d %H:%M:%S", "-T", "%Y-%m-%d %H:%M:%S", path, table).Output()
	if err != nil {
		t.Fatalf("mdb-export %s %s: %v", path, table, err)
	}
	recs, err := csv.NewReader(bytes.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatalf("mdb-export %s %s: %v", path, table, err)
	}
	return recs[0], recs[1:]
}

// asExported writes a value read as mdb-export writes it.
func asExported(v any) string {
	switch v := v.(type) {
	case nil:
		return oracleNull
	case bool:
		if v {
			return "1"
		}
		return "0"
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	case access.Currency:
		return v.String()
	case time.Time:
		return v.Format(oracleTime)
	case string:
		if v == "" {
			return oracleNull
		}
		return v
	case []byte:
		if len(v) == 0 {
			return oracleNull
		}
		return strings.ToUpper(hexString(v))
	}
	return "?"
}

func hexString(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 2*len(b))
	for _, c := range b {
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out)
}

// sameValue compares a value as written, numbers by value (mdb-export
// writes a Single or Double with fewer digits).
func sameValue(got, want string) bool {
	if got == want {
		return true
	}
	g, err1 := strconv.ParseFloat(got, 64)
	w, err2 := strconv.ParseFloat(want, 64)
	return err1 == nil && err2 == nil && math.Abs(g-w) <= 1e-6*math.Max(1, math.Abs(w))
}

// TestRowsAgreeWithMDBTools reads every table of every test database and
// checks each row, value by value, against mdb-export's.
func TestRowsAgreeWithMDBTools(t *testing.T) {
	tool := mdbExport(t)
	dir := t.TempDir()
	for name, data := range testFiles(t) {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name)
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			db := openFile(t, data)
			tables := db.Tables()
			if len(tables) == 0 {
				t.Fatal("no tables")
			}
			// Access's catalogue is read too: it has rows moved to
			// other pages in one file, and rows deleted in all.
			tables = append(tables, "MSysObjects")
			for _, tn := range tables {
				tb, err := db.Table(tn)
				if err != nil {
					t.Fatalf("%s: %v", tn, err)
				}
				rows, err := tb.Rows()
				if err != nil {
					t.Fatalf("%s: %v", tn, err)
				}
				head, want := exported(t, tool, path, tn)
				var names []string
				for _, c := range tb.Columns {
					names = append(names, c.Name)
				}
				if !slices.Equal(names, head) {
					t.Errorf("%s: columns %q, mdb-export %q", tn, names, head)
					continue
				}
				if len(rows) != len(want) {
					t.Errorf("%s: %d rows, mdb-export %d", tn, len(rows), len(want))
					continue
				}
				got := make([][]string, len(rows))
				for i, r := range rows {
					for _, v := range r {
						got[i] = append(got[i], asExported(v))
					}
				}
				// Rows moved to another page come in a different place.
				byText := func(a, b []string) int { return slices.Compare(a, b) }
				slices.SortFunc(got, byText)
				slices.SortFunc(want, byText)
				for i := range got {
					for j := range got[i] {
						if !sameValue(got[i][j], want[i][j]) {
							t.Errorf("%s: row %v: column %s is %q, mdb-export %q", tn, want[i], head[j], got[i][j], want[i][j])
						}
					}
				}
			}
		})
	}
}

// TestTypes checks a value of every column type against what the database
// holds (the mdb-reader project's test database, one row typed in by hand).
func TestTypes(t *testing.T) {
	for _, tc := range []struct {
		file    string
		version access.Version
	}{{"types_jet3.mdb", access.Jet3}, {"types_jet4.mdb", access.Jet4}} {
		db := openFile(t, testFiles(t)[tc.file])
		if db.Version() != tc.version {
			t.Errorf("%s: %v, want %v", tc.file, db.Version(), tc.version)
		}
		tb, err := db.Table("table1")
		if err != nil {
			t.Fatal(err)
		}
		rows, err := tb.Rows("A", "B", "C", "D", "E", "F", "G", "H", "I", "no such column")
		if err != nil {
			t.Fatal(err)
		}
		var row []any
		for _, r := range rows {
			if r[0] == "abcdefg" {
				row = r
			}
		}
		want := []any{"abcdefg", "hijklmnop", int64(2), int64(222), int64(333333333), 444.555,
			time.Date(1974, 9, 21, 0, 0, 0, 0, time.UTC), access.Currency(35000), true, nil}
		if len(row) != len(want) {
			t.Fatalf("%s: row %v", tc.file, rows)
		}
		for i := range want {
			if row[i] != want[i] {
				t.Errorf("%s: column %d is %#v, want %#v", tc.file, i, row[i], want[i])
			}
		}
	}
	db := openFile(t, testFiles(t)["memo_decimal_jet4.mdb"])
	tb, err := db.Table("test")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := tb.Rows("col1", "col2", "col6")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0][0] != "some data" || rows[0][1] != "1" || rows[0][2] != "-1" {
		t.Errorf("memo and decimals: %v", rows)
	}
	if c := tb.Columns[0]; c.Type != access.Memo || c.Type.String() != "Memo" {
		t.Errorf("col1 is %v", c.Type)
	}
}
