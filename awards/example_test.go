package awards_test

import (
	"fmt"

	"bridgescore/awards"
)

// A 6-table Howell of 24 boards on the EBU club scale: a third of the 12
// pairs earn local points, 6 a place.
func ExampleScale_Award_ebu() {
	club, _ := awards.ParseScale("ebu-club")
	r := club.Award(awards.Field{Places: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, Boards: 24})
	fmt.Println(r.Awards[:5])
	fmt.Println(r.Explain)
	// Output:
	// [24 18 12 6 0]
	// EBU club scale (local points), 24 boards, single-winner pairs: 6 complete tables, 12 competitors; a third of them (rounded up) earn points, 6 a place from a top of 24, at most 100, tied places sharing their points rounded up to at least 6: 24, 18, 12, 6. Rule: EBU Licensing and Master Points Handbook, as Salliere implements it.
}

// One line of an eight-table Mitchell in an ACBL open club game, with a
// tie for second.
func ExampleScale_Award_acbl() {
	open, _ := awards.ParseScale("acbl-open")
	r := open.Award(awards.Field{Places: []int{1, 2, 2, 4, 5, 6, 7, 8}, Pairs: 16, TwoWinner: true})
	for i, a := range r.Awards[:4] {
		fmt.Printf("place %d: %s\n", i+1, open.Format(a))
	}
	// Output:
	// place 1: 0.80
	// place 2: 0.48
	// place 3: 0.48
	// place 4: 0.00
}

// A stratified ACBL game: B pairs are also ranked among themselves, as a
// game restricted to B's limit (0.08 a pair under 750).
func ExampleScale_AwardStrata() {
	open, _ := awards.ParseScale("acbl-open")
	st, _ := awards.ParseStrata("750", "higher")
	holdings := []int{2100, 300, 1800, 120, 90, 60, 1000, 40, 700, 20}
	stratum, _ := st.Assign(holdings)
	places := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	r := open.AwardStrata(awards.Field{Places: places}, st, stratum)
	for i, a := range r.Awards {
		if a > 0 {
			fmt.Printf("place %d (%s): %s in %s\n", places[i], st.Names()[stratum[i]], open.Format(a), st.Names()[r.WonIn[i]])
		}
	}
	// Output:
	// place 1 (A): 1.00 in A
	// place 2 (B): 0.70 in A
	// place 3 (A): 0.50 in A
	// place 4 (B): 0.39 in B
	// place 5 (B): 0.28 in B
}

// The ACBL-wide charity game ranks its whole entry together: 25 pairs of a
// two-winner Mitchell (12½ tables, 13 in play), six overall places at most,
// each 75% of the one before. It awards no strata.
func ExampleScale_Overall() {
	charity, _ := awards.ParseScale("acbl-wide-charity")
	places := make([]int, 25)
	for i := range places {
		places[i] = i + 1
	}
	r := charity.Award(awards.Field{Places: places, Pairs: 25})
	for i, a := range r.Ladder {
		fmt.Printf("overall %d: %s\n", i+1, charity.Format(a))
	}
	st, _ := awards.ParseStrata("500", "average")
	fmt.Println(charity.Overall(), charity.CheckStrata(st) != nil)
	// Output:
	// overall 1: 4.31
	// overall 2: 3.23
	// overall 3: 2.42
	// overall 4: 1.82
	// overall 5: 1.36
	// overall 6: 1.02
	// true true
}
