package scoring

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// leadRanks are the card ranks in order, ten written T as files keep it.
const leadRanks = "AKQJT98765432"

// ParseLead reads the opening lead as a director writes it on a traveller
// or another program writes it in a results file — suit first ("SA", "♠A",
// "s a", "H10", "HT", "♥10", "♥T", "dk", "C2") or rank first as Compscore
// and others write it ("AS", "7D", "10S", "TC", "ah") — and gives it in the
// canonical form kept in files and the database: the suit letter (S, H, D
// or C) then the rank (A K Q J T 9 … 2), e.g. "SA", "HT". No letter is both
// a suit and a rank, so the order is never in doubt. An empty or blank text,
// or a dash, means the lead is unknown and gives "".
func ParseLead(s string) (_ string, err error) {
	defer invalid(&err)
	var b strings.Builder
	for _, r := range s {
		if !unicode.IsSpace(r) && r != '\uFE0F' && r != '\uFE0E' {
			b.WriteRune(unicode.ToUpper(r))
		}
	}
	rs := []rune(b.String())
	if len(rs) == 0 || string(rs) == "-" {
		return "", nil
	}
	fail := func(why string) (string, error) {
		return "", fmt.Errorf("lead %s: %s: expected a suit (S, H, D, C or ♠ ♥ ♦ ♣) and a rank (A K Q J 10 or T, 9 … 2), such as SA, ♥10, D7 or 7D", strconv.Quote(s), why)
	}
	suit, rank := leadSuit(rs[0]), string(rs[1:])
	if suit == 0 {
		// Rank first: the suit is the last character.
		suit, rank = leadSuit(rs[len(rs)-1]), string(rs[:len(rs)-1])
		if suit == 0 {
			return fail("the suit is missing or unknown")
		}
	}
	switch {
	case rank == "":
		return fail("the rank is missing")
	case rank == "10":
		rank = "T"
	case len(rank) != 1 || !strings.Contains(leadRanks, rank):
		return fail("the rank is unknown")
	}
	return string(suit) + rank, nil
}

// leadSuit is the suit letter a lead's suit is written with, or 0.
func leadSuit(r rune) byte {
	switch r {
	case 'S', '♠', '♤':
		return 'S'
	case 'H', '♥', '♡':
		return 'H'
	case 'D', '♦', '♢':
		return 'D'
	case 'C', '♣', '♧':
		return 'C'
	}
	return 0
}

// LeadSymbol gives a canonical lead for display, with the suit symbol and
// the ten written 10: "SA" → "♠A", "HT" → "♥10". Anything that is not a
// canonical lead is given back unchanged, so that a report never hides
// what was stored.
func LeadSymbol(lead string) string {
	if len(lead) != 2 || !strings.Contains(leadRanks, lead[1:]) {
		return lead
	}
	var suit string
	switch lead[0] {
	case 'S':
		suit = Spades.Symbol()
	case 'H':
		suit = Hearts.Symbol()
	case 'D':
		suit = Diamonds.Symbol()
	case 'C':
		suit = Clubs.Symbol()
	default:
		return lead
	}
	rank := lead[1:]
	if rank == "T" {
		rank = "10"
	}
	return suit + rank
}
