package interchange

import (
	"fmt"
	"io"
	"math/big"
	"path/filepath"
	"strings"

	"bridgescore/scoring"
)

// TeamsFile is a teams results file as read: the session to score and
// what the file itself records, to set beside bridgescore's figures.
type TeamsFile struct {
	Club, Name, Date, ProgramName string
	// ClubNumber is the club's number with its national body (USEBIO's
	// CLUB_ID_NUMBER); "" when not known.
	ClubNumber string
	// Format is "USEBIO", "PBN" or "CSV".
	Format string
	// Session holds the teams, the matches where the file lists them, the
	// traveller lines (NS and EW the teams' ids) and the method and VP
	// scale the file names (the caller may change them).
	Session scoring.TeamsSession
	// BoardsPerMatch is the length of a match when the file says it (or
	// when every match lists the same boards); 0 when it does not.
	BoardsPerMatch int
	// Recorded is what the file states of its own results.
	Recorded TeamsRecorded
	// Warnings are what was left out or decided in reading, each naming
	// its line.
	Warnings []string
	// Awards are the teams' master points WriteTeamsUSEBIO writes, each
	// team's by AwardPair{ID: its id}; nil for none. A file read keeps
	// its own in Recorded.
	Awards *USEBIOAwards
}

// TeamsRecorded is a teams results file's own figures.
type TeamsRecorded struct {
	// Teams are each team's total and place, by team id.
	Teams map[string]RecordedTeam
	// Matches are each match's figures, in the file's order.
	Matches []RecordedMatch
	// Pairs are the pairs' own Butler or cross-IMP totals where the file
	// gives them, by the pair's number as the file gives it ("3-1-2").
	Pairs map[string]*big.Rat
	// PairTeams are the pairs' teams, by the pair's number.
	PairTeams map[string]string
	// LineIMPs are each traveller line's North-South cross-IMP or Butler
	// points where the file gives them, by LineKey.
	LineIMPs map[string]*big.Rat
}

// LineKey names a traveller line of a teams file for its recorded
// figures: its board and the teams seated North-South and East-West.
func LineKey(board int, ns, ew string) string { return fmt.Sprintf("%d/%s/%s", board, ns, ew) }

// RecordedTeam is a team's figures as a file records them.
type RecordedTeam struct {
	Total       *big.Rat
	Place       string
	WinsOrDraws *big.Rat
	// MasterPoints are the points awarded as written; nil for none.
	// MasterPointType is their kind ("BLACK", "GREEN"), as written.
	MasterPoints    *big.Rat
	MasterPointType string
}

// RecordedMatch is a match's figures as a file records them: home is the
// first team the file names.
type RecordedMatch struct {
	Round      int
	Home, Away string
	// Score is each team's VPs, IMPs or board points.
	Score [2]*big.Rat
	// IMPs are each team's IMPs in the match when the file gives them.
	IMPs [2]*big.Rat
	// Boards are the home team's IMPs (or points) on each board, by
	// board, when the file gives them.
	Boards map[int]*big.Rat
}

// maxTeams bounds the teams of one file.
const maxTeams = 2000

// IsTeamsFile tells, from its start, whether a results file is a teams
// file: USEBIO whose EVENT_TYPE names teams, PBN whose scoring or
// competition is teams, or CSV whose first comment says "# teams".
func IsTeamsFile(path string) (bool, error) {
	f, err := OpenRegular(path, "results file: expected a USEBIO (.xml), CSV or PBN file")
	if err != nil {
		return false, err
	}
	defer f.Close()
	// The start tells: a pairs file of many megabytes is not read whole
	// twice.
	head := make([]byte, 64<<10)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return false, fmt.Errorf("cannot read %s: %w", path, pathErr(err))
	}
	return teamsKind(toUTF8(head[:n])) != "", nil
}

