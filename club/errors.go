package club

import (
	"errors"
	"io/fs"

	"bridgescore/fault"
	"bridgescore/interchange"
)

// readFile reads a results file or hand record: a file that is not there
// is not found, one that cannot be read as any format is invalid.
func readFile(path string) (*interchange.ResultsFile, error) {
	return fileFault(interchange.ReadFile(path))
}

// fileFault gives a file's reading its code: a file that is not there is
// not found, one this user may not read forbidden, one that cannot be read
// as its format invalid.
func fileFault(rf *interchange.ResultsFile, err error) (*interchange.ResultsFile, error) {
	switch {
	case err == nil:
		return rf, nil
	case errors.Is(err, fs.ErrNotExist):
		return nil, fault.As(fault.NotFound, err)
	case errors.Is(err, fs.ErrPermission):
		return nil, fault.As(fault.Forbidden, err)
	}
	return nil, fault.As(fault.Invalid, err)
}
