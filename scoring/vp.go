package scoring

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"
	"sync"
)

// VPScale names a victory-point scale: how a match's IMP margin becomes
// the two teams' victory points.
type VPScale string

// The scales bridgescore knows.
const (
	// WBF2013 is the WBF's continuous 20-VP scale of 2013, for any number
	// of boards: two decimals, 10–10 a draw, the loser 20 less the winner.
	WBF2013 VPScale = "wbf2013"
	// EBU20 is the English Bridge Union's discrete 20-VP scale.
	EBU20 VPScale = "ebu20"
	// ACBL30 is the ACBL's discrete 30-VP scale for Swiss teams.
	ACBL30 VPScale = "acbl30"
	// ACBL20 is the ACBL's discrete 20-VP scale for Swiss teams.
	ACBL20 VPScale = "acbl20"
)

// VPScales lists the scales in the order a director is offered them.
func VPScales() []VPScale { return []VPScale{WBF2013, EBU20, ACBL30, ACBL20} }

// MaxVPBoards is the longest match a scale is made for: the WBF scale's
// blitz grows with the root of the boards, and a scale beyond a few
// hundred boards is a mistake on the command line, not a match.
const MaxVPBoards = 1000

// VPRow is one row of a printed scale: an IMP margin from From to To
// (To is -1 for "and more") gives the winner Winner and the loser Loser
// victory points, in hundredths.
type VPRow struct {
	From, To      int
	Winner, Loser int
}

// vpLadder is a scale read for one match length: the winner's victory
// points, in hundredths, for each whole IMP margin from 0 up to the
// margin from which the winner has the most there is.
type vpLadder struct {
	scale      VPScale
	winner     []int // winner[m]: hundredths for a margin of m IMPs
	total      int   // the two sides' points added, in hundredths (2000, 3000)
	continuous bool  // a fractional margin is read between two rows
}

// at is the winner's and loser's hundredths for a whole margin m ≥ 0.
func (l *vpLadder) at(m int) (int, int) {
	w := l.winner[min(m, len(l.winner)-1)]
	return w, l.total - w
}

// VictoryPoints converts a match's IMP margin into the two teams' victory
// points on a scale: margin is the first team's IMPs less the second's
// (negative when the second won), boards the boards the match had and
// equivalent, when not 0, the match length the scale is read for (a
// teams-of-eight match read as twice its boards, a length no published
// table covers read as one that does). The two values are exact: two
// decimals on the WBF scale, whole points on the discrete ones.
//
// A fractional margin (an averaged adjustment of Law 86B) is read on
// the WBF scale by linear interpolation between the two whole margins
// about it, rounded half up to two decimals; on a discrete scale it
// must reach a band's bound to earn that band, as a fractional
// difference earns IMPs.
func VictoryPoints(scale VPScale, margin *big.Rat, boards, equivalent int) (first, second *big.Rat, err error) {
	defer invalid(&err)
	l, err := ladder(scale, boards, equivalent)
	if err != nil {
		return nil, nil, err
	}
	w, lo := l.read(new(big.Rat).Abs(margin))
	if margin.Sign() < 0 {
		w, lo = lo, w
	}
	return big.NewRat(int64(w), 100), big.NewRat(int64(lo), 100), nil
}

// read is the winner's and loser's hundredths for a margin m ≥ 0.
func (l *vpLadder) read(m *big.Rat) (int, int) {
	whole := new(big.Int).Quo(m.Num(), m.Denom())
	top := len(l.winner) - 1
	if !whole.IsInt64() || whole.Int64() >= int64(top) {
		return l.at(top)
	}
	k := int(whole.Int64())
	w, _ := l.at(k)
	if l.continuous && !m.IsInt() {
		next, _ := l.at(k + 1)
		// w + (next−w)·(m−k), rounded half up to a hundredth.
		frac := new(big.Rat).Sub(m, new(big.Rat).SetInt64(int64(k)))
		step := new(big.Rat).Mul(frac, big.NewRat(int64(next-w), 1))
		step.Add(step, big.NewRat(int64(w), 1))
		w = int(RoundHalfUp(step, 0).Num().Int64())
	}
	return w, l.total - w
}

// VPTable is the scale for one match length as a director prints it: one
// row per whole margin on the WBF scale, one per band on a discrete one.
func VPTable(scale VPScale, boards, equivalent int) (_ []VPRow, err error) {
	defer invalid(&err)
	l, err := ladder(scale, boards, equivalent)
	if err != nil {
		return nil, err
	}
	var rows []VPRow
	for m, w := range l.winner {
		if len(rows) > 0 && rows[len(rows)-1].Winner == w {
			rows[len(rows)-1].To = m
			continue
		}
		rows = append(rows, VPRow{From: m, To: m, Winner: w, Loser: l.total - w})
	}
	rows[len(rows)-1].To = -1
	return rows, nil
}

// ladders holds the scales read so far, by scale and length: a Swiss of
// a hundred teams reads the same one a thousand times.
var ladders sync.Map // ladderKey → *vpLadder

type ladderKey struct {
	scale VPScale
	n     int
}

