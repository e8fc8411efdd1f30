package scoring_test

import (
	"fmt"

	"bridgescore/scoring"
)

func ExampleDDTable_Tricks() {
	var t scoring.DDTable
	t.Set(scoring.North, scoring.Spades, 10)
	// Ten tricks in spades make 4♠: the level is the tricks over six.
	fmt.Println(t.Tricks(scoring.North, scoring.Spades), t.Tricks(scoring.North, scoring.Spades)-6)
	// Output: 10 4
}
