package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// sessionWith stores a session set up with a movement, as the window's
// wizard does: the movement in the section's Params, every pair but the
// phantom in the pairs table.
func sessionWith(t *testing.T, db *DB, m *movements.Movement) int64 {
	t.Helper()
	params, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var pairs []scoring.Pair
	for _, p := range m.Pairs {
		if m.IsPhantom(p) {
			continue
		}
		id, dir := m.ResultPair(p)
		pairs = append(pairs, scoring.Pair{ID: id, Direction: dir, Names: []string{"Player " + id + " a", "Player " + id + " b"}})
	}
	id, err := db.CreateSession(NewSession{
		Meta: Meta{Name: "Late changes", Date: "2026-11-22",
			Sections: []Section{{Name: "A", Movement: m.Kind, Tables: m.Tables, Rounds: m.Rounds, BoardsPerRound: m.BoardsPerRound, Params: string(params)}}},
		Session: scoring.Session{Pairs: pairs},
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func storedMovement(t *testing.T, db *DB, id int64) *movements.Movement {
	t.Helper()
	meta, err := db.Meta(id)
	if err != nil {
		t.Fatal(err)
	}
	var m movements.Movement
	if err := json.Unmarshal([]byte(meta.Sections[0].Params), &m); err != nil {
		t.Fatal(err)
	}
	return &m
}

func pairNames(t *testing.T, db *DB, id int64) map[string][]string {
	t.Helper()
	ps, err := pairsOf(db.sql, id)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, p := range ps {
		out[p.ID] = p.Names
	}
	return out
}

// slotsOf lists the rounds a pair is scheduled to play.
func roundsOf(m *movements.Movement, p movements.PairID) []int {
	var rs []int
	for _, s := range m.Schedule {
		if s.NS == p || s.EW == p {
			rs = append(rs, s.Round)
		}
	}
	return rs
}

// lineAt enters a result for what a pair plays in a round.
func lineAt(t *testing.T, db *DB, id int64, m *movements.Movement, p movements.PairID, round int) scoring.Line {
	t.Helper()
	for _, s := range m.Schedule {
		if s.Round == round && (s.NS == p || s.EW == p) {
			ns, _ := m.ResultPair(s.NS)
			ew, _ := m.ResultPair(s.EW)
			l := played(m.Boards(s.Set)[0], ns, ew, 3, scoring.NoTrump, scoring.North, 9, 400)
			l.Round, l.Table = s.Round, s.Table
			if err := db.PutLine(id, l); err != nil {
				t.Fatal(err)
			}
			return l
		}
	}
	t.Fatalf("pair %s does not play in round %d", p, round)
	return scoring.Line{}
}

func lastChange(t *testing.T, db *DB, id int64) Change {
	t.Helper()
	h, err := db.History(id)
	if err != nil {
		t.Fatal(err)
	}
	return h[len(h)-1]
}

func halfMitchell(t *testing.T) *movements.Movement {
	t.Helper()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	if m.Phantom == nil || *m.Phantom != (movements.PairID{Number: 5, Direction: "NS"}) {
		t.Fatalf("expected the default phantom 5 NS, got %v", m.Phantom)
	}
	return m
}

func TestAddLatePairFromTheStart(t *testing.T) {
	db, _ := openTemp(t)
	m := halfMitchell(t)
	id := sessionWith(t, db, m)
	phantom := movements.PairID{Number: 5, Direction: "NS"}
	// A result already in stays where it was.
	lineAt(t, db, id, m, movements.PairID{Number: 1, Direction: "NS"}, 1)

	v, err := db.AddLatePair(id, "", []string{" Ann ", "Bob"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !v.OK {
		t.Fatalf("a full 5-table Mitchell should be valid: %v", v.Findings)
	}
	after := storedMovement(t, db, id)
	if after.Phantom != nil {
		t.Errorf("phantom still %v", *after.Phantom)
	}
	if got := roundsOf(after, phantom); len(got) != 5 {
		t.Errorf("pair 5 NS plays rounds %v, want all five", got)
	}
	if strings.Contains(after.Name, "missing") {
		t.Errorf("movement still named as a half table: %q", after.Name)
	}
	if got := pairNames(t, db, id)["5NS"]; fmt.Sprint(got) != "[Ann Bob]" {
		t.Errorf("pair 5NS names %v, want [Ann Bob]", got)
	}
	_, s, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Lines) != 1 {
		t.Errorf("%d lines after the change, want the 1 entered", len(s.Lines))
	}
	found := false
	for _, p := range s.Pairs {
		if p.ID == "5NS" && p.Direction == "NS" {
			found = true
		}
	}
	if !found {
		t.Errorf("pair 5NS NS not among the session's pairs: %v", s.Pairs)
	}
	if ps, _ := db.FindPlayers("Ann", 5); len(ps) != 1 {
		t.Errorf("the late pair's names should join the club's players: %v", ps)
	}

	c := lastChange(t, db, id)
	if c.Kind != "late" || c.What != "late pair 5 NS (Ann & Bob) plays from round 1" {
		t.Errorf("history: %q %q", c.Kind, c.What)
	}
	if c.Before != "9 pairs, 5 NS missing" {
		t.Errorf("history before: %q", c.Before)
	}
	if c.After != "10 pairs; 5NS Ann & Bob" {
		t.Errorf("history after: %q", c.After)
	}

	u, err := db.Undo(id)
	if err != nil {
		t.Fatal(err)
	}
	if u.What != c.What {
		t.Errorf("undo undid %q", u.What)
	}
	if back := storedMovement(t, db, id); back.Phantom == nil || *back.Phantom != phantom || back.Name != m.Name {
		t.Errorf("after undo: phantom %v, name %q", back.Phantom, back.Name)
	}
	if _, ok := pairNames(t, db, id)["5NS"]; ok {
		t.Error("pair 5NS still there after undo")
	}
	if _, err := db.Redo(id); err != nil {
		t.Fatal(err)
	}
	if again := storedMovement(t, db, id); again.Phantom != nil {
		t.Error("redo did not seat the late pair")
	}
	if got := pairNames(t, db, id)["5NS"]; fmt.Sprint(got) != "[Ann Bob]" {
		t.Errorf("after redo pair 5NS names %v", got)
	}
}

func TestAddLatePairFromALaterRound(t *testing.T) {
	db, _ := openTemp(t)
	m := halfMitchell(t)
	id := sessionWith(t, db, m)
	phantom := movements.PairID{Number: 5, Direction: "NS"}
	if _, err := db.AddLatePair(id, "", []string{"Ann", "Bob"}, 3); err != nil {
		t.Fatal(err)
	}
	after := storedMovement(t, db, id)
	if got := fmt.Sprint(roundsOf(after, phantom)); got != "[3 4 5]" {
		t.Errorf("pair 5 NS plays rounds %s, want [3 4 5]", got)
	}
	// Rounds 1 and 2 were sit-outs: they stay off the schedule.
	if len(after.Schedule) != len(m.Schedule)-2 {
		t.Errorf("%d slots, want %d", len(after.Schedule), len(m.Schedule)-2)
	}
	if !strings.Contains(after.Name, "pair 5 NS from round 3") {
		t.Errorf("name %q", after.Name)
	}
}

func TestAddLatePairRefused(t *testing.T) {
	db, _ := openTemp(t)
	full, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id := sessionWith(t, db, full)
	if _, err := db.AddLatePair(id, "", []string{"Ann"}, 1); err == nil || !strings.Contains(err.Error(), "no missing pair") {
		t.Errorf("late pair in a full movement: %v", err)
	}
	half := sessionWith(t, db, halfMitchell(t))
	if _, err := db.AddLatePair(half, "", nil, 6); err == nil || !strings.Contains(err.Error(), "rounds 1 to 5") {
		t.Errorf("late pair from round 6 of 5: %v", err)
	}
	if h, _ := db.History(half); len(h) != 1 {
		t.Errorf("a refused change was recorded: %v", h)
	}
	// An imported session has no movement to change.
	imported, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddLatePair(imported, "", nil, 1); !errors.Is(err, ErrNoMovement) {
		t.Errorf("imported session: %v", err)
	}
}

func TestPairLeaves(t *testing.T) {
	db, _ := openTemp(t)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id := sessionWith(t, db, m)
	leaver := movements.PairID{Number: 3, Direction: "EW"}
	lineAt(t, db, id, m, leaver, 1)
	early := lineAt(t, db, id, m, leaver, 4)

	// A result in a round the pair is to miss must go first.
	if _, err := db.PairLeaves(id, "", leaver, 4); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("board %d (round 4)", early.Board)) {
		t.Fatalf("leaving with a round-4 result entered: %v", err)
	}
	if err := db.DeleteLine(id, "", early.Board, early.NS, early.EW); err != nil {
		t.Fatal(err)
	}
	v, err := db.PairLeaves(id, "", leaver, 4)
	if err != nil {
		t.Fatal(err)
	}
	if !v.OK {
		t.Errorf("pair leaving after round 3 should leave a playable movement: %v", v.Findings)
	}
	// 3 EW now plays 9 of the 15 boards in play: under the EBU's 70%.
	warned := false
	for _, f := range v.Findings {
		if f.Severity == movements.Warning && strings.Contains(f.Message, "3 EW (9)") {
			warned = true
		}
	}
	if !warned {
		t.Errorf("no warning that 3 EW plays too few boards: %v", v.Findings)
	}
	after := storedMovement(t, db, id)
	if got := fmt.Sprint(roundsOf(after, leaver)); got != "[1 2 3]" {
		t.Errorf("3 EW plays rounds %s, want [1 2 3]", got)
	}
	if len(after.Schedule) != 23 {
		t.Errorf("%d slots, want 25 less the 2 rounds 3 EW misses", len(after.Schedule))
	}
	if _, ok := pairNames(t, db, id)["3EW"]; !ok {
		t.Error("the pair that left must stay in the session: it has results")
	}
	c := lastChange(t, db, id)
	if c.What != "pair 3 EW leaves from round 4" || c.Before != "10 pairs" || c.After != "10 pairs, 2 table-rounds not played" {
		t.Errorf("history: %q / %q / %q", c.What, c.Before, c.After)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if back := storedMovement(t, db, id); len(back.Schedule) != 25 || back.Name != m.Name {
		t.Errorf("undo left %d slots, name %q", len(back.Schedule), back.Name)
	}
	if _, err := db.Redo(id); err != nil {
		t.Fatal(err)
	}
	if len(storedMovement(t, db, id).Schedule) != 23 {
		t.Error("redo did not take the pair out again")
	}

	// Leaving before the first round means never playing: refused.
	if _, err := db.PairLeaves(id, "", movements.PairID{Number: 2, Direction: "NS"}, 1); err == nil || !strings.Contains(err.Error(), "pair 2 NS never plays") {
		t.Errorf("leaving from round 1: %v", err)
	}
	if _, err := db.PairLeaves(id, "", movements.PairID{Number: 9, Direction: "NS"}, 2); err == nil || !strings.Contains(err.Error(), "does not play") {
		t.Errorf("unknown pair: %v", err)
	}
}

func TestMovePhantomBeforePlay(t *testing.T) {
	db, _ := openTemp(t)
	m := halfMitchell(t)
	id := sessionWith(t, db, m)
	to := movements.PairID{Number: 2, Direction: "NS"}
	v, err := db.MovePhantom(id, "", to, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !v.OK {
		t.Errorf("findings %v", v.Findings)
	}
	after := storedMovement(t, db, id)
	if after.Phantom == nil || *after.Phantom != to {
		t.Fatalf("phantom %v, want 2 NS", after.Phantom)
	}
	if !strings.Contains(after.Name, "(pair 2 NS missing)") {
		t.Errorf("name %q", after.Name)
	}
	names := pairNames(t, db, id)
	if _, ok := names["2NS"]; ok {
		t.Error("pair 2NS should be the phantom now")
	}
	// The pair that sat as 2 NS now sits at the old phantom's number.
	if got := fmt.Sprint(names["5NS"]); got != "[Player 2NS a Player 2NS b]" {
		t.Errorf("pair 5NS names %s", got)
	}
	c := lastChange(t, db, id)
	if c.What != "phantom moved from pair 5 NS to pair 2 NS from round 1" ||
		c.Before != "9 pairs, 5 NS missing; 2NS Player 2NS a & Player 2NS b" ||
		c.After != "9 pairs, 2 NS missing; 5NS Player 2NS a & Player 2NS b" {
		t.Errorf("history %q: %q → %q", c.What, c.Before, c.After)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	names = pairNames(t, db, id)
	if _, ok := names["5NS"]; ok || len(names["2NS"]) != 2 {
		t.Errorf("after undo: %v", names)
	}
	if back := storedMovement(t, db, id); *back.Phantom != *m.Phantom {
		t.Errorf("after undo phantom %v", *back.Phantom)
	}
}

func TestMovePhantomDuringPlay(t *testing.T) {
	db, _ := openTemp(t)
	m := halfMitchell(t)
	id := sessionWith(t, db, m)
	to := movements.PairID{Number: 2, Direction: "NS"}
	lineAt(t, db, id, m, to, 1)
	// Round 1 is in for 2 NS: it cannot become the phantom from round 1.
	if _, err := db.MovePhantom(id, "", to, 1, nil); err == nil || !strings.Contains(err.Error(), "(round 1)") {
		t.Fatalf("moving onto a pair with results: %v", err)
	}
	if _, err := db.MovePhantom(id, "", movements.PairID{Number: 5, Direction: "NS"}, 2, nil); err == nil || !strings.Contains(err.Error(), "already the missing pair") {
		t.Errorf("moving onto itself: %v", err)
	}
	v, err := db.MovePhantom(id, "", to, 3, []string{"Cath", "Dan"})
	if err != nil {
		t.Fatal(err)
	}
	if !v.OK {
		t.Errorf("findings %v", v.Findings)
	}
	after := storedMovement(t, db, id)
	if after.Phantom != nil {
		t.Errorf("phantom %v: from round 3 both numbers are real pairs for part of the session", *after.Phantom)
	}
	if got := fmt.Sprint(roundsOf(after, movements.PairID{Number: 5, Direction: "NS"})); got != "[3 4 5]" {
		t.Errorf("5 NS plays rounds %s", got)
	}
	if got := fmt.Sprint(roundsOf(after, to)); got != "[1 2]" {
		t.Errorf("2 NS plays rounds %s", got)
	}
	names := pairNames(t, db, id)
	if fmt.Sprint(names["5NS"]) != "[Cath Dan]" || len(names["2NS"]) != 2 {
		t.Errorf("pairs after the move: %v", names)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if _, ok := pairNames(t, db, id)["5NS"]; ok {
		t.Error("undo left pair 5NS")
	}
}

func TestUndoLateChangeRefusedWhenMovementChangedSince(t *testing.T) {
	db, _ := openTemp(t)
	m := halfMitchell(t)
	id := sessionWith(t, db, m)
	if _, err := db.AddLatePair(id, "", []string{"Ann", "Bob"}, 1); err != nil {
		t.Fatal(err)
	}
	late := movements.PairID{Number: 5, Direction: "NS"}
	l := lineAt(t, db, id, storedMovement(t, db, id), late, 2)
	// Undo walks back the line first, then the late pair.
	if c, err := db.Undo(id); err != nil || c.Kind != "line" {
		t.Fatalf("first undo: %v %v", c, err)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	// Redo the late pair, enter the line again by hand, then try to take
	// the pair away behind the audit log's back: the pair has results.
	if _, err := db.Redo(id); err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, l); err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec("UPDATE audit SET state = ? WHERE session_id = ? AND kind = 'line'", stateSuperseded, id); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Undo(id); err == nil || !strings.Contains(err.Error(), "result(s) entered") {
		t.Errorf("undoing a late pair that has results: %v", err)
	}
}

// In a Howell the pairs are bare numbers in one field: the late pair is
// stored without a direction, as the wizard stores the others.
func TestLatePairInAHowell(t *testing.T) {
	db, _ := openTemp(t)
	m, err := movements.NewHowell(movements.HowellOptions{Tables: 4, Half: true})
	if err != nil {
		t.Fatal(err)
	}
	if m.Phantom == nil {
		t.Fatal("a half-table Howell has a phantom")
	}
	id := sessionWith(t, db, m)
	ph := *m.Phantom
	v, err := db.AddLatePair(id, "", []string{"Ann", "Bob"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !v.OK {
		t.Errorf("findings %v", v.Findings)
	}
	_, s, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprint(ph.Number)
	found := false
	for _, p := range s.Pairs {
		if p.ID == want {
			found = p.Direction == ""
		}
	}
	if !found || len(s.Pairs) != 8 {
		t.Errorf("pairs %v: want %s among 8, with no direction", s.Pairs, want)
	}
	// Its opponents in round 2 can now enter a line against it.
	l := lineAt(t, db, id, storedMovement(t, db, id), ph, 2)
	if l.NS != want && l.EW != want {
		t.Errorf("line %v does not involve pair %s", l, want)
	}
}

// In an arrow-switched Mitchell all pairs are one field: "3NS" with no
// direction.
func TestPairLeavesInAnArrowSwitchedMitchell(t *testing.T) {
	db, _ := openTemp(t)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3, ArrowSwitch: 1})
	if err != nil {
		t.Fatal(err)
	}
	id := sessionWith(t, db, m)
	p := movements.PairID{Number: 4, Direction: "EW"}
	lineAt(t, db, id, m, p, 3)
	if _, err := db.PairLeaves(id, "", p, 3); err == nil || !strings.Contains(err.Error(), "(round 3)") {
		t.Errorf("a result in round 3 should stop 4 EW leaving from round 3: %v", err)
	}
	if _, err := db.PairLeaves(id, "", p, 4); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(roundsOf(storedMovement(t, db, id), p)); got != "[1 2 3]" {
		t.Errorf("4 EW plays rounds %s", got)
	}
}

// Any run of late changes, refused or made, undone to the start gives
// back the movement and pairs as set up, and redone gives back the end.
func TestLateChangesUndoRedoProperty(t *testing.T) {
	db, _ := openTemp(t)
	rng := rand.New(rand.NewPCG(6, 2026))
	for trial := range 12 {
		tables := 3 + rng.IntN(4)
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: tables, Half: rng.IntN(2) == 0, BoardsPerRound: 2})
		if err != nil {
			t.Fatal(err)
		}
		id := sessionWith(t, db, m)
		snapshot := func() string {
			meta, err := db.Meta(id)
			if err != nil {
				t.Fatal(err)
			}
			return meta.Sections[0].Params + fmt.Sprint(pairNames(t, db, id))
		}
		start := snapshot()
		made := 0
		for range 6 {
			cur := storedMovement(t, db, id)
			p := cur.Pairs[rng.IntN(len(cur.Pairs))]
			round := 1 + rng.IntN(cur.Rounds)
			var err error
			switch rng.IntN(3) {
			case 0:
				_, err = db.AddLatePair(id, "", []string{fmt.Sprintf("Late %d", trial)}, round)
			case 1:
				_, err = db.PairLeaves(id, "", p, round)
			case 2:
				_, err = db.MovePhantom(id, "", p, round, nil)
			}
			if err == nil {
				made++
			}
		}
		t.Logf("trial %d: %d tables, %d changes made", trial, tables, made)
		end := snapshot()
		for range made {
			if _, err := db.Undo(id); err != nil {
				t.Fatalf("trial %d: undo: %v", trial, err)
			}
		}
		if got := snapshot(); got != start {
			t.Fatalf("trial %d: undoing %d changes did not restore the start", trial, made)
		}
		for range made {
			if _, err := db.Redo(id); err != nil {
				t.Fatalf("trial %d: redo: %v", trial, err)
			}
		}
		if got := snapshot(); got != end {
			t.Fatalf("trial %d: redoing %d changes did not restore the end", trial, made)
		}
		if made > 0 {
			if v := storedMovement(t, db, id).Validate(); !v.OK {
				t.Errorf("trial %d: a stored movement fails its check: %v", trial, v.Findings)
			}
		}
	}
}
