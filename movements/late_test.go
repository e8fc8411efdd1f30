package movements

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// lateMovements are the movements late changes are tried on, by name:
// those with a half table (a phantom) and those without.
func lateMovements(t *testing.T) map[string]*Movement {
	t.Helper()
	out := map[string]*Movement{}
	for name, m := range wordsKinds(t) {
		out[name] = m
	}
	m, err := NewMitchell(MitchellOptions{Tables: 8, Half: true, Even: Skip})
	if err != nil {
		t.Fatal(err)
	}
	out["skip Mitchell, half table"] = m
	m, err = NewHowell(HowellOptions{Tables: 7, Half: true, Rounds: 10})
	if err != nil {
		t.Fatal(err)
	}
	out["¾ Howell, half table"] = m
	return out
}

// stored is a movement's stored form, to see that nothing changed it.
func stored(t *testing.T, m *Movement) string {
	t.Helper()
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// lateCase is one late change and, read from the original schedule, the
// table-rounds it keeps and the phantom it leaves.
type lateCase struct {
	what    string
	from    int
	change  func(m *Movement) (*Movement, Validation, error)
	keeps   func(s Slot) bool
	phantom *PairID
}

// lateCases lists every change that makes sense on m: a late pair from
// each round, each pair leaving from each round, and the phantom moved to
// each pair from each round.
func lateCases(m *Movement) []lateCase {
	var cs []lateCase
	for from := 1; from <= m.Rounds; from++ {
		if m.Phantom != nil {
			ph := *m.Phantom
			cs = append(cs, lateCase{
				what:   fmt.Sprintf("late pair from round %d", from),
				from:   from,
				change: func(m *Movement) (*Movement, Validation, error) { return m.LatePair(from) },
				keeps:  func(s Slot) bool { return !plays(s, ph) || s.Round >= from },
			})
		}
		for _, p := range m.Pairs {
			if m.IsPhantom(p) {
				continue
			}
			cs = append(cs, lateCase{
				what:    fmt.Sprintf("pair %s leaves from round %d", p, from),
				from:    from,
				change:  func(m *Movement) (*Movement, Validation, error) { return m.PairLeaves(p, from) },
				keeps:   func(s Slot) bool { return !plays(s, p) || s.Round < from },
				phantom: m.Phantom,
			})
			if m.Phantom == nil {
				continue
			}
			ph := *m.Phantom
			c := lateCase{
				what:   fmt.Sprintf("phantom moved to pair %s from round %d", p, from),
				from:   from,
				change: func(m *Movement) (*Movement, Validation, error) { return m.MovePhantom(p, from) },
				keeps: func(s Slot) bool {
					return from == 1 || ((!plays(s, ph) || s.Round >= from) && (!plays(s, p) || s.Round < from))
				},
			}
			if from == 1 {
				c.phantom = &p
			}
			cs = append(cs, c)
		}
	}
	return cs
}

// Every late change on every movement: the original is left as it was;
// the new movement keeps exactly the table-rounds the change leaves
// (read from the original schedule), the rest of it unchanged; it
// validates, or the change is refused as unplayable with the validator's
// errors; and its guide-card words follow its schedule.
func TestLateChanges(t *testing.T) {
	for name, m := range lateMovements(t) {
		before := stored(t, m)
		for _, c := range lateCases(m) {
			where := name + ": " + c.what
			after, v, err := c.change(m)
			if got := stored(t, m); got != before {
				t.Fatalf("%s: the original movement was changed", where)
			}
			var unplayable *UnplayableError
			if errors.As(err, &unplayable) {
				if after != nil || v.OK || len(unplayable.Reasons) == 0 {
					t.Errorf("%s: refused as unplayable with %v, movement %v, validation %+v", where, unplayable.Reasons, after != nil, v.OK)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: %v", where, err)
				continue
			}
			checkLateResult(t, where, m, after, v, c)
			// The words, from a round early in the session and one in
			// the middle: enough to meet every kind of missing seat.
			if !t.Failed() && (c.from == 2 || c.from == m.Rounds/2+1) {
				checkNextRounds(t, where, after)
			}
		}
	}
}

func checkLateResult(t *testing.T, where string, m, after *Movement, v Validation, c lateCase) {
	t.Helper()
	var want []Slot
	for _, s := range m.Schedule {
		if c.keeps(s) {
			want = append(want, s)
		}
	}
	if !reflect.DeepEqual(after.Schedule, want) && (len(want) > 0 || len(after.Schedule) > 0) {
		t.Errorf("%s: %d table-rounds kept, want %d", where, len(after.Schedule), len(want))
	}
	if !reflect.DeepEqual(after.Phantom, c.phantom) {
		t.Errorf("%s: phantom %v, want %v", where, after.Phantom, c.phantom)
	}
	if !reflect.DeepEqual(after.Pairs, m.Pairs) || after.Tables != m.Tables || after.Rounds != m.Rounds ||
		!reflect.DeepEqual(after.Stations, m.Stations) || !reflect.DeepEqual(after.Shares, m.Shares) || after.Section != m.Section {
		t.Errorf("%s: more than the schedule and the phantom changed", where)
	}
	if again := after.Validate(); !v.OK || !reflect.DeepEqual(again, v) {
		t.Errorf("%s: validation returned %+v, the movement's is %+v", where, v, again)
	}
	if gone := len(m.Schedule) - len(after.Schedule); gone > 0 && !strings.Contains(after.Standing(), "not played") {
		t.Errorf("%s: %d table-rounds gone, standing %q", where, gone, after.Standing())
	}
}

// Changes that make no sense are refused in words, the movement unchanged.
func TestLateChangesRefused(t *testing.T) {
	half, _ := NewMitchell(MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 3})
	full, _ := NewMitchell(MitchellOptions{Tables: 5, BoardsPerRound: 3})
	howell, _ := NewHowell(HowellOptions{Tables: 3, BoardsPerRound: 3})
	for _, c := range []struct {
		what   string
		change func() (*Movement, Validation, error)
		want   string
	}{
		{"late pair, no phantom", func() (*Movement, Validation, error) { return full.LatePair(2) }, "the movement has no missing pair: a late pair can only take the place of the phantom of a half table"},
		{"late pair from round 0", func() (*Movement, Validation, error) { return half.LatePair(0) }, "round 0: the movement has rounds 1 to 5"},
		{"late pair from round 6", func() (*Movement, Validation, error) { return half.LatePair(6) }, "round 6: the movement has rounds 1 to 5"},
		{"a pair not in the movement leaves", func() (*Movement, Validation, error) { return full.PairLeaves(PairID{9, EW}, 2) }, "pair 9 EW does not play in this movement"},
		{"the phantom leaves", func() (*Movement, Validation, error) { return half.PairLeaves(PairID{5, NS}, 2) }, "pair 5 NS does not play in this movement"},
		{"a Howell number with a direction leaves", func() (*Movement, Validation, error) { return howell.PairLeaves(PairID{2, NS}, 2) }, "pair 2 NS does not play in this movement"},
		{"a pair leaves from round 9", func() (*Movement, Validation, error) { return full.PairLeaves(PairID{2, NS}, 9) }, "round 9: the movement has rounds 1 to 5"},
		{"no phantom to move", func() (*Movement, Validation, error) { return full.MovePhantom(PairID{2, NS}, 1) }, "the movement has no missing pair to move"},
		{"the phantom moved to itself", func() (*Movement, Validation, error) { return half.MovePhantom(PairID{5, NS}, 1) }, "pair 5 NS is already the missing pair"},
		{"the phantom moved to no pair", func() (*Movement, Validation, error) { return half.MovePhantom(PairID{6, EW}, 1) }, "pair 6 EW is not in this movement"},
		{"the phantom moved from round 0", func() (*Movement, Validation, error) { return half.MovePhantom(PairID{2, EW}, 0) }, "round 0: the movement has rounds 1 to 5"},
		{"a pair leaves before it plays", func() (*Movement, Validation, error) { return howell.PairLeaves(PairID{Number: 1}, 1) }, "the movement could not be played: pair 1 never plays"},
	} {
		before := stored(t, half) + stored(t, full) + stored(t, howell)
		after, _, err := c.change()
		if err == nil || err.Error() != c.want || after != nil {
			t.Errorf("%s: %v, want %q", c.what, err, c.want)
		}
		if stored(t, half)+stored(t, full)+stored(t, howell) != before {
			t.Errorf("%s: a movement was changed", c.what)
		}
	}
}

// The names say what happened, as the director reads them in the history.
func TestLateChangeNames(t *testing.T) {
	m, _ := NewMitchell(MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 3})
	for _, c := range []struct {
		change func() (*Movement, Validation, error)
		want   string
	}{
		{func() (*Movement, Validation, error) { return m.LatePair(1) }, "Mitchell, 5 tables"},
		{func() (*Movement, Validation, error) { return m.LatePair(3) }, "Mitchell, 5 tables, pair 5 NS from round 3"},
		{func() (*Movement, Validation, error) { return m.PairLeaves(PairID{2, EW}, 4) }, "Mitchell, 5 tables, half table (pair 5 NS missing), pair 2 EW left after round 3"},
		{func() (*Movement, Validation, error) { return m.MovePhantom(PairID{3, EW}, 1) }, "Mitchell, 5 tables, half table (pair 3 EW missing)"},
		{func() (*Movement, Validation, error) { return m.MovePhantom(PairID{3, EW}, 2) }, "Mitchell, 5 tables, pair 5 NS from round 2, pair 3 EW left after round 1"},
	} {
		after, _, err := c.change()
		if err != nil || after.Name != c.want {
			t.Errorf("%v: %q, want %q", err, after.Name, c.want)
		}
	}
}

