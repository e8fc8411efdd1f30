package interchange

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// The columns of the CSV traveller format. The first three are required;
// a line needs a contract (with declarer and tricks) or a score.
var csvColumns = []string{"board", "ns", "ew", "contract", "declarer", "tricks", "score", "ns_score", "ew_score",
	"ns_dir", "ew_dir", "round", "table", "group", "lead", "section"}

// csvAliases are other programs' names for a column.
var csvAliases = map[string]string{"score_ns": "ns_score", "score_ew": "ew_score", "nsscore": "ns_score", "ewscore": "ew_score"}

// csvHeader is the header messages suggest.
const csvHeader = "board,ns,ew,contract,declarer,tricks,score"

// ReadCSV reads the CSV traveller format of `bridgescore score`: a header
// `board,ns,ew,contract,declarer,tricks,score`, optionally with `ns_dir` and
// `ew_dir` (the Mitchell direction of pairs numbered 1, 2, 3 … in each
// direction), `round`, `table`, and `group` (on a fouled board, the lines
// that played the same cards share a group number), and `lead` (the opening
// lead, such as SA, ♥10 or DK; empty when unknown). Without direction columns, ids like 1NS
// and 1EW give the two directions of a two-winner Mitchell, and anything
// else is one field. A comment line `# winners: 1` before the header makes
// a session whose pairs have directions one field (an arrow-switched
// Mitchell), and `# winners: 2` two; a file that does not say is one field
// when its EW pairs hold the NS cards on whole rounds or whole boards, as an
// arrow switch has them, and the ResultsFile's Warnings say so. One table the
// other way round is refused as a slip. `score` is used when the contract is empty: a score,
// an adjusted score such as A60-40, or NP for not played; PASS in the
// contract column is a passed-out board. Each side's artificial score may
// instead be given in a column of its own, `ns_score` and `ew_score` (A+ and
// A+: Average-plus to both). Fields may also be separated by semicolons or
// tabs, as spreadsheets save them in some locales.
func ReadCSV(r io.Reader) (*ResultsFile, error) {
	return refused(readCSV(r, "", ReadOptions{}))
}

func readCSV(r io.Reader, file string, opts ReadOptions) (*ResultsFile, error) {
	br := bufio.NewReader(crLineEnds(r))
	if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\xef\xbb\xbf")) {
		br.Discard(3)
	}
	c := &csvFile{file: file, cr: csv.NewReader(br)}
	winners, err := c.sniff(br)
	if err != nil {
		return nil, err
	}
	c.cr.FieldsPerRecord = -1
	c.cr.TrimLeadingSpace = true
	c.cr.ReuseRecord = true
	c.cr.Comment = '#'
	hasDirCols, err := c.readHeader()
	if err != nil {
		return nil, err
	}
	raw, sections, err := c.readLines(r)
	if err != nil {
		return nil, err
	}
	if len(raw) == 0 {
		return nil, c.errf(0, "", "no traveller lines after the header")
	}
	if _, ok := c.col["section"]; ok {
		return csvSections(raw, sections, file, opts, hasDirCols, winners)
	}
	return csvSession(raw, file, opts, hasDirCols, winners)
}

// countedText is a file's text with the number of its lines, counted
// beforehand.
type countedText struct {
	*bytes.Reader
	lines int
}

// csvFile is a CSV traveller file being read.
type csvFile struct {
	file string
	cr   *csv.Reader
	// col is each known column's place in a record.
	col map[string]int
}

func (c *csvFile) errf(line int, col, format string, args ...any) error {
	return newParseError(c.file, line, col, fmt.Sprintf(format, args...))
}

// csvErr locates an error of the CSV reader.
func (c *csvFile) csvErr(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return c.errf(pe.Line, "", "not valid CSV: %v", pe.Err)
	}
	return c.errf(0, "", "cannot read the file: %v", err)
}

