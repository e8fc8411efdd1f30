package ui

import (
	"fmt"
	"math/big"
	"strings"

	"bridgescore/movements"
	"bridgescore/scoring"
)

var methodNames = map[scoring.Method]string{
	scoring.Matchpoints: "Matchpoints",
	scoring.CrossIMPs:   "Cross-IMPs",
	scoring.Butler:      "Butler",
}

var rulesNames = map[scoring.Rules]string{
	scoring.WBF:  "WBF/EBU",
	scoring.ACBL: "ACBL",
}

func methodName(m scoring.Method, r scoring.Rules) string {
	name, ok := methodNames[m]
	if !ok {
		name = string(m)
	}
	if m == scoring.Matchpoints || m == "" {
		if rn, ok := rulesNames[r]; ok {
			return name + " (" + rn + ")"
		}
	}
	return name
}

// ratText shows an exact number with two decimals, for display only.
func ratText(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return r.FloatString(2)
}

// pairLabel shows a pair as the director knows it: its number (and
// direction in a two-winner Mitchell) and the players' names.
func pairLabel(p scoring.Pair) string {
	id := p.ID
	if p.Direction != "" && !strings.HasSuffix(id, p.Direction) {
		id += " " + p.Direction
	}
	if len(p.Names) == 0 {
		return id
	}
	return id + "  " + strings.Join(p.Names, " & ")
}

// scheduleText lays out a movement round by round: for each table the NS
// and EW pairs and the boards, the sit-out shown as such.
func scheduleText(m *movements.Movement) string {
	if m == nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d tables, %d rounds of %d boards (%d boards)\n\n",
		m.Name, m.Tables, m.Rounds, m.BoardsPerRound, m.BoardSets*m.BoardsPerRound)
	b.WriteString("Round")
	for t := 1; t <= m.Tables; t++ {
		fmt.Fprintf(&b, " | Table %-11d", t)
	}
	b.WriteString("\n")
	for r := 1; r <= m.Rounds; r++ {
		fmt.Fprintf(&b, "%5d", r)
		for t := 1; t <= m.Tables; t++ {
			cell := ""
			for _, s := range m.Schedule {
				if s.Round == r && s.Table == t {
					bs := m.Boards(s.Set)
					cell = fmt.Sprintf("%s v %s  %d-%d", s.NS, s.EW, bs[0], bs[len(bs)-1])
					if m.Phantom != nil && (s.NS == *m.Phantom || s.EW == *m.Phantom) {
						cell = "sit-out " + cell
					}
				}
			}
			fmt.Fprintf(&b, " | %-17s", cell)
		}
		b.WriteString("\n")
	}
	return b.String()
}
