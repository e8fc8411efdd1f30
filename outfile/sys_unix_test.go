//go:build unix

package outfile

import (
	"os"
	"syscall"
	"testing"
)

// The tests' Unix means: the file mode mask and named pipes. Elsewhere
// (sys_other_test.go) the tests that need them are skipped, saying why.

// umask is the process's file mode mask.
func umask(testing.TB) os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
}

// mkfifo makes a named pipe at path.
func mkfifo(_ testing.TB, path string) error { return syscall.Mkfifo(path, 0o644) }
