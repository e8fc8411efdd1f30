package movements

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// CustomFormat documents the text format of a director's own movement.
const CustomFormat = `A movement file is plain text, one item a line.
Blank lines and lines starting with # are ignored.

Optional settings, before the schedule, as "key: value":
  name: Club 5-table Howell     what the movement is called
  kind: howell                  howell, mitchell, hesitation or custom
  boards-per-round: 3           default: the count nearest a 26-board session
  tables: 5   rounds: 9   sets: 9
                                checked against the schedule when given
                                (sets above the highest used are left unplayed)
  phantom: 10                   the missing pair of a half table

Then one line per table per round, comma-separated (semicolons or tabs,
as spreadsheets export them, do as well):
  round,table,ns,ew,set[,switched]
A pair is a number ("7") or, in a Mitchell, a number and direction
("3NS", "3 EW"). ns and ew are the pairs holding the NS and EW cards;
switched is "yes" when the round is arrow-switched. A first line
"round,table,ns,ew,set" is taken as a heading.

Example:
  name: 2-table Howell
  kind: howell
  boards-per-round: 7
  1,1,4,1,1
  1,2,3,2,1
  2,1,4,2,2
  2,2,1,3,2
  3,1,4,3,3
  3,2,2,1,3
`

// Limits that keep a mistyped file from asking for an absurd movement.
const (
	maxCustomNumber = 999
	maxCustomSlots  = 10000
)

// ParseError names the line and field of a problem in a movement file.
type ParseError struct {
	Line  int
	Field string
	Msg   string
}

