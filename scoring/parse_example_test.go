package scoring_test

import (
	"fmt"

	"bridgescore/scoring"
)

// A result read as directors type it, in any of the usual orders.
func ExampleParseResult() {
	for _, typed := range []string{"4SN+1", "4S N 11", "3NTX-2 E", "4♠=N", "pass"} {
		r, err := scoring.ParseResult(typed)
		if err != nil {
			fmt.Println(err)
			continue
		}
		if r.PassedOut() {
			fmt.Printf("%-9s passed out\n", typed)
			continue
		}
		fmt.Printf("%-9s %s by %s, %d tricks\n", typed, r.Contract, r.Declarer, r.Tricks)
	}
	// Output:
	// 4SN+1     4S by N, 11 tricks
	// 4S N 11   4S by N, 11 tricks
	// 3NTX-2 E  3NTX by E, 7 tricks
	// 4♠=N      4S by N, 10 tricks
	// pass      passed out
}

// A traveller line's entry: a result scored for the board, an artificial
// score, a bare score; and a result no contract allows.
func ExampleParseEntry() {
	for _, typed := range []string{"4SN+1", "3NTX-2 E", "A60-40", "-100", "NP", "4SN+4"} {
		l, err := scoring.ParseEntry(1, typed)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-9s %s\n", typed, l.Describe())
	}
	// Output:
	// 4SN+1     4♠ by N, 11 tricks, +450
	// 3NTX-2 E  3NTX by E, 7 tricks, +300
	// A60-40    Average-plus / Average-minus (NS 60%, EW 40%)
	// -100      NS score −100
	// NP        Not played
	// "4SN+4": result +4 is impossible: 4S needs 10 tricks, so at most +3
}

// An opening lead as a traveller or a results file writes it, in the form
// kept: suit first, ten as T.
func ExampleParseLead() {
	for _, typed := range []string{"SA", "♥10", "7D", "ah", "-"} {
		lead, err := scoring.ParseLead(typed)
		fmt.Printf("%-4s %q %v\n", typed, lead, err)
	}
	// Output:
	// SA   "SA" <nil>
	// ♥10  "HT" <nil>
	// 7D   "D7" <nil>
	// ah   "HA" <nil>
	// -    "" <nil>
}
