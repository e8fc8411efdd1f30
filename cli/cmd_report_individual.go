package cli

import (
	"bytes"

	"bridgescore/club"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// individualReport makes the report of an individual (an individual's
// results file, or a stored individual): the players' ranking and the
// travellers naming each line's four players, or the players' and tables'
// guide cards when only those are asked for. ok is false when the source
// is no individual.
func individualReport(f *reportFlags) (pdf []byte, title string, ok bool, err error) {
	res, ok, err := individualResultOf(f)
	if !ok || err != nil {
		return nil, "", ok, err
	}
	what, _ := reports.ParseReports(f.what)
	paper, _ := reports.ParsePaper(f.paper)
	pdf, err = club.IndividualReport(res, what, f.format == "html", paper)
	return pdf, res.Printed().Title, true, err
}

// individualResultOf scores the individual a report names; ok is false
// when it names no individual.
func individualResultOf(f *reportFlags) (*club.IndividualResult, bool, error) {
	if f.from != "" {
		if !club.IsIndividualFile(f.from) {
			return nil, false, nil
		}
		o := club.IndividualFileOptions{Method: scoring.Method(f.method), Rules: scoring.Rules(f.rules), Award: f.extras.scale}
		res, err := club.ScoreIndividualFile(f.from, o)
		return res, true, err
	}
	if !f.sessionGiven {
		return nil, false, nil
	}
	desk, err := club.Open(f.db)
	if err != nil {
		return nil, false, err
	}
	defer desk.Close()
	if ok, err := desk.IsIndividual(f.session); !ok || err != nil {
		return nil, false, err
	}
	res, err := desk.IndividualScored(f.session, "")
	return res, true, err
}

// swissPairsReport makes the report of a stored Swiss pairs: the
// standings in victory points and each round's matches; ok is false when
// the report names no Swiss pairs.
func swissPairsReport(f *reportFlags) (pdf []byte, title string, ok bool, err error) {
	if !f.sessionGiven {
		return nil, "", false, nil
	}
	s, err := club.OpenOne(f.db, f.session)
	if err != nil {
		return nil, "", false, err
	}
	defer s.Close()
	if !s.IsSwissPairs() {
		return nil, "", false, nil
	}
	now, err := s.SwissPairs()
	if err != nil {
		return nil, "", true, err
	}
	r := &reports.SwissPairsResults{Club: now.Club, Title: or(now.Name, "Swiss pairs"), Date: now.Date, Standings: now.Standings, Next: now.Next, Awards: now.Awards}
	paper, _ := reports.ParsePaper(f.paper)
	var buf bytes.Buffer
	if f.format == "html" {
		err = reports.WriteSwissPairsHTML(&buf, r)
	} else {
		err = reports.WriteSwissPairsPDF(&buf, r, paper)
	}
	return buf.Bytes(), r.Title, true, err
}
