package scoring

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"unicode"
)

// Combine says how an event's standings add up the sessions it is made of.
type Combine string

// The ways of combining sessions.
const (
	// CombinePercent ranks pairs by the mean of their session
	// percentages, each weighted by the boards played in it.
	CombinePercent Combine = "percent"
	// CombinePoints ranks pairs by the sum of their session matchpoint
	// totals, each scaled to the largest top of any session.
	CombinePoints Combine = "points"
	// CombineIMPs ranks pairs by the sum of their IMPs over the sessions:
	// the way an event of IMP sessions (cross-IMPs or Butler) is ranked,
	// whichever way of combining matchpoints was asked for, as IMPs have
	// no percentage and no top.
	CombineIMPs Combine = "imps"
)

// EventSession is one scored session of an event.
type EventSession struct {
	ID        int64
	Standings *Standings
	// Numbers are the national numbers known for the session's players,
	// by name; a player with one is known by it across the sessions,
	// whatever the spelling of the name.
	Numbers map[string]string
}

// EventEntry is what one pair did in one session of an event.
type EventEntry struct {
	Session int64
	Pair    PairRef
	Boards  int
	Percent *big.Rat
	Total   *big.Rat // matchpoints, factored as in the session
	// FactoredTo is the number of boards Total is factored to.
	FactoredTo int
}

// EventPair is a pair's line in an event's standings.
type EventPair struct {
	Names    []string
	Sessions []EventEntry
	Boards   int
	// Percent is the pair's percentage over the event; nil in an event
	// of IMP sessions.
	Percent *big.Rat
	// Points is the sum of the session totals scaled to the common top
	// (CombinePoints), or of the IMPs (CombineIMPs); nil otherwise.
	Points *big.Rat
	Rank   string
	// PartnerChanged is set when one of the pair's players also played
	// in the event with another partner: each partnership is ranked as a
	// pair of its own.
	PartnerChanged bool
}

// EventCombine is how an event's sessions are combined when how is asked
// for: as asked for matchpoint sessions ("" is CombinePercent), by their
// IMPs added up for IMP sessions. Sessions scored by different methods
// cannot be ranked together.
func EventCombine(sessions []EventSession, how Combine) (_ Combine, err error) {
	defer invalid(&err)
	switch how {
	case "":
		how = CombinePercent
	case CombinePercent, CombinePoints, CombineIMPs:
	default:
		return "", fmt.Errorf("unknown way of combining %q: expected percent or points", how)
	}
	for _, s := range sessions[min(1, len(sessions)):] {
		if first := sessions[0]; s.Standings.Method != first.Standings.Method {
			return "", fmt.Errorf("session %d is scored in %s and session %d in %s: an event ranks sessions scored alike",
				first.ID, first.Standings.Method.Name(), s.ID, s.Standings.Method.Name())
		}
	}
	imps := len(sessions) > 0 && (sessions[0].Standings.Method == CrossIMPs || sessions[0].Standings.Method == Butler)
	switch {
	case imps:
		return CombineIMPs, nil
	case how == CombineIMPs:
		return "", errors.New("the sessions are scored in matchpoints: combine their percentages or points, not IMPs")
	}
	return how, nil
}

