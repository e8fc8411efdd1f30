package movements

import "fmt"

// EvenMethod says how a Mitchell with an even number of tables avoids EW
// pairs meeting boards they have already played.
type EvenMethod string

// The two even-table layouts.
const (
	// Relay: the last table shares boards with table 1 and a playerless
	// stand sits between tables T/2 and T/2+1 (UK: share and relay).
	Relay EvenMethod = "relay"
	// Skip: EW pairs move up two tables after half the rounds; T−1 rounds.
	Skip EvenMethod = "skip"
)

// MitchellOptions configure a Mitchell movement.
type MitchellOptions struct {
	// Tables counts the half table, if any (8½ tables is Tables 9, Half).
	Tables int
	// Half: one pair is missing and its opponents sit out.
	Half bool
	// Even is the layout for an even number of tables (default Relay).
	Even EvenMethod
	// Rounds to play; 0 means all (T, or T−1 for a skip Mitchell).
	Rounds int
	// BoardsPerRound; 0 picks the count nearest a 26-board session.
	BoardsPerRound int
	// ArrowSwitch turns the boards in the last K rounds so the moving pairs
	// play NS, for one winner.
	ArrowSwitch int
	// Phantom overrides the missing pair of a half table. By default it is
	// the NS pair at the last table: in a relay Mitchell that table shares
	// with table 1, so its absence removes the sharing.
	Phantom *PairID
}

// Table limits of the generated movements.
const (
	MinMitchellTables = 3
	MaxMitchellTables = 31
	MinHowellTables   = 2
	MaxHowellTables   = 10
)

// NewMitchell builds a Mitchell: NS pairs stay put, EW pairs move up one
// table and boards down one station each round.
func NewMitchell(o MitchellOptions) (_ *Movement, err error) {
	defer invalid(&err)
	p, err := planMitchell(o)
	if err != nil {
		return nil, err
	}
	T := p.tables
	station, stations, shares := mitchellStations(T, p.relay)
	m := &Movement{
		Kind:           Mitchell,
		Name:           p.name,
		Tables:         T,
		Rounds:         p.rounds,
		BoardsPerRound: p.boardsPerRound,
		BoardSets:      T,
		Stations:       stations,
		Shares:         shares,
	}
	for n := 1; n <= T; n++ {
		m.Pairs = append(m.Pairs, PairID{n, NS})
	}
	for n := 1; n <= T; n++ {
		m.Pairs = append(m.Pairs, PairID{n, EW})
	}
	m.Schedule = p.slots(station, o.ArrowSwitch)
	if o.ArrowSwitch > 0 {
		m.Name += fmt.Sprintf(", last %d round(s) arrow-switched", o.ArrowSwitch)
	}
	if err := m.setPhantom(o.Half, o.Phantom, PairID{T, NS}); err != nil {
		return nil, fmt.Errorf("mitchell: %v", err)
	}
	m.dropIdleShares()
	if err := m.CheckSize(); err != nil {
		return nil, fmt.Errorf("%s: %v", m.Kind, err)
	}
	return m, nil
}

// mitchellPlan is a Mitchell's shape, checked and with its defaults filled
// in, before any table is laid out.
type mitchellPlan struct {
	tables, rounds, boardsPerRound int
	// relay and skip are the even-table layouts; an odd Mitchell has
	// neither.
	relay, skip bool
	name        string
}

