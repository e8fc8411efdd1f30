package reports

import (
	"fmt"
	"strings"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// Results is everything printed about one scored session.
type Results struct {
	Club  string
	Event string
	Date  string
	// MovementName describes the movement in a few words, e.g.
	// "Mitchell, 7 tables, 7 rounds of 4 boards".
	MovementName string
	// Standings is the scored session: boards with points and the ranking.
	Standings *scoring.Standings
	// Provisional says, while results are still to come, how far they
	// have come ("provisional: 16 of 196 results"): every report of
	// results prints it, so that no page printed mid-evening looks final.
	// "" for final results.
	Provisional string
	// Session is the session as entered, when known. The reports take
	// names and numbers from Standings; Session travels with them for
	// callers that print and export from the same Results.
	Session *scoring.Session
	// Deals holds each board's deal, by board number, when known: its
	// hands and, once analysed, its makeable contracts and par.
	Deals map[int]scoring.Deal
	// Movement, when known, places each line in its round and table on the
	// score cards, and gives the guide cards.
	Movement *movements.Movement
	// Sections are the movements of a session of several sections, each
	// lettered, in order: the guide cards are printed section by section.
	// Movement is then nil.
	Sections []*movements.Movement
	// ParIMPs adds to each score card every board's result against the
	// board's par, in IMPs from the pair's side, with their sum: an
	// optional extra that needs the boards' analysis and changes no
	// ranking.
	ParIMPs bool
	// TableCodes, when set, puts on each table's guide card the address
	// its phones enter results at, as a QR code and as text, with the
	// table's access code (by table number).
	TableCodes map[TableRef]TableAccess
	// Extras are the session's awards and handicaps; nil for none.
	Extras *Extras
	// Only narrows the printed reports to part of the session: one board's
	// traveller, one pair's score card, one round's table cards. The zero
	// value prints everything.
	Only Selection
	// Web, when set, places the web page in the club's results website
	// (links to the players' pages and back to the home page, the
	// movement); nil for a page of its own.
	Web *Web
}

// TableRef is a table of a section ("" in a session of one section).
type TableRef struct {
	Section string
	Table   int
}

// TableAccess is how a table reaches the table server: its code and the
// address of its page.
type TableAccess struct {
	Code, URL string
}

// Selection is the part of a session to print.
type Selection struct {
	// Board prints the traveller of this board only (0: every board).
	Board int
	// Pair prints the score card of this pair only, named as the director
	// writes it ("3NS", "3 NS", "7"); "" prints every pair's.
	Pair string
	// Round prints the table guide cards of this round only (0: every
	// round), without the pair route cards.
	Round int
}

// pairNamed says whether a pair is the one a selection names: its id
// and direction, as "3NS", "3 NS" or, in one field, "3".
func pairNamed(p scoring.Pair, name string) bool {
	norm := func(s string) string { return strings.ToUpper(strings.ReplaceAll(s, " ", "")) }
	n := norm(name)
	return n == norm(label(p)) || n == norm(p.ID+p.Direction)
}

// Report names one printed report.
type Report string

// The reports that can be printed.
const (
	Ranking    Report = "ranking"
	Recap      Report = "recap"
	ScoreCards Report = "scorecards"
	Travellers Report = "travellers"
	GuideCards Report = "guidecards"
)

// AllResults is the full results pack, in the order it is usually printed.
var AllResults = []Report{Ranking, Recap, ScoreCards, Travellers}

// ParseReports reads a comma-separated list of report names such as
// "ranking,recap,travellers". "all" stands for the full results pack.
func ParseReports(s string) (_ []Report, err error) {
	defer invalid(&err)
	var out []Report
	seen := map[Report]bool{}
	for _, f := range strings.Split(s, ",") {
		name := Report(strings.ToLower(strings.TrimSpace(f)))
		var add []Report
		switch name {
		case Ranking, Recap, ScoreCards, Travellers, GuideCards, TableCards, HandRecord, HandRecord2:
			add = []Report{name}
		case "all":
			add = AllResults
		case "":
			continue
		default:
			return nil, fmt.Errorf("unknown report %q: expected ranking, recap, scorecards, travellers, guidecards, tablecards, handrecord, handrecord2 or all", f)
		}
		for _, r := range add {
			if !seen[r] {
				seen[r] = true
				out = append(out, r)
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no report named: expected ranking, recap, scorecards, travellers, guidecards, tablecards, handrecord, handrecord2 or all")
	}
	return out, nil
}

// Paper is a printed page size.
type Paper string

// Paper sizes.
const (
	A4     Paper = "a4"
	Letter Paper = "letter"
)

// ParsePaper reads a paper size name.
func ParsePaper(s string) (_ Paper, err error) {
	defer invalid(&err)
	switch Paper(strings.ToLower(strings.TrimSpace(s))) {
	case A4:
		return A4, nil
	case Letter:
		return Letter, nil
	}
	return "", fmt.Errorf("unknown paper size %q: expected a4 or letter", s)
}

// check reports what is missing for the requested reports.
func (r *Results) check(what []Report) error {
	for _, w := range what {
		switch w {
		case TableCards:
			for _, m := range r.movements() {
				if m == nil {
					return errNoMovement
				}
			}
			if len(r.TableCodes) == 0 {
				return errNoTableCodes
			}
		case GuideCards:
			ms := r.Sections
			if len(ms) == 0 {
				ms = []*movements.Movement{r.Movement}
			}
			for _, m := range ms {
				if m == nil {
					return errNoMovement
				}
				if n := r.Only.Round; n != 0 && (n < 1 || n > m.Rounds) {
					return fmt.Errorf("round %d: the movement has rounds 1 to %d", n, m.Rounds)
				}
			}
		case HandRecord, HandRecord2:
			if len(r.Deals) == 0 {
				return fmt.Errorf("the hand record needs the hands: attach a PBN hand record or give --hands")
			}
		default:
			if r.Standings == nil {
				return fmt.Errorf("the %s needs a scored session", w)
			}
		}
	}
	if st := r.Standings; st != nil {
		if b := r.Only.Board; b != 0 && !hasBoard(st, r.Session, b) {
			return fmt.Errorf("board %d has no result to print", b)
		}
		if p := r.Only.Pair; p != "" {
			found := false
			for _, pr := range st.Pairs {
				found = found || pairNamed(pr.Pair, p)
			}
			if !found {
				return fmt.Errorf("pair %s is not in the session", p)
			}
		}
	}
	return nil
}

// hasBoard says whether a board has a line, scored or not played.
func hasBoard(st *scoring.Standings, s *scoring.Session, board int) bool {
	for _, b := range st.Boards {
		if b.Board == board {
			return true
		}
	}
	if s != nil {
		for _, l := range s.Lines {
			if l.Board == board {
				return true
			}
		}
	}
	return false
}

// movements are the session's movements, a section's each, or its one.
func (r *Results) movements() []*movements.Movement {
	if len(r.Sections) > 0 {
		return r.Sections
	}
	return []*movements.Movement{r.Movement}
}
