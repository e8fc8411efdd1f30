package access

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// This file is the tool that made the corpus's Bridgemate files fit to
// keep: it writes a copy of a database with the players' names and
// numbers replaced by made-up ones, every other value as it was. It is
// kept with the tests (the program never anonymises) and run by hand:
//
//	go test ./access -run TestAnonymise -anonymise.in REAL.bws -anonymise.out COPY.bws
//
// Each name is replaced by a made-up name of the same length, each number
// by a made-up number of as many digits (the same one wherever the real
// one was, so that PlayerNumbers still finds PlayerNames); indexes on
// those tables, which hold the real values in their own form, are taken
// out of the tables' definitions and their pages cleared; what Access left
// of deleted rows and in free space on those tables' pages is cleared; and
// the whole file is searched for any real name or number left, which is
// cleared where it is no part of a row, and refused where it is.

var (
	anonIn  = flag.String("anonymise.in", "", "a Bridgemate file to anonymise")
	anonOut = flag.String("anonymise.out", "", "where to write the anonymised copy")
)

// personal are the columns that hold people: their names and numbers.
var personal = []struct {
	table, column string
	number        bool
}{
	{"PlayerNumbers", "Name", false}, {"PlayerNumbers", "Number", true},
	{"PlayerNames", "Name", false}, {"PlayerNames", "strID", true}, {"PlayerNames", "ID", true},
}

func TestAnonymise(t *testing.T) {
	if *anonIn == "" {
		t.Skip("the anonymising tool: run with -anonymise.in and -anonymise.out")
	}
	data, err := os.ReadFile(*anonIn)
	if err != nil {
		t.Fatal(err)
	}
	out, report, err := anonymise(data)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(*anonOut, out, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Log(report)
}

// TestAnonymiseAgain runs the tool over the corpus's anonymised ACBLscore
// file: every value but the names and numbers is as it was, each of those
// is replaced, and none of them is left anywhere in the file.
func TestAnonymiseAgain(t *testing.T) {
	data, err := os.ReadFile("../testdata/real/bcs_acblscore_mitchell.bws")
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := anonymise(slices.Clone(data))
	if err != nil {
		t.Fatal(err)
	}
	before, after := openFile(t, data), openFile(t, out)
	for _, name := range before.Tables() {
		a, _ := before.Table(name)
		b, err := after.Table(name)
		if err != nil {
			t.Fatal(err)
		}
		ra, _ := a.Rows()
		rb, err := b.Rows()
		if err != nil || len(ra) != len(rb) {
			t.Fatalf("%s: %d rows, %d before: %v", name, len(rb), len(ra), err)
		}
		for i := range ra {
			for j, c := range a.Columns {
				changed := fmt.Sprint(ra[i][j]) != fmt.Sprint(rb[i][j])
				if isPersonal(name, c.Name) {
					if !changed && ra[i][j] != nil && ra[i][j] != "" {
						t.Errorf("%s.%s row %d: %v kept", name, c.Name, i, ra[i][j])
					}
					if changed && ra[i][j] != nil && len(fmt.Sprint(ra[i][j])) != len(fmt.Sprint(rb[i][j])) {
						t.Errorf("%s.%s row %d: %v made %v", name, c.Name, i, ra[i][j], rb[i][j])
					}
				} else if changed {
					t.Errorf("%s.%s row %d: %v changed to %v", name, c.Name, i, ra[i][j], rb[i][j])
				}
			}
		}
	}
	var long []string
	for _, s := range personalValues(t, before) {
		if len(s) > 4 {
			long = append(long, s)
		}
	}
	for _, s := range found(out, long) {
		t.Errorf("%q is left in the file", s)
	}
}

func isPersonal(table, column string) bool {
	for _, p := range personal {
		if p.table == table && p.column == column {
			return true
		}
	}
	return false
}

// personalValues are the names and numbers a database holds, those of
// four characters or more.
func personalValues(t testing.TB, db *DB) []string {
	var out []string
	for _, p := range personal {
		tb, err := db.Table(p.table)
		if err != nil {
			continue
		}
		rows, err := tb.Rows(p.column)
		if err != nil && t != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if s := strings.TrimSpace(fmt.Sprint(r[0])); r[0] != nil && len(s) >= 4 {
				out = append(out, s)
			}
		}
	}
	return out
}

