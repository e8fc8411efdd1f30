package club

import (
	"bytes"
	"path/filepath"
	"strings"

	"bridgescore/outfile"
	"bridgescore/reports"
)

// CheckPrint tells whether Print may write to path: nil, or why not
// (outfile.RefusedError), before the reports are made.
func (s *OpenSession) CheckPrint(path string) error {
	return outfile.Check(path, outfile.Protect{Database: s.db.Path()})
}

// Print writes the chosen reports of the session to a file: HTML when the
// file's name ends in .html or .htm, PDF on the given paper otherwise.
// Nothing is written unless every report could be made, and never over the
// club database or anything that is not an ordinary file (see outfile).
func (s *OpenSession) Print(what []Report, path string, paper reports.Paper) error {
	return s.PrintLater(what, path, paper)()
}

// PrintLater takes the session as it stands and returns the printing of
// it, which may run on another goroutine while the session goes on being
// entered: the window prints without waiting on the disk.
func (s *OpenSession) PrintLater(what []Report, path string, paper reports.Paper) func() error {
	snap := s.snapshot()
	return func() error { return snap.print(what, path, paper) }
}

func (p *sessionSnapshot) print(what []Report, path string, paper reports.Paper) error {
	protect := outfile.Protect{Database: p.db.Path()}
	if err := outfile.Check(path, protect); err != nil {
		return err
	}
	r, err := p.results()
	if err != nil {
		return err
	}
	kinds := make([]reports.Report, len(what))
	for i, w := range what {
		kinds[i] = reports.Report(w)
	}
	var buf bytes.Buffer
	switch strings.ToLower(filepath.Ext(path)) {
	case ".html", ".htm":
		err = reports.WriteHTML(&buf, r, kinds)
	default:
		err = reports.WritePDF(&buf, r, kinds, paper)
	}
	if err != nil {
		return err
	}
	return outfile.Write(path, buf.Bytes(), protect)
}
