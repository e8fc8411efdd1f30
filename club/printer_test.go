package club

import (
	"bytes"
	"errors"
	"testing"

	"bridgescore/fault"
	"bridgescore/reports"
)

// paper keeps what is sent to it, or refuses as a printer does.
type paper struct {
	pdf    []byte
	title  string
	refuse error
}

func (p *paper) Print(pdf []byte, title string) error {
	p.pdf, p.title = pdf, title
	return p.refuse
}

// The window prints straight to a printer: the reports as a PDF, titled
// with the session's name; a printer's refusal comes back as it was made.
func TestSendToPrinter(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	for _, r := range rows[:2] {
		if _, err := s.Enter(1, r, "4SN="); err != nil {
			t.Fatal(err)
		}
	}
	var p paper
	send := s.SendToPrinterLater([]reports.Report{reports.Travellers}, reports.A4, reports.Selection{Board: 1}, &p)
	if err := send(); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(p.pdf, []byte("%PDF-")) || p.title != s.Info().Name {
		t.Errorf("the printer was sent %.8q titled %q, want a PDF titled %q", p.pdf, p.title, s.Info().Name)
	}
	refused := fault.New(fault.Invalid, "the printer refused the reports: lp: The printer or class does not exist.")
	p = paper{refuse: refused}
	if err := s.SendToPrinterLater([]reports.Report{reports.Travellers}, reports.A4, reports.Selection{}, &p)(); !errors.Is(err, refused) {
		t.Errorf("a printer that refuses: %v", err)
	}
}
