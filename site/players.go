package site

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"bridgescore/scoring"
)

// register is the site's players: everyone named in a session on the site
// except the players shown by initials, who have no page.
type register struct {
	list  []*player // by name
	byKey map[string]*player
}

// player is one player's page.
type player struct {
	Key, Name, Path string
	// Rows are the sessions the player played, newest first.
	Rows []playerRow
}

// playerRow is one session of a player's.
type playerRow struct {
	Session *sessionEntry
	Pair    *pairEntry
	// Partners are the pair's other players.
	Partners []playerEntry
}

// newRegister gathers the players from the sessions (newest first): a
// player is known by name, compared without regard to case or spacing,
// and named as the latest session spells the name.
func newRegister(sessions []*sessionEntry) *register {
	r := &register{byKey: map[string]*player{}}
	for _, s := range sessions {
		for i := range s.Pairs {
			pr := &s.Pairs[i]
			for k, pl := range pr.Players {
				if pl.Hidden || strings.TrimSpace(pl.Name) == "" {
					continue
				}
				key := scoring.PlayerKey(pl.Name)
				p := r.byKey[key]
				if p == nil {
					p = &player{Key: key, Name: pl.Name}
					r.byKey[key] = p
					r.list = append(r.list, p)
				}
				var partners []playerEntry
				for j, o := range pr.Players {
					if j != k {
						partners = append(partners, o)
					}
				}
				p.Rows = append(p.Rows, playerRow{Session: s, Pair: pr, Partners: partners})
			}
		}
	}
	sort.Slice(r.list, func(i, j int) bool {
		a, b := sortName(r.list[i].Name), sortName(r.list[j].Name)
		if a != b {
			return a < b
		}
		return r.list[i].Key < r.list[j].Key
	})
	// Pages by name; two names that make the same page name take their
	// turn by key, which does not depend on the order sessions come in.
	byKey := append([]*player(nil), r.list...)
	sort.Slice(byKey, func(i, j int) bool { return byKey[i].Key < byKey[j].Key })
	used := map[string]bool{}
	for _, p := range byKey {
		base := slug(p.Name)
		if base == "" {
			sum := sha256.Sum256([]byte(p.Key))
			base = "player-" + hex.EncodeToString(sum[:5])
		}
		path := "p/" + base + ".html"
		for n := 2; used[path]; n++ {
			path = fmt.Sprintf("p/%s-%d.html", base, n)
		}
		used[path] = true
		p.Path = path
	}
	return r
}

// sortName is the key a list of players is alphabetised by: the surname
// (the last word) first.
func sortName(name string) string {
	w := strings.Fields(strings.ToLower(name))
	if len(w) == 0 {
		return ""
	}
	return w[len(w)-1] + " " + strings.Join(w[:len(w)-1], " ")
}

// href gives the address of a player's page from a page whose way to the
// site's top folder is prefix ("../" or ""); "" for a name with no page.
func (r *register) href(prefix string) func(name string) string {
	return func(name string) string {
		if p := r.byKey[scoring.PlayerKey(name)]; p != nil {
			return prefix + p.Path
		}
		return ""
	}
}

// percentOf reads a pair's exact percentage as kept; nil for IMPs.
func percentOf(pr *pairEntry) *big.Rat {
	if pr.Percent == "" {
		return nil
	}
	r, ok := new(big.Rat).SetString(pr.Percent)
	if !ok {
		return nil
	}
	return r
}

// awardOf is a pair's award as a figure and its unit, as the service gave
// them; a session kept by a build before figures were kept has its
// award's words only ("6 LP"), read back.
func awardOf(pr *pairEntry) (*big.Rat, string, bool) {
	if pr.Award == "" {
		return nil, "", false
	}
	if pr.Unit != "" {
		return big.NewRat(pr.Points, 100), pr.Unit, true
	}
	num, unit, _ := strings.Cut(pr.Award, " ")
	v, ok := new(big.Rat).SetString(num)
	return v, unit, ok
}

// playerFigures are the sums a player's page gives: the mean of the
// matchpoint sessions' percentages, the best, the wins and places in the
// first three, and the master points by unit.
type playerFigures struct {
	Sessions, Scored int
	Mean, Best       string
	BestRow          *playerRow
	Wins, Podiums    int
	Awards           []string
	First, Last      string
}

func figuresOf(p *player) playerFigures {
	f := playerFigures{Sessions: len(p.Rows)}
	sum := new(big.Rat)
	var best *big.Rat
	points := map[string]*big.Rat{}
	var units []string
	for i := range p.Rows {
		row := &p.Rows[i]
		if f.Last == "" {
			f.Last = row.Session.Date
		}
		f.First = row.Session.Date
		if pc := percentOf(row.Pair); pc != nil {
			f.Scored++
			sum.Add(sum, pc)
			if best == nil || pc.Cmp(best) > 0 {
				best, f.BestRow = pc, row
			}
		}
		switch scoring.PlaceNumber(row.Pair.Rank) {
		case 1:
			f.Wins++
			f.Podiums++
		case 2, 3:
			f.Podiums++
		}
		if v, unit, ok := awardOf(row.Pair); ok {
			if points[unit] == nil {
				points[unit] = new(big.Rat)
				units = append(units, unit)
			}
			points[unit].Add(points[unit], v)
		}
	}
	if f.Scored > 0 {
		f.Mean = scoring.FormatRat(sum.Quo(sum, big.NewRat(int64(f.Scored), 1)), 2)
		f.Best = scoring.FormatRat(best, 2)
	}
	for _, u := range units {
		f.Awards = append(f.Awards, scoring.FormatPoints(points[u])+" "+u)
	}
	return f
}

// partnerLine is one partner of a player's: the sessions together and
// their mean percentage.
type partnerLine struct {
	Name, Href string
	Hidden     bool
	Sessions   int
	Mean       string
}

func partnersOf(p *player) []partnerLine {
	type acc struct {
		line   partnerLine
		sum    *big.Rat
		scored int
	}
	byKey := map[string]*acc{}
	var order []string
	for _, row := range p.Rows {
		for _, o := range row.Partners {
			k := scoring.PlayerKey(o.Name)
			a := byKey[k]
			if a == nil {
				a = &acc{line: partnerLine{Name: o.Name, Hidden: o.Hidden}, sum: new(big.Rat)}
				byKey[k] = a
				order = append(order, k)
			}
			a.line.Sessions++
			if pc := percentOf(row.Pair); pc != nil {
				a.sum.Add(a.sum, pc)
				a.scored++
			}
		}
	}
	out := make([]partnerLine, 0, len(order))
	for _, k := range order {
		a := byKey[k]
		if a.scored > 0 {
			a.line.Mean = scoring.FormatRat(a.sum.Quo(a.sum, big.NewRat(int64(a.scored), 1)), 2)
		}
		out = append(out, a.line)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Sessions > out[j].Sessions })
	return out
}
