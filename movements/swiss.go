package movements

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// Standing is a competitor of a Swiss (a team, or a pair in Swiss pairs)
// as the next round's draw sees it: its score so far, whom it has met
// (once for each meeting) and how many byes it has had. A late entrant
// comes with the score the director gives it; a withdrawn one is left
// out.
type Standing struct {
	ID    string
	Score *big.Rat
	Met   []string
	Byes  int
}

// DrawTable is one match of a Swiss round: Home is the higher placed.
type DrawTable struct {
	Table      int
	Home, Away string
	// Rematch is true when the two have met before: only when no draw
	// avoids it.
	Rematch bool
}

// Draw is a Swiss round's draw with the reasons for it in words.
type Draw struct {
	Round  int
	Tables []DrawTable
	Bye    string // "" when the number is even
	// Explain says why each team meets its opponent, and why the bye
	// went where it did, one sentence a line.
	Explain []string
	// Rematches is the number of tables whose teams have met before:
	// the fewest any draw of these standings has.
	Rematches int
}

// MaxSwiss bounds the competitors of one draw.
const MaxSwiss = 2000

// SwissDraw draws the next round of a Swiss from the standings. The
// competitors are taken in order of score (the standings' own order
// among equal scores) and each in turn, from the top, meets the highest
// placed competitor not yet drawn that it has not met, provided the rest
// can still be drawn with as few rematches as any draw allows: the draw
// keeps a maximum matching of the graph of who may meet whom and repairs
// it as each table is fixed (Edmonds' blossom algorithm), so a rematch is
// drawn only when every draw has one, and then as few as can be. With an
// odd number the bye goes to the lowest placed of those with the fewest
// byes, unless that would force a rematch another bye avoids.
func SwissDraw(round int, standings []Standing) (_ *Draw, err error) {
	defer invalid(&err)
	s, err := newSwiss(standings)
	if err != nil {
		return nil, err
	}
	d := &Draw{Round: round}
	best := s.m.size()
	if len(s.order)%2 == 1 {
		bye, why := s.chooseBye(best)
		d.Bye = s.id(bye)
		d.Explain = append(d.Explain, why)
		s.m.remove(bye)
		s.m.maximise()
		best = s.m.size()
	}
	for table := 1; ; table++ {
		i := s.firstUndrawn()
		if i < 0 {
			break
		}
		j, passed := s.opponent(i, best)
		if !s.ok(i, j) {
			d.Rematches++
		} else {
			best--
		}
		s.m.remove(i)
		s.m.remove(j)
		s.m.maximise()
		d.Tables = append(d.Tables, DrawTable{Table: table, Home: s.id(i), Away: s.id(j), Rematch: !s.ok(i, j)})
		d.Explain = append(d.Explain, s.explainTable(table, i, j, passed))
	}
	return d, nil
}

// Swap exchanges two competitors of a draw before it is published, as
// the director asks (a team arriving late at a table, a seating request):
// each takes the other's place, at a table or with the bye. The tables'
// higher placed competitor stays at home, a rematch the swap makes is
// marked and said, and the reasons gain a line saying what was done.
func (d *Draw) Swap(a, b string, standings []Standing) (_ *Draw, err error) {
	defer invalid(&err)
	if a == b {
		return nil, fmt.Errorf("swap %s with itself: name two competitors", a)
	}
	s, err := newSwiss(standings)
	if err != nil {
		return nil, err
	}
	place := map[string]int{}
	for k, c := range s.st {
		place[c.ID] = k
	}
	out := &Draw{Round: d.Round, Bye: d.Bye, Tables: slices.Clone(d.Tables), Explain: slices.Clone(d.Explain)}
	found := 0
	swap := func(x *string) {
		switch *x {
		case a:
			*x = b
			found++
		case b:
			*x = a
			found++
		}
	}
	swap(&out.Bye)
	for i := range out.Tables {
		t := &out.Tables[i]
		swap(&t.Home)
		swap(&t.Away)
	}
	if found != 2 {
		return nil, fmt.Errorf("swap %s and %s: both must be in the draw", a, b)
	}
	out.Rematches = 0
	line := fmt.Sprintf("Changed by the director: %s and %s exchanged.", a, b)
	for i := range out.Tables {
		t := &out.Tables[i]
		h, ok1 := place[t.Home]
		w, ok2 := place[t.Away]
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("table %d: %s v %s, not both in the standings", t.Table, t.Home, t.Away)
		}
		if w < h {
			t.Home, t.Away = t.Away, t.Home
		}
		t.Rematch = !s.ok(h, w)
		if t.Rematch {
			out.Rematches++
			if t.Home == a || t.Home == b || t.Away == a || t.Away == b {
				line += fmt.Sprintf(" Table %d, %s v %s, is a rematch.", t.Table, t.Home, t.Away)
			}
		}
	}
	out.Explain = append(out.Explain, line)
	return out, nil
}

