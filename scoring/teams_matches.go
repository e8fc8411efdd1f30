package scoring

import (
	"fmt"
	"slices"
	"sort"
)

// teamPair is the two teams of a match, whichever way round they sit.
type teamPair struct{ sec, a, b string }

func pairOf(sec, x, y string) teamPair {
	if LessPairID(y, x) {
		x, y = y, x
	}
	return teamPair{sec, x, y}
}

// matchLines is a match as found, with its lines board by board.
type matchLines struct {
	Match
	given  bool          // listed by the session rather than found
	open   map[int]*Line // board → the open room's line (home NS)
	closed map[int]*Line // board → the closed room's line (away NS)
	boards []int         // every board of the match, in order
}

// teamList is the session's teams, or those its matches, lines and byes
// name.
func teamList(s *TeamsSession) ([]Team, map[TeamRef]int, error) {
	teams := s.Teams
	if teams == nil {
		seen := map[TeamRef]bool{}
		add := func(sec string, ids ...string) {
			for _, id := range ids {
				r := TeamRef{sec, id}
				if !seen[r] {
					seen[r] = true
					teams = append(teams, Team{Section: sec, ID: id})
				}
			}
		}
		for _, m := range s.Matches {
			add(m.Section, m.Home, m.Away)
		}
		for i := range s.Lines {
			add(s.Lines[i].Section, s.Lines[i].NS, s.Lines[i].EW)
		}
		for _, b := range s.Byes {
			add(b.Section, b.Team)
		}
		slices.SortFunc(teams, func(x, y Team) int { return compareTeams(x.Ref(), y.Ref()) })
	}
	index := make(map[TeamRef]int, len(teams))
	for i, t := range teams {
		if t.ID == "" {
			return nil, nil, fmt.Errorf("team %d of the list has no number", i+1)
		}
		if _, dup := index[t.Ref()]; dup {
			return nil, nil, fmt.Errorf("team %s is listed twice", t.Ref())
		}
		index[t.Ref()] = i
	}
	return teams, index, nil
}

// compareTeams orders teams as a director lists them: by section, then
// "2" before "10".
func compareTeams(x, y TeamRef) int {
	switch {
	case x.Section != y.Section:
		if x.Section < y.Section {
			return -1
		}
		return 1
	case x.ID == y.ID:
		return 0
	case LessPairID(x.ID, y.ID):
		return -1
	}
	return 1
}

// teamLineName names a line for a message: "board 5, 3 v 7".
func teamLineName(l *Line) string {
	s := fmt.Sprintf("board %d, %s v %s", l.Board, TeamRef{l.Section, l.NS}, TeamRef{l.Section, l.EW})
	if l.Round > 0 {
		s += fmt.Sprintf(" (round %d)", l.Round)
	}
	return s
}

// findMatches puts every line into its match: the session's when it lists
// them, else the matches the lines make.
func findMatches(s *TeamsSession, index map[TeamRef]int) ([]*matchLines, error) {
	for i := range s.Lines {
		l := &s.Lines[i]
		if err := checkTeamLine(l, index); err != nil {
			return nil, err
		}
	}
	var ms []*matchLines
	var err error
	if s.Matches != nil {
		ms, err = givenMatches(s, index)
	} else {
		ms, err = foundMatches(s)
	}
	if err != nil {
		return nil, err
	}
	for _, m := range ms {
		if err := m.checkRooms(); err != nil {
			return nil, err
		}
	}
	return ms, nil
}

func checkTeamLine(l *Line, index map[TeamRef]int) error {
	switch {
	case l.Board < 1:
		return fmt.Errorf("%s: a board is numbered from 1", teamLineName(l))
	case l.NS == l.EW:
		return fmt.Errorf("%s: a team cannot play itself", teamLineName(l))
	}
	for _, id := range [2]string{l.NS, l.EW} {
		if _, ok := index[TeamRef{l.Section, id}]; !ok {
			return fmt.Errorf("%s: team %s is not one of the session's teams", teamLineName(l), TeamRef{l.Section, id})
		}
	}
	if l.Kind == Artificial || l.Kind == Weighted || l.Kind == Played || l.Kind == NotPlayed {
		return checkKind(l)
	}
	return fmt.Errorf("%s: unknown kind of line %d", teamLineName(l), l.Kind)
}

// givenMatches places each line in the listed match of its two teams that
// has its board (or, when the matches list no boards, its round).
func givenMatches(s *TeamsSession, index map[TeamRef]int) ([]*matchLines, error) {
	byPair := map[teamPair][]*matchLines{}
	var ms []*matchLines
	for i, m := range s.Matches {
		for _, id := range [2]string{m.Home, m.Away} {
			if _, ok := index[TeamRef{m.Section, id}]; !ok {
				return nil, fmt.Errorf("match %d (%s v %s): team %s is not one of the session's teams", i+1, m.Home, m.Away, TeamRef{m.Section, id})
			}
		}
		if m.Home == m.Away {
			return nil, fmt.Errorf("match %d: team %s cannot play itself", i+1, m.Home)
		}
		ml := &matchLines{Match: m, given: true, open: map[int]*Line{}, closed: map[int]*Line{}}
		ml.boards = slices.Clone(m.Boards)
		slices.Sort(ml.boards)
		ml.boards = slices.Compact(ml.boards)
		ms = append(ms, ml)
		p := pairOf(m.Section, m.Home, m.Away)
		byPair[p] = append(byPair[p], ml)
	}
	for i := range s.Lines {
		l := &s.Lines[i]
		m, err := matchOfLine(l, byPair[pairOf(l.Section, l.NS, l.EW)])
		if err != nil {
			return nil, err
		}
		if err := m.place(l); err != nil {
			return nil, err
		}
	}
	return ms, nil
}

