package interchange

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strconv"

	"bridgescore/scoring"
)

// WriteCSV writes the session's traveller lines in the CSV format ReadCSV
// reads: played lines with contract, declarer, tricks and the computed
// score, assigned scores, artificial scores as A60-40, and NP. Direction
// columns are added when the pair ids alone would not say which way a pair
// sat; round and table when known; group for fouled boards; lead when any
// line has one; a first column of sections in a file of several. A
// weighted score goes in the score column as scoring.EntryText writes it.
func WriteCSV(w io.Writer, rf *ResultsFile) error {
	// A file of several sections is written whole, each line after its
	// section in a first column, as the reader takes it.
	parts := rf.Sections
	if len(parts) <= 1 {
		parts = []*ResultsFile{rf}
	}
	c, err := newCSVLayout(parts)
	if err != nil {
		return err
	}
	// One field whose ids end in NS/EW (an arrow-switched Mitchell) says
	// so, rather than leave the reader to find the switched rounds.
	if c.oneWinner {
		if _, err := io.WriteString(w, "# winners: 1\n"); err != nil {
			return err
		}
	}
	cw := NewCSVWriter(w)
	if err := cw.Write(c.header()); err != nil {
		return err
	}
	for i, part := range parts {
		for _, l := range sortedLines(part.Session.Lines) {
			rec, err := c.record(i, part, l)
			if err != nil {
				return err
			}
			if err := cw.Write(rec); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// csvLayout is the columns a CSV file needs for what its sections hold.
type csvLayout struct {
	sectioned, oneWinner                bool
	needDirs, roundTable, fouled, leads bool
	// builders find each section's pairs by the ids its lines give.
	builders []*sessionBuilder
}

func newCSVLayout(parts []*ResultsFile) (*csvLayout, error) {
	c := &csvLayout{sectioned: len(parts) > 1, builders: make([]*sessionBuilder, len(parts))}
	// The reader infers directions from ids ending in NS/EW when there are
	// no direction columns; write the columns whenever that inference
	// would not give back the directions held.
	oneField, suffixed := true, false
	for i, part := range parts {
		s := &part.Session
		c.builders[i] = &sessionBuilder{}
		for _, p := range s.Pairs {
			if err := c.builders[i].addPair(p, 0, "pair"); err != nil {
				return nil, err
			}
			c.needDirs = c.needDirs || dirSuffix(p.ID) != p.Direction
			oneField = oneField && p.Direction == ""
			suffixed = suffixed || dirSuffix(p.ID) != ""
		}
		for _, l := range s.Lines {
			c.roundTable = c.roundTable || l.Round != 0 || l.Table != 0
			c.fouled = c.fouled || l.Group != 0
			c.leads = c.leads || l.Lead != ""
		}
	}
	if oneField && suffixed {
		c.needDirs, c.oneWinner = false, true
	}
	return c, nil
}

func (c *csvLayout) header() []string {
	header := []string{"board", "ns", "ew", "contract", "declarer", "tricks", "score"}
	if c.sectioned {
		header = append([]string{"section"}, header...)
	}
	if c.needDirs {
		header = append(header, "ns_dir", "ew_dir")
	}
	if c.roundTable {
		header = append(header, "round", "table")
	}
	if c.fouled {
		header = append(header, "group")
	}
	if c.leads {
		header = append(header, "lead")
	}
	return header
}

// record is one line of the i-th section.
func (c *csvLayout) record(i int, part *ResultsFile, l scoring.Line) ([]string, error) {
	rec, err := csvResult(l)
	if err != nil {
		return nil, err
	}
	if c.sectioned {
		rec = append([]string{part.Section}, rec...)
	}
	if c.needDirs {
		nsDir, ewDir := "", ""
		if j, ok := c.builders[i].lookup(l.NS, "NS", ""); ok {
			nsDir = part.Session.Pairs[j].Direction
		}
		if j, ok := c.builders[i].lookup(l.EW, "EW", ""); ok {
			ewDir = part.Session.Pairs[j].Direction
		}
		rec = append(rec, nsDir, ewDir)
	}
	if c.roundTable {
		rec = append(rec, strconv.Itoa(l.Round), strconv.Itoa(l.Table))
	}
	if c.fouled {
		rec = append(rec, strconv.Itoa(l.Group))
	}
	if c.leads {
		lead, err := writtenLead(l)
		if err != nil {
			return nil, err
		}
		rec = append(rec, lead)
	}
	return rec, nil
}

// csvResult is a line's board, pairs and result in the CSV's first
// columns.
func csvResult(l scoring.Line) ([]string, error) {
	rec := []string{strconv.Itoa(l.Board), l.NS, l.EW, "", "", "", ""}
	switch l.Kind {
	case scoring.Played:
		if l.Result != nil {
			rec[3] = l.Result.Contract.String()
			if !l.Result.PassedOut() {
				rec[4] = l.Result.Declarer.String()
				rec[5] = strconv.Itoa(l.Result.Tricks)
			}
		}
		rec[6] = strconv.Itoa(l.Score)
	case scoring.Artificial:
		rec[6] = artificialCode(l)
	case scoring.NotPlayed:
		rec[6] = "NP"
	case scoring.Weighted:
		rec[6] = scoring.EntryText(l)
	default:
		return nil, fmt.Errorf("board %d, %s v %s: unknown kind of line", l.Board, l.NS, l.EW)
	}
	return rec, nil
}

// writtenLead gives a line's lead as files keep it ("SA", "HT"), so that
// what is written reads back.
func writtenLead(l scoring.Line) (string, error) {
	lead, err := scoring.ParseLead(l.Lead)
	if err != nil {
		return "", fmt.Errorf("board %d, %s v %s: %v", l.Board, l.NS, l.EW, err)
	}
	return lead, nil
}

// sortedLines orders lines by board, keeping the traveller order within a
// board.
func sortedLines(lines []scoring.Line) []scoring.Line {
	out := append([]scoring.Line(nil), lines...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Board < out[j].Board })
	return out
}

// WriteUSEBIO writes the session as USEBIO 1.2 with the computed results:
// each pair's place, total and percentage, and each traveller line's
// points, as BridgeWebs and Pianola take them. ReadUSEBIO reads it back to
// the same session.
func WriteUSEBIO(w io.Writer, rf *ResultsFile, st *scoring.Standings) error {
	s := &rf.Session
	bw := bufio.NewWriter(w)
	x := &xmlWriter{w: bw, numbers: rf.Numbers, awards: rf.Awards}
	method := s.Method
	if st != nil && st.Method != "" {
		method = st.Method
	}
	eventType := EventTypeFor(method)
	x.raw(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	x.raw(`<USEBIO Version="` + rf.Awards.version() + `">` + "\n")
	x.writeClub(rf.Club, rf.ClubNumber)
	x.raw(fmt.Sprintf("<EVENT EVENT_TYPE=%q>\n", eventType))
	x.depth++
	x.elem("EVENT_DESCRIPTION", rf.Name)
	x.elem("PROGRAM_NAME", "bridgescore")
	// The pairs say how many winners there are: none with a direction is
	// one field (a Howell, an arrow-switched Mitchell), whatever the file
	// was first read as.
	winner := OneWinner
	for _, p := range s.Pairs {
		if p.Direction != "" {
			winner = TwoWinner
		}
	}
	x.elem("WINNER_TYPE", strconv.Itoa(winner))
	if method == scoring.Matchpoints {
		x.elem("BOARD_SCORING_METHOD", "MATCH_POINTS")
	} else {
		x.elem("BOARD_SCORING_METHOD", "IMPS")
	}
	x.elem("DATE", rf.Date)
	x.elem("SESSION_COUNT", "1")
	x.elem("SECTION_COUNT", strconv.Itoa(max(1, len(rf.Sections))))
	if st != nil && st.Rules != "" && method == scoring.Matchpoints {
		x.elem("MATCH_POINT_SCALE", map[scoring.Rules]string{scoring.ACBL: "ACBL", scoring.WBF: "WBF"}[st.Rules])
	}
	x.writeStrata()

	if len(rf.Sections) > 1 {
		if err := writeSections(x, rf, st, eventType, method); err != nil {
			return err
		}
	} else if err := writeSection(x, s, st, "", eventType, method); err != nil {
		return err
	}
	if len(rf.Deals) > 0 {
		x.open("HANDSET")
		for _, d := range rf.Deals {
			x.open("BOARD")
			x.elem("BOARD_NUMBER", strconv.Itoa(d.Board))
			x.elem("DEALER", d.Dealer.String())
			x.elem("VULNERABILITY", d.Vul.String())
			for i, h := range d.Hands {
				if h == "" {
					continue
				}
				suits := splitHand(h)
				x.open("HAND")
				x.elem("DIRECTION", [4]string{"North", "East", "South", "West"}[i])
				for k, name := range [4]string{"SPADES", "HEARTS", "DIAMONDS", "CLUBS"} {
					x.elem(name, suits[k])
				}
				x.close("HAND")
			}
			x.close("BOARD")
		}
		x.close("HANDSET")
	}
	x.close("EVENT")
	x.raw("</USEBIO>\n")
	if x.err != nil {
		return x.err
	}
	return bw.Flush()
}

func splitHand(h string) [4]string {
	var out [4]string
	k := 0
	for _, c := range h {
		if c == '.' {
			if k < 3 {
				k++
			}
			continue
		}
		out[k] += string(c)
	}
	return out
}

// ratText writes points to 2 decimal places, without needless zeros.
func ratText(r *big.Rat) string { return scoring.FormatPoints(r) }

type xmlWriter struct {
	w     *bufio.Writer
	depth int
	err   error
	// numbers are the players' national numbers, by name.
	numbers map[string]string
	// awards are the session's master points, nil for none.
	awards *USEBIOAwards
}

func (x *xmlWriter) indent() string {
	b := make([]byte, 2*x.depth)
	for i := range b {
		b[i] = ' '
	}
	return string(b)
}

func (x *xmlWriter) raw(s string) {
	if x.err == nil {
		_, x.err = x.w.WriteString(s)
	}
}

func (x *xmlWriter) open(name string) {
	x.raw(x.indent() + "<" + name + ">\n")
	x.depth++
}

func (x *xmlWriter) close(name string) {
	x.depth--
	x.raw(x.indent() + "</" + name + ">\n")
}

func (x *xmlWriter) elem(name, text string) {
	x.raw(x.indent() + "<" + name + ">")
	if x.err == nil {
		x.err = xml.EscapeText(x.w, []byte(text))
	}
	x.raw("</" + name + ">\n")
}

// writeSection writes one section's pairs, with their places and totals
// when st is given, and its boards' traveller lines with their points.
// section picks the section's pairs and lines out of st ("" for a session
// of one section).
func writeSection(x *xmlWriter, s *scoring.Session, st *scoring.Standings, section, eventType string, method scoring.Method) error {
	writeParticipants(x, s, st, section, eventType)
	// Points by traveller line: the standings hold each board's lines in
	// their own order, so match them on the pairs.
	points := map[travellerKey]scoring.LineResult{}
	if st != nil {
		for _, br := range st.Boards {
			for _, lr := range br.Lines {
				if lr.Section == section {
					points[travellerKey{br.Board, lr.NS, lr.EW}] = lr
				}
			}
		}
	}
	tags := [2]string{"NS_MATCH_POINTS", "EW_MATCH_POINTS"}
	if method != scoring.Matchpoints {
		tags = [2]string{"NS_IMPS", "EW_IMPS"}
	}
	lines := sortedLines(s.Lines)
	for i := 0; i < len(lines); {
		board := lines[i].Board
		x.raw(x.indent() + fmt.Sprintf("<BOARD EVENT_TYPE=%q>\n", eventType))
		x.depth++
		x.elem("BOARD_NUMBER", strconv.Itoa(board))
		for ; i < len(lines) && lines[i].Board == board; i++ {
			l := lines[i]
			lr, scored := points[travellerKey{l.Board, l.NS, l.EW}]
			if err := writeTravellerLine(x, l, lr, scored, tags); err != nil {
				return err
			}
		}
		x.close("BOARD")
	}
	return nil
}

// travellerKey finds a traveller line's points: its board and pairs.
type travellerKey struct {
	board  int
	ns, ew string
}

// writeParticipants writes a section's pairs with their players, places,
// totals and awards.
func writeParticipants(x *xmlWriter, s *scoring.Session, st *scoring.Standings, section, eventType string) {
	results := map[pairKey]scoring.PairResult{}
	if st != nil {
		for _, pr := range st.Pairs {
			if pr.Section == section {
				results[pairKey{pr.ID, pr.Direction}] = pr
			}
		}
	}
	x.raw(x.indent() + fmt.Sprintf("<PARTICIPANTS EVENT_TYPE=%q>\n", eventType))
	x.depth++
	for _, p := range s.Pairs {
		x.open("PAIR")
		x.elem("PAIR_NUMBER", p.ID)
		if p.Direction != "" {
			x.elem("DIRECTION", p.Direction)
		}
		if pr, ok := results[pairKey{p.ID, p.Direction}]; ok {
			x.elem("PLACE", pr.Rank)
			if pr.OverallRank != "" {
				// Not part of USEBIO, which has no place across the
				// sections of a session: other programs skip it.
				x.elem("OVERALL_PLACE", pr.OverallRank)
			}
			if pr.Total != nil {
				x.elem("TOTAL_SCORE", scoring.FormatRat(pr.Total, 2))
			}
			if pr.Percent != nil {
				x.elem("PERCENTAGE", scoring.FormatRat(pr.Percent, 2))
			}
			x.elem("BOARDS_PLAYED", strconv.Itoa(pr.Boards))
		}
		x.writePairAwards(AwardPair{section, p.ID, p.Direction})
		for _, n := range p.Names {
			x.open("PLAYER")
			x.elem("PLAYER_NAME", n)
			x.writePlayerNumber(n)
			x.close("PLAYER")
		}
		x.close("PAIR")
	}
	x.close("PARTICIPANTS")
}

// writeTravellerLine writes one line with, when it was scored, its points
// under the method's tags.
func writeTravellerLine(x *xmlWriter, l scoring.Line, lr scoring.LineResult, scored bool, tags [2]string) error {
	x.open("TRAVELLER_LINE")
	if l.Round != 0 {
		x.elem("ROUND", strconv.Itoa(l.Round))
	}
	if l.Table != 0 {
		x.elem("TABLE", strconv.Itoa(l.Table))
	}
	if l.Group != 0 {
		// Not part of USEBIO: other programs skip it and take the
		// points as given; bridgescore reads the grouping back.
		x.elem("FOULED_GROUP", strconv.Itoa(l.Group))
	}
	x.elem("NS_PAIR_NUMBER", l.NS)
	x.elem("EW_PAIR_NUMBER", l.EW)
	if err := writeLineResult(x, l, l.NS+" v "+l.EW); err != nil {
		return err
	}
	if scored && l.Kind != scoring.NotPlayed {
		if lr.NSPoints != nil {
			x.elem(tags[0], ratText(lr.NSPoints))
		}
		if lr.EWPoints != nil {
			x.elem(tags[1], ratText(lr.EWPoints))
		}
	}
	x.close("TRAVELLER_LINE")
	return nil
}

// writeLineResult writes what a traveller line scored: its contract,
// declarer, tricks and score, or its adjusted score, and its lead. who
// names the line's competitors for a message.
func writeLineResult(x *xmlWriter, l scoring.Line, who string) error {
	switch l.Kind {
	case scoring.Played:
		if l.Result != nil {
			x.elem("CONTRACT", l.Result.Contract.String())
			if !l.Result.PassedOut() {
				x.elem("PLAYED_BY", l.Result.Declarer.String())
				x.elem("TRICKS", strconv.Itoa(l.Result.Tricks))
			}
		}
		x.elem("SCORE", strconv.Itoa(l.Score))
	case scoring.Artificial:
		if l.NSPercent > 99 || l.EWPercent > 99 {
			return fmt.Errorf("board %d, %s: adjusted score %s cannot be written in USEBIO's A6040 form", l.Board, who, artificialCode(l))
		}
		x.elem("SCORE", fmt.Sprintf("A%02d%02d", l.NSPercent, l.EWPercent))
	case scoring.NotPlayed:
		// A line without contract or score is a board not played.
	case scoring.Weighted:
		// USEBIO has no weighted score; bridgescore's own entry text
		// keeps it readable here, and other programs see the points.
		x.elem("SCORE", scoring.EntryText(l))
	default:
		return fmt.Errorf("board %d, %s: unknown kind of line", l.Board, who)
	}
	if l.Lead != "" {
		lead, err := writtenLead(l)
		if err != nil {
			return err
		}
		x.elem("LEAD", lead)
	}
	return nil
}

// writeSections writes each section of a file of several as a SECTION
// element. Its pairs carry their place in the section and, when st was
// scored across the field, their place across every section.
func writeSections(x *xmlWriter, rf *ResultsFile, st *scoring.Standings, eventType string, method scoring.Method) error {
	for i, sec := range rf.Sections {
		id := sec.Section
		if id == "" {
			id = sectionLetters(i)
		}
		x.raw(x.indent() + `<SECTION SECTION_ID="`)
		if x.err == nil {
			x.err = xml.EscapeText(x.w, []byte(id))
		}
		x.raw("\">\n")
		x.depth++
		if err := writeSection(x, &sec.Session, st, sec.Section, eventType, method); err != nil {
			return fmt.Errorf("section %s: %w", id, err)
		}
		x.close("SECTION")
	}
	return nil
}

// writeClub writes the CLUB: its name, and its national number when
// known.
func (x *xmlWriter) writeClub(name, number string) {
	x.open("CLUB")
	x.elem("CLUB_NAME", name)
	if number != "" {
		x.elem("CLUB_ID_NUMBER", number)
	}
	x.close("CLUB")
}
