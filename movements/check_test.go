package movements

import (
	"testing"
)

// independentCheck verifies a movement from first principles, without
// Validate: every round and table filled once, nobody seated twice in a
// round, nobody playing a set twice, nobody meeting twice, and the
// completeness each family promises.
func independentCheck(t *testing.T, m *Movement) {
	t.Helper()
	pairIdx := map[PairID]int{}
	for i, p := range m.Pairs {
		if _, dup := pairIdx[p]; dup {
			t.Fatalf("%s: pair %v listed twice", m.Name, p)
		}
		pairIdx[p] = i
	}
	P := len(m.Pairs)
	if m.Phantom != nil {
		if _, ok := pairIdx[*m.Phantom]; !ok {
			t.Fatalf("%s: phantom %v not among the pairs", m.Name, *m.Phantom)
		}
	}
	phantom := -1
	if m.Phantom != nil {
		phantom = pairIdx[*m.Phantom]
	}
	cell := make([][]int, m.Rounds+1)
	for r := range cell {
		cell[r] = make([]int, m.Tables+1)
	}
	inRound := make([][]bool, m.Rounds+1)
	for r := range inRound {
		inRound[r] = make([]bool, P)
	}
	playedSet := make([][]int, P)
	for i := range playedSet {
		playedSet[i] = make([]int, m.BoardSets+1)
	}
	meet := make([][]int, P)
	for i := range meet {
		meet[i] = make([]int, P)
	}
	for _, s := range m.Schedule {
		if s.Round < 1 || s.Round > m.Rounds || s.Table < 1 || s.Table > m.Tables || s.Set < 1 || s.Set > m.BoardSets {
			t.Fatalf("%s: slot out of range %+v", m.Name, s)
		}
		cell[s.Round][s.Table]++
		a, okA := pairIdx[s.NS]
		b, okB := pairIdx[s.EW]
		if !okA || !okB || a == b {
			t.Fatalf("%s: bad pairs in %+v", m.Name, s)
		}
		for _, p := range []int{a, b} {
			if inRound[s.Round][p] {
				t.Errorf("%s: pair %v twice in round %d", m.Name, m.Pairs[p], s.Round)
			}
			inRound[s.Round][p] = true
		}
		meet[a][b]++
		meet[b][a]++
		if a != phantom && b != phantom {
			playedSet[a][s.Set]++
			playedSet[b][s.Set]++
		}
		if m.Kind == Mitchell {
			ns, ew := s.NS, s.EW
			if s.ArrowSwitched {
				ns, ew = ew, ns
			}
			if ns.Direction != NS || ew.Direction != EW || ns.Number != s.Table {
				t.Errorf("%s: round %d table %d: a Mitchell seats its NS pair at its own table and an EW pair opposite, got %+v", m.Name, s.Round, s.Table, s)
			}
		}
	}
	for r := 1; r <= m.Rounds; r++ {
		for tb := 1; tb <= m.Tables; tb++ {
			if cell[r][tb] != 1 {
				t.Errorf("%s: round %d table %d listed %d times", m.Name, r, tb, cell[r][tb])
			}
		}
	}
	for p := 0; p < P; p++ {
		for q := 0; q < P; q++ {
			if meet[p][q] > 1 && p != phantom && q != phantom {
				t.Errorf("%s: %v and %v meet %d times", m.Name, m.Pairs[p], m.Pairs[q], meet[p][q])
			}
		}
		for s := 1; s <= m.BoardSets; s++ {
			if playedSet[p][s] > 1 {
				t.Errorf("%s: %v plays set %d %d times", m.Name, m.Pairs[p], s, playedSet[p][s])
			}
		}
	}
	// Completeness.
	complete := false
	switch m.Kind {
	case Howell:
		complete = m.Rounds == len(m.Pairs)-1
		if complete {
			for p := 0; p < P; p++ {
				for q := p + 1; q < P; q++ {
					if meet[p][q] != 1 {
						t.Errorf("%s: complete Howell but %v and %v meet %d times", m.Name, m.Pairs[p], m.Pairs[q], meet[p][q])
					}
				}
			}
		}
	case Mitchell:
		complete = m.Rounds == m.Tables
		if complete {
			for p := 0; p < P; p++ {
				for q := 0; q < P; q++ {
					if m.Pairs[p].Direction == NS && m.Pairs[q].Direction == EW && meet[p][q] != 1 {
						t.Errorf("%s: complete Mitchell but %v and %v meet %d times", m.Name, m.Pairs[p], m.Pairs[q], meet[p][q])
					}
				}
			}
		}
	}
	if complete && m.Phantom == nil {
		for p := 0; p < P; p++ {
			n := 0
			for s := 1; s <= m.BoardSets; s++ {
				n += playedSet[p][s]
			}
			if n != m.Rounds {
				t.Errorf("%s: %v plays %d sets in %d rounds", m.Name, m.Pairs[p], n, m.Rounds)
			}
		}
	}
}
