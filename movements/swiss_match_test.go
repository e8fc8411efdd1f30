package movements

import (
	"math/rand/v2"
	"testing"
)

// bruteMatching is the size of a maximum matching by trying everything.
func bruteMatching(n int, adj [][]bool, alive []bool) int {
	first := -1
	for v := 0; v < n; v++ {
		if alive[v] {
			first = v
			break
		}
	}
	if first < 0 {
		return 0
	}
	alive[first] = false
	best := bruteMatching(n, adj, alive) // first left unmatched
	for j := first + 1; j < n; j++ {
		if alive[j] && adj[first][j] {
			alive[j] = false
			best = max(best, 1+bruteMatching(n, adj, alive))
			alive[j] = true
		}
	}
	alive[first] = true
	return best
}

// TestMatcherMaximum: the blossom matcher finds a maximum matching of
// random graphs, dense and sparse, from scratch and after vertices are
// taken out and the matching repaired.
func TestMatcherMaximum(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 6))
	for trial := range 3000 {
		n := 1 + rng.IntN(13)
		p := rng.Float64()
		adj := make([][]bool, n)
		for i := range adj {
			adj[i] = make([]bool, n)
		}
		for i := range n {
			for j := i + 1; j < n; j++ {
				if rng.Float64() < p {
					adj[i][j], adj[j][i] = true, true
				}
			}
		}
		m := newMatcher(n, func(i, j int) bool { return adj[i][j] })
		m.maximise()
		alive := make([]bool, n)
		for i := range alive {
			alive[i] = true
		}
		check := func(what string) {
			for v, w := range m.mate {
				if w >= 0 && (m.mate[w] != v || !adj[v][w] || !m.alive[v] || !m.alive[w]) {
					t.Fatalf("trial %d %s: %d–%d is no matching edge", trial, what, v, w)
				}
			}
			if got, want := m.size(), bruteMatching(n, adj, append([]bool(nil), m.alive...)); got != want {
				t.Fatalf("trial %d %s: matching of %d, the maximum is %d", trial, what, got, want)
			}
		}
		check("from scratch")
		for k := 0; k < n/2; k++ {
			v := rng.IntN(n)
			if !m.alive[v] {
				continue
			}
			m.remove(v)
			m.maximise()
			check("after a removal")
		}
	}
}
