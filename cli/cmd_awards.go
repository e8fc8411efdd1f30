package cli

import (
	"fmt"
	"io"
	"strings"
)

const awardsUsage = `usage: bridgescore awards --session ID [--award SCALE|none] [--strata 500,100|none] [--strata-by higher|average]
                          [--handicaps club|FILE.csv|none] [--handicap-mode sum|mean] [--handicap-sessions N]
                          [--handicap-months M] [--handicap-minimum K] [--handicap-default H] [--db DB]

Says what a stored session awards: its master-point scale, strata and
handicaps; with any of the options below, changes it first (kept in the
session's history: undo puts it back). The ranking ('standings', 'report',
the window) then shows each pair's award, stratum and handicapped place.

AWARDS:
` + awardOptions

func init() {
	register(Command{Name: "awards", Summary: "say or set a session's master points, strata and handicaps", Run: runAwards})
}

func runAwards(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("awards", awardsUsage, stdout, stderr)
	af := addAwardFlags(c.fs)
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return c.usageError(fmt.Sprintf("unexpected %s", strings.Join(pos, " ")))
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
	a, err := desk.SessionAwards(id)
	if err != nil {
		return c.fail(err)
	}
	if len(af.given()) > 0 {
		var names []string
		if _, st, err := desk.Standings(id); err == nil {
			for _, p := range st.Pairs {
				names = append(names, p.Names...)
			}
		}
		if a, err = af.apply(a, desk, names); err != nil {
			return c.refuse(err)
		}
		if err := desk.SetAwards(id, a); err != nil {
			return c.fail(err)
		}
	}
	writeAwardSettings(stdout, id, a)
	return 0
}
