package access_test

import (
	"fmt"
	"log"
	"os"

	"bridgescore/access"
)

// Reading the results a Bridgemate scoring file holds.
func Example() {
	data, err := os.ReadFile("../testdata/real/bcs_pairs_12_tables.bws")
	if err != nil {
		log.Fatal(err)
	}
	db, err := access.Open(data)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(db.Version())
	t, err := db.Table("ReceivedData")
	if err != nil {
		log.Fatal(err)
	}
	rows, err := t.Rows("Board", "PairNS", "PairEW", "NS/EW", "Contract", "Result", "Erased")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(rows), "results")
	for _, r := range rows[:3] {
		fmt.Println(r...)
	}
	// Output:
	// Access 97 (Jet 3)
	// 288 results
	// 7 4 16 S 3 H -1 false
	// 15 8 20 N 2 D x -2 false
	// 5 3 15 E 4 D -1 false
}
