package scoring

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// String gives the strain's letter(s): "C", "D", "H", "S" or "NT".
func (s Strain) String() string {
	switch s {
	case Clubs:
		return "C"
	case Diamonds:
		return "D"
	case Hearts:
		return "H"
	case Spades:
		return "S"
	case NoTrump:
		return "NT"
	}
	return fmt.Sprintf("Strain(%d)", int(s))
}

// Symbol gives the strain as printed on travellers: ♣ ♦ ♥ ♠ or NT.
func (s Strain) Symbol() string {
	switch s {
	case Clubs:
		return "♣"
	case Diamonds:
		return "♦"
	case Hearts:
		return "♥"
	case Spades:
		return "♠"
	}
	return s.String()
}

// IsMajor reports whether the strain is hearts or spades.
func (s Strain) IsMajor() bool { return s == Hearts || s == Spades }

// String gives "", "X" or "XX".
func (d Doubling) String() string {
	switch d {
	case Doubled:
		return "X"
	case Redoubled:
		return "XX"
	}
	return ""
}

// PassedOut reports whether the contract stands for a passed-out board.
func (c Contract) PassedOut() bool { return c.Level == 0 }

// String gives the contract in ASCII, as files store it: "4S", "3NTX",
// "6HXX", or "PASS" for a passed-out board.
func (c Contract) String() string {
	if c.PassedOut() {
		return "PASS"
	}
	return strconv.Itoa(c.Level) + c.Strain.String() + c.Doubled.String()
}

// Symbol gives the contract with suit symbols for display: "4♠", "3NTX".
func (c Contract) Symbol() string {
	if c.PassedOut() {
		return "PASS"
	}
	return strconv.Itoa(c.Level) + c.Strain.Symbol() + c.Doubled.String()
}

// Valid reports whether the contract is a passed-out board (the zero
// Contract) or a bid contract of level 1 to 7 in a known strain.
func (c Contract) Valid() bool {
	if c.PassedOut() {
		return c == Contract{}
	}
	return c.Level >= 1 && c.Level <= 7 &&
		c.Strain >= Clubs && c.Strain <= NoTrump &&
		c.Doubled >= Undoubled && c.Doubled <= Redoubled
}

// PassedOut reports whether the board was passed out.
func (r Result) PassedOut() bool { return r.Contract.PassedOut() }

// Overtricks is the result relative to the contract: 0 when made exactly,
// positive for overtricks, negative for undertricks. It is 0 for a
// passed-out board.
func (r Result) Overtricks() int {
	if r.PassedOut() {
		return 0
	}
	return r.Tricks - 6 - r.Contract.Level
}

// Relative gives the result relative to the contract: "=", "+1", "-2"
// ("" for a passed-out board).
func (r Result) Relative() string {
	if r.PassedOut() {
		return ""
	}
	switch n := r.Overtricks(); {
	case n == 0:
		return "="
	case n > 0:
		return "+" + strconv.Itoa(n)
	default:
		return strconv.Itoa(n)
	}
}

// String gives the result in the canonical form ParseResult reads back:
// contract, declarer, relative result ("4SN+1", "3NTXE-2", "4SN=") or
// "PASS".
func (r Result) String() string {
	if r.PassedOut() {
		return "PASS"
	}
	return r.Contract.String() + r.Declarer.String() + r.Relative()
}

// NewResult builds a result from a contract, declarer and tricks taken, as
// results files give them separately, and checks that they make sense. A
// passed-out contract gives the passed-out result whatever the declarer and
// tricks.
func NewResult(c Contract, declarer Seat, tricks int) (_ Result, err error) {
	defer invalid(&err)
	if !c.Valid() {
		return Result{}, fmt.Errorf("contract %v is not a contract of level 1 to 7 in C, D, H, S or NT", c)
	}
	if c.PassedOut() {
		return Result{}, nil
	}
	if !declarer.Valid() {
		return Result{}, fmt.Errorf("%s: declarer must be N, E, S or W", c)
	}
	if tricks < 0 || tricks > 13 {
		return Result{}, fmt.Errorf("%s by %s: tricks must be 0 to 13, not %d", c, declarer, tricks)
	}
	return Result{Contract: c, Declarer: declarer, Tricks: tricks}, nil
}

