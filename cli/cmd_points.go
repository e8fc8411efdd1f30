package cli

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"time"

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
		data, players, err := desk.PointsFile(first, last, *format, paper)
		if err != nil {
			return err
		}
		b := bytes.NewBuffer(data)
		if *out == "" {
			_, err = x.stdout.Write(b.Bytes())
			return err
		}
		if err := outfile.Write(*out, b.Bytes(), protect); err != nil {
			return err
		}
		fmt.Fprintf(x.stderr, "%d players' points written to %s\n", players, *out)
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