func (e *ParseError) Error() string {
	if e.Field != "" {
		return fmt.Sprintf("line %d: %s: %s", e.Line, e.Field, e.Msg)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// ReadCustom reads a movement in the CustomFormat. It checks the file's
// syntax; call Validate on the result to check the movement itself.
func ReadCustom(r io.Reader) (_ *Movement, err error) {
	defer invalid(&err)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	c := &customReader{m: &Movement{Kind: Custom, Name: "Custom movement"}, pairs: map[PairID]bool{}}
	for sc.Scan() {
		c.line++
		text := strings.TrimSpace(sc.Text())
		if c.line == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		if err := c.readLine(text); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &ParseError{Line: c.line + 1, Msg: err.Error()}
	}
	return c.finish()
}

// customReader is a movement file being read: the movement so far and what
// the settings declared, to be checked against the schedule at the end.
type customReader struct {
	m                                *Movement
	declTables, declRounds, declSets int
	phantom                          *PairID
	phantomLine                      int
	style                            string // "plain" or "directional", fixed by the first pair read
	pairs                            map[PairID]bool
	line                             int
	inSchedule                       bool
}

func (c *customReader) readLine(text string) error {
	if text == "" || strings.HasPrefix(text, "#") {
		return nil
	}
	if key, val, ok := strings.Cut(text, ":"); ok && isSettingKey(key) {
		return c.readSetting(key, val)
	}
	return c.readScheduleLine(text)
}

// readSetting reads one "key: value" line; settings come before the
// schedule.
func (c *customReader) readSetting(key, val string) error {
	if c.inSchedule {
		return &ParseError{Line: c.line, Field: strings.TrimSpace(key), Msg: "settings go before the schedule lines"}
	}
	key = strings.ToLower(strings.TrimSpace(key))
	val = strings.TrimSpace(val)
	m, line := c.m, c.line
	var err error
	switch key {
	case "name":
		if val == "" {
			return &ParseError{Line: line, Field: "name", Msg: "is empty"}
		}
		m.Name = val
	case "kind":
		k := Kind(strings.ToLower(val))
		if k != Howell && k != Mitchell && k != Hesitation && k != Custom {
			return &ParseError{Line: line, Field: "kind", Msg: fmt.Sprintf("%q: want howell, mitchell, hesitation or custom", val)}
		}
		m.Kind = k
	case "boards-per-round":
		m.BoardsPerRound, err = count(line, key, val)
	case "tables":
		c.declTables, err = count(line, key, val)
	case "rounds":
		c.declRounds, err = count(line, key, val)
	case "sets":
		c.declSets, err = count(line, key, val)
	case "phantom":
		var p PairID
		p, err = parsePair(line, key, val)
		c.phantom, c.phantomLine = &p, line
	default:
		return &ParseError{Line: line, Field: key, Msg: "unknown setting (want name, kind, boards-per-round, tables, rounds, sets or phantom)"}
	}
	return err
}

// readScheduleLine reads one round at one table (or the heading line) and
// adds it to the movement.
func (c *customReader) readScheduleLine(text string) error {
	// Spreadsheets export with commas, semicolons or tabs, and may
	// quote fields.
	fields := strings.Split(strings.NewReplacer(";", ",", "\t", ",").Replace(text), ",")
	for i := range fields {
		fields[i] = strings.Trim(strings.TrimSpace(fields[i]), `"`)
	}
	if !c.inSchedule && strings.EqualFold(fields[0], "round") {
		c.inSchedule = true
		return nil
	}
	c.inSchedule = true
	m := c.m
	if len(fields) < 5 || len(fields) > 6 {
		return &ParseError{Line: c.line, Msg: fmt.Sprintf("expected round,table,ns,ew,set[,switched]; got %d fields", len(fields))}
	}
	if len(m.Schedule) >= maxCustomSlots {
		return &ParseError{Line: c.line, Msg: fmt.Sprintf("more than %d schedule lines", maxCustomSlots)}
	}
	s, err := parseSlot(c.line, fields)
	if err != nil {
		return err
	}
	if err := c.notePairs(s); err != nil {
		return err
	}
	m.Rounds = max(m.Rounds, s.Round)
	m.Tables = max(m.Tables, s.Table)
	m.BoardSets = max(m.BoardSets, s.Set)
	m.Schedule = append(m.Schedule, s)
	return nil
}

// parseSlot reads the fields round,table,ns,ew,set[,switched] of a
// schedule line.
func parseSlot(line int, fields []string) (Slot, error) {
	var s Slot
	var err error
	if s.Round, err = count(line, "round", fields[0]); err != nil {
		return s, err
	}
	if s.Table, err = count(line, "table", fields[1]); err != nil {
		return s, err
	}
	if s.NS, err = parsePair(line, "ns", fields[2]); err != nil {
		return s, err
	}
	if s.EW, err = parsePair(line, "ew", fields[3]); err != nil {
		return s, err
	}
	if s.Set, err = count(line, "set", fields[4]); err != nil {
		return s, err
	}
	if len(fields) == 6 {
		switch strings.ToLower(fields[5]) {
		case "", "no", "n", "0", "false":
		case "yes", "y", "1", "true", "switched":
			s.ArrowSwitched = true
		default:
			return s, &ParseError{Line: line, Field: "switched", Msg: fmt.Sprintf("%q: want yes or no", fields[5])}
		}
	}
	return s, nil
}

// notePairs records a slot's pairs, which must all be numbered alike: all
// with a direction (a Mitchell) or none.
func (c *customReader) notePairs(s Slot) error {
	for _, p := range []PairID{s.NS, s.EW} {
		st := "plain"
		if p.Direction != "" {
			st = "directional"
		}
		if c.style == "" {
			c.style = st
		} else if c.style != st {
			return &ParseError{Line: c.line, Msg: fmt.Sprintf("pair %s: either every pair has a direction (Mitchell: 3NS, 3EW) or none has", p)}
		}
		c.pairs[p] = true
	}
	return nil
}

// finish checks the whole file once read (declared sizes, phantom, the
// kind's pair numbering) and puts the movement in order.
func (c *customReader) finish() (*Movement, error) {
	m := c.m
	if len(m.Schedule) == 0 {
		return nil, &ParseError{Line: c.line, Msg: "no schedule lines (round,table,ns,ew,set)"}
	}
	if err := c.applyDeclaredSizes(); err != nil {
		return nil, err
	}
	if err := c.applyPhantom(); err != nil {
		return nil, err
	}
	if m.Kind == Mitchell && c.style != "directional" {
		return nil, &ParseError{Line: c.line, Field: "kind", Msg: "a Mitchell numbers its pairs with a direction (3NS, 3EW)"}
	}
	if m.Kind != Mitchell && m.Kind != Custom && c.style != "plain" {
		return nil, &ParseError{Line: c.line, Field: "kind", Msg: fmt.Sprintf("a %s numbers its pairs without a direction", m.Kind)}
	}
	c.sortPairsAndSchedule()
	if m.BoardsPerRound == 0 {
		m.BoardsPerRound = defaultBoardsPerRound(m.Rounds)
	}
	if err := m.CheckSize(); err != nil {
		return nil, err
	}
	m.Stations = cyclicStations(m)
	return m, nil
}

// applyDeclaredSizes lets declared tables, rounds and sets grow the
// movement beyond what the schedule uses, never shrink it.
func (c *customReader) applyDeclaredSizes() error {
	m := c.m
	for _, d := range []struct {
		name       string
		decl, used int
		grow       *int
	}{{"tables", c.declTables, m.Tables, &m.Tables}, {"rounds", c.declRounds, m.Rounds, &m.Rounds}, {"sets", c.declSets, m.BoardSets, &m.BoardSets}} {
		if d.decl == 0 {
			continue
		}
		if d.decl < d.used {
			return &ParseError{Line: c.line, Field: d.name, Msg: fmt.Sprintf("the file declares %d but the schedule uses %d", d.decl, d.used)}
		}
		*d.grow = d.decl
	}
	return nil
}

// applyPhantom sets the declared phantom, which must be one of the
// schedule's pairs, numbered like them.
func (c *customReader) applyPhantom() error {
	phantom := c.phantom
	if phantom == nil {
		return nil
	}
	if phantom.Direction != "" && c.style == "plain" || phantom.Direction == "" && c.style == "directional" {
		return &ParseError{Line: c.phantomLine, Field: "phantom", Msg: fmt.Sprintf("pair %s is numbered differently from the schedule's pairs", phantom)}
	}
	if !c.pairs[*phantom] {
		return &ParseError{Line: c.phantomLine, Field: "phantom", Msg: fmt.Sprintf("pair %s never appears in the schedule", phantom)}
	}
	c.m.Phantom = phantom
	return nil
}

// sortPairsAndSchedule lists the pairs (NS before EW, then by number) and
// puts the schedule in round and table order, keeping the file's order
// otherwise.
func (c *customReader) sortPairsAndSchedule() {
	m := c.m
	for p := range c.pairs {
		m.Pairs = append(m.Pairs, p)
	}
	sort.Slice(m.Pairs, func(i, j int) bool {
		a, b := m.Pairs[i], m.Pairs[j]
		if a.Direction != b.Direction {
			return a.Direction > b.Direction // NS before EW
		}
		return a.Number < b.Number
	})
	sort.SliceStable(m.Schedule, func(i, j int) bool {
		a, b := m.Schedule[i], m.Schedule[j]
		if a.Round != b.Round {
			return a.Round < b.Round
		}
		return a.Table < b.Table
	})
}

// ParseCustom reads a movement in the CustomFormat from a string.
func ParseCustom(s string) (*Movement, error) { return ReadCustom(strings.NewReader(s)) }

// isSettingKey reports whether text before a colon looks like a setting
// name (letters and hyphens), so a schedule line is never mistaken for one.
func isSettingKey(k string) bool {
	k = strings.TrimSpace(k)
	if k == "" {
		return false
	}
	for _, r := range k {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-') {
			return false
		}
	}
	return true
}

func count(line int, field, s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > maxCustomNumber {
		return 0, &ParseError{Line: line, Field: field, Msg: fmt.Sprintf("%q: want a whole number from 1 to %d", s, maxCustomNumber)}
	}
	return n, nil
}

func parsePair(line int, field, s string) (PairID, error) {
	u := strings.ToUpper(strings.TrimSpace(s))
	dir := ""
	if strings.HasSuffix(u, NS) || strings.HasSuffix(u, EW) {
		dir = u[len(u)-2:]
		u = strings.TrimSpace(u[:len(u)-2])
	}
	n, err := strconv.Atoi(u)
	if err != nil || n < 1 || n > maxCustomNumber {
		return PairID{}, &ParseError{Line: line, Field: field, Msg: fmt.Sprintf("%q: want a pair number from 1 to %d, with NS or EW in a Mitchell", s, maxCustomNumber)}
	}
	return PairID{n, dir}, nil
}

// WriteCustom writes a movement in the CustomFormat, so a director can take
// a generated movement as the start of their own.
func WriteCustom(w io.Writer, m *Movement) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "name: %s\n", strings.ReplaceAll(m.Name, "\n", " "))
	fmt.Fprintf(bw, "kind: %s\n", m.Kind)
	fmt.Fprintf(bw, "boards-per-round: %d\n", m.BoardsPerRound)
	fmt.Fprintf(bw, "tables: %d\nrounds: %d\nsets: %d\n", m.Tables, m.Rounds, m.BoardSets)
	if m.Phantom != nil {
		fmt.Fprintf(bw, "phantom: %s\n", m.Phantom.Key())
	}
	fmt.Fprintln(bw, "round,table,ns,ew,set,switched")
	for _, s := range m.Schedule {
		sw := "no"
		if s.ArrowSwitched {
			sw = "yes"
		}
		fmt.Fprintf(bw, "%d,%d,%s,%s,%d,%s\n", s.Round, s.Table, s.NS.Key(), s.EW.Key(), s.Set, sw)
	}
	return bw.Flush()
}
