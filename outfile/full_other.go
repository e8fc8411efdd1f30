//go:build !unix

package outfile

import (
	"errors"
	"syscall"
)

// Windows' codes for a full disk: ERROR_HANDLE_DISK_FULL and
// ERROR_DISK_FULL.
const (
	errorHandleDiskFull syscall.Errno = 39
	errorDiskFull       syscall.Errno = 112
)

// diskFull tells whether err says the disk is full.
func diskFull(err error) bool {
	return errors.Is(err, errorHandleDiskFull) || errors.Is(err, errorDiskFull) || errors.Is(err, syscall.ENOSPC)
}
