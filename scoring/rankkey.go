package scoring

import (
	"cmp"
	"math/big"
	"math/bits"
	"slices"
	"strconv"
)

// rankKey is an exact value made ready for ranking: n/d in machine
// integers when both fit (nearly always: totals and percentages have
// small denominators), else the numerator and denominator of the big.Rat
// itself. Places are decided by exact comparison of these keys, never by
// a floating-point approximation, and comparing two keys allocates
// nothing: a big.Rat's own Cmp allocates on every call, which made
// ranking a field of thousands of pairs the costliest part of scoring.
type rankKey struct {
	n, d     int64 // d > 0 when the value is held in machine integers
	num, den *big.Int
}

// keyOf makes r ready for ranking.
func keyOf(r *big.Rat) rankKey {
	num, den := r.Num(), r.Denom()
	if num.IsInt64() && den.IsInt64() {
		return rankKey{n: num.Int64(), d: den.Int64()}
	}
	return rankKey{num: num, den: den}
}

// keyCmp compares rank keys; its scratch numbers are reused from one
// comparison to the next, so that comparing keys too large for machine
// integers allocates only until the scratch has grown to their size.
type keyCmp struct {
	an, ad, bn, bd, x, y big.Int
}

// compare returns −1, 0 or +1 as a is less than, equal to or greater than
// b.
func (c *keyCmp) compare(a, b rankKey) int {
	if a.d > 0 && b.d > 0 {
		return compareSmall(a.n, a.d, b.n, b.d)
	}
	an, ad := a.big(&c.an, &c.ad)
	bn, bd := b.big(&c.bn, &c.bd)
	c.x.Mul(an, bd)
	c.y.Mul(bn, ad)
	return c.x.Cmp(&c.y)
}

// big returns k's numerator and denominator as big.Ints, set in the
// scratch n and d when k is held in machine integers.
func (k rankKey) big(n, d *big.Int) (*big.Int, *big.Int) {
	if k.d > 0 {
		return n.SetInt64(k.n), d.SetInt64(k.d)
	}
	return k.num, k.den
}

// compareSmall compares an/ad with bn/bd (ad, bd > 0) exactly, by
// cross-multiplying in 128 bits.
func compareSmall(an, ad, bn, bd int64) int {
	sa, sb := cmp.Compare(an, 0), cmp.Compare(bn, 0)
	if sa != sb || sa == 0 {
		return cmp.Compare(sa, sb)
	}
	// Same sign: compare |an|·bd with |bn|·ad, reversed when negative.
	hi1, lo1 := bits.Mul64(absUint(an), uint64(bd))
	hi2, lo2 := bits.Mul64(absUint(bn), uint64(ad))
	c := cmp.Compare(hi1, hi2)
	if c == 0 {
		c = cmp.Compare(lo1, lo2)
	}
	return sa * c
}

// absUint is |v| as an unsigned number (right for the most negative int64
// too).
func absUint(v int64) uint64 {
	if v < 0 {
		return uint64(-v)
	}
	return uint64(v)
}

// ranked is one entry of a ranking: its key, its place in the order that
// breaks ties, and its index among the scores.
type ranked struct {
	key rankKey
	tie int32
	idx int32
}

// rankOrder sorts the indexes of keys best first, ties in the order of
// tie (lower first; every entry's tie differs), and returns the place of
// each position in that order in standard competition style ("1224"):
// tied scores share the better place, marked with "=".
func rankOrder(keys []rankKey, tie []int32) (order []int, places []string) {
	if whole, ok := commonMultiples(len(keys), func(i int) rankKey { return keys[i] }); ok {
		return rankWhole(whole, tie)
	}
	var c keyCmp
	entries := make([]ranked, len(keys))
	for i := range keys {
		entries[i] = ranked{key: keys[i], tie: tie[i], idx: int32(i)}
	}
	slices.SortFunc(entries, func(x, y ranked) int {
		if k := c.compare(y.key, x.key); k != 0 {
			return k
		}
		return cmp.Compare(x.tie, y.tie)
	})
	order = make([]int, len(entries))
	places = make([]string, len(entries))
	for k := range entries {
		order[k] = int(entries[k].idx)
		tiedBefore := k > 0 && c.compare(entries[k-1].key, entries[k].key) == 0
		tiedAfter := k+1 < len(entries) && c.compare(entries[k].key, entries[k+1].key) == 0
		switch {
		case tiedBefore:
			places[k] = places[k-1] // one string for every pair sharing a place
		default:
			places[k] = placeName(k+1, tiedAfter)
		}
	}
	return order, places
}

// commonMultiples writes every key (key(i) for i below n) as a whole
// multiple of 1/L, L the least common multiple of their denominators,
// when L and every multiple fit in machine integers (nearly always: a
// field's totals or percentages share a few denominators). Each is the
// key's exact value times L, so they order as the keys do.
func commonMultiples(n int, key func(int) rankKey) ([]int64, bool) {
	l := int64(1)
	for i := range n {
		k := key(i)
		if k.d <= 0 {
			return nil, false
		}
		if l%k.d != 0 {
			m, ok := mul64(l/gcd(l, k.d), k.d)
			if !ok {
				return nil, false
			}
			l = m
		}
	}
	out := make([]int64, n)
	for i := range n {
		k := key(i)
		v, ok := mul64(k.n, l/k.d)
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}

// rankWhole is rankOrder for keys made whole numbers by commonMultiples:
// the entries sorted are a third the size and compared as integers.
func rankWhole(keys []int64, tie []int32) (order []int, places []string) {
	type entry struct {
		key      int64
		tie, idx int32
	}
	entries := make([]entry, len(keys))
	for i := range keys {
		entries[i] = entry{keys[i], tie[i], int32(i)}
	}
	slices.SortFunc(entries, func(x, y entry) int {
		return cmp.Or(cmp.Compare(y.key, x.key), cmp.Compare(x.tie, y.tie))
	})
	order = make([]int, len(entries))
	places = make([]string, len(entries))
	for k, e := range entries {
		order[k] = int(e.idx)
		tiedBefore := k > 0 && entries[k-1].key == e.key
		tiedAfter := k+1 < len(entries) && entries[k+1].key == e.key
		if tiedBefore {
			places[k] = places[k-1]
		} else {
			places[k] = placeName(k+1, tiedAfter)
		}
	}
	return order, places
}

// placeName writes place n, with "=" when it is shared.
func placeName(n int, shared bool) string {
	if shared {
		return strconv.Itoa(n) + "="
	}
	return strconv.Itoa(n)
}

// keysOf makes each score ready for ranking.
func keysOf(scores []*big.Rat) []rankKey {
	keys := make([]rankKey, len(scores))
	for i, r := range scores {
		keys[i] = keyOf(r)
	}
	return keys
}

// identity is 0, 1, … n−1: ties broken by the order given.
func identity(n int) []int32 {
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(i)
	}
	return out
}

// sortedRats is a copy of rs sorted from lowest to highest, compared
// through rank keys so that sorting allocates nothing per comparison.
func sortedRats(rs []*big.Rat) []*big.Rat {
	var c keyCmp
	entries := make([]ranked, len(rs))
	for i, r := range rs {
		entries[i] = ranked{key: keyOf(r), idx: int32(i)}
	}
	slices.SortFunc(entries, func(x, y ranked) int { return c.compare(x.key, y.key) })
	out := make([]*big.Rat, len(rs))
	for k, e := range entries {
		out[k] = rs[e.idx]
	}
	return out
}
