package scoring

import (
	"fmt"
	"math/big"
	"slices"
	"sort"
)

// A Swiss pairs is a pairs session played in rounds of a few boards, each
// round drawn from the standings after the last. Each round is scored on
// its own: its boards matchpointed (or IMPed) across the field as any
// pairs session's are, each pair's result for the round (its percentage,
// or its IMPs) then turned into victory points on the scale the director
// chooses, and the pairs ranked on their victory points so far.

// SwissScale turns a pair's result in a round of a Swiss pairs into
// victory points.
type SwissScale string

// Swiss pairs scales.
const (
	// SwissNoVP keeps each round's result as it is: its matchpoint
	// percentage, or its IMPs, added up over the rounds ("In shorter
	// matches … each board [should] have equal weight", Gordon Rainsford,
	// EBU).
	SwissNoVP SwissScale = "none"
	// SwissEBU7 is the percentage-to-VP table the EBU's congresses use for
	// 7-board rounds matchpointed across the field (Oxford Congress Swiss
	// Pairs, http://msgltd.co.uk/OBA/SwPairs/files/basic-html/page2.html):
	// above 68.35% 20 VPs … 49.35–50.65% 10; a percentage below 50 earns
	// 20 less what 100 less it earns.
	SwissEBU7 SwissScale = "ebu7"
	// SwissWBF turns a round's IMP margin into VPs on the WBF 2013
	// continuous scale for the round's boards.
	SwissWBF SwissScale = "wbf"
)

// SwissScales lists the scales, for a door's choice.
func SwissScales() []SwissScale { return []SwissScale{SwissEBU7, SwissWBF, SwissNoVP} }

// ebu7Bands are the lowest percentage (in hundredths) earning each VP
// from 11 to 20 on the EBU's 7-board table; below 50.66 and from 49.35 a
// round earns 10.
var ebu7Bands = []struct{ from, vp int }{
	{6836, 20}, {6441, 19}, {6176, 18}, {5965, 17}, {5784, 16},
	{5624, 15}, {5475, 14}, {5334, 13}, {5199, 12}, {5066, 11}, {4935, 10},
}

// EBU7VP is the EBU's 7-board table's victory points for a round's
// percentage, read to two decimals (rounded half up): the table's
// boundaries are two-decimal percentages.
func EBU7VP(percent *big.Rat) *big.Rat {
	h := RoundHalfUp(new(big.Rat).Mul(percent, big.NewRat(100, 1)), 0).Num().Int64()
	return big.NewRat(int64(ebu7(h)), 1)
}

// ebu7 reads the table for a percentage in hundredths.
func ebu7(h int64) int {
	if h < 4935 {
		return 20 - ebu7(10000-h)
	}
	for _, b := range ebu7Bands {
		if h >= int64(b.from) {
			return b.vp
		}
	}
	return 10
}

// SwissPairsSession is a Swiss pairs to score: the pairs (one field, no
// direction), every round's lines (Line.Round set) and the byes.
type SwissPairsSession struct {
	Method  Method
	Rules   Rules
	Options Options
	Scale   SwissScale
	// ByeScore is what a bye earns: victory points on a VP scale, a
	// percentage (matchpoints) or IMPs when the rounds are not
	// converted. Nil means 12 VPs, 60% or 0 IMPs.
	ByeScore *big.Rat
	Pairs    []Pair
	Lines    []Line
	// Byes lists, by round, the pair that had the bye.
	Byes map[int]string
}

// SwissMatch is two pairs' round: their results and victory points.
type SwissMatch struct {
	Round, Table int
	Pairs        [2]string
	// Results are each pair's percentage for the round (matchpoints) or
	// IMPs; Boards the boards they played.
	Results [2]*big.Rat
	Boards  int
	// VPs are what the results earn on the scale (the results themselves
	// when the rounds are not converted).
	VPs [2]*big.Rat
}

// SwissStanding is a pair's place after a round.
type SwissStanding struct {
	Pair   string
	Names  []string
	Score  *big.Rat // victory points (or results) so far
	Rounds int      // rounds played or byes had
	Met    []string // the pairs met, in round order
	Byes   int
	Rank   string
}

// SwissRound is one round scored: its matches and the standings after it.
type SwissRound struct {
	Round   int
	Matches []SwissMatch
	Bye     string
	After   []SwissStanding
}

// SwissPairsStandings is a Swiss pairs scored round by round.
type SwissPairsStandings struct {
	Method Method
	Scale  SwissScale
	Rounds []SwissRound
}

// Final is the standings after the last round scored.
func (s *SwissPairsStandings) Final() []SwissStanding {
	if len(s.Rounds) == 0 {
		return nil
	}
	return s.Rounds[len(s.Rounds)-1].After
}

