package club

import (
	"bytes"
	"fmt"
	"time"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/outfile"
	"bridgescore/reports"
)

// PointsFile is the players' master points over a period as the club
// secretary takes them: "csv" a line a player (Name, Number, Unit,
// Points, Awards; every cell safe to open in a spreadsheet), "pdf" the
// totals then every award with its session, pair and place. It says how
// many players earned points.
//
// Codes: Invalid (a period that ends before it starts, a format that is
// none of these).
func (d *Desk) PointsFile(from, to time.Time, format string, paper reports.Paper) ([]byte, int, error) {
	if to.Before(from) {
		return nil, 0, fault.Errorf(fault.Invalid, "the period ends (%s) before it starts (%s)", to.Format("2006-01-02"), from.Format("2006-01-02"))
	}
	players, err := d.Points(from, to)
	if err != nil {
		return nil, 0, err
	}
	var b bytes.Buffer
	switch format {
	case "pdf":
		err = reports.WritePointsPDF(&b, pointsSummary(players, from.Format("2006-01-02"), to.Format("2006-01-02")), paper)
	case "csv":
		err = writePointsCSV(&b, players)
	default:
		return nil, 0, fault.Errorf(fault.Invalid, "points as %q: expected csv or pdf", format)
	}
	return b.Bytes(), len(players), err
}

// writePointsCSV writes a line a player.
func writePointsCSV(b *bytes.Buffer, players []PlayerPoints) error {
	cw := interchange.NewCSVWriter(b)
	cw.Write([]string{"Name", "Number", "Unit", "Points", "Awards"})
	for _, p := range players {
		cw.Write([]string{p.Name, p.Number, p.Unit(), p.Format(p.Total), fmt.Sprint(len(p.Awards))})
	}
	cw.Flush()
	return cw.Error()
}

// pointsSummary is the players' points as the PDF prints them.
func pointsSummary(players []PlayerPoints, from, to string) *reports.PointsSummary {
	s := &reports.PointsSummary{From: from, To: to}
	for _, p := range players {
		pp := reports.PointsPlayer{Name: p.Name, Number: p.Number, Unit: p.Unit(), Total: p.Format(p.Total)}
		for _, a := range p.Awards {
			place := a.Place
			if a.Stratum != "" {
				place += " " + a.Stratum
			}
			pp.Awards = append(pp.Awards, reports.PointsAward{Date: a.Date.Format("2 Jan 2006"), Session: a.Name,
				Pair: a.Pair, Place: place, Points: p.Format(a.Award)})
		}
		s.Players = append(s.Players, pp)
	}
	return s
}

// WritePointsFile writes PointsFile to path, whole or not at all, never
// over the club's database; it says how many players earned points.
//
// Codes: as PointsFile, and those of a file that may not be written.
func (d *Desk) WritePointsFile(from, to time.Time, format string, paper reports.Paper, path string) (int, error) {
	data, n, err := d.PointsFile(from, to, format, paper)
	if err != nil {
		return 0, err
	}
	return n, outfile.Write(path, data, outfile.Protect{Database: d.Path()})
}
