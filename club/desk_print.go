package club

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"

	"bridgescore/fault"
	"bridgescore/outfile"
	"bridgescore/reports"
)

// CheckPrint tells whether Print may write to path: nil, or why not
// (outfile.RefusedError), before the reports are made.
//
// Codes: Forbidden (a path that must never be written), NotFound (no such folder).
func (s *OpenSession) CheckPrint(path string) error {
	return outfile.Check(path, outfile.Protect{Database: s.db().Path()})
}

// Print writes the chosen reports of the session to a file: HTML when the
// file's name ends in .html or .htm, PDF on the given paper otherwise.
// Nothing is written unless every report could be made, and never over the
// club database or anything that is not an ordinary file (see outfile).
//
// Codes: as CheckPrint, and Invalid (a session that cannot be scored or printed so).
func (s *OpenSession) Print(what []reports.Report, path string, paper reports.Paper) error {
	return s.PrintLater(what, path, paper)()
}

// PrintLater takes the session as it stands and returns the printing of
// it, which may run on another goroutine while the session goes on being
// entered: the window prints without waiting on the disk.
func (s *OpenSession) PrintLater(what []reports.Report, path string, paper reports.Paper) func() error {
	return s.PrintPartLater(what, path, paper, reports.Selection{})
}

// PrintPartLater is PrintLater for part of the session: one board's
// traveller, one pair's score card, one round's table cards.
func (s *OpenSession) PrintPartLater(what []reports.Report, path string, paper reports.Paper, only reports.Selection) func() error {
	return s.PrintPartWatched(what, path, paper, only, reports.Watch{})
}

// PrintPartWatched is PrintPartLater telling watch of each page printed
// and stopping when its context is done, nothing written (Codes: Busy).
func (s *OpenSession) PrintPartWatched(what []reports.Report, path string, paper reports.Paper, only reports.Selection, watch reports.Watch) func() error {
	snap := s.snapshot()
	return func() error {
		err := snap.print(what, path, paper, only, watch)
		if errors.Is(err, reports.ErrStopped) {
			return fault.As(fault.Busy, err)
		}
		return err
	}
}

// A Printer takes a PDF to paper, titled for the print queue:
// printer.Printer, the system's print command, or what a test keeps.
type Printer interface {
	Print(pdf []byte, title string) error
}

// SendToPrinterLater takes the session as it stands and returns the
// sending of the chosen reports, as a PDF on the given paper, to a
// printer, titled with the session's name.
//
// Codes: Invalid (a session that cannot be scored or printed so), and
// the printer's own.
func (s *OpenSession) SendToPrinterLater(what []reports.Report, paper reports.Paper, only reports.Selection, to Printer) func() error {
	snap := s.snapshot()
	return func() error {
		if pdf, ok, err := snap.individualReport(what, false, paper); ok {
			if err != nil {
				return err
			}
			return to.Print(pdf, snap.meta.Name)
		}
		r, err := snap.resultsFor(what)
		if err != nil {
			return err
		}
		r.Only = only
		var buf bytes.Buffer
		if err := reports.WritePDF(&buf, r, what, paper); err != nil {
			return err
		}
		return to.Print(buf.Bytes(), snap.meta.Name)
	}
}

func (p *sessionSnapshot) print(what []reports.Report, path string, paper reports.Paper, only reports.Selection, watch reports.Watch) error {
	protect := outfile.Protect{Database: p.db.Path()}
	if err := outfile.Check(path, protect); err != nil {
		return err
	}
	html := slices.Contains([]string{".html", ".htm"}, strings.ToLower(filepath.Ext(path)))
	if out, ok, err := p.individualReport(what, html, paper); ok {
		if err != nil {
			return err
		}
		return outfile.Write(path, out, protect)
	}
	r, err := p.resultsFor(what)
	if err != nil {
		return err
	}
	r.Only = only
	kinds := what
	var buf bytes.Buffer
	switch strings.ToLower(filepath.Ext(path)) {
	case ".html", ".htm":
		err = reports.WriteHTML(&buf, r, kinds)
	default:
		err = reports.WritePDFWatched(&buf, r, kinds, paper, watch)
	}
	if err != nil {
		return err
	}
	return outfile.Write(path, buf.Bytes(), protect)
}
