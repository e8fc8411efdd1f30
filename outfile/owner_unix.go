//go:build unix

package outfile

import (
	"os"
	"syscall"
)

// keepOwner gives the new file the owner and group of the one it replaces,
// as far as the system lets this user (root may; others keep their own).
func keepOwner(f *os.File, old os.FileInfo) {
	st, ok := old.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	if st.Uid == uint32(os.Getuid()) && st.Gid == uint32(os.Getgid()) {
		return
	}
	f.Chown(int(st.Uid), int(st.Gid))
}
