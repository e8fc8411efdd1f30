package interchange

import (
	"errors"
	"io/fs"

	"bridgescore/fault"
)

// A file that cannot be read is the director's to put right, so every
// reader's refusal carries its code: a file that is not there is not
// found, one this user may not read forbidden, and anything else that
// stops it being read (its format, its size, a line that cannot be
// read) invalid.

// FaultCode says that a file that cannot be read as its format is
// invalid.
func (*ParseError) FaultCode() fault.Code { return fault.Invalid }

// FaultCode says that a file with lines that cannot be read is invalid.
func (Errors) FaultCode() fault.Code { return fault.Invalid }

// fileFault is the code of a file that cannot be opened.
func fileFault(err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fault.As(fault.NotFound, err)
	case errors.Is(err, fs.ErrPermission):
		return fault.As(fault.Forbidden, err)
	}
	return fault.As(fault.Invalid, err)
}

// invalid codes a reader's refusal, unless coded already.
func invalid(err *error) { *err = fault.As(fault.Invalid, *err) }

// refused codes a reader's refusal of a results file.
func refused(rf *ResultsFile, err error) (*ResultsFile, error) {
	invalid(&err)
	return rf, err
}
