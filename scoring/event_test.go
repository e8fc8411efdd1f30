package scoring

import (
	"math/big"
	"testing"
)

// twoPairSession is a session of two pairs, one of whose names is given,
// scored 60% and 40%.
func twoPairSession(id int64, a, b []string) EventSession {
	st := &Standings{Method: Matchpoints, Boards: []BoardResult{{Board: 1, Top: big.NewRat(2, 1)}}, Pairs: []PairResult{
		{Pair: Pair{ID: "1", Names: a}, Boards: 10, Percent: big.NewRat(60, 1), Total: big.NewRat(12, 1), FactoredTo: 10, Rank: "1"},
		{Pair: Pair{ID: "2", Names: b}, Boards: 10, Percent: big.NewRat(40, 1), Total: big.NewRat(8, 1), FactoredTo: 10, Rank: "2"},
	}}
	return EventSession{ID: id, Standings: st}
}

// A pair is one across sessions when its players are: by national number
// where known, whatever the spelling; by name, in either order, else.
func TestCombineEventKnowsPlayers(t *testing.T) {
	for _, c := range []struct {
		name     string
		second   EventSession
		numbers2 map[string]string
		pairs    int
		changed  bool
	}{
		{"names in the other order", twoPairSession(2, []string{"bob jones", "ANN SMITH"}, []string{"Cy Doe", "Di Roe"}), nil, 2, false},
		{"a name spelled otherwise, the same number", twoPairSession(2, []string{"A. Smith", "Bob Jones"}, []string{"Cy Doe", "Di Roe"}),
			map[string]string{"A. Smith": "12345"}, 2, false},
		{"the same name, another number", twoPairSession(2, []string{"Ann Smith", "Bob Jones"}, []string{"Cy Doe", "Di Roe"}),
			map[string]string{"Ann Smith": "99999"}, 3, true},
		{"a new partner", twoPairSession(2, []string{"Ann Smith", "Eve Poe"}, []string{"Cy Doe", "Di Roe"}), nil, 3, true},
	} {
		first := twoPairSession(1, []string{"Ann Smith", "Bob Jones"}, []string{"Cy Doe", "Di Roe"})
		first.Numbers = map[string]string{"Ann Smith": "12345"}
		c.second.Numbers = c.numbers2
		if c.numbers2 == nil {
			first.Numbers = nil
		}
		pairs, err := CombineEvent([]EventSession{first, c.second}, CombinePercent)
		if err != nil {
			t.Fatal(err)
		}
		changed := false
		for _, p := range pairs {
			changed = changed || p.PartnerChanged
		}
		if len(pairs) != c.pairs || changed != c.changed {
			t.Errorf("%s: %d pairs (partner changed %v), want %d (%v)", c.name, len(pairs), changed, c.pairs, c.changed)
		}
	}
}
