package interchange

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"bridgescore/scoring"
)

// USEBIO's individual event (EVENT_TYPE="INDIVIDUAL", the EBU's example
// file): PARTICIPANTS holds PLAYERs (PLAYER_NUMBER, PLAYER_NAME), each
// BOARD its TRAVELLER_LINEs with N_PLAYER_NUMBER, E_PLAYER_NUMBER,
// S_PLAYER_NUMBER and W_PLAYER_NUMBER beside the pairs' result fields.

// individualSeatElement places the player elements in the seats' order.
var individualSeatElement = map[string]int{"N_PLAYER_NUMBER": 0, "E_PLAYER_NUMBER": 1, "S_PLAYER_NUMBER": 2, "W_PLAYER_NUMBER": 3}

// usebioIndReader is one reading of an individual's USEBIO file.
type usebioIndReader struct {
	dec    *xml.Decoder
	name   string
	f      *IndividualFile
	raw    []rawLine
	player *scoring.IndividualPlayer
	line   *rawLine
	board  string
	text   strings.Builder
	inPart bool
}

// ReadIndividualUSEBIO reads an individual's USEBIO file.
func ReadIndividualUSEBIO(r io.Reader) (*IndividualFile, error) {
	return readIndividualUSEBIO(r, "")
}

func readIndividualUSEBIO(r io.Reader, name string) (*IndividualFile, error) {
	dec := xml.NewDecoder(io.LimitReader(r, maxFileSize))
	dec.Strict = false
	dec.CharsetReader = charsetReader
	u := &usebioIndReader{dec: dec, name: name, f: &IndividualFile{}}
	u.f.Session.Method = scoring.Matchpoints
	if err := u.read(); err != nil {
		return nil, err
	}
	b := &individualBuilder{sessionBuilder: sessionBuilder{file: name}, known: map[string]bool{}}
	for _, p := range u.f.Session.Players {
		if p.ID != "" && !b.known[p.ID] {
			b.known[p.ID] = true
			b.players = append(b.players, p)
		}
	}
	b.listed = len(b.players) > 0
	if len(u.raw) == 0 {
		return nil, newParseError(name, 0, "TRAVELLER_LINE", "no traveller line: nothing to score")
	}
	if joined, ok := joinTwinLines(u.raw, b.known); ok {
		u.raw = joined
		b.notes = append(b.notes, twinNote)
	}
	if err := b.addLines(u.raw); err != nil {
		return nil, err
	}
	u.f.Session.Players, u.f.Session.Lines = b.players, b.lines
	u.f.Warnings = append(u.f.Warnings, b.notes...)
	return u.f, nil
}

// read walks the file's elements.
func (u *usebioIndReader) read() error {
	sawEvent := false
	for {
		tok, err := u.dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			line, _ := u.dec.InputPos()
			return newParseError(u.name, line, "", fmt.Sprintf("not well-formed XML: %v", err))
		}
		switch e := tok.(type) {
		case xml.StartElement:
			u.text.Reset()
			if e.Name.Local == "EVENT" {
				sawEvent = true
				if t := attr(e, "EVENT_TYPE"); !strings.EqualFold(t, "INDIVIDUAL") {
					return newParseError(u.name, u.at(), "EVENT", fmt.Sprintf("event type %q: not an individual", clip(t)))
				}
			}
			u.start(e.Name.Local)
		case xml.CharData:
			if u.text.Len() < 4096 {
				u.text.Write(e)
			}
		case xml.EndElement:
			u.end(e.Name.Local, strings.TrimSpace(u.text.String()))
			u.text.Reset()
		}
	}
	if !sawEvent {
		return newParseError(u.name, 0, "EVENT", "no EVENT: not a USEBIO results file")
	}
	return nil
}

func (u *usebioIndReader) at() int {
	line, _ := u.dec.InputPos()
	return line
}

func attr(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return strings.TrimSpace(a.Value)
		}
	}
	return ""
}

// start opens the elements that hold others.
func (u *usebioIndReader) start(name string) {
	switch name {
	case "PARTICIPANTS":
		u.inPart = true
	case "PLAYER":
		if u.inPart {
			u.player = &scoring.IndividualPlayer{}
		}
	case "TRAVELLER_LINE":
		u.line = &rawLine{line: u.at(), where: "TRAVELLER_LINE", board: u.board, individual: true}
	}
}

