package awards

import (
	"fmt"
	"strings"
)

// MaxGreenAward is the largest top award taken, in points: the EBU's
// national events award tens of green points, never hundreds.
const MaxGreenAward = 1000

// MaxGreenPlaces is the most places a green-point programme may pay.
const MaxGreenPlaces = 10_000

// greenAwards is an EBU green-point event's awards as its programme sets
// them, in hundredths: the top award, the lowest, how many places earn
// one, and what a teams match won earns (win; 0 with winFromBoards set
// when the match's boards decide it).
type greenAwards struct {
	top, bottom   Award
	places        int
	win           Award
	winFromBoards bool
}

// Where the green points' rules are read from, for the explanation.
const (
	greenPlacesSource = "each place earns the lowest award and a share of the difference between the top and the lowest: " +
		"1/place down to the middle place paid, then falling evenly to nothing at the last, " +
		"as EBUScoreTeams 1.1.3 awards its example event (read from its results file; the EBU describes the shape — a big gap from 1st to 2nd, " +
		"smaller gaps after, then linear down to the last award — but does not publish the formula)"
	greenMatchSource = "a match won earns its boards ÷ 29, rounded up to the hundredth, a draw half that rounded up " +
		"(the EBU's Green Point Calculator page)"
)

// parseGreen reads the programme's figures after "ebu-green":
// ":TOP,BOTTOM,PLACES" and optionally ",WIN".
func parseGreen(name, rest string) (Scale, error) {
	usage := fmt.Errorf("award scale %q: give the programme's top award, lowest award and number of places paid, "+
		"and for a teams event the award for a match won if the programme sets one, as in ebu-green:5,0.5,8 or ebu-green:5,0.5,8,0.32", name)
	figures, ok := strings.CutPrefix(rest, ":")
	parts := strings.Split(figures, ",")
	if !ok || len(parts) < 3 || len(parts) > 4 {
		return Scale{}, usage
	}
	g := greenAwards{winFromBoards: len(parts) == 3}
	top, okTop := hundredths100(parts[0])
	bottom, okBottom := hundredths100(parts[1])
	places, err := atoiPlain(parts[2])
	switch {
	case !okTop || !okBottom || top <= 0 || top > MaxGreenAward*100:
		return Scale{}, fmt.Errorf("award scale %q: the top and lowest awards are numbers of green points above 0 and at most %d, with two decimals at most", name, MaxGreenAward)
	case bottom > top:
		return Scale{}, fmt.Errorf("award scale %q: the lowest award %s is above the top award %s", name, Award(bottom), Award(top))
	case err != nil || places < 1 || places > MaxGreenPlaces:
		return Scale{}, fmt.Errorf("award scale %q: the places paid %q is not a number from 1 to %d", name, parts[2], MaxGreenPlaces)
	}
	g.top, g.bottom, g.places = Award(top), Award(bottom), places
	if len(parts) == 4 {
		win, ok := hundredths100(parts[3])
		if !ok || win > top {
			return Scale{}, fmt.Errorf("award scale %q: the award for a match won %q is not a number of green points from 0 to the top award, with two decimals at most", name, parts[3])
		}
		g.win = Award(win)
	}
	return Scale{body: EBU, green: g}, nil
}

// atoiPlain reads a whole number written with digits only.
func atoiPlain(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 9 || strings.Trim(s, "0123456789") != "" {
		return 0, fmt.Errorf("not a whole number")
	}
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n, nil
}

// String is the scale's name as ParseScale reads it.
func (g greenAwards) String() string {
	s := fmt.Sprintf("ebu-green:%s,%s,%d", g.top, g.bottom, g.places)
	if !g.winFromBoards {
		s += "," + g.win.String()
	}
	return s
}

// title heads a results sheet's awards.
func (g greenAwards) title() string {
	return fmt.Sprintf("EBU green points (top %s, %d places down to %s)", formatHundredths(g.top), g.places, formatHundredths(g.bottom))
}

func formatHundredths(a Award) string { return fmt.Sprintf("%d.%02d", a/100, a%100) }

// ladder is each place's award: the lowest award plus the place's share
// of the difference between the top and the lowest, 1/place for places
// up to the middle of those paid (and the first always), then falling
// evenly from the middle (2/places there) to nothing at the last place
// paid; rounded to the hundredth, half up.
func (g greenAwards) ladder() []Award {
	out := make([]Award, g.places)
	span, n := int64(g.top-g.bottom), int64(g.places)
	for i := range out {
		p := int64(i + 1)
		num, den := span, p // span/p
		if 2*p > n && p > 1 {
			num, den = span*4*(n-p), n*n // span·4(n−p)/n²
		}
		out[i] = g.bottom + Award((2*num+den)/(2*den))
	}
	return out
}

// matchAwards are what a match won and a match drawn earn.
func (g greenAwards) matchAwards(boards int) (win, draw Award) {
	win = g.win
	if g.winFromBoards {
		win = Award((boards*100 + 28) / 29)
	}
	return win, (win + 1) / 2
}

// award works out each competitor's green points: its place's award (tied
// places sharing theirs, rounded up to the hundredth) and, in a Swiss or
// a teams event (a field giving matches won and drawn), the awards for the
// matches it won and drew.
func (g greenAwards) award(s Scale, f Field) Result {
	ladder := g.ladder()
	awards := share(f.Places, ladder, func(total Award, n int) Award { return (total + Award(n) - 1) / Award(n) })
	explain := fmt.Sprintf("%s: the event's programme sets the top award %s, the lowest %s and %d places paid: %s. Rule: %s",
		s.Title(), s.Format(g.top), s.Format(g.bottom), g.places, ladderText(s, ladder), greenPlacesSource)
	if f.Won != nil || f.Drawn != nil {
		win, draw := g.matchAwards(f.MatchBoards)
		for i := range awards {
			awards[i] += Award(at(f.Won, i))*win + Award(at(f.Drawn, i))*draw
		}
		if g.winFromBoards {
			explain += fmt.Sprintf("; each match won earns %s, each drawn %s: %s", s.Format(win), s.Format(draw), greenMatchSource)
		} else {
			explain += fmt.Sprintf("; each match won earns %s, the programme's figure, and each drawn %s, half that rounded up", s.Format(win), s.Format(draw))
		}
	}
	return Result{Awards: awards, Count: min(g.places, len(f.Places)), Ladder: ladder, Explain: explain + "."}
}

// at is xs[i], 0 beyond its end.
func at(xs []int, i int) int {
	if i < len(xs) {
		return xs[i]
	}
	return 0
}
