package interchange

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// BridgeWebs' own results file ("CSV format std1"): a line is an option,
// '#' and its name then its values, or data; the separator is the first
// line's. See the package documentation for what of its layout is known
// and from where.

// bwSep is the separator written: the semicolon of the guide's examples
// and of the one program's writer read.
const bwSep = ";"

// ErrBridgeWebsSections refuses a session of several sections: how the
// format takes them is not known.
var ErrBridgeWebsSections = errors.New("BridgeWebs' CSV format is written for a session of one section only (how it takes several is not known): publish the USEBIO file instead")

// WriteBridgeWebs writes a scored session as BridgeWebs' CSV results file
// (std1): the options (version, title: the event description, a comment
// naming the club and its number, source, date, boards, the number
// of winners and, for an IMP session, Crossimp or Butler), each field's
// ranking (#Scores: place, pair, names, score, top, percentage, master
// points when any pair has some, then the pair's points on each board or
// X where it did not play) and every board's traveller (#Travellers). The
// names written are those of st's pairs; rf gives the title, the date
// (dd/mm/yyyy), the lines as played and the master points (rf.Awards).
func WriteBridgeWebs(w io.Writer, rf *ResultsFile, st *scoring.Standings) error {
	if st == nil {
		return errors.New("BridgeWebs' CSV format holds the results: the session has none yet")
	}
	if len(rf.Sections) > 1 || len(st.Sections) > 1 {
		return ErrBridgeWebsSections
	}
	b := &bwWriter{boards: bwBoards(st), points: bwPairPoints(st), awards: rf.Awards,
		imps: st.Method.InIMPs()}
	fields := bwFields(st.Pairs)
	b.line("#Version", "std1")
	b.line("#Title", rf.Name)
	if club := bwClub(rf); club != "" {
		b.line("#Comment", club)
	}
	b.line("#Source", "bridgescore")
	if rf.Date != "" {
		b.line("#Date", rf.Date)
	}
	b.line("#Boards", strconv.Itoa(len(b.boards)))
	b.line("#Winners", strconv.Itoa(len(fields)))
	switch st.Method {
	case scoring.CrossIMPs:
		b.line("#Crossimp", "1")
	case scoring.Butler:
		b.line("#Butler", "1")
	}
	for _, field := range fields {
		b.scores(field)
	}
	if err := b.travellers(); err != nil {
		return err
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// bwWriter lays out the file: the boards scored, each pair's points on
// each, the master points, and whether the points are IMPs.
type bwWriter struct {
	strings.Builder
	boards []scoring.BoardResult
	points map[string]*big.Rat
	awards *USEBIOAwards
	imps   bool
}

// line writes one line of fields.
func (b *bwWriter) line(fields ...string) {
	for i, f := range fields {
		if i > 0 {
			b.WriteString(bwSep)
		}
		b.WriteString(bwField(f))
	}
	b.WriteString("\n")
}

// scores writes one field's ranking.
func (b *bwWriter) scores(field []scoring.PairResult) {
	awards := b.awards != nil && len(b.awards.Points) > 0
	b.line("#Scores")
	head := []string{"Position", "Pair", "Name1", "Name2", "Score", "Tops", "Percent"}
	if awards {
		head = append(head, "Mpts")
	}
	b.line(append(head, "Boards")...)
	for _, p := range field {
		row := []string{p.Rank, bwPair(p.ID, p.Direction), bwName(p.Names, 0), bwName(p.Names, 1)}
		score, top := new(big.Rat), new(big.Rat)
		var cells []string
		for _, bd := range b.boards {
			got, ok := b.points[bwKey(p.ID, p.Direction, bd.Board)]
			if !ok {
				cells = append(cells, "X")
				continue
			}
			cells = append(cells, scoring.FormatPoints(got))
			score.Add(score, got)
			if bd.Top != nil {
				top.Add(top, bd.Top)
			}
		}
		if b.imps {
			row = append(row, scoring.FormatPoints(score), "", "")
		} else {
			row = append(row, scoring.FormatPoints(score), scoring.FormatPoints(top), bwPercent(p.Percent))
		}
		if awards {
			row = append(row, bwAward(b.awards, p))
		}
		b.line(append(row, cells...)...)
	}
}

// travellers writes every board's traveller, its lines by North-South's
// number; a line not played is left off.
func (b *bwWriter) travellers() error {
	b.line("#Travellers")
	b.line("NS", "EW", "NSScore", "EWScore", "NSPts", "EWPts", "Contract", "Tricks", "Declarer", "Lead")
	for _, bd := range b.boards {
		b.line("#Board", strconv.Itoa(bd.Board))
		lines := append([]scoring.LineResult(nil), bd.Lines...)
		sort.SliceStable(lines, func(i, j int) bool { return scoring.LessPairID(lines[i].NS, lines[j].NS) })
		for _, l := range lines {
			if l.Kind == scoring.NotPlayed {
				continue
			}
			row, err := bwTravellerLine(l)
			if err != nil {
				return err
			}
			b.line(row...)
		}
	}
	return nil
}

// bwTravellerLine is one traveller line: the pairs, the score on the side
// that scored it (the other side's column empty; an adjusted score as each
// side's percentage, "60%" and "40%"), the points and the contract.
func bwTravellerLine(l scoring.LineResult) ([]string, error) {
	row := []string{bwPair(l.NS, "NS"), bwPair(l.EW, "EW"), "", "", bwPoints(l.NSPoints), bwPoints(l.EWPoints), "", "", "", ""}
	switch l.Kind {
	case scoring.Played:
		if l.Score < 0 {
			row[3] = strconv.Itoa(-l.Score)
		} else {
			row[2] = strconv.Itoa(l.Score)
		}
		if r := l.Result; r != nil {
			row[6] = bwContract(r.Contract)
			if !r.PassedOut() {
				row[7], row[8] = strconv.Itoa(r.Tricks), r.Declarer.String()
			}
		}
		if l.Lead != "" {
			lead, err := writtenLead(l.Line)
			if err != nil {
				return nil, err
			}
			// Rank first, as the writer read writes it: "AS", "TH".
			row[9] = lead[1:] + lead[:1]
		}
	case scoring.Artificial:
		row[2], row[3] = fmt.Sprintf("%d%%", l.NSPercent), fmt.Sprintf("%d%%", l.EWPercent)
	case scoring.Weighted:
		// No notation is known: the points say what it was worth.
	default:
		return nil, fmt.Errorf("board %d, %s v %s: unknown kind of line", l.Board, l.NS, l.EW)
	}
	return row, nil
}

// bwContract writes a contract as the writer read does: level, strain
// (N for no trumps), * doubled and ** redoubled; "Pass" passed out.
func bwContract(c scoring.Contract) string {
	if c.PassedOut() {
		return "Pass"
	}
	strain := c.Strain.String()[:1]
	return strconv.Itoa(c.Level) + strain + strings.Repeat("*", int(c.Doubled))
}

// bwFields are the ranking's fields: the runs of pairs of one direction
// as the standings list them (one run for one winner).
func bwFields(pairs []scoring.PairResult) [][]scoring.PairResult {
	var out [][]scoring.PairResult
	for _, p := range pairs {
		if n := len(out); n == 0 || out[n-1][0].Direction != p.Direction {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], p)
	}
	return out
}

// bwBoards are the scored boards in order.
func bwBoards(st *scoring.Standings) []scoring.BoardResult {
	out := append([]scoring.BoardResult(nil), st.Boards...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Board < out[j].Board })
	return out
}

