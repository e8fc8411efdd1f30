package interchange

import (
	"fmt"
	"io"
	"strings"

	"bridgescore/scoring"
)

// PBN 2.1 results files (as BridgeComposer, JFR Pary, Magic Contest and
// others publish them) give each board's traveller in a ScoreTable after
// its Deal:
//
//	[ScoreTable "Table\2R;Round\2R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Lead\3L;Score_NS\6R;Score_EW\6R;MP_NS\4R;MP_EW\4R"]
//	 1  1  1  8 4S   N 10 HK      420      -  6.0  2.0
//
// The header names the columns (what follows a backslash is the width and
// alignment); each row gives them in order, separated by spaces, a value
// with spaces in quotes. Result is the tricks declarer took. Points and
// percentages are ignored and computed afresh; columns bridgescore does
// not know (names, IMPs) are skipped.

// pbnTable is one ScoreTable as read: its header and rows.
type pbnTable struct {
	head string
	at   int
	rows []pbnRow
}

type pbnRow struct {
	line int
	text string
}

// lines gives the table's rows as traveller lines of the board; notes say
// what was left out. A table without pair numbers (a board-a-match
// summary) carries nothing to score and is left out with a note.
func (t *pbnTable) lines(file, board string) ([]rawLine, []string, error) {
	cols := t.columns()
	has := func(name string) bool {
		for _, c := range cols {
			if c == name {
				return true
			}
		}
		return false
	}
	individual := has("playerid_north") && has("playerid_east") && has("playerid_south") && has("playerid_west")
	if !individual && (!has("pairid_ns") || !has("pairid_ew")) {
		return nil, []string{fmt.Sprintf("line %d: board %s: ScoreTable without PairId_NS and PairId_EW: nothing to score, left out", t.at, board)}, nil
	}
	out := make([]rawLine, 0, len(t.rows))
	for _, row := range t.rows {
		fields, ok := pbnFields(row.text)
		if !ok {
			return nil, nil, newParseError(file, row.line, "ScoreTable", "a quoted value is not closed: "+quote(row.text))
		}
		l := rawLine{line: row.line, board: board}
		for i, c := range cols {
			if i >= len(fields) {
				break
			}
			v := fields[i]
			if v == "-" {
				v = ""
			}
			switch c {
			case "pairid_ns":
				l.ns = v
			case "pairid_ew":
				l.ew = v
			case "playerid_north", "playerid_east", "playerid_south", "playerid_west":
				l.players[playerColumn[c]] = v
			case "contract":
				l.contr = v
			case "declarer":
				l.decl = v
			case "result":
				l.tricks = v
			case "lead":
				l.lead = v
			case "score_ns":
				l.nsScore = v
			case "score_ew":
				l.ewScore = v
			case "score":
				// "NS 420" or "EW 420", as the Score tag writes it, or a
				// bare NS score.
				side, n, found := strings.Cut(v, " ")
				switch {
				case found && strings.EqualFold(side, "NS"):
					l.nsScore = n
				case found && strings.EqualFold(side, "EW"):
					l.ewScore = n
				default:
					l.score = v
				}
			case "table":
				l.table = v
			case "round":
				l.round = v
			}
		}
		if individual {
			l.individual = true
			l.ns, l.ew = l.players[0]+"&"+l.players[2], l.players[1]+"&"+l.players[3]
		}
		l.score = splitScore(l)
		out = append(out, l)
	}
	return out, nil, nil
}

// columns are the table's column names, in lower case, without their
// widths.
func (t *pbnTable) columns() []string {
	var cols []string
	for _, c := range strings.Split(t.head, ";") {
		name, _, _ := strings.Cut(strings.TrimSpace(c), "\\")
		cols = append(cols, strings.ToLower(name))
	}
	return cols
}

// playerColumn places an individual's PlayerId columns in the seats'
// order N, E, S, W.
var playerColumn = map[string]int{"playerid_north": 0, "playerid_east": 1, "playerid_south": 2, "playerid_west": 3}

// splitScore is a line's NS-signed score, from its score or from the
// split NS and EW scores (one of them empty) that USEBIO and PBN write.
func splitScore(l rawLine) string {
	if l.score != "" {
		return l.score
	}
	if award, ok := splitAward(l.nsScore, l.ewScore); ok {
		return award
	}
	ns, ew := scoreNotation(l.nsScore), scoreNotation(l.ewScore)
	switch {
	case ns != "" && ns != "0":
		return ns
	case ew != "" && ew != "0":
		if strings.HasPrefix(ew, "-") {
			return ew[1:]
		}
		return "-" + ew
	case ns != "" || ew != "":
		return "0"
	}
	return ""
}

