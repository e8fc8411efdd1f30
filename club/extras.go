package club

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"bridgescore/awards"
	"bridgescore/handicaps"
	"bridgescore/interchange"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// ExtrasInput is what a scored session's awards and handicaps are worked
// out from.
type ExtrasInput struct {
	Scale  awards.Scale // the zero Scale: no awards
	Strata awards.Strata
	// Holdings are the players' masterpoint holdings, by scoring.PlayerKey;
	// a player without one plays in the top stratum.
	Holdings map[string]int
	// Handicaps are the players' handicaps, by scoring.PlayerKey; nil for
	// a session without handicaps. A player without one has none (0).
	Handicaps     map[string]*big.Rat
	Mode          handicaps.Mode
	HandicapWords string
}

// ExtrasFor works out what a scored session adds to its ranking: each
// pair's award on the scale (in its strata), and each pair's handicap and
// place by the handicapped ranking. It refuses handicaps for a session
// scored in IMPs.
func ExtrasFor(st *scoring.Standings, in ExtrasInput) (*reports.Extras, error) {
	x := &reports.Extras{HandicapWords: in.HandicapWords}
	if in.Scale.Body() != 0 {
		var used awards.Strata
		var stratum []int
		if len(in.Strata.Limits) > 0 {
			var note string
			stratum, note = in.Strata.Assign(pairHoldings(st, in, x))
			if note != "" {
				x.Notes = append(x.Notes, note)
			}
			lowest := 0
			for _, k := range stratum {
				lowest = max(lowest, k)
			}
			used = in.Strata
			used.Limits = used.Limits[:lowest] // a stratum with no pairs is no ranking
		}
		a := awards.ForStandings(in.Scale, st, used, stratum)
		x.Awards = &a
	}
	if in.Handicaps == nil {
		return x, nil
	}
	x.Handicaps = make([]*big.Rat, len(st.Pairs))
	missing := map[string]bool{}
	for i, p := range st.Pairs {
		var hs []*big.Rat
		for _, n := range p.Names {
			h := in.Handicaps[scoring.PlayerKey(n)]
			if h == nil {
				missing[n], h = true, new(big.Rat)
			}
			hs = append(hs, h)
		}
		x.Handicaps[i] = handicaps.Pair(hs, in.Mode)
	}
	if len(missing) > 0 {
		x.Notes = append(x.Notes, "No handicap for "+strings.Join(sortedKeys(missing), ", ")+": 0 used.")
	}
	var err error
	if x.Ranked, err = handicaps.ForStandings(st, x.Handicaps); err != nil {
		return nil, err
	}
	return x, nil
}

