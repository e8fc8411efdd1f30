package interchange

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"bridgescore/scoring"
)

// An individual's results file gives each traveller line four players,
// one a seat: Ruter's and Magic Contest's PBN (a ScoreTable with
// PlayerId_North, PlayerId_East, PlayerId_South and PlayerId_West, and a
// TotalScoreTable with each PlayerId's name) and USEBIO's INDIVIDUAL event
// (PARTICIPANTS of PLAYERs, TRAVELLER_LINEs with N_PLAYER_NUMBER …
// W_PLAYER_NUMBER). The results are read exactly as a pairs file's are;
// the points and percentages the file records are not read: they are
// computed afresh.

// IndividualFile is an individual's results file as read.
type IndividualFile struct {
	Club, Name, Date, ProgramName string
	// ClubNumber is the club's number with its national body (USEBIO's
	// CLUB_ID_NUMBER); "" when not known.
	ClubNumber string
	// Session holds the players (numbers exactly as in the file, with
	// their names) and the lines; its Method follows the file.
	Session scoring.IndividualSession
	Deals   []scoring.Deal
	// Awards are the players' master points to write, each by its
	// player's number (AwardPair's ID); nil for none. Not read.
	Awards *USEBIOAwards
	// Warnings are what did not stop the file being read.
	Warnings []string
}

// IsIndividualFile tells whether a results file is an individual's: a
// PBN file whose travellers name players, or a USEBIO file whose event is
// INDIVIDUAL. A file that cannot be read is not (its reader says why).
func IsIndividualFile(path string) (bool, error) {
	f, err := OpenRegular(path, "results file: expected a USEBIO (.xml) or PBN file")
	if err != nil {
		return false, err
	}
	defer f.Close()
	// Only the start is read: a USEBIO file's EVENT comes first, and a
	// PBN file's first ScoreTable heading names its columns.
	head := make([]byte, 8192)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return false, fmt.Errorf("cannot read %s: %w", path, pathErr(err))
	}
	head = toUTF8(head[:n])
	switch {
	case looksLikeXML(head):
		return usebioIndividual(head), nil
	case !looksLikePBN(head):
		return false, nil
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return false, fmt.Errorf("cannot read %s: %w", path, pathErr(err))
	}
	return pbnIndividualHeading(f), nil
}

// pbnIndividualHeading tells whether a PBN file's first ScoreTable names
// an individual's players (PlayerId_North …), reading no further than it.
func pbnIndividualHeading(r io.Reader) bool {
	lines := bufio.NewScanner(io.LimitReader(r, maxFileSize))
	lines.Buffer(make([]byte, 64*1024), 1024*1024)
	for lines.Scan() {
		tag, value, ok := pbnTag(strings.TrimSpace(lines.Text()))
		if ok && tag == "ScoreTable" {
			t := pbnTable{head: value}
			cols := strings.Join(t.columns(), ";")
			return strings.Contains(cols, "playerid_north") && strings.Contains(cols, "playerid_west")
		}
	}
	return false
}

// usebioIndividual sniffs a USEBIO file's event type for INDIVIDUAL.
func usebioIndividual(data []byte) bool {
	head := strings.ToUpper(string(data[:min(len(data), 8192)]))
	i := strings.Index(head, "<EVENT ")
	if i < 0 {
		return false
	}
	tag, _, _ := strings.Cut(head[i:], ">")
	return strings.Contains(tag, `EVENT_TYPE="INDIVIDUAL"`) || strings.Contains(tag, `EVENT_TYPE='INDIVIDUAL'`)
}

// ReadIndividualFile reads an individual's results file, PBN or USEBIO.
func ReadIndividualFile(path string) (*IndividualFile, error) {
	data, err := readResultsText(path)
	if err != nil {
		return nil, err
	}
	data = toUTF8(data)
	name := filepath.Base(path)
	if looksLikeXML(data) {
		return readIndividualUSEBIO(bytes.NewReader(data), name)
	}
	return readIndividualPBN(data, name)
}

// ReadIndividualPBN reads an individual's PBN results file.
func ReadIndividualPBN(r io.Reader) (*IndividualFile, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxFileSize+1))
	if err != nil {
		return nil, err
	}
	return readIndividualPBN(toUTF8(data), "")
}

