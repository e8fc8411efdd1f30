package interchange

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// WriteIndividualUSEBIO writes an individual as USEBIO, in the form of
// the EBU's individual example: PLAYERs with their places, totals and
// percentages, and each traveller line's four players and points.
// ReadIndividualUSEBIO reads it back to the same session.
func WriteIndividualUSEBIO(w io.Writer, f *IndividualFile, st *scoring.IndividualStandings) error {
	bw := bufio.NewWriter(w)
	x := &xmlWriter{w: bw, awards: f.Awards}
	s := &f.Session
	x.raw(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	x.raw(`<USEBIO Version="1.2">` + "\n")
	x.writeClub(f.Club, f.ClubNumber)
	x.raw("<EVENT EVENT_TYPE=\"INDIVIDUAL\">\n")
	x.depth++
	x.elem("EVENT_DESCRIPTION", f.Name)
	x.elem("PROGRAM_NAME", "bridgescore")
	if s.Method == scoring.Matchpoints || s.Method == "" {
		x.elem("BOARD_SCORING_METHOD", "MATCH_POINTS")
	} else {
		x.elem("BOARD_SCORING_METHOD", "IMPS")
	}
	x.elem("DATE", f.Date)
	x.elem("SESSION_COUNT", "1")
	writeIndividualPlayers(x, s, st)
	if err := writeIndividualBoards(x, s, st); err != nil {
		return err
	}
	x.close("EVENT")
	x.raw("</USEBIO>\n")
	if x.err != nil {
		return x.err
	}
	return bw.Flush()
}

// writeIndividualPlayers writes the PARTICIPANTS: each player with, when
// scored, his place, total and percentage.
func writeIndividualPlayers(x *xmlWriter, s *scoring.IndividualSession, st *scoring.IndividualStandings) {
	results := map[scoring.PlayerRef]scoring.PlayerResult{}
	if st != nil {
		for _, r := range st.Players {
			results[r.Ref()] = r
		}
	}
	x.raw(x.indent() + "<PARTICIPANTS EVENT_TYPE=\"INDIVIDUAL\">\n")
	x.depth++
	for _, p := range s.Players {
		x.open("PLAYER")
		x.elem("PLAYER_NUMBER", p.ID)
		// Where the EBU's example writes a player's points.
		x.writePairAwards(AwardPair{ID: p.ID})
		if r, ok := results[p.Ref()]; ok {
			x.elem("PLACE", r.Rank)
			x.elem("TOTAL_SCORE", scoring.FormatRat(r.Total, 2))
			if r.Percent != nil {
				x.elem("PERCENTAGE", scoring.FormatRat(r.Percent, 2))
			}
			x.elem("BOARDS_PLAYED", strconv.Itoa(r.Boards))
		}
		x.elem("PLAYER_NAME", p.Name)
		x.close("PLAYER")
	}
	x.close("PARTICIPANTS")
}

// individualKey finds a line's points: its board and four players.
type individualKey struct {
	section string
	board   int
	players [4]string
}

// linePoints gathers the points of every scored line.
func linePoints(st *scoring.IndividualStandings) map[individualKey]scoring.IndividualLineResult {
	out := map[individualKey]scoring.IndividualLineResult{}
	if st != nil {
		for _, b := range st.Boards {
			for _, l := range b.Lines {
				out[individualKey{l.Section, l.Board, l.Players}] = l
			}
		}
	}
	return out
}

// sortedIndividualLines orders lines by board, then as given.
func sortedIndividualLines(lines []scoring.IndividualLine) []scoring.IndividualLine {
	out := append([]scoring.IndividualLine(nil), lines...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Board < out[j].Board })
	return out
}

// writeIndividualBoards writes each board's traveller lines.
func writeIndividualBoards(x *xmlWriter, s *scoring.IndividualSession, st *scoring.IndividualStandings) error {
	points := linePoints(st)
	tags := [2]string{"NS_MATCH_POINTS", "EW_MATCH_POINTS"}
	if s.Method != scoring.Matchpoints && s.Method != "" {
		tags = [2]string{"NS_IMPS", "EW_IMPS"}
	}
	lines := sortedIndividualLines(s.Lines)
	for i := 0; i < len(lines); {
		board := lines[i].Board
		x.raw(x.indent() + "<BOARD EVENT_TYPE=\"INDIVIDUAL\">\n")
		x.depth++
		x.elem("BOARD_NUMBER", strconv.Itoa(board))
		for ; i < len(lines) && lines[i].Board == board; i++ {
			l := lines[i]
			x.open("TRAVELLER_LINE")
			if l.Round != 0 {
				x.elem("ROUND", strconv.Itoa(l.Round))
			}
			if l.Table != 0 {
				x.elem("TABLE", strconv.Itoa(l.Table))
			}
			for k, name := range [4]string{"N_PLAYER_NUMBER", "E_PLAYER_NUMBER", "S_PLAYER_NUMBER", "W_PLAYER_NUMBER"} {
				x.elem(name, l.Players[k])
			}
			if err := writeLineResult(x, l.Line, strings.Join(l.Players[:], " ")); err != nil {
				return err
			}
			if lr, ok := points[individualKey{l.Section, l.Board, l.Players}]; ok && l.Kind != scoring.NotPlayed {
				x.elem(tags[0], ratText(lr.NSPoints))
				x.elem(tags[1], ratText(lr.EWPoints))
			}
			x.close("TRAVELLER_LINE")
		}
		x.close("BOARD")
	}
	return nil
}

