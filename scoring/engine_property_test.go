package scoring

import (
	"fmt"
	"math/big"
	"math/rand"
	"testing"
)

// randomSession builds a one-field session of random boards. Scores come
// from a small set so that ties are common. Boards may be played fewer
// times than others (Neuberg), be fouled, and, when adjusted is set, carry
// artificial and weighted scores.
func randomSession(r *rand.Rand, method Method, rules Rules, adjusted bool) *Session {
	s := &Session{Method: method, Rules: rules}
	boards := 1 + r.Intn(6)
	tables := 2 + r.Intn(9)
	for b := 1; b <= boards; b++ {
		n := tables - r.Intn(2)*r.Intn(tables-1)
		fouled := r.Intn(5) == 0
		pairs := r.Perm(2 * tables)
		for k := 0; k < n; k++ {
			l := Line{Board: b, NS: fmt.Sprint(pairs[2*k] + 1), EW: fmt.Sprint(pairs[2*k+1] + 1),
				Score: 10 * (r.Intn(41) - 20)}
			if fouled {
				l.Group = 1 + r.Intn(2)
			}
			if adjusted {
				switch r.Intn(8) {
				case 0:
					l.Kind = Artificial
					l.NSPercent = []int{40, 50, 60}[r.Intn(3)]
					l.EWPercent = []int{40, 50, 60}[r.Intn(3)]
				case 1:
					l.Kind = Weighted
					l.NSWeights = randomWeights(r)
					l.EWWeights = randomWeights(r)
				}
			}
			s.Lines = append(s.Lines, l)
		}
	}
	return s
}

func randomWeights(r *rand.Rand) []WeightedScore {
	w := big.NewRat(int64(1+r.Intn(9)), 10)
	rest := new(big.Rat).Sub(big.NewRat(1, 1), w)
	return []WeightedScore{
		{Weight: w, Score: 10 * (r.Intn(41) - 20)},
		{Weight: rest, Score: 10 * (r.Intn(41) - 20)},
	}
}

// mirrored swaps the roles of NS and EW: every score changes sign, and the
// pairs, percentages and weightings change places.
func mirrored(s *Session) *Session {
	m := *s
	m.Lines = make([]Line, len(s.Lines))
	neg := func(ws []WeightedScore) []WeightedScore {
		out := make([]WeightedScore, len(ws))
		for i, w := range ws {
			out[i] = WeightedScore{Weight: w.Weight, Score: -w.Score}
		}
		return out
	}
	for i, l := range s.Lines {
		l.NS, l.EW = l.EW, l.NS
		l.Score = -l.Score
		l.NSPercent, l.EWPercent = l.EWPercent, l.NSPercent
		l.NSWeights, l.EWWeights = neg(l.EWWeights), neg(l.NSWeights)
		m.Lines[i] = l
	}
	return &m
}

func onlyPlayed(b BoardResult) bool {
	for _, l := range b.Lines {
		if l.Kind != Played {
			return false
		}
	}
	return true
}

func TestPropertyMatchpointsShareTheTop(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 500; n++ {
		for _, rules := range []Rules{WBF, ACBL} {
			s := randomSession(r, Matchpoints, rules, false)
			st, err := Score(s)
			if err != nil {
				t.Fatal(err)
			}
			e := int64(st.Expected)
			for _, b := range st.Boards {
				sum := new(big.Rat)
				for _, l := range b.Lines {
					if got := new(big.Rat).Add(l.NSPoints, l.EWPoints); got.Cmp(b.Top) != 0 {
						t.Fatalf("board %d, %s v %s: NS %s + EW %s = %s, want top %s",
							b.Board, l.NS, l.EW, l.NSPoints.RatString(), l.EWPoints.RatString(), got.RatString(), b.Top.RatString())
					}
					sum.Add(sum, l.NSPoints)
				}
				// On the 2/1 scale a board of A results shares A(A−1), or
				// A(E−1) once Neuberg-factored to E.
				if rules == ACBL {
					sum.Mul(sum, big.NewRat(2, 1))
				}
				a := int64(len(b.Lines))
				if sum.Cmp(big.NewRat(a*(e-1), 1)) != 0 {
					t.Fatalf("board %d: NS points sum to %s on the 2/1 scale, want %d·%d", b.Board, sum.RatString(), a, e-1)
				}
			}
		}
	}
}