func readIndividualPBN(data []byte, name string) (*IndividualFile, error) {
	p, err := readPBN(bytes.NewReader(data), name, false)
	if err != nil {
		return nil, err
	}
	if !p.individual() {
		return nil, newParseError(name, 0, "ScoreTable", "no individual's traveller (a ScoreTable with PlayerId_North, PlayerId_East, PlayerId_South and PlayerId_West): not an individual's results file")
	}
	f := &IndividualFile{Name: p.event, Date: p.date, Deals: p.deals, Warnings: p.warnings}
	f.Session.Method = scoring.Matchpoints
	if m, ok := pbnScoringMethod(p.scoring); ok {
		f.Session.Method = m
	}
	b := &individualBuilder{sessionBuilder: sessionBuilder{file: name}}
	b.playersFromTotals(p.totals)
	if err := b.addLines(p.lines); err != nil {
		return nil, err
	}
	f.Session.Players, f.Session.Lines = b.players, b.lines
	f.Warnings = append(f.Warnings, b.notes...)
	return f, nil
}

// individualBuilder turns an individual's raw lines into scored-ready
// lines: each result read as a pairs file's is, the players checked.
type individualBuilder struct {
	sessionBuilder
	players []scoring.IndividualPlayer
	known   map[string]bool
	listed  bool
	lines   []scoring.IndividualLine
}

// playersFromTotals takes the players and their names from a PBN
// TotalScoreTable (PlayerId and Name columns), when the file has one.
func (b *individualBuilder) playersFromTotals(t *pbnTable) {
	b.known = map[string]bool{}
	if t == nil {
		return
	}
	cols := t.columns()
	for _, row := range t.rows {
		fields, ok := pbnFields(row.text)
		if !ok {
			continue
		}
		var p scoring.IndividualPlayer
		for i, c := range cols {
			if i >= len(fields) {
				break
			}
			switch c {
			case "playerid":
				p.ID = fields[i]
			case "name":
				p.Name = fields[i]
			}
		}
		if p.ID != "" && !b.known[p.ID] {
			b.known[p.ID] = true
			b.players = append(b.players, p)
		}
	}
	b.listed = len(b.players) > 0
}

// addLines reads every raw line; every bad one is reported.
func (b *individualBuilder) addLines(raw []rawLine) error {
	var errs Errors
	for i := range raw {
		l, err := b.line(&raw[i])
		if err != nil {
			errs = append(errs, err.(*ParseError))
			if len(errs) == maxReported {
				break
			}
			continue
		}
		b.lines = append(b.lines, l)
	}
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	return errs
}

// line reads one raw line: its board, its four players and its result.
func (b *individualBuilder) line(r *rawLine) (scoring.IndividualLine, error) {
	board, ok := parseBoard(r.board)
	if !ok {
		return scoring.IndividualLine{}, b.errf(r.line, r.where, "unknown board %q (expected a board number from 1 to %d)", r.board, maxBoard)
	}
	for k, id := range r.players {
		seat := scoring.Seats[k].Name()
		switch {
		case id == "":
			return scoring.IndividualLine{}, b.errf(r.line, r.where, "board %d: no player in the %s seat", board, seat)
		case !pairIDOK(id) || strings.Contains(id, "&"):
			return scoring.IndividualLine{}, b.errf(r.line, r.where, "board %d: %s player %s: expected a player number such as 7", board, seat, quote(id))
		case !b.known[id] && b.listed:
			return scoring.IndividualLine{}, b.errf(r.line, r.where, "board %d: %s player %s is not among the players the file ranks", board, seat, id)
		case !b.known[id]:
			b.known[id] = true
			b.players = append(b.players, scoring.IndividualPlayer{ID: id})
		}
	}
	l, err := b.entry(r, board)
	if err != nil {
		return scoring.IndividualLine{}, err
	}
	l.Board = board
	if err := b.lineExtras(r, &l); err != nil {
		return scoring.IndividualLine{}, err
	}
	return scoring.IndividualLine{Line: l, Players: r.players}, nil
}