// WriteIndividualPBN writes an individual as a PBN results file in the
// form Ruter writes one: each board with its Deal when known, a
// ScoreTable naming the four players of each line, and on the first
// board the TotalScoreTable ranking the players. ReadIndividualPBN reads
// it back to the same session.
func WriteIndividualPBN(w io.Writer, f *IndividualFile, st *scoring.IndividualStandings) error {
	bw := bufio.NewWriter(w)
	fmt.Fprint(bw, "% PBN 2.1\n% EXPORT\n% <META  name=Generator content=\"bridgescore\">\n")
	deals := map[int]scoring.Deal{}
	for _, d := range f.Deals {
		deals[d.Board] = d
	}
	lines := sortedIndividualLines(f.Session.Lines)
	points := linePoints(st)
	scoringTag := "MatchPoints"
	if f.Session.Method != scoring.Matchpoints && f.Session.Method != "" {
		scoringTag = map[scoring.Method]string{scoring.CrossIMPs: "IMP;Cross", scoring.Butler: "IMP;Butler"}[f.Session.Method]
	}
	for i := 0; i < len(lines); {
		board := lines[i].Board
		fmt.Fprintln(bw)
		tag := func(name, value string) { fmt.Fprintf(bw, "[%s \"%s\"]\n", name, pbnValue(value)) }
		tag("Event", f.Name)
		tag("Date", f.Date)
		tag("Board", strconv.Itoa(board))
		if d, ok := deals[board]; ok {
			tag("Dealer", d.Dealer.String())
			tag("Vulnerable", pbnVul(d))
			tag("Deal", d.PBN())
		}
		tag("Scoring", scoringTag)
		tag("Competition", "Individuals")
		if i == 0 && st != nil {
			writeIndividualTotals(bw, st)
		}
		fmt.Fprintln(bw, `[ScoreTable "Table\2R;Round\2R;PlayerId_North\3R;PlayerId_East\3R;PlayerId_South\3R;PlayerId_West\3R;Contract\5L;Declarer\1R;Result\2R;Score\14L;Score_NS\6R;Score_EW\6R;Points_NS\7R;Points_EW\7R"]`)
		for ; i < len(lines) && lines[i].Board == board; i++ {
			writeIndividualRow(bw, lines[i], points)
		}
	}
	return bw.Flush()
}

// writeIndividualTotals writes the ranking: each player's place, number,
// name, boards, total and percentage.
func writeIndividualTotals(w io.Writer, st *scoring.IndividualStandings) {
	fmt.Fprintln(w, `[TotalScoreTable "Rank\4R;PlayerId\3R;Name\30L;NrBoards\3R;TotalScore\8R;TotalPercentage\6R"]`)
	for _, r := range st.Players {
		pct := "-"
		if r.Percent != nil {
			pct = scoring.FormatRat(r.Percent, 2)
		}
		fmt.Fprintf(w, "%4s %3s \"%s\" %3d %8s %6s\n", r.Rank, pbnCell(r.ID), pbnValue(r.Name), r.Boards, scoring.FormatRat(r.Total, 2), pct)
	}
}

// writeIndividualRow writes one line of a board's ScoreTable.
func writeIndividualRow(w io.Writer, l scoring.IndividualLine, points map[individualKey]scoring.IndividualLineResult) {
	cell := func(n int) string {
		if n == 0 {
			return "-"
		}
		return strconv.Itoa(n)
	}
	contract, decl, tricks, score, ns, ew := "-", "-", "-", "-", "-", "-"
	switch {
	case l.Kind == scoring.Played && l.Result != nil:
		contract = l.Result.Contract.String()
		if !l.Result.PassedOut() {
			decl, tricks = l.Result.Declarer.String(), strconv.Itoa(l.Result.Tricks)
		}
		ns, ew = scoreSides(l.Score)
	case l.Kind == scoring.Played:
		ns, ew = scoreSides(l.Score)
	default:
		score = `"` + pbnValue(scoring.EntryText(l.Line)) + `"`
	}
	nsPts, ewPts := "-", "-"
	if lr, ok := points[individualKey{l.Section, l.Board, l.Players}]; ok && l.Kind != scoring.NotPlayed {
		nsPts, ewPts = ratText(lr.NSPoints), ratText(lr.EWPoints)
	}
	p := l.Players
	fmt.Fprintf(w, "%2s %2s %3s %3s %3s %3s %-5s %1s %2s %-14s %6s %6s %7s %7s\n", cell(l.Table), cell(l.Round),
		pbnCell(p[0]), pbnCell(p[1]), pbnCell(p[2]), pbnCell(p[3]), contract, decl, tricks, score, ns, ew, nsPts, ewPts)
}

// scoreSides writes an NS-signed score in the side that scored it.
func scoreSides(score int) (ns, ew string) {
	switch {
	case score > 0:
		return strconv.Itoa(score), "-"
	case score < 0:
		return "-", strconv.Itoa(-score)
	}
	return "0", "-"
}

// pbnCell writes a value as a ScoreTable cell: quoted when it holds a
// space or is empty.
func pbnCell(s string) string {
	if s == "" || strings.ContainsAny(s, " \t\"") {
		return `"` + pbnValue(s) + `"`
	}
	return s
}
