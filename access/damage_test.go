package access

import (
	"crypto/rc4"
	"encoding/binary"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// tableErr reads every table of a database, giving the first error.
func tableErr(data []byte) error {
	db, err := Open(data)
	if err != nil {
		return err
	}
	for _, e := range db.tables {
		t, err := db.Table(e.name)
		if err != nil {
			return err
		}
		if _, err := t.Rows(); err != nil {
			return err
		}
	}
	return nil
}

func TestRefusesWhatIsNotAccess(t *testing.T) {
	accdb := make([]byte, 8192)
	copy(accdb, "\x00\x01\x00\x00Standard ACE DB\x00")
	accdb[0x14] = 2
	newer := bridgemate(t)
	newer[0x14] = 3
	for _, tc := range []struct {
		name string
		data []byte
		is   error
		says string
	}{
		{"empty", nil, ErrNotAccess, "does not begin as an Access database"},
		{"text", []byte(strings.Repeat("board,ns,ew,contract,declarer,tricks\n", 10)), ErrNotAccess, "does not begin"},
		{"PDF", append([]byte("%PDF-1.4\n"), make([]byte, 4096)...), ErrNotAccess, "does not begin"},
		{"zeros", make([]byte, 8192), ErrNotAccess, "does not begin"},
		{"another engine", append([]byte("\x00\x01\x00\x00Standard Foo DB\x00"), make([]byte, 8192)...), ErrNotAccess, "does not name the Jet"},
		{"Access 2007", accdb, ErrUnsupported, "Access 2007 or later"},
		{"Access 2010 in a .bws", newer, ErrUnsupported, "Access 2007 or later"},
	} {
		_, err := Open(tc.data)
		if !errors.Is(err, tc.is) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v, want %v saying %q", tc.name, err, tc.is, tc.says)
		}
	}
}

// TestRefusesDamage damages a real file in the ways a disk or a copy can,
// and checks each is refused, saying what is wrong and where.
func TestRefusesDamage(t *testing.T) {
	db := openFile(t, bridgemate(t))
	rd, err := db.Table("ReceivedData")
	if err != nil {
		t.Fatal(err)
	}
	pages, err := rd.pages()
	if err != nil || len(pages) == 0 {
		t.Fatal(pages, err)
	}
	first := pages[0]
	for _, tc := range []struct {
		name   string
		damage func([]byte) []byte
		says   []string
	}{
		{"cut to two pages", func(b []byte) []byte { return b[:4096] }, []string{"cut short"}},
		{"cut before its data", func(b []byte) []byte { return b[:first*2048] }, []string{"beyond the end of the file", "cut short"}},
		{"catalogue overwritten", func(b []byte) []byte { b[catalogPage*2048] = 0x01; return b }, []string{"not a Microsoft Access database", "catalogue"}},
		{"definition overwritten", func(b []byte) []byte { b[rd.page*2048] = 0x04; return b }, []string{"table ReceivedData", "definition is not there"}},
		{"row offsets overwritten", func(b []byte) []byte {
			p := b[first*2048:]
			binary.LittleEndian.PutUint16(p[10:], 0x0004)
			return b
		}, []string{"table ReceivedData", "lies outside the page"}},
		{"row count overwritten", func(b []byte) []byte {
			binary.LittleEndian.PutUint16(b[first*2048+8:], 0x7fff)
			return b
		}, []string{"table ReceivedData"}},
	} {
		err := tableErr(tc.damage(bridgemate(t)))
		if err == nil {
			t.Errorf("%s: read without complaint", tc.name)
			continue
		}
		for _, s := range tc.says {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("%s: %v, want it to say %q", tc.name, err, s)
			}
		}
	}
}

// TestEncoded reads a file encoded as Access's "Encode database" does it
// (every page but the first RC4 with the database key XOR the page's
// number) as the plain file.
func TestEncoded(t *testing.T) {
	plain := bridgemate(t)
	enc := slices.Clone(plain)
	const key = 0x5a17c3e9
	h := make([]byte, 126)
	c, _ := rc4.NewCipher(headerKey)
	c.XORKeyStream(h, enc[0x18:0x18+126])
	binary.LittleEndian.PutUint32(h[0x3e-0x18:], key)
	c, _ = rc4.NewCipher(headerKey)
	c.XORKeyStream(enc[0x18:0x18+126], h)
	for n := 1; n < len(enc)/2048; n++ {
		var k [4]byte
		binary.LittleEndian.PutUint32(k[:], key^uint32(n))
		c, _ := rc4.NewCipher(k[:])
		c.XORKeyStream(enc[n*2048:(n+1)*2048], enc[n*2048:(n+1)*2048])
	}
	a, b := openFile(t, plain), openFile(t, enc)
	if b.key != key || !reflect.DeepEqual(a.Tables(), b.Tables()) {
		t.Fatalf("key %x, tables %v and %v", b.key, a.Tables(), b.Tables())
	}
	for _, name := range a.Tables() {
		ta, _ := a.Table(name)
		tb, err := b.Table(name)
		if err != nil {
			t.Fatal(err)
		}
		ra, _ := ta.Rows()
		rb, err := tb.Rows()
		if err != nil || !reflect.DeepEqual(ra, rb) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestNoTable(t *testing.T) {
	db := openFile(t, bridgemate(t))
	if _, err := db.Table("Results"); !errors.Is(err, ErrNoTable) || !strings.Contains(err.Error(), "Results") {
		t.Errorf("%v", err)
	}
	tb, err := db.Table("receiveddata")
	if err != nil || tb.Name != "ReceivedData" {
		t.Fatalf("%v %v", tb, err)
	}
	if i, ok := tb.Column("nS/eW"); !ok || tb.Columns[i].Name != "NS/EW" || tb.Columns[i].Type != Text {
		t.Errorf("NS/EW: %d %v", i, ok)
	}
}
