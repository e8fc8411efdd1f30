package club

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"strconv"
	"strings"
	"time"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// NewSwissPairs is a Swiss pairs as the director sets it up: the pairs,
// the rounds to play and their boards, how each round is scored and
// turned into victory points, and the players.
type NewSwissPairs struct {
	Name                          string
	Date                          time.Time
	Pairs, Rounds, BoardsPerRound int
	// Method scores each round's boards across the field: matchpoints
	// (the default) or cross-IMPs.
	Method scoring.Method
	Rules  scoring.Rules
	// Scale turns a round's result into victory points; "" is the EBU's
	// for matchpoints, the WBF's for IMPs.
	Scale scoring.SwissScale
	// Names are each pair's players, by pair number.
	Names map[int][]string
	Event string
	// Random draws round 1 at random from Seed (one the clock gives when
	// 0), said in the draw's words so that it can be drawn again;
	// otherwise round 1 is drawn by pair number.
	Random bool
	Seed   uint64
	// Awards is what the Swiss awards: a master-point scale only (its
	// pairs ranked on victory points take neither strata nor handicaps).
	Awards Awards
}

// CreateSwissPairs stores a new Swiss pairs with its first round drawn
// (1 v 2, 3 v 4 … by pair number, or at random from a seed): a pairs session whose movement grows
// a round at a time (DrawNextRound), so that the tables, travellers,
// phones, history and undo are those of any session.
//
// Codes: Invalid (pairs, rounds or boards the event cannot have, a method
// or scale it cannot be scored by), as Create otherwise.
func (d *Desk) CreateSwissPairs(n NewSwissPairs) (int64, error) {
	method := n.Method
	if method == "" {
		method = scoring.Matchpoints
	}
	if method != scoring.Matchpoints && method != scoring.CrossIMPs {
		return 0, fault.Errorf(fault.Invalid, "a Swiss pairs' rounds are scored by matchpoints (mp) or cross-IMPs (ximp), not %q", method)
	}
	if _, err := scoring.ScoreSwissPairs(&scoring.SwissPairsSession{Method: method, Scale: n.Scale}); err != nil {
		return 0, fault.As(fault.Invalid, err)
	}
	mv, err := movements.NewSwissPairs(n.Pairs, n.Rounds, n.BoardsPerRound, n.Scale)
	if err != nil {
		return 0, err
	}
	if mv, err = drawFirstRound(mv, n.Random, n.Seed); err != nil {
		return 0, err
	}
	names := map[movements.PairID][]string{}
	for p, ns := range n.Names {
		if p < 1 || p > n.Pairs {
			return 0, fault.Errorf(fault.Invalid, "pair %d is named, but the event has pairs 1 to %d", p, n.Pairs)
		}
		names[movements.PairID{Number: p}] = ns
	}
	return d.Create(NewSession{Name: n.Name, Date: n.Date, Movement: mv, Method: method, Rules: n.Rules, Names: names, Event: n.Event, Awards: n.Awards})
}

// drawFirstRound gives a Swiss's movement its first round: drawn by
// number (1 v 2, 3 v 4 …), or at random from a seed (one the clock gives
// when 0).
func drawFirstRound(mv *movements.Movement, random bool, seed uint64) (*movements.Movement, error) {
	start := movements.StartingStandings(mv)
	var first *movements.Draw
	var err error
	if random {
		if seed == 0 {
			seed = uint64(time.Now().UnixNano()%999983) + 1
		}
		first, start, err = firstDrawRandom(start, seed)
	} else {
		first, err = movements.SwissDraw(1, start)
		if first != nil {
			first.Explain = append([]string{fmt.Sprintf("Round 1 is drawn by %s number: 1 v 2, 3 v 4 …", swissOne(mv))}, first.Explain...)
		}
	}
	if err != nil {
		return nil, err
	}
	return movements.AddSwissRound(mv, first, start)
}

// swissOne is what one competitor of a Swiss is: "pair" or "team".
func swissOne(mv *movements.Movement) string {
	if movements.IsSwissTeams(mv) {
		return "team"
	}
	return "pair"
}

