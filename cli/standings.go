package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"bridgescore/club"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// writeStandingsJSON writes a scored session as JSON: every board's top,
// datum and lines with their points, and every pair's boards, total,
// percentage and place, with each pair's extras (its award, its handicap)
// when it has any. Numbers are rounded to 2 decimal places; top and
// percent are null for IMP methods, datum is set for Butler only. The
// layout is fixed (one space per level) so that two commands printing the
// same standings print the same bytes. Standings taken while results are
// still to come say how far they have come: "provisional": {"results":
// 16, "expected": 196} (expected null when the movement is not known).
func writeStandingsJSON(w io.Writer, sc *club.Scored) error {
	// Written by hand rather than through reflection: this is most of the
	// time `bridgescore score` spends after reading the file.
	st, x := sc.Standings.Standings, sc.Extras
	j, buf := newStandingsJSON(w, st)
	j.raw("{\n ")
	j.provisional(&sc.Progress)
	j.raw("\"method\": ")
	j.str(string(st.Method))
	j.raw(",\n \"rules\": ")
	j.str(string(st.Rules))
	sectioned := len(st.Sections) > 0
	if sectioned {
		j.raw(",\n \"field\": ")
		j.str(string(st.Field))
	}
	j.raw(",\n \"boards\": [")
	for bi, b := range st.Boards {
		j.sep(bi, "  ")
		var deal *scoring.Deal
		if d, ok := sc.Deals[b.Board]; ok {
			deal = &d
		}
		j.board(b, st.Method, deal, sectioned)
	}
	j.end(len(st.Boards), " ")
	j.raw(",\n \"pairs\": [")
	for pi, p := range st.Pairs {
		j.sep(pi, "  ")
		j.pair(p, st, sectioned)
		extrasJSON(j, x, pi)
		j.raw("\n  }")
		j.flush(false)
	}
	j.end(len(st.Pairs), " ")
	j.raw("\n}\n")
	if buf != nil {
		buf.Write(j.b) // j.b is buf's own room: this only takes it up
		return nil
	}
	j.flush(true)
	return j.err
}

// newStandingsJSON readies the text of st's standings for w. Into a
// caller's buffer (returned), the text goes straight into its room, made
// big enough at once, so it is neither grown piece by piece nor copied; to
// any other writer it goes a chunk at a time.
func newStandingsJSON(w io.Writer, st *scoring.Standings) (*jsonOut, *bytes.Buffer) {
	j := &jsonOut{}
	buf, _ := w.(*bytes.Buffer)
	if buf != nil {
		size := 64 + 128*len(st.Boards) + 256*len(st.Pairs)
		for _, b := range st.Boards {
			size += 256 * len(b.Lines)
		}
		buf.Grow(size)
		j.b = buf.AvailableBuffer()
	} else {
		j.w = w
		j.b = make([]byte, 0, jsonChunk+1024)
	}
	return j, buf
}

// provisional says how far the results have come, while some are still to
// come.
func (j *jsonOut) provisional(prog *club.Progress) {
	if prog == nil || !prog.Provisional() {
		return
	}
	j.raw("\"provisional\": {\"results\": ")
	j.int(prog.Results)
	j.raw(", \"expected\": ")
	if prog.Expected > 0 {
		j.int(prog.Expected)
	} else {
		j.raw("null")
	}
	j.raw("},\n ")
}

// board writes one board: its top, datum, analysis (from its deal, when
// analysed) and the lines played.
func (j *jsonOut) board(b scoring.BoardResult, method scoring.Method, d *scoring.Deal, sectioned bool) {
	j.raw("{\n   \"board\": ")
	j.int(b.Board)
	if b.Section != "" {
		j.raw(",\n   \"section\": ")
		j.str(b.Section)
	}
	j.raw(",\n   \"top\": ")
	if method.InIMPs() {
		j.num(nil)
	} else {
		j.num(b.Top)
	}
	j.raw(",\n   \"datum\": ")
	if b.Datum != nil && method == scoring.Butler {
		j.int(*b.Datum)
	} else {
		j.raw("null")
	}
	var par *scoring.Par
	if d != nil && d.DD != nil && d.Par != nil {
		j.analysis(d)
		par = d.Par
	}
	j.raw(",\n   \"lines\": [")
	n := 0
	for _, l := range b.Lines {
		if l.Kind == scoring.NotPlayed {
			continue
		}
		j.sep(n, "    ")
		n++
		j.line(l, sectioned, par)
		j.flush(false)
	}
	j.end(n, "   ")
	j.raw("\n  }")
}