// ScoreSwissPairs scores a Swiss pairs round by round.
func ScoreSwissPairs(s *SwissPairsSession) (_ *SwissPairsStandings, err error) {
	defer invalid(&err)
	if s == nil {
		return nil, fmt.Errorf("no session to score")
	}
	method := s.Method
	if method == "" {
		method = Matchpoints
	}
	scale, err := swissScaleFor(s.Scale, method)
	if err != nil {
		return nil, err
	}
	out := &SwissPairsStandings{Method: method, Scale: scale}
	byRound := map[int][]Line{}
	for _, l := range s.Lines {
		if l.Round < 1 {
			return nil, fmt.Errorf("board %d, %s v %s: a Swiss pairs' line needs its round", l.Board, l.NS, l.EW)
		}
		byRound[l.Round] = append(byRound[l.Round], l)
	}
	pairs := s.Pairs
	if len(pairs) == 0 {
		pairs = pairsOfLines(s.Lines)
	}
	t := newSwissTally(pairs)
	for _, r := range swissRounds(byRound, s.Byes) {
		round, err := scoreSwissRound(s, method, scale, r, byRound[r])
		if err != nil {
			return nil, fmt.Errorf("round %d: %w", r, err)
		}
		if err := t.add(&round, s.byeScore(method, scale)); err != nil {
			return nil, fmt.Errorf("round %d: %w", r, err)
		}
		round.After = t.standings()
		out.Rounds = append(out.Rounds, round)
	}
	return out, nil
}

// swissScaleFor checks a scale against the method: the EBU's table reads
// percentages, the WBF scale IMPs.
func swissScaleFor(scale SwissScale, method Method) (SwissScale, error) {
	if scale == "" {
		scale = SwissEBU7
		if method != Matchpoints {
			scale = SwissWBF
		}
	}
	switch {
	case scale == SwissEBU7 && method != Matchpoints:
		return "", fmt.Errorf("the EBU's percentage table converts matchpoints: for IMPs use the WBF scale")
	case scale == SwissWBF && method == Matchpoints:
		return "", fmt.Errorf("the WBF scale converts IMPs: for matchpoints use the EBU's percentage table")
	case scale != SwissEBU7 && scale != SwissWBF && scale != SwissNoVP:
		return "", fmt.Errorf("unknown Swiss scale %q: expected ebu7, wbf or none", scale)
	}
	return scale, nil
}

// swissRounds lists the rounds with lines or a bye, in order.
func swissRounds(byRound map[int][]Line, byes map[int]string) []int {
	var rs []int
	for r := range byRound {
		rs = append(rs, r)
	}
	for r := range byes {
		if _, ok := byRound[r]; !ok {
			rs = append(rs, r)
		}
	}
	sort.Ints(rs)
	return rs
}