// teamsKind is "USEBIO", "PBN" or "CSV" for a teams file, "" otherwise.
func teamsKind(data []byte) string {
	head := string(data[:min(len(data), 64<<10)])
	switch {
	case looksLikeXML(data):
		i := strings.Index(head, "EVENT_TYPE")
		if i >= 0 {
			v := head[i:min(len(head), i+40)]
			if strings.Contains(strings.ToUpper(v), "TEAM") {
				return "USEBIO"
			}
		}
	case looksLikePBN(data):
		for _, s := range []string{`[Scoring "Teams"]`, `[Competition "Teams"]`, `content="Teams"`, `TeamId_Home`} {
			if strings.Contains(head, s) {
				return "PBN"
			}
		}
	default:
		for _, line := range strings.SplitN(head, "\n", 20) {
			line = strings.TrimSpace(line)
			if !strings.HasPrefix(line, "#") {
				break
			}
			if strings.EqualFold(strings.TrimSpace(strings.TrimPrefix(line, "#")), "teams") {
				return "CSV"
			}
		}
	}
	return ""
}

// readResultsText reads a results file whole as UTF-8 text, refusing one
// that is not an ordinary file or larger than any results file.
func readResultsText(path string) ([]byte, error) {
	f, err := OpenRegular(path, "results file: expected a USEBIO (.xml), CSV or PBN file")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := readWhole(f, ReadOptions{})
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, pathErr(err))
	}
	if len(data) > maxFileSize {
		return nil, &ParseError{File: path, Msg: fmt.Sprintf("file is larger than %d MB: not a results file", maxFileSize>>20)}
	}
	return data, nil
}

// ReadTeamsFile reads a teams results file of any supported kind.
func ReadTeamsFile(path string) (*TeamsFile, error) {
	data, err := readResultsText(path)
	if err != nil {
		return nil, err
	}
	return ReadTeams(data, filepath.Base(path))
}

// ReadTeams reads a teams results file's bytes; name names it in
// messages.
func ReadTeams(data []byte, name string) (*TeamsFile, error) {
	var tf *TeamsFile
	var err error
	switch teamsKind(data) {
	case "USEBIO":
		tf, err = readUSEBIOTeams(data, name)
	case "PBN":
		tf, err = readPBNTeams(toUTF8(data), name)
	case "CSV":
		tf, err = readCSVTeams(toUTF8(data), name)
	default:
		return nil, &ParseError{File: name, Msg: "not a teams results file: expected USEBIO with a teams EVENT_TYPE, " +
			"PBN teams tables (Ruter), or CSV whose first line is the comment # teams"}
	}
	if err != nil {
		return nil, err
	}
	tf.settleBoards()
	return tf, nil
}

// settleBoards sets BoardsPerMatch from the matches when they all list
// the same number of boards.
func (tf *TeamsFile) settleBoards() {
	if tf.BoardsPerMatch != 0 {
		return
	}
	n := -1
	for _, m := range tf.Session.Matches {
		switch {
		case n == -1:
			n = len(m.Boards)
		case n != len(m.Boards):
			return
		}
	}
	if n > 0 {
		tf.BoardsPerMatch = n
	}
}

// ratField reads a figure a file records ("12", "-3.57", "12,5").
func ratField(s string) (*big.Rat, bool) {
	s = strings.TrimSpace(strings.ReplaceAll(s, ",", "."))
	if s == "" || s == "-" {
		return nil, false
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok || len(s) > 30 {
		return nil, false
	}
	return r, true
}

// teamLine turns a raw traveller line whose ns and ew are team ids into a
// scoring.Line, reading its result as a pairs line's is read.
func teamLine(b *sessionBuilder, r *rawLine) (scoring.Line, error) {
	board, ok := parseBoard(r.board)
	if !ok {
		return scoring.Line{}, b.errf(r.line, r.where, "unknown board %q (expected a board number from 1 to %d)", r.board, maxBoard)
	}
	if r.ns == "" || r.ew == "" || r.ns == r.ew {
		return scoring.Line{}, b.errf(r.line, r.where, "board %d: two different teams are needed (got %s v %s)", board, quote(r.ns), quote(r.ew))
	}
	l, err := b.entry(r, board)
	if err != nil {
		return scoring.Line{}, err
	}
	l.Board, l.NS, l.EW = board, r.ns, r.ew
	if err := b.lineExtras(r, &l); err != nil {
		return scoring.Line{}, err
	}
	return l, nil
}

// teamBuilder is a sessionBuilder used only for reading lines' results.
func teamBuilder(name string) *sessionBuilder {
	return &sessionBuilder{file: name}
}
