// Package handicaps works out players' and pairs' handicaps and the
// handicapped ranking that a handicapped pairs prints beside the scratch
// one.
//
// Every published scheme reduces to the same model, which is the one used
// here (percentages are percentage points; a handicap is added):
//
//	player handicap  h = 50 − mean(percentages of the player's sessions in the window)
//	pair handicap    H = h₁ + h₂         (mode "sum", EBUScore's "100%")
//	                 H = (h₁ + h₂) / 2   (mode "mean", EBUScore's "50%")
//	handicapped %    = the pair's percentage + H
//
// The window is the player's most recent sessions (a number of them, or
// those within a number of months before the session being handicapped,
// or both); a player with fewer sessions in it than the club's minimum
// has the club's default handicap (0 unless the club sets one, as
// BridgeWebs' −5 for the unqualified). A handicap worked out from history
// is rounded to the hundredth, so that the printed handicap is the one
// used. A club may instead type handicaps, or read them from a file.
//
// Sources: EBUScore (ebu.co.uk/ebuscore-wiki/handicaps: two players each
// with a handicap of −5 have a pair handicap of −10 with "100%", the sum,
// and −5 with "50%", the average; EBUScore's own player handicaps come
// from the National Grading Scheme on a half scale, −6 for an Ace to +6);
// ScoreBridge (EBU newsletter 17 p. 8, ebu.co.uk/newsletters/?id=17&page=8:
// players of 52.35% and 53.85% have handicaps of 2.35 and 3.85 to subtract,
// a pair's the mean, 3.1); Pianola (a 45% player +5, a 53% player −3);
// BridgeWebs (a rolling 12-month average); ACBLscore (the most recent N
// games with a minimum, the director's guess below it). With handicaps from
// history (50 − mean %), the mean mode brings a pair who play to their
// players' averages to 50%, and is the default; the sum mode is for
// handicaps on EBUScore's half scale.
//
// It is pure: the history and the date are given; nothing here reads a
// clock or a database.
package handicaps

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"bridgescore/scoring"
)

// Mode says how a pair's handicap is made from its players'.
type Mode string

// The two ways of combining players' handicaps.
const (
	Sum  Mode = "sum"
	Mean Mode = "mean"
)

// ParseMode reads a mode as typed: "sum" or "mean"; "" is Mean.
func ParseMode(s string) (_ Mode, err error) {
	defer invalid(&err)
	switch m := Mode(strings.ToLower(strings.TrimSpace(s))); m {
	case "":
		return Mean, nil
	case Sum, Mean:
		return m, nil
	}
	return "", fmt.Errorf("handicap mode %q: expected sum (the players' handicaps added) or mean (their average)", s)
}

// Limit is the largest handicap, either way, that a player or pair may
// have: a handicap beyond it is a slip.
const Limit = 50

// Check refuses a handicap beyond Limit.
func Check(h *big.Rat) (err error) {
	defer invalid(&err)
	if h.Cmp(big.NewRat(Limit, 1)) > 0 || h.Cmp(big.NewRat(-Limit, 1)) < 0 {
		return fmt.Errorf("a handicap of %s: at most %d either way", scoring.FormatPoints(h), Limit)
	}
	return nil
}

// PlayedSession is one session a player played: its date and the pair's
// percentage.
type PlayedSession struct {
	Date    time.Time
	Percent *big.Rat
}

// Policy is how a club works out handicaps from its players' history.
type Policy struct {
	// Sessions is how many of the player's most recent sessions count; 0
	// for all within Months.
	Sessions int
	// Months is how far back before the session sessions count; 0 for
	// no limit.
	Months int
	// Minimum is the fewest sessions a handicap is worked out from: with
	// fewer, the player has Default.
	Minimum int
	// Default is the handicap of a player with too few sessions; nil is 0.
	Default *big.Rat
}

