package movements

import (
	"fmt"
	"testing"
)

// offered enumerates every generated movement the program offers, in the
// variations a director can ask for.
func offered(t testing.TB) map[string]*Movement {
	out := map[string]*Movement{}
	add := func(name string, m *Movement, err error) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	for T := MinMitchellTables; T <= MaxMitchellTables; T++ {
		methods := []EvenMethod{""}
		if T%2 == 0 {
			methods = []EvenMethod{Skip, Relay}
		}
		for _, e := range methods {
			for _, half := range []bool{false, true} {
				for _, arrow := range []int{0, 1, 2} {
					name := fmt.Sprintf("mitchell T%d %s half=%v arrow=%d", T, e, half, arrow)
					m, err := NewMitchell(MitchellOptions{Tables: T, Even: e, Half: half, ArrowSwitch: arrow})
					add(name, m, err)
				}
			}
			// Fewer rounds.
			r := (T*3 + 3) / 4
			m, err := NewMitchell(MitchellOptions{Tables: T, Even: e, Rounds: r})
			add(fmt.Sprintf("mitchell T%d %s rounds=%d", T, e, r), m, err)
		}
		if T%2 == 1 {
			for _, half := range []bool{false, true} {
				m, err := NewHesitation(HesitationOptions{Tables: T, Half: half})
				add(fmt.Sprintf("hesitation T%d half=%v", T, half), m, err)
			}
		}
	}
	for T := MinHowellTables; T <= MaxHowellTables; T++ {
		for _, half := range []bool{false, true} {
			m, err := NewHowell(HowellOptions{Tables: T, Half: half})
			add(fmt.Sprintf("howell T%d half=%v", T, half), m, err)
			r := (3*(2*T-1) + 3) / 4
			m, err = NewHowell(HowellOptions{Tables: T, Half: half, Rounds: r})
			add(fmt.Sprintf("howell T%d half=%v rounds=%d", T, half, r), m, err)
		}
	}
	for _, p := range publishedHowells {
		m, err := NewHowell(HowellOptions{Tables: p.Tables, Variant: p.ID})
		add("published "+p.ID, m, err)
	}
	return out
}

func TestEveryOfferedMovementIsValid(t *testing.T) {
	all := offered(t)
	if len(all) < 200 {
		t.Fatalf("only %d movements enumerated", len(all))
	}
	for name, m := range all {
		v := m.Validate()
		if !v.OK {
			t.Errorf("%s: %v", name, v.Findings)
		}
		independentCheck(t, m)
		if len(m.Schedule) != m.Rounds*m.Tables {
			t.Errorf("%s: %d slots for %d rounds × %d tables", name, len(m.Schedule), m.Rounds, m.Tables)
		}
		if m.Phantom != nil && !m.IsPhantom(*m.Phantom) {
			t.Errorf("%s: phantom", name)
		}
	}
}

// Properties that hold for whole families, checked over every size.
func TestMitchellProperties(t *testing.T) {
	for T := MinMitchellTables; T <= MaxMitchellTables; T++ {
		methods := []EvenMethod{Relay}
		if T%2 == 0 {
			methods = append(methods, Skip)
		}
		for _, e := range methods {
			m, _ := NewMitchell(MitchellOptions{Tables: T, Even: e})
			v := m.Validate()
			// NS pairs never move.
			if len(v.Stationary) != T {
				t.Errorf("T%d %s: %d stationary pairs, want %d", T, e, len(v.Stationary), T)
			}
			// Boards move down one station: the set at table t in round
			// r+1 is one more than in round r (wrapping).
			for _, s := range m.Schedule {
				if next, ok := m.Slot(s.Round+1, s.Table); ok && next.Set != mod1(s.Set+1, m.BoardSets) {
					t.Errorf("T%d %s: table %d goes from set %d to %d", T, e, s.Table, s.Set, next.Set)
				}
			}
			switch {
			case T%2 == 1 || e == Relay:
				// Complete: everyone plays every board.
				if v.MinBoardsPlayed != v.BoardsInPlay || v.MaxBoardsPlayed != v.BoardsInPlay {
					t.Errorf("T%d %s: pairs play %d–%d of %d boards", T, e, v.MinBoardsPlayed, v.MaxBoardsPlayed, v.BoardsInPlay)
				}
				shared := T%2 == 0
				if (len(v.SharedSets) > 0) != shared {
					t.Errorf("T%d %s: shared sets %v", T, e, v.SharedSets)
				}
			case e == Skip:
				// Each EW pair misses exactly one NS pair and one set.
				if m.Rounds != T-1 || v.MinBoardsPlayed != (T-1)*m.BoardsPerRound {
					t.Errorf("T%d skip: %d rounds, min boards %d", T, m.Rounds, v.MinBoardsPlayed)
				}
			}
			// With a half table the default phantom removes the sharing.
			h, _ := NewMitchell(MitchellOptions{Tables: T, Even: e, Half: true})
			if hv := h.Validate(); len(hv.SharedSets) != 0 || len(h.Shares) != 0 {
				t.Errorf("T%d %s half: still shares %v %v", T, e, hv.SharedSets, h.Shares)
			}
		}
	}
}

