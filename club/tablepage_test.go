package club

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// offered is a movement (one section or several) the program offers for
// a number of pairs, as the wizard and "new --pairs" list them.
type offered struct {
	name     string
	sections []*movements.Movement // nil for one section
	movement *movements.Movement
	// id is its session among the offered sessions; 0 before it is made.
	id int64
}

// offeredMovements lists every movement the program offers for each
// number of pairs from 4 to most, a session of the wizard's length, with
// arrow-switched Mitchells beside them (the "movement mitchell
// --arrow-switch" the director may ask for).
func offeredMovements(t *testing.T, d *Desk, most int) []offered {
	t.Helper()
	var out []offered
	for pairs := movements.MinSuggestPairs; pairs <= most; pairs++ {
		choices, err := d.Suggest(pairs, SuggestBoards, movements.ClubTiming)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range choices {
			out = append(out, offered{name: fmt.Sprintf("%d pairs, %s", pairs, c.Title), sections: c.Sections, movement: c.Movement})
		}
	}
	for _, o := range []movements.MitchellOptions{{Tables: 5, ArrowSwitch: 2}, {Tables: 6, Even: movements.Relay, ArrowSwitch: 3, BoardsPerRound: 3},
		{Tables: 7, Half: true, ArrowSwitch: 1, BoardsPerRound: 3}} {
		m, err := movements.NewMitchell(o)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, offered{name: m.Name, movement: m})
	}
	return out
}

// offeredSessions are a session of each offered movement (4 to 30
// pairs; 14 with -short), made once in a club database of their own for
// every test that plays them. A test plays in this program's session
// only and closes it: the next to open it reads it afresh, empty.
var offeredSessions struct {
	once sync.Once
	dir  string
	desk *Desk
	list []offered
	err  error
}

func everyOffered(t *testing.T) (*Desk, []offered) {
	t.Helper()
	o := &offeredSessions
	o.once.Do(func() {
		if o.dir, o.err = os.MkdirTemp("", "bridgescore-offered"); o.err != nil {
			return
		}
		if o.desk, o.err = Open(filepath.Join(o.dir, "club.db")); o.err != nil {
			return
		}
		most := 30
		if testing.Short() {
			most = 14
		}
		o.list = offeredMovements(t, o.desk, most)
		for i := range o.list {
			if o.list[i].id, o.err = o.list[i].create(o.desk); o.err != nil {
				return
			}
		}
	})
	if o.err != nil {
		t.Fatal(o.err)
	}
	return o.desk, o.list
}

// closeOffered lets go of the offered sessions' database, once every test
// has run.
func closeOffered() {
	if o := &offeredSessions; o.dir != "" {
		if o.desk != nil {
			o.desk.Close()
		}
		os.RemoveAll(o.dir)
	}
}

// create makes a session of an offered movement.
func (o offered) create(d *Desk) (int64, error) {
	ns := NewSession{Name: o.name, Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), Method: scoring.Matchpoints, Rules: scoring.WBF}
	if o.sections != nil {
		return d.CreateSections(ns, o.sections, nil)
	}
	ns.Movement = o.movement
	return d.Create(ns)
}