// planMitchell checks the options and fills in the defaults: the relay
// layout for an even number of tables, every round, and the boards per
// round nearest a 26-board session.
func planMitchell(o MitchellOptions) (mitchellPlan, error) {
	T := o.Tables
	if T < MinMitchellTables || T > MaxMitchellTables {
		return mitchellPlan{}, fmt.Errorf("mitchell: %d tables: a Mitchell needs %d to %d tables", T, MinMitchellTables, MaxMitchellTables)
	}
	even := T%2 == 0
	method := o.Even
	if method == "" {
		method = Relay
	}
	if method != Relay && method != Skip {
		return mitchellPlan{}, fmt.Errorf("mitchell: even-table layout %q: want %q or %q", method, Skip, Relay)
	}
	p := mitchellPlan{tables: T, relay: even && method == Relay, skip: even && method == Skip}
	maxRounds := T
	p.name = fmt.Sprintf("Mitchell, %d tables", T)
	if p.skip {
		maxRounds = T - 1
		p.name = fmt.Sprintf("Skip Mitchell, %d tables", T)
	} else if even {
		p.name = fmt.Sprintf("Relay-and-bye-stand Mitchell, %d tables", T)
	}
	p.rounds = o.Rounds
	if p.rounds == 0 {
		p.rounds = maxRounds
	}
	if p.rounds < 1 || p.rounds > maxRounds {
		return mitchellPlan{}, fmt.Errorf("mitchell: %d rounds: this movement has 1 to %d rounds", p.rounds, maxRounds)
	}
	if o.ArrowSwitch < 0 || o.ArrowSwitch > p.rounds {
		return mitchellPlan{}, fmt.Errorf("mitchell: arrow-switch %d rounds: want 0 to %d", o.ArrowSwitch, p.rounds)
	}
	p.boardsPerRound = o.BoardsPerRound
	if p.boardsPerRound == 0 {
		p.boardsPerRound = defaultBoardsPerRound(p.rounds)
	}
	if p.boardsPerRound < 1 {
		return mitchellPlan{}, fmt.Errorf("mitchell: %d boards per round: want at least 1", p.boardsPerRound)
	}
	return p, nil
}

// mitchellStations lays out the board circuit: station[t] is table t's
// place on it. In a relay Mitchell the last table shares table 1's boards
// and a relay stand sits between tables T/2 and T/2+1.
func mitchellStations(T int, relay bool) (station []int, stations []Station, shares map[int]int) {
	station = make([]int, T+1)
	for t := 1; t <= T; t++ {
		station[t] = t
	}
	if relay {
		for t := T/2 + 1; t < T; t++ {
			station[t] = t + 1
		}
		station[T] = 1
		shares = map[int]int{T: 1}
	}
	for t := 1; t <= T; t++ {
		if station[t] == 1 && t != 1 {
			continue
		}
		stations = append(stations, Station{Table: t, Set: station[t]})
	}
	if relay {
		stations = append(stations, Station{Set: T/2 + 1})
		sortStations(stations)
	}
	return station, stations, shares
}

// slots seats the pairs round by round: the EW pairs move up one table
// (two after half the rounds of a skip Mitchell), the boards go down one
// station, and the last arrowSwitch rounds are arrow-switched.
func (p mitchellPlan) slots(station []int, arrowSwitch int) []Slot {
	T := p.tables
	var out []Slot
	for r := 1; r <= p.rounds; r++ {
		for t := 1; t <= T; t++ {
			ew := mod1(t-r+1, T)
			if p.skip && r > T/2 {
				ew = mod1(t-r, T)
			}
			s := Slot{Round: r, Table: t, NS: PairID{t, NS}, EW: PairID{ew, EW}, Set: mod1(station[t]+r-1, T)}
			if r > p.rounds-arrowSwitch {
				s.NS, s.EW, s.ArrowSwitched = s.EW, s.NS, true
			}
			out = append(out, s)
		}
	}
	return out
}

// dropIdleShares forgets a sharing table where nobody ever plays (the half
// table's sit-out): it shares nothing.
func (m *Movement) dropIdleShares() {
	for t := range m.Shares {
		idle := true
		for _, s := range m.Schedule {
			if s.Table == t && !m.SitsOut(s) {
				idle = false
			}
		}
		if idle {
			delete(m.Shares, t)
		}
	}
}

