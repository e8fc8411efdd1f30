package scoring

import (
	"math"
	"math/big"
	"math/bits"
)

// frac is an exact value n/d held in machine integers. Matchpoints,
// cross-IMPs and Butler IMPs of played results all have small
// denominators (a board's number of results, 100 for a percentage), and
// so do the totals and percentages made from them, so a score need not
// build a big.Rat for every step. d == 0 means the value is held only as
// a big.Rat.
type frac struct{ n, d int64 }

// ok tells whether f holds a value.
func (f frac) ok() bool { return f.d != 0 }

// key makes f ready for ranking.
func (f frac) key() rankKey {
	if f.d < 0 {
		return rankKey{n: -f.n, d: -f.d}
	}
	return rankKey{n: f.n, d: f.d}
}

// reduced is f in lowest terms with a positive denominator.
func (f frac) reduced() frac {
	n, d := f.n, f.d
	if d < 0 {
		n, d = -n, -d
	}
	if g := gcd(n, d); g > 1 {
		n, d = n/g, d/g
	}
	return frac{n, d}
}

// mul is f·n/d (d > 0), or not ok when that does not fit in machine
// integers.
func (f frac) mul(n, d int64) frac {
	f = f.reduced()
	g1, g2 := gcd(f.n, d), gcd(n, f.d)
	num, ok1 := mul64(f.n/g1, n/g2)
	den, ok2 := mul64(f.d/g2, d/g1)
	if !ok1 || !ok2 || den == 0 {
		return frac{}
	}
	return frac{num, den}
}

// add is f+g, or not ok when that does not fit in machine integers.
func (f frac) add(g frac) frac {
	if f.d == g.d {
		if s, ok := add64(f.n, g.n); ok {
			return frac{s, f.d}
		}
		return frac{}
	}
	f, g = f.reduced(), g.reduced()
	k := gcd(f.d, g.d)
	a, ok1 := mul64(f.n, g.d/k)
	b, ok2 := mul64(g.n, f.d/k)
	d, ok3 := mul64(f.d, g.d/k)
	s, ok4 := add64(a, b)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return frac{}
	}
	return frac{s, d}
}

// roundHalfUp is f rounded half away from zero to a multiple of 1/100
// (places 2), as RoundHalfUp rounds a big.Rat.
func (f frac) roundHalfUp(places int) frac {
	f = f.reduced()
	q, ok := roundScaled(f.n, f.d, places)
	if !ok {
		return frac{}
	}
	return frac{q, pow10[places]}
}

// pow10 holds the powers of ten that fit in an int64.
var pow10 = func() []int64 {
	p := []int64{1}
	for len(p) < 19 {
		p = append(p, p[len(p)-1]*10)
	}
	return p
}()

// roundScaled is n/d·10^places rounded half away from zero (d > 0):
// (2·|n|·10^places + d) div 2d, worked in 128 bits. ok is false when
// places or the result is out of reach of machine integers.
func roundScaled(n, d int64, places int) (int64, bool) {
	if places < 0 || places >= len(pow10) || d <= 0 {
		return 0, false
	}
	hi, lo := bits.Mul64(absUint(n), 2*uint64(pow10[places]))
	lo, carry := bits.Add64(lo, uint64(d), 0)
	hi += carry
	div := 2 * uint64(d)
	if hi >= div {
		return 0, false
	}
	q, _ := bits.Div64(hi, lo, div)
	if q > math.MaxInt64 {
		return 0, false
	}
	if n < 0 {
		return -int64(q), true
	}
	return int64(q), true
}

// gcd is the greatest common divisor of |a| and |b| (gcd(0, b) = |b|).
func gcd(a, b int64) int64 {
	x, y := absUint(a), absUint(b)
	for y != 0 {
		x, y = y, x%y
	}
	if x > math.MaxInt64 || x == 0 {
		return 1
	}
	return int64(x)
}

// mul64 is a·b, and whether it fits in an int64.
func mul64(a, b int64) (int64, bool) {
	hi, lo := bits.Mul64(absUint(a), absUint(b))
	neg := (a < 0) != (b < 0)
	if hi != 0 || lo > math.MaxInt64 {
		return 0, false
	}
	if neg {
		return -int64(lo), true
	}
	return int64(lo), true
}

// add64 is a+b, and whether it fits in an int64.
func add64(a, b int64) (int64, bool) {
	s := a + b
	if (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0) || s == math.MinInt64 {
		return 0, false
	}
	return s, true
}

// setPoints records a line's points as fracs.
func (sc *scorer) setPoints(i int, ns, ew frac) {
	sc.nsF[i], sc.ewF[i] = ns, ew
}

// setRats records a line's points as big.Rats.
func (sc *scorer) setRats(i int, ns, ew *big.Rat) {
	sc.ns[i], sc.ew[i] = ns, ew
	sc.nsF[i], sc.ewF[i] = frac{}, frac{}
}

// materialize turns every frac into the big.Rat the standings report.
// Lines of equal points share one big.Rat (a board of thousands of
// results has a few dozen different scores), but for the artificial
// scores Law 12C2(c) may yet change, which keep their own.
func (sc *scorer) materialize() {
	rats := newRatSlab(2 * len(sc.nsF))
	for i := range sc.nsF {
		own := sc.opt.Law12C2c && sc.s.Lines[i].Kind == Artificial
		if f := sc.nsF[i]; f.ok() {
			sc.ns[i] = rats.value(f, own)
		}
		if f := sc.ewF[i]; f.ok() {
			sc.ew[i] = rats.value(f, own)
		}
	}
}