// SwissPairsNow is a Swiss pairs as it stands: the standings after each
// round scored, and where the Swiss stands (SwissProgress).
type SwissPairsNow struct {
	// Club, Name and Date head its printed results.
	Club, Name, Date string
	Standings        *scoring.SwissPairsStandings
	// Awards are the pairs' master points, in the order of the final
	// standings (Standings.Final()); nil when the Swiss awards none or no
	// round is scored.
	Awards *RankingAwards
	SwissProgress
}

// SwissProgress is where a Swiss kept as a session (pairs or teams)
// stands: the rounds drawn and to play, what the director can do next,
// and the draws a correction has made wrong.
type SwissProgress struct {
	// Drawn and Rounds count the rounds drawn and to play.
	Drawn, Rounds int
	// Complete says whether every result of the rounds drawn is in.
	Complete bool
	// Next says what comes next in words ("Round 3 can be drawn",
	// "Round 2: 7 of 12 results in").
	Next string
	// Byes are the pair (or team) with the bye, by round.
	Byes map[int]string
	// Changes are the rounds whose draw would have differed had the
	// standings it was drawn from been as they are now (a result
	// corrected after the next round was drawn).
	Changes []movements.DrawChange
}

// IsSwissPairs tells whether the open session is a Swiss pairs.
func (s *OpenSession) IsSwissPairs() bool {
	mv := s.Movement()
	return movements.SwissPlanOf(mv) != nil && mv.Kind == movements.SwissPairs
}

// IsSwiss tells whether the open session is a Swiss kept as a session:
// a Swiss pairs or a Swiss teams, whose rounds are drawn.
func (s *OpenSession) IsSwiss() bool { return movements.SwissPlanOf(s.Movement()) != nil }

// SwissPairs scores the open Swiss pairs as it stands.
//
// Codes: Invalid (not a Swiss pairs, or one that cannot be scored).
func (s *OpenSession) SwissPairs() (*SwissPairsNow, error) {
	if !s.IsSwissPairs() {
		return nil, fault.New(fault.Invalid, "the session is not a Swiss pairs")
	}
	prog, err := s.SwissProgress()
	if err != nil {
		return nil, err
	}
	st := s.state()
	now := &SwissPairsNow{Club: st.meta.Club, Name: cmp.Or(st.meta.EventTitle, st.meta.Name), Date: st.meta.Date, SwissProgress: *prog}
	// A round under way counts once all its results are in: a match's
	// victory points are known only then.
	until := prog.Drawn
	if prog.Complete {
		until++
	}
	if now.Standings, err = swissScore(st.session, s.Movement().Swiss, until); err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	a, err := s.l.desk.SessionAwards(s.ID())
	if err != nil {
		return nil, err
	}
	if now.Awards, err = swissPairsAwards(a, now.Standings, s.Movement()); err != nil {
		return nil, err
	}
	return now, nil
}

// SwissProgress says where the open Swiss (pairs or teams) stands: the
// rounds drawn, whether the last is complete, what comes next, and the
// draws a correction has made wrong.
//
// Codes: Invalid (not a Swiss, or one that cannot be scored).
func (s *OpenSession) SwissProgress() (*SwissProgress, error) {
	st := s.state()
	return swissProgressOf(&st.meta, st.session, s.Movement())
}

// swissProgressOf says where a stored Swiss stands (SwissProgress).
func swissProgressOf(m *store.Meta, ss *scoring.Session, mv *movements.Movement) (*SwissProgress, error) {
	p := swissRoundsNow(ss, mv)
	if p == nil {
		return nil, fault.New(fault.Invalid, "the session is not a Swiss (pairs or teams)")
	}
	var err error
	if p.Changes, err = swissDrawChanges(m, ss, mv); err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	return p, nil
}

