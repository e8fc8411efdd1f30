package movements

import (
	"strconv"
	"strings"

	"bridgescore/fault"
)

// FindPair reads a pair of the movement as a director types it: 3NS,
// 3 EW (spaces and case do not matter), or 3 where only one pair has that
// number, as in a Howell.
//
// Codes: NotFound (no such pair), Invalid (a number both directions have).
func (m *Movement) FindPair(typed string) (PairID, error) {
	key := strings.ToUpper(strings.Join(strings.Fields(typed), ""))
	var found []PairID
	for _, p := range m.Pairs {
		switch {
		case p.Key() == key:
			return p, nil
		case strconv.Itoa(p.Number) == key:
			found = append(found, p)
		}
	}
	switch len(found) {
	case 0:
		return PairID{}, fault.Errorf(fault.NotFound, "there is no pair %s in this movement", strings.TrimSpace(typed))
	case 1:
		return found[0], nil
	}
	return PairID{}, fault.Errorf(fault.Invalid, "pair %s: there are pairs %sNS and %sEW; say which", key, key, key)
}
