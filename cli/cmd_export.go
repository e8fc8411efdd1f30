package cli

import (
	"fmt"
	"io"
	"strings"

	"bridgescore/club"
)

const exportUsage = `usage: bridgescore export --session ID --format usebio|csv [--usebio-version 1.2|1.3] [--db DB] [--out FILE]

Writes a stored session as USEBIO 1.2 (with the computed points, totals,
percentages and places, and each pair's master points when the session
awards them: MASTER_POINTS_AWARDED and MASTER_POINT_TYPE, BLACK for EBU
local points and ACBL masterpoints, GREEN or RED for ABF masterpoints,
written in hundredths as Compscore writes them) or as the CSV traveller
format, to FILE or to the standard output.
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
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return c.usageError(fmt.Sprintf("unexpected %s", strings.Join(pos, " ")))
	}
	if *format != "usebio" && *format != "csv" {
		return c.usageError(fmt.Sprintf("--format %q: expected usebio or csv", *format))
	}
	if *version != "1.2" && *version != "1.3" {
		return c.usageError(fmt.Sprintf("--usebio-version %q: expected 1.2 or 1.3", *version))
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	desk, err := c.open()
	if err != nil {
		return c.fail(err)
	}
	defer c.closeDB(desk)
	if *outPath != "" {
		if err := desk.WriteExport(id, club.ExportFormat(*format), *version, *outPath); err != nil {
			return c.fail(err)
		}
		fmt.Fprintf(stderr, "session %d written to %s\n", id, *outPath)
		return exitOK
	}
	b, err := desk.Export(id, club.ExportFormat(*format), *version)
	if err != nil {
		return c.fail(err)
	}
	if _, err := stdout.Write(b); err != nil {
		return c.fail(err)
	}
	return exitOK
}