func TestArrowSwitchMakesOneField(t *testing.T) {
	m, _ := NewMitchell(MitchellOptions{Tables: 7, ArrowSwitch: 1})
	for _, s := range m.Schedule {
		want := s.Round == 7
		if s.ArrowSwitched != want {
			t.Fatalf("round %d table %d switched=%v", s.Round, s.Table, s.ArrowSwitched)
		}
		if want && (s.NS.Direction != EW || s.EW.Direction != NS) {
			t.Fatalf("switched slot should give the NS cards to the moving pair: %+v", s)
		}
	}
	// Switching makes NS and EW pairs comparable: the competition between
	// the two fields is no longer zero everywhere, so sd drops.
	plain, _ := NewMitchell(MitchellOptions{Tables: 7})
	if m.Balance().SD >= plain.Balance().SD {
		t.Errorf("arrow-switching one round should improve one-winner balance: %.4f vs %.4f", m.Balance().SD, plain.Balance().SD)
	}
}

func TestBadOptionsAreRefused(t *testing.T) {
	cases := []error{
		func() error { _, err := NewMitchell(MitchellOptions{Tables: 2}); return err }(),
		func() error { _, err := NewMitchell(MitchellOptions{Tables: 32}); return err }(),
		func() error { _, err := NewMitchell(MitchellOptions{Tables: 6, Even: "crisscross"}); return err }(),
		func() error { _, err := NewMitchell(MitchellOptions{Tables: 6, Even: Skip, Rounds: 6}); return err }(),
		func() error { _, err := NewMitchell(MitchellOptions{Tables: 5, ArrowSwitch: 6}); return err }(),
		func() error { _, err := NewMitchell(MitchellOptions{Tables: 5, BoardsPerRound: -1}); return err }(),
		func() error {
			p := PairID{9, NS}
			_, err := NewMitchell(MitchellOptions{Tables: 5, Half: true, Phantom: &p})
			return err
		}(),
		func() error { _, err := NewHesitation(HesitationOptions{Tables: 6}); return err }(),
		func() error { _, err := NewHowell(HowellOptions{Tables: 11}); return err }(),
		func() error { _, err := NewHowell(HowellOptions{Tables: 3, Variant: Generated}); return err }(),
		func() error { _, err := NewHowell(HowellOptions{Tables: 5, Variant: "howell-7t-13r"}); return err }(),
		func() error { _, err := NewHowell(HowellOptions{Tables: 4, Rounds: 8}); return err }(),
	}
	for i, err := range cases {
		if err == nil {
			t.Errorf("case %d: accepted", i)
		}
	}
}

func TestBoardsNumberedFromOne(t *testing.T) {
	m, _ := NewHowell(HowellOptions{Tables: 4, BoardsPerRound: 3})
	if got := fmt.Sprint(m.Boards(1), m.Boards(7)); got != "[1 2 3] [19 20 21]" {
		t.Errorf("boards %s", got)
	}
	if m.TotalBoards() != 21 {
		t.Errorf("total %d", m.TotalBoards())
	}
}

