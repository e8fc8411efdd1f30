package club

import (
	"math/big"
	"strings"
	"time"

	"bridgescore/fault"

	"bridgescore/scoring"
)

// PlayerSession is one session a player played: where, with whom, and
// how the pair did.
type PlayerSession struct {
	Session int64
	Name    string
	Date    time.Time
	Pair    scoring.PairRef
	Partner string
	Method  scoring.Method
	// Percent is the pair's percentage (matchpoints); Total its total
	// (matchpoints or IMPs); Rank its place in its field.
	Percent, Total *big.Rat
	Rank           string
	Boards         int
}

// Figure is how the pair did, as a director says it: "56.67%" for
// matchpoints, "+12.50 IMPs" otherwise.
func (h PlayerSession) Figure() string {
	if !h.Method.InIMPs() {
		return scoring.FormatRat(h.Percent, 2) + "%"
	}
	return scoring.FormatRat(h.Total, 2) + " IMPs"
}

// PlayerHistory lists the sessions a player played, newest first: a
// player is known by name, compared without regard to case or spacing,
// or by the number the club's list gives that name. Sessions without
// results yet are left out.
//
// Codes: Invalid (nothing given), NotFound (no such player).
func (d *Desk) PlayerHistory(who string) (string, []PlayerSession, error) {
	name, err := d.playerName(who)
	if err != nil {
		return "", nil, err
	}
	key := scoring.PlayerKey(name)
	infos, err := d.Sessions()
	if err != nil {
		return "", nil, err
	}
	var out []PlayerSession
	for _, in := range infos {
		st, err := d.Standings(in.ID)
		if err != nil {
			continue // nothing scored yet
		}
		for _, p := range st.Pairs {
			partner, ok := partnerOf(p.Names, key)
			if !ok {
				continue
			}
			out = append(out, PlayerSession{Session: in.ID, Name: in.Name, Date: in.Date, Pair: p.Ref(),
				Partner: partner, Method: st.Method, Percent: p.Percent, Total: p.Total, Rank: p.Rank, Boards: p.Boards})
		}
	}
	return name, out, nil
}

// playerName is the name a director gave, or the name of the player whose
// number it is.
func (d *Desk) playerName(who string) (string, error) {
	who = strings.TrimSpace(who)
	if who == "" {
		return "", fault.Errorf(fault.Invalid, "give a player's name or number")
	}
	players, err := d.Players()
	if err != nil {
		return "", err
	}
	for _, p := range players {
		if p.Number != "" && p.Number == who {
			return p.Name, nil
		}
	}
	for _, p := range players {
		if scoring.PlayerKey(p.Name) == scoring.PlayerKey(who) {
			return p.Name, nil
		}
	}
	return "", fault.Errorf(fault.NotFound, "no player %q in the club's list (see bridgescore players)", who)
}

// partnerOf says whether the player is one of a pair's names, and who
// the partner was.
func partnerOf(names []string, key string) (string, bool) {
	for i, n := range names {
		if scoring.PlayerKey(n) != key {
			continue
		}
		var others []string
		for j, o := range names {
			if j != i {
				others = append(others, o)
			}
		}
		return strings.Join(others, " & "), true
	}
	return "", false
}
