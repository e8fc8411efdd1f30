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
	switched := func(l *rawLine) bool { return l.nsDir == "EW" && l.ewDir == "NS" }
	some, rounds := false, true
	for i := range lines {
		l := &lines[i]
		if l.nsDir == "" || l.ewDir == "" || l.nsDir == l.ewDir {
			return false, nil
		}
		some = some || switched(l)
		rounds = rounds && strings.TrimSpace(l.round) != ""
	}
	if !some {
		return false, nil
	}
	number := func(s string) string {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
			return strconv.Itoa(n)
		}
		return strings.TrimSpace(s)
	}
	// split groups the lines into units, and gives the switched and the
	// unswitched lines of each.
	type kinds struct{ on, off []int }
	split := func(unit func(*rawLine) string) (map[string]*kinds, []string) {
		by := map[string]*kinds{}
		var order []string
		for i := range lines {
			u := unit(&lines[i])
			k := by[u]
			if k == nil {
				k = &kinds{}
				by[u] = k
				order = append(order, u)
			}
			if switched(&lines[i]) {
				k.on = append(k.on, i)
			} else {
				k.off = append(k.off, i)
			}
		}
		return by, order
	}
	mixed := func(by map[string]*kinds) bool {
		for _, k := range by {
			if len(k.on) > 0 && len(k.off) > 0 {
				return true
			}
		}
		return false
	}

	// A board played once, switched, is as likely a slip as a switch.
	boards, _ := split(func(l *rawLine) string { return number(l.board) })
	if !mixed(boards) {
		once := false
		for _, k := range boards {
			once = once || len(k.on) == 1
		}
		if !once {
			return true, nil
		}
	}

	type meeting struct{ a, b pairKey }
	meetingOf := func(l *rawLine) meeting {
		a, c := pairKey{l.ns, l.nsDir}, pairKey{l.ew, l.ewDir}
		if a.dir == "EW" {
			a, c = c, a
		}
		return meeting{a, c}
	}
	unit := func(l *rawLine) string {
		m := meetingOf(l)
		return m.a.id + "\x00" + m.a.dir + "\x00" + m.b.id + "\x00" + m.b.dir
	}
	if rounds {
		unit = func(l *rawLine) string { return number(l.round) }
	}
	units, order := split(unit)
	if mixed(units) {
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
		return false, slips
	}
	if rounds {
		return true, nil
	}
	times := map[pairKey]int{}
	counted := map[meeting]bool{}
	for i := range lines {
		l := &lines[i]
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
			return false, nil
		case n == most-1:
			short++
		}
	}
	return short <= most, nil
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
