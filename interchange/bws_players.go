package interchange

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// handColumns are HandRecord's columns for the hands, North's spades to
// West's clubs, in the order a deal's Hands and PBN hold them.
var handColumns = func() []string {
	var cols []string
	for _, seat := range []string{"North", "East", "South", "West"} {
		for _, suit := range []string{"Spades", "Hearts", "Diamonds", "Clubs"} {
			cols = append(cols, seat+suit)
		}
	}
	return cols
}()

// readHands reads HandRecord, by section: each suit's cards as ranks
// ("AKQ", the ten as 10 or T). The hands play no part in the score: one
// that cannot be read is left out with a note, unless the caller wants
// the hands (strict).
func (f *bwsFile) readHands(strict bool) (map[int][]scoring.Deal, error) {
	rows, _, err := f.table("HandRecord", append([]string{"Section", "Board"}, handColumns...)...)
	if err != nil {
		if strict {
			return nil, err
		}
		f.note("HandRecord cannot be read, left out: %v", err)
		return nil, nil
	}
	out := map[int][]scoring.Deal{}
	seen := map[[2]int]bool{}
	for _, r := range rows {
		sec, board := num(r[0]), num(r[1])
		if board < 1 || board > maxBoard {
			f.note("HandRecord: board %d of section %s is no board number, left out", board, f.letter(sec))
			continue
		}
		if seen[[2]int{sec, board}] {
			f.note("HandRecord: board %d of section %s is given twice: the first is read", board, f.letter(sec))
			continue
		}
		seen[[2]int{sec, board}] = true
		d := scoring.Deal{Board: board, Dealer: scoring.Dealer(board), Vul: scoring.Vul(board)}
		for h := range 4 {
			suits := make([]string, 4)
			known := false
			for s := range 4 {
				suits[s] = scoring.Holding(text(r[2+4*h+s]))
				known = known || suits[s] != ""
			}
			if known {
				d.Hands[h] = strings.Join(suits, ".")
			}
		}
		if !d.Known() {
			continue
		}
		if err := d.Check(); err != nil {
			if strict {
				return nil, f.errf("HandRecord", "board %d of section %s: %v", board, f.letter(sec), err)
			}
			f.note("HandRecord: board %d of section %s: %v: its hands are left out", board, f.letter(sec), err)
			continue
		}
		out[sec] = append(out[sec], d)
	}
	for _, deals := range out {
		slices.SortFunc(deals, func(a, b scoring.Deal) int { return cmp.Compare(a.Board, b.Board) })
	}
	return out, nil
}

// bwsPlayer is a player keyed in at a table: a PlayerNumbers row.
type bwsPlayer struct {
	section, table, round int
	seat                  scoring.Seat
	number, name          string
}

type bwsPlayers []bwsPlayer

// readPlayers reads the players keyed in at the tables (PlayerNumbers),
// with their names from the club's list (PlayerNames) where the table
// gave only a number. Players play no part in the score: a list that
// cannot be read is left out with a note.
func (f *bwsFile) readPlayers() bwsPlayers {
	rows, _, err := f.table("PlayerNumbers", "Section", "Table", "Direction", "Number", "Name", "Round")
	if err != nil {
		f.note("PlayerNumbers cannot be read, left out: %v", err)
		return nil
	}
	var names map[string]string
	var out bwsPlayers
	for _, r := range rows {
		p := bwsPlayer{section: num(r[0]), table: num(r[1]), round: max(num(r[5]), 1), number: text(r[3]), name: text(r[4])}
		seat, err := scoring.ParseSeat(text(r[2]))
		if err != nil || (p.number == "" && p.name == "") {
			continue
		}
		p.seat = seat
		if p.name == "" {
			if names == nil {
				names = f.clubList()
			}
			p.name = names[strings.ToLower(p.number)]
		}
		if p.name != "" {
			out = append(out, p)
		}
	}
	return out
}

// clubList is PlayerNames: each member's name by number (strID, or the
// number ID where strID is empty).
func (f *bwsFile) clubList() map[string]string {
	out := map[string]string{}
	rows, _, err := f.table("PlayerNames", "ID", "Name", "strID")
	if err != nil {
		f.note("PlayerNames cannot be read, left out: %v", err)
		return out
	}
	for _, r := range rows {
		name, id := text(r[1]), text(r[2])
		if id == "" && r[0] != nil {
			id = strconv.Itoa(num(r[0]))
		}
		if name != "" && id != "" {
			out[strings.ToLower(id)] = name
		}
	}
	return out
}

// name gives the section's pairs their players' names, and the file its
// players' numbers: each player is of the pair seated at their table and
// side in the round they were keyed in (RoundData, or the results where
// the movement is missing), North or East first. A pair's players are
// those keyed in first.
func (ps bwsPlayers) name(rf *ResultsFile, sec *bwsSection, f *bwsFile) {
	if len(ps) == 0 {
		return
	}
	seated := map[[3]int][2]int{} // section, table, round → NS, EW
	for _, s := range f.seating {
		seated[[3]int{s.section, s.table, s.round}] = [2]int{s.ns, s.ew}
	}
	for _, r := range f.results {
		k := [3]int{r.section, r.table, r.round}
		if _, ok := seated[k]; !ok && !r.erased {
			seated[k] = [2]int{r.ns, r.ew}
		}
	}
	pairAt := map[pairKey]int{}
	for i, p := range rf.Session.Pairs {
		pairAt[pairKey{p.ID, p.Direction}] = i
	}
	sorted := slices.Clone(ps)
	slices.SortStableFunc(sorted, func(a, b bwsPlayer) int {
		return cmp.Or(cmp.Compare(a.round, b.round), cmp.Compare(a.table, b.table), cmp.Compare(seatOrder(a.seat), seatOrder(b.seat)))
	})
	type slot struct{ first, second string }
	names := map[int]*slot{}
	for _, p := range sorted {
		if p.section != sec.id {
			continue
		}
		at, ok := seated[[3]int{p.section, p.table, p.round}]
		if !ok {
			continue
		}
		num, dir := at[0], "NS"
		if p.seat == scoring.East || p.seat == scoring.West {
			num, dir = at[1], "EW"
		}
		// A pair is its number and direction, or its number alone in one
		// field; in one field of pairs numbered each way, 3NS and 3EW.
		id := strconv.Itoa(num)
		i, ok := pairAt[pairKey{id, dir}]
		for _, k := range []pairKey{{id, ""}, {id + dir, ""}} {
			if !ok {
				i, ok = pairAt[k]
			}
		}
		if !ok {
			continue
		}
		s := names[i]
		if s == nil {
			s = &slot{}
			names[i] = s
		}
		first := p.seat == scoring.North || p.seat == scoring.East
		switch {
		case first && s.first == "":
			s.first = p.name
		case !first && s.second == "":
			s.second = p.name
		default:
			continue // a substitute keyed in later: the pair keeps its players
		}
		if p.number != "" {
			if rf.Numbers == nil {
				rf.Numbers = map[string]string{}
			}
			rf.Numbers[p.name] = p.number
		}
	}
	for i, s := range names {
		var n []string
		for _, x := range []string{s.first, s.second} {
			if x != "" {
				n = append(n, x)
			}
		}
		rf.Session.Pairs[i].Names = n
	}
}

func seatOrder(s scoring.Seat) int { return strings.IndexByte("NESW", byte(s)) }
