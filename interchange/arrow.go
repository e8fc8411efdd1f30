package interchange

import (
	"fmt"
	"strconv"
	"strings"
)

// arrowSwitched reports whether the lines on which the EW pair holds the
// NS cards are an arrow switch: whole boards (every line of a board played
// more than once switched), or whole rounds (every table of the round).
// Rounds are the round column when every line has one; otherwise each
// meeting of two pairs is one round at one table, and a switched round is
// then every pair's meeting in that round, so the switched meetings must
// take in every pair the same number of times (less one for a pair sitting
// out). A line with two pairs of the same direction is no arrow switch.
//
// When there is no arrow switch, slips are the lines of a round (or of a
// meeting) played partly one way round and partly the other: the fewer
// kind, the switched ones on a tie, each with a line of the other kind.
func arrowSwitched(lines []rawLine) (arrow bool, slips [][2]int) {
	a := arrowLines(lines)
	some, rounds := false, true
	for i := range a {
		l := &a[i]
		if l.nsDir == "" || l.ewDir == "" || l.nsDir == l.ewDir {
			return false, nil
		}
		some = some || switched(l)
		rounds = rounds && strings.TrimSpace(l.round) != ""
	}
	if !some {
		return false, nil
	}
	// A board played once, switched, is as likely a slip as a switch.
	boards, _ := a.split(func(l *rawLine) string { return numberText(l.board) })
	if !mixed(boards) && !switchedOnce(boards) {
		return true, nil
	}
	unit := func(l *rawLine) string {
		m := meetingOf(l)
		return m.a.id + "\x00" + m.a.dir + "\x00" + m.b.id + "\x00" + m.b.dir
	}
	if rounds {
		unit = func(l *rawLine) string { return numberText(l.round) }
	}
	units, order := a.split(unit)
	if mixed(units) {
		return false, slipsIn(units, order)
	}
	if rounds {
		return true, nil
	}
	return a.meetingsEven(), nil
}

// arrowLines are the lines of a file searched for an arrow switch.
type arrowLines []rawLine

// switched says whether the EW pair of a line holds the NS cards.
func switched(l *rawLine) bool { return l.nsDir == "EW" && l.ewDir == "NS" }

// numberText gives a number as written without its leading zeros or
// spaces, and anything else as written.
func numberText(s string) string {
	if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
		return strconv.Itoa(n)
	}
	return strings.TrimSpace(s)
}

// switchKinds are a unit's switched lines (on) and the others (off).
type switchKinds struct{ on, off []int }

// split groups the lines into units, and gives the switched and the
// unswitched lines of each, and the units in the order first met.
func (a arrowLines) split(unit func(*rawLine) string) (map[string]*switchKinds, []string) {
	by := map[string]*switchKinds{}
	var order []string
	for i := range a {
		u := unit(&a[i])
		k := by[u]
		if k == nil {
			k = &switchKinds{}
			by[u] = k
			order = append(order, u)
		}
		if switched(&a[i]) {
			k.on = append(k.on, i)
		} else {
			k.off = append(k.off, i)
		}
	}
	return by, order
}

// mixed says whether some unit was played partly one way round and partly
// the other.
func mixed(by map[string]*switchKinds) bool {
	for _, k := range by {
		if len(k.on) > 0 && len(k.off) > 0 {
			return true
		}
	}
	return false
}

// switchedOnce says whether some board has a single switched line.
func switchedOnce(boards map[string]*switchKinds) bool {
	for _, k := range boards {
		if len(k.on) == 1 {
			return true
		}
	}
	return false
}

// slipsIn gives, for each unit played both ways round, its lines of the
// fewer kind (the switched ones on a tie), each with a line of the other.
func slipsIn(units map[string]*switchKinds, order []string) (slips [][2]int) {
	for _, u := range order {
		k := units[u]
		if len(k.on) == 0 || len(k.off) == 0 {
			continue
		}
		few, many := k.on, k.off
		if len(k.off) < len(k.on) {
			few, many = k.off, k.on
		}
		for _, i := range few {
			slips = append(slips, [2]int{i, many[0]})
		}
	}
	return slips
}

// meeting is two pairs that met, the one holding the NS cards first.
type meeting struct{ a, b pairKey }

func meetingOf(l *rawLine) meeting {
	a, c := pairKey{l.ns, l.nsDir}, pairKey{l.ew, l.ewDir}
	if a.dir == "EW" {
		a, c = c, a
	}
	return meeting{a, c}
}

// meetingsEven says whether the switched meetings take in every pair the
// same number of times, less one for a pair sitting out a switched round
// (no more of those than there are switched rounds).
func (a arrowLines) meetingsEven() bool {
	times := map[pairKey]int{}
	counted := map[meeting]bool{}
	for i := range a {
		l := &a[i]
		m := meetingOf(l)
		times[m.a] += 0
		times[m.b] += 0
		if switched(l) && !counted[m] {
			counted[m] = true
			times[m.a]++
			times[m.b]++
		}
	}
	most := 0
	for _, n := range times {
		most = max(most, n)
	}
	short := 0
	for _, n := range times {
		switch {
		case n < most-1:
			return false
		case n == most-1:
			short++
		}
	}
	return short <= most
}

// slipError names the lines of one round that sit one way round against
// a line of the same round that sits the other.
func (b *sessionBuilder) slipError(lines []rawLine, slips [][2]int) error {
	seated := func(l rawLine) string {
		if l.nsDir == "EW" && l.ewDir == "NS" {
			return fmt.Sprintf("%s v %s (the EW pair holding the NS cards)", l.ns, l.ew)
		}
		return fmt.Sprintf("%s v %s", l.ns, l.ew)
	}
	var errs Errors
	for _, s := range slips {
		l, o := lines[s[0]], lines[s[1]]
		round := "the same round"
		if strings.TrimSpace(l.round) != "" {
			round = "round " + strings.TrimSpace(l.round)
		}
		errs = append(errs, b.errf(l.line, l.where, "board %s: %s here, but %s on board %s (%s) in %s: "+
			"an arrow switch turns every table of a round, so one of them is a slip (%s)",
			strings.TrimSpace(l.board), seated(l), seated(o), strings.TrimSpace(o.board), filePos{o.line, o.where}, round, b.oneWinner).(*ParseError))
		if len(errs) == maxReported {
			break
		}
	}
	if len(errs) == 1 {
		return errs[0]
	}
	return errs
}