// end takes an element's value, or closes what it held.
func (u *usebioIndReader) end(name, text string) {
	switch {
	case name == "PARTICIPANTS":
		u.inPart = false
	case name == "PLAYER" && u.player != nil:
		u.f.Session.Players = append(u.f.Session.Players, *u.player)
		u.player = nil
	case u.player != nil:
		u.playerField(name, text)
	case name == "TRAVELLER_LINE" && u.line != nil:
		l := *u.line
		l.ns, l.ew = l.players[0]+"&"+l.players[2], l.players[1]+"&"+l.players[3]
		l.score = splitScore(l)
		u.raw = append(u.raw, l)
		u.line = nil
	case u.line != nil:
		u.lineField(name, text)
	case name == "BOARD_NUMBER":
		u.board = text
	default:
		u.eventField(name, text)
	}
}

func (u *usebioIndReader) playerField(name, text string) {
	switch name {
	case "PLAYER_NUMBER":
		u.player.ID = text
	case "PLAYER_NAME":
		u.player.Name = text
	}
}

func (u *usebioIndReader) eventField(name, text string) {
	switch name {
	case "CLUB_NAME":
		u.f.Club = text
	case "EVENT_DESCRIPTION":
		u.f.Name = text
	case "DATE":
		u.f.Date = text
	case "PROGRAM_NAME":
		u.f.ProgramName = text
	case "BOARD_SCORING_METHOD":
		switch strings.ToUpper(text) {
		case "IMPS", "CROSS_IMPS", "CROSS_IMP":
			u.f.Session.Method = scoring.CrossIMPs
		case "BUTLER", "BUTLER_IMPS":
			u.f.Session.Method = scoring.Butler
		}
	}
}

// lineField reads a traveller line's field as the pairs reader does.
func (u *usebioIndReader) lineField(name, text string) {
	l := u.line
	if k, ok := individualSeatElement[name]; ok {
		l.players[k] = text
		return
	}
	if f := lineFieldOf(name); f != fieldNS && f != fieldEW {
		l.set(f, text)
	}
}

// twinNote says how a file written as the EBU's example was read.
const twinNote = "each table's result is written on two lines, each naming two of its players as North and East " +
	"(South and West numbered but not among the players): read as one line a table, " +
	"the second line's North and East sitting South and West"

// joinTwinLines reads the notation of the EBU's own USEBIO individual
// example ("An example individual file", USEBIO 1.1): each table's result
// is written on two consecutive lines, each naming two of the table's four
// players as North and East, their South and West numbers made up
// (ten times North's number plus 1, ten times East's plus 2) and listed
// nowhere (some happen to be another player's number: 12 for player 1's
// West). A table is then the first line's North and East with the second
// line's North and East sitting South and West; the file's matchpoints and
// percentages are those of that reading, each board matchpointed among its
// tables. It is read so only when the file cannot be read as written: every
// line's North and East are players the file ranks, some South or West is
// not (read as written, that line would be refused), and every line has
// its twin, the next line, on the same board with the same result and two
// other players. Otherwise the lines are read as written.
func joinTwinLines(raw []rawLine, known map[string]bool) ([]rawLine, bool) {
	if len(known) == 0 || len(raw) == 0 || len(raw)%2 != 0 {
		return nil, false
	}
	unlisted := false
	for _, l := range raw {
		if !known[l.players[0]] || !known[l.players[1]] {
			return nil, false
		}
		unlisted = unlisted || !known[l.players[2]] || !known[l.players[3]]
	}
	if !unlisted {
		return nil, false
	}
	joined := make([]rawLine, 0, len(raw)/2)
	for i := 0; i < len(raw); i += 2 {
		a, b := raw[i], raw[i+1]
		if !sameResult(&a, &b) {
			return nil, false
		}
		a.players[2], a.players[3] = b.players[0], b.players[1]
		seen := map[string]bool{}
		for _, p := range a.players {
			seen[p] = true
		}
		if len(seen) != 4 {
			return nil, false
		}
		a.ns, a.ew = a.players[0]+"&"+a.players[2], a.players[1]+"&"+a.players[3]
		joined = append(joined, a)
	}
	return joined, true
}

// sameResult is true when two lines record one table's result.
func sameResult(a, b *rawLine) bool {
	return a.board == b.board && a.score == b.score && a.nsScore == b.nsScore && a.ewScore == b.ewScore &&
		a.contr == b.contr && a.decl == b.decl && a.tricks == b.tricks && a.lead == b.lead
}
