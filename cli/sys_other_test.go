//go:build !unix

package cli

import (
	"os"
	"testing"
	"time"
)

// mkfifo: no named pipes in the file system here; the tests that need one
// are Unix's.
func mkfifo(t testing.TB, _ string) error {
	t.Skip("named pipes in the file system are Unix's")
	return nil
}

// cpuTime is not measured here: the CPU figures read 0.
func cpuTime() time.Duration { return 0 }

// peakKB is not measured here: 0.
func peakKB(*os.ProcessState) int64 { return 0 }
