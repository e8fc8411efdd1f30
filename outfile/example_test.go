package outfile_test

import (
	"fmt"
	"os"
	"path/filepath"

	"bridgescore/outfile"
)

func Example() {
	dir, _ := os.MkdirTemp("", "outfile-example")
	defer os.RemoveAll(dir)
	db := filepath.Join(dir, "club.db")
	os.WriteFile(db, []byte("SQLite format 3\x00"), 0o644)
	protect := outfile.Protect{Database: db}

	// A slip of the keyboard: the report named like the database.
	err := outfile.Write(db, []byte("<html>ranking</html>"), protect)
	fmt.Println(err != nil)

	// The report where it belongs.
	err = outfile.Write(filepath.Join(dir, "ranking.html"), []byte("<html>ranking</html>"), protect)
	fmt.Println(err)
	// Output:
	// true
	// <nil>
}
