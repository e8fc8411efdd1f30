package scoring

import (
	"fmt"
	"strings"
	"unicode"
)

// PairRef names one pair of a session: its id and its direction ("" when
// all pairs form one field). In a two-winner Mitchell numbered 1 to n each
// way, pair 3 NS and pair 3 EW share the id "3" and are two pairs: a pair
// is never found, keyed or shown by its id alone.
type PairRef struct {
	Section   string // "" in a session of one section
	ID        string
	Direction string
}

// Ref names the pair without its players.
func (p Pair) Ref() PairRef { return PairRef{Section: p.Section, ID: p.ID, Direction: p.Direction} }

// String writes the pair as a director does: "3 NS" for a bare number
// with a direction, "3NS" when the id already says it, "7" in one field.
// In a session of several sections the section comes first: "A3 NS".
func (r PairRef) String() string {
	sec := r.Section
	if sec != "" && !unicode.IsLetter(rune(sec[len(sec)-1])) {
		sec += " "
	}
	if r.Direction == "" || strings.HasSuffix(r.ID, r.Direction) {
		return sec + r.ID
	}
	return sec + r.ID + " " + r.Direction
}

// Seated is the pair with an id sitting in a seat ("NS" or "EW") of a line:
// the pair of that direction when the session lists one, else the
// one-field pair of that id.
func (s *Session) Seated(id, seat string) PairRef {
	return s.SeatedIn("", id, seat)
}

// SeatedIn is Seated in one section of a session of several: pair 3 NS is
// in each.
func (s *Session) SeatedIn(section, id, seat string) PairRef {
	for _, p := range s.Pairs {
		if p.ID == id && p.Direction == seat && p.Section == section {
			return p.Ref()
		}
	}
	return PairRef{Section: section, ID: id}
}

// Pair finds a pair of the session by its id and direction.
func (s *Session) Pair(r PairRef) (Pair, bool) {
	for _, p := range s.Pairs {
		if p.Ref() == r {
			return p, true
		}
	}
	return Pair{}, false
}

// PairError is a pair typed that names no pair of the session, or more
// than one.
type PairError struct {
	Typed string
	// Found are the pairs the number names, when it names more than one.
	Found []PairRef
}

func (e *PairError) Error() string {
	if len(e.Found) == 0 {
		return fmt.Sprintf("there is no pair %s in this session", e.Typed)
	}
	names := make([]string, len(e.Found))
	for i, r := range e.Found {
		names[i] = strings.ReplaceAll(r.String(), " ", "")
	}
	return fmt.Sprintf("pair %s: there are pairs %s; say which", e.Typed, strings.Join(names, " and "))
}

// FindPair reads a pair as a director types it: "3NS", "3 ns", "3EW", or
// "3" when only one pair has that number. It says which are meant when
// "3" is both 3 NS and 3 EW. A pair it cannot find is a *PairError.
func (s *Session) FindPair(typed string) (_ PairRef, err error) {
	defer invalid(&err)
	key := strings.ToUpper(strings.Join(strings.Fields(typed), ""))
	if key == "" {
		return PairRef{}, fmt.Errorf("no pair given")
	}
	var found []PairRef
	for _, p := range s.Pairs {
		r := p.Ref()
		id := strings.ToUpper(r.ID)
		switch {
		case id+r.Direction == key, id == key && strings.HasSuffix(id, r.Direction):
			return r, nil
		case id == key, r.Direction != "" && strings.TrimSuffix(id, r.Direction) == key:
			// "1" is 1 NS alone, or 1 NS and 1 EW, whether the ids
			// carry their direction ("1NS") or not.
			found = append(found, r)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	return PairRef{}, &PairError{Typed: strings.TrimSpace(typed), Found: found}
}