// swissRoundsNow is where a stored Swiss stands (SwissProgress) but for
// the draws a correction has made wrong, which draw every round again;
// nil for any other session.
func swissRoundsNow(ss *scoring.Session, mv *movements.Movement) *SwissProgress {
	plan := movements.SwissPlanOf(mv)
	if plan == nil {
		return nil
	}
	p := &SwissProgress{Drawn: mv.Rounds, Rounds: plan.Rounds, Byes: maps.Clone(plan.Byes)}
	entered, expected := swissRoundProgress(ss, mv, mv.Rounds)
	p.Complete = entered == expected
	switch {
	case !p.Complete:
		p.Next = fmt.Sprintf("Round %d: %d of %d results in.", mv.Rounds, entered, expected)
		if bye := plan.Byes[mv.Rounds]; bye != "" {
			p.Next += fmt.Sprintf(" %s %s has the bye.", strings.ToUpper(swissOne(mv)[:1])+swissOne(mv)[1:], bye)
		}
	case mv.Rounds < plan.Rounds:
		p.Next = fmt.Sprintf("Round %d is complete: round %d can be drawn.", mv.Rounds, mv.Rounds+1)
	default:
		p.Next = fmt.Sprintf("All %d rounds are played.", plan.Rounds)
	}
	return p
}

// swissScore scores a Swiss pairs' rounds before round until.
func swissScore(ss *scoring.Session, plan *movements.SwissPlan, until int) (*scoring.SwissPairsStandings, error) {
	sp := scoring.SwissPairsSession{Method: ss.Method, Rules: ss.Rules, Options: ss.Options, Scale: plan.Scale,
		Pairs: ss.Pairs, Byes: map[int]string{}}
	for _, l := range ss.Lines {
		if l.Round < until {
			sp.Lines = append(sp.Lines, l)
		}
	}
	for r, p := range plan.Byes {
		if r < until {
			sp.Byes[r] = p
		}
	}
	return scoring.ScoreSwissPairs(&sp)
}

// standingsBefore are the standings a round is drawn from, as they are
// now: those after the round before (a Swiss teams' as its teams
// session scores them), or before the first every pair or team on
// nothing in the order round 1 was drawn from (by number, or the seed's).
func standingsBefore(m *store.Meta, ss *scoring.Session, mv *movements.Movement, round int) ([]movements.Standing, error) {
	if round <= 1 {
		start := movements.StartingStandings(mv)
		if from, ok := mv.Swiss.From[1]; ok && len(from) == len(start) {
			return from, nil
		}
		return start, nil
	}
	if movements.IsSwissTeams(mv) {
		return swissTeamsBefore(m, ss, mv, round)
	}
	ps, err := swissScore(ss, mv.Swiss, round)
	if err != nil {
		return nil, err
	}
	return movements.StandingsForDraw(ps.Final()), nil
}

// swissRoundProgress counts a round's results in and expected.
func swissRoundProgress(ss *scoring.Session, mv *movements.Movement, round int) (entered, expected int) {
	for _, s := range mv.Schedule {
		if s.Round == round {
			expected += mv.BoardsPerRound
		}
	}
	for _, l := range ss.Lines {
		if l.Round == round {
			entered++
		}
	}
	return entered, expected
}

// swissDrawChanges are the rounds after the first whose draw from the
// standings as they now are would differ from the draw the standings it
// was drawn from gave: a result corrected since may have given other
// opponents. A swap the director made is his choice, not a difference.
func swissDrawChanges(m *store.Meta, ss *scoring.Session, mv *movements.Movement) ([]movements.DrawChange, error) {
	var made []*movements.Draw
	var before [][]movements.Standing
	for r := 2; r <= mv.Rounds; r++ {
		then, ok := mv.Swiss.From[r]
		if !ok {
			continue
		}
		d, err := movements.SwissDraw(r, then)
		if err != nil {
			return nil, err
		}
		now, err := standingsBefore(m, ss, mv, r)
		if err != nil {
			return nil, err
		}
		made, before = append(made, d), append(before, now)
	}
	return movements.CheckDraws(made, before)
}

