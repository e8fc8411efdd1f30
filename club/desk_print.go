package club

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"bridgescore/reports"
)

// Print writes the chosen reports of the session to a file: HTML when the
// file's name ends in .html or .htm, PDF on the given paper otherwise.
// Nothing is written unless every report could be made.
func (s *OpenSession) Print(what []Report, path string, paper reports.Paper) error {
	r, err := s.Results()
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
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("the report could not be saved: %v", err)
	}
	return nil
}
