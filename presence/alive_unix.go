//go:build unix

package presence

import (
	"errors"
	"syscall"
)

// alive says whether a process of this computer is still running.
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