func TestPropertyCompleteBoardSumsToAA1(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for n := 0; n < 200; n++ {
		a := 2 + r.Intn(15)
		scores := make([]int, a)
		for i := range scores {
			scores[i] = 10 * r.Intn(8)
		}
		st := mustScore(t, oneBoard(Matchpoints, WBF, scores...))
		sum := new(big.Rat)
		for _, l := range st.Boards[0].Lines {
			if !l.NSPoints.IsInt() {
				t.Fatalf("%v: %s is not a whole number of matchpoints", scores, l.NSPoints.RatString())
			}
			sum.Add(sum, l.NSPoints)
		}
		if sum.Cmp(big.NewRat(int64(a*(a-1)), 1)) != 0 {
			t.Fatalf("%v: NS points sum to %s, want %d", scores, sum.RatString(), a*(a-1))
		}
	}
}

func TestPropertyMirror(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for n := 0; n < 300; n++ {
		for _, m := range []Method{Matchpoints, CrossIMPs, Butler} {
			s := randomSession(r, m, []Rules{WBF, ACBL}[r.Intn(2)], true)
			s.Options.Law12C2c = r.Intn(2) == 0
			s.Options.FouledSmallGroups = r.Intn(2) == 0
			st := mustScore(t, s)
			mt := mustScore(t, mirrored(s))
			for bi, b := range st.Boards {
				for li, l := range b.Lines {
					ml := mt.Boards[bi].Lines[li]
					if l.NSPoints.Cmp(ml.EWPoints) != 0 || l.EWPoints.Cmp(ml.NSPoints) != 0 {
						t.Fatalf("%s board %d line %d: %s / %s, mirrored %s / %s", m, b.Board, li+1,
							l.NSPoints.RatString(), l.EWPoints.RatString(), ml.NSPoints.RatString(), ml.EWPoints.RatString())
					}
				}
			}
			for i, p := range st.Pairs {
				q := pairResult(t, mt, p.ID)
				if p.Total.Cmp(q.Total) != 0 || p.Rank != q.Rank {
					t.Fatalf("%s pair %d (%s): total %s rank %s, mirrored %s rank %s", m, i, p.ID,
						p.Total.RatString(), p.Rank, q.Total.RatString(), q.Rank)
				}
			}
		}
	}
}

func TestPropertyLineOrderDoesNotMatter(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	type key struct {
		board  int
		ns, ew string
	}
	for n := 0; n < 200; n++ {
		for _, m := range []Method{Matchpoints, CrossIMPs, Butler} {
			s := randomSession(r, m, WBF, true)
			s.Options.FouledSmallGroups = r.Intn(2) == 0
			st := mustScore(t, s)
			shuffled := *s
			shuffled.Lines = append([]Line(nil), s.Lines...)
			r.Shuffle(len(shuffled.Lines), func(i, j int) {
				shuffled.Lines[i], shuffled.Lines[j] = shuffled.Lines[j], shuffled.Lines[i]
			})
			got := map[key][2]*big.Rat{}
			for _, b := range mustScore(t, &shuffled).Boards {
				for _, l := range b.Lines {
					got[key{b.Board, l.NS, l.EW}] = [2]*big.Rat{l.NSPoints, l.EWPoints}
				}
			}
			for _, b := range st.Boards {
				for _, l := range b.Lines {
					g := got[key{b.Board, l.NS, l.EW}]
					if g[0].Cmp(l.NSPoints) != 0 || g[1].Cmp(l.EWPoints) != 0 {
						t.Fatalf("%s board %d %s v %s: %s / %s in order, %s / %s shuffled", m, b.Board, l.NS, l.EW,
							l.NSPoints.RatString(), l.EWPoints.RatString(), g[0].RatString(), g[1].RatString())
					}
				}
			}
		}
	}
}