// ParseResultFields builds a result from the separate contract, declarer
// and tricks fields of a results file, naming the field at fault in any
// error. Tricks may be tricks taken ("10") or relative to the contract ("=",
// "+1", "-2"). A passed-out contract needs no declarer or tricks.
func ParseResultFields(contract, declarer, tricks string) (_ Result, err error) {
	defer invalid(&err)
	c, err := ParseContract(contract)
	if err != nil {
		return Result{}, fmt.Errorf("contract %w", err)
	}
	if c.PassedOut() {
		return Result{}, nil
	}
	seat, err := ParseSeat(declarer)
	if err != nil {
		return Result{}, fmt.Errorf("declarer %q of %s: expected N, E, S or W", declarer, c)
	}
	p := newResultScanner(tricks)
	p.input = tricks
	if p.done() {
		return Result{}, fmt.Errorf("tricks of %s by %s: missing: expected tricks taken (0 to 13) or =, +1, -2", c, seat)
	}
	n, err := p.result(c)
	if err == nil && !p.done() {
		err = p.errorf("expected tricks taken (0 to 13) or =, +1, -2")
	}
	if err != nil {
		return Result{}, fmt.Errorf("tricks %w", err)
	}
	return Result{Contract: c, Declarer: seat, Tricks: n}, nil
}

// ParseContract reads a contract on its own, as results files give it: level
// 1-7, strain C D H S NT (also N, or a suit symbol ♣ ♦ ♥ ♠ ♧ ♢ ♡ ♤), then X
// or XX (also * or **) when doubled or redoubled; case and spaces do not
// matter. PASS, P and "passed out" give the passed-out contract.
func ParseContract(s string) (_ Contract, err error) {
	defer invalid(&err)
	p := newResultScanner(s)
	if p.passedOut() {
		return Contract{}, nil
	}
	c, err := p.contract()
	if err != nil {
		return Contract{}, err
	}
	p.skipSpace()
	if !p.done() {
		return Contract{}, p.errorf("unexpected %q after the contract %s", p.typedRest(), c)
	}
	return c, nil
}

// ParseResult reads a result the way directors type it: a contract (see
// ParseContract), the declarer (N, E, S, W) and the result, either as tricks
// taken (0-13) or relative to the contract (=, +1, -2; a Unicode minus or
// dash is fine). Declarer and result may come in either order, with or
// without spaces: "4SN+1", "4S N 11", "3NTX-2 E", "4♠=N", "3nt=s", "6HXXN=".
// PASS, P and "passed out" give the passed-out result.
func ParseResult(s string) (_ Result, err error) {
	defer invalid(&err)
	p := newResultScanner(s)
	if p.passedOut() {
		return Result{}, nil
	}
	c, err := p.contract()
	if err != nil {
		return Result{}, err
	}
	var (
		declarer  Seat
		tricks    int
		haveTrick bool
	)
	for {
		p.skipSpace()
		if p.done() {
			break
		}
		start := p.i
		switch r := p.peek(); {
		case r == 'N' || r == 'E' || r == 'S' || r == 'W':
			if declarer != 0 {
				return Result{}, p.errorf("two declarers (%s and %c): give just one", declarer, r)
			}
			declarer = Seat(r)
			p.i++
			// Accept the seat written out in full.
			if word := seatWords[declarer]; p.hasPrefix(word) {
				p.i += len(word)
			}
		case r == '=' || r == '+' || r == '-' || unicode.IsDigit(r):
			if haveTrick {
				return Result{}, p.errorf("two results (%s): give just one", strings.TrimSpace(string(p.rs[start:])))
			}
			t, err := p.result(c)
			if err != nil {
				return Result{}, err
			}
			tricks, haveTrick = t, true
		case declarer != 0 && haveTrick:
			return Result{}, p.errorf("unexpected %q after %s: the declarer and the result are already given", p.typedRest(), p.typedRead())
		default:
			return Result{}, p.errorf("unexpected %q after %s: expected the declarer (N, E, S or W) and the result (=, +1, -2 or tricks taken)", p.typedRest(), p.typedRead())
		}
	}
	if declarer == 0 {
		return Result{}, p.errorf("missing declarer: expected N, E, S or W")
	}
	if !haveTrick {
		return Result{}, p.errorf("missing result: expected =, +1, -2 or tricks taken (0 to 13)")
	}
	return Result{Contract: c, Declarer: declarer, Tricks: tricks}, nil
}

// resultScanner walks through a contract or result written by hand.
type resultScanner struct {
	input string // as given, for messages
	rs    []rune // upper-cased, with minus signs and dashes made ASCII
	// typed holds each rune of rs as it was typed, for messages that
	// quote the text: "q", not "Q".
	typed []rune
	i     int
}

func newResultScanner(s string) *resultScanner {
	rs := make([]rune, 0, len(s))
	typed := make([]rune, 0, len(s))
	for _, r := range strings.TrimSpace(s) {
		as := r
		switch r {
		case '\u2212', '\u2013', '\u2014', '\u2010', '\u2011': // minus, dashes, hyphens
			r = '-'
		case '\uFE0F', '\uFE0E': // emoji/text presentation selectors after suit symbols
			continue
		case '\u00D7': // multiplication sign for a double
			r = 'X'
		}
		rs = append(rs, unicode.ToUpper(r))
		typed = append(typed, as)
	}
	return &resultScanner{input: s, rs: rs, typed: typed}
}