// pairHoldings is each pair's holding by the strata's rule; a pair with a
// player of unknown holding is put at the top, as a player who keeps
// their masterpoints private is.
func pairHoldings(st *scoring.Standings, in ExtrasInput, x *reports.Extras) []int {
	out := make([]int, len(st.Pairs))
	unknown := map[string]bool{}
	for i, p := range st.Pairs {
		var hs []int
		top := false
		for _, n := range p.Names {
			h, ok := in.Holdings[scoring.PlayerKey(n)]
			if !ok {
				unknown[n], top = true, true
			}
			hs = append(hs, h)
		}
		out[i] = in.Strata.Holding(hs)
		if top || len(p.Names) == 0 {
			out[i] = 1 << 40
		}
	}
	if len(unknown) > 0 {
		x.Notes = append(x.Notes, "No masterpoint holding for "+strings.Join(sortedKeys(unknown), ", ")+": their pairs play in stratum A.")
	}
	return out
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Extras are what a stored session, scored as st, adds to its ranking:
// nil when it awards nothing.
func (d *Desk) Extras(id int64, st *scoring.Standings) (*reports.Extras, error) {
	in, err := d.ExtrasInput(id, st)
	if err != nil || in == nil {
		return nil, err
	}
	return ExtrasFor(st, *in)
}

// ExtrasInput is what a stored session's extras are worked out from, for
// the players of st: the window keeps it while the session is open (its
// handicaps come from the club's earlier sessions, which entering tonight's
// results does not change) and works the extras out afresh from it after
// every result. Nil when the session awards nothing.
func (d *Desk) ExtrasInput(id int64, st *scoring.Standings) (*ExtrasInput, error) {
	a, err := d.SessionAwards(id)
	if err != nil || a.None() {
		return nil, err
	}
	p, err := a.parse()
	if err != nil {
		return nil, fmt.Errorf("session %d: %w", id, err)
	}
	in := &ExtrasInput{Scale: p.scale, Strata: p.strata, Mode: p.mode}
	register, err := d.db.Players()
	if err != nil {
		return nil, err
	}
	if len(p.strata.Limits) > 0 {
		in.Holdings = map[string]int{}
		for _, r := range register {
			if v, ok := new(big.Rat).SetString(r.Masterpoints); ok && r.Masterpoints != "" {
				f, _ := v.Float64()
				in.Holdings[scoring.PlayerKey(r.Name)] = int(f)
			}
		}
	}
	switch a.Handicaps {
	case HandicapsList:
		in.Handicaps = listHandicaps(a.List, register)
		in.HandicapWords = fmt.Sprintf("Handicaps from the list given for the session; a pair's is the %s of its players'.", p.mode)
	case HandicapsClub:
		meta, err := d.db.Meta(id)
		if err != nil {
			return nil, err
		}
		on, _ := time.Parse(dateLayout, meta.Date)
		if in.Handicaps, err = d.clubHandicaps(st, register, p.policy, on); err != nil {
			return nil, err
		}
		in.HandicapWords = fmt.Sprintf("Handicaps from the players register, or 50 less the player's mean percentage %s; a pair's is the %s of its players'.",
			policyWords(p.policy), p.mode)
	}
	return in, nil
}

// Covers says whether the input holds every player of st: when names
// change, the window works the input out again.
func (in *ExtrasInput) Covers(st *scoring.Standings) bool {
	if in == nil || in.Handicaps == nil {
		return true
	}
	for _, p := range st.Pairs {
		for _, n := range p.Names {
			if _, ok := in.Handicaps[scoring.PlayerKey(n)]; !ok {
				return false
			}
		}
	}
	return true
}

// listHandicaps are a list's handicaps by player: a row with a number is
// the register's player of that number, else the row's name.
func listHandicaps(list []ListedHandicap, register []storePlayer) map[string]*big.Rat {
	byNumber := map[string]string{}
	for _, r := range register {
		if r.Number != "" {
			byNumber[strings.ToLower(r.Number)] = r.Name
		}
	}
	out := map[string]*big.Rat{}
	for _, l := range list {
		name := l.Name
		if n, ok := byNumber[strings.ToLower(l.Number)]; ok && l.Number != "" {
			name = n
		}
		if h, ok := new(big.Rat).SetString(l.Handicap); ok {
			out[scoring.PlayerKey(name)] = h
		}
	}
	return out
}

// policyWords says which sessions a handicap is worked out from.
func policyWords(p handicaps.Policy) string {
	var w []string
	if p.Sessions > 0 {
		w = append(w, fmt.Sprintf("over the last %d sessions", p.Sessions))
	} else {
		w = append(w, "over the sessions")
	}
	if p.Months > 0 {
		w = append(w, fmt.Sprintf("of the last %d months", p.Months))
	}
	if p.Minimum > 0 {
		def := "0"
		if p.Default != nil {
			def = scoring.FormatPoints(p.Default)
		}
		w = append(w, fmt.Sprintf("(at least %d, else %s)", p.Minimum, def))
	}
	return strings.Join(w, " ")
}

// USEBIOAwards are a stored session's master points as USEBIO carries
// them, in the version given ("1.2" or "1.3", which adds the strata and
// the players' holdings); nil when the session awards nothing.
func (d *Desk) USEBIOAwards(id int64, st *scoring.Standings, version string) (*interchange.USEBIOAwards, error) {
	if version != "1.2" && version != "1.3" && version != "" {
		return nil, fmt.Errorf("USEBIO version %q: expected 1.2 or 1.3", version)
	}
	x, err := d.Extras(id, st)
	if err != nil {
		return nil, err
	}
	out := &interchange.USEBIOAwards{Version: version}
	if x == nil || x.Awards == nil {
		if version == "1.3" {
			return out, nil
		}
		return nil, nil
	}
	a := x.Awards
	writtenOn(out, a.Scale)
	for i, p := range st.Pairs {
		if a.Awards[i] > 0 {
			out.Points[interchange.AwardPair{Section: p.Section, ID: p.ID, Direction: p.Direction}] = a.Scale.Format(a.Awards[i])
		}
	}
	if version != "1.3" {
		return out, nil
	}
	settings, err := d.SessionAwards(id)
	if err != nil {
		return nil, err
	}
	p, err := settings.parse()
	if err != nil {
		return nil, err
	}
	if err := d.usebioStrata(out, a, st, p.strata.Limits); err != nil {
		return nil, err
	}
	return out, nil
}

// writtenOn makes out write awards on the scale as the body's programs
// write them: their kind, in hundredths or in points, in a MASTER_POINTS
// element or straight in the pair (or team).
func writtenOn(out *interchange.USEBIOAwards, s awards.Scale) {
	out.Type = s.PointType()
	out.Hundredths = s.WrittenInHundredths()
	out.InPair = s.Body() == awards.ABF
	out.Points = map[interchange.AwardPair]string{}
}

// usebioStrata adds the strata, each pair's, and the players' holdings.
// The top stratum's upper limit is written 99999, as ACBLscore's files
// have it; a lower one's is the most its pairs hold, a point under its
// limit.
func (d *Desk) usebioStrata(out *interchange.USEBIOAwards, a *awards.SessionAwards, st *scoring.Standings, limits []int) error {
	register, err := d.db.Players()
	if err != nil {
		return err
	}
	holdings := map[string]string{}
	for _, p := range register {
		if p.Masterpoints != "" {
			holdings[scoring.PlayerKey(p.Name)] = p.Masterpoints
		}
	}
	out.Holdings = map[string]string{}
	for _, p := range st.Pairs {
		for _, n := range p.Names {
			if h := holdings[scoring.PlayerKey(n)]; h != "" {
				out.Holdings[n] = h
			}
		}
	}
	if a.Stratum == nil {
		return nil
	}
	for k, name := range a.StrataNames {
		upper := "99999"
		if k > 0 && k <= len(limits) {
			upper = fmt.Sprint(limits[k-1] - 1)
		}
		out.Strata = append(out.Strata, interchange.USEBIOStratum{Letter: name, UpperLimit: upper})
	}
	out.PairStratum = map[interchange.AwardPair]string{}
	for i, p := range st.Pairs {
		out.PairStratum[interchange.AwardPair{Section: p.Section, ID: p.ID, Direction: p.Direction}] = a.StrataNames[a.Stratum[i]]
	}
	return nil
}