// matchOfLine picks the match a line belongs to among its teams' matches.
func matchOfLine(l *Line, cands []*matchLines) (*matchLines, error) {
	var fit []*matchLines
	// The boards decide; where two matches of the same teams share the
	// board (a Swiss may deal the same boards every round), the round.
	for _, m := range cands {
		if len(m.Match.Boards) == 0 || slices.Contains(m.boards, l.Board) {
			fit = append(fit, m)
		}
	}
	if len(fit) > 1 && l.Round != 0 {
		var same []*matchLines
		for _, m := range fit {
			if m.Round == 0 || m.Round == l.Round {
				same = append(same, m)
			}
		}
		fit = same
	}
	switch len(fit) {
	case 1:
		return fit[0], nil
	case 0:
		return nil, fmt.Errorf("%s: the two teams have no match on that board", teamLineName(l))
	}
	return nil, fmt.Errorf("%s: the two teams meet in more than one match and the line does not say which (give its round)", teamLineName(l))
}

// place files a line in its room.
func (m *matchLines) place(l *Line) error {
	room, other := m.open, "open"
	if l.NS == m.Away {
		room, other = m.closed, "closed"
	}
	if prev, ok := room[l.Board]; ok {
		return fmt.Errorf("%s: the %s room of %s v %s already has a line for board %d (%s)",
			teamLineName(l), other, m.Home, m.Away, l.Board, prev.Describe())
	}
	room[l.Board] = l
	if !m.given || len(m.Match.Boards) == 0 {
		if i, found := slices.BinarySearch(m.boards, l.Board); !found {
			m.boards = slices.Insert(m.boards, i, l.Board)
		}
	}
	return nil
}

// checkRooms refuses a match whose rooms played different teams' pairs
// the same way round twice (already refused in place) or a board in one
// room of a match that lists boards and not that one.
func (m *matchLines) checkRooms() error {
	if !m.given || len(m.Match.Boards) == 0 {
		return nil
	}
	for _, room := range [2]map[int]*Line{m.open, m.closed} {
		for b, l := range room {
			if !slices.Contains(m.boards, b) {
				return fmt.Errorf("%s: board %d is not one of the match's boards", teamLineName(l), b)
			}
		}
	}
	return nil
}

// foundMatches makes the matches the lines show: the lines of two teams
// form one match, split where their rounds never join. A board played by
// both rooms joins its two rounds (an American whist plays a match's
// rooms in different rounds); teams that meet again on other boards in
// other rounds meet in another match.
func foundMatches(s *TeamsSession) ([]*matchLines, error) {
	groups := map[teamPair][]*Line{}
	var order []teamPair
	for i := range s.Lines {
		l := &s.Lines[i]
		p := pairOf(l.Section, l.NS, l.EW)
		if groups[p] == nil {
			order = append(order, p)
		}
		groups[p] = append(groups[p], l)
	}
	var ms []*matchLines
	for _, p := range order {
		for _, part := range splitByRounds(groups[p]) {
			m := &matchLines{Match: Match{Section: p.sec}, open: map[int]*Line{}, closed: map[int]*Line{}}
			m.Home, m.Away = homeOf(part)
			for _, l := range part {
				m.Round = max(m.Round, l.Round)
				if err := m.place(l); err != nil {
					return nil, err
				}
			}
			ms = append(ms, m)
		}
	}
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].Round < ms[j].Round })
	return ms, nil
}

// splitByRounds splits two teams' lines into matches: rounds joined by a
// board played in both are one match, and a line of unknown round (0)
// could be any, so it joins them all.
func splitByRounds(lines []*Line) [][]*Line {
	parent := map[int]int{}
	var find func(r int) int
	find = func(r int) int {
		if p, ok := parent[r]; !ok {
			parent[r] = r
		} else if p != r {
			parent[r] = find(p)
		}
		return parent[r]
	}
	join := func(a, b int) { parent[find(a)] = find(b) }
	byBoard := map[int]int{} // board → a round it was played in
	for _, l := range lines {
		find(l.Round)
		if r, ok := byBoard[l.Board]; ok {
			join(l.Round, r)
		} else {
			byBoard[l.Board] = l.Round
		}
	}
	if _, ok := parent[0]; ok {
		for r := range parent {
			join(r, 0)
		}
	}
	index := map[int]int{}
	var parts [][]*Line
	for _, l := range lines {
		root := find(l.Round)
		k, ok := index[root]
		if !ok {
			k = len(parts)
			index[root] = k
			parts = append(parts, nil)
		}
		parts[k] = append(parts[k], l)
	}
	return parts
}

// homeOf picks the home team of a match found from its lines: the team
// sitting North-South at the lower-numbered table (where a team's number
// is its home table, the team at home there), else in the first line.
func homeOf(lines []*Line) (home, away string) {
	best := lines[0]
	for _, l := range lines[1:] {
		if l.Table > 0 && (best.Table == 0 || l.Table < best.Table) {
			best = l
		}
	}
	return best.NS, best.EW
}
