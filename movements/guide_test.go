package movements

import (
	"fmt"
	"testing"
)

// bridgehands' description of the ACBL 7-table Howell card for table 1:
// round 1 pair 5 NS v pair 12 EW on boards 1–2; boards 1–2 then go to the
// relay ("assembly table"). The published fixture has 5 v 12 on set 1.
func TestTableCardSevenTableHowell(t *testing.T) {
	m, _ := NewHowell(HowellOptions{Tables: 7, BoardsPerRound: 2})
	cards := m.TableCards()
	r1 := cards[0].Rounds[0]
	if r1.NS != (PairID{Number: 5}) || r1.EW != (PairID{Number: 12}) || fmt.Sprint(r1.Boards) != "[1 2]" {
		t.Fatalf("table 1 round 1: %+v", r1)
	}
	if !r1.BoardsNext.Relay {
		t.Errorf("boards 1–2 should go to the relay stand, got %+v", r1.BoardsNext)
	}
	// Every pair follows the next-lower pair: pair 5 goes where pair 4 was.
	var p4 seat
	for _, s := range m.Schedule {
		if s.Round == 1 && s.NS.Number == 4 {
			p4 = seat{s.Table, NS}
		}
		if s.Round == 1 && s.EW.Number == 4 {
			p4 = seat{s.Table, EW}
		}
	}
	if r1.NSNext.Table != p4.table || r1.NSNext.Direction != p4.dir {
		t.Errorf("pair 5 goes to %+v, pair 4 sat at %+v", r1.NSNext, p4)
	}
	if cards[3].Stationary == nil || *cards[3].Stationary != (PairID{Number: 14}) {
		t.Errorf("pair 14 is stationary at table 4, card says %v", cards[3].Stationary)
	}
}

func TestGuideCardsAgreeWithSchedule(t *testing.T) {
	for name, m := range offered(t) {
		cards := m.TableCards()
		if len(cards) != m.Tables {
			t.Fatalf("%s: %d cards", name, len(cards))
		}
		for _, c := range cards {
			for _, tr := range c.Rounds {
				if tr.Round == m.Rounds {
					if !tr.NSNext.Last || !tr.EWNext.Last {
						t.Errorf("%s: last round should say so", name)
					}
					continue
				}
				// The EW pair's next seat holds it in the schedule.
				nx, ok := m.Slot(tr.Round+1, tr.EWNext.Table)
				if !ok || (tr.EWNext.Direction == NS && nx.NS != tr.EW) || (tr.EWNext.Direction == EW && nx.EW != tr.EW) {
					t.Errorf("%s: table %d round %d: EW pair %s next %+v, schedule has %+v", name, c.Table, tr.Round, tr.EW, tr.EWNext, nx)
				}
				for _, tb := range tr.BoardsNext.Tables {
					if nx, _ := m.Slot(tr.Round+1, tb); nx.Set != tr.Set {
						t.Errorf("%s: boards of set %d sent to table %d which plays set %d", name, tr.Set, tb, nx.Set)
					}
				}
			}
		}
		// A relay Mitchell's cards send table 4's boards (6 tables) to the stand.
	}
	m, _ := NewMitchell(MitchellOptions{Tables: 6})
	c := m.TableCards()
	if !c[3].Rounds[0].BoardsNext.Relay || fmt.Sprint(c[0].Rounds[0].SharedWith) != "[6]" {
		t.Errorf("relay Mitchell: table 4 boards %+v, table 1 shares %v", c[3].Rounds[0].BoardsNext, c[0].Rounds[0].SharedWith)
	}
	// Boards move down one station: table 5's go to table 4, and the
	// stand's set 4 reaches table 3 in round 2.
	if got := c[4].Rounds[0].BoardsNext.Tables; fmt.Sprint(got) != "[4]" {
		t.Errorf("table 5's boards go to %v, want table 4", got)
	}
	if c[2].Rounds[1].Set != 4 {
		t.Errorf("table 3 round 2 plays set %d, want the stand's set 4", c[2].Rounds[1].Set)
	}
}

