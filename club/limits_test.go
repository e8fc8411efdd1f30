package club

import (
	"strings"
	"testing"
	"time"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// A 40 MB club name and a 1 MB player's name are refused at entry, before
// anything is stored; names of a real length are kept.
func TestTextLimits(t *testing.T) {
	d, db := newTestDesk(t)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	huge := strings.Repeat("x", 40<<20)
	mb := strings.Repeat("y", 1<<20)
	if _, err := d.Create(NewSession{Name: huge, Date: time.Now(), Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF}); err == nil || !strings.Contains(err.Error(), "at most 200") {
		t.Errorf("a 40 MB session name: %v", err)
	}
	if _, err := d.Create(NewSession{Name: "Tuesday", Date: time.Now(), Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF,
		Names: map[movements.PairID][]string{{Number: 1, Direction: "NS"}: {mb, "Bob"}}}); err == nil || !strings.Contains(err.Error(), "at most 100") {
		t.Errorf("a 1 MB player's name: %v", err)
	}
	rf := &interchange.ResultsFile{Club: huge, Name: "Pairs", Session: scoring.Session{
		Pairs: []scoring.Pair{{ID: "1"}, {ID: "2"}},
		Lines: []scoring.Line{{Board: 1, NS: "1", EW: "2", Kind: scoring.Played, Score: 420}},
	}}
	if _, err := importFileNamed(db, rf, "", "", ""); err == nil || !strings.Contains(err.Error(), "club's name") {
		t.Errorf("a 40 MB club name in a file: %v", err)
	}
	if list, _ := db.ListSessions(); len(list) != 0 {
		t.Errorf("%d sessions stored after the refusals", len(list))
	}
	s := mitchell5(t, d)
	if err := s.SetNames(scoring.PairRef{ID: "2NS", Direction: "NS"}, []string{mb, "Ann"}); err == nil {
		t.Error("a 1 MB player's name was saved")
	}
	if err := s.SetNames(scoring.PairRef{ID: "2NS", Direction: "NS"}, []string{"Maria de los Ángeles Fernández-Villaverde", "Ann"}); err != nil {
		t.Errorf("a long real name refused: %v", err)
	}
}
