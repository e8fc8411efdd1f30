package club

import (
	"context"
	"testing"

	"bridgescore/fault"
	"bridgescore/interchange"
)

// Analysis watched says how far it has come, deal by deal in steps, and
// stops between steps, the deals done keeping their analysis.
func TestAnalysisSaysHowFarItHasComeAndStops(t *testing.T) {
	rf, err := interchange.ReadHandRecord("../testdata/dealing/test.pbn")
	if err != nil {
		t.Fatal(err)
	}
	deals := rf.Deals
	var told [][2]int
	if err := AnalyseDealsWith(context.Background(), deals, true, func(done, total int) { told = append(told, [2]int{done, total}) }); err != nil {
		t.Skip("no solver here:", err)
	}
	n := len(deals)
	if len(told) < 2 || told[0] != [2]int{0, n} || told[len(told)-1] != [2]int{n, n} {
		t.Errorf("told %v for %d deals", told, n)
	}
	again := append(deals[:0:0], deals...)
	for i := range again {
		again[i].DD, again[i].Par = nil, nil
	}
	ctx, stop := context.WithCancel(context.Background())
	err = AnalyseDealsWith(ctx, again, false, func(done, total int) {
		if done > 0 {
			stop()
		}
	})
	if !fault.Is(err, fault.Busy) {
		t.Fatalf("stopped: %v", err)
	}
	if again[0].DD == nil || again[n-1].DD != nil {
		t.Errorf("the first step's deals should keep their analysis, the rest have none")
	}
}
