package scoring

import (
	"fmt"
	"math/big"
	"strings"
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

// impSession is twoPairSession scored in IMPs: +7.5 and -7.5.
func impSession(id int64, method Method, a, b []string) EventSession {
	st := &Standings{Method: method, Boards: []BoardResult{{Board: 1}}, Pairs: []PairResult{
		{Pair: Pair{ID: "1", Names: a}, Boards: 10, Total: big.NewRat(15, 2), FactoredTo: 10, Rank: "1"},
		{Pair: Pair{ID: "2", Names: b}, Boards: 10, Total: big.NewRat(-15, 2), FactoredTo: 10, Rank: "2"},
	}}
	return EventSession{ID: id, Standings: st}
}

// An event of IMP sessions ranks its pairs by their IMPs added up (it was
// refused whole); sessions scored by different methods are refused,
// naming them.
func TestCombineEventOfIMPSessions(t *testing.T) {
	ab, cd, ef := []string{"Ann Smith", "Bob Jones"}, []string{"Cy Doe", "Di Roe"}, []string{"Eve Poe", "Fay Low"}
	for _, method := range []Method{CrossIMPs, Butler} {
		for _, how := range []Combine{"", CombinePercent, CombinePoints} {
			sessions := []EventSession{impSession(1, method, ab, cd), impSession(2, method, cd, ef)}
			if got, err := EventCombine(sessions, how); err != nil || got != CombineIMPs {
				t.Errorf("%s asked %q: combined %q, %v; want IMPs", method, how, got, err)
			}
			pairs, err := CombineEvent(sessions, how)
			if err != nil {
				t.Fatalf("%s: %v", method, err)
			}
			var got []string
			for _, p := range pairs {
				if p.Percent != nil {
					t.Errorf("%s: %s has a percentage over IMP sessions", method, p.Names[0])
				}
				got = append(got, p.Rank+" "+p.Names[0]+" "+FormatRat(p.Points, 2))
			}
			// Cy Doe's pair lost 7.50 on the first night and won 7.50 on
			// the second.
			want := "[1 Ann Smith 7.50 2 Cy Doe 0.00 3 Eve Poe -7.50]"
			if fmt.Sprint(got) != want {
				t.Errorf("%s %q: %v, want %s", method, how, got, want)
			}
		}
	}
	mixed := []EventSession{twoPairSession(1, ab, cd), impSession(2, CrossIMPs, ab, cd)}
	if _, err := CombineEvent(mixed, CombinePercent); err == nil || !strings.Contains(err.Error(), "session 1 is scored in Matchpoints and session 2 in Cross-IMPs") {
		t.Errorf("matchpoints and cross-IMPs ranked together: %v", err)
	}
	if _, err := CombineEvent([]EventSession{impSession(1, CrossIMPs, ab, cd), impSession(2, Butler, ab, cd)}, ""); err == nil {
		t.Error("cross-IMPs and Butler ranked together")
	}
	if _, err := CombineEvent([]EventSession{twoPairSession(1, ab, cd)}, CombineIMPs); err == nil {
		t.Error("matchpoint sessions combined by IMPs")
	}
}