// anonymise writes the anonymised copy.
func anonymise(data []byte) ([]byte, string, error) {
	out := slices.Clone(data)
	db, err := Open(out)
	if err != nil {
		return nil, "", err
	}
	if db.key != 0 || db.version != Jet3 {
		return nil, "", fmt.Errorf("only unencoded Access 97 files are anonymised")
	}
	a := &anonymiser{db: db, names: map[string]string{}, numbers: map[string]string{}, taken: map[string]bool{}}
	// No made-up value may be a real one.
	for _, s := range personalValues(nil, db) {
		a.taken[s] = true
	}
	var real []string
	done := map[string]bool{}
	for _, p := range personal {
		tb, err := db.Table(p.table)
		if err != nil || done[p.table] {
			continue
		}
		done[p.table] = true
		if err := a.table(tb); err != nil {
			return nil, "", err
		}
	}
	for s := range a.names {
		real = append(real, s)
	}
	// A number of four digits or fewer is found by chance in the bytes
	// of any file: only longer ones are looked for.
	for s := range a.numbers {
		if len(s) > 4 {
			real = append(real, s)
		}
	}
	left, err := a.clearLeft(real)
	if err != nil {
		return nil, "", err
	}
	report := fmt.Sprintf("%d names and %d numbers replaced, %d indexes taken out, %d pages cleared, %d bytes of deleted rows and free space cleared, %d copies left elsewhere cleared",
		len(a.names), len(a.numbers), a.indexes, a.pagesCleared, a.bytesCleared, left)
	return out, report, nil
}

type anonymiser struct {
	db                                  *DB
	names, numbers                      map[string]string // real → made up
	taken                               map[string]bool
	indexes, pagesCleared, bytesCleared int
}

// table replaces a table's names and numbers, clears what is left of old
// rows on its pages, and takes its indexes out.
func (a *anonymiser) table(t *Table) error {
	cols := map[int]bool{} // column index → a number
	for _, p := range personal {
		if i, ok := t.Column(p.column); ok && p.table == t.Name {
			cols[i] = p.number
		}
	}
	if len(cols) == 0 {
		return nil
	}
	pages, err := t.pages()
	if err != nil {
		return err
	}
	for _, n := range pages {
		p, _ := a.db.page(n, t.Name)
		lowest := len(p)
		for r := range a.db.rowsOn(p) {
			b, off, err := a.db.rowAt(p, n, r, t.Name)
			if err != nil {
				return err
			}
			if b == nil {
				continue
			}
			lowest = min(lowest, int(off&rowOffset))
			if off&(rowDeleted|rowOverflow) != 0 {
				// Tables of people here have no moved rows: a row
				// flagged is a deleted one.
				if off&rowDeleted == 0 {
					return fmt.Errorf("%s: page %d: a moved row, which this tool does not follow", t.Name, n)
				}
				clear(b)
				a.bytesCleared += len(b)
				continue
			}
			spans, err := t.locate(b, n)
			if err != nil {
				return err
			}
			for i, number := range cols {
				s := spans[i]
				if s.null || s.n == 0 {
					continue
				}
				a.replace(&t.Columns[i], b[s.at:s.at+s.n], number)
			}
		}
		free := a.db.layout().rowCount + 2 + 2*a.db.rowsOn(p)
		if free < lowest {
			clear(p[free:lowest])
			a.bytesCleared += lowest - free
		}
	}
	return a.dropIndexes(t)
}

// replace writes a made-up value over a real one, in place.
func (a *anonymiser) replace(c *Column, b []byte, number bool) {
	if c.Type == Long {
		real := strconv.Itoa(int(int32(binary.LittleEndian.Uint32(b))))
		fake, _ := strconv.Atoi(a.number(real))
		binary.LittleEndian.PutUint32(b, uint32(int32(fake)))
		return
	}
	if number {
		copy(b, a.number(string(b)))
	} else {
		copy(b, a.name(string(b)))
	}
}