// CombineEvent ranks the pairs of an event's sessions. A pair is known
// across sessions by its players — by national number where the session
// knows one, otherwise by name, compared without regard to case, spacing
// or the order the two are given in — never by the number it had in a
// session; a pair whose players are not named is a pair of its
// session only. Matchpoint sessions are combined as how says; IMP
// sessions, which have no percentage and no top, by their IMPs added up
// (EventCombine).
func CombineEvent(sessions []EventSession, how Combine) (_ []EventPair, err error) {
	defer invalid(&err)
	how, err = EventCombine(sessions, how)
	if err != nil {
		return nil, err
	}
	commonTop := new(big.Rat)
	for _, s := range sessions {
		if how != CombineIMPs && len(s.Standings.Boards) > 0 && s.Standings.Boards[0].Top.Cmp(commonTop) > 0 {
			commonTop.Set(s.Standings.Boards[0].Top)
		}
	}
	var pairs []*EventPair
	byKey := map[string]*EventPair{}
	players := map[*EventPair][]string{} // each pair's players, as playerIDs knows them
	for _, s := range sessions {
		top := new(big.Rat)
		if len(s.Standings.Boards) > 0 {
			top = s.Standings.Boards[0].Top
		}
		for _, p := range s.Standings.Pairs {
			ids := playerIDs(p.Names, s.Numbers)
			key := partnershipKey(ids)
			if key == "" {
				key = fmt.Sprintf("session %d pair %s", s.ID, p.Ref())
			}
			ep := byKey[key]
			if ep == nil {
				ep = &EventPair{Names: p.Names}
				byKey[key] = ep
				players[ep] = ids
				pairs = append(pairs, ep)
			}
			ep.Sessions = append(ep.Sessions, EventEntry{Session: s.ID, Pair: p.Ref(), Boards: p.Boards, Percent: p.Percent, Total: p.Total, FactoredTo: p.FactoredTo})
			ep.Boards += p.Boards
			if how == CombineIMPs && p.Total != nil {
				if ep.Points == nil {
					ep.Points = new(big.Rat)
				}
				ep.Points.Add(ep.Points, p.Total)
			}
			if how == CombinePoints && top.Sign() > 0 {
				if ep.Points == nil {
					ep.Points = new(big.Rat)
				}
				ep.Points.Add(ep.Points, new(big.Rat).Mul(p.Total, new(big.Rat).Quo(commonTop, top)))
			}
		}
	}
	keys := make([]*big.Rat, len(pairs))
	for i, ep := range pairs {
		if how == CombineIMPs {
			if ep.Points == nil {
				ep.Points = new(big.Rat)
			}
			keys[i] = ep.Points
			continue
		}
		ep.Percent = eventPercent(ep, how, commonTop)
		keys[i] = ep.Percent
		if how == CombinePoints {
			keys[i] = ep.Points
		}
	}
	flagPartnerChanges(pairs, players)
	order, places := rankOrder(keysOf(keys), namesOrder(pairs))
	out := make([]EventPair, len(pairs))
	for k, i := range order {
		pairs[i].Rank = places[k]
		out[k] = *pairs[i]
	}
	return out, nil
}

// namesOrder numbers the pairs in the order of their names, which breaks
// ties in the event's ranking.
func namesOrder(pairs []*EventPair) []int32 {
	names := make([]string, len(pairs))
	byName := make([]int, len(pairs))
	for i, ep := range pairs {
		names[i] = strings.Join(ep.Names, " & ")
		byName[i] = i
	}
	sort.SliceStable(byName, func(x, y int) bool { return names[byName[x]] < names[byName[y]] })
	ord := make([]int32, len(pairs))
	for k, i := range byName {
		ord[i] = int32(k)
	}
	return ord
}

// eventPercent is the pair's percentage over the event: the boards-weighted
// mean of its session percentages, or its scaled points as a share of the
// common top on the boards it was scored on.
func eventPercent(ep *EventPair, how Combine, commonTop *big.Rat) *big.Rat {
	sum, boards := new(big.Rat), int64(0)
	if how == CombinePoints {
		for _, e := range ep.Sessions {
			boards += int64(e.FactoredTo)
		}
		if boards == 0 || ep.Points == nil || commonTop.Sign() == 0 {
			return sum
		}
		return sum.Quo(ep.Points, new(big.Rat).Mul(commonTop, big.NewRat(boards, 100)))
	}
	for _, e := range ep.Sessions {
		if e.Percent == nil {
			continue
		}
		sum.Add(sum, new(big.Rat).Mul(e.Percent, big.NewRat(int64(e.Boards), 1)))
		boards += int64(e.Boards)
	}
	if boards == 0 {
		return sum
	}
	return sum.Quo(sum, big.NewRat(boards, 1))
}

// flagPartnerChanges marks the pairs any of whose players played in
// another partnership of the event.
func flagPartnerChanges(pairs []*EventPair, players map[*EventPair][]string) {
	partnerships := map[string]map[*EventPair]bool{}
	for _, ep := range pairs {
		for _, k := range players[ep] {
			if k == "" {
				continue
			}
			if partnerships[k] == nil {
				partnerships[k] = map[*EventPair]bool{}
			}
			partnerships[k][ep] = true
		}
	}
	for _, set := range partnerships {
		if len(set) > 1 {
			for ep := range set {
				ep.PartnerChanged = true
			}
		}
	}
}

// PlayerKey is how a player's name is compared: case and spacing set
// aside ("  Sam   O'NEILL " is "sam o'neill").
func PlayerKey(name string) string {
	return strings.ToLower(strings.Join(strings.FieldsFunc(name, unicode.IsSpace), " "))
}

// playerIDs are how a pair's players are known across an event: "#" and
// the national number where known, else the name as PlayerKey gives it
// ("" for a player not named).
func playerIDs(names []string, numbers map[string]string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		if num := numbers[n]; num != "" {
			out[i] = "#" + num
		} else {
			out[i] = PlayerKey(n)
		}
	}
	return out
}

// partnershipKey names a partnership by its players in either order; ""
// when no player is known.
func partnershipKey(ids []string) string {
	var keys []string
	for _, k := range ids {
		if k != "" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return strings.Join(keys, "\x00")
}
