package handicaps_test

import (
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"bridgescore/handicaps"
	"bridgescore/scoring"
)

func r(s string) *big.Rat {
	v, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return v
}

func day(d int) time.Time { return time.Date(2026, 1, 1, 19, 0, 0, 0, time.UTC).AddDate(0, 0, d) }

// TestPublishedPairs reproduces the published examples of pair handicaps.
func TestPublishedPairs(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players []string
		mode    handicaps.Mode
		want    string
	}{
		// ebu.co.uk/ebuscore-wiki/handicaps: two 60% players, each -5 on
		// EBUScore's scale: "100%" gives -10, "50%" -5.
		{"EBUScore 100%", []string{"-5", "-5"}, handicaps.Sum, "-10"},
		{"EBUScore 50%", []string{"-5", "-5"}, handicaps.Mean, "-5"},
		// EBU newsletter 17 p. 8 (ScoreBridge): 52.35% and 53.85% players,
		// handicaps 2.35 and 3.85 to subtract, the pair's their mean, 3.1.
		{"ScoreBridge", []string{"-2.35", "-3.85"}, handicaps.Mean, "-3.1"},
		{"one known", []string{"3", "0"}, handicaps.Mean, "1.5"},
	} {
		var hs []*big.Rat
		for _, p := range tc.players {
			hs = append(hs, r(p))
		}
		if got := handicaps.Pair(hs, tc.mode); got.Cmp(r(tc.want)) != 0 {
			t.Errorf("%s: %s, want %s", tc.name, got.FloatString(2), tc.want)
		}
	}
}

// TestPlayerFromHistory works players' handicaps from their sessions:
// Pianola's examples (a 45% player +5, a 53% player −3), the window of
// sessions and of months, the minimum and the newcomer's default.
func TestPlayerFromHistory(t *testing.T) {
	games := func(pcts ...string) []handicaps.PlayedSession {
		var out []handicaps.PlayedSession
		for i, p := range pcts {
			out = append(out, handicaps.PlayedSession{Date: day(-7 * (i + 1)), Percent: r(p)}) // newest first, weekly
		}
		return out
	}
	on := day(0)
	for _, tc := range []struct {
		name    string
		policy  handicaps.Policy
		history []handicaps.PlayedSession
		want    string
		counted int
		ok      bool
	}{
		{"Pianola 45%", handicaps.Policy{}, games("40", "50"), "5", 2, true},
		{"Pianola 53%", handicaps.Policy{}, games("53"), "-3", 1, true},
		{"last 3 sessions", handicaps.Policy{Sessions: 3}, games("60", "62", "64", "30", "30"), "-12", 3, true},
		// Two months back from 1 January: the sessions of 25 December to
		// 6 November count (weekly: 8 of them), not the 9th.
		{"2 months", handicaps.Policy{Months: 2}, games("55", "55", "55", "55", "55", "55", "55", "55", "5"), "-5", 8, true},
		{"minimum not met", handicaps.Policy{Minimum: 4}, games("70", "70"), "0", 2, false},
		{"BridgeWebs default -5", handicaps.Policy{Minimum: 4, Default: r("-5")}, games("30"), "-5", 1, false},
		{"newcomer", handicaps.Policy{Default: r("2")}, nil, "2", 0, false},
		// Rounded to the hundredth: 50 − 56.666… = −6.67.
		{"rounded", handicaps.Policy{}, games("55", "57", "58"), "-6.67", 3, true},
	} {
		h, counted, ok := tc.policy.Player(tc.history, on)
		if h.Cmp(r(tc.want)) != 0 || counted != tc.counted || ok != tc.ok {
			t.Errorf("%s: %s from %d (%v), want %s from %d (%v)", tc.name, h.FloatString(2), counted, ok, tc.want, tc.counted, tc.ok)
		}
	}
	// Tonight's own session and later ones never count.
	later := []handicaps.PlayedSession{{Date: on, Percent: r("90")}, {Date: day(3), Percent: r("90")}, {Date: day(-1), Percent: r("40")}}
	if h, n, _ := (handicaps.Policy{}).Player(later, on); h.Cmp(r("10")) != 0 || n != 1 {
		t.Errorf("later sessions counted: %s from %d", h.FloatString(2), n)
	}
}

func TestParseModeAndPolicy(t *testing.T) {
	for in, want := range map[string]handicaps.Mode{"": handicaps.Mean, "sum": handicaps.Sum, " MEAN ": handicaps.Mean} {
		if m, err := handicaps.ParseMode(in); err != nil || m != want {
			t.Errorf("%q: %v %v", in, m, err)
		}
	}
	if _, err := handicaps.ParseMode("half"); err == nil {
		t.Error("mode half accepted")
	}
	for _, p := range []handicaps.Policy{{Sessions: -1}, {Months: 200}, {Minimum: 5, Sessions: 3}, {Default: r("60")}} {
		if p.Validate() == nil {
			t.Errorf("%+v accepted", p)
		}
	}
	if err := (handicaps.Policy{Sessions: 10, Minimum: 3, Months: 12, Default: r("-5")}).Validate(); err != nil {
		t.Error(err)
	}
	if handicaps.Check(r("-50")) != nil || handicaps.Check(r("50.5")) == nil {
		t.Error("limit")
	}
}

