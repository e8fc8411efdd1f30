package store

import (
	"sync"
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// A session read while another program writes to the same file is one
// state of it: the count of lines in its description always matches the
// lines read with it. Before, the description, the pairs and the lines
// were read in separate statements and could come from different states.
func TestSessionIsReadInOneTransaction(t *testing.T) {
	writer, path := openTemp(t)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 11, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	id := sessionWith(t, writer, m)
	reader, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()

	var wg sync.WaitGroup
	stop := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(stop)
		for _, s := range m.Schedule {
			for _, b := range m.Boards(s.Set) {
				ns, _ := m.ResultPair(s.NS)
				ew, _ := m.ResultPair(s.EW)
				l := scoring.Line{Board: b, Round: s.Round, Table: s.Table, NS: ns, EW: ew, Kind: scoring.Played, Score: 420}
				if err := writer.PutLine(id, l); err != nil {
					t.Error(err)
					return
				}
			}
		}
	}()
	reads, torn := 0, 0
	for done := false; !done; {
		select {
		case <-stop:
			done = true
		default:
		}
		meta, s, err := reader.Session(id)
		if err != nil {
			t.Fatal(err)
		}
		reads++
		if meta.Lines != len(s.Lines) {
			torn++
		}
	}
	wg.Wait()
	t.Logf("%d reads during %d writes, %d torn", reads, m.ExpectedLines(), torn)
	if torn > 0 {
		t.Errorf("%d of %d reads mixed two states of the file", torn, reads)
	}
}
