package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/outfile"
	"bridgescore/reports"
)

const pointsUsage = `usage: bridgescore points --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|pdf] [--out FILE] [--paper a4|letter] [--db DB]

The master points each player earned in the sessions played from one day
to the other (both included), for the club secretary: a player's total on
each body's scales (EBU local points, ACBL masterpoints) and the awards it
adds up. Sessions award what 'bridgescore awards' (or new's options) set.
CSV (the default) has a line a player: Name,Number,Unit,Points,Awards; PDF
the totals, then every award with its session, pair and place. FILE's
ending picks the format when --format is not given.
`

func pointsCommand(fs *flag.FlagSet) work {
	from := fs.String("from", "", "")
	to := fs.String("to", "", "")
	format := fs.String("format", "", "")
	out := fs.String("out", "", "")
	paperName := fs.String("paper", "a4", "")
	return func(x *call) error {
		first, last, err := pointsPeriod(x.args, *from, *to)
		if err != nil {
			return usage(err.Error())
		}
		if *format == "" {
			*format = "csv"
			if strings.EqualFold(filepath.Ext(*out), ".pdf") {
				*format = "pdf"
			}
		}
		paper, err := reports.ParsePaper(*paperName)
		if err != nil || (*format != "csv" && *format != "pdf") {
			return usagef("--format %q --paper %q: expected csv or pdf, a4 or letter", *format, *paperName)
		}
		if *format == "pdf" && *out == "" {
			return usage("a PDF goes to a file: give --out FILE.pdf")
		}
		protect := outfile.Protect{Database: x.dbPath()}
		if *out != "" {
			if err := outfile.Check(*out, protect); err != nil {
				return err
			}
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		players, err := desk.Points(first, last)
		if err != nil {
			return err
		}
		var b bytes.Buffer
		if *format == "pdf" {
			err = reports.WritePointsPDF(&b, pointsSummary(players, *from, *to), paper)
		} else {
			err = writePointsCSV(&b, players)
		}
		if err != nil {
			return err
		}
		if *out == "" {
			_, err = x.stdout.Write(b.Bytes())
			return err
		}
		if err := outfile.Write(*out, b.Bytes(), protect); err != nil {
			return err
		}
		fmt.Fprintf(x.stderr, "%d players' points written to %s\n", len(players), *out)
		return nil
	}
}

// pointsPeriod reads the days of the period.
func pointsPeriod(pos []string, from, to string) (time.Time, time.Time, error) {
	if len(pos) > 0 {
		return time.Time{}, time.Time{}, fmt.Errorf("unexpected %s", strings.Join(pos, " "))
	}
	if from == "" || to == "" {
		return time.Time{}, time.Time{}, fmt.Errorf("give the period: --from YYYY-MM-DD --to YYYY-MM-DD")
	}
	first, err := time.Parse("2006-01-02", from)
	if err != nil {
		return time.Time{}, time.Time{}, fmt.Errorf("--from %q: expected YYYY-MM-DD", from)
	}
	last, err := time.Parse("2006-01-02", to)
	if err != nil {
		return time.Time{}, time.Time{}, fmt.Errorf("--to %q: expected YYYY-MM-DD", to)
	}
	if last.Before(first) {
		return time.Time{}, time.Time{}, fmt.Errorf("--to %s is before --from %s", to, from)
	}
	return first, last, nil
}

// writePointsCSV writes a line a player: the name, number, unit, total
// and number of awards, every cell safe to open in a spreadsheet.
func writePointsCSV(w io.Writer, players []club.PlayerPoints) error {
	cw := interchange.NewCSVWriter(w)
	cw.Write([]string{"Name", "Number", "Unit", "Points", "Awards"})
	for _, p := range players {
		cw.Write([]string{p.Name, p.Number, p.Unit(), p.Format(p.Total), fmt.Sprint(len(p.Awards))})
	}
	cw.Flush()
	return cw.Error()
}

// pointsSummary is the players' points as the PDF prints them.
func pointsSummary(players []club.PlayerPoints, from, to string) *reports.PointsSummary {
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
