package scoring

import (
	"fmt"
	"math/big"
)

// teamRules is a teams session's method and options with the defaults
// filled in.
type teamRules struct {
	method   TeamMethod
	scale    VPScale
	eq       int
	win      *big.Rat // a board won (BAM, point-a-board)
	avePlus  *big.Rat // Average-plus in IMPs
	knockout bool
	bye      *big.Rat
}

func newTeamRules(s *TeamsSession) (*teamRules, error) {
	o := s.Options
	r := &teamRules{method: s.Method, scale: o.Scale, eq: o.Equivalent, knockout: o.Knockout}
	if r.method == "" {
		r.method = TeamVPs
	}
	unit := o.BoardWin
	switch r.method {
	case TeamVPs:
		if r.scale == "" {
			r.scale = WBF2013
		}
		if scaleTotal(r.scale) == 0 {
			return nil, fmt.Errorf("unknown VP scale %q: expected %s", r.scale, scaleNames())
		}
		if r.eq < 0 || r.eq > MaxVPBoards {
			return nil, fmt.Errorf("a board equivalent of %d: expected 1 to %d boards", r.eq, MaxVPBoards)
		}
	case TeamIMPs, TeamAggregate:
	case BoardAMatch:
		unit = cmpDefault(unit, 1)
	case PointABoard:
		unit = cmpDefault(unit, 2)
	default:
		return nil, fmt.Errorf("unknown teams scoring method %q: expected vp, imps, bam, pab or aggregate", s.Method)
	}
	if unit < 0 || unit > 100 {
		return nil, fmt.Errorf("a board won is worth %d: expected 1 to 100 points", unit)
	}
	r.win = big.NewRat(int64(unit), 1)
	r.avePlus = o.AveragePlusIMPs
	if r.avePlus == nil {
		r.avePlus = big.NewRat(3, 1)
	}
	if r.avePlus.Sign() < 0 || r.avePlus.Cmp(big.NewRat(24, 1)) > 0 {
		return nil, fmt.Errorf("an Average-plus of %s IMPs: expected 0 to 24", r.avePlus.RatString())
	}
	r.bye = o.ByeScore
	if r.bye == nil {
		// 60% of the scale's whole: 12 VPs of 20, 18 of 30.
		r.bye = big.NewRat(int64(scaleTotal(r.scale))*6, 10)
	}
	return r, nil
}

// scaleTotal is what the two sides of a match share on a scale: 20 or 30
// VPs; 0 for none.
func scaleTotal(scale VPScale) int {
	switch scale {
	case WBF2013, EBU20, ACBL20:
		return 20
	case ACBL30:
		return 30
	}
	return 0
}

func cmpDefault(v, d int) int {
	if v == 0 {
		return d
	}
	return v
}

// ScoreTeams scores a teams session: each board of each match in both
// rooms, each match by the session's method, and the teams ranked.
func ScoreTeams(s *TeamsSession) (_ *TeamStandings, err error) {
	defer invalid(&err)
	if s == nil {
		return nil, fmt.Errorf("no session to score")
	}
	r, err := newTeamRules(s)
	if err != nil {
		return nil, err
	}
	teams, index, err := teamList(s)
	if err != nil {
		return nil, err
	}
	ms, err := findMatches(s, index)
	if err != nil {
		return nil, err
	}
	st := &TeamStandings{Method: r.method}
	if r.method == TeamVPs {
		st.Scale = r.scale
	}
	for _, m := range ms {
		mr, err := r.scoreMatch(m)
		if err != nil {
			return nil, err
		}
		st.Matches = append(st.Matches, mr)
	}
	if err := r.rank(st, s, teams, index); err != nil {
		return nil, err
	}
	return st, nil
}

// scoreMatch scores every board of a match with both rooms in, and the
// match by the method.
func (r *teamRules) scoreMatch(m *matchLines) (MatchResult, error) {
	mr := MatchResult{Match: m.Match, Complete: true}
	if m.Entered != nil && len(m.boards) == 0 && len(m.Match.Boards) > 0 {
		m.boards = m.Match.Boards
	}
	mr.Scorecard = make([]MatchBoard, 0, len(m.boards))
	mr.Match.Boards = m.boards
	for _, b := range m.boards {
		mb := MatchBoard{Board: b, Open: m.open[b], Closed: m.closed[b]}
		switch {
		case mb.Open == nil || mb.Closed == nil:
			mr.Complete = false
		case mb.Open.Kind == NotPlayed || mb.Closed.Kind == NotPlayed:
			mb.Note = "not played in both rooms: the board does not count"
		default:
			if err := r.scoreBoard(&mb); err != nil {
				return mr, err
			}
		}
		mr.Scorecard = append(mr.Scorecard, mb)
	}
	mr.ScaleBoards = len(m.boards)
	if r.eq != 0 {
		mr.ScaleBoards = r.eq
	}
	if m.Entered != nil {
		return mr, r.enteredScore(&mr)
	}
	return mr, r.matchScore(&mr)
}

