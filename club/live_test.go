package club

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// liveText is everything the room's page can show of a live view: each
// pair's place and score, each board shown with its lines and points.
func liveText(v LiveView) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d of %d in, %d boards in play\n", v.Entered, v.Expected, v.InPlay)
	if st := v.Standings; st != nil {
		for _, p := range st.Pairs {
			fmt.Fprintf(&b, "%s %s %s %s %d/%d\n", p.Rank, p.Ref(), scoring.FormatRat(p.Total, 2), scoring.FormatRat(p.Percent, 2), p.Boards, p.FactoredTo)
		}
	}
	for _, bd := range v.Boards {
		fmt.Fprintf(&b, "board %d %s:", bd.Board, bd.Section)
		for _, l := range bd.Lines {
			fmt.Fprintf(&b, " %s v %s %s %s/%s;", l.NS, l.EW, scoring.EntryText(l.Line), scoring.FormatRat(l.NSPoints, 2), scoring.FormatRat(l.EWPoints, 2))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// liveOf is the room's view of a session.
func liveOf(t *testing.T, s *OpenSession) LiveView {
	t.Helper()
	v, err := s.Live()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// unfinished are the boards some table has still to play, by the play's
// own account.
func (p *play) unfinished() map[string]bool {
	out := map[string]bool{}
	for _, left := range p.left {
		for _, r := range left {
			// Sections playing the same boards play the same deals.
			out[fmt.Sprint(r.Board)] = true
		}
	}
	return out
}

// replay puts another result on every board some table has still to
// play, where a table has already played it.
func (p *play) replay(unfinished map[string]bool) {
	var rows []Row
	var texts []string
	for _, r := range p.done {
		if unfinished[fmt.Sprint(r.Board)] {
			rows = append(rows, r)
			texts = append(texts, results[p.rnd.IntN(len(results))])
		}
	}
	if len(rows) > 0 {
		putAllHere(p.t, p.s, rows, texts)
	}
}

// checkShown holds the page's boards to those every table has played:
// each of them, and no other.
func (p *play) checkShown(name string, v LiveView, unfinished map[string]bool) {
	want := map[int]bool{}
	for _, r := range p.done {
		if !unfinished[fmt.Sprint(r.Board)] {
			want[r.Board] = true
		}
	}
	got := map[int]bool{}
	for _, b := range v.Boards {
		got[b.Board] = true
	}
	if !maps.Equal(got, want) {
		p.t.Errorf("%s, %d results in: boards %v shown, want those every table has played, %v", name, len(p.done), slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)))
	}
}

// The room's page cannot tell anyone how a board went while a table has
// still to play it: in every movement the program offers (4 to 30 pairs,
// several sections, arrow switches), each table at a pace of its own,
// the page is the same whatever the results of the boards still in play
// (each such result is changed, and the page compared); it shows the
// boards every table has played and no other; and once every result is
// in, its standings are the session's.
func TestLiveOverEveryOfferedMovement(t *testing.T) {
	d, list := everyOffered(t)
	for i, o := range list {
		s := o.open(t, d)
		p := newPlay(t, s, uint64(i)+100)
		for step := 1; ; step++ {
			if _, ok := p.next(); !ok {
				break
			}
			if step%7 != 0 {
				continue
			}
			unfinished := p.unfinished()
			before := liveText(liveOf(t, s))
			p.replay(unfinished)
			v := liveOf(t, s)
			if after := liveText(v); after != before {
				t.Fatalf("%s, %d results in: the room's page changes with the results of boards still to be played:\n%s\nafter changing them:\n%s", o.name, len(p.done), before, after)
			}
			p.checkShown(o.name, v, unfinished)
		}
		v := liveOf(t, s)
		all, err := s.Standings()
		if err != nil {
			t.Fatal(err)
		}
		if v.Provisional() || v.Standings == nil || liveText(LiveView{Standings: v.Standings}) != liveText(LiveView{Standings: all.Standings}) {
			t.Errorf("%s, every result in: the room's page is not the session's standings:\n%s", o.name, liveText(v))
		}
		if len(v.Boards) == 0 || v.InPlay == 0 {
			t.Errorf("%s: no board shown once all are played", o.name)
		}
		s.Close()
	}
}
