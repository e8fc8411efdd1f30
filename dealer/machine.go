package dealer

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// The files dealing machines and their programs read, as the deal-convert
// project (github.com/emkael/deal-convert, dealconvert/formats) describes
// and writes them: every board a fixed-size record, the boards in order.
//
//   - .bri: 128 bytes a board: North's, East's and South's 13 cards (West
//     has the rest) as two-digit numbers, 01 the ♠A … 13 the ♠2, 14 the
//     ♥A … 52 the ♣2; then 32 spaces and 18 NUL bytes. The boards are
//     1, 2, 3 … in order.
//   - .dge: 128 bytes a board: for North, East, South and West, each suit
//     (♠ ♥ ♦ ♣) as its mark (bytes 6, 3, 4, 5) followed by its cards
//     (AKQJT98765432); then 60 NUL bytes. The boards are 1, 2, 3 … in order.
//   - .dup (Duplimate): 156 bytes a board: its .bri and .dge cards (78 and
//     68 bytes), then 10 bytes that on the first board say the first board
//     number and how many follow ("YN1  0 16 ") and are NUL on the others.

// Machine formats, by file extension.
const (
	BRI = "bri"
	DGE = "dge"
	DUP = "dup"
)

// record sizes.
const (
	briCards, briSize = 78, 128
	dgeCards, dgeSize = 68, 128
	dupSize           = 156
)

// dgeMark is each suit's mark in a .dge record, spades first.
var dgeMark = [4]byte{6, 3, 4, 5}

// MachineFormat is the machine format a file name's extension names, or
// "" when it names none.
func MachineFormat(name string) string {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return ""
	}
	switch f := strings.ToLower(name[i+1:]); f {
	case BRI, DGE, DUP:
		return f
	}
	return ""
}

