package scoring

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// randomRat draws a value of the kinds ranking meets: whole and
// fractional, negative, many equal, and now and then too large for
// machine integers.
func randomRat(r *rand.Rand) *big.Rat {
	switch r.Intn(6) {
	case 0: // beyond int64: the big path of the comparison
		n := new(big.Int).Lsh(big.NewInt(int64(r.Intn(7)-3)), uint(60+r.Intn(20)))
		n.Add(n, big.NewInt(int64(r.Intn(5))))
		return new(big.Rat).SetFrac(n, big.NewInt(int64(1+r.Intn(3))))
	case 1: // a huge denominator
		d := new(big.Int).Lsh(big.NewInt(1), uint(63+r.Intn(10)))
		return new(big.Rat).SetFrac(big.NewInt(int64(r.Intn(9)-4)), d)
	case 2: // near the ends of int64
		return big.NewRat(math.MaxInt64-int64(r.Intn(3)), int64(1+r.Intn(2)))
	}
	return big.NewRat(int64(r.Intn(21)-10), int64(1+r.Intn(6)))
}

// referenceRanking ranks scores the simplest way: a score's place is one
// more than the number of scores above it, shared when another score
// equals it; the order is by score, best first, then by tie.
func referenceRanking(scores []*big.Rat, tie []int32) (order []int, places []string) {
	n := len(scores)
	used := make([]bool, n)
	for len(order) < n {
		best := -1
		for i := 0; i < n; i++ {
			if used[i] {
				continue
			}
			if best < 0 {
				best = i
				continue
			}
			if c := scores[i].Cmp(scores[best]); c > 0 || (c == 0 && tie[i] < tie[best]) {
				best = i
			}
		}
		used[best] = true
		order = append(order, best)
	}
	for _, i := range order {
		above, equal := 0, 0
		for j := 0; j < n; j++ {
			switch c := scores[j].Cmp(scores[i]); {
			case c > 0:
				above++
			case c == 0 && j != i:
				equal++
			}
		}
		p := fmt.Sprint(above + 1)
		if equal > 0 {
			p += "="
		}
		places = append(places, p)
	}
	return order, places
}

func TestPropertyRankingMatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(27))
	for round := 0; round < 3000; round++ {
		n := r.Intn(40)
		scores := make([]*big.Rat, n)
		for i := range scores {
			scores[i] = randomRat(r)
		}
		tie := make([]int32, n)
		for i, p := range r.Perm(n) {
			tie[i] = int32(p)
		}
		order, places := rankOrder(keysOf(scores), tie)
		wantOrder, wantPlaces := referenceRanking(scores, tie)
		if fmt.Sprint(order) != fmt.Sprint(wantOrder) || fmt.Sprint(places) != fmt.Sprint(wantPlaces) {
			t.Fatalf("scores %v, ties %v:\ngot  %v %v\nwant %v %v", scores, tie, order, places, wantOrder, wantPlaces)
		}
		got := Places(scores)
		_, refPlaces := referenceRanking(scores, identity(n))
		want := make([]string, n)
		refOrder, _ := referenceRanking(scores, identity(n))
		for k, i := range refOrder {
			want[i] = refPlaces[k]
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("Places(%v) = %v, want %v", scores, got, want)
		}
	}
}

// Keys of small fractions, as a field's totals and percentages are, are
// ranked as whole multiples of a common denominator, and exactly as the
// reference ranks them: ties among equal fractions written differently
// (2/4 and 1/2), negative values, and denominators whose common multiple
// overflows (then ranked the general way).
func TestPropertyRankingWholeMultiples(t *testing.T) {
	r := rand.New(rand.NewSource(41))
	whole := 0
	for round := 0; round < 3000; round++ {
		n := r.Intn(60)
		dens := []int64{1, 2, 3, 4, 6, 100, 300, 1 + r.Int63n(1000)}
		if r.Intn(10) == 0 {
			dens = append(dens, 1<<40+r.Int63n(1<<20), 1<<41+1) // the multiple overflows
		}
		scores := make([]*big.Rat, n)
		for i := range scores {
			d := dens[r.Intn(len(dens))]
			scores[i] = new(big.Rat).SetFrac(big.NewInt((r.Int63n(21)-10)*d/2), big.NewInt(d))
		}
		tie := make([]int32, n)
		for i, p := range r.Perm(n) {
			tie[i] = int32(p)
		}
		keys := keysOf(scores)
		// Unreduced keys, as a field's are before their pair is placed.
		for i := range keys {
			if keys[i].d > 0 && keys[i].d < 1<<20 && r.Intn(3) == 0 {
				keys[i].n, keys[i].d = keys[i].n*2, keys[i].d*2
			}
		}
		if _, ok := commonMultiples(len(keys), func(i int) rankKey { return keys[i] }); ok {
			whole++
		}
		order, places := rankOrder(keys, tie)
		wantOrder, wantPlaces := referenceRanking(scores, tie)
		if fmt.Sprint(order) != fmt.Sprint(wantOrder) || fmt.Sprint(places) != fmt.Sprint(wantPlaces) {
			t.Fatalf("scores %v, ties %v:\ngot  %v %v\nwant %v %v", scores, tie, order, places, wantOrder, wantPlaces)
		}
	}
	if whole < 2000 {
		t.Errorf("only %d of 3000 rankings as whole multiples", whole)
	}
}