// sniff reads ahead to the header. Spreadsheets set to a European locale
// save with semicolons; the header line (the first line that is not blank
// or a comment) says which separator the file uses. A comment line above
// it may say how many winners the session has.
func (c *csvFile) sniff(br *bufio.Reader) (winners int, err error) {
	head, _ := br.Peek(4096)
	for n, rest := 1, head; len(rest) > 0; n++ {
		var first []byte
		first, rest, _ = bytes.Cut(rest, []byte("\n"))
		if t := bytes.TrimSpace(first); len(t) == 0 || t[0] == '#' {
			w, err := winnersComment(string(t))
			if err != nil {
				return 0, c.errf(n, "winners", "%v", err)
			}
			if w != 0 {
				winners = w
			}
			continue
		}
		if !bytes.ContainsRune(first, ',') {
			switch {
			case bytes.ContainsRune(first, ';'):
				c.cr.Comma = ';'
			case bytes.ContainsRune(first, '\t'):
				c.cr.Comma = '\t'
			}
		}
		break
	}
	return winners, nil
}

// readHeader reads the header line into c.col, refusing one without the
// columns a traveller line needs; hasDirCols says whether the pairs'
// directions have columns of their own.
func (c *csvFile) readHeader() (hasDirCols bool, err error) {
	header, err := c.cr.Read()
	// A line of spaces is a record to encoding/csv, but not a header.
	for err == nil && blankRecord(header) {
		header, err = c.cr.Read()
	}
	if err == io.EOF {
		return false, c.errf(0, "", "empty file: expected a header line %s", csvHeader)
	}
	if err != nil {
		return false, c.csvErr(err)
	}
	headerLine, _ := c.cr.FieldPos(0)
	headerText := strings.Join(header, string(c.cr.Comma))
	// badHeader shows the header found beside the one expected: a file
	// from another program usually differs in a column name or two.
	badHeader := func(format string, args ...any) error {
		hint := ""
		if _, err := strconv.Atoi(strings.TrimSpace(header[0])); err == nil {
			hint = "; the first line must be the header, not a traveller line"
		}
		return c.errf(headerLine, "", "header %s %s: expected a header line %s (separated by commas, semicolons or tabs)%s",
			quote(headerText), fmt.Sprintf(format, args...), csvHeader, hint)
	}
	c.col = map[string]int{}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		if a, ok := csvAliases[h]; ok {
			h = a
		}
		if !slices.Contains(csvColumns, h) {
			continue // other programs' extra columns
		}
		if _, dup := c.col[h]; dup {
			return false, badHeader("has the column %q twice", h)
		}
		c.col[h] = i
	}
	for _, need := range []string{"board", "ns", "ew"} {
		if _, ok := c.col[need]; !ok {
			return false, badHeader("has no %q column", need)
		}
	}
	has := func(name string) bool { _, ok := c.col[name]; return ok }
	if !has("contract") && !has("score") && !has("ns_score") && !has("ew_score") {
		return false, badHeader("has neither a \"contract\" nor a \"score\" column")
	}
	return has("ns_dir") || has("ew_dir"), nil
}

