package awards

import (
	"fmt"
	"strconv"
	"strings"
)

// Strata divide a game's pairs by their players' masterpoint holdings.
// The zero Strata is an unstratified game.
type Strata struct {
	// Limits are the holdings a pair must be under to fall into the second
	// stratum (B), then the third (C): [500] makes two strata, [500 100]
	// three. Each is below the one before.
	Limits []int
	// Average sets a pair's holding to its players' mean instead of the
	// higher player's.
	Average bool
}

// MaxStrata is the most strata a game has (A, B and C).
const MaxStrata = 3

// MinLowestStratum is the fewest pairs the lowest stratum may hold (ACBL
// Handbook, "Stratified pairs … The lowest strat must have at least five
// pairs").
const MinLowestStratum = 5

// ParseStrata reads the strata as a director types them: the limits, each
// below the one before, separated by commas ("500,100"), and "higher" or
// "average" for how a pair's holding is taken ("" is higher).
func ParseStrata(limits, by string) (_ Strata, err error) {
	defer invalid(&err)
	var st Strata
	switch strings.ToLower(strings.TrimSpace(by)) {
	case "", "higher":
	case "average", "mean":
		st.Average = true
	default:
		return Strata{}, fmt.Errorf("strata by %q: expected higher (the higher player's holding) or average", by)
	}
	if strings.TrimSpace(limits) == "" {
		return st, nil
	}
	for _, f := range strings.Split(limits, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 1_000_000 {
			return Strata{}, fmt.Errorf("strata %q: %q is not a number of masterpoints", limits, strings.TrimSpace(f))
		}
		if k := len(st.Limits); k > 0 && n >= st.Limits[k-1] {
			return Strata{}, fmt.Errorf("strata %q: each limit must be below the one before (%d is not below %d)", limits, n, st.Limits[k-1])
		}
		st.Limits = append(st.Limits, n)
	}
	if len(st.Limits) >= MaxStrata {
		return Strata{}, fmt.Errorf("strata %q: at most %d limits (strata A, B and C)", limits, MaxStrata-1)
	}
	return st, nil
}

// String writes the limits as ParseStrata reads them ("500,100"); "" for
// an unstratified game.
func (st Strata) String() string {
	var parts []string
	for _, l := range st.Limits {
		parts = append(parts, strconv.Itoa(l))
	}
	return strings.Join(parts, ",")
}

// Names are the strata's names, top first: "A", "B", "C".
func (st Strata) Names() []string { return []string{"A", "B", "C"}[:len(st.Limits)+1] }

// Holding is a pair's holding from its players': the higher, or the mean
// (rounded down) when the club averages them.
func (st Strata) Holding(players []int) int {
	if len(players) == 0 {
		return 0
	}
	sum, high := 0, players[0]
	for _, p := range players {
		sum += p
		high = max(high, p)
	}
	if st.Average {
		return sum / len(players)
	}
	return high
}

// Stratum is the stratum a pair of that holding plays in: 0 for A, 1 for
// B, 2 for C.
func (st Strata) Stratum(holding int) int {
	s := 0
	for _, l := range st.Limits {
		if holding < l {
			s++
		}
	}
	return s
}

// Assign puts each of a game's pairs in its stratum from its holding, then
// folds a lowest stratum of fewer than MinLowestStratum pairs into the one
// above it (until the lowest is big enough or only A is left), saying so.
func (st Strata) Assign(holdings []int) (strata []int, note string) {
	strata = make([]int, len(holdings))
	for i, h := range holdings {
		strata[i] = st.Stratum(h)
	}
	names := st.Names()
	for lowest := len(st.Limits); lowest > 0; lowest-- {
		n := 0
		for _, s := range strata {
			if s == lowest {
				n++
			}
		}
		if n >= MinLowestStratum {
			break
		}
		if n == 0 {
			continue // no such pairs tonight: the stratum above is the lowest
		}
		for i := range strata {
			if strata[i] == lowest {
				strata[i] = lowest - 1
			}
		}
		note += fmt.Sprintf("Stratum %s has %d pairs, fewer than %d: they play in %s. ", names[lowest], n, MinLowestStratum, names[lowest-1])
	}
	return strata, strings.TrimSpace(note)
}