// pair writes a pair's place in the standings, leaving the object open
// for its extras.
func (j *jsonOut) pair(p scoring.PairResult, st *scoring.Standings, sectioned bool) {
	j.raw("{\n   \"pair\": ")
	j.str(p.ID)
	if sectioned {
		j.raw(",\n   \"section\": ")
		j.str(p.Section)
	}
	j.raw(",\n   \"direction\": ")
	j.str(p.Direction)
	j.raw(",\n   \"names\": [")
	for ni, name := range p.Names {
		j.sep(ni, "    ")
		j.str(name)
	}
	j.end(len(p.Names), "   ")
	j.raw(",\n   \"boards\": ")
	j.int(p.Boards)
	j.raw(",\n   \"total\": ")
	j.num(p.Total)
	j.raw(",\n   \"percent\": ")
	if st.Method.InIMPs() {
		j.num(nil)
	} else {
		j.num(p.Percent)
	}
	j.raw(",\n   \"rank\": ")
	j.str(p.Rank)
	if st.Field == scoring.AcrossField {
		j.raw(",\n   \"overallRank\": ")
		j.str(p.OverallRank)
	}
}

// jsonChunk is how much JSON text is gathered before it is written to a
// writer that is not a bytes.Buffer.
const jsonChunk = 32 << 10

// jsonOut accumulates the JSON text, for w when w is set.
type jsonOut struct {
	b   []byte
	w   io.Writer
	err error // the first write error; nothing is written after it
}

// flush writes out the text gathered so far, if there is a chunk of it or
// if this is the end.
func (j *jsonOut) flush(last bool) {
	if j.w == nil || (!last && len(j.b) < jsonChunk) {
		return
	}
	if j.err == nil {
		_, j.err = j.w.Write(j.b)
	}
	j.b = j.b[:0]
}

func (j *jsonOut) raw(s string) { j.b = append(j.b, s...) }

// sep starts the i-th element of an array at the given indent.
func (j *jsonOut) sep(i int, indent string) {
	if i > 0 {
		j.b = append(j.b, ',')
	}
	j.b = append(j.b, '\n')
	j.b = append(j.b, indent...)
}

// end closes an array of n elements whose key sits at the given indent.
func (j *jsonOut) end(n int, indent string) {
	if n > 0 {
		j.b = append(j.b, '\n')
		j.b = append(j.b, indent...)
	}
	j.b = append(j.b, ']')
}

func (j *jsonOut) int(n int) { j.b = strconv.AppendInt(j.b, int64(n), 10) }

func (j *jsonOut) num(r *big.Rat) {
	if r == nil {
		j.raw("null")
		return
	}
	j.b = scoring.AppendPoints(j.b, r)
}

// str writes a JSON string, leaving non-ASCII text as it is.
func (j *jsonOut) str(s string) {
	// Nearly every string is printable ASCII, written as it is.
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= 0x7f {
			j.strOther(s)
			return
		}
	}
	j.b = append(j.b, '"')
	j.b = append(j.b, s...)
	j.b = append(j.b, '"')
}

