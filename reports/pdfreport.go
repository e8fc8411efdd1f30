package reports

import (
	"context"
	"errors"
	"io"

	"bridgescore/progress"
)

// WritePDF prints the chosen reports of a session, in the order given, as
// one PDF on the given paper.
func WritePDF(w io.Writer, r *Results, what []Report, paper Paper) error {
	return WritePDFWatched(w, r, what, paper, Watch{})
}

// Watch is how the printing of a large session is watched: Progress is
// told each page printed (the total is not known beforehand), and the
// printing stops at the next page once Context is done, with ErrStopped
// and nothing written.
type Watch struct {
	Progress progress.Meter
	Context  context.Context
}

// ErrStopped is the printing stopped through its Watch.
var ErrStopped = errors.New("the printing was stopped; nothing was written")

// WritePDFWatched is WritePDF, watched.
func WritePDFWatched(w io.Writer, r *Results, what []Report, paper Paper, watch Watch) error {
	d, err := buildPDFWatched(r, what, paper, watch)
	if err != nil {
		return err
	}
	return d.output(w)
}

func buildPDF(r *Results, what []Report, paper Paper) (*pdfDoc, error) {
	return buildPDFWatched(r, what, paper, Watch{})
}

func buildPDFWatched(r *Results, what []Report, paper Paper, watch Watch) (*pdfDoc, error) {
	if err := r.check(what); err != nil {
		return nil, err
	}
	r = cleaned(r)
	v := newView(r)
	d := newPDF(paper, r.titleLine())
	d.watch = watch
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
			d.handRecordPDF(r.Deals, 4)
		case HandRecord2:
			d.handRecordPDF(r.Deals, 2)
		}
	}
	return d, nil
}