// swiss is a draw in progress: the competitors in order (index 0 the
// highest placed), who has met whom, and the matching.
type swiss struct {
	st    []Standing // in order
	order []int      // index into the caller's standings, for messages
	met   map[[2]int]int
	m     *matcher
}

func newSwiss(standings []Standing) (*swiss, error) {
	if len(standings) > MaxSwiss {
		return nil, fmt.Errorf("%d competitors: a draw is for at most %d", len(standings), MaxSwiss)
	}
	if len(standings) < 2 {
		return nil, fmt.Errorf("%d competitors: a draw needs at least 2", len(standings))
	}
	order := make([]int, len(standings))
	for i := range order {
		order[i] = i
	}
	index := map[string]int{}
	for i, c := range standings {
		if c.ID == "" {
			return nil, fmt.Errorf("competitor %d of the standings has no id", i+1)
		}
		if _, dup := index[c.ID]; dup {
			return nil, fmt.Errorf("%s is in the standings twice", c.ID)
		}
		if c.Score == nil {
			return nil, fmt.Errorf("%s has no score", c.ID)
		}
		if c.Byes < 0 {
			return nil, fmt.Errorf("%s has %d byes", c.ID, c.Byes)
		}
		index[c.ID] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return standings[b].Score.Cmp(standings[a].Score) })
	s := &swiss{met: map[[2]int]int{}}
	pos := make([]int, len(standings)) // caller's index → place
	for k, i := range order {
		s.st = append(s.st, standings[i])
		pos[i] = k
	}
	s.order = order
	for k, c := range s.st {
		for _, o := range c.Met {
			j, ok := index[o]
			if !ok {
				// A withdrawn team met: no longer in the draw.
				continue
			}
			if j == order[k] {
				return nil, fmt.Errorf("%s is said to have met itself", c.ID)
			}
			s.met[[2]int{k, pos[j]}]++
		}
	}
	for key, n := range s.met {
		if s.met[[2]int{key[1], key[0]}] == 0 {
			s.met[[2]int{key[1], key[0]}] = n
		}
	}
	s.m = newMatcher(len(s.st), s.ok)
	s.m.maximise()
	return s, nil
}

func (s *swiss) id(k int) string { return s.st[k].ID }

// ok tells whether k and l have never met.
func (s *swiss) ok(k, l int) bool { return s.met[[2]int{k, l}] == 0 }

func (s *swiss) firstUndrawn() int {
	for k := range s.st {
		if s.m.alive[k] {
			return k
		}
	}
	return -1
}

// chooseBye picks the bye: the lowest placed with the fewest byes whose
// bye leaves a draw with as few rematches as any.
func (s *swiss) chooseBye(best int) (int, string) {
	fewest := s.st[0].Byes
	for _, c := range s.st {
		fewest = min(fewest, c.Byes)
	}
	var cands []int
	for k := len(s.st) - 1; k >= 0; k-- {
		if s.st[k].Byes == fewest {
			cands = append(cands, k)
		}
	}
	for k := len(s.st) - 1; k >= 0; k-- {
		if s.st[k].Byes != fewest {
			cands = append(cands, k)
		}
	}
	var passed []int
	for _, k := range cands {
		mate, alive := s.m.snapshot()
		s.m.remove(k)
		s.m.maximise()
		size := s.m.size()
		s.m.restore(mate, alive)
		if size == best {
			return k, s.explainBye(k, fewest, passed)
		}
		passed = append(passed, k)
	}
	// Unreachable: some competitor is left exposed by a maximum matching.
	return cands[0], s.explainBye(cands[0], fewest, nil)
}

// opponent finds i's opponent: the highest placed competitor not yet
// drawn whose table leaves the rest drawable with as few rematches as
// the whole draw can have (best tables of competitors who have not met,
// this one counted when they have not). passed lists those skipped.
func (s *swiss) opponent(i, best int) (int, []int) {
	var passed []int
	for j := i + 1; j < len(s.st); j++ {
		if !s.m.alive[j] {
			continue
		}
		if s.feasible(i, j, best) {
			return j, passed
		}
		passed = append(passed, j)
	}
	return -1, passed
}