// strOther writes a string that is not all printable ASCII.
func (j *jsonOut) strOther(s string) {
	plain := utf8.ValidString(s)
	for i := 0; plain && i < len(s); i++ {
		plain = s[i] >= 0x20 && s[i] != '"' && s[i] != '\\' && s[i] != 0x7f
	}
	if plain && !strings.ContainsAny(s, "\u2028\u2029") {
		j.b = append(j.b, '"')
		j.b = append(j.b, s...)
		j.b = append(j.b, '"')
		return
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(s) // a string always encodes
	j.b = append(j.b, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
}

// line writes one traveller line; with the board's par known, a played
// line also has "parImps", its score against par in IMPs for North-South.
func (j *jsonOut) line(l scoring.LineResult, sectioned bool, par *scoring.Par) {
	j.raw("{\n     ")
	if sectioned {
		j.raw("\"section\": ")
		j.str(l.Section)
		j.raw(",\n     ")
	}
	j.raw("\"ns\": ")
	j.str(l.NS)
	j.raw(",\n     \"ew\": ")
	j.str(l.EW)
	// Contract, declarer and tricks of a played line with a result (a
	// passed-out board has the contract only), the score of any played
	// line, the adjustment of any other; null where there is none.
	r := l.Result
	if l.Kind != scoring.Played {
		r = nil
	}
	j.raw(",\n     \"contract\": ")
	if r != nil {
		j.str(r.Contract.String())
	} else {
		j.raw("null")
	}
	j.raw(",\n     \"declarer\": ")
	if r != nil && !r.PassedOut() {
		j.str(r.Declarer.String())
	} else {
		j.raw("null")
	}
	j.raw(",\n     \"tricks\": ")
	if r != nil && !r.PassedOut() {
		j.int(r.Tricks)
	} else {
		j.raw("null")
	}
	j.raw(",\n     \"score\": ")
	if l.Kind == scoring.Played {
		j.int(l.Score)
	} else {
		j.raw("null")
	}
	j.raw(",\n     \"adjusted\": ")
	if l.Kind != scoring.Played {
		code := scoring.AdjustedCode(l.Line)
		if code == "" {
			code = scoring.EntryText(l.Line)
		}
		j.str(code)
	} else {
		j.raw("null")
	}
	j.raw(",\n     \"nsPoints\": ")
	j.num(l.NSPoints)
	j.raw(",\n     \"ewPoints\": ")
	j.num(l.EWPoints)
	if par != nil {
		j.raw(",\n     \"parImps\": ")
		if l.Kind == scoring.Played {
			j.int(scoring.ParIMPs(l.Score, *par))
		} else {
			j.raw("null")
		}
	}
	j.raw("\n    }")
}

// writeStandingsText writes a scored session as a director reads it: a
// ranking for each field, with each pair's extras (its award, its
// handicap) when it has any, and under the heading how far the results
// have come while they are still coming.
func writeStandingsText(w io.Writer, sc *club.Scored) error {
	st, x := sc.Standings.Standings, sc.Extras
	var b strings.Builder
	writeTextHeading(&b, sc)
	t := newTextTable(st)
	if st.Field == scoring.AcrossField {
		b.WriteString("Scored across the field of sections " + strings.Join(st.Sections, ", ") + "\n")
	}
	section := ""
	for i := 0; i < len(st.Pairs); {
		dir, sec := st.Pairs[i].Direction, st.Pairs[i].Section
		if len(st.Sections) > 0 && (i == 0 || sec != section) {
			b.WriteString("\nSection " + sec + "\n")
			section = sec
		}
		b.WriteString("\n")
		if name := scoring.FieldName(dir); name != "" {
			b.WriteString(name + "\n")
		}
		b.WriteString(t.header(x))
		for ; i < len(st.Pairs) && st.Pairs[i].Direction == dir && st.Pairs[i].Section == sec; i++ {
			b.WriteString(t.row(st.Pairs[i], x, i))
		}
	}
	b.WriteString(extrasNotes(x, st))
	_, err := io.WriteString(w, b.String())
	return err
}

// writeTextHeading writes the file's club, name and date, the scoring, and
// while results are still to come how far they have come.
func writeTextHeading(b *strings.Builder, sc *club.Scored) {
	var head []string
	for _, s := range []string{sc.Club, sc.Event, sc.Date} {
		if s != "" {
			head = append(head, s)
		}
	}
	if len(head) > 0 {
		b.WriteString(strings.Join(head, " - "))
		b.WriteString("\n")
	}
	st, prog := sc.Standings.Standings, sc.Progress
	b.WriteString(scoring.ScoringName(st.Method, st.Rules))
	b.WriteString("\n")
	if prog.Provisional() {
		words := prog.Words()
		b.WriteString(strings.ToUpper(words[:1]) + words[1:] + " — the places may change\n")
	}
}

// textTable lays out the ranking's columns, each as wide as its widest
// entry.
type textTable struct {
	imp, across          bool
	totalHead, cols      string
	nameW, pairW, totalW int
}

func newTextTable(st *scoring.Standings) *textTable {
	t := &textTable{imp: st.Method.InIMPs(), across: st.Field == scoring.AcrossField, totalHead: "MPs"}
	if t.imp {
		t.totalHead = "IMPs"
	}
	t.nameW, t.pairW, t.totalW = len("Names"), len("Pair"), len(t.totalHead)
	named := false
	for _, p := range st.Pairs {
		named = named || len(p.Names) > 0
		t.nameW = max(t.nameW, utf8.RuneCountInString(strings.Join(p.Names, " & ")))
		t.pairW = max(t.pairW, utf8.RuneCountInString(p.ID))
		t.totalW = max(t.totalW, len(scoring.FormatRat(p.Total, 2)))
	}
	t.cols = "%-5s  %s  %s  %*s"
	if !named {
		// A CSV file has no names: leave the column out.
		t.cols = "%-5s  %s%.0s  %*s"
	}
	return t
}

// pad fills s with spaces to n characters.
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-utf8.RuneCountInString(s)))
}

// header is a field's heading line.
func (t *textTable) header(x *reports.Extras) string {
	header := fmt.Sprintf(t.cols, "Place", pad("Pair", t.pairW), pad("Names", t.nameW), t.totalW, t.totalHead)
	if !t.imp {
		header += fmt.Sprintf("  %6s", "%")
	}
	if t.across {
		header += "  Overall"
	}
	header += extrasHead(x)
	return strings.TrimRight(header, " ") + "\n"
}

// row is the i-th pair's line.
func (t *textTable) row(p scoring.PairResult, x *reports.Extras, i int) string {
	row := fmt.Sprintf(t.cols, p.Rank, pad(p.ID, t.pairW), pad(strings.Join(p.Names, " & "), t.nameW),
		t.totalW, scoring.FormatRat(p.Total, 2))
	if !t.imp && p.Percent != nil {
		row += fmt.Sprintf("  %6s", scoring.FormatRat(p.Percent, 2))
	}
	if t.across {
		row += fmt.Sprintf("  %7s", p.OverallRank)
	}
	row += extrasCells(x, i)
	return strings.TrimRight(row, " ") + "\n"
}
