package dealer

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// publishedDeals reads the 16 deals of the published PBN file, written
// here from its Deal tags rather than with bridgescore's PBN reader.
func publishedDeals(t *testing.T) []scoring.Deal {
	t.Helper()
	src, err := os.ReadFile("../testdata/dealing/test.pbn")
	if err != nil {
		t.Fatal(err)
	}
	var out []scoring.Deal
	for i, m := range regexp.MustCompile(`\[Deal "N:([^"]+)"\]`).FindAllStringSubmatch(string(src), -1) {
		d := scoring.Deal{Board: i + 1, Dealer: scoring.Dealer(i + 1), Vul: scoring.Vul(i + 1)}
		copy(d.Hands[:], strings.Fields(m[1]))
		if _, err := handsOf(d); err != nil {
			t.Fatal(err)
		}
		out = append(out, d)
	}
	if len(out) != 16 {
		t.Fatalf("%d deals read, want 16", len(out))
	}
	return out
}

// Each machine file bridgescore writes is byte for byte the one the
// deal-convert project published for the same deals, and reads back to
// those deals.
func TestMachineFilesAsPublished(t *testing.T) {
	deals := publishedDeals(t)
	for _, format := range []string{BRI, DGE, DUP} {
		want, err := os.ReadFile("../testdata/dealing/test." + format)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := WriteMachine(&got, format, deals); err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			i := 0
			for i < min(got.Len(), len(want)) && got.Bytes()[i] == want[i] {
				i++
			}
			t.Errorf(".%s: %d bytes written, %d published; first difference at byte %d", format, got.Len(), len(want), i)
		}
		back, err := ReadMachine(format, want)
		if err != nil {
			t.Fatalf(".%s: %v", format, err)
		}
		if len(back) != len(deals) {
			t.Fatalf(".%s: %d deals read back, want %d", format, len(back), len(deals))
		}
		for i, d := range back {
			if d.Hands != deals[i].Hands || d.Board != i+1 || d.Dealer != deals[i].Dealer || d.Vul != deals[i].Vul {
				t.Errorf(".%s board %d: %s, published %s", format, d.Board, d.PBN(), deals[i].PBN())
			}
		}
	}
}

// Boards a format cannot number, and damaged files, are refused in words.
func TestMachineRefusals(t *testing.T) {
	deals := publishedDeals(t)
	from5 := append([]scoring.Deal(nil), deals[4:8]...)
	gap := append(append([]scoring.Deal(nil), deals[0:2]...), deals[3])
	for _, c := range []struct {
		format string
		deals  []scoring.Deal
		says   string
	}{
		{BRI, from5, "numbers its boards from 1"},
		{DGE, gap, "board 4 comes after board 2"},
		{DUP, gap, "board 4 comes after board 2"},
		{"dlm", deals, `format "dlm"`},
		{DUP, nil, "no boards"},
	} {
		err := WriteMachine(new(bytes.Buffer), c.format, c.deals)
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want a refusal saying %q", c.format, err, c.says)
		}
	}
	var dup bytes.Buffer
	if err := WriteMachine(&dup, DUP, from5); err != nil {
		t.Fatal(err)
	}
	if back, err := ReadMachine(DUP, dup.Bytes()); err != nil || back[0].Board != 5 || back[3].Board != 8 {
		t.Errorf(".dup from board 5 reads back as %v, %v", back, err)
	}
	bri, _ := os.ReadFile("../testdata/dealing/test.bri")
	for name, bad := range map[string][]byte{
		"short":        bri[:100],
		"card 53":      append([]byte("53"), bri[2:]...),
		"a card twice": append([]byte("10"), bri[2:]...),
	} {
		if _, err := ReadMachine(BRI, bad); err == nil {
			t.Errorf("%s: read without a word", name)
		}
	}
}

func FuzzReadMachine(f *testing.F) {
	for _, format := range []string{BRI, DGE, DUP} {
		b, err := os.ReadFile("../testdata/dealing/test." + format)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(format, b[:256])
	}
	f.Fuzz(func(t *testing.T, format string, data []byte) {
		deals, err := ReadMachine(format, data)
		if err != nil {
			return
		}
		// What reads is whole deals, and writes back to the same bytes'
		// cards.
		for _, d := range deals {
			if err := d.Check(); err != nil {
				t.Fatal(err)
			}
		}
		var b bytes.Buffer
		if err := WriteMachine(&b, format, deals); err != nil && deals[0].Board == 1 {
			t.Fatalf("%v: %v", fmt.Sprint(len(deals)), err)
		}
	})
}