// setPhantom records the missing pair of a half table.
func (m *Movement) setPhantom(half bool, chosen *PairID, def PairID) error {
	if !half {
		if chosen != nil {
			return fmt.Errorf("a phantom pair needs a half table")
		}
		return nil
	}
	p := def
	if chosen != nil {
		p = *chosen
	}
	for _, q := range m.Pairs {
		if q == p {
			m.Phantom = &p
			m.Name += halfTableSuffix(p)
			return nil
		}
	}
	return fmt.Errorf("phantom pair %s is not in this movement", p)
}

func sortStations(s []Station) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j].Set < s[j-1].Set; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// HesitationOptions configure a hesitation Mitchell.
type HesitationOptions struct {
	Tables         int // odd, 3–31
	Half           bool
	BoardsPerRound int
	// Phantom overrides the missing pair of a half table (default: the
	// highest-numbered pair, a moving pair, so every stationary pair sits
	// out once and no moving pair does).
	Phantom *PairID
}

// NewHesitation builds the hesitation Mitchell for an odd number of tables
// (Blandon; EBU "Unusual Movements for Clubs – 1"): T+1 rounds and sets,
// one set on a relay stand after table (T−1)/2. NS pairs 1..T−1 stay put;
// the moving pairs go EW 1 → EW 2 → … → EW T → NS T → EW 1, so the last
// table holds two moving pairs. The last round is arrow-switched at every
// table but the last, which makes one field of the whole room.
func NewHesitation(o HesitationOptions) (_ *Movement, err error) {
	defer invalid(&err)
	T := o.Tables
	if T < MinMitchellTables || T > MaxMitchellTables || T%2 == 0 {
		return nil, fmt.Errorf("hesitation: %d tables: the hesitation Mitchell needs an odd number of tables from %d to %d", T, MinMitchellTables, MaxMitchellTables)
	}
	rounds := T + 1
	bpr := o.BoardsPerRound
	if bpr == 0 {
		bpr = defaultBoardsPerRound(rounds)
	}
	if bpr < 1 {
		return nil, fmt.Errorf("hesitation: %d boards per round: want at least 1", bpr)
	}
	h := (T - 1) / 2
	station := func(t int) int {
		if t <= h {
			return t
		}
		return t + 1
	}
	m := &Movement{
		Kind:           Hesitation,
		Name:           fmt.Sprintf("Hesitation Mitchell, %d tables", T),
		Tables:         T,
		Rounds:         rounds,
		BoardsPerRound: bpr,
		BoardSets:      T + 1,
	}
	for t := 1; t <= T; t++ {
		m.Stations = append(m.Stations, Station{Table: t, Set: station(t)})
	}
	m.Stations = append(m.Stations, Station{Set: h + 1})
	sortStations(m.Stations)
	for n := 1; n <= 2*T; n++ {
		m.Pairs = append(m.Pairs, PairID{Number: n})
	}
	// Moving positions 0..T−1 are EW at tables 1..T, position T is NS at
	// table T. Pair T starts at position T, pairs T+1..2T at 0..T−1.
	mover := func(pos, r int) PairID {
		start := mod1(pos-(r-1)+1, T+1) - 1
		if start == T {
			return PairID{Number: T}
		}
		return PairID{Number: T + 1 + start}
	}
	for r := 1; r <= rounds; r++ {
		for t := 1; t <= T; t++ {
			s := Slot{Round: r, Table: t, EW: mover(t-1, r), Set: mod1(station(t)+r-1, T+1)}
			if t < T {
				s.NS = PairID{Number: t}
			} else {
				s.NS = mover(T, r)
			}
			if r == rounds && t < T {
				s.NS, s.EW, s.ArrowSwitched = s.EW, s.NS, true
			}
			m.Schedule = append(m.Schedule, s)
		}
	}
	if err := m.setPhantom(o.Half, o.Phantom, PairID{Number: 2 * T}); err != nil {
		return nil, fmt.Errorf("hesitation: %v", err)
	}
	if err := m.CheckSize(); err != nil {
		return nil, fmt.Errorf("%s: %v", m.Kind, err)
	}
	return m, nil
}