// DrawNextRound draws the next round of the open Swiss (pairs or teams)
// from the standings once every result of the round before is in, and
// stores it: each pair's table and opponents are then on its phone and
// in the window, and the round can be entered. It answers the round
// drawn, with its reasons in words.
//
// Codes: Invalid (not a Swiss, every round drawn), Conflict (the round
// before not complete, or another door drew it meanwhile), Busy.
func (s *OpenSession) DrawNextRound() (*movements.Draw, error) {
	now, err := s.SwissProgress()
	if err != nil {
		return nil, err
	}
	mv := s.Movement()
	switch {
	case now.Drawn >= now.Rounds:
		return nil, fault.Errorf(fault.Invalid, "all %d rounds are drawn", now.Rounds)
	case !now.Complete:
		return nil, fault.Errorf(fault.Conflict, "round %d is not complete: %s Enter the rest (or adjust the boards not played) before drawing round %d", mv.Rounds, now.Next, mv.Rounds+1)
	}
	// The round before is complete: the standings after it are the ones
	// the next round is drawn from.
	round := mv.Rounds + 1
	from, err := standingsBefore(&s.state().meta, s.state().session, mv, round)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	d, err := movements.SwissDraw(round, from)
	if err != nil {
		return nil, err
	}
	after, err := movements.AddSwissRound(mv, d, from)
	if err != nil {
		return nil, err
	}
	return s.storedDraw(round, s.storeSwissRound(mv, after, round, "round "+strconv.Itoa(round)+" drawn"))
}

// firstDrawRandom draws round 1 at random from a seed, said in the
// draw's words, and gives the order the seed put the pairs in: the
// standings the round is drawn from.
func firstDrawRandom(start []movements.Standing, seed uint64) (*movements.Draw, []movements.Standing, error) {
	order := movements.ShuffledStandings(start, seed)
	d, err := movements.SwissDraw(1, order)
	if err != nil {
		return nil, nil, err
	}
	d.Explain = []string{fmt.Sprintf("Round 1 is drawn at random with seed %d (the same seed draws it again).", seed)}
	for _, t := range d.Tables {
		d.Explain = append(d.Explain, fmt.Sprintf("Table %d: %s v %s, as the seed ordered them.", t.Table, t.Home, t.Away))
	}
	if d.Bye != "" {
		d.Explain = append(d.Explain, fmt.Sprintf("%s has the bye, last in the seed's order.", d.Bye))
	}
	return d, order, nil
}

// RedrawFirstRound draws round 1 again at random from the seed, while
// it is the only round drawn and none of its results is in.
//
// Codes: Invalid (not a Swiss pairs, seed 0), Conflict (a later round
// drawn, results of round 1 in), Busy.
func (s *OpenSession) RedrawFirstRound(seed uint64) (*movements.Draw, error) {
	mv := s.Movement()
	switch {
	case movements.SwissPlanOf(mv) == nil:
		return nil, fault.New(fault.Invalid, "the session is not a Swiss (pairs or teams)")
	case seed == 0:
		return nil, fault.New(fault.Invalid, "a seed is a whole number from 1")
	case mv.Rounds != 1:
		return nil, fault.Errorf(fault.Conflict, "round %d is drawn already: round 1 is drawn again only before round 2", mv.Rounds)
	}
	d, order, err := firstDrawRandom(movements.StartingStandings(mv), seed)
	if err != nil {
		return nil, err
	}
	after, err := movements.ReplaceSwissRound(mv, d)
	if err != nil {
		return nil, err
	}
	after.Swiss.From[1] = order // a swap then keeps the seed's order at each table
	return s.storedDraw(1, s.storeSwissRound(mv, after, 1, fmt.Sprintf("round 1 drawn at random (seed %d)", seed)))
}

// SwapSwiss exchanges two pairs (or teams) of the round last drawn
// before any of its results is in (a late arrival, a seating request):
// each takes the other's place, at a table or with the bye. A swap that
// makes a rematch is refused unless rematchOK (the director has been
// told and confirms); the rematch is then said in the draw's words.
//
// Codes: Invalid (not a Swiss, a pair or team it has not), Conflict
// (results of the round in, a rematch not confirmed), Busy.
func (s *OpenSession) SwapSwiss(a, b string, rematchOK bool) (*movements.Draw, error) {
	mv := s.Movement()
	if movements.SwissPlanOf(mv) == nil {
		return nil, fault.New(fault.Invalid, "the session is not a Swiss (pairs or teams)")
	}
	round := mv.Rounds
	d, _ := movements.SwissDrawOf(mv, round)
	from, err := standingsBefore(&s.state().meta, s.state().session, mv, round)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	swapped, err := d.Swap(a, b, from)
	if err != nil {
		return nil, err
	}
	if made := swapRematches(d, swapped, a, b); len(made) > 0 && !rematchOK {
		return nil, fault.Errorf(fault.Conflict, "swapping %s and %s makes a rematch: %s; %w", a, b, strings.Join(made, "; "), ErrSwapRematch)
	}
	after, err := movements.ReplaceSwissRound(mv, swapped)
	if err != nil {
		return nil, err
	}
	return s.storedDraw(round, s.storeSwissRound(mv, after, round, fmt.Sprintf("%ss %s and %s swapped in round %d", swissOne(mv), a, b, round)))
}

