package reports

import (
	"io"
)

// WritePDF prints the chosen reports of a session, in the order given, as
// one PDF on the given paper.
func WritePDF(w io.Writer, r *Results, what []Report, paper Paper) error {
	d, err := buildPDF(r, what, paper)
	if err != nil {
		return err
	}
	return d.output(w)
}

func buildPDF(r *Results, what []Report, paper Paper) (*pdfDoc, error) {
	if err := r.check(what); err != nil {
		return nil, err
	}
	r = cleaned(r)
	v := newView(r)
	d := newPDF(paper, r.titleLine())
	d.provisional = r.Provisional != ""
	for _, rep := range what {
		switch rep {
		case Ranking:
			d.rankingPDF(v)
		case Recap:
			d.recapPDF(v)
		case ScoreCards:
			d.scoreCardsPDF(v)
		case Travellers:
			d.travellersPDF(v)
		case GuideCards:
			if len(r.Sections) > 0 {
				for _, m := range r.Sections {
					d.guideCardsPDF(m, r.Only.Round, r.TableCodes)
				}
				continue
			}
			d.guideCardsPDF(r.Movement, r.Only.Round, r.TableCodes)
		case TableCards:
			for _, m := range r.movements() {
				d.tableCardsPDF(m, r.TableCodes)
			}
		case HandRecord:
			d.handRecordPDF(r, 4)
		case HandRecord2:
			d.handRecordPDF(r, 2)
		}
	}
	return d, nil
}