// seatWords completes each seat's initial to its full name.
var seatWords = map[Seat]string{North: "ORTH", East: "AST", South: "OUTH", West: "EST"}

func (p *resultScanner) done() bool { return p.i >= len(p.rs) }

// hasPrefix reports whether the unread input starts with the ASCII word w.
func (p *resultScanner) hasPrefix(w string) bool {
	if len(p.rs)-p.i < len(w) {
		return false
	}
	for k := 0; k < len(w); k++ {
		if p.rs[p.i+k] != rune(w[k]) {
			return false
		}
	}
	return true
}

func (p *resultScanner) peek() rune { return p.rs[p.i] }

// typedRest is what is left to read, as typed.
func (p *resultScanner) typedRest() string { return string(p.typed[p.i:]) }

// typedRead is what has been read, as typed.
func (p *resultScanner) typedRead() string { return strings.TrimSpace(string(p.typed[:p.i])) }

func (p *resultScanner) skipSpace() {
	for !p.done() && unicode.IsSpace(p.peek()) {
		p.i++
	}
}

func (p *resultScanner) errorf(format string, args ...any) error {
	return errors.New(strconv.Quote(p.input) + ": " + fmt.Sprintf(format, args...))
}

// passedOut reports whether the whole input says the board was passed out.
func (p *resultScanner) passedOut() bool {
	switch strings.Join(strings.Fields(string(p.rs)), " ") {
	case "PASS", "P", "PASSED OUT", "PASSED", "PASSOUT", "PASSEDOUT", "PASS OUT", "ALL PASS":
		return true
	}
	return false
}

// digits reads a run of decimal digits; ok is false when there is none.
// Numbers too long to matter are reported as -1 so that range checks fail.
func (p *resultScanner) digits() (n int, ok bool) {
	start := p.i
	for !p.done() && p.peek() >= '0' && p.peek() <= '9' {
		p.i++
	}
	if p.i == start {
		return 0, false
	}
	n, err := strconv.Atoi(string(p.rs[start:p.i]))
	if err != nil {
		return -1, true
	}
	return n, true
}

// contract reads level, strain and doubling.
func (p *resultScanner) contract() (Contract, error) {
	p.skipSpace()
	if p.done() {
		return Contract{}, p.errorf("empty: expected a contract such as 4S or 3NTX, or PASS")
	}
	level, ok := p.digits()
	if !ok {
		return Contract{}, p.errorf("a contract starts with its level 1 to 7 (or is PASS)")
	}
	if level < 1 || level > 7 {
		return Contract{}, p.errorf("level must be 1 to 7")
	}
	p.skipSpace()
	if p.done() {
		return Contract{}, p.errorf("missing strain after level %d: expected C, D, H, S or NT", level)
	}
	var strain Strain
	switch p.peek() {
	case 'C', '♣', '♧':
		strain = Clubs
	case 'D', '♦', '♢':
		strain = Diamonds
	case 'H', '♥', '♡':
		strain = Hearts
	case 'S', '♠', '♤':
		strain = Spades
	case 'N':
		strain = NoTrump
		if p.i+1 < len(p.rs) && p.rs[p.i+1] == 'T' {
			p.i++
		}
	default:
		return Contract{}, p.errorf("strain %q is unknown: expected C, D, H, S or NT", string(p.peek()))
	}
	p.i++
	p.skipSpace()
	var doubled Doubling
	for !p.done() && (p.peek() == 'X' || p.peek() == '*') {
		doubled++
		p.i++
	}
	if doubled > Redoubled {
		return Contract{}, p.errorf("doubling must be X (doubled) or XX (redoubled)")
	}
	return Contract{Level: level, Strain: strain, Doubled: doubled}, nil
}

// result reads "=", "+n", "-n" or tricks taken, and returns tricks taken.
func (p *resultScanner) result(c Contract) (int, error) {
	need := c.Level + 6
	switch r := p.peek(); r {
	case '=':
		p.i++
		return need, nil
	case '+', '-':
		p.i++
		n, ok := p.digits()
		if !ok {
			return 0, p.errorf("result %c must be followed by a number of tricks, e.g. %c1", r, r)
		}
		if r == '+' {
			if n < 0 || need+n > 13 {
				return 0, p.errorf("result +%d is impossible: %s needs %d tricks, so at most +%d", n, c, need, 13-need)
			}
			return need + n, nil
		}
		if n < 0 || n > need {
			return 0, p.errorf("result -%d is impossible: %s can go at most %d down", n, c, need)
		}
		return need - n, nil
	}
	n, ok := p.digits()
	if !ok {
		return 0, p.errorf("expected tricks taken (0 to 13) or =, +1, -2")
	}
	if n < 0 || n > 13 {
		return 0, p.errorf("tricks must be 0 to 13")
	}
	return n, nil
}
