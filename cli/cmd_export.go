package cli

import (
	"bytes"
	"fmt"
	"io"

	"bridgescore/interchange"
	"bridgescore/outfile"
	"bridgescore/scoring"
)

const exportUsage = `usage: bridgescore export --session ID --format usebio|csv [--usebio-version 1.2|1.3] [--db DB] [--out FILE]

Writes a stored session as USEBIO 1.2 (with the computed points, totals,
percentages and places, and each pair's master points when the session
awards them: MASTER_POINTS_AWARDED, MASTER_POINT_TYPE LOCAL or BLACK) or
as the CSV traveller format, to FILE or to the standard output.
--usebio-version 1.3 writes USEBIO 1.3's ACBL elements too: the strata
(STRATIFICATION, each pair's STRATUM), each player's MASTERPOINTS holding
and ACBL_NUMBER.
`

func init() {
	register(Command{Name: "export", Summary: "write a stored session as USEBIO or CSV", Run: runExport})
}

func runExport(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("export", exportUsage, stdout, stderr)
	format := c.fs.String("format", "", "")
	outPath := c.fs.String("out", "", "")
	version := c.fs.String("usebio-version", "1.2", "")
	ev, id, code, ok := c.storedEvent(args, format, "usebio", "csv")
	if !ok {
		return code
	}
	if *version != "1.2" && *version != "1.3" {
		return c.usageError(fmt.Sprintf("--usebio-version %q: expected 1.2 or 1.3", *version))
	}
	protect := outfile.Protect{Database: c.dbPath()}
	if *outPath != "" {
		if err := outfile.Check(*outPath, protect); err != nil {
			return c.fail(err)
		}
	}
	var err error
	var out bytes.Buffer
	if *format == "csv" {
		err = interchange.WriteCSV(&out, ev)
	} else {
		var st *scoring.Standings
		if all := ev.Sectioned(); len(all.Lines) > 0 {
			if st, err = scoring.Score(&all); err != nil {
				return c.fail(fmt.Errorf("session %d: %w", id, err))
			}
		}
		if ev.Awards, err = c.usebioAwards(id, st, *version); err != nil {
			return c.fail(err)
		}
		err = interchange.WriteUSEBIO(&out, ev, st)
	}
	if err != nil {
		return c.fail(fmt.Errorf("session %d: %w", id, err))
	}
	if *outPath == "" {
		if _, err := stdout.Write(out.Bytes()); err != nil {
			return c.fail(err)
		}
		return 0
	}
	if err := outfile.Write(*outPath, out.Bytes(), protect); err != nil {
		return c.fail(err)
	}
	fmt.Fprintf(stderr, "session %d written to %s\n", id, *outPath)
	return 0
}