// Comparing two keys allocates nothing, whether they fit in machine
// integers or not (once the scratch numbers have grown).
func TestCompareKeysDoesNotAllocate(t *testing.T) {
	huge := new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(3), 100), big.NewInt(7))
	keys := []rankKey{keyOf(big.NewRat(5, 3)), keyOf(big.NewRat(-7, 2)), keyOf(huge), keyOf(new(big.Rat).Neg(huge))}
	var c keyCmp
	allocs := testing.AllocsPerRun(100, func() {
		for _, a := range keys {
			for _, b := range keys {
				c.compare(a, b)
			}
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per round of comparisons, want 0", allocs)
	}
}

func TestPropertyCompareSmallIsExact(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	edge := []int64{0, 1, -1, 2, math.MaxInt64, math.MaxInt64 - 1, math.MinInt64 + 1, math.MinInt64, 1 << 62, -(1 << 62)}
	pick := func(pos bool) int64 {
		v := edge[r.Intn(len(edge))]
		if r.Intn(2) == 0 {
			v = r.Int63n(1000) - 500
		}
		if pos && v <= 0 {
			v = 1 + r.Int63n(math.MaxInt64-1)
		}
		return v
	}
	for i := 0; i < 100000; i++ {
		an, ad, bn, bd := pick(false), pick(true), pick(false), pick(true)
		want := big.NewRat(an, ad).Cmp(big.NewRat(bn, bd))
		if got := compareSmall(an, ad, bn, bd); got != want {
			t.Fatalf("compareSmall(%d/%d, %d/%d) = %d, want %d", an, ad, bn, bd, got, want)
		}
	}
}

func TestPropertyRoundingInMachineIntegers(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for i := 0; i < 50000; i++ {
		v := randomRat(r)
		if r.Intn(2) == 0 {
			v = big.NewRat(r.Int63n(2000001)-1000000, 1+r.Int63n(1000))
		}
		places := r.Intn(8)
		if r.Intn(20) == 0 {
			places = 15 + r.Intn(6)
		}
		want := roundHalfUpBig(v, places)
		if got := RoundHalfUp(v, places); got.Cmp(want) != 0 {
			t.Fatalf("RoundHalfUp(%s, %d) = %s, want %s", v.RatString(), places, got.RatString(), want.RatString())
		}
		if got, want := FormatRat(v, places), want.FloatString(places); got != want {
			t.Fatalf("FormatRat(%s, %d) = %s, want %s", v.RatString(), places, got, want)
		}
	}
}

func TestPropertyFracArithmetic(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	val := func() int64 {
		if r.Intn(4) == 0 {
			return r.Int63() - r.Int63()
		}
		return r.Int63n(20001) - 10000
	}
	pos := func() int64 {
		if r.Intn(4) == 0 {
			return 1 + r.Int63n(math.MaxInt64-1)
		}
		return 1 + r.Int63n(1000)
	}
	for i := 0; i < 100000; i++ {
		f, g := frac{val(), pos()}, frac{val(), pos()}
		n, d := val(), pos()
		bf, bg := big.NewRat(f.n, f.d), big.NewRat(g.n, g.d)
		if p := f.mul(n, d); p.ok() {
			want := new(big.Rat).Mul(bf, big.NewRat(n, d))
			if big.NewRat(p.n, p.d).Cmp(want) != 0 {
				t.Fatalf("%d/%d · %d/%d = %d/%d, want %s", f.n, f.d, n, d, p.n, p.d, want.RatString())
			}
		} else if f.n > -1000 && f.n < 1000 && f.d < 1000 && n > -1000 && n < 1000 && d < 1000 {
			t.Fatalf("%d/%d · %d/%d: small values refused", f.n, f.d, n, d)
		}
		if s := f.add(g); s.ok() {
			want := new(big.Rat).Add(bf, bg)
			if big.NewRat(s.n, s.d).Cmp(want) != 0 {
				t.Fatalf("%d/%d + %d/%d = %d/%d, want %s", f.n, f.d, g.n, g.d, s.n, s.d, want.RatString())
			}
		}
		if q := f.roundHalfUp(2); q.ok() {
			if want := RoundHalfUp(bf, 2); big.NewRat(q.n, q.d).Cmp(want) != 0 {
				t.Fatalf("round %d/%d = %d/%d, want %s", f.n, f.d, q.n, q.d, want.RatString())
			}
		}
	}
}

// The Rats of a slab hold their values, read like any other, and change
// independently of each other.
func TestRatSlab(t *testing.T) {
	values := []frac{{3, 4}, {-6, 8}, {0, 5}, {10, 1}, {-math.MaxInt64, 3}, {math.MaxInt64, math.MaxInt64 - 1}}
	slab := newRatSlab(len(values))
	rats := make([]*big.Rat, len(values))
	for i, f := range values {
		rats[i] = slab.rat(f)
	}
	for i, f := range values {
		want := big.NewRat(f.n, f.d)
		if rats[i].Cmp(want) != 0 || rats[i].RatString() != want.RatString() || rats[i].Denom().Cmp(want.Denom()) != 0 {
			t.Errorf("slab value %d = %s, want %s", i, rats[i].RatString(), want.RatString())
		}
	}
	rats[0].Add(rats[0], big.NewRat(1, 3)) // 13/12
	rats[1].Num().SetInt64(-1)             // −1/4
	rats[3].Mul(rats[3], big.NewRat(1<<62, 1))
	if rats[0].RatString() != "13/12" || rats[1].RatString() != "-1/4" || rats[2].Sign() != 0 ||
		rats[4].Cmp(big.NewRat(-math.MaxInt64, 3)) != 0 || rats[5].Cmp(big.NewRat(math.MaxInt64, math.MaxInt64-1)) != 0 {
		t.Errorf("changing one slab value changed another: %v", rats)
	}
	if ratWithDenom.RatString() != "1/2" {
		t.Errorf("the template changed: %s", ratWithDenom.RatString())
	}
}

// A slab hands out one big.Rat for a value asked for again, but a value
// asked for as its own is a Rat no other holds; values are right across
// the blocks a slab allocates.
func TestRatSlabShares(t *testing.T) {
	slab := newRatSlab(10)
	a, b := slab.value(frac{3, 4}, false), slab.value(frac{6, 8}, false)
	if a != b || a.RatString() != "3/4" {
		t.Errorf("3/4 and 6/8: %p %s and %p %s, want one Rat", a, a.RatString(), b, b.RatString())
	}
	if own := slab.value(frac{3, 4}, true); own == a {
		t.Error("a Rat asked for as its own is shared")
	}
	for i := int64(0); i < 3*ratBlock; i++ {
		if r := slab.value(frac{i, 7}, false); r.Cmp(big.NewRat(i, 7)) != 0 {
			t.Fatalf("%d/7 is %s", i, r.RatString())
		}
	}
}

// A pair's total and percentage worked out in machine integers are those
// worked out in big numbers, for every method and rules.
func TestPropertyPairValuesInMachineIntegers(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	checked := 0
	for i := 0; i < 20000; i++ {
		sc := &scorer{method: []Method{Matchpoints, CrossIMPs, Butler}[r.Intn(3)], rules: []Rules{WBF, ACBL}[r.Intn(2)]}
		sc.topInt = 1 + r.Int63n(60)
		sc.top = big.NewRat(sc.topInt, 1)
		played := 1 + r.Int63n(30)
		most, mostSec := played+r.Int63n(5), played+r.Int63n(5)
		sum := frac{r.Int63n(2*sc.topInt*played*1000+1) - r.Int63n(1000), 1 + r.Int63n(2000)}
		if r.Intn(10) == 0 {
			sum.n = r.Int63() // large: may not fit
		}
		got, ok := sc.pairValueFrac(sum, played, most, mostSec)
		if !ok {
			continue
		}
		checked++
		want := sc.pairValueRat(big.NewRat(sum.n, sum.d), played, most, mostSec)
		if got.factoredTo != want.factoredTo || big.NewRat(got.total.n, got.total.d).Cmp(want.totalR) != 0 ||
			(want.percentR != nil && big.NewRat(got.percent.n, got.percent.d).Cmp(want.percentR) != 0) {
			t.Fatalf("%s %s sum %d/%d played %d most %d/%d: got %+v, want total %s percent %v",
				sc.method, sc.rules, sum.n, sum.d, played, most, mostSec, got, want.totalR.RatString(), want.percentR)
		}
	}
	if checked < 15000 {
		t.Errorf("only %d of 20000 values worked out in machine integers", checked)
	}
}
