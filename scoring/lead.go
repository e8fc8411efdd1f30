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
// — "SA", "♠A", "s a", "H10", "HT", "♥10", "dk", "C2" — and gives it in the
// canonical form kept in files and the database: the suit letter (S, H, D
// or C) then the rank (A K Q J T 9 … 2), e.g. "SA", "HT". An empty or blank
// text means the lead is unknown and gives "".
func ParseLead(s string) (string, error) {
	var b strings.Builder
	for _, r := range s {
		if !unicode.IsSpace(r) {
			b.WriteRune(unicode.ToUpper(r))
		}
	}
	rs := []rune(b.String())
	if len(rs) == 0 {
		return "", nil
	}
	fail := func(why string) (string, error) {
		return "", fmt.Errorf("lead %s: %s: expected a suit (S, H, D, C or ♠ ♥ ♦ ♣) then a rank (A K Q J 10 or T, 9 … 2), such as SA, ♥10 or D7", strconv.Quote(s), why)
	}
	var suit byte
	switch rs[0] {
	case 'S', '♠', '♤':
		suit = 'S'
	case 'H', '♥', '♡':
		suit = 'H'
	case 'D', '♦', '♢':
		suit = 'D'
	case 'C', '♣', '♧':
		suit = 'C'
	default:
		return fail("the suit is missing or unknown")
	}
	rank := string(rs[1:])
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
