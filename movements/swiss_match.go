package movements

// matcher finds maximum matchings (Edmonds' blossom algorithm) in the
// graph of who may still meet whom: a Swiss draw keeps one and repairs it
// as each table is decided.
type matcher struct {
	n     int
	ok    func(i, j int) bool // i and j may meet (both present, not met)
	mate  []int               // partner, or -1
	alive []bool              // not yet drawn

	// Search state of one augmenting-path search.
	parent, base []int
	used, inPath []bool
	queue        []int
}

func newMatcher(n int, ok func(i, j int) bool) *matcher {
	m := &matcher{n: n, ok: ok, mate: make([]int, n), alive: make([]bool, n),
		parent: make([]int, n), base: make([]int, n), used: make([]bool, n), inPath: make([]bool, n)}
	for i := range m.mate {
		m.mate[i] = -1
		m.alive[i] = true
	}
	return m
}

// edge tells whether i and j, both still to draw, may meet.
func (m *matcher) edge(i, j int) bool {
	return i != j && m.alive[i] && m.alive[j] && m.ok(i, j)
}

// size counts the matched pairs.
func (m *matcher) size() int {
	k := 0
	for i, p := range m.mate {
		if p > i {
			k++
		}
	}
	return k
}

// maximise grows the matching until no augmenting path is left: first
// each team with its neighbour in the standings where it may (the usual
// answer, found at once), then by augmenting paths.
func (m *matcher) maximise() {
	for i := 0; i+1 < m.n; i++ {
		if m.mate[i] < 0 && m.mate[i+1] < 0 && m.edge(i, i+1) {
			m.mate[i], m.mate[i+1] = i+1, i
		}
	}
	for v := 0; v < m.n; v++ {
		if m.alive[v] && m.mate[v] < 0 {
			m.augment(v)
		}
	}
}

// augment looks for an augmenting path from the exposed vertex root and
// flips it; it tells whether the matching grew.
func (m *matcher) augment(root int) bool {
	end := m.findPath(root)
	if end < 0 {
		return false
	}
	for v := end; v >= 0; {
		pv := m.parent[v]
		ppv := m.mate[pv]
		m.mate[v], m.mate[pv] = pv, v
		v = ppv
	}
	return true
}

// findPath is Edmonds' search from root: a breadth-first alternating tree
// whose odd cycles (blossoms) are shrunk to their base. It returns the
// exposed vertex the path ends at, or -1.
func (m *matcher) findPath(root int) int {
	for i := 0; i < m.n; i++ {
		m.used[i], m.parent[i], m.base[i] = false, -1, i
	}
	m.used[root] = true
	m.queue = append(m.queue[:0], root)
	for qh := 0; qh < len(m.queue); qh++ {
		v := m.queue[qh]
		for to := 0; to < m.n; to++ {
			if !m.edge(v, to) || m.base[v] == m.base[to] || m.mate[v] == to {
				continue
			}
			if to == root || (m.mate[to] >= 0 && m.parent[m.mate[to]] >= 0) {
				m.shrink(v, to, root)
				continue
			}
			if m.parent[to] >= 0 {
				continue
			}
			m.parent[to] = v
			if m.mate[to] < 0 {
				return to
			}
			m.used[m.mate[to]] = true
			m.queue = append(m.queue, m.mate[to])
		}
	}
	return -1
}

// shrink contracts the blossom closed by the edge v–to.
func (m *matcher) shrink(v, to, root int) {
	cur := m.lca(v, to)
	blossom := m.inPath
	for i := range blossom {
		blossom[i] = false
	}
	m.markPath(v, cur, to, blossom)
	m.markPath(to, cur, v, blossom)
	for i := 0; i < m.n; i++ {
		if blossom[m.base[i]] {
			m.base[i] = cur
			if !m.used[i] {
				m.used[i] = true
				m.queue = append(m.queue, i)
			}
		}
	}
}

// lca is the base where the tree paths of a and b meet.
func (m *matcher) lca(a, b int) int {
	seen := make([]bool, m.n)
	for {
		a = m.base[a]
		seen[a] = true
		if m.mate[a] < 0 {
			break
		}
		a = m.parent[m.mate[a]]
	}
	for {
		b = m.base[b]
		if seen[b] {
			return b
		}
		b = m.parent[m.mate[b]]
	}
}

func (m *matcher) markPath(v, b, child int, blossom []bool) {
	for m.base[v] != b {
		blossom[m.base[v]], blossom[m.base[m.mate[v]]] = true, true
		m.parent[v] = child
		child = m.mate[v]
		v = m.parent[m.mate[v]]
	}
}

// remove takes i out of the graph (drawn, or given the bye): its partner,
// if any, is left exposed.
func (m *matcher) remove(i int) (partner int) {
	partner = m.mate[i]
	if partner >= 0 {
		m.mate[partner] = -1
	}
	m.mate[i] = -1
	m.alive[i] = false
	return partner
}

// snapshot and restore let a trial draw be undone.
func (m *matcher) snapshot() ([]int, []bool) {
	return append([]int(nil), m.mate...), append([]bool(nil), m.alive...)
}

func (m *matcher) restore(mate []int, alive []bool) {
	copy(m.mate, mate)
	copy(m.alive, alive)
}
