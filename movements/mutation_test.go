package movements

import (
	"fmt"
	"math/rand"
	"testing"
)

// hardFaults lists, from first principles, the faults that make a movement
// unplayable: a cell out of range or listed twice, an unknown pair, a pair on
// both sides, a pair seated twice in a round, two real pairs meeting twice,
// a pair playing a set twice.
func hardFaults(m *Movement) []string {
	var out []string
	known := map[PairID]bool{}
	for _, p := range m.Pairs {
		known[p] = true
	}
	cells := map[[2]int]bool{}
	seat := map[string]bool{}
	meet := map[string]bool{}
	played := map[string]bool{}
	for _, s := range m.Schedule {
		if s.Round < 1 || s.Round > m.Rounds || s.Table < 1 || s.Table > m.Tables || s.Set < 1 || s.Set > m.BoardSets {
			out = append(out, "range")
		}
		if cells[[2]int{s.Round, s.Table}] {
			out = append(out, "cell twice")
			continue
		}
		cells[[2]int{s.Round, s.Table}] = true
		if s.NS == s.EW {
			out = append(out, "same pair")
			continue
		}
		sit := m.IsPhantom(s.NS) || m.IsPhantom(s.EW)
		for _, p := range []PairID{s.NS, s.EW} {
			if !known[p] {
				out = append(out, "unknown")
			}
			k := fmt.Sprint(s.Round, "/", p)
			if seat[k] {
				out = append(out, "seated twice")
			}
			seat[k] = true
			if !sit {
				k = fmt.Sprint(p, "/", s.Set)
				if played[k] {
					out = append(out, "set twice")
				}
				played[k] = true
			}
		}
		a, b := s.NS.String(), s.EW.String()
		if b < a {
			a, b = b, a
		}
		if meet[a+"|"+b] && !sit {
			out = append(out, "meet twice")
		}
		meet[a+"|"+b] = true
	}
	return out
}

// Random damage to valid movements: Validate must call a movement
// unplayable exactly when the first-principles check finds a fault.
func TestValidateAgreesWithIndependentCheckUnderMutation(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	var bases []*Movement
	for _, o := range []MitchellOptions{{Tables: 5}, {Tables: 6, Even: Skip}, {Tables: 8, Half: true}, {Tables: 7, ArrowSwitch: 2}} {
		m, _ := NewMitchell(o)
		bases = append(bases, m)
	}
	for _, T := range []int{3, 4, 7, 9} {
		m, _ := NewHowell(HowellOptions{Tables: T, Half: T == 7})
		bases = append(bases, m)
	}
	h, _ := NewHesitation(HesitationOptions{Tables: 5})
	bases = append(bases, h)
	flagged, clean := 0, 0
	for i := 0; i < 2000; i++ {
		base := bases[rng.Intn(len(bases))]
		m := *base
		m.Schedule = append([]Slot(nil), base.Schedule...)
		for k := 1 + rng.Intn(2); k > 0; k-- {
			j := rng.Intn(len(m.Schedule))
			s := &m.Schedule[j]
			switch rng.Intn(5) {
			case 0:
				s.NS = m.Pairs[rng.Intn(len(m.Pairs))]
			case 1:
				s.EW = m.Pairs[rng.Intn(len(m.Pairs))]
			case 2:
				s.Set = 1 + rng.Intn(m.BoardSets+1)
			case 3:
				s.Table = 1 + rng.Intn(m.Tables+1)
			case 4:
				o := &m.Schedule[rng.Intn(len(m.Schedule))]
				s.NS, o.NS = o.NS, s.NS
			}
		}
		faults := hardFaults(&m)
		v := m.Validate()
		if v.OK != (len(faults) == 0) {
			t.Fatalf("mutation %d of %s: Validate ok=%v, independent faults %v; findings %v", i, m.Name, v.OK, faults, v.Findings)
		}
		if v.OK {
			clean++
		} else {
			flagged++
		}
	}
	if flagged < 700 || clean < 30 {
		t.Errorf("mutations not varied enough: %d flagged, %d clean", flagged, clean)
	}
}
