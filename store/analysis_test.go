package store

import (
	"reflect"
	"testing"

	"bridgescore/scoring"
)

// A board's analysis is kept with its hands and comes back as it went in;
// a board attached again without one loses it.
func TestBoardsKeepTheirAnalysis(t *testing.T) {
	db, _ := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	var dd scoring.DDTable
	for i := range 4 {
		for s := range 5 {
			dd[i][s] = (i*5 + s) % 14
		}
	}
	par := &scoring.Par{Score: -500, Contracts: []string{"4SXN-2", "4SXS-2"}}
	passed := &scoring.Par{Score: 0}
	deal := [4]string{"AKQJ.T98.765.432", "T987.AKQJ.432.65", "65432.765.AKQ.JT9", ".432.JT98.AKQ87"}
	in := []scoring.Deal{
		{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone, Hands: deal, DD: &dd, Par: par},
		{Board: 2, Dealer: scoring.East, Vul: scoring.VulNS, Hands: deal, DD: &dd, Par: passed},
		{Board: 3, Dealer: scoring.South, Vul: scoring.VulEW, Hands: deal},
	}
	if _, err := db.SetDeals(id, in); err != nil {
		t.Fatal(err)
	}
	got, err := db.Boards(id)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*got[0].DD, dd) || !reflect.DeepEqual(got[0].Par, par) {
		t.Errorf("board 1: %v %+v", got[0].DD, got[0].Par)
	}
	if got[1].Par == nil || got[1].Par.Score != 0 || len(got[1].Par.Contracts) != 0 {
		t.Errorf("board 2 (passed out): %+v", got[1].Par)
	}
	if got[2].DD != nil || got[2].Par != nil {
		t.Errorf("board 3 has an analysis it was never given: %v %v", got[2].DD, got[2].Par)
	}
	in[0].DD, in[0].Par = nil, nil
	if _, err := db.SetDeals(id, in[:1]); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.Boards(id); got[0].DD != nil {
		t.Errorf("board 1 kept an analysis of hands attached again without one")
	}
}
