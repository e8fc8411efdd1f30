package club

import (
	"fmt"
	"testing"

	"bridgescore/scoring"
)

// Five phones of one table send five results for one board at the same
// moment, written together: each is answered with its own result, and
// those no longer standing with the one that stands (the last sent);
// before, each was answered with whatever stood when it was answered.
func TestPhonesOfOneTableAtOnce(t *testing.T) {
	s, _ := tablesSession(t, 3, 2)
	texts := []string{"4SN=", "4SN+1", "3NTS=", "4SN-1", "2HE="}
	var batch []*sent
	for i, text := range texts {
		batch = append(batch, &sent{from: TableEntry{Table: 1, Round: 1, ClientID: fmt.Sprint("phone", i)}, board: 1, text: text, ready: make(chan struct{})})
	}
	s.l.writeBatch(batch)
	last := texts[len(texts)-1]
	for i, p := range batch {
		done, err := s.answer(p)
		if err != nil {
			t.Fatalf("phone %d: %v", i, err)
		}
		if got := scoring.EntryText(done.Line); got != texts[i] {
			t.Errorf("phone %d sent %s and is shown %s", i, texts[i], got)
		}
		switch {
		case texts[i] == last && done.ReplacedBy != nil:
			t.Errorf("phone %d's result stands, yet it is told %s took its place", i, scoring.EntryText(*done.ReplacedBy))
		case texts[i] != last && (done.ReplacedBy == nil || scoring.EntryText(*done.ReplacedBy) != last):
			t.Errorf("phone %d is not told that %s took the place of its %s: %+v", i, last, texts[i], done.ReplacedBy)
		}
	}
	r, _ := s.Line(1, "1NS", "1EW")
	if r.Entered == nil || scoring.EntryText(*r.Entered) != last {
		t.Errorf("board 1 holds %v, want the last sent, %s", r.Entered, last)
	}
}
