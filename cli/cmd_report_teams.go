package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"bridgescore/awards"
	"bridgescore/club"
	"bridgescore/outfile"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// reportTeamsHelp ends the report command's help: what it prints of a
// teams results file.
const reportTeamsHelp = `
With --from a teams results file (USEBIO teams, Ruter's PBN teams tables, the
teams CSV), the report is the teams': the ranking and how each tie would split,
the cross-table of matches and every match's score card (board, both rooms'
results, the net score and the IMPs or points each way), as --format pdf or
html to --out FILE; --method, --scale, --boards, --equivalent and --award as
score takes them for a teams file (--award adds each team's master points and
how they were worked out).
`

// teamsReportArgs tells whether a report command's --from names a teams
// file, and reads its options.
func teamsReportArgs(args []string) (ok bool, from, format, out string, paper reports.Paper, o club.TeamsFileOptions, err error) {
	fs := newFlagSet("report")
	fs.SetOutput(io.Discard)
	fromF := fs.String("from", "", "")
	formatF := fs.String("format", "pdf", "")
	outF := fs.String("out", "", "")
	paperF := fs.String("paper", "a4", "")
	method := fs.String("method", "", "")
	scale := fs.String("scale", "", "")
	boards := fs.Int("boards", 0, "")
	eq := fs.Int("equivalent", 0, "")
	award := fs.String("award", "", "")
	pos, perr := parseInterspersed(fs, args)
	if perr != nil || len(pos) > 0 || *fromF == "" || !club.IsTeamsFile(*fromF) {
		return false, "", "", "", paper, o, nil
	}
	o = club.TeamsFileOptions{Method: scoring.TeamMethod(*method), Scale: scoring.VPScale(*scale), Boards: *boards, Equivalent: *eq}
	paper, err = reports.ParsePaper(*paperF)
	switch {
	case err != nil:
	case *formatF != "pdf" && *formatF != "html":
		err = fmt.Errorf("--format %q: expected pdf or html", *formatF)
	case *outF == "":
		err = errors.New("say where to write the report: --out FILE")
	case *award != "":
		o.Award, err = awards.ParseScale(*award)
	}
	return true, *fromF, *formatF, *outF, paper, o, err
}

func runReportTeams(from, format, out string, paper reports.Paper, o club.TeamsFileOptions, stdout, stderr io.Writer) int {
	protect := outfile.Protect{Inputs: []string{from}}
	if err := outfile.Check(out, protect); err != nil {
		return failed(stderr, "report", err)
	}
	res, err := club.ScoreTeamsFile(from, o)
	if err != nil {
		return failed(stderr, "report", err)
	}
	if err := writeTeamsReport(res, format, paper, out, protect); err != nil {
		return failed(stderr, "report", err)
	}
	fmt.Fprintf(stdout, "wrote %s\n", out)
	return exitOK
}

// writeTeamsReport writes a teams result's report, PDF or HTML, to out.
func writeTeamsReport(res *club.TeamsResult, format string, paper reports.Paper, out string, protect outfile.Protect) error {
	r := res.Printed("Teams")
	var buf bytes.Buffer
	var err error
	if format == "html" {
		err = reports.WriteTeamsHTML(&buf, r)
	} else {
		err = reports.WriteTeamsPDF(&buf, r, paper)
	}
	if err != nil {
		return err
	}
	return outfile.Write(out, buf.Bytes(), protect)
}

func or(s, els string) string {
	if s == "" {
		return els
	}
	return s
}
