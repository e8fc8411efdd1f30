package awards_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"bridgescore/awards"
)

// TestGreenMatchAwards: the EBU's Green Point Calculator page — a match
// won earns its boards ÷ 29 rounded up to the hundredth, a draw half that
// rounded up ("0.13 in a 7-board match").
func TestGreenMatchAwards(t *testing.T) {
	s := mustScale(t, "ebu-green:1,1,1")
	for _, tc := range []struct {
		boards    int
		win, draw awards.Award
	}{
		{7, 25, 13}, // 7/29 = 0.2414: 0.25, half 0.125: 0.13
		{6, 21, 11}, // 6/29 = 0.2069
		{8, 28, 14},
		{29, 100, 50},
		{58, 200, 100},
		{12, 42, 21},
	} {
		f := awards.Field{Places: []int{1, 2, 3}, Teams: true, MatchBoards: tc.boards, Won: []int{1, 0, 0}, Drawn: []int{0, 1, 0}}
		r := s.Award(f)
		want := []awards.Award{100 + tc.win, tc.draw, 0}
		if !reflect.DeepEqual(r.Awards, want) {
			t.Errorf("%d-board matches: %v, want %v\n%s", tc.boards, r.Awards, want, r.Explain)
		}
		if !strings.Contains(r.Explain, "boards ÷ 29") {
			t.Errorf("the explanation does not give the match rule: %s", r.Explain)
		}
		// A Swiss pairs' matches earn the same; a pairs field without
		// matches earns its places alone.
		f.Teams = false
		if swiss := s.Award(f); !reflect.DeepEqual(swiss.Awards, want) {
			t.Errorf("a Swiss pairs of %d-board matches: %v, want %v", tc.boards, swiss.Awards, want)
		}
		f.Won, f.Drawn = nil, nil
		if plain := s.Award(f); !reflect.DeepEqual(plain.Awards, []awards.Award{100, 0, 0}) {
			t.Errorf("a pairs field: %v, want its places' awards alone", plain.Awards)
		}
	}
}

// A programme's own figure for a match won is said with the draw's.
func TestGreenProgrammeMatchAwardSaid(t *testing.T) {
	s := mustScale(t, "ebu-green:5,0.5,8,0.32")
	r := s.Award(awards.Field{Places: []int{1, 2}, Teams: true, MatchBoards: 8, Won: []int{1, 0}, Drawn: []int{0, 1}})
	if want := []awards.Award{532, 291}; !reflect.DeepEqual(r.Awards, want) {
		t.Errorf("%v, want %v", r.Awards, want)
	}
	if !strings.Contains(r.Explain, "each match won earns 0.32, the programme's figure, and each drawn 0.16, half that rounded up.") {
		t.Errorf("the match awards are not said plainly: %s", r.Explain)
	}
}

// TestGreenLadder: the places between the programme's top and lowest
// awards. The 8-place ladder is EBUScoreTeams 1.1.3's (top 5.00, lowest
// 0.50), read from its results file, which cli's TestRealFileAwards
// reproduces team by team; the others follow from the same rule.
func TestGreenLadder(t *testing.T) {
	for _, tc := range []struct {
		scale string
		want  []awards.Award
	}{
		{"ebu-green:5,0.5,8", pts(5.00, 2.75, 2.00, 1.63, 1.34, 1.06, 0.78, 0.50)},
		{"ebu-green:10,1,1", pts(10)},
		{"ebu-green:10,1,2", pts(10, 1)},
		// 3 places: 1st alone is up to the middle (1.5); 2nd is 4·1/9 of
		// the 9-point span above the lowest.
		{"ebu-green:10,1,3", pts(10, 5, 1)},
		{"ebu-green:4,4,3", pts(4, 4, 4)},
	} {
		r := mustScale(t, tc.scale).Award(awards.Field{Places: straight(len(tc.want))})
		if !reflect.DeepEqual(r.Awards, tc.want) || !reflect.DeepEqual(r.Ladder, tc.want) {
			t.Errorf("%s: %v (ladder %v), want %v", tc.scale, r.Awards, r.Ladder, tc.want)
		}
	}
	// Tied places share their awards, rounded up to the hundredth: 2nd
	// and 3rd share 2.75 + 2.00; 6th, 7th and 8th 1.06 + 0.78 + 0.50.
	r := mustScale(t, "ebu-green:5,0.5,8").Award(awards.Field{Places: []int{1, 2, 2, 4, 5, 6, 6, 6, 9}})
	if want := pts(5, 2.38, 2.38, 1.63, 1.34, 0.78, 0.78, 0.78, 0); !reflect.DeepEqual(r.Awards, want) {
		t.Errorf("ties: %v, want %v", r.Awards, want)
	}
}

// TestGreenProperties: on random programmes, the ladder runs from the top
// award to the lowest without rising, a team's award is its place's share
// plus its matches' awards, and the scale's name reads back.
func TestGreenProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 2000; n++ {
		top := 1 + rng.IntN(100_000)
		bottom := rng.IntN(top + 1)
		places := 1 + rng.IntN(80)
		name := fmt.Sprintf("ebu-green:%s,%s,%d", awards.Award(top), awards.Award(bottom), places)
		given := awards.Award(-1)
		if rng.IntN(2) == 0 {
			given = awards.Award(rng.IntN(top + 1))
			name += "," + given.String()
		}
		s := mustScale(t, name)
		if s.String() != name || s.PointType() != "GREEN" || s.Unit() != "GP" {
			t.Fatalf("%s reads back as %s, %s, %s", name, s, s.PointType(), s.Unit())
		}
		size := 1 + rng.IntN(100)
		f := awards.Field{Places: randomPlaces(rng, size), Teams: true, MatchBoards: 1 + rng.IntN(32)}
		for range size {
			f.Won = append(f.Won, rng.IntN(8))
			f.Drawn = append(f.Drawn, rng.IntN(3))
		}
		r := s.Award(f)
		l := r.Ladder
		if len(l) != places || l[0] != awards.Award(top) || l[len(l)-1] != awards.Award(bottom) && places > 1 {
			t.Fatalf("%s: ladder %v", name, l)
		}
		for i := 1; i < len(l); i++ {
			if l[i] > l[i-1] || l[i] < awards.Award(bottom) {
				t.Fatalf("%s: ladder %v rises or falls below the lowest at place %d", name, l, i+1)
			}
		}
		win := awards.Award((f.MatchBoards*100 + 28) / 29)
		if given >= 0 {
			win = given
		}
		placeOnly := s.Award(awards.Field{Places: f.Places})
		for i, a := range r.Awards {
			if want := placeOnly.Awards[i] + awards.Award(f.Won[i])*win + awards.Award(f.Drawn[i])*((win+1)/2); a != want {
				t.Fatalf("%s: team %d (place %d, won %d, drew %d) earns %v, want %v", name, i, f.Places[i], f.Won[i], f.Drawn[i], a, want)
			}
		}
	}
}
