//go:build !unix

package outfile

import "os"

// keepOwner has nothing to keep where files have no Unix owner.
func keepOwner(*os.File, os.FileInfo) {}
