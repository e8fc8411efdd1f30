//go:build !windows

package ui

import (
	"os"
	"path/filepath"
)

// documentsFolder is where files are saved until the director picks a
// folder of their own: the Documents folder in the home folder (Linux
// desktops and macOS), or the home folder where there is none.
func documentsFolder() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	dir := filepath.Join(home, "Documents")
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return home
	}
	return dir
}