// Validate refuses a policy no club would mean.
func (p Policy) Validate() (err error) {
	defer invalid(&err)
	switch {
	case p.Sessions < 0 || p.Sessions > 1000:
		return errors.New("handicaps: the sessions counted are 0 (all) to 1000")
	case p.Months < 0 || p.Months > 120:
		return errors.New("handicaps: the months counted are 0 (no limit) to 120")
	case p.Minimum < 0 || p.Minimum > 1000:
		return errors.New("handicaps: the minimum number of sessions is 0 to 1000")
	case p.Sessions > 0 && p.Minimum > p.Sessions:
		return fmt.Errorf("handicaps: a minimum of %d sessions out of the last %d can never be met", p.Minimum, p.Sessions)
	}
	if p.Default != nil {
		return Check(p.Default)
	}
	return nil
}

// Player works out a player's handicap for a session on the given date
// from the player's history (in any order; sessions on or after that date
// do not count): 50 minus the mean percentage of the sessions in the
// window, rounded to the hundredth. counted is how many sessions it was
// worked out from; with fewer than the minimum the player has the
// default, and ok is false.
func (p Policy) Player(history []PlayedSession, on time.Time) (h *big.Rat, counted int, ok bool) {
	var games []PlayedSession
	from := time.Time{}
	if p.Months > 0 {
		from = on.AddDate(0, -p.Months, 0)
	}
	for _, g := range history {
		if g.Percent != nil && g.Date.Before(on) && !g.Date.Before(from) {
			games = append(games, g)
		}
	}
	sort.SliceStable(games, func(i, j int) bool { return games[i].Date.After(games[j].Date) })
	if p.Sessions > 0 && len(games) > p.Sessions {
		games = games[:p.Sessions]
	}
	if len(games) == 0 || len(games) < p.Minimum {
		if p.Default == nil {
			return new(big.Rat), len(games), false
		}
		return new(big.Rat).Set(p.Default), len(games), false
	}
	sum := new(big.Rat)
	for _, g := range games {
		sum.Add(sum, g.Percent)
	}
	mean := sum.Quo(sum, big.NewRat(int64(len(games)), 1))
	return scoring.RoundHalfUp(mean.Sub(big.NewRat(50, 1), mean), 2), len(games), true
}

// Pair is a pair's handicap from its players': their sum or their mean.
func Pair(players []*big.Rat, m Mode) *big.Rat {
	sum := new(big.Rat)
	for _, h := range players {
		if h != nil {
			sum.Add(sum, h)
		}
	}
	if m == Mean && len(players) > 0 {
		sum.Quo(sum, big.NewRat(int64(len(players)), 1))
	}
	return sum
}

// Entry is a pair in a handicapped ranking.
type Entry struct {
	// Field is the ranking the pair is placed in: "NS", "EW", "" for the
	// one field of a Howell; a section's letter before it where sections
	// are ranked apart.
	Field    string
	Percent  *big.Rat
	Handicap *big.Rat
}

// Ranked is a pair's handicapped percentage and its place by it in its
// field ("1", "2=" …).
type Ranked struct {
	Percent *big.Rat
	Rank    string
}

// Rank places every pair of every field by its percentage plus its
// handicap, in the order the entries come.
func Rank(entries []Entry) []Ranked {
	out := make([]Ranked, len(entries))
	fields := map[string][]int{}
	var order []string
	for i, e := range entries {
		hp := new(big.Rat).Set(e.Percent)
		if e.Handicap != nil {
			hp.Add(hp, e.Handicap)
		}
		out[i].Percent = hp
		if _, seen := fields[e.Field]; !seen {
			order = append(order, e.Field)
		}
		fields[e.Field] = append(fields[e.Field], i)
	}
	for _, f := range order {
		members := fields[f]
		scores := make([]*big.Rat, len(members))
		for k, i := range members {
			scores[k] = out[i].Percent
		}
		for k, place := range scoring.Places(scores) {
			out[members[k]].Rank = place
		}
	}
	return out
}
