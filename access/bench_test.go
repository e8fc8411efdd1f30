package access_test

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkReadBridgemate opens each Bridgemate file of the corpus and
// reads every row of every table.
func BenchmarkReadBridgemate(b *testing.B) {
	files, _ := filepath.Glob("../testdata/real/*.bws")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(filepath.Base(f), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if err := readAll(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