// ErrSwapRematch is wrapped in the refusal of a swap that makes a
// rematch: the door asks the director to confirm it.
var ErrSwapRematch = errors.New("swap all the same only if the director means it")

// swapRematches names the tables of a swapped draw where a or b meets a
// pair met before, when the draw before the swap had fewer rematches.
func swapRematches(before, after *movements.Draw, a, b string) []string {
	if after.Rematches <= before.Rematches {
		return nil
	}
	var out []string
	for _, t := range after.Tables {
		if t.Rematch && (t.Home == a || t.Home == b || t.Away == a || t.Away == b) {
			out = append(out, fmt.Sprintf("at table %d, %s and %s have met before", t.Table, t.Home, t.Away))
		}
	}
	return out
}

// SwissDraw is a round of the open Swiss (pairs or teams) as drawn: its
// tables (a Swiss teams' matches), bye and reasons; false for a round not
// drawn.
func (s *OpenSession) SwissDraw(round int) (*movements.Draw, bool) {
	return movements.SwissDrawOf(s.Movement(), round)
}

// storedDraw is a round as stored once err says it was.
func (s *OpenSession) storedDraw(round int, err error) (*movements.Draw, error) {
	if err != nil {
		return nil, err
	}
	d, _ := s.SwissDraw(round)
	return d, nil
}

// storeSwissRound stores the movement with a round drawn or changed and
// reads the session back, as any change of the movement.
func (s *OpenSession) storeSwissRound(before, after *movements.Movement, round int, what string) error {
	return s.changed(Update{Kind: MovementMoved, Section: s.section}, func(st *state) (*state, error) {
		if err := s.db().SetSwissRound(s.l.id, before, after, round, what); err != nil {
			return nil, err
		}
		return loadState(s.db(), s.l.id)
	})
}

// ReadSwissNamesFile reads a Swiss pairs' players from a CSV file of lines
// PAIR,PLAYER1,PLAYER2, by pair number.
//
// Codes: Invalid, NotFound.
func ReadSwissNamesFile(path string) (map[int][]string, error) {
	all := &movements.Movement{Kind: movements.SwissPairs}
	for p := 1; p <= movements.MaxSwissPairs; p++ {
		all.Pairs = append(all.Pairs, movements.PairID{Number: p})
	}
	byPair, err := ReadNamesFile(path, all)
	if err != nil {
		return nil, err
	}
	out := map[int][]string{}
	for p, names := range byPair {
		out[p.Number] = names
	}
	return out, nil
}

// liveSwiss gives the room's page of a Swiss (pairs or teams) where it
// stands, every result of its rounds still to draw among those expected,
// and its standings after the rounds every table has finished (a round
// under way counts once all its tables have played), in place of the
// standings over the finished boards: a Swiss pairs' pairs and a Swiss
// teams' teams on their victory points, byes included. False for any
// other session, the view as it was.
func (s *OpenSession) liveSwiss(v *LiveView, finished *scoring.Session) bool {
	st, mv := s.state(), s.Movement()
	now := swissRoundsNow(st.session, mv)
	if now == nil {
		return false
	}
	v.Expected += movements.SwissLinesToCome(mv)
	v.Rounds = &LiveRounds{SwissProgress: *now}
	v.Standings, v.Teams = nil, nil
	if finished == nil {
		return true
	}
	until := 1
	for until <= mv.Rounds {
		if entered, expected := swissRoundProgress(finished, mv, until); entered < expected {
			break
		}
		until++
	}
	v.Rounds.After = until - 1
	if until == 1 {
		return true
	}
	if movements.IsSwissTeams(mv) {
		if ts, err := swissTeamsUntil(&st.meta, finished, mv, until); err == nil {
			v.Teams = ts
		}
		return true
	}
	if sp, err := swissScore(finished, mv.Swiss, until); err == nil {
		v.Swiss = sp.Final()
	}
	return true
}
