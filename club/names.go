package club

import (
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"
	"bridgescore/scoring"
	"bridgescore/store"
)

// PairNames are the players of one pair, as the names dialog saves them.
type PairNames struct {
	Pair  scoring.PairRef
	Names []string
}

// FindPair reads a pair as a director types it: "3NS", "3EW", or "3" when
// only one pair has that number; in a session of several sections, a pair
// of the section named first ("B3NS") or, once the door has chosen its
// section (SelectSection), of that section. Pair 3NS is in every section:
// it is never taken to be in the first.
//
// Codes: NotFound (no such pair), Invalid (a number both directions have,
// a pair whose section is not said).
func (s *OpenSession) FindPair(typed string) (scoring.PairRef, error) {
	r, err := s.findPair(typed)
	var pe *scoring.PairError
	if errors.As(err, &pe) && len(pe.Found) == 0 {
		return r, fault.As(fault.NotFound, err)
	}
	return r, fault.As(fault.Invalid, err)
}

func (s *OpenSession) findPair(typed string) (scoring.PairRef, error) {
	st := s.state()
	if s.section == "" {
		return st.session.FindPair(typed)
	}
	key := strings.ToUpper(strings.Join(strings.Fields(typed), ""))
	sec, named := s.section, false
	for _, name := range st.sections {
		if rest, ok := cutSection(key, name); ok {
			sec, key, named = name, rest, true
			break
		}
	}
	if !named && !s.chosen {
		return scoring.PairRef{}, fmt.Errorf("pair %s: this session has sections %s; say which (%s%s)",
			strings.TrimSpace(typed), strings.Join(st.sections, ", "), st.sections[len(st.sections)-1], key)
	}
	sub := &scoring.Session{}
	for _, p := range st.session.Pairs {
		if p.Section == sec {
			sub.Pairs = append(sub.Pairs, p)
		}
	}
	r, err := sub.FindPair(key)
	if err != nil {
		return r, fmt.Errorf("section %s: %w", sec, err)
	}
	return r, nil
}