// open opens an offered movement's session, made anew unless it was
// made once already.
func (o offered) open(t *testing.T, d *Desk) *OpenSession {
	t.Helper()
	id := o.id
	if id == 0 {
		var err error
		if id, err = o.create(d); err != nil {
			t.Fatalf("%s: %v", o.name, err)
		}
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// play is a session played table by table, each table through its rounds
// in order at a pace of its own, with the results put in this program's
// session only (no write: what a table may see reads nothing else). It
// keeps its own account of who has played which board.
type play struct {
	t   *testing.T
	s   *OpenSession
	rnd *rand.Rand
	// put enters a result (putHere unless set).
	put func(r Row, text string)
	// left are each table's rows still to play, in the order it plays
	// them.
	left map[tableKey][]Row
	keys []tableKey
	// played are the boards each pair has played (playedKey).
	played map[string]bool
	// done are the rows played.
	done []Row
}

func newPlay(t *testing.T, s *OpenSession, seed uint64) *play {
	p := &play{t: t, s: s, rnd: rand.New(rand.NewPCG(seed, 7)), played: map[string]bool{}}
	p.put = func(r Row, text string) { putHere(t, s, r, text) }
	p.schedule(1)
	return p
}

// schedule lays out what each table has still to play from a round on,
// from the session's movement as it now stands.
func (p *play) schedule(from int) {
	st := p.s.state()
	p.left, p.keys = map[tableKey][]Row{}, nil
	for _, name := range st.sectionNames() {
		lo := st.layouts[name]
		m := lo.movement
		for table := 1; table <= m.Tables; table++ {
			k := tableKey{name, table}
			for r := from; r <= m.Rounds; r++ {
				p.left[k] = append(p.left[k], lo.rowsAt(Place{Round: r, Table: table})...)
			}
			p.keys = append(p.keys, k)
		}
	}
}

func playedKey(section, pair string, board int) string {
	return fmt.Sprintf("%s/%s/%d", section, pair, board)
}

// next plays a table's next board, a table chosen at random among those
// with boards left; false when every board is played.
func (p *play) next() (tableKey, bool) { return p.nextBefore(1 << 30) }

// nextBefore is next among the boards of the rounds before a round.
func (p *play) nextBefore(round int) (tableKey, bool) {
	var open []tableKey
	for _, k := range p.keys {
		if len(p.left[k]) > 0 && p.left[k][0].Round < round {
			open = append(open, k)
		}
	}
	if len(open) == 0 {
		return tableKey{}, false
	}
	k := open[p.rnd.IntN(len(open))]
	r := p.left[k][0]
	p.left[k] = p.left[k][1:]
	p.put(r, results[p.rnd.IntN(len(results))])
	p.played[playedKey(r.Section, r.NS, r.Board)] = true
	p.played[playedKey(r.Section, r.EW, r.Board)] = true
	p.done = append(p.done, r)
	return k, true
}

// results are the results played, made and down, either side.
var results = []string{"4SN=", "4SN+1", "4SN-1", "3NTE=", "3NTE+2", "2HS-2", "1CW=", "PASS", "6DN=", "5CXE-3"}

// putHere puts a result on a row as a table's would be, in this
// program's session alone.
func putHere(t *testing.T, s *OpenSession, r Row, text string) {
	t.Helper()
	putAllHere(t, s, []Row{r}, []string{text})
}

// putAllHere puts results on rows in one change.
func putAllHere(t *testing.T, s *OpenSession, rows []Row, texts []string) {
	t.Helper()
	err := s.l.change(func(st *state) (*state, error) {
		for i, r := range rows {
			cur := st.layouts[r.Section].find(r.Board, r.NS, r.EW, st.oneField(r.Section))
			l, err := scoring.ParseEntry(r.Board, texts[i])
			if cur == nil || err != nil {
				return nil, fmt.Errorf("board %d %s v %s: %v", r.Board, r.NS, r.EW, err)
			}
			st, _ = st.apply(*cur, l, "table")
		}
		return st, nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// onRound is the round a table is on by the play's own account: that of
// its next board, or its last when it has played them all.
func (p *play) onRound(k tableKey) int {
	if left := p.left[k]; len(left) > 0 {
		return left[0].Round
	}
	last := 0
	for _, r := range p.done {
		if r.Section == k.section && r.Table == k.table {
			last = max(last, r.Round)
		}
	}
	return last
}

// checkAll checks every table's page.
func (p *play) checkAll(name string) {
	for _, k := range p.keys {
		p.check(name, k)
	}
}

// check holds a table's page to what its pairs now there have played: a
// board's result and hands only when both have played it, every such
// board entered at the table in the rounds it has reached, and each
// round's boards in counted as done.
func (p *play) check(name string, k tableKey) {
	t := p.t
	t.Helper()
	v, err := p.s.Table(k.section, k.table, true)
	if err != nil {
		t.Fatal(err)
	}
	if on := p.onRound(k); v.Round != on {
		t.Fatalf("%s: table %s%d is on round %d, its page says %d", name, k.section, k.table, on, v.Round)
	}
	var ns, ew string
	for _, r := range v.Rounds {
		if r.Round == v.Round {
			ns, ew = r.NS.ID, r.EW.ID
		}
	}
	may := func(board int) bool {
		return p.played[playedKey(k.section, ns, board)] && p.played[playedKey(k.section, ew, board)]
	}
	var want, got []string
	done := map[int][]int{}
	for _, r := range p.done {
		if r.Section != k.section || r.Table != k.table {
			continue
		}
		done[r.Round] = append(done[r.Round], r.Board)
		if r.Round <= v.Round && may(r.Board) {
			want = append(want, fmt.Sprintf("round %d board %d", r.Round, r.Board))
		}
	}
	for _, res := range v.Results {
		got = append(got, fmt.Sprintf("round %d board %d", res.Round, res.Line.Board))
		if !may(res.Line.Board) {
			t.Errorf("%s: table %s%d on round %d (%s v %s) shows board %d, which %s v %s have not both played", name, k.section, k.table, v.Round, ns, ew, res.Line.Board, ns, ew)
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("%s: table %s%d on round %d shows %v, want %v", name, k.section, k.table, v.Round, got, want)
	}
	for _, r := range v.Rounds {
		d := slices.Clone(r.Done)
		slices.Sort(d)
		w := done[r.Round]
		slices.Sort(w)
		if !slices.Equal(d, w) {
			t.Errorf("%s: table %s%d round %d has %v done, want %v", name, k.section, k.table, r.Round, d, w)
		}
	}
}

// A table's page shows a board's result, hands and the other tables'
// results only when both pairs now at the table have played it, in every
// movement the program offers (4 to 30 pairs; relays, shared boards, a
// table playing the same boards again with other pairs, sit-outs, several
// sections, arrow switches), each table at a pace of its own; and it
// shows every such board entered there.
func TestTablePageOverEveryOfferedMovement(t *testing.T) {
	d, list := everyOffered(t)
	for i, o := range list {
		s := o.open(t, d)
		p := newPlay(t, s, uint64(i))
		for step := 0; ; step++ {
			k, ok := p.next()
			if !ok {
				break
			}
			p.check(o.name, k)
			p.check(o.name, p.keys[p.rnd.IntN(len(p.keys))])
			if t.Failed() {
				return
			}
		}
		p.checkAll(o.name + ", all played")
		s.Close()
	}
}

// hands writes a hand record for boards 1 to n.
func hands(t *testing.T, n int) string {
	t.Helper()
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "[Board \"%d\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n\n", i)
	}
	path := filepath.Join(t.TempDir(), "hands.pbn")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The attack on the 3-table Howell that "new --pairs 6" offers first:
// table 3 plays the same boards in rounds 1 and 2 with other pairs. Once
// round 1 is in, the page of table 3 shows those boards done but neither
// their results nor their hands; a phone there sending a correction of
// round 1 is answered without hands or points.
func TestHowellTablePlaysItsBoardsAgain(t *testing.T) {
	d, _ := newTestDesk(t)
	choices, err := d.Suggest(6, SuggestBoards, movements.ClubTiming)
	if err != nil {
		t.Fatal(err)
	}
	m := choices[0].Movement
	if m.Kind != movements.Howell || m.Tables != 3 {
		t.Fatalf("6 pairs are offered %s first, not a 3-table Howell", choices[0].Title)
	}
	id, err := d.Create(NewSession{Name: "Howell", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.AttachHands(hands(t, m.TotalBoards())); err != nil {
		t.Fatal(err)
	}
	// The table that plays a board in both rounds 1 and 2.
	table, again := 0, 0
	for tb := 1; tb <= m.Tables && table == 0; tb++ {
		for _, r1 := range s.RowsAt(Place{Round: 1, Table: tb}) {
			for _, r2 := range s.RowsAt(Place{Round: 2, Table: tb}) {
				if r1.Board == r2.Board && table == 0 {
					table, again = tb, r1.Board
				}
			}
		}
	}
	if table == 0 {
		t.Fatal("no table plays a board in rounds 1 and 2")
	}
	first := s.RowsAt(Place{Round: 1, Table: table})
	for i, r := range first {
		done, err := s.EnterFromTable(TableEntry{Table: table, Round: 1, ClientID: fmt.Sprint("r1-", i)}, r.Board, "4SN=", nil)
		if err != nil {
			t.Fatal(err)
		}
		// Those who played it see its hands, the round's last board too.
		if done.Deal == nil || done.StillToPlay {
			t.Errorf("board %d: the pairs who entered it get no hands (%+v)", r.Board, done)
		}
	}
	v, err := s.Table("", table, true)
	if err != nil {
		t.Fatal(err)
	}
	if v.Round != 2 {
		t.Fatalf("table %d is on round %d after round 1", table, v.Round)
	}
	for _, res := range v.Results {
		t.Errorf("table %d on round 2 shows round %d's board %d (%s, hands %v) to pairs still to play it", table, res.Round, res.Line.Board, scoring.EntryText(res.Line), res.Deal != nil)
	}
	if len(v.Rounds[0].Done) != len(first) {
		t.Errorf("round 1 at table %d shows %v done, want its %d boards", table, v.Rounds[0].Done, len(first))
	}
	// A correction of round 1 sent from the table now on round 2.
	done, err := s.EnterFromTable(TableEntry{Table: table, Round: 1, ClientID: "late"}, again, "4SN+1", nil)
	if err != nil {
		t.Fatal(err)
	}
	if done.Deal != nil || !done.StillToPlay {
		t.Errorf("a correction from the pairs still to play board %d is answered with its hands: %+v", again, done)
	}
}

// A late pair seated in the phantom's place from round 3 of a half
// table's Howell and Mitchell: the tables it joins, and every other, show
// only what the pairs now at each have played, each result sent from the
// table's phone and stored.
func TestTablePageWithALatePair(t *testing.T) {
	d, _ := newTestDesk(t)
	howell, err := movements.NewHowell(movements.HowellOptions{Tables: 4, Half: true, BoardsPerRound: 3, Rounds: 6})
	if err != nil {
		t.Fatal(err)
	}
	mitchell, err := movements.NewMitchell(movements.MitchellOptions{Tables: 4, Half: true, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range []*movements.Movement{howell, mitchell} {
		s := offered{name: m.Name, movement: m}.open(t, d)
		p := newPlay(t, s, uint64(i))
		n := 0
		p.put = func(r Row, text string) {
			n++
			if _, err := s.EnterFromTable(TableEntry{Table: r.Table, Round: r.Round, ClientID: fmt.Sprint(n)}, r.Board, text, nil); err != nil {
				t.Fatalf("%s: table %d round %d board %d: %v", m.Name, r.Table, r.Round, r.Board, err)
			}
		}
		for {
			k, ok := p.nextBefore(3)
			if !ok {
				break
			}
			p.check(m.Name, k)
		}
		if _, err := s.AddLatePair([]string{"Late", "Comer"}, 3); err != nil {
			t.Fatal(err)
		}
		p.schedule(3)
		p.checkAll(m.Name + ", the late pair seated")
		for {
			k, ok := p.next()
			if !ok {
				break
			}
			p.check(m.Name+", with the late pair", k)
			if t.Failed() {
				return
			}
		}
		p.checkAll(m.Name + ", all played")
	}
}
