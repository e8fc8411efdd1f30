package club

import (
	"bytes"

	"bridgescore/fault"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// IndividualReport is an individual's printed reports, the same from the
// window and the command line: those asked for (the players' ranking,
// their score cards, the travellers naming each line's four players, the
// tables' and players' guide cards of its schedule, the hand record), the
// ranking, score cards and travellers when none is, as a web page (html)
// or a PDF on the given paper.
//
// Codes: Invalid (a report that cannot be made of it).
func IndividualReport(res *IndividualResult, what []reports.Report, html bool, paper reports.Paper) ([]byte, error) {
	r := res.Printed()
	r.What, r.Schedule, r.Deals = what, res.Schedule, res.File.Deals
	var buf bytes.Buffer
	var err error
	if html {
		err = reports.WriteIndividualHTML(&buf, r)
	} else {
		err = reports.WriteIndividualPDF(&buf, r, paper)
	}
	return buf.Bytes(), fault.As(fault.Invalid, err)
}

// individualReport is the printed results of the snapshot's session when
// it is an individual (ok false when it is not): its players ranked, not
// its tables' sides as a pairs' report would rank them.
func (p *sessionSnapshot) individualReport(what []reports.Report, html bool, paper reports.Paper) (out []byte, ok bool, err error) {
	if p.meta.Kind.Of() != scoring.Individual {
		return nil, false, nil
	}
	res, err := newDesk(p.db).IndividualScored(p.id, "")
	if err != nil {
		return nil, true, err
	}
	out, err = IndividualReport(res, what, html, paper)
	return out, true, err
}