// ratSlab hands out big.Rats made from fracs, the Rats and their digits
// allocated together, a block at a time: a big.Rat set the ordinary way
// takes three allocations, which for a board of thousands of results is
// most of the memory a score takes and most of the work of collecting it.
// A value handed out lately is handed out again rather than made anew
// (see value): the standings' values are read, never changed. A slab is
// made to the size of what it scores: one board of a few dozen results,
// scored for a table's answer, allocates for those, not for thousands.
type ratSlab struct {
	rats  []big.Rat
	words []big.Word
	block int
	// recent holds values handed out, by the top shift bits of a hash of
	// their fraction.
	recent []recentRat
	shift  uint
}

type recentRat struct {
	f frac
	r *big.Rat
}

// newRatSlab is a slab for about n values; it hands out more if asked.
func newRatSlab(n int) *ratSlab {
	s := &ratSlab{block: min(max(n, 16), ratBlock), shift: 64 - 4}
	for 1<<(64-s.shift) < n && 64-s.shift < 10 {
		s.shift--
	}
	s.recent = make([]recentRat, 1<<(64-s.shift))
	return s
}

// value is f as a big.Rat: one handed out already for the same value if
// the slab remembers one, unless own asks for a Rat of its own (one that
// is to be changed).
func (s *ratSlab) value(f frac, own bool) *big.Rat {
	f = f.reduced()
	if own {
		return s.rat(f)
	}
	h := uint64(f.n)*0x9E3779B97F4A7C15 ^ uint64(f.d)*0xC2B2AE3D27D4EB4F
	slot := &s.recent[h>>s.shift]
	if slot.r != nil && slot.f == f {
		return slot.r
	}
	slot.f, slot.r = f, s.rat(f)
	return slot.r
}

// rat is the next big.Rat of the slab, set to f in lowest terms.
func (s *ratSlab) rat(f frac) *big.Rat {
	f = f.reduced()
	if len(s.rats) == 0 {
		s.rats = make([]big.Rat, s.block)
		if bits.UintSize == 64 {
			s.words = make([]big.Word, 2*s.block)
		}
	}
	r := &s.rats[0]
	s.rats = s.rats[1:]
	if bits.UintSize != 64 {
		// Machine words too small for an int64: set it the ordinary way.
		r.SetInt64(f.n)
		if f.d != 1 {
			r.Denom().SetInt64(f.d)
		}
		return r
	}
	w := s.words[:2:2]
	s.words = s.words[2:]
	w[0], w[1] = big.Word(absUint(f.n)), big.Word(f.d)
	// A Rat's denominator can be set in place only once it has one: start
	// from a copy of a Rat that has, then give both numbers digits of
	// their own, so that nothing of the copy is shared. Each number's
	// word is capped, so that arithmetic on one never writes into
	// another's.
	*r = *ratWithDenom
	num := w[0:1:1]
	if f.n == 0 {
		num = w[0:0:1]
	}
	r.Num().SetBits(num)
	if f.n < 0 {
		r.Num().Neg(r.Num())
	}
	r.Denom().SetBits(w[1:2:2])
	return r
}

// ratBlock is the most big.Rats a slab allocates at a time.
const ratBlock = 512

// ratWithDenom is copied, never changed.
var ratWithDenom = big.NewRat(1, 2)

// ratSum adds up exact values, keeping fracs of each denominator in
// machine integers and only the rest in a big.Rat. Most pairs score every
// board with the same denominator, so the first is kept inline and the
// rest only made when needed: a field of many pairs keeps one ratSum each.
type ratSum struct {
	first frac
	rest  *ratRest
}

// ratRest is what a ratSum adds up beyond its first denominator.
type ratRest struct {
	more []frac
	big  *big.Rat
}

func (s *ratSum) add(f frac, r *big.Rat) {
	if !f.ok() {
		s.more().big.Add(s.more().big, r)
		return
	}
	if !s.first.ok() {
		s.first = f
		return
	}
	if s.first.d == f.d {
		if n, ok := add64(s.first.n, f.n); ok {
			s.first.n = n
			return
		}
	}
	rest := s.more()
	for k := range rest.more {
		if rest.more[k].d == f.d {
			if n, ok := add64(rest.more[k].n, f.n); ok {
				rest.more[k].n = n
				return
			}
		}
	}
	rest.more = append(rest.more, f)
}

func (s *ratSum) more() *ratRest {
	if s.rest == nil {
		s.rest = &ratRest{big: new(big.Rat)}
	}
	return s.rest
}

// frac is the sum in machine integers, or not ok when it needs a big.Rat.
func (s *ratSum) frac() frac {
	total := frac{0, 1}
	if s.first.ok() {
		total = s.first
	}
	if s.rest == nil {
		return total
	}
	if s.rest.big.Sign() != 0 {
		return frac{}
	}
	for _, f := range s.rest.more {
		if total = total.add(f); !total.ok() {
			return frac{}
		}
	}
	return total
}

// rat is the sum as a big.Rat.
func (s *ratSum) rat() *big.Rat {
	total := new(big.Rat)
	parts := []frac{s.first}
	if s.rest != nil {
		total.Set(s.rest.big)
		parts = append(parts, s.rest.more...)
	}
	var p big.Rat
	for _, f := range parts {
		if f.ok() {
			total.Add(total, p.SetFrac64(f.n, f.d))
		}
	}
	return total
}
