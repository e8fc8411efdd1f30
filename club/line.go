package club

import (
	"fmt"
	"strings"

	"bridgescore/scoring"
)

// oneField says whether the session's pairs are ranked as one field (no
// pair has a direction): then a line's two pairs may be named either way
// round.
func (s *OpenSession) oneField() bool {
	for _, p := range s.session.Pairs {
		if p.Section == s.section && p.Direction != "" {
			return false
		}
	}
	return true
}

// notMeeting is the refusal of a line for two pairs that the movement
// does not bring together on the board.
func (s *OpenSession) notMeeting(board int, ns, ew string) error {
	return fmt.Errorf("board %d: %s and %s do not meet on this board in the movement",
		board, s.seated(ns, "NS"), s.seated(ew, "EW"))
}

// seatID reads a pair as the director types it for a seat ("3", "3NS",
// "3 ns" for the NS seat) and gives the id the session's lines use.
func (s *OpenSession) seatID(typed, seat string) (string, error) {
	key := strings.ToUpper(strings.Join(strings.Fields(typed), ""))
	if key == "" {
		return "", fmt.Errorf("no %s pair given", seat)
	}
	key = s.withoutSection(key)
	for _, p := range s.session.Pairs {
		if p.Section != s.section || (p.Direction != "" && p.Direction != seat) {
			continue
		}
		id := strings.ToUpper(p.ID)
		if id == key || (p.Direction != "" && id+p.Direction == key) || id == key+seat {
			return p.ID, nil
		}
	}
	for _, p := range s.session.Pairs {
		id := strings.ToUpper(p.ID)
		if p.Section == s.section && (id == key || id+p.Direction == key) {
			return "", fmt.Errorf("pair %s is an %s pair and cannot sit %s", p.Ref(), p.Direction, seat)
		}
	}
	if s.section != "" {
		return "", fmt.Errorf("there is no pair %s in section %s", strings.TrimSpace(typed), s.section)
	}
	return "", fmt.Errorf("there is no pair %s in this session", strings.TrimSpace(typed))
}

// Line finds the row of a board where two pairs meet, the pairs as the
// director types them ("3", "3NS"; NS first). Pairs that the movement
// does not bring together on that board are refused, as the window
// refuses them; a session imported without its movement takes any two
// pairs of its field.
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
	if s.movement == nil {
		return Row{Section: s.section, Board: board, NS: nsID, EW: ewID}, nil
	}
	if _, ok := s.rows[board]; !ok {
		return Row{}, fmt.Errorf("board %d is not played in this session", board)
	}
	return Row{}, s.notMeeting(board, nsID, ewID)
}

// Adjustment is one of a director's usual artificial scores.
type Adjustment struct {
	// Label says it in words; Text is how the result field and the
	// command line write it.
	Label, Text string
}

// Adjustments are the artificial scores the window offers and the
// command line's adjust takes by name, in the director's order.
var Adjustments = []Adjustment{
	{"Average to both (50% / 50%)", "A50-50"},
	{"Average-plus NS, Average-minus EW (60% / 40%)", "A60-40"},
	{"Average-minus NS, Average-plus EW (40% / 60%)", "A40-60"},
	{"Average-plus to both (60% / 60%)", "A60-60"},
	{"Average-minus to both (40% / 40%)", "A40-40"},
	{"Average NS, Average-minus EW (50% / 40%)", "A50-40"},
	{"Average-minus NS, Average EW (40% / 50%)", "A40-50"},
	{"Not played (the board does not count)", "NP"},
}

// Adjust gives a row an artificial or assigned score, as the window's
// adjustments dialog does: one of Adjustments, another split (A55-45), an
// assigned score (3NTS=, -100) or a weighted one. It is saved as Enter
// saves a result, and undone the same way.
func (s *OpenSession) Adjust(board int, row Row, text string) (Entered, error) {
	return s.Enter(board, row, text)
}

// SeatedPairs are the two pairs of a row, with their players.
func (s *OpenSession) SeatedPairs(r Row) (ns, ew scoring.Pair) {
	return s.Seated(r.NS, "NS"), s.Seated(r.EW, "EW")
}

// Missing lists the rows the movement expects that have no result yet, in
// board and round order; nil when the session is complete or its movement
// is not known.
func (s *OpenSession) Missing() []Row {
	if s.movement == nil {
		return nil
	}
	var out []Row
	for _, b := range s.boards {
		for _, r := range s.rows[b] {
			if r.Entered == nil {
				out = append(out, r)
			}
		}
	}
	return out
}

// Entered counts the traveller lines entered.
// In a session of several sections, the lines of the section being entered.
func (s *OpenSession) Entered() int {
	if s.section == "" {
		return len(s.session.Lines)
	}
	n := 0
	for _, l := range s.session.Lines {
		if l.Section == s.section {
			n++
		}
	}
	return n
}
