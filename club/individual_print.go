package club

import (
	"bytes"
	"slices"

	"bridgescore/reports"
	"bridgescore/scoring"
)

// IndividualReport is an individual's printed results, the same from the
// window and the command line: the tables' guide cards of its schedule
// when guide cards are asked for, else the players' ranking, the
// travellers naming each line's four players and the players' score
// cards, as a web page (html) or a PDF on the given paper.
//
// Codes: Invalid (a report that cannot be made of it).
func IndividualReport(res *IndividualResult, what []reports.Report, html bool, paper reports.Paper) ([]byte, error) {
	r := res.Printed()
	var buf bytes.Buffer
	var err error
	switch {
	case slices.Contains(what, reports.GuideCards) && res.Schedule != nil:
		err = reports.WriteIndividualGuideCardsPDF(&buf, res.Schedule, r.Title, paper)
	case html:
		err = reports.WriteIndividualHTML(&buf, r)
	default:
		err = reports.WriteIndividualPDF(&buf, r, paper)
	}
	return buf.Bytes(), err
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