func TestPropertyCrossIMPsAreZeroSum(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for n := 0; n < 300; n++ {
		st := mustScore(t, randomSession(r, CrossIMPs, WBF, false))
		for _, b := range st.Boards {
			sum := new(big.Rat)
			for _, l := range b.Lines {
				if new(big.Rat).Add(l.NSPoints, l.EWPoints).Sign() != 0 {
					t.Fatalf("board %d: NS %s, EW %s", b.Board, l.NSPoints.RatString(), l.EWPoints.RatString())
				}
				sum.Add(sum, l.NSPoints)
			}
			if sum.Sign() != 0 {
				t.Fatalf("board %d: NS cross-IMPs sum to %s", b.Board, sum.RatString())
			}
		}
	}
}

func TestPropertyRanking(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	for n := 0; n < 300; n++ {
		m := []Method{Matchpoints, CrossIMPs, Butler}[r.Intn(3)]
		rules := []Rules{WBF, ACBL}[r.Intn(2)]
		s := randomSession(r, m, rules, r.Intn(2) == 0)
		st := mustScore(t, s)
		key := func(p PairResult) *big.Rat {
			if m == Matchpoints && rules == WBF {
				return p.Percent
			}
			return p.Total
		}
		if len(st.Pairs) == 0 {
			t.Fatal("nobody ranked")
		}
		for i, p := range st.Pairs {
			if m == Matchpoints && (p.Percent.Sign() < 0 || p.Percent.Cmp(big.NewRat(100, 1)) > 0) {
				t.Fatalf("pair %s: %s%%", p.ID, p.Percent.RatString())
			}
			if m != Matchpoints && p.Percent != nil {
				t.Fatalf("pair %s: a percentage under %s", p.ID, m)
			}
			better, tied := 0, false
			for j, q := range st.Pairs {
				c := key(q).Cmp(key(p))
				if c > 0 {
					better++
					if j > i {
						t.Fatalf("pair %s listed after worse pair %s", q.ID, p.ID)
					}
				}
				tied = tied || (c == 0 && j != i)
			}
			want := fmt.Sprint(better + 1)
			if tied {
				want += "="
			}
			if p.Rank != want {
				t.Fatalf("pair %s: rank %s, want %s", p.ID, p.Rank, want)
			}
		}
	}
}

// FuzzScore builds sessions from arbitrary bytes: Score must never panic,
// must either score or explain what is wrong, and a scored matchpoint
// board of played lines must share its top.
func FuzzScore(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
	f.Add([]byte{0, 1, 0, 0, 0, 0, 2, 3, 0, 5, 0, 0, 0, 4, 5, 1, 60, 40})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		s := &Session{
			Method: []Method{Matchpoints, CrossIMPs, Butler, "x"}[data[0]%4],
			Rules:  []Rules{WBF, ACBL, "", "y"}[data[1]%4],
		}
		s.Options.Law12C2c = data[0]&4 != 0
		s.Options.ButlerDrop = int(int8(data[1])) / 16
		for i := 2; i+6 <= len(data); i += 6 {
			d := data[i : i+6]
			l := Line{Board: int(d[0] % 5), NS: fmt.Sprint(d[1] % 9), EW: fmt.Sprint(d[2] % 9),
				Kind: LineKind(d[3] % 5), Score: 10 * int(int8(d[4])), Group: int(d[5] % 3)}
			switch l.Kind {
			case Artificial:
				l.NSPercent, l.EWPercent = int(d[4]%110), int(d[5]%110)
			case Weighted:
				w := big.NewRat(int64(d[5]%4), 3)
				l.NSWeights = []WeightedScore{{Weight: w, Score: l.Score}, {Weight: new(big.Rat).Sub(big.NewRat(1, 1), w), Score: -l.Score}}
				l.EWWeights = l.NSWeights[:1]
			}
			s.Lines = append(s.Lines, l)
		}
		st, err := Score(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		for _, b := range st.Boards {
			if s.Method == Matchpoints && onlyPlayed(b) {
				for _, l := range b.Lines {
					if new(big.Rat).Add(l.NSPoints, l.EWPoints).Cmp(b.Top) != 0 {
						t.Fatalf("board %d: points do not share the top", b.Board)
					}
				}
			}
			for _, l := range b.Lines {
				if _, err := Explain(s, st, b.Board, l.NS, l.EW); err != nil {
					t.Fatalf("explain board %d %s v %s: %v", b.Board, l.NS, l.EW, err)
				}
			}
		}
	})
}