// ladder reads a scale for a match of boards boards (or of equivalent,
// when not 0).
func ladder(scale VPScale, boards, equivalent int) (*vpLadder, error) {
	n := boards
	if equivalent != 0 {
		n = equivalent
	}
	switch {
	case boards < 1:
		return nil, fmt.Errorf("a match of %d boards: a match has at least one board", boards)
	case equivalent < 0:
		return nil, fmt.Errorf("a board equivalent of %d: it is a number of boards, at least 1", equivalent)
	case n > MaxVPBoards:
		return nil, fmt.Errorf("a match of %d boards: the scales are made for at most %d", n, MaxVPBoards)
	}
	key := ladderKey{scale, n}
	if l, ok := ladders.Load(key); ok {
		return l.(*vpLadder), nil
	}
	var l *vpLadder
	switch scale {
	case WBF2013:
		l = &vpLadder{scale: scale, winner: wbfLadder(n), total: 2000, continuous: true}
	case EBU20, ACBL30, ACBL20:
		d, err := discreteFor(scale, n)
		if err != nil {
			return nil, err
		}
		l = d.ladder(scale)
	default:
		return nil, fmt.Errorf("unknown VP scale %q: expected %s", scale, scaleNames())
	}
	ladders.Store(key, l)
	return l, nil
}

func scaleNames() string {
	var names []string
	for _, s := range VPScales() {
		names = append(names, string(s))
	}
	return strings.Join(names, ", ")
}

// wbfLadder is the WBF 2013 continuous scale for n boards, in hundredths,
// for each whole margin from 0 to the blitz B = 15√n rounded up (20.00).
//
// Each value is 10 + 10·(1 − τ^(3m/B))/(1 − τ³), τ = (√5 − 1)/2, rounded
// to two decimals; then, wherever rounding made a step larger than the
// step before it, the earlier value is raised by 0.01 until every step is
// at most the one before ("the scale is concave"). This is how the WBF's
// published tables were made: it reproduces every value of them, where
// plain rounding misses 48 of 860 by 0.01 (23 IMPs over 28 boards is
// 14.48, not 14.47).
func wbfLadder(n int) []int {
	tau := (math.Sqrt(5) - 1) / 2
	blitz := 15 * math.Sqrt(float64(n))
	top := int(math.Ceil(blitz))
	denom := 1 - math.Pow(tau, 3)
	v := make([]int, top+1)
	for m := range v {
		if float64(m) >= blitz {
			v[m] = 2000
			continue
		}
		vp := 10 + 10*(1-math.Pow(tau, 3*float64(m)/blitz))/denom
		v[m] = min(2000, int(math.Floor(vp*100+0.5)))
	}
	concave(v)
	return v
}

// concave raises values by one hundredth, the first offending value
// first, until no step is larger than the step before it.
func concave(v []int) {
	for k := 2; k < len(v); {
		if v[k]-v[k-1] > v[k-1]-v[k-2] {
			v[k-1]++
			// Raising v[k-1] made the step into it larger: look there again.
			if k > 2 {
				k--
			}
			continue
		}
		k++
	}
}

// DiscreteScale is a discrete VP scale for a range of match lengths, as
// published: each band's lowest IMP margin and what the winner and the
// loser of such a margin score, in whole points.
type DiscreteScale struct {
	Scale                VPScale
	MinBoards, MaxBoards int
	// Bands ascend: Bands[0] is the draw (From 0).
	Bands []DiscreteBand
	// Source says where the table was published.
	Source string
}

// DiscreteBand is one row of a discrete scale.
type DiscreteBand struct {
	From          int // the lowest IMP margin of the band
	Winner, Loser int
}

// ladder spreads the bands over whole margins.
func (d DiscreteScale) ladder(scale VPScale) *vpLadder {
	last := d.Bands[len(d.Bands)-1]
	w := make([]int, last.From+1)
	b := 0
	for m := range w {
		for b+1 < len(d.Bands) && m >= d.Bands[b+1].From {
			b++
		}
		w[m] = d.Bands[b].Winner * 100
	}
	return &vpLadder{scale: scale, winner: w, total: (last.Winner + last.Loser) * 100}
}

// DiscreteScales lists the published discrete scales bridgescore holds.
func DiscreteScales() []DiscreteScale { return discreteScales }

// discreteFor finds the table of a scale for a match of n boards.
func discreteFor(scale VPScale, n int) (DiscreteScale, error) {
	var lengths []string
	for _, d := range discreteScales {
		if d.Scale != scale {
			continue
		}
		if n >= d.MinBoards && n <= d.MaxBoards {
			return d, nil
		}
		lengths = append(lengths, fmt.Sprintf("%d–%d", d.MinBoards, d.MaxBoards))
	}
	if len(lengths) == 0 {
		return DiscreteScale{}, fmt.Errorf("the %s scale's table is not held by bridgescore: use %s or another scale", scale, WBF2013)
	}
	sort.Strings(lengths)
	return DiscreteScale{}, fmt.Errorf("the %s scale is published for matches of %s boards, not %d: give a board equivalent it covers, or use %s", scale, strings.Join(lengths, " and "), n, WBF2013)
}
