package awards_test

import (
	"math/rand/v2"
	"testing"

	"bridgescore/awards"
)

var allScales = []string{"ebu-club", "ebu-district", "ebu-county", "ebu-regional", "ebu-national",
	"ebu-club-qf", "ebu-district-qf", "ebu-county-qf", "ebu-regional-qf", "ebu-national-qf",
	"abf:1.5", "abf:0.75", "abf-red:2.5", "abf:10",
	"acbl-open", "acbl-invitational", "acbl-restricted:20", "acbl-restricted:100", "acbl-restricted:200",
	"acbl-restricted:1000", "acbl-newcomer:5", "acbl-newcomer:10", "acbl-newcomer:20"}

// randomPlaces ranks n competitors with random ties.
func randomPlaces(rng *rand.Rand, n int) []int {
	places := make([]int, n)
	for i := range places {
		places[i] = i + 1
		if i > 0 && rng.IntN(4) == 0 {
			places[i] = places[i-1]
		}
	}
	return places
}

// TestAwardProperties checks, on random fields of every scale, what holds
// whatever the rules' figures: a better place never earns less, tied
// competitors earn the same, no award is above the first place's, awards
// stop within the depth (except for a tie running past it), EBU local
// points are whole, and the awards handed out add up to the places' awards
// (less rounding of the shares).
func TestAwardProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 25))
	for n := 0; n < 3000; n++ {
		scale := mustScale(t, allScales[rng.IntN(len(allScales))])
		size := 1 + rng.IntN(60)
		f := awards.Field{Places: randomPlaces(rng, size), Boards: rng.IntN(50)}
		switch rng.IntN(5) {
		case 0, 1:
			f.TwoWinner, f.Pairs = true, 2*size-rng.IntN(2)
		case 2:
			f.Individual = true
		case 3:
			f.Teams = true
		}
		r := scale.Award(f)
		if len(r.Awards) != size {
			t.Fatalf("%s %+v: %d awards for %d competitors", scale, f, len(r.Awards), size)
		}
		var given, ladder awards.Award
		for i, a := range r.Awards {
			given += a
			switch {
			case a < 0:
				t.Fatalf("%s %+v: a negative award", scale, f)
			case i > 0 && a > r.Awards[i-1]:
				t.Fatalf("%s %+v: place %d earns more than the place above: %v", scale, f.Places, f.Places[i], r.Awards)
			case i > 0 && f.Places[i] == f.Places[i-1] && a != r.Awards[i-1]:
				t.Fatalf("%s %+v: tied competitors earn %v", scale, f.Places, r.Awards)
			case a > 0 && f.Places[i] > r.Count:
				t.Fatalf("%s %+v: place %d beyond the %d awards earns %v", scale, f.Places, f.Places[i], r.Count, r.Awards)
			case scale.Body() == awards.EBU && a%100 != 0:
				t.Fatalf("%s: local points %v are not whole", scale, r.Awards)
			case len(r.Ladder) > 0 && a > r.Ladder[0]:
				t.Fatalf("%s: an award above first place's: %v", scale, r.Awards)
			}
		}
		for i := 0; i < len(r.Ladder) && i < size; i++ {
			ladder += r.Ladder[i]
		}
		// Shares are rounded: EBU up to a whole point (and up to the
		// minimum), ACBL to the nearest hundredth.
		slack := awards.Award(size)
		if scale.Body() == awards.EBU {
			slack = awards.Award(size) * 2400
		}
		if given < ladder-slack || given > ladder+slack {
			t.Fatalf("%s %v: %v handed out for a ladder of %v", scale, f.Places, r.Awards, r.Ladder)
		}
		if scale.Body() == awards.EBU && len(r.Ladder) == 0 && given != 0 {
			t.Fatalf("%s: awards with no ladder", scale)
		}
	}
}

// TestStrataProperties checks stratified awards on random games: each
// competitor's award is the largest of its strata's, the A stratum is the
// unstratified field, and a lower stratum ranks exactly its own and lower
// competitors in the same order.
func TestStrataProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	st := awards.Strata{Limits: []int{500, 100}}
	for n := 0; n < 1000; n++ {
		scale := mustScale(t, allScales[rng.IntN(len(allScales))])
		size := 2 + rng.IntN(40)
		f := awards.Field{Places: randomPlaces(rng, size), Boards: 24}
		stratum := make([]int, size)
		for i := range stratum {
			stratum[i] = rng.IntN(3)
		}
		got := scale.AwardStrata(f, st, stratum)
		plain := scale.Award(f)
		for i := range f.Places {
			if got.Strata[0].Awards[i] != plain.Awards[i] {
				t.Fatalf("%s: stratum A differs from the unstratified field", scale)
			}
			best := awards.Award(0)
			for _, sr := range got.Strata {
				for k, m := range sr.Members {
					if m == i {
						best = max(best, sr.Awards[k])
					}
				}
			}
			if got.Awards[i] != best {
				t.Fatalf("%s: competitor %d gets %v, the best of its strata is %v", scale, i, got.Awards[i], best)
			}
		}
		for x, sr := range got.Strata {
			prev := -1
			for k, m := range sr.Members {
				if stratum[m] < x || m <= prev {
					t.Fatalf("stratum %s holds competitor %d (stratum %d) out of order", sr.Name, m, stratum[m])
				}
				if k > 0 && (sr.Places[k] < sr.Places[k-1] || (f.Places[m] == f.Places[sr.Members[k-1]]) != (sr.Places[k] == sr.Places[k-1])) {
					t.Fatalf("stratum %s places %v for field places %v", sr.Name, sr.Places, f.Places)
				}
				prev = m
			}
		}
	}
}