var (
	firstNames = strings.Fields("Ann Bea Cal Dot Eve Fay Gus Hal Ida Jon Kit Len Mae Ned Opal Pam Rex Sue Ted Val Wyn Zoe " +
		"Alice Brian Clara David Edith Frank Grace Henry Irene James Karen Laura Mabel Nigel Olive Peter Rosie Simon Tessa " +
		"Violet Walter Agnes Bernard Cecily Douglas Eleanor Florence Gregory Harriet Imogen")
	consonants, vowels = "bcdfghklmnprstvwz", "aeiou"
)

func (a *anonymiser) random(seed string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(seed))
	return rand.New(rand.NewPCG(h.Sum64(), 0x62726964))
}

// name is the made-up name for a real one: a first name and a surname
// made of syllables, as long as the real name in all.
func (a *anonymiser) name(real string) string {
	if fake, ok := a.names[real]; ok {
		return fake
	}
	r := a.random(real)
	for {
		var fits []string
		for _, f := range firstNames {
			if len(f) <= len(real)-3 {
				fits = append(fits, f)
			}
		}
		fake := made(r, len(real))
		if len(fits) > 0 {
			first := fits[r.IntN(len(fits))]
			fake = first + " " + made(r, len(real)-len(first)-1)
		}
		if !a.taken[fake] && !a.startsReal(fake) {
			a.taken[fake] = true
			a.names[real] = fake
			return fake
		}
	}
}

// startsReal says whether a made-up name begins with a real one ("James
// Wu" in "James Wutaso"), which a search of the file would find.
func (a *anonymiser) startsReal(fake string) bool {
	for k := 5; k < len(fake); k++ {
		if a.taken[fake[:k]] {
			return true
		}
	}
	return false
}

// made is a made-up word of n letters, consonants and vowels in turn,
// capitalised.
func made(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		letters := consonants
		if i%2 == 1 {
			letters = vowels
		}
		b[i] = letters[r.IntN(len(letters))]
	}
	if n > 0 {
		b[0] -= 'a' - 'A'
	}
	return string(b)
}

// number is the made-up number for a real one: its digits replaced, the
// first not 0 where the real one's is not.
func (a *anonymiser) number(real string) string {
	if fake, ok := a.numbers[real]; ok {
		return fake
	}
	r := a.random(real)
	for {
		b := []byte(real)
		for i, c := range b {
			if c >= '0' && c <= '9' {
				b[i] = byte('0' + r.IntN(10))
				if i == 0 && c != '0' && b[i] == '0' {
					b[i] = '1'
				}
			}
		}
		fake := string(b)
		if !a.taken[fake] && fake != real {
			a.taken[fake] = true
			a.numbers[real] = fake
			return fake
		}
	}
}

// Index pages are 0x03 (within the tree) and 0x04 (leaves), each naming
// its table's definition page after its header.
const (
	pageIndex = 0x03
	pageLeaf  = 0x04
)

