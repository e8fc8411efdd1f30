//go:build unix

package outfile

import (
	"errors"
	"syscall"
)

// diskFull tells whether err says the disk (or the user's quota on it)
// is full.
func diskFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}