// readLines reads every traveller line after the header, with the section
// each names ("" without a section column).
func (c *csvFile) readLines(r io.Reader) (raw []rawLine, sections []string, err error) {
	// Room for every line at once spares a large file's lines being
	// copied as they grow: as many as the text has lines, or else one for
	// each 20 bytes (a traveller line takes 20 bytes or more).
	switch t := r.(type) {
	case countedText:
		raw = make([]rawLine, 0, min(t.lines, maxLines+1))
	case interface{ Len() int }:
		raw = make([]rawLine, 0, min(t.Len()/20+1, maxLines+1))
	}
	// Where each column is, found once rather than for every line.
	names := [...]string{"board", "ns", "ew", "contract", "declarer", "tricks", "score", "round", "table",
		"group", "lead", "ns_score", "ew_score", "ns_dir", "ew_dir", "section"}
	var at [len(names)]int
	for k, name := range names {
		at[k] = -1
		if i, ok := c.col[name]; ok {
			at[k] = i
		}
	}
	c.cr.ReuseRecord = true
	hasSection := at[len(names)-1] >= 0
	for {
		rec, err := c.cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, nil, c.csvErr(err)
		}
		if blankRecord(rec) {
			continue
		}
		line, _ := c.cr.FieldPos(0)
		var f [len(names)]string
		for k, i := range at {
			if i >= 0 && i < len(rec) {
				f[k] = TextCell(strings.TrimSpace(rec[i]))
			}
		}
		// The line is made in its place in raw: one of hundreds of
		// thousands, it is not to be made apart and copied in.
		raw = append(raw, rawLine{
			line: line, where: "", board: f[0], ns: f[1], ew: f[2],
			contr: f[3], decl: f[4], tricks: f[5], score: f[6],
			round: f[7], table: f[8], group: f[9], lead: f[10],
			nsScore: f[11], ewScore: f[12],
		})
		l := &raw[len(raw)-1]
		// Each side's score in a column of its own, as some programs
		// write it (an artificial score given to each side apart).
		l.score = splitScore(*l)
		for k, dst := range [2]*string{&l.nsDir, &l.ewDir} {
			name, given := names[13+k], f[13+k]
			v, ok := normDir(given)
			if !ok {
				return nil, nil, c.errf(line, name, "%q: expected NS or EW", given)
			}
			*dst = v
		}
		// The sections are kept only where the file has a section column.
		if hasSection {
			sections = append(sections, f[15])
		}
		if len(raw) > maxLines {
			return nil, nil, c.errf(line, "", "more than %d traveller lines: this is not one session", maxLines)
		}
	}
	return raw, sections, nil
}

// csvSession settles the lines of one section into a ResultsFile.
func csvSession(raw []rawLine, file string, opts ReadOptions, hasDirCols bool, winners int) (*ResultsFile, error) {
	b := &sessionBuilder{file: file, allowNewPairs: opts.AllowNewPairs}
	raw = b.dropSitOuts(raw, nil)
	if len(raw) == 0 {
		return nil, newParseError(file, 0, "", "no traveller lines: every line records a pair sitting out")
	}
	if err := b.checkPairSpellings(raw); err != nil {
		return nil, err
	}
	if err := b.pairsFromLines(raw, hasDirCols, winners); err != nil {
		return nil, err
	}
	if err := b.checkFewBoards(raw); err != nil {
		return nil, err
	}
	lines, err := b.addLines(raw)
	if err != nil {
		return nil, err
	}
	rf := &ResultsFile{WinnerType: winnerType(b.pairs), Warnings: b.notes}
	rf.Session = scoring.Session{Method: scoring.Matchpoints, Pairs: b.pairs, Lines: lines}
	return rf, nil
}

// maxLines bounds a session's traveller lines, far above any real session.
const maxLines = 200000

func blankRecord(rec []string) bool {
	for _, f := range rec {
		if strings.TrimSpace(f) != "" {
			return false
		}
	}
	return true
}

// winnersComment reads a comment line "# winners: 1" (one field: an
// arrow-switched Mitchell or a Howell) or "# winners: 2" (NS and EW ranked
// apart). Other comments give 0.
func winnersComment(line string) (int, error) {
	t, ok := strings.CutPrefix(line, "#")
	if !ok {
		return 0, nil
	}
	key, val, ok := strings.Cut(t, ":")
	if !ok || !strings.EqualFold(strings.TrimSpace(key), "winners") {
		return 0, nil
	}
	switch v := strings.TrimSpace(val); v {
	case "1":
		return OneWinner, nil
	case "2":
		return TwoWinner, nil
	default:
		return 0, fmt.Errorf("%s: expected # winners: 1 (one field) or # winners: 2 (NS and EW ranked apart)", quote(v))
	}
}

// crLineEnds reads a file whose lines end in a carriage return alone, as
// the classic Mac OS and some spreadsheets save them, as lines: encoding/csv
// only knows LF and CR LF. A CR LF file and an LF file are left as they are.
func crLineEnds(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	head, _ := br.Peek(4096)
	if !bytes.ContainsRune(head, '\r') || bytes.ContainsRune(head, '\n') {
		return br
	}
	return &crReader{r: br}
}

// crReader turns every CR into LF.
type crReader struct{ r io.Reader }

func (c *crReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	for i, b := range p[:n] {
		if b == '\r' {
			p[i] = '\n'
		}
	}
	return n, err
}