func TestRank(t *testing.T) {
	got := handicaps.Rank([]handicaps.Entry{
		{Field: "NS", Percent: r("60"), Handicap: r("-10")}, // 50
		{Field: "NS", Percent: r("55"), Handicap: r("-3")},  // 52
		{Field: "NS", Percent: r("45"), Handicap: r("5")},   // 50
		{Field: "EW", Percent: r("48"), Handicap: nil},      // 48
		{Field: "EW", Percent: r("52"), Handicap: r("-4")},  // 48
	})
	want := []struct{ pct, rank string }{{"50", "2="}, {"52", "1"}, {"50", "2="}, {"48", "1="}, {"48", "1="}}
	for i, w := range want {
		if got[i].Percent.Cmp(r(w.pct)) != 0 || got[i].Rank != w.rank {
			t.Errorf("entry %d: %s %s, want %s %s", i, got[i].Percent.FloatString(2), got[i].Rank, w.pct, w.rank)
		}
	}
}

// TestProperties checks on random histories and fields: a handicap
// worked out from history brings the player's mean to 50 (within the
// rounding), the order of the history does not matter, the sum is twice
// the mean for a pair, and the handicapped ranking orders every field by
// percentage plus handicap.
func TestProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for n := 0; n < 2000; n++ {
		var history []handicaps.PlayedSession
		sum := new(big.Rat)
		for k := 0; k < 1+rng.IntN(20); k++ {
			p := big.NewRat(int64(rng.IntN(10001)), 100)
			history = append(history, handicaps.PlayedSession{Date: day(-1 - rng.IntN(300)), Percent: p})
			sum.Add(sum, p)
		}
		h, counted, ok := (handicaps.Policy{}).Player(history, day(0))
		if !ok || counted != len(history) {
			t.Fatalf("all %d sessions: counted %d", len(history), counted)
		}
		mean := sum.Quo(sum, big.NewRat(int64(len(history)), 1))
		back := new(big.Rat).Add(mean, h)
		if diff := new(big.Rat).Sub(back, big.NewRat(50, 1)); diff.Abs(diff).Cmp(big.NewRat(1, 200)) > 0 {
			t.Fatalf("mean %s, handicap %s: %s, not 50", mean.FloatString(4), h.FloatString(2), back.FloatString(4))
		}
		rng.Shuffle(len(history), func(i, j int) { history[i], history[j] = history[j], history[i] })
		if h2, _, _ := (handicaps.Policy{Sessions: 5, Months: 6}).Player(history, day(0)); h2 == nil {
			t.Fatal("no handicap")
		}
		if h3, _, _ := (handicaps.Policy{}).Player(history, day(0)); h3.Cmp(h) != 0 {
			t.Fatal("the history's order changed the handicap")
		}
		pair := []*big.Rat{h, big.NewRat(int64(rng.IntN(2001)-1000), 100)}
		if s, m := handicaps.Pair(pair, handicaps.Sum), handicaps.Pair(pair, handicaps.Mean); s.Cmp(new(big.Rat).Mul(m, big.NewRat(2, 1))) != 0 {
			t.Fatalf("sum %s is not twice the mean %s", s.FloatString(2), m.FloatString(2))
		}
	}
	for n := 0; n < 500; n++ {
		var entries []handicaps.Entry
		for k := 0; k < 1+rng.IntN(30); k++ {
			entries = append(entries, handicaps.Entry{Field: []string{"NS", "EW", ""}[rng.IntN(3)],
				Percent: big.NewRat(int64(rng.IntN(40)+30), 1), Handicap: big.NewRat(int64(rng.IntN(21)-10), 1)})
		}
		got := handicaps.Rank(entries)
		for i := range entries {
			for j := range entries {
				if entries[i].Field != entries[j].Field {
					continue
				}
				pi, pj := scoring.PlaceNumber(got[i].Rank), scoring.PlaceNumber(got[j].Rank)
				c := got[i].Percent.Cmp(got[j].Percent)
				if (c > 0 && pi >= pj) || (c == 0 && pi != pj) {
					t.Fatalf("%s (%s) and %s (%s)", got[i].Percent.FloatString(2), got[i].Rank, got[j].Percent.FloatString(2), got[j].Rank)
				}
			}
		}
	}
}

// TestForStandings ranks each line of each section apart, and refuses a
// session scored in IMPs.
func TestForStandings(t *testing.T) {
	pair := func(sec, dir, pct string) scoring.PairResult {
		return scoring.PairResult{Pair: scoring.Pair{Section: sec, Direction: dir}, Percent: r(pct)}
	}
	st := &scoring.Standings{Pairs: []scoring.PairResult{
		pair("A", "NS", "60"), pair("A", "NS", "50"), pair("A", "EW", "55"), pair("B", "NS", "40"),
	}}
	got, err := handicaps.ForStandings(st, []*big.Rat{r("-12"), nil, r("1"), r("2")})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"2", "1", "1", "1"} {
		if got[i].Rank != want {
			t.Errorf("pair %d: %s, want %s", i, got[i].Rank, want)
		}
	}
	st.Pairs[1].Percent = nil
	if _, err := handicaps.ForStandings(st, nil); err != handicaps.ErrNoPercentages {
		t.Errorf("IMPs: %v", err)
	}
}