func TestValidateFindsFaults(t *testing.T) {
	base := func() *Movement { m, _ := NewMitchell(MitchellOptions{Tables: 5}); return m }
	cases := []struct {
		name   string
		break_ func(m *Movement)
		want   string
	}{
		{"seated twice", func(m *Movement) { m.Schedule[1].EW = m.Schedule[0].EW }, "pair 1 EW is seated twice in round 1 (tables 1 and 2)"},
		{"set twice", func(m *Movement) { m.Schedule[5].Set = 1 }, "plays board set 1 twice"},
		{"meet twice", func(m *Movement) { m.Schedule[5].EW = PairID{1, EW}; m.Schedule[5].Set = 5 }, "pairs 1 NS and 1 EW meet twice (rounds 1 and 2)"},
		{"unknown pair", func(m *Movement) { m.Schedule[0].NS = PairID{9, NS} }, "pair 9 NS is not one of the movement's pairs"},
		{"set range", func(m *Movement) { m.Schedule[0].Set = 6 }, "board set 6 is outside 1–5"},
		{"duplicate cell", func(m *Movement) { m.Schedule[1].Table = 1 }, "round 1, table 1 is listed twice"},
	}
	for _, c := range cases {
		m := base()
		c.break_(m)
		v := m.Validate()
		found := false
		for _, f := range v.Findings {
			if f.Severity == Error && contains(f.Message, c.want) {
				found = true
			}
		}
		if v.OK || !found {
			t.Errorf("%s: want error %q, got ok=%v %v", c.name, c.want, v.OK, v.Findings)
		}
	}
	// A skip Mitchell is valid but says who never meets.
	m, _ := NewMitchell(MitchellOptions{Tables: 6, Even: Skip})
	v := m.Validate()
	if !v.OK || len(v.Findings) != 1 || !contains(v.Findings[0].Message, "6 pairing(s) never meet") {
		t.Errorf("skip Mitchell findings: %v", v.Findings)
	}
	// A relay Mitchell reports its sharing once.
	m, _ = NewMitchell(MitchellOptions{Tables: 6})
	v = m.Validate()
	if !v.OK || len(v.Findings) != 1 || !contains(v.Findings[0].Message, "tables 1 and 6 play the same boards in round(s) 1–6") {
		t.Errorf("relay Mitchell findings: %v", v.Findings)
	}
	// A short ¾ Howell breaks the 70% rule.
	m, _ = NewHowell(HowellOptions{Tables: 5, Rounds: 4})
	v = m.Validate()
	short := false
	for _, f := range v.Findings {
		short = short || contains(f.Message, "fewer than 70%")
	}
	if !short {
		t.Errorf("4 of 9 rounds should break the 70%% rule: %v", v.Findings)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func BenchmarkGenerateEveryOffered(b *testing.B) {
	type gen struct {
		name string
		f    func() (*Movement, error)
	}
	var gens []gen
	for T := MinMitchellTables; T <= MaxMitchellTables; T++ {
		T := T
		if T%2 == 1 {
			gens = append(gens, gen{fmt.Sprintf("mitchell-%d", T), func() (*Movement, error) { return NewMitchell(MitchellOptions{Tables: T, Half: true}) }})
			gens = append(gens, gen{fmt.Sprintf("hesitation-%d", T), func() (*Movement, error) { return NewHesitation(HesitationOptions{Tables: T}) }})
		} else {
			gens = append(gens, gen{fmt.Sprintf("mitchell-%d-skip", T), func() (*Movement, error) { return NewMitchell(MitchellOptions{Tables: T, Even: Skip}) }})
			gens = append(gens, gen{fmt.Sprintf("mitchell-%d-relay", T), func() (*Movement, error) { return NewMitchell(MitchellOptions{Tables: T, Half: true}) }})
		}
	}
	for T := MinHowellTables; T <= MaxHowellTables; T++ {
		T := T
		if T <= 7 {
			gens = append(gens, gen{fmt.Sprintf("howell-%d-published", T), func() (*Movement, error) { return NewHowell(HowellOptions{Tables: T}) }})
		}
		if T >= 4 {
			// The search itself, not the kept answer: what the first
			// request for this size costs.
			gens = append(gens, gen{fmt.Sprintf("howell-%d-generated", T), func() (*Movement, error) {
				m := searchHowell(T).movement()
				m.BoardsPerRound = 2
				return m, nil
			}})
		}
	}
	for _, g := range gens {
		b.Run(g.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				m, err := g.f()
				if err != nil {
					b.Fatal(err)
				}
				// Every offered movement is checked before it is shown.
				_ = m.Validate()
				_ = m.Balance()
			}
		})
	}
}

// McKinnon's rule, which every published Howell for 4–7 tables obeys: after
// each round every pair but the highest moves to the seat the next-lower
// pair left (pair 1 takes pair 2T−1's), and the highest pair, stationary,
// meets pair r in round r.
func TestHowellsFollowTheNextLowerPair(t *testing.T) {
	for T := 4; T <= MaxHowellTables; T++ {
		for _, variant := range []string{"", Generated} {
			m, err := NewHowell(HowellOptions{Tables: T, Variant: variant})
			if err != nil {
				t.Fatal(err)
			}
			n := 2*T - 1
			seats := m.schedule(nil).seats
			for r := 1; r < m.Rounds; r++ {
				for p := 1; p <= n; p++ {
					prev := mod1(p-1, n)
					if seats[r+1][PairID{Number: p}] != seats[r][PairID{Number: prev}] {
						t.Errorf("%d tables %q: round %d pair %d at %+v, pair %d was at %+v", T, variant, r+1, p, seats[r+1][PairID{Number: p}], prev, seats[r][PairID{Number: prev}])
					}
				}
			}
			for _, s := range m.Schedule {
				st := PairID{Number: 2 * T}
				if (s.NS == st && s.EW.Number != s.Round) || (s.EW == st && s.NS.Number != s.Round) {
					t.Errorf("%d tables %q: round %d the stationary pair meets %v v %v", T, variant, s.Round, s.NS, s.EW)
				}
			}
			if m.Stations == nil {
				t.Errorf("%d tables %q: boards do not move down one station", T, variant)
			}
		}
	}
}