// pbnFields splits a ScoreTable row at spaces, keeping a quoted value
// (which may hold spaces) whole and without its quotes.
func pbnFields(s string) ([]string, bool) {
	var out []string
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return out, true
		}
		if s[0] == '"' {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				return nil, false
			}
			out = append(out, s[1:1+end])
			s = s[2+end:]
			continue
		}
		end := strings.IndexAny(s, " \t")
		if end < 0 {
			end = len(s)
		}
		out = append(out, s[:end])
		s = s[end:]
	}
}

// ReadPBNResults reads a PBN file as a results file: the traveller lines
// of the games that carry a ScoreTable, and the hands. A file without a
// ScoreTable gives a ResultsFile with hands and no lines.
func ReadPBNResults(r io.Reader) (rf *ResultsFile, err error) {
	defer invalid(&err)
	p, err := readPBN(r, "", false)
	if err != nil {
		return nil, err
	}
	return pbnResults(p, "", ReadOptions{})
}

// pbnResults builds the ResultsFile of a PBN file that carries results: pairs
// from the lines, as in the CSV format, and the hands.
func pbnResults(p *pbnFile, file string, opts ReadOptions) (*ResultsFile, error) {
	if p.individual() {
		return nil, newParseError(file, 0, "ScoreTable", "an individual's results file (players, not pairs, in PlayerId_North … PlayerId_West): score it as an individual")
	}
	b := &sessionBuilder{file: file, allowNewPairs: opts.AllowNewPairs}
	raw := b.dropSitOuts(append([]rawLine(nil), p.lines...), nil)
	if len(raw) == 0 {
		return &ResultsFile{Deals: p.deals, Warnings: append(p.warnings, b.notes...)}, nil
	}
	if err := b.checkPairSpellings(raw); err != nil {
		return nil, err
	}
	if err := b.pairsFromLines(raw, false, 0); err != nil {
		return nil, err
	}
	if err := b.checkFewBoards(raw); err != nil {
		return nil, err
	}
	lines, err := b.addLines(raw)
	if err != nil {
		return nil, err
	}
	rf := &ResultsFile{WinnerType: winnerType(b.pairs), Deals: p.deals, Warnings: append(p.warnings, b.notes...)}
	rf.Session.Method = opts.Method
	if rf.Session.Method == "" {
		m, ok := pbnScoringMethod(p.scoring)
		switch {
		case ok:
			rf.Session.Method = m
		case p.scoring != "":
			rf.Session.Method = scoring.Matchpoints
			rf.Warnings = append(rf.Warnings, (&ParseError{File: file, Line: p.scoringAt, Element: "Scoring",
				Msg: fmt.Sprintf("scoring %q names no pairs method bridgescore knows: scored as matchpoints (give the method to score it otherwise)", clip(p.scoring))}).Error())
		default:
			rf.Session.Method = scoring.Matchpoints
		}
	}
	rf.Session.Pairs, rf.Session.Lines = b.pairs, lines
	return rf, nil
}

// pbnScoringMethod is the pairs method a PBN [Scoring] tag names: its
// parts, separated by semicolons, as PBN 2.1 (§3.4.16) and the programs
// that write it spell them — "MP", "MatchPoints;MP1", "Cross-IMP",
// "IMP;Butler-2;Mean" (Ruter, Magic Contest). Butler or cross-IMPs named
// anywhere decide; a bare "IMP" names no pairs method.
func pbnScoringMethod(tag string) (scoring.Method, bool) {
	mp := false
	for _, part := range strings.Split(tag, ";") {
		w := strings.ToLower(strings.TrimSpace(part))
		switch {
		case strings.HasPrefix(w, "butler"):
			return scoring.Butler, true
		case strings.HasPrefix(w, "cross"):
			return scoring.CrossIMPs, true
		case w == "mp" || w == "mp1" || w == "mp2" || w == "matchpoints" || w == "matchpoint" || w == "oldmp":
			mp = true
		}
	}
	if mp {
		return scoring.Matchpoints, true
	}
	return "", false
}