// bwKey finds a pair's points on a board: pair 1 NS and pair 1 EW of a
// two-winner Mitchell are two pairs.
func bwKey(id, dir string, board int) string { return fmt.Sprintf("%s|%s|%d", id, dir, board) }

// bwPairPoints are each pair's points on each board it played, from both
// sides of every line scored.
func bwPairPoints(st *scoring.Standings) map[string]*big.Rat {
	dirOf := map[string]string{}
	for _, p := range st.Pairs {
		dirOf[p.ID+"|"+p.Direction] = p.Direction
	}
	out := map[string]*big.Rat{}
	for _, bd := range st.Boards {
		for _, l := range bd.Lines {
			for _, side := range []struct {
				id, seat string
				pts      *big.Rat
			}{{l.NS, "NS", l.NSPoints}, {l.EW, "EW", l.EWPoints}} {
				if side.pts == nil || l.Kind == scoring.NotPlayed {
					continue
				}
				// A pair of a two-winner field is known by its seat; in one
				// field by its id alone.
				dir := side.seat
				if _, ok := dirOf[side.id+"|"+dir]; !ok {
					dir = ""
				}
				out[bwKey(side.id, dir, bd.Board)] = side.pts
			}
		}
	}
	return out
}

// bwPair is a pair's number as the file gives it: its id without the
// direction a two-winner Mitchell's ids carry ("3NS" is pair 3), which
// the column or the field says.
func bwPair(id, dir string) string {
	for _, d := range []string{dir, "NS", "EW"} {
		if n, ok := strings.CutSuffix(id, d); ok && d != "" && n != "" && strings.Trim(n, "0123456789") == "" {
			return n
		}
	}
	return id
}

func bwName(names []string, i int) string {
	if i < len(names) {
		return names[i]
	}
	return ""
}

func bwPoints(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return scoring.FormatPoints(r)
}

func bwPercent(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return scoring.FormatRat(r, 2)
}

// bwClub is the club as the file's comment names it: "Club: NAME
// (club number N)"; "" when neither is known. The format documents no
// option of its own for the club, which BridgeWebs knows from the upload.
func bwClub(rf *ResultsFile) string {
	switch {
	case rf.Club != "" && rf.ClubNumber != "":
		return "Club: " + rf.Club + " (club number " + rf.ClubNumber + ")"
	case rf.Club != "":
		return "Club: " + rf.Club
	case rf.ClubNumber != "":
		return "Club number " + rf.ClubNumber
	}
	return ""
}

// bwAward is a pair's master points as USEBIO writes them, "" for none.
func bwAward(a *USEBIOAwards, p scoring.PairResult) string {
	for _, dir := range []string{p.Direction, ""} {
		if v, ok := a.Points[AwardPair{Section: p.Section, ID: p.ID, Direction: dir}]; ok {
			return v
		}
	}
	return ""
}

// bwField keeps a value to its field: the separator, and the line ends
// and tabs a separator may be taken for, become spaces; a value a
// spreadsheet would run is made text (SafeCell).
func bwField(s string) string {
	return SafeCell(strings.NewReplacer(bwSep, " ", "\t", " ", "\r", " ", "\n", " ").Replace(s))
}
