//go:build unix

package tableserver

import (
	"syscall"
	"time"
)

// cpuUsed is the processor time this process has used so far, server and
// phones together: the work a post costs, whatever else the machine runs.
func cpuUsed() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
