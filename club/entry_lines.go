package club

// Which traveller line the director types next, and which line a result
// belongs on when the director types the traveller's pair numbers with it:
// the rules that keep a result off the wrong line, decided here for every
// door.

import (
	"fmt"
	"strings"
	"unicode"

	"bridgescore/fault"
)

// sourced is rows with each row's Source filled from the state.
func (st *state) sourced(rows []Row) []Row {
	for i := range rows {
		if e := rows[i].Entered; e != nil {
			rows[i].Source = st.sources[keyOfLine(*e)]
		}
	}
	return rows
}

// NextToType is the row of a traveller (or pick-up slip) the director
// types next after row after (-1 for the page's first): the first after
// it holding no result. The lines a table's phone filled, and those typed
// already, are passed over, so that the cursor always waits on a line the
// paper in the director's hand still has to give; -1 when every row after
// it holds a result.
func NextToType(rows []Row, after int) int {
	for i := max(after+1, 0); i < len(rows); i++ {
		if rows[i].Entered == nil {
			return i
		}
	}
	return -1
}

// Located is where a result typed on a traveller line belongs.
type Located struct {
	// Row is the line the result goes on: the line typed on, or the line
	// of the pairs typed with the result.
	Row Row
	// Result is the result without the pairs.
	Result string
	// Moved says that the pairs typed meet on another line of the board
	// than the one typed on.
	Moved bool
}

// Locate reads a result as the director types it on a traveller line:
// the result alone ("4SN+1"), or the traveller's pair numbers first, the
// NS pair then the EW pair ("3 5 4SN+1", "3 v 5 4SN+1", "3NS 5EW 4SN+1").
// With pairs, the line is the one of the board where those pairs meet,
// whichever line the result was typed on; pairs that do not meet on the
// board are refused, saying whom each plays there.
//
// Codes: Invalid (pairs that do not meet on the board, a pair the section
// does not have), NotFound (a board the section does not play).
func (s *OpenSession) Locate(board int, row Row, text string) (Located, error) {
	ns, ew, result, ok := typedPairs(text)
	if !ok {
		return Located{Row: row, Result: text}, nil
	}
	r, err := s.Line(board, ns, ew)
	if err != nil {
		return Located{}, err
	}
	moved := r.NS != row.NS || r.EW != row.EW || r.Round != row.Round || r.Table != row.Table
	return Located{Row: s.state().sourced([]Row{r})[0], Result: result, Moved: moved}, nil
}

// typedPairs splits "3 5 4SN+1" or "3 v 5 4SN+1" into the two pairs and
// the result; ok is false when the text does not begin with two pairs (a
// result alone: "4S N 11" begins with a contract, never two pairs).
func typedPairs(text string) (ns, ew, result string, ok bool) {
	f := strings.Fields(text)
	if len(f) >= 4 && strings.EqualFold(f[1], "v") {
		f = append(f[:1], f[2:]...)
	}
	if len(f) < 3 || !pairToken(f[0]) || !pairToken(f[1]) {
		return "", "", "", false
	}
	return f[0], f[1], strings.Join(f[2:], " "), true
}

// pairToken is a pair number as a traveller writes it: digits, perhaps
// with its direction (3, 3NS, 3EW).
func pairToken(s string) bool {
	digits := strings.TrimRightFunc(s, unicode.IsLetter)
	if digits == "" || strings.TrimLeftFunc(digits, unicode.IsDigit) != "" {
		return false
	}
	switch strings.ToUpper(s[len(digits):]) {
	case "", "NS", "EW":
		return true
	}
	return false
}

// notMeeting refuses pairs that do not meet on a board, saying whom each
// of them plays it against, so that the director can see which of the two
// numbers was misread.
func (st *state) notMeeting(section string, board int, ns, ew string) error {
	either := st.oneField(section)
	named := func(id, seat string) string { return st.session.SeatedIn(section, id, seat).String() }
	var where []string
	for _, r := range st.layouts[section].rows[board] {
		at := ""
		if r.Round > 0 {
			at = fmt.Sprintf(" (round %d, table %d)", r.Round, r.Table)
		}
		for _, p := range []struct{ id, seat string }{{ns, "NS"}, {ew, "EW"}} {
			switch {
			case p.seat == "NS" && r.NS == p.id, either && r.NS == p.id:
				where = append(where, fmt.Sprintf("%s plays %s there%s", named(p.id, p.seat), named(r.EW, "EW"), at))
			case p.seat == "EW" && r.EW == p.id, either && r.EW == p.id:
				where = append(where, fmt.Sprintf("%s plays %s there%s", named(p.id, p.seat), named(r.NS, "NS"), at))
			}
		}
	}
	msg := fmt.Sprintf("board %d: %s and %s do not meet on this board in the movement", board, named(ns, "NS"), named(ew, "EW"))
	if len(where) > 0 {
		msg += " — " + strings.Join(where, "; ")
	}
	return fault.New(fault.Invalid, msg)
}

// FromTables counts the results of the door's section that the tables'
// phones put there and that stand as they sent them: what the tables have
// entered tonight, after the window or the server was started again too.
func (s *OpenSession) FromTables() int {
	st := s.state()
	n := 0
	for k := range st.sources {
		if k.section == s.section {
			n++
		}
	}
	return n
}
