package club

import (
	"errors"
	"fmt"
	"path/filepath"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/progress"
	"bridgescore/scoring"
)

// A results file stored as new sessions, and a hand record attached to a
// stored one, as the command line asks: the file read whole and checked
// before the database is touched.

// ImportOptions are the director's choices in importing a results file.
type ImportOptions struct {
	// Rules and Method replace the file's when not "".
	Rules  scoring.Rules
	Method scoring.Method
	// Field scores a file of several sections each as a field of its own
	// ("" or BySection) or across the field; the session keeps it.
	Field scoring.Field
	// Event is the event the session joins (made when new), "" for an
	// event of its own.
	Event string
	// Law12C2c and AllowNewPairs are as in FileOptions.
	Law12C2c, AllowNewPairs bool
	// Again imports a file imported before; without it such a file is
	// refused (an *ImportedError).
	Again bool
	// Progress, when given, is told how many of the file's bytes have
	// been read.
	Progress progress.Meter
}

// ErrHandRecord is wrapped in the refusal of a hand record given to be
// imported as results: the door says how it attaches hands.
var ErrHandRecord = errors.New("a hand record (PBN) with no results")

// handRecordGiven is the refusal of a hand record imported as results.
type handRecordGiven struct{ path string }

func (h handRecordGiven) Error() string       { return h.path + " is a hand record (PBN)" }
func (handRecordGiven) Is(target error) bool  { return target == ErrHandRecord }
func (handRecordGiven) FaultCode() fault.Code { return fault.Invalid }

// ImportedError refuses a file whose every line a stored session already
// holds: the same file imported before. Nothing was imported.
type ImportedError struct {
	Path    string
	Session int64
}

func (e *ImportedError) Error() string {
	return fmt.Sprintf("%s is already imported as session %d; nothing was imported", e.Path, e.Session)
}

// FaultCode says that a file imported before is given again: invalid.
func (*ImportedError) FaultCode() fault.Code { return fault.Invalid }

// Incoming is a results file or hand record read whole and checked, ready
// for the database: nothing is stored until it is imported
// (Desk.ImportIncoming) or attached (Desk.AttachIncoming), and a file that
// cannot be read never opens the database at all.
type Incoming struct {
	path string
	rf   *interchange.ResultsFile
	name string
	o    ImportOptions
}

// ReadImport reads a results file (USEBIO, CSV, PBN or a Bridgemate .bws)
// to import with the options.
//
// Codes: NotFound (no such file), Invalid (a file that cannot be read or
// holds no results; a hand record, wrapping ErrHandRecord), Forbidden (not
// this user's to read).
func ReadImport(path string, o ImportOptions) (*Incoming, error) {
	rf, err := interchange.ReadFileWith(path, interchange.ReadOptions{AllowNewPairs: o.AllowNewPairs, Progress: o.Progress})
	if err != nil {
		return nil, err
	}
	if len(rf.Session.Lines) == 0 {
		if len(rf.Deals) > 0 {
			return nil, handRecordGiven{path}
		}
		return nil, fault.Errorf(fault.Invalid, "%s: no traveller lines to import", path)
	}
	in := &Incoming{path: path, rf: rf, name: rf.Name, o: o}
	if in.name == "" {
		in.name = "imported from " + filepath.Base(path)
	}
	if o.Field != "" {
		if err := fieldFor(rf, o.Field); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	if o.Law12C2c {
		law12C2cFor(rf)
	}
	return in, nil
}

// ImportIncoming stores a results file read as new sessions, one for each
// section, returning their ids in the file's order and what reading
// noticed. A file that cannot be scored leaves the database as it was.
//
// Codes: Invalid (a file that cannot be scored, or was imported before:
// an *ImportedError), Busy.
func (d *Desk) ImportIncoming(in *Incoming) ([]int64, []string, error) {
	if !in.o.Again {
		if id, err := d.AlreadyImported(in.rf); err != nil {
			return nil, nil, err
		} else if id != 0 {
			return nil, nil, &ImportedError{Path: in.path, Session: id}
		}
	}
	var ids []int64
	var err error
	if in.o.Event != "" {
		ids, err = d.ImportIntoEvent(in.rf, in.name, in.o.Event, in.o.Rules, in.o.Method)
	} else {
		ids, err = d.ImportFile(in.rf, in.name, in.o.Rules, in.o.Method)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", in.path, err)
	}
	return ids, in.rf.Warnings, nil
}

// fieldFor has a results file of several sections scored as f once
// stored; a file of one section has no field to choose.
func fieldFor(rf *interchange.ResultsFile, f scoring.Field) error {
	if len(rf.Sections) < 2 {
		if f == scoring.AcrossField {
			return fault.New(fault.Invalid, "--field across: the file has one section")
		}
		return nil
	}
	rf.Session.Field = f
	for _, sec := range rf.Sections {
		sec.Session.Field = f
	}
	return nil
}

// ReadHands reads a hand record (PBN) strictly, as one attached on
// purpose: a hand that cannot be read refuses the file. m, when given, is
// told how many of the file's bytes have been read.
//
// Codes: NotFound (no such file), Invalid (a file that cannot be read).
func ReadHands(path string, m progress.Meter) (*Incoming, error) {
	rf, err := interchange.ReadFileWith(path, interchange.ReadOptions{StrictHands: true, Progress: m})
	if err != nil {
		return nil, err
	}
	return &Incoming{path: path, rf: rf}, nil
}

// AttachIncoming attaches a hand record read to a stored session's
// boards, returning how many deals it held and the warnings (a dealer or
// vulnerability that does not match the board number).
//
// Codes: NotFound (no such session), Invalid (a file with no hands), Busy.
func (d *Desk) AttachIncoming(id int64, in *Incoming) (int, []string, error) {
	s, err := d.Open(id)
	if err != nil {
		return 0, nil, err
	}
	warnings, err := s.AttachDeals(in.path, in.rf)
	return len(in.rf.Deals), warnings, err
}
