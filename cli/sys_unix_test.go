//go:build unix

package cli

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// The tests' Unix means: named pipes and the costs a process's figures
// give. Elsewhere (sys_other_test.go) a test that needs a pipe is skipped,
// saying why, and the figures read 0.

// mkfifo makes a named pipe at path.
func mkfifo(_ testing.TB, path string) error { return syscall.Mkfifo(path, 0o644) }

// cpuTime is the CPU time this process has used, its garbage collection
// included.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// peakKB is the most memory a finished process held, in kilobytes (as
// Linux counts it); 0 when not known.
func peakKB(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return ru.Maxrss
	}
	return 0
}
