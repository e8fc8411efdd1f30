package cli

import (
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"
	"unicode/utf8"

	"bridgescore/scoring"
)

const vpUsage = `usage: bridgescore vp IMPS --boards N [--scale wbf2013|ebu20|acbl30|acbl20] [--equivalent N]
       bridgescore vp --table --boards N [--scale ...] [--equivalent N]

Converts a match's IMP margin into the two teams' victory points, the team
whose margin IMPS is (negative when it lost) first, two decimals, one space:
"bridgescore vp 17 --boards 4" prints "17.31 2.69". --table prints the whole
scale for a match of N boards, as a director pins it up.

Options:
  --boards N          the boards the match had
  --scale S           wbf2013 (the WBF's continuous scale of 2013, any length;
                      the default), acbl30 or acbl20 (the ACBL's Swiss-teams
                      scales, 6–8 and 9–11 boards); ebu20 (the EBU's 20-VP
                      scale) is not held: its table was not published where
                      it could be read
  --equivalent N      read the scale for N boards: twice the boards for a
                      teams-of-eight match scored as two teams-of-four
                      matches, a length a discrete table covers
  --table             print the scale rather than one match
`

func vpCommand(fs *flag.FlagSet) work {
	boards := fs.Int("boards", 0, "")
	scale := fs.String("scale", string(scoring.WBF2013), "")
	eq := fs.Int("equivalent", 0, "")
	table := fs.Bool("table", false, "")
	return func(x *call) error {
		pos := x.args
		switch {
		case *boards == 0:
			return usage("say how many boards the match had: --boards N")
		case *table && len(pos) > 0:
			return usage("--table prints the whole scale: give no IMPs")
		case !*table && len(pos) != 1:
			return usage("give one IMP margin (negative when the team lost)")
		}
		if *table {
			rows, err := scoring.VPTable(scoring.VPScale(*scale), *boards, *eq)
			if err != nil {
				return err
			}
			writeVPTable(x.stdout, rows)
			return nil
		}
		imps, ok := new(big.Rat).SetString(strings.TrimPrefix(pos[0], "+"))
		if !ok || len(pos[0]) > 12 {
			return usagef("IMPs %q: expected a number such as 17 or -3.5", pos[0])
		}
		a, b, err := scoring.VictoryPoints(scoring.VPScale(*scale), imps, *boards, *eq)
		if err != nil {
			return err
		}
		fmt.Fprintf(x.stdout, "%s %s\n", a.FloatString(2), b.FloatString(2))
		return nil
	}
}

// writeVPTable prints a scale, one band a line.
func writeVPTable(w io.Writer, rows []scoring.VPRow) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-9s %7s %7s\n", "IMPs", "winner", "loser")
	for _, r := range rows {
		band := fmt.Sprint(r.From)
		switch {
		case r.To < 0:
			band += "+"
		case r.To > r.From:
			band = fmt.Sprintf("%d–%d", r.From, r.To)
		}
		fmt.Fprintf(&sb, "%s%s %7s %7s\n", band, strings.Repeat(" ", max(0, 9-utf8.RuneCountInString(band))), hundredths(r.Winner), hundredths(r.Loser))
	}
	io.WriteString(w, sb.String())
}

func hundredths(v int) string { return fmt.Sprintf("%d.%02d", v/100, v%100) }
