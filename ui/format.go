package ui

import (
	"fmt"
	"math/big"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// methodName names how a session is scored, as everywhere else.
func methodName(m scoring.Method, r scoring.Rules) string { return scoring.ScoringName(m, r) }

// ratText shows an exact number with two decimals, for display only,
// rounded as the printed results are.
func ratText(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return scoring.FormatRat(r, 2)
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

// charsAcross is how many monospace characters fit in a width.
func charsAcross(width float32) int {
	char := fyne.MeasureText("0", theme.TextSize(), fyne.TextStyle{Monospace: true}).Width
	if char <= 0 || width <= 0 {
		return 1 << 10
	}
	return int(width / char)
}

// scheduleText lays out a movement round by round: for each table the NS
// and EW pairs and the boards, the sit-out shown as such, in blocks of
// tables no wider than maxChars.
func scheduleText(m *movements.Movement, maxChars int) string {
	if m == nil {
		return ""
	}
	var b strings.Builder
	// The name and the figures on lines of their own: a long name
	// ("Relay-and-bye-stand Mitchell, 10 tables, half table (pair 10 NS
	// missing)") with the figures is wider than a small window.
	if m.Section != "" {
		fmt.Fprintf(&b, "Section %s\n", m.Section)
	}
	fmt.Fprintf(&b, "%s\n%d tables, %d rounds of %d boards (%d boards)\n\n",
		m.Name, m.Tables, m.Rounds, m.BoardsPerRound, m.BoardSets*m.BoardsPerRound)
	// Each column is as wide as its longest cell, so that as many tables
	// as possible fit across the window.
	cells := make([][]string, m.Rounds+1)
	width := len("Table 00")
	for r := 1; r <= m.Rounds; r++ {
		cells[r] = make([]string, m.Tables+1)
		for _, s := range m.Schedule {
			if s.Round != r || s.Table < 1 || s.Table > m.Tables {
				continue
			}
			bs := m.Boards(s.Set)
			cell := fmt.Sprintf("%s v %s  %s", s.NS.Key(), s.EW.Key(), boardsRange(bs))
			if m.Phantom != nil && (s.NS == *m.Phantom || s.EW == *m.Phantom) {
				cell = "sit-out " + cell
			}
			cells[r][s.Table] = cell
			if n := len([]rune(cell)); n > width {
				width = n
			}
		}
	}
	// Tables beyond the width go to a block of their own below, so that
	// the schedule never needs scrolling sideways.
	per := max(1, (maxChars-5)/(width+3))
	for first := 1; first <= m.Tables; first += per {
		last := min(m.Tables, first+per-1)
		if first > 1 {
			b.WriteString("\n")
		}
		b.WriteString("Round")
		for t := first; t <= last; t++ {
			fmt.Fprintf(&b, " | %-*s", width, fmt.Sprintf("Table %d", t))
		}
		b.WriteString("\n")
		for r := 1; r <= m.Rounds; r++ {
			fmt.Fprintf(&b, "%5d", r)
			for t := first; t <= last; t++ {
				fmt.Fprintf(&b, " | %-*s", width, cells[r][t])
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// guideCardsText lays out every table's guide card: for each round the
// pairs, the boards, and where the pairs and the boards go next.
func guideCardsText(m *movements.Movement) string {
	var b strings.Builder
	for _, c := range m.TableCards() {
		fmt.Fprintf(&b, "Table %d", c.Table)
		if c.Stationary != nil {
			fmt.Fprintf(&b, " — %s stays here", c.Stationary)
		}
		fmt.Fprintf(&b, "\n%-6s %-16s %-8s %-14s %-14s %s\n", "Round", "Pairs", "Boards", "NS go to", "EW go to", "Boards go to")
		for _, r := range c.Rounds {
			pairs := fmt.Sprintf("%s v %s", r.NS, r.EW)
			if r.SitOut {
				pairs = "sit-out"
			}
			fmt.Fprintf(&b, "%-6d %-16s %-8s %-14s %-14s %s\n", r.Round, pairs, boardsRange(r.Boards),
				r.NSNext.Words(c.Table, "NS"), r.EWNext.Words(c.Table, "EW"), r.BoardsNext.Words())
		}
		b.WriteString("\n")
	}
	return b.String()
}

func boardsRange(bs []int) string {
	switch len(bs) {
	case 0:
		return ""
	case 1:
		return fmt.Sprint(bs[0])
	}
	return fmt.Sprintf("%d-%d", bs[0], bs[len(bs)-1])
}
