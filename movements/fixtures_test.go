package movements

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"
)

const fixtureDir = "../testdata/movements"

type fixtureSlot struct {
	Table, NS, EW, Set int
	ArrowSwitched      bool
}

type fixture struct {
	ID         string          `json:"id"`
	Type       string          `json:"type"`
	Tables     int             `json:"tables"`
	RoundCount int             `json:"roundCount"`
	BoardSets  int             `json:"boardSets"`
	Rounds     [][]fixtureSlot `json:"rounds"`
	Checks     fixtureChecks   `json:"computedChecks"`
}

type fixtureChecks struct {
	SharedBoardSets []struct {
		Round, Set int
		Tables     []int
	} `json:"sharedBoardSets"`
}

type figure struct {
	Min, Max, Mean, SD float64
}

type figures struct {
	Fixtures map[string]struct {
		SameDirection figure `json:"sameDirection"`
		Manning       figure `json:"manning"`
		Qf            float64
	} `json:"fixtures"`
}

func readJSON(t *testing.T, name string, v any) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtureDir, name))
	if err != nil {
		t.Fatalf("reading fixture: %v", err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

func loadFixture(t *testing.T, file string) fixture {
	var f fixture
	readJSON(t, file, &f)
	return f
}

// fixtureMovement turns a fixture into a Movement. Mitchell fixtures number
// EW pair n as T+n; here EW pairs keep their own numbers.
func fixtureMovement(f fixture) *Movement {
	m := &Movement{Tables: f.Tables, Rounds: f.RoundCount, BoardSets: f.BoardSets, BoardsPerRound: 1, Name: f.ID}
	mitchell := false
	switch f.Type {
	case "howell":
		m.Kind = Howell
	case "hesitation-mitchell":
		m.Kind = Hesitation
	default:
		m.Kind, mitchell = Mitchell, true
	}
	id := func(n int) PairID {
		if !mitchell {
			return PairID{Number: n}
		}
		if n > f.Tables {
			return PairID{n - f.Tables, EW}
		}
		return PairID{n, NS}
	}
	for n := 1; n <= 2*f.Tables; n++ {
		m.Pairs = append(m.Pairs, id(n))
	}
	for r, slots := range f.Rounds {
		for _, s := range slots {
			m.Schedule = append(m.Schedule, Slot{Round: r + 1, Table: s.Table, NS: id(s.NS), EW: id(s.EW), Set: s.Set, ArrowSwitched: s.ArrowSwitched})
		}
	}
	return m
}

type indexFile struct {
	Fixtures []struct {
		File, ID string
		Tables   int
		Rounds   int
		Sets     int `json:"boardSets"`
	}
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// near compares with the precision of the published figure (1.633 is given
// to 3 places, 2.4845 to 4).
func near(got, want float64) bool { return math.Abs(got-want) <= 0.0005 }

func TestFixturesLoadValidateAndBalance(t *testing.T) {
	var idx indexFile
	readJSON(t, "index.json", &idx)
	var figs figures
	readJSON(t, "balance-figures.json", &figs)
	if len(idx.Fixtures) < 14 {
		t.Fatalf("index lists %d fixtures, expected 14", len(idx.Fixtures))
	}
	for _, e := range idx.Fixtures {
		t.Run(e.ID, func(t *testing.T) {
			f := loadFixture(t, e.File)
			m := fixtureMovement(f)
			if m.Tables != e.Tables || m.Rounds != e.Rounds || m.BoardSets != e.Sets {
				t.Fatalf("shape %d/%d/%d, index says %d/%d/%d", m.Tables, m.Rounds, m.BoardSets, e.Tables, e.Rounds, e.Sets)
			}
			v := m.Validate()
			if !v.OK {
				t.Fatalf("published movement fails validation: %v", v.Findings)
			}
			independentCheck(t, m)
			if got, want := len(v.SharedSets), len(f.Checks.SharedBoardSets); got != want {
				t.Errorf("shared sets: got %d, fixture records %d", got, want)
			}
			for i, s := range f.Checks.SharedBoardSets {
				if i < len(v.SharedSets) && (v.SharedSets[i].Round != s.Round || v.SharedSets[i].Set != s.Set || fmt.Sprint(v.SharedSets[i].Tables) != fmt.Sprint(s.Tables)) {
					t.Errorf("shared set %d: got %+v, fixture %+v", i, v.SharedSets[i], s)
				}
			}
			fig, ok := figs.Fixtures[e.ID]
			if !ok {
				t.Fatalf("no balance figures for %s", e.ID)
			}
			b := m.Balance()
			if !near(b.SD, fig.Manning.SD) || float64(b.Min) != fig.Manning.Min || float64(b.Max) != fig.Manning.Max || !near(b.Mean, fig.Manning.Mean) {
				t.Errorf("competition score sd %.4f min %d max %d mean %.4f; published sd %v min %v max %v mean %v",
					b.SD, b.Min, b.Max, b.Mean, fig.Manning.SD, fig.Manning.Min, fig.Manning.Max, fig.Manning.Mean)
			}
			if !near(b.ComparisonsSD, fig.SameDirection.SD) || float64(b.MinComparisons) != fig.SameDirection.Min || float64(b.MaxComparisons) != fig.SameDirection.Max {
				t.Errorf("comparisons sd %.4f min %d max %d; published %+v", b.ComparisonsSD, b.MinComparisons, b.MaxComparisons, fig.SameDirection)
			}
			if math.Abs(b.Qf-fig.Qf) > 0.005 {
				t.Errorf("Qf %.2f, published %.2f", b.Qf, fig.Qf)
			}
		})
	}
}

// Ross Moore's "Mitchell" column (ideal mean, sd of Mpcomp) and Manning's
// 7-table total of 294, as quoted in balance-figures.json.
func TestMitchellBalanceMatchesMoore(t *testing.T) {
	cases := []struct {
		tables   int
		mean, sd float64
	}{
		{5, 2.222, 2.4845}, {7, 3.231, 3.4896}, {9, 4.235, 4.4922},
		{11, 5.238, 5.4938}, {13, 6.240, 6.4948}, {4, 1.714, 1.9795},
	}
	for _, c := range cases {
		m, err := NewMitchell(MitchellOptions{Tables: c.tables, BoardsPerRound: 1})
		if err != nil {
			t.Fatal(err)
		}
		b := m.Balance()
		if math.Abs(b.Mean-c.mean) > 0.0005 || math.Abs(b.SD-c.sd) > 0.00005 {
			t.Errorf("%d tables: mean %.4f sd %.4f, Moore %.3f %.4f", c.tables, b.Mean, b.SD, c.mean, c.sd)
		}
	}
	m, _ := NewMitchell(MitchellOptions{Tables: 7, BoardsPerRound: 1})
	if b := m.Balance(); b.S != 294 || b.N != 91 {
		t.Errorf("7-table Mitchell total %d over %d pairs of pairs; Manning gives 294 over 91", b.S, b.N)
	}
}

func TestPublishedHowellsMatchFixtures(t *testing.T) {
	for _, p := range publishedHowells {
		t.Run(p.ID, func(t *testing.T) {
			f := loadFixture(t, p.ID+".json")
			if f.Tables != p.Tables || f.BoardSets != p.Sets || len(f.Rounds) != len(p.Rounds) {
				t.Fatalf("shape differs from fixture")
			}
			for r := range f.Rounds {
				for i, s := range f.Rounds[r] {
					c := p.Rounds[r][i]
					if c != [4]int{s.Table, s.NS, s.EW, s.Set} {
						t.Errorf("round %d slot %d: built in %v, fixture %+v", r+1, i, c, s)
					}
				}
			}
		})
	}
}

// sameSchedule compares two movements cell for cell.
func sameSchedule(t *testing.T, got, want *Movement) {
	t.Helper()
	if got.Tables != want.Tables || got.Rounds != want.Rounds || got.BoardSets != want.BoardSets {
		t.Fatalf("shape %d/%d/%d, want %d/%d/%d", got.Tables, got.Rounds, got.BoardSets, want.Tables, want.Rounds, want.BoardSets)
	}
	for r := 1; r <= want.Rounds; r++ {
		for tb := 1; tb <= want.Tables; tb++ {
			g, ok1 := got.Slot(r, tb)
			w, ok2 := want.Slot(r, tb)
			if ok1 != ok2 || g.NS != w.NS || g.EW != w.EW || g.Set != w.Set || g.ArrowSwitched != w.ArrowSwitched {
				t.Errorf("round %d table %d: got %s v %s set %d switched %v, published %s v %s set %d switched %v",
					r, tb, g.NS, g.EW, g.Set, g.ArrowSwitched, w.NS, w.EW, w.Set, w.ArrowSwitched)
			}
		}
	}
}

func TestGeneratedMitchellsReproduceFixtures(t *testing.T) {
	cases := []struct {
		file string
		make func() (*Movement, error)
	}{
		{"mitchell-5t-5r.json", func() (*Movement, error) { return NewMitchell(MitchellOptions{Tables: 5}) }},
		{"mitchell-7t-7r.json", func() (*Movement, error) { return NewMitchell(MitchellOptions{Tables: 7}) }},
		{"mitchell-6t-5r-skip.json", func() (*Movement, error) { return NewMitchell(MitchellOptions{Tables: 6, Even: Skip}) }},
		{"mitchell-6t-6r-relay-bye-stand.json", func() (*Movement, error) { return NewMitchell(MitchellOptions{Tables: 6, Even: Relay}) }},
		{"hesitation-mitchell-7t-8r-ebu.json", func() (*Movement, error) { return NewHesitation(HesitationOptions{Tables: 7}) }},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			m, err := c.make()
			if err != nil {
				t.Fatal(err)
			}
			f := loadFixture(t, c.file)
			want := fixtureMovement(f)
			// The hesitation fixture marks its switched round by swapping
			// NS and EW; it carries no flag of its own.
			if m.Kind == Hesitation {
				for i, s := range want.Schedule {
					want.Schedule[i].ArrowSwitched = s.Round == want.Rounds && s.Table < want.Tables
				}
			}
			sameSchedule(t, m, want)
		})
	}
}

// The relay Mitchell's circuit is the one the fixture records:
// T1 T2 T3 bye-stand T4 T5, with table 6 sharing table 1's boards.
func TestRelayMitchellCircuit(t *testing.T) {
	m, _ := NewMitchell(MitchellOptions{Tables: 6})
	got := fmt.Sprint(m.Stations)
	if want := "[{1 1} {2 2} {3 3} {0 4} {4 5} {5 6}]"; got != want {
		t.Errorf("stations %s, want %s", got, want)
	}
	if m.Shares[6] != 1 {
		t.Errorf("table 6 should share with table 1, shares %v", m.Shares)
	}
	// 8 tables: "tables 1 and 8 share and the relay is between tables 4 and 5".
	m, _ = NewMitchell(MitchellOptions{Tables: 8})
	for i, s := range m.Stations {
		if s.Table == 0 && (m.Stations[i-1].Table != 4 || m.Stations[i+1].Table != 5) {
			t.Errorf("8 tables: relay stand between %d and %d", m.Stations[i-1].Table, m.Stations[i+1].Table)
		}
	}
}

func TestHowellsReachPublishedBalance(t *testing.T) {
	limit := map[int]float64{3: 1.633, 5: 1.789, 7: 1.852}
	for T := MinHowellTables; T <= MaxHowellTables; T++ {
		for _, variant := range []string{"", Generated} {
			if variant == Generated && T < 4 {
				continue
			}
			m, err := NewHowell(HowellOptions{Tables: T, Variant: variant})
			if err != nil {
				t.Fatal(err)
			}
			b := m.Balance()
			if T%2 == 0 && b.SD != 0 {
				t.Errorf("%d tables %q: sd %.4f, an even-table complete Howell must be perfectly balanced", T, variant, b.SD)
			}
			if l, ok := limit[T]; ok && round4(b.SD) > l+0.0005 {
				t.Errorf("%d tables %q: sd %.4f, published movement reaches %.3f", T, variant, b.SD, l)
			}
			if T%2 == 0 && (b.MinComparisons != T-1 || b.MaxComparisons != T-1) {
				t.Errorf("%d tables: comparisons %d–%d, McKinnon's balanced Howell has %d for every pair", T, b.MinComparisons, b.MaxComparisons, T-1)
			}
		}
	}
}
