package club

import (
	"fmt"

	"bridgescore/dds"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// AnalyseDeals solves double dummy every deal without analysis (every deal
// when again is set) and records the result in it. A deal with a hand
// missing cannot be solved and is refused by name.
func AnalyseDeals(deals []interchange.Deal, again bool) error {
	var boards []dds.Board
	var at []int
	for i, d := range deals {
		if d.DD != nil && d.Par != nil && !again {
			continue
		}
		for s, h := range d.Hands {
			if h == "" {
				return fmt.Errorf("board %d: the %s hand is not known, so the deal cannot be analysed", d.Board, scoring.DDSeat(s))
			}
		}
		boards = append(boards, dds.Board{Number: d.Board, Dealer: d.Dealer, Vul: d.Vul, Hands: d.Hands})
		at = append(at, i)
	}
	if len(boards) == 0 {
		return nil
	}
	res, err := dds.Analyse(boards)
	if err != nil {
		return err
	}
	for k, i := range at {
		deals[i].DD, deals[i].Par = &res[k].Tricks, &res[k].Par
	}
	return nil
}