// cutSection reads a pair typed (in capitals, without spaces) after the
// name of a section ("B3NS" in section B): the rest, when a number follows.
func cutSection(key, section string) (string, bool) {
	rest, ok := strings.CutPrefix(key, strings.ToUpper(section))
	return rest, ok && section != "" && rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// Seated is the pair of the door's section sitting in a seat ("NS" or
// "EW") of a row, with its players' names.
func (s *OpenSession) Seated(id, seat string) scoring.Pair {
	return s.state().seatedPair(s.section, id, seat)
}

// seatedPair is the pair of a section sitting in a seat of a row, with its
// players' names.
func (st *state) seatedPair(section, id, seat string) scoring.Pair {
	r := st.session.SeatedIn(section, id, seat)
	if p, ok := st.session.Pair(r); ok {
		return p
	}
	return scoring.Pair{Section: r.Section, ID: r.ID, Direction: r.Direction}
}

// SeatedPairs are the two pairs of a row, with their players.
func (s *OpenSession) SeatedPairs(r Row) (ns, ew scoring.Pair) {
	return s.Seated(r.NS, "NS"), s.Seated(r.EW, "EW")
}

// seatID reads a pair as the director types it for a seat ("3", "3NS",
// "3 ns" for the NS seat) and gives the id the session's lines use.
func (s *OpenSession) seatID(typed, seat string) (string, error) {
	key := strings.ToUpper(strings.Join(strings.Fields(typed), ""))
	if key == "" {
		return "", fault.Errorf(fault.Invalid, "no %s pair given", seat)
	}
	if rest, ok := cutSection(key, s.section); ok {
		key = rest
	}
	pairs := s.state().session.Pairs
	for _, p := range pairs {
		if p.Section != s.section || (p.Direction != "" && p.Direction != seat) {
			continue
		}
		id := strings.ToUpper(p.ID)
		if id == key || (p.Direction != "" && id+p.Direction == key) || id == key+seat {
			return p.ID, nil
		}
	}
	for _, p := range pairs {
		id := strings.ToUpper(p.ID)
		if p.Section == s.section && (id == key || id+p.Direction == key) {
			return "", fault.Errorf(fault.Invalid, "pair %s is an %s pair and cannot sit %s", p.Ref(), p.Direction, seat)
		}
	}
	if s.section != "" {
		return "", fault.Errorf(fault.NotFound, "there is no pair %s in section %s", strings.TrimSpace(typed), s.section)
	}
	return "", fault.Errorf(fault.NotFound, "there is no pair %s in this session", strings.TrimSpace(typed))
}

// Line finds the row of a board where two pairs meet, the pairs as the
// director types them ("3", "3NS"; NS first). Pairs that the movement
// does not bring together on that board are refused, as the window
// refuses them; a session imported without its movement takes any two
// pairs of its field.
//
// Codes: NotFound (a pair or board the session does not have), Invalid
// (pairs that do not meet on the board).
func (s *OpenSession) Line(board int, ns, ew string) (Row, error) {
	nsID, err := s.seatID(ns, "NS")
	if err != nil {
		return Row{}, fmt.Errorf("board %d: %w", board, err)
	}
	ewID, err := s.seatID(ew, "EW")
	if err != nil {
		return Row{}, fmt.Errorf("board %d: %w", board, err)
	}
	if r := s.find(board, nsID, ewID); r != nil {
		return *r, nil
	}
	lo := s.layout()
	if lo.movement == nil {
		return Row{Section: s.section, Board: board, NS: nsID, EW: ewID}, nil
	}
	if _, ok := lo.rows[board]; !ok {
		return Row{}, fault.Errorf(fault.NotFound, "board %d is not played in this session", board)
	}
	return Row{}, s.state().notMeeting(s.section, board, nsID, ewID)
}

// SetNames changes the players of a pair after the session has started
// (a substitute, a name mistyped); the change is in the history and can
// be undone. Codes as SaveNames.
func (s *OpenSession) SetNames(pair scoring.PairRef, names []string) error {
	return s.SaveNames([]PairNames{{Pair: pair, Names: names}})
}

// SaveNames changes the players of several pairs at once, as one change
// that one undo takes back. Pairs whose names are unchanged are not
// touched; a pair the session does not have changes nothing at all.
//
// Codes: NotFound (a pair the session does not have), Invalid (a name too
// long), Busy.
func (s *OpenSession) SaveNames(list []PairNames) error {
	rows := make([]store.PairNames, 0, len(list))
	clean := make([][]string, len(list))
	err := s.changed(Update{Kind: NamesChanged}, func(st *state) (*state, error) {
		for i, pn := range list {
			if err := checkPlayers(fmt.Sprint(pn.Pair), pn.Names); err != nil {
				return nil, err
			}
			if _, ok := st.session.Pair(pn.Pair); !ok {
				return nil, fault.Errorf(fault.NotFound, "there is no pair %s in this session", pn.Pair)
			}
			for _, n := range pn.Names {
				if n = strings.TrimSpace(n); n != "" {
					clean[i] = append(clean[i], n)
				}
			}
			rows = append(rows, store.PairNames{Section: pn.Pair.Section, Pair: pn.Pair.ID, Dir: pn.Pair.Direction, Names: clean[i]})
		}
		if err := s.db().SetPairsNames(s.l.id, rows); err != nil {
			return nil, err
		}
		return st.withNames(list, clean), nil
	})
	return err
}

// withNames is the state with pairs' players changed.
func (st *state) withNames(list []PairNames, names [][]string) *state {
	next := *st
	sess := *st.session
	sess.Pairs = append([]scoring.Pair(nil), st.session.Pairs...)
	for i, pn := range list {
		for j := range sess.Pairs {
			if sess.Pairs[j].Ref() == pn.Pair {
				sess.Pairs[j].Names = names[i]
			}
		}
	}
	next.session = &sess
	return &next
}