// mitchell30x27 is a 30-table Mitchell of 27 boards in which every board is
// played at every table: 810 results.
func mitchell30x27() *Session {
	r := rand.New(rand.NewSource(7))
	s := &Session{Method: Matchpoints, Rules: WBF}
	for k := 1; k <= 30; k++ {
		s.Pairs = append(s.Pairs, Pair{ID: fmt.Sprint(k), Direction: "NS"}, Pair{ID: fmt.Sprint(k), Direction: "EW"})
	}
	for b := 1; b <= 27; b++ {
		for k := 0; k < 30; k++ {
			s.Lines = append(s.Lines, Line{Board: b, Round: 1 + (b-1)/3, Table: k + 1,
				NS: fmt.Sprint(k + 1), EW: fmt.Sprint((k+b)%30 + 1), Score: 10 * (r.Intn(100) - 50)})
		}
	}
	return s
}

func benchmarkScore(b *testing.B, m Method, rules Rules) {
	s := mitchell30x27()
	s.Method, s.Rules = m, rules
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Score(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreMitchell30x27MP(b *testing.B)     { benchmarkScore(b, Matchpoints, WBF) }
func BenchmarkScoreMitchell30x27ACBL(b *testing.B)   { benchmarkScore(b, Matchpoints, ACBL) }
func BenchmarkScoreMitchell30x27XIMP(b *testing.B)   { benchmarkScore(b, CrossIMPs, WBF) }
func BenchmarkScoreMitchell30x27Butler(b *testing.B) { benchmarkScore(b, Butler, WBF) }

// crowdedBoard is a single board played n times by n different pairs of
// pairs: the shape in which scoring every result against every other would
// cost n² (200,000 results took over five minutes that way).
func crowdedBoard(n int) *Session {
	r := rand.New(rand.NewSource(9))
	s := &Session{Method: CrossIMPs, Rules: WBF}
	for k := 1; k <= n; k++ {
		s.Pairs = append(s.Pairs, Pair{ID: fmt.Sprint(k), Direction: "NS"}, Pair{ID: fmt.Sprint(k), Direction: "EW"})
		s.Lines = append(s.Lines, Line{Board: 1, Round: 1, Table: k, NS: fmt.Sprint(k), EW: fmt.Sprint(k), Score: 10 * (r.Intn(200) - 100)})
	}
	return s
}

// BenchmarkOneBoard scores one board of 2,000, 20,000 and 200,000 results
// by each method. Goal: the cost per result (ns/result, and in CPU time
// cpu-ns/result, the steadier figure on a shared machine) within 1.5×
// from 2,000 to 200,000, and allocations that do not grow with the
// results.
func BenchmarkOneBoard(b *testing.B) {
	for _, n := range []int{2000, 20000, 200000} {
		for _, m := range []Method{Matchpoints, CrossIMPs, Butler} {
			s := crowdedBoard(n)
			s.Method = m
			b.Run(fmt.Sprintf("%s-%d", m, n), func(b *testing.B) {
				b.ReportAllocs()
				start := cpuTime()
				for b.Loop() {
					if _, err := Score(s); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/result")
				b.ReportMetric(float64((cpuTime()-start).Nanoseconds())/float64(b.N)/float64(n), "cpu-ns/result")
			})
		}
	}
}
