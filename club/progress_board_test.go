package club

import (
	"testing"

	"bridgescore/scoring"
)

// A board's one result reads the same from the first result of the night
// to the last, in the standings, on the phone's answer and in the
// reports: an average on the top the movement gives the board (a 5-table
// Mitchell plays each board 5 times: top 8, 4 : 4).
func TestOneResultReadsTheSameAllNight(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	defer s.Close()
	points := func(when string, board int) {
		t.Helper()
		st, err := s.Standings()
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range st.Boards {
			if b.Board != board {
				continue
			}
			l := b.Lines[0]
			if got := scoring.FormatPoints(l.NSPoints) + " : " + scoring.FormatPoints(l.EWPoints); got != "4 : 4" {
				t.Errorf("%s: the standings give board %d's one result %s, want 4 : 4", when, board, got)
			}
			tl, err := s.TableLine("", board, l.NS, l.EW)
			if err != nil {
				t.Fatal(err)
			}
			if got := scoring.FormatPoints(tl.NSPoints) + " : " + scoring.FormatPoints(tl.EWPoints); got != "4 : 4" {
				t.Errorf("%s: the table's answer gives board %d's one result %s, want 4 : 4", when, board, got)
			}
		}
		stored, err := d.Standings(s.ID())
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range stored.Boards {
			if b.Board == board {
				if got := scoring.FormatPoints(b.Lines[0].NSPoints); got != "4" {
					t.Errorf("%s: the stored session's standings give board %d's one result %s, want 4", when, board, got)
				}
			}
		}
	}
	rows, _ := s.Rows(2)
	if _, err := s.Enter(2, rows[0], "4HE="); err != nil {
		t.Fatal(err)
	}
	points("the first result of the night", 2)
	rows, _ = s.Rows(1)
	for i, text := range []string{"4SN=", "4SN+1", "3NTS=", "4SN-1", "PASS"} {
		if _, err := s.Enter(1, rows[i], text); err != nil {
			t.Fatal(err)
		}
	}
	points("once board 1 has its five results", 2)
}