// StratumResult is one stratum's ranking and what it earns.
type StratumResult struct {
	Name string
	// Members are the competitors ranked in the stratum, best first, as
	// indexes into the field's Places; Places are their places in it.
	Members []int
	Places  []int
	Result  // parallel to Members
}

// Stratified is what a stratified field earns.
type Stratified struct {
	// Awards holds each competitor's award, in the order of the field's
	// Places: the largest it earned in any stratum.
	Awards []Award
	// WonIn is the stratum each award was won in (-1 for none).
	WonIn  []int
	Strata []StratumResult
}

// AwardStrata works out a stratified field's awards: stratum gives each
// competitor's stratum (0 for A), in the order of f.Places, and st the
// strata (their names and limits; limits beyond the lowest stratum used
// are left out). The A ranking is the whole field, worked out as Award
// does; each lower stratum ranks its own and lower strata's competitors
// alone and is awarded as a field of that many, half tables ignored. On
// an ACBL scale a lower stratum is awarded as a game restricted to its
// limit: stratum B of an open game under 200 masterpoints earns 0.07 a
// pair, not the open game's 0.10 (StratumScale).
func (s Scale) AwardStrata(f Field, st Strata, stratum []int) Stratified {
	out := Stratified{Awards: make([]Award, len(f.Places)), WonIn: make([]int, len(f.Places))}
	for i := range out.WonIn {
		out.WonIn[i] = -1
	}
	for x, name := range st.Names() {
		var members, places []int
		for i, p := range f.Places {
			if stratum[i] < x {
				continue
			}
			place := len(places) + 1
			if k := len(places); k > 0 && f.Places[members[k-1]] == p {
				place = places[k-1]
			}
			members, places = append(members, i), append(places, place)
		}
		sf := f
		sf.Places = places
		if x > 0 {
			sf.Pairs, sf.Sections = len(members), nil
			if f.TwoWinner {
				// Both lines' worth, so that the line counts its own pairs.
				sf.Pairs = 2 * len(members)
			}
		}
		r := s.StratumScale(st, x).Award(sf)
		if x > 0 && s.body == ACBL {
			r.Explain += " The stratum is awarded as a game restricted to its limit, as ACBL's own masterpoint engine awards it (results.acbl.org)."
		}
		for k, i := range members {
			if r.Awards[k] > out.Awards[i] {
				out.Awards[i], out.WonIn[i] = r.Awards[k], x
			}
		}
		out.Strata = append(out.Strata, StratumResult{Name: name, Members: members, Places: places, Result: r})
	}
	return out
}

// StratumScale is the scale stratum x (0 for A) of a stratified game is
// awarded on. On an ACBL scale a stratum below A is a game restricted to
// its limit (a newcomer or restricted game to the lower of its own limit
// and the stratum's), as ACBL's own results award it: an open club game
// stratified 200/50 (results.acbl.org, a "Club Rating Point" game of
// testdata/real) pays its B pairs 0.07 a pair, the restricted 0-200 rate.
// Other scales award every stratum on the game's own scale.
func (s Scale) StratumScale(st Strata, x int) Scale {
	if s.body != ACBL || x == 0 || x > len(st.Limits) {
		return s
	}
	limit := st.Limits[x-1]
	out := s
	switch s.game {
	case Open, Invitational:
		out.game, out.limit = Restricted, limit
	default:
		out.limit = min(s.limit, limit)
	}
	return out
}

// CheckStrata refuses strata on a scale that awards one overall ranking:
// how the ACBL's special games award their lower strata was not among the
// sources, so such a game is awarded unstratified or not at all.
func (s Scale) CheckStrata(st Strata) (err error) {
	defer invalid(&err)
	if s.Overall() && len(st.Limits) > 0 {
		return fmt.Errorf("%s: its strata's awards are not worked out here; leave out the strata", s.Title())
	}
	return nil
}