func TestPairRoutes(t *testing.T) {
	m, _ := NewMitchell(MitchellOptions{Tables: 5, Half: true})
	routes := m.PairRoutes()
	if len(routes) != 9 {
		t.Fatalf("%d routes for 9 real pairs", len(routes))
	}
	for _, r := range routes {
		if len(r.Steps) != m.Rounds {
			t.Errorf("%s: %d steps", r.Pair, len(r.Steps))
		}
		outs := 0
		for _, s := range r.Steps {
			if s.SitsOut {
				outs++
			}
		}
		// Every EW pair meets the missing NS pair 5 once; NS pairs never sit out.
		want := 0
		if r.Pair.Direction == EW {
			want = 1
		}
		if outs != want {
			t.Errorf("%s sits out %d times, want %d", r.Pair, outs, want)
		}
	}
}

// For 16 pairs and 24 boards the Howell that fits is cut (12 of its 15
// rounds of 2); the complete one, 30 boards, is offered too.
func TestSuggestOffersTheCompleteHowell(t *testing.T) {
	s, err := Suggest(16, 24)
	if err != nil {
		t.Fatal(err)
	}
	var cut, complete bool
	for _, x := range s {
		if x.Kind != Howell {
			continue
		}
		cut = cut || x.Rounds < x.FullRounds
		complete = complete || x.Rounds == 15 && x.FullRounds == 15 && x.BoardsPerRound == 2
	}
	if !cut || !complete {
		t.Errorf("16 pairs, 24 boards: a cut Howell %v, the complete one %v; want both", cut, complete)
	}
}

func TestSuggest(t *testing.T) {
	for p := MinSuggestPairs; p <= MaxSuggestPairs; p++ {
		s, err := Suggest(p, 24)
		if err != nil {
			t.Fatal(err)
		}
		if len(s) == 0 {
			t.Errorf("%d pairs: nothing suggested", p)
		}
		for _, x := range s {
			real := 0
			for _, q := range x.Movement.Pairs {
				if !x.Movement.IsPhantom(q) {
					real++
				}
			}
			if real != p {
				t.Errorf("%d pairs: %s seats %d pairs", p, x.Name, real)
			}
			// The complete Howell at two boards a round is offered beside
			// the cut ones, up to half as long again as asked.
			complete := x.Kind == Howell && x.Rounds == x.FullRounds && x.BoardsPerRound == 2
			if n := x.Rounds * x.BoardsPerRound; complete && n > 36 {
				t.Errorf("%d pairs: the complete %s has %d boards, far more than 24", p, x.Name, n)
			} else if n := x.Rounds * x.BoardsPerRound; !complete && (x.Fits != (n >= 22 && n <= 28) || (!x.Fits && s[0].Fits)) {
				t.Errorf("%d pairs: %s has %d boards", p, x.Name, n)
			}
			if 10*x.MinBoardsPlayed < 7*x.BoardsInPlay {
				t.Errorf("%d pairs: %s: %d of %d boards", p, x.Name, x.MinBoardsPlayed, x.BoardsInPlay)
			}
			if !x.Movement.Validate().OK {
				t.Errorf("%s invalid", x.Name)
			}
		}
	}
	// 10 pairs: the 5-table Howell of 9 rounds × 3 (Magee) is offered.
	s, _ := Suggest(10, 24)
	found := false
	for _, x := range s {
		found = found || (x.Kind == Howell && x.Rounds == 9 && x.BoardsPerRound == 3)
	}
	if !found {
		t.Errorf("10 pairs: 5-table Howell 9×3 missing: %+v", s)
	}
	if _, err := Suggest(3, 24); err == nil {
		t.Error("3 pairs accepted")
	}
}

// Boards travel to a sit-out table like to any other: the next table along
// the circuit still needs them for the round after.
func TestBoardsGoToSitOutTable(t *testing.T) {
	m, _ := NewHesitation(HesitationOptions{Tables: 5, Half: true})
	cards := m.TableCards()
	r1 := cards[0].Rounds[0]
	if r1.BoardsNext.Relay || fmt.Sprint(r1.BoardsNext.Tables) != "[5]" {
		t.Errorf("table 1's round-1 boards go to %+v, want table 5", r1.BoardsNext)
	}
	if r2 := cards[4].Rounds[1]; !r2.SitOut || len(r2.SharedWith) != 0 {
		t.Errorf("table 5 round 2 should be a sit-out: %+v", r2)
	}
}
