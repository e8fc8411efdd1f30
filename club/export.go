package club

import (
	"bytes"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/outfile"
	"bridgescore/scoring"
)

// ExportFormat is a results file's format as an export writes it.
type ExportFormat string

// The formats a stored session is exported in.
const (
	USEBIO ExportFormat = "usebio"
	CSV    ExportFormat = "csv"
)

// Export is a stored session written as a results file: USEBIO (1.2, or
// 1.3 with its ACBL elements), with the computed points, totals,
// percentages, places and master points, or the CSV traveller format.
//
// Codes: NotFound (no such session), Invalid (a format or version not
// known, a session that cannot be scored).
func (d *Desk) Export(id int64, format ExportFormat, usebioVersion string) ([]byte, error) {
	if usebioVersion == "" {
		usebioVersion = "1.2"
	}
	if usebioVersion != "1.2" && usebioVersion != "1.3" {
		return nil, fault.Errorf(fault.Invalid, "USEBIO version %q: expected 1.2 or 1.3", usebioVersion)
	}
	if teams, err := d.IsTeams(id); err != nil {
		return nil, err
	} else if teams {
		return d.exportTeams(id, format)
	}
	if ind, err := d.IsIndividual(id); err != nil {
		return nil, err
	} else if ind {
		return d.exportIndividual(id, format)
	}
	rf, err := d.ResultsFile(id)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	switch format {
	case CSV:
		err = interchange.WriteCSV(&out, rf)
	case USEBIO:
		err = d.writeUSEBIO(&out, id, rf, usebioVersion)
	default:
		return nil, fault.Errorf(fault.Invalid, "export format %q: expected usebio or csv", format)
	}
	if err != nil {
		return nil, fault.Errorf(fault.Invalid, "session %d: %w", id, err)
	}
	return out.Bytes(), nil
}

// writeUSEBIO writes a stored session as USEBIO with its standings and
// awards, when it has results to score.
func (d *Desk) writeUSEBIO(out *bytes.Buffer, id int64, rf *interchange.ResultsFile, version string) error {
	var st *scoring.Standings
	if all := rf.Sectioned(); len(all.Lines) > 0 {
		// As it stands: a session still in progress is exported with its
		// standings so far.
		now, err := d.Standings(id)
		if err != nil {
			return err
		}
		st = now.Standings
		if swiss, awards, ok, err := d.swissPairsUSEBIO(id, st, version); err != nil {
			return err
		} else if ok {
			return interchange.WriteUSEBIO(out, withAwards(rf, awards), swiss)
		}
		if rf.Awards, err = d.USEBIOAwards(id, st, version); err != nil {
			return err
		}
	} else if version == "1.3" {
		rf.Awards = &interchange.USEBIOAwards{Version: version}
	}
	return interchange.WriteUSEBIO(out, rf, st)
}

// CheckExport tells whether an export may be written to path, before it
// is made: never over the club database or a file that is not an ordinary
// one (see outfile).
//
// Codes: Forbidden (a path that must not be written), NotFound (no such
// folder).
func (d *Desk) CheckExport(path string) error {
	return fault.As(fault.NotFound, outfile.Check(path, outfile.Protect{Database: d.db.Path()}))
}

// WriteExport writes an export to path, whole or not at all.
//
// Codes: as Export and CheckExport.
func (d *Desk) WriteExport(id int64, format ExportFormat, usebioVersion, path string) error {
	if err := d.CheckExport(path); err != nil {
		return err
	}
	b, err := d.Export(id, format, usebioVersion)
	if err != nil {
		return err
	}
	return fault.As(fault.Internal, outfile.Write(path, b, outfile.Protect{Database: d.db.Path()}))
}

// withAwards is rf writing the awards given.
func withAwards(rf *interchange.ResultsFile, a *interchange.USEBIOAwards) *interchange.ResultsFile {
	out := *rf
	out.Awards = a
	return &out
}