// dropIndexes takes a table's indexes out of its definition (a Jet 3
// definition on one page: its header, the columns and their names, the
// index entries, and what follows them) and clears their pages.
func (a *anonymiser) dropIndexes(t *Table) error {
	p, _ := a.db.page(t.page, t.Name)
	if binary.LittleEndian.Uint32(p[4:]) != 0 {
		return fmt.Errorf("%s: its definition runs over more than one page", t.Name)
	}
	lay := a.db.layout()
	logical := int(binary.LittleEndian.Uint32(p[lay.tdefIndexes:]))
	real := int(binary.LittleEndian.Uint32(p[lay.tdefIndexes+4:]))
	if real == 0 && logical == 0 {
		return nil
	}
	end := int(binary.LittleEndian.Uint32(p[8:]))
	cols := lay.tdefIndexStart + real*lay.realIndexSize
	names := cols + len(t.Columns)*lay.colSize
	at := names
	for range t.Columns {
		at += 1 + int(p[at])
	}
	colsEnd := at
	at += real*39 + logical*20
	for range logical {
		at += 1 + int(p[at])
	}
	if at > end || end > len(p) {
		return fmt.Errorf("%s: its definition is not laid out as expected", t.Name)
	}
	def := slices.Concat(p[:lay.tdefIndexStart], p[cols:colsEnd], p[at:end])
	binary.LittleEndian.PutUint32(def[lay.tdefIndexes:], 0)
	binary.LittleEndian.PutUint32(def[lay.tdefIndexes+4:], 0)
	binary.LittleEndian.PutUint32(def[8:], uint32(len(def)))
	clear(p)
	copy(p, def)
	a.indexes += real
	for n := 1; n < a.db.pages; n++ {
		q, _ := a.db.page(n, t.Name)
		if (q[0] == pageIndex || q[0] == pageLeaf) && int(binary.LittleEndian.Uint32(q[4:])) == t.page {
			clear(q)
			a.pagesCleared++
		}
	}
	return nil
}

// clearLeft searches the file for the real names and numbers anywhere
// else (a page Access left with old rows on it), clears those that are
// no part of a row of any table, and refuses if one is.
func (a *anonymiser) clearLeft(real []string) (int, error) {
	// The rows of the tables of people hold only made-up names and
	// numbers now (a real name found there is part of a longer made-up
	// one); a real one in another table's row is refused.
	people := map[int]bool{}
	live := map[int][][2]int{} // page → byte ranges of other tables' rows
	for _, e := range a.db.tables {
		t, err := a.db.readTable(e.name, e.page)
		if err != nil {
			return 0, err
		}
		pages, err := t.pages()
		if err != nil {
			return 0, err
		}
		for _, n := range pages {
			if isPersonal(t.Name, "Name") {
				people[n] = true
				continue
			}
			p, _ := a.db.page(n, t.Name)
			for r := range a.db.rowsOn(p) {
				b, off, err := a.db.rowAt(p, n, r, t.Name)
				// A deleted row is flagged both ways; a row moved here
				// is flagged deleted only, and is a row.
				if err != nil || b == nil || off&(rowDeleted|rowOverflow) == rowDeleted|rowOverflow {
					continue
				}
				start := int(off & rowOffset)
				live[n] = append(live[n], [2]int{start, start + len(b)})
			}
		}
	}
	cleared := 0
	data := a.db.data
	err := each(data, real, func(i, n int) error {
		page, at := i/a.db.pageSize, i%a.db.pageSize
		if people[page] {
			return nil
		}
		for _, r := range live[page] {
			if at < r[1] && at+n > r[0] {
				return fmt.Errorf("%q is still in a row on page %d", data[i:i+n], page)
			}
		}
		clear(data[i : i+n])
		cleared++
		return nil
	})
	return cleared, err
}

// each calls fn with the place and length of every copy of the values
// (of four bytes or more) in data, in the forms Access writes text
// (bytes, UCS-2), each found by its first four bytes in one pass.
func each(data []byte, values []string, fn func(at, n int) error) error {
	forms := map[[4]byte][][]byte{}
	for _, s := range values {
		if len(s) < 4 {
			continue
		}
		for _, f := range [][]byte{[]byte(s), utf16le(s)} {
			k := [4]byte(f[:4])
			forms[k] = append(forms[k], f)
		}
	}
	for i := 0; i+4 <= len(data); i++ {
		for _, f := range forms[[4]byte(data[i:i+4])] {
			if bytes.HasPrefix(data[i:], f) {
				if err := fn(i, len(f)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// found lists the values found in data.
func found(data []byte, values []string) []string {
	var out []string
	each(data, values, func(at, n int) error {
		out = append(out, string(data[at:at+n]))
		return nil
	})
	return out
}

func utf16le(s string) []byte {
	var b []byte
	for _, c := range s {
		b = append(b, byte(c), byte(c>>8))
	}
	return b
}