// enteredScore scores a match entered by its IMPs (or points) alone: the
// match length for its VPs is its listed boards.
func (r *teamRules) enteredScore(mr *MatchResult) error {
	e := *mr.Entered
	if e[0] == nil || e[1] == nil || e[0].Sign() < 0 && r.method != TeamAggregate || e[1].Sign() < 0 && r.method != TeamAggregate {
		return fmt.Errorf("match %s v %s: the entered score needs both teams' figures, none negative", mr.Home, mr.Away)
	}
	if len(mr.Scorecard) > 0 && slicesHaveLines(mr.Scorecard) {
		return fmt.Errorf("match %s v %s: entered by its score and by its boards: give one or the other", mr.Home, mr.Away)
	}
	mr.Complete = true
	switch r.method {
	case TeamVPs, TeamIMPs:
		margin := new(big.Rat).Sub(e[0], e[1])
		mr.IMPs = [2]*big.Rat{new(big.Rat).Set(e[0]), new(big.Rat).Set(e[1])}
		mr.Margin = [2]*big.Rat{margin, new(big.Rat).Neg(margin)}
		if r.method == TeamIMPs {
			mr.Score = [2]*big.Rat{new(big.Rat).Set(margin), new(big.Rat).Neg(margin)}
			return nil
		}
		if len(mr.Scorecard) == 0 && r.eq == 0 {
			return fmt.Errorf("match %s v %s: entered by its IMPs: say how many boards it had (or a board equivalent) for its VPs", mr.Home, mr.Away)
		}
		for i := range 2 {
			vp, _, err := VictoryPoints(r.scale, mr.Margin[i], max(len(mr.Scorecard), 1), r.eq)
			if err != nil {
				return fmt.Errorf("match %s v %s: %w", mr.Home, mr.Away, err)
			}
			mr.Score[i] = vp
		}
	default:
		mr.Score = [2]*big.Rat{new(big.Rat).Set(e[0]), new(big.Rat).Set(e[1])}
	}
	return nil
}

// slicesHaveLines tells whether any board of a scorecard has a line.
func slicesHaveLines(sc []MatchBoard) bool {
	for _, b := range sc {
		if b.Open != nil || b.Closed != nil {
			return true
		}
	}
	return false
}

// scoreBoard scores a board with both rooms in: home's and away's IMPs,
// board points or net points.
func (r *teamRules) scoreBoard(mb *MatchBoard) error {
	o, c := mb.Open, mb.Closed
	mb.Scored = true
	if o.Kind == Played && c.Kind == Played {
		net := o.Score - c.Score
		mb.Net = &net
	}
	var home, away *big.Rat
	switch {
	case o.Kind == Artificial || c.Kind == Artificial:
		if r.method == TeamAggregate {
			return fmt.Errorf("board %d, %s v %s: an artificial adjusted score has no value in total points: assign a score", mb.Board, o.NS, o.EW)
		}
		home, away, mb.Note = r.artificial(o, c)
	case o.Group != c.Group:
		// The rooms played different cards: there is nothing to compare
		// (Law 87), and each side is given Average.
		home, away = r.average()
		mb.Note = "fouled: the rooms played different deals; Average to both"
	default:
		home, away = r.compare(o, c)
	}
	if r.knockout && !r.balances(home, away) {
		avg := new(big.Rat).Sub(home, away)
		avg.Quo(avg, big.NewRat(2, 1))
		home, away = avg, new(big.Rat).Neg(avg)
		if r.boardPoints() {
			home, away = r.boardShare(avg)
		}
		mb.Note = joinNote(mb.Note, "the adjusted score does not balance: each side given the average of the two (Law 86B)")
	}
	switch r.method {
	case TeamVPs, TeamIMPs:
		mb.HomeIMPs, mb.AwayIMPs = home, away
	default:
		mb.HomePoints, mb.AwayPoints = home, away
	}
	return nil
}

// boardPoints tells whether the method scores boards won and lost.
func (r *teamRules) boardPoints() bool {
	return r.method == BoardAMatch || r.method == PointABoard
}

// balances tells whether the two sides' values of a board agree: equal
// and opposite, or in board points adding up to the board.
func (r *teamRules) balances(home, away *big.Rat) bool {
	sum := new(big.Rat).Add(home, away)
	if r.boardPoints() {
		return sum.Cmp(r.win) == 0
	}
	return sum.Sign() == 0
}