// pairsOfLines lists the pairs the lines name, in number order.
func pairsOfLines(lines []Line) []Pair {
	seen := map[string]bool{}
	var ids []string
	for _, l := range lines {
		for _, id := range [2]string{l.NS, l.EW} {
			if !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
	}
	sort.Slice(ids, func(i, j int) bool { return LessPairID(ids[i], ids[j]) })
	out := make([]Pair, len(ids))
	for i, id := range ids {
		out[i] = Pair{ID: id}
	}
	return out
}

// byeScore is what a bye earns.
func (s *SwissPairsSession) byeScore(method Method, scale SwissScale) *big.Rat {
	switch {
	case s.ByeScore != nil:
		return s.ByeScore
	case scale != SwissNoVP:
		return big.NewRat(12, 1)
	case method == Matchpoints:
		return big.NewRat(60, 1)
	}
	return new(big.Rat)
}

// scoreSwissRound scores one round's boards across the field and turns
// each table's results into victory points.
func scoreSwissRound(s *SwissPairsSession, method Method, scale SwissScale, r int, lines []Line) (SwissRound, error) {
	round := SwissRound{Round: r, Bye: s.Byes[r]}
	if len(lines) == 0 {
		return round, nil
	}
	pairs := pairsOfLines(lines)
	st, err := Score(&Session{Method: method, Rules: s.Rules, Options: s.Options, Pairs: pairs, Lines: lines})
	if err != nil {
		return round, err
	}
	result := map[string]PairResult{}
	for _, p := range st.Pairs {
		result[p.ID] = p
	}
	for _, m := range swissMatches(lines) {
		a, b := result[m.Pairs[0]], result[m.Pairs[1]]
		m.Round, m.Boards = r, a.Boards
		if method == Matchpoints {
			m.Results = [2]*big.Rat{a.Percent, b.Percent}
		} else {
			m.Results = [2]*big.Rat{a.Total, b.Total}
		}
		if m.VPs, err = swissVPs(scale, m); err != nil {
			return round, err
		}
		round.Matches = append(round.Matches, m)
	}
	return round, nil
}

// swissMatches finds the round's tables: the two pairs of each, in the
// order their first lines come, numbered by their lines' table when given.
func swissMatches(lines []Line) []SwissMatch {
	var out []SwissMatch
	seen := map[[2]string]bool{}
	for _, l := range lines {
		k := [2]string{l.NS, l.EW}
		if seen[k] {
			continue
		}
		seen[k] = true
		t := l.Table
		if t == 0 {
			t = len(out) + 1
		}
		out = append(out, SwissMatch{Table: t, Pairs: k})
	}
	return out
}

// swissVPs turns a match's results into victory points.
func swissVPs(scale SwissScale, m SwissMatch) ([2]*big.Rat, error) {
	switch scale {
	case SwissEBU7:
		a := EBU7VP(m.Results[0])
		if new(big.Rat).Add(m.Results[0], m.Results[1]).Cmp(big.NewRat(100, 1)) == 0 {
			// Percentages that share a round's tops share its 20 VPs,
			// whichever way a boundary's rounding falls.
			return [2]*big.Rat{a, new(big.Rat).Sub(big.NewRat(20, 1), a)}, nil
		}
		return [2]*big.Rat{a, EBU7VP(m.Results[1])}, nil
	case SwissWBF:
		// The margin between two pairs scored against the field: half
		// the difference of their IMPs (a Butler pair's own IMPs, as its
		// opponents have the same IMPs the other way).
		margin := new(big.Rat).Sub(m.Results[0], m.Results[1])
		margin.Quo(margin, big.NewRat(2, 1))
		a, b, err := VictoryPoints(WBF2013, margin, max(m.Boards, 1), 0)
		return [2]*big.Rat{a, b}, err
	}
	return m.Results, nil
}

// swissTally is the standings as the rounds come in.
type swissTally struct {
	order []string
	by    map[string]*SwissStanding
}

func newSwissTally(pairs []Pair) *swissTally {
	t := &swissTally{by: map[string]*SwissStanding{}}
	for _, p := range pairs {
		t.order = append(t.order, p.ID)
		t.by[p.ID] = &SwissStanding{Pair: p.ID, Names: p.Names, Score: new(big.Rat)}
	}
	return t
}

// add counts a round's matches and bye into the standings.
func (t *swissTally) add(r *SwissRound, bye *big.Rat) error {
	for _, m := range r.Matches {
		for k, id := range m.Pairs {
			p, ok := t.by[id]
			if !ok {
				return fmt.Errorf("pair %s is not one of the pairs", id)
			}
			p.Score.Add(p.Score, m.VPs[k])
			p.Rounds++
			p.Met = append(p.Met, m.Pairs[1-k])
		}
	}
	if r.Bye != "" {
		p, ok := t.by[r.Bye]
		if !ok {
			return fmt.Errorf("the bye: pair %s is not one of the pairs", r.Bye)
		}
		p.Score.Add(p.Score, bye)
		p.Rounds++
		p.Byes++
	}
	return nil
}

// standings ranks the pairs on their scores so far, a tie sharing its
// place (listed by number).
func (t *swissTally) standings() []SwissStanding {
	out := make([]SwissStanding, 0, len(t.order))
	for _, id := range t.order {
		p := *t.by[id]
		p.Score = new(big.Rat).Set(p.Score)
		p.Met = slices.Clone(p.Met)
		out = append(out, p)
	}
	scores := make([]*big.Rat, len(out))
	for i := range out {
		scores[i] = out[i].Score
	}
	places := Places(scores)
	for i := range out {
		out[i].Rank = places[i]
	}
	sort.SliceStable(out, func(i, j int) bool {
		if c := out[i].Score.Cmp(out[j].Score); c != 0 {
			return c > 0
		}
		return LessPairID(out[i].Pair, out[j].Pair)
	})
	return out
}

// Words says a match as a results sheet does: "Table 3: 7 (58.33%, 16 VP)
// v 12 (41.67%, 4 VP)".
func (m SwissMatch) Words(method Method) string {
	res := func(k int) string {
		if method == Matchpoints {
			return FormatPoints(m.Results[k]) + "%"
		}
		return FormatPoints(m.Results[k]) + " IMPs"
	}
	return fmt.Sprintf("Table %d: %s (%s, %s VP) v %s (%s, %s VP)", m.Table,
		m.Pairs[0], res(0), FormatPoints(m.VPs[0]), m.Pairs[1], res(1), FormatPoints(m.VPs[1]))
}