func ExampleMovement_LatePair() {
	m, _ := NewMitchell(MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 3})
	fmt.Println(m.Standing())
	after, v, err := m.LatePair(3)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(after.Name)
	fmt.Println(after.Standing(), v.OK)
	n, _ := after.NextRound(1, 4)
	fmt.Println(n.Words())
	// Output:
	// 9 pairs, 5 NS missing
	// Mitchell, 5 tables, pair 5 NS from round 3
	// 10 pairs, 2 table-rounds not played true
	// Next round: pair 4 NS stays at table 4, North-South; pair 4 EW sits out; boards 10–12 to table 3.
}

func ExampleMovement_PairLeaves() {
	m, _ := NewHowell(HowellOptions{Tables: 4, BoardsPerRound: 3})
	after, _, _ := m.PairLeaves(PairID{Number: 3}, 6)
	fmt.Println(after.Standing())
	_, _, err := m.PairLeaves(PairID{Number: 3}, 1)
	fmt.Println(err)
	// Output:
	// 8 pairs, 2 table-rounds not played
	// the movement could not be played: pair 3 never plays
}

func ExampleMovement_MovePhantom() {
	m, _ := NewHowell(HowellOptions{Tables: 4, Half: true, BoardsPerRound: 3})
	before, _, _ := m.MovePhantom(PairID{Number: 2}, 1)
	fmt.Println(before.Phantom, "·", before.Standing())
	during, _, _ := m.MovePhantom(PairID{Number: 2}, 4)
	fmt.Println(during.Phantom, "·", during.Standing())
	// Output:
	// 2 · 7 pairs, 2 missing
	// <nil> · 8 pairs, 7 table-rounds not played
}
