// Package dealer deals bridge boards at random: every one of the
// 52!/(13!)⁴ deals is equally likely (Law 6), from the operating system's
// cryptographic generator or, for a set that has to be made again, from a
// stated seed. Dealer and vulnerability follow the board number (Law 2).
package dealer

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"math/bits"
	mrand "math/rand/v2"
	"strings"

	"bridgescore/scoring"
)

// Ranks from the ace down, as PBN writes them.
const Ranks = "AKQJT98765432"

// Suits in PBN's order: spades, hearts, diamonds, clubs.
const Suits = "SHDC"

// A Card is a suit (0 spades … 3 clubs) times 13 plus a rank (0 ace … 12 two).
type Card uint8

// Suit is 0 for spades, 1 hearts, 2 diamonds, 3 clubs.
func (c Card) Suit() int { return int(c) / 13 }

// Rank is 0 for the ace down to 12 for the two.
func (c Card) Rank() int { return int(c) % 13 }

// String gives the card as "SA", "HT", "C2".
func (c Card) String() string {
	return string(Suits[c.Suit()]) + string(Ranks[c.Rank()])
}

// A Hand is a set of cards, one bit a card.
type Hand uint64

// Has reports whether the hand holds the card.
func (h Hand) Has(c Card) bool { return h&(1<<c) != 0 }

// Len is the number of cards in the hand.
func (h Hand) Len() int { return bits.OnesCount64(uint64(h)) }

// HCP is the hand's high-card points: ace 4, king 3, queen 2, jack 1.
func (h Hand) HCP() int {
	n := 0
	for s := range 4 {
		for r, p := range [4]int{4, 3, 2, 1} {
			if h.Has(Card(s*13 + r)) {
				n += p
			}
		}
	}
	return n
}

// Suit gives the ranks held in suit s (0 spades … 3 clubs), highest first:
// "AKJ4", or "" for a void.
func (h Hand) Suit(s int) string {
	var b strings.Builder
	for r := range 13 {
		if h.Has(Card(s*13 + r)) {
			b.WriteByte(Ranks[r])
		}
	}
	return b.String()
}

// PBN gives the hand as PBN writes it: "AKQ.JT9.876.5432".
func (h Hand) PBN() string {
	return h.Suit(0) + "." + h.Suit(1) + "." + h.Suit(2) + "." + h.Suit(3)
}

// dealOf gives four sets of cards as a board's deal, with its dealer and
// vulnerability by Law 2.
func dealOf(board int, hands [4]Hand) scoring.Deal {
	d := scoring.Deal{Board: board, Dealer: scoring.Dealer(board), Vul: scoring.Vul(board)}
	for i, h := range hands {
		d.Hands[i] = h.PBN()
	}
	return d
}

// handsOf gives a deal's hands as sets of cards, refusing a deal that is
// not 52 different cards, 13 to each hand.
func handsOf(d scoring.Deal) ([4]Hand, error) {
	var hands [4]Hand
	if seat, missing := d.Missing(); missing {
		return hands, fmt.Errorf("board %d: the %s hand is not known", d.Board, seat)
	}
	if err := d.Check(); err != nil {
		return hands, fmt.Errorf("board %d: %v", d.Board, err)
	}
	return cardsOf(d), nil
}

// cardsOf gives the hands of a deal already checked as sets of cards.
func cardsOf(d scoring.Deal) [4]Hand {
	var hands [4]Hand
	for i, h := range d.Hands {
		for s, ranks := range strings.Split(h, ".") {
			for _, r := range ranks {
				hands[i] |= 1 << (s*13 + strings.IndexRune(Ranks, r))
			}
		}
	}
	return hands
}

// A Source gives uniformly distributed 64-bit numbers.
type Source interface{ Uint64() uint64 }

// A Dealer deals boards from a source of random numbers.
type Dealer struct {
	src  Source
	seed uint64
	// Seeded tells whether the deals can be made again from Seed.
	Seeded bool
}

// New gives a dealer drawing on the operating system's cryptographic
// generator (crypto/rand): nobody can foresee or repeat its deals.
func New() *Dealer { return &Dealer{src: &cryptoSource{}} }

// NewSeeded gives a dealer whose deals are fixed by seed: the same seed
// deals the same boards on any computer, for a set that has to be made
// again. Its generator is ChaCha8, whose output is fixed by its
// specification.
func NewSeeded(seed uint64) *Dealer {
	var key [32]byte
	copy(key[:], "bridgescore deal")
	binary.LittleEndian.PutUint64(key[24:], seed)
	return &Dealer{src: mrand.NewChaCha8(key), seed: seed, Seeded: true}
}

// NewFrom gives a dealer drawing on src (for tests of the dealing itself).
func NewFrom(src Source) *Dealer { return &Dealer{src: src} }

// Seed is the seed of a seeded dealer.
func (d *Dealer) Seed() uint64 { return d.seed }

// Deal deals one board: a Fisher–Yates shuffle of the 52 cards, so each
// deal has the same chance, then 13 cards to each hand.
func (d *Dealer) Deal(board int) scoring.Deal {
	var deck [52]Card
	for i := range deck {
		deck[i] = Card(i)
	}
	for i := 51; i > 0; i-- {
		j := d.below(uint64(i + 1))
		deck[i], deck[j] = deck[j], deck[i]
	}
	var hands [4]Hand
	for i, c := range deck {
		hands[i/13] |= 1 << c
	}
	return dealOf(board, hands)
}

// Boards deals one board for each number in boards.
func (d *Dealer) Boards(boards []int) []scoring.Deal {
	out := make([]scoring.Deal, len(boards))
	for i, b := range boards {
		out[i] = d.Deal(b)
	}
	return out
}

// below gives a number in [0, n) with every value equally likely
// (Lemire's multiply-and-reject): a plain remainder would favour the
// small values.
func (d *Dealer) below(n uint64) uint64 {
	hi, lo := bits.Mul64(d.src.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(d.src.Uint64(), n)
		}
	}
	return hi
}

// cryptoSource reads crypto/rand a block at a time: one call per number
// would spend most of the dealing time in the call.
type cryptoSource struct {
	buf [512]byte
	pos int
}

func (s *cryptoSource) Uint64() uint64 {
	if s.pos == 0 || s.pos >= len(s.buf) {
		// crypto/rand.Read never fails (Go 1.24): the program stops
		// rather than deal from a broken generator.
		_, _ = rand.Read(s.buf[:])
		s.pos = 0
	}
	v := binary.LittleEndian.Uint64(s.buf[s.pos:])
	s.pos += 8
	return v
}
