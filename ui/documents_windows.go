package ui

import (
	"os"

	"golang.org/x/sys/windows"
)

// documentsFolder is where files are saved until the director picks a
// folder of their own: the user's Documents folder as Windows knows it,
// which may have been moved (to another drive, or into OneDrive), or the
// home folder.
func documentsFolder() string {
	dir, err := windows.KnownFolderPath(windows.FOLDERID_Documents, windows.KF_FLAG_DEFAULT)
	if err != nil {
		home, _ := os.UserHomeDir()
		return home
	}
	return dir
}
