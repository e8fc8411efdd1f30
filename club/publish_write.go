package club

import (
	"os"
	"path/filepath"

	"bridgescore/fault"
	"bridgescore/outfile"
)

// WritePublishFiles writes a session's files for the services
// (PublishFiles) into dir, made when it is not there yet, and gives the
// paths written and the notes of the files left out. Each file is
// written whole or not at all, never over the club's database.
//
// Codes: as PublishFiles, and Invalid (dir is a file, or cannot be made).
func (d *Desk) WritePublishFiles(id int64, dir string) (paths, notes []string, err error) {
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return nil, nil, fault.Errorf(fault.Invalid, "%s is a file, not a folder: give a folder for the files", dir)
	}
	files, notes, err := d.PublishFiles(id)
	if err != nil {
		return nil, nil, err
	}
	// Made once the files are ready: a session that cannot be published
	// leaves no folder behind.
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, fault.Errorf(fault.Invalid, "the folder %s could not be made: %v", dir, err)
	}
	for _, f := range files {
		path := filepath.Join(dir, f.Name)
		if err := outfile.Write(path, f.Data, outfile.Protect{Database: d.Path()}); err != nil {
			return paths, notes, err
		}
		paths = append(paths, path)
	}
	return paths, notes, nil
}
