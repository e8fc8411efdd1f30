package scoring

import (
	"fmt"
	"strings"
)

// Deal is a board's hand record: its number, dealer and vulnerability, the
// four hands, and what each declarer makes double dummy once the deal has
// been analysed. It is the one deal type of every package: dealt, read
// from a file, stored, analysed and printed.
type Deal struct {
	Board  int
	Dealer Seat
	Vul    Vulnerability
	// Hands are North, East, South and West in PBN notation
	// ("AKQ.JT9.876.5432": spades, hearts, diamonds, clubs, high to low,
	// the ten as T, a void empty); "" when that hand is unknown.
	Hands [4]string
	// DD and Par are the deal's double-dummy analysis, nil when it has
	// not been made.
	DD  *DDTable
	Par *Par
}

// handRanks are the cards of a suit from the ace down, as PBN writes them.
const handRanks = "AKQJT98765432"

// PBN gives the deal as PBN's Deal tag holds it, North first, "-" for an
// unknown hand: "N:AKQ.JT9.876.5432 … … …".
func (d Deal) PBN() string {
	var b strings.Builder
	b.WriteString("N:")
	for i, h := range d.Hands {
		if i > 0 {
			b.WriteByte(' ')
		}
		if h == "" {
			h = "-"
		}
		b.WriteString(h)
	}
	return b.String()
}

// ParseHands reads the four hands of PBN's Deal tag as programs write it:
// the first seat and a colon, then the hands clockwise from it, "-" for
// an unknown hand ("E:AKQ.JT9.876.5432 - … …"). Each suit is read as
// Holding reads it; the hands are not checked (see Deal.Check).
func ParseHands(s string) (_ [4]string, err error) {
	defer invalid(&err)
	var hands [4]string
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[1] != ':' {
		return hands, fmt.Errorf("deal %q: expected the first seat and a colon, e.g. \"N:AKQ.JT9.876.5432 ...\"", s)
	}
	first, err := ParseSeat(s[:1])
	if err != nil {
		return hands, fmt.Errorf("deal %q: first seat %q: expected N, E, S or W", s, s[:1])
	}
	f := strings.Fields(s[2:])
	if len(f) != 4 {
		return hands, fmt.Errorf("deal has %d hands: expected 4 (use - for an unknown hand)", len(f))
	}
	start := 0
	for i, seat := range ddSeats {
		if seat == first {
			start = i
		}
	}
	for i, h := range f {
		if h == "-" {
			continue
		}
		suits := strings.Split(h, ".")
		for j, cards := range suits {
			suits[j] = Holding(cards)
		}
		hands[(start+i)%4] = strings.Join(suits, ".")
	}
	return hands, nil
}

// Holding gives one suit's cards as PBN writes them: in upper case with
// the ten as T, and a void empty however a program writes it ("-", "—",
// "–", "void").
func Holding(cards string) string {
	c := strings.ToUpper(strings.Join(strings.Fields(cards), ""))
	if strings.Trim(c, "-\u2013\u2014") == "" || c == "VOID" {
		return ""
	}
	return strings.ReplaceAll(c, "10", "T")
}

// Known says whether any hand of the deal is known.
func (d Deal) Known() bool { return d.Hands != [4]string{} }

// Missing gives the first seat whose hand is unknown, and false when all
// four are known (a deal double dummy can solve needs them all).
func (d Deal) Missing() (Seat, bool) {
	for i, h := range d.Hands {
		if h == "" {
			return ddSeats[i], true
		}
	}
	return 0, false
}

// Check reports hands that cannot be a deal: a hand that is not four
// suits of cards, thirteen in all, or a card dealt twice. An unknown hand
// is passed over.
func (d Deal) Check() (err error) {
	defer invalid(&err)
	seen := map[string]Seat{}
	for i, h := range d.Hands {
		if h == "" {
			continue
		}
		seat := ddSeats[i]
		suits := strings.Split(h, ".")
		if len(suits) != 4 {
			return fmt.Errorf("%s hand %q: expected four suits separated by dots (spades.hearts.diamonds.clubs)", seat, h)
		}
		count := 0
		for si, cards := range suits {
			if len(cards) > 13 {
				return fmt.Errorf("%s hand %q: too many cards in one suit", seat, h)
			}
			for _, c := range cards {
				if c == '1' {
					return fmt.Errorf("%s hand %q: write the ten as T", seat, h)
				}
				if !strings.ContainsRune(handRanks, c) {
					return fmt.Errorf("%s hand %q: %q is not a card (expected AKQJT98765432)", seat, h, c)
				}
				card := string("SHDC"[si]) + string(c)
				if other, dup := seen[card]; dup {
					return fmt.Errorf("the %s is dealt twice (%s and %s)", card, other, seat)
				}
				seen[card] = seat
				count++
			}
		}
		if count != 13 {
			return fmt.Errorf("%s hand %q has %d cards: expected 13", seat, h, count)
		}
	}
	return nil
}
