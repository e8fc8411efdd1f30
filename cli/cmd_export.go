package cli

import (
	"flag"
	"fmt"

	"bridgescore/club"
)

const exportUsage = `usage: bridgescore export --session ID --format usebio|csv [--usebio-version 1.2|1.3] [--db DB] [--out FILE]

Writes a stored session as USEBIO 1.2 (with the computed points, totals,
percentages and places, and each pair's master points when the session
awards them: MASTER_POINTS_AWARDED and MASTER_POINT_TYPE, BLACK for EBU
local points and ACBL masterpoints, GREEN or RED for ABF masterpoints,
written in hundredths as Compscore writes them) or as the CSV traveller
format, to FILE or to the standard output. A teams night is written as
USEBIO teams (EVENT_TYPE TEAMS: the teams' totals and places, every match's
score, every board's IMPs or points and both rooms' lines).
--usebio-version 1.3 writes USEBIO 1.3's ACBL elements too: the strata
(STRATIFICATION, each pair's STRATUM), each player's MASTERPOINTS holding
and ACBL_NUMBER.
`

func exportCommand(fs *flag.FlagSet) work {
	format := fs.String("format", "", "")
	outPath := fs.String("out", "", "")
	version := fs.String("usebio-version", "1.2", "")
	return func(x *call) error {
		if err := x.noArgs(); err != nil {
			return err
		}
		if *format != "usebio" && *format != "csv" {
			return usagef("--format %q: expected usebio or csv", *format)
		}
		if *version != "1.2" && *version != "1.3" {
			return usagef("--usebio-version %q: expected 1.2 or 1.3", *version)
		}
		id, err := x.ID()
		if err != nil {
			return err
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		if *outPath != "" {
			if err := desk.WriteExport(id, club.ExportFormat(*format), *version, *outPath); err != nil {
				return err
			}
			fmt.Fprintf(x.stderr, "session %d written to %s\n", id, *outPath)
			return nil
		}
		b, err := desk.Export(id, club.ExportFormat(*format), *version)
		if err != nil {
			return err
		}
		_, err = x.stdout.Write(b)
		return err
	}
}
