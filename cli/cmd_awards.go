package cli

import "flag"

const awardsUsage = `usage: bridgescore awards --session ID [--award SCALE|none] [--strata 500,100|none] [--strata-by higher|average]
                          [--handicaps club|FILE.csv|none] [--handicap-mode sum|mean] [--handicap-sessions N]
                          [--handicap-months M] [--handicap-minimum K] [--handicap-default H] [--db DB]

Says what a stored session awards: its master-point scale, strata and
handicaps; with any of the options below, changes it first (kept in the
session's history: undo puts it back). The ranking ('standings', 'report',
the window) then shows each pair's award, stratum and handicapped place. A
teams night takes the scale alone (its teams are ranked by their matches:
no strata nor handicaps) and shows each team's award.

AWARDS:
` + awardOptions

func awardsCommand(fs *flag.FlagSet) work {
	af := addAwardFlags(fs)
	return func(x *call) error {
		af.notes = x.stderr
		if err := x.noArgs(); err != nil {
			return err
		}
		id, err := x.ID()
		if err != nil {
			return err
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		a, err := desk.SessionAwards(id)
		if err != nil {
			return err
		}
		if len(af.given()) > 0 {
			var names []string
			if st, err := desk.Standings(id); err == nil {
				for _, p := range st.Pairs {
					names = append(names, p.Names...)
				}
			}
			if a, err = af.apply(a, desk, names); err != nil {
				return err
			}
			if err := desk.SetAwards(id, a); err != nil {
				return err
			}
		}
		writeAwardSettings(x.stdout, id, a)
		return nil
	}
}