func joinNote(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// average is each side's value for an Average: no IMPs, half a board,
// no points.
func (r *teamRules) average() (*big.Rat, *big.Rat) {
	if r.boardPoints() {
		half := new(big.Rat).Quo(r.win, big.NewRat(2, 1))
		return half, new(big.Rat).Set(half)
	}
	return new(big.Rat), new(big.Rat)
}

// boardShare turns an averaged margin of board points back into the two
// sides' shares of the board: half the board each, moved by the margin.
func (r *teamRules) boardShare(margin *big.Rat) (*big.Rat, *big.Rat) {
	half := new(big.Rat).Quo(r.win, big.NewRat(2, 1))
	d := new(big.Rat).Quo(margin, big.NewRat(2, 1))
	return new(big.Rat).Add(half, d), new(big.Rat).Sub(half, d)
}

// artificial values a board with an artificial adjusted score in a room
// (Law 86A: Average-plus is AveragePlusIMPs, Average-minus its negative,
// Average nothing; in board-a-match the percentage of a board). Each
// side's value is from its own award, so Average-plus to both does not
// balance; with both rooms artificial, each side has the mean of its
// awards.
func (r *teamRules) artificial(o, c *Line) (home, away *big.Rat, note string) {
	var hp, ap []int // home's and away's percentages
	if o.Kind == Artificial {
		hp, ap = append(hp, o.NSPercent), append(ap, o.EWPercent)
	}
	if c.Kind == Artificial {
		hp, ap = append(hp, c.EWPercent), append(ap, c.NSPercent)
	}
	value := func(pcts []int) *big.Rat {
		sum := 0
		for _, p := range pcts {
			sum += p
		}
		pct := big.NewRat(int64(sum), int64(len(pcts)))
		if r.boardPoints() {
			return pct.Mul(pct, r.win).Quo(pct, big.NewRat(100, 1))
		}
		// (pct − 50)/10 of Average-plus: 60% is +1, 40% is −1.
		pct.Sub(pct, big.NewRat(50, 1))
		pct.Quo(pct, big.NewRat(10, 1))
		return pct.Mul(pct, r.avePlus)
	}
	home, away = value(hp), value(ap)
	return home, away, fmt.Sprintf("adjusted: %s to home, %s to away (Law 86A)", averageName(hp), averageName(ap))
}

// averageName names a side's artificial award: "Average-plus".
func averageName(pcts []int) string {
	if len(pcts) == 1 {
		return artificialName(pcts[0])
	}
	return fmt.Sprintf("%s and %s", artificialName(pcts[0]), artificialName(pcts[1]))
}

// compare values a board both rooms played, from each side's own view of
// any weighted score: home's weights are the open room's NS and the
// closed room's EW, away's the others.
func (r *teamRules) compare(o, c *Line) (home, away *big.Rat) {
	home = r.weighted(components(o, false), components(c, true))
	away = r.weighted(components(c, false), components(o, true))
	return home, away
}

// weighted is a side's value of the scores of the room where it sat
// North-South (own) against those of the room where its opponents did
// (other), each pair of scores at the product of its weights.
func (r *teamRules) weighted(own, other []component) *big.Rat {
	sum := new(big.Rat)
	for _, x := range own {
		for _, y := range other {
			v := r.value(x.score - y.score)
			if x.w.Cmp(big.NewRat(1, 1)) != 0 || y.w.Cmp(big.NewRat(1, 1)) != 0 {
				v.Mul(v, x.w)
				v.Mul(v, y.w)
			}
			sum.Add(sum, v)
		}
	}
	return sum
}

// value is what a net score on a board is worth to the side that has it.
func (r *teamRules) value(net int) *big.Rat {
	switch r.method {
	case BoardAMatch, PointABoard:
		switch {
		case net > 0:
			return new(big.Rat).Set(r.win)
		case net == 0:
			return new(big.Rat).Quo(r.win, big.NewRat(2, 1))
		}
		return new(big.Rat)
	case TeamAggregate:
		return big.NewRat(int64(net), 1)
	}
	return big.NewRat(int64(IMPs(net)), 1)
}

// matchScore adds up a match's boards and scores it by the method.
func (r *teamRules) matchScore(mr *MatchResult) error {
	var gross, margin, points [2]*big.Rat
	for i := range 2 {
		gross[i], margin[i], points[i] = new(big.Rat), new(big.Rat), new(big.Rat)
	}
	scored := 0
	for _, b := range mr.Scorecard {
		if !b.Scored {
			continue
		}
		scored++
		if b.HomeIMPs != nil {
			for i, v := range [2]*big.Rat{b.HomeIMPs, b.AwayIMPs} {
				margin[i].Add(margin[i], v)
				if v.Sign() > 0 {
					gross[i].Add(gross[i], v)
				}
			}
		} else {
			points[0].Add(points[0], b.HomePoints)
			points[1].Add(points[1], b.AwayPoints)
		}
	}
	if scored == 0 {
		return nil
	}
	switch r.method {
	case TeamVPs:
		mr.IMPs, mr.Margin = gross, margin
		for i := range 2 {
			vp, _, err := VictoryPoints(r.scale, margin[i], len(mr.Scorecard), r.eq)
			if err != nil {
				return fmt.Errorf("match %s v %s: %w", mr.Home, mr.Away, err)
			}
			mr.Score[i] = vp
		}
	case TeamIMPs:
		mr.IMPs, mr.Margin = gross, margin
		mr.Score = [2]*big.Rat{new(big.Rat).Set(margin[0]), new(big.Rat).Set(margin[1])}
	default:
		mr.Score = points
	}
	return nil
}
