//go:build !unix

package outfile

import (
	"os"
	"testing"
)

// umask: files have no Unix mode mask here; the test that needs it is
// Unix's.
func umask(t testing.TB) os.FileMode {
	t.Skip("the file mode mask is Unix's")
	return 0
}

// mkfifo: no named pipes in the file system here; the test that needs one
// is Unix's.
func mkfifo(t testing.TB, _ string) error {
	t.Skip("named pipes in the file system are Unix's")
	return nil
}