// feasible tells whether drawing i against j still leaves as many tables
// of competitors who have not met as the draw can have: best counting
// this table when they have not met.
func (s *swiss) feasible(i, j, best int) bool {
	need := best
	if s.ok(i, j) {
		need--
	}
	if s.m.mate[i] == j {
		return true
	}
	mate, alive := s.m.snapshot()
	defer s.m.restore(mate, alive)
	// Taking two out can open augmenting paths between competitors left
	// exposed before, not only from the two partners: every exposed one
	// is tried (one failing search is enough for each, by Berge).
	s.m.remove(i)
	s.m.remove(j)
	s.m.maximise()
	return s.m.size() >= need
}

// explainBye says why the bye went where it did.
func (s *swiss) explainBye(k, fewest int, passed []int) string {
	c := s.st[k]
	what := "the lowest placed without a bye"
	if fewest > 0 {
		what = fmt.Sprintf("the lowest placed of those with the fewest byes (%d)", fewest)
	}
	if len(passed) == 0 {
		return fmt.Sprintf("Bye: %s (%s), %s.", c.ID, scoreText(c.Score), what)
	}
	return fmt.Sprintf("Bye: %s (%s); %s would have forced a rematch another bye avoids.", c.ID, scoreText(c.Score), names(s, passed))
}

// explainTable says why i meets j.
func (s *swiss) explainTable(table, i, j int, passed []int) string {
	a, b := s.st[i], s.st[j]
	head := fmt.Sprintf("Table %d: %s (%s) v %s (%s): %s is the highest placed still to draw", table,
		a.ID, scoreText(a.Score), b.ID, scoreText(b.Score), a.ID)
	if !s.ok(i, j) {
		head += fmt.Sprintf("; no draw avoids a rematch, and %s meets %s again, the highest placed below it that keeps rematches to the fewest", a.ID, b.ID)
		if len(passed) == 0 {
			return head + "."
		}
		return head + fmt.Sprintf(" (%s would add one).", names(s, passed))
	}
	if len(passed) == 0 {
		return head + fmt.Sprintf(", %s the next below it.", b.ID)
	}
	var met, later []string
	for _, k := range passed {
		if !s.ok(i, k) {
			met = append(met, s.id(k))
		} else {
			later = append(later, s.id(k))
		}
	}
	var why []string
	if len(met) > 0 {
		why = append(why, fmt.Sprintf("it has met %s", strings.Join(met, ", ")))
	}
	if len(later) > 0 {
		why = append(why, fmt.Sprintf("meeting %s would force a rematch lower down", strings.Join(later, " or ")))
	}
	return head + fmt.Sprintf(", %s the highest below it it may meet (%s).", b.ID, strings.Join(why, "; "))
}

func names(s *swiss, ks []int) string {
	var out []string
	for _, k := range ks {
		out = append(out, s.id(k))
	}
	return strings.Join(out, ", ")
}

// scoreText writes a score as the standings show it.
func scoreText(r *big.Rat) string {
	if r.IsInt() {
		return r.RatString()
	}
	return r.FloatString(2)
}

// Text is the draw as a director reads it out: each table, the bye, and
// why.
func (d *Draw) Text() string {
	return d.text(func(t DrawTable) string { return fmt.Sprintf("table %3d: %s v %s", t.Table, t.Home, t.Away) })
}

// TeamsText is a Swiss teams' round as Text gives a draw, each match with
// the tables of its two rooms (SwissTeamsRooms).
func (d *Draw) TeamsText() string {
	return d.text(func(t DrawTable) string {
		open, closed := SwissTeamsRooms(t.Table)
		return fmt.Sprintf("match %3d: %s v %s  (open room: table %d, %s's pair North-South; closed room: table %d)", t.Table, t.Home, t.Away, open, t.Home, closed)
	})
}

func (d *Draw) text(table func(DrawTable) string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "Round %d\n", d.Round)
	for _, t := range d.Tables {
		note := ""
		if t.Rematch {
			note = "  (a rematch)"
		}
		fmt.Fprintf(&sb, "  %s%s\n", table(t), note)
	}
	if d.Bye != "" {
		fmt.Fprintf(&sb, "  bye: %s\n", d.Bye)
	}
	sb.WriteString("\nWhy:\n")
	for _, e := range d.Explain {
		fmt.Fprintf(&sb, "  %s\n", e)
	}
	return sb.String()
}
