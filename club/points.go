package club

import (
	"math/big"
	"sort"
	"strconv"
	"strings"
	"time"

	"bridgescore/awards"
	"bridgescore/scoring"
)

// PlayerAward is one award a player earned: the session, the pair (or
// team) and the place it came with.
type PlayerAward struct {
	Session int64
	Name    string // the session's
	Date    time.Time
	Pair    string // the pair's number as printed ("3NS", "A3NS"), or the team's ("Team 3")
	Place   string
	// Stratum is the stratum below A the award was won in, Place then
	// the place in that stratum's ranking; "" for an award won in the
	// whole field.
	Stratum string
	Scale   awards.Scale
	Award   awards.Award
}

// PlayerPoints is a player's awards over a period of one kind of points
// (one body's, and for the ABF one colour): a player who played both EBU
// and ACBL games has two.
type PlayerPoints struct {
	Name, Number string
	Body         awards.Body
	// Scale is one of the scales the awards were won on: they count the
	// same kind of points.
	Scale  awards.Scale
	Total  awards.Award
	Awards []PlayerAward
}

// Unit names what the total counts: "LP", "MP", or for the ABF "MP
// green" or "MP red".
func (p PlayerPoints) Unit() string {
	if p.Body == awards.ABF {
		return p.Scale.Unit() + " " + strings.ToLower(p.Scale.PointType())
	}
	return p.Scale.Unit()
}

// Format writes an amount as the body writes it.
func (p PlayerPoints) Format(a awards.Award) string { return p.Scale.Format(a) }

// Points lists every player's awards in the sessions played from one day
// to another (both included), by player's name: the club secretary's
// summary for the national body. Sessions that award nothing, or have no
// results yet, earn nothing.
func (d *Desk) Points(from, to time.Time) ([]PlayerPoints, error) {
	infos, err := d.Sessions()
	if err != nil {
		return nil, err
	}
	all, err := d.db.AllSessionAwards()
	if err != nil {
		return nil, err
	}
	register, err := d.db.Players()
	if err != nil {
		return nil, err
	}
	numbers := map[string]string{}
	for _, p := range register {
		if p.Number != "" {
			numbers[scoring.PlayerKey(p.Name)] = p.Number
		}
	}
	type key struct {
		player string
		body   awards.Body
		kind   string
	}
	totals := map[key]*PlayerPoints{}
	for _, in := range infos {
		if all[in.ID] == "" || in.Date.IsZero() || in.Date.Before(from) || in.Date.After(to) {
			continue
		}
		earned, err := d.sessionPoints(in)
		if err != nil {
			return nil, err
		}
		for name, aw := range earned {
			k := key{scoring.PlayerKey(name), aw.Scale.Body(), aw.Scale.PointType()}
			pp := totals[k]
			if pp == nil {
				pp = &PlayerPoints{Name: name, Number: numbers[k.player], Body: k.body, Scale: aw.Scale}
				totals[k] = pp
			}
			pp.Total += aw.Award
			pp.Awards = append(pp.Awards, aw)
		}
	}
	out := make([]PlayerPoints, 0, len(totals))
	for _, pp := range totals {
		sort.Slice(pp.Awards, func(i, j int) bool { return pp.Awards[i].Date.Before(pp.Awards[j].Date) })
		out = append(out, *pp)
	}
	// By surname, as a club's lists of points are read.
	sort.Slice(out, func(i, j int) bool {
		if a, b := surnameOrder(out[i].Name), surnameOrder(out[j].Name); a != b {
			return a < b
		}
		if out[i].Body != out[j].Body {
			return out[i].Body < out[j].Body
		}
		return out[i].Scale.PointType() < out[j].Scale.PointType()
	})
	return out, nil
}

// sessionPoints are the awards a session's players earned, by player's
// name as the session writes it.
func (d *Desk) sessionPoints(in SessionInfo) (map[string]PlayerAward, error) {
	switch in.Kind {
	case scoring.Teams:
		return d.teamPoints(in)
	case scoring.Individual:
		return d.individualPoints(in)
	}
	if out, swiss, err := d.swissPairsPoints(in); swiss {
		return out, err
	}
	st, err := d.Standings(in.ID)
	if err != nil {
		return nil, nil // no results yet: nothing earned
	}
	x, err := d.Extras(in.ID, st.Standings)
	if err != nil || x == nil || x.Awards == nil {
		return nil, err
	}
	out := map[string]PlayerAward{}
	a := x.Awards
	for i, p := range st.Pairs {
		if a.Awards[i] == 0 {
			continue
		}
		aw := PlayerAward{Session: in.ID, Name: in.Name, Date: in.Date, Pair: p.Section + p.ID, Place: p.Rank,
			Scale: a.Scale, Award: a.Awards[i]}
		if a.WonIn != nil && a.WonIn[i] > 0 {
			aw.Stratum = a.StrataNames[a.WonIn[i]]
			aw.Place = stratumPlace(a, i, a.WonIn[i])
		}
		for _, n := range p.Names {
			out[n] = aw
		}
	}
	return out, nil
}

// stratumPlace is a pair's place in a stratum's own ranking ("2" in B).
func stratumPlace(a *awards.SessionAwards, pair, stratum int) string {
	for _, f := range a.Fields {
		if stratum >= len(f.Strata) {
			continue
		}
		sr := f.Strata[stratum]
		for k, m := range sr.Members {
			if m == pair {
				return strconv.Itoa(sr.Places[k])
			}
		}
	}
	return ""
}

// PlayerStanding is what the players dialog and 'player NAME' say of a
// player beyond the sessions: the points earned this year and the
// handicap the player would have tonight.
type PlayerStanding struct {
	// Points are the player's totals this year, one a body.
	Points []PlayerPoints
	// Handicap is the player's handicap today; Typed says it is the one
	// the players register types, else it was worked out from Sessions
	// sessions.
	Handicap *big.Rat
	Typed    bool
	Sessions int
}

// PlayerStanding is a player's points in the calendar year of the day
// given, up to it, and handicap on that day.
func (d *Desk) PlayerStanding(name string, today time.Time) (PlayerStanding, error) {
	var ps PlayerStanding
	all, err := d.Points(time.Date(today.Year(), 1, 1, 0, 0, 0, 0, today.Location()), today)
	if err != nil {
		return ps, err
	}
	for _, p := range all {
		if scoring.PlayerKey(p.Name) == scoring.PlayerKey(name) {
			ps.Points = append(ps.Points, p)
		}
	}
	ps.Handicap, ps.Sessions, ps.Typed, err = d.PlayerHandicap(name, today.AddDate(0, 0, 1))
	return ps, err
}
