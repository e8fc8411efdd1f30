package access

import (
	"math"
	"os"
	"testing"
	"time"
)

// bridgemate is a real Bridgemate file of the corpus, read afresh each
// time, for damaging.
func bridgemate(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile("../testdata/real/bcs_pairs_12_tables.bws")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func openFile(t testing.TB, data []byte) *DB {
	t.Helper()
	db, err := Open(data)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func TestAccessTime(t *testing.T) {
	for _, tc := range []struct {
		v    float64
		want time.Time
	}{
		{0, time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)},
		{0.5, time.Date(1899, 12, 30, 12, 0, 0, 0, time.UTC)},
		{-1.25, time.Date(1899, 12, 29, 6, 0, 0, 0, time.UTC)},
		{46041 + (10*3600+9*60+22)/86400.0 - 1e-8, time.Date(2026, 1, 19, 10, 9, 22, 0, time.UTC)},
	} {
		got, ok := accessTime(tc.v)
		if !ok || !got.Equal(tc.want) {
			t.Errorf("accessTime(%v) = %v, want %v", tc.v, got, tc.want)
		}
	}
	for _, v := range []float64{math.NaN(), math.Inf(1), 1e300, -1e7} {
		if _, ok := accessTime(v); ok {
			t.Errorf("accessTime(%v) read as a date", v)
		}
	}
}

func TestUncompress(t *testing.T) {
	// "Aé" in one byte each, then "中" (U+4E2D) in two, then "z".
	b := []byte{'A', 0xe9, 0, 0x2d, 0x4e, 0, 'z'}
	if got := uncompress(b); got != "Aé中z" {
		t.Errorf("uncompress = %q", got)
	}
	if got := uncompress([]byte{0, 0x2d}); got != "" {
		t.Errorf("a half character = %q", got)
	}
}

func TestDecimal(t *testing.T) {
	b := make([]byte, 17)
	b[1+12] = 0x39 // the least significant word holds 12345
	b[1+13] = 0x30
	if got := decimal(b, 2); got != "123.45" {
		t.Errorf("decimal = %q", got)
	}
	b[0] = 0x80
	if got := decimal(b, 6); got != "-0.012345" {
		t.Errorf("decimal = %q", got)
	}
	b[1] = 1 // the most significant word: 2^96 more
	if got := decimal(b, 0); got != "-79228162514264337593543962681" {
		t.Errorf("decimal = %q", got)
	}
}
