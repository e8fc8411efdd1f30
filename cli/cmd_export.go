package cli

import (
	"bytes"
	"fmt"
	"io"

	"bridgescore/interchange"
	"bridgescore/outfile"
	"bridgescore/scoring"
)

const exportUsage = `usage: bridgescore export --session ID --format usebio|csv [--db DB] [--out FILE]

Writes a stored session as USEBIO 1.2 (with the computed points, totals,
percentages and places) or as the CSV traveller format, to FILE or to the
standard output.
`

func init() {
	register(Command{Name: "export", Summary: "write a stored session as USEBIO or CSV", Run: runExport})
}

func runExport(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("export", exportUsage, stdout, stderr)
	format := c.fs.String("format", "", "")
	outPath := c.fs.String("out", "", "")
	ev, id, code, ok := c.storedEvent(args, format, "usebio", "csv")
	if !ok {
		return code
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