// WriteMachine writes deals in a machine format. The boards must follow
// each other, from board 1 for .bri and .dge (the files number them by
// position), from any board up to 99 for .dup.
func WriteMachine(w io.Writer, format string, deals []scoring.Deal) error {
	if err := checkRun(format, deals); err != nil {
		return err
	}
	var b bytes.Buffer
	for i, d := range deals {
		hands, err := handsOf(d)
		if err != nil {
			return err
		}
		switch format {
		case BRI:
			b.WriteString(briCardsOf(hands))
			b.WriteString(strings.Repeat(" ", 32))
			b.Write(make([]byte, 18))
		case DGE:
			b.Write(dgeCardsOf(hands))
			b.Write(make([]byte, dgeSize-dgeCards))
		case DUP:
			b.WriteString(briCardsOf(hands))
			b.Write(dgeCardsOf(hands))
			if i == 0 {
				fmt.Fprintf(&b, "YN%-2d 0 %02d ", d.Board, len(deals))
			} else {
				b.Write(make([]byte, 10))
			}
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// checkRun refuses boards a format cannot number.
func checkRun(format string, deals []scoring.Deal) error {
	if format != BRI && format != DGE && format != DUP {
		return fmt.Errorf("dealing-machine format %q: expected bri, dge or dup", format)
	}
	if len(deals) == 0 {
		return errors.New("no boards to write")
	}
	first := deals[0].Board
	if format != DUP && first != 1 {
		return fmt.Errorf("a .%s file numbers its boards from 1: deal boards 1-%d, not from board %d", format, len(deals), first)
	}
	if first < 1 || first > 99 || len(deals) > 99 {
		return fmt.Errorf("a .dup file holds at most 99 boards numbered 1 to 99, not %d from board %d", len(deals), first)
	}
	for i, d := range deals {
		if d.Board != first+i {
			return fmt.Errorf("a .%s file needs boards that follow each other: board %d comes after board %d", format, d.Board, deals[i-1].Board)
		}
	}
	return nil
}

// briCardsOf is North's, East's and South's cards as .bri numbers.
func briCardsOf(hands [4]Hand) string {
	var b strings.Builder
	for _, h := range hands[:3] {
		for c := Card(0); c < 52; c++ {
			if h.Has(c) {
				fmt.Fprintf(&b, "%02d", int(c)+1)
			}
		}
	}
	return b.String()
}

// dgeCardsOf is every hand's suits with their marks.
func dgeCardsOf(hands [4]Hand) []byte {
	var b []byte
	for _, h := range hands {
		for s := range 4 {
			b = append(b, dgeMark[s])
			b = append(b, h.Suit(s)...)
		}
	}
	return b
}

// ReadMachine reads a machine file's deals, with dealer and vulnerability
// by Law 2 from their board numbers. A record that does not hold 52
// different cards, 13 to each hand, is refused, naming its board.
func ReadMachine(format string, data []byte) (_ []scoring.Deal, err error) {
	defer invalid(&err)
	size := map[string]int{BRI: briSize, DGE: dgeSize, DUP: dupSize}[format]
	if size == 0 {
		return nil, fmt.Errorf("dealing-machine format %q: expected bri, dge or dup", format)
	}
	if len(data) == 0 || len(data)%size != 0 {
		return nil, fmt.Errorf("a .%s file is made of %d-byte boards; this one is %d bytes", format, size, len(data))
	}
	first := 1
	if format == DUP {
		n, err := dupFirstBoard(data[briCards+dgeCards : dupSize])
		if err != nil {
			return nil, err
		}
		first = n
	}
	var out []scoring.Deal
	for i := 0; i*size < len(data); i++ {
		rec := data[i*size : (i+1)*size]
		board := first + i
		var hands [4]Hand
		var err error
		if format == DGE {
			hands, err = parseDGE(rec[:dgeCards])
		} else {
			hands, err = parseBRI(rec[:briCards])
		}
		if err != nil {
			return nil, fmt.Errorf("board %d: %v", board, err)
		}
		d := dealOf(board, hands)
		if err := d.Check(); err != nil {
			return nil, fmt.Errorf("board %d: %v", board, err)
		}
		out = append(out, d)
	}
	return out, nil
}

// dupFirstBoard reads the first board number from a .dup header.
func dupFirstBoard(head []byte) (int, error) {
	if len(head) < 4 || head[0] != 'Y' {
		return 0, errors.New("the .dup file's first board has no header (YN…): not a .dup file")
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(head[2:4])))
	if err != nil || n < 1 {
		return 0, fmt.Errorf("the .dup header's first board %q is not a board number", head[2:4])
	}
	return n, nil
}

// parseBRI reads North's, East's and South's cards; West has the rest.
func parseBRI(rec []byte) ([4]Hand, error) {
	var hands [4]Hand
	var all Hand
	for i := range 39 {
		n, err := strconv.Atoi(string(rec[2*i : 2*i+2]))
		if err != nil || n < 1 || n > 52 {
			return hands, fmt.Errorf("card %d: %q is not a card number from 01 to 52", i+1, rec[2*i:2*i+2])
		}
		hands[i/13] |= 1 << (n - 1)
		all |= 1 << (n - 1)
	}
	hands[3] = Hand(1<<52-1) &^ all
	return hands, nil
}

// parseDGE reads four hands of suit marks and cards.
func parseDGE(rec []byte) ([4]Hand, error) {
	var hands [4]Hand
	hand, suit := -1, -1
	for _, c := range rec {
		if s := bytes.IndexByte(dgeMark[:], c); s >= 0 {
			if s == 0 {
				hand++
			}
			if hand > 3 || s != (suit+1)%4 {
				return hands, errors.New("the suits are not in order ♠ ♥ ♦ ♣ for each hand")
			}
			suit = s
			continue
		}
		r := strings.IndexByte(Ranks, c)
		if r < 0 || hand < 0 {
			return hands, fmt.Errorf("%q is not a card", c)
		}
		hands[hand] |= 1 << (suit*13 + r)
	}
	return hands, nil
}
