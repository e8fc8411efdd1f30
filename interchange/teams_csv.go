package interchange

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// TeamsCSVFormat documents the teams CSV file, for the command's help
// and the README.
const TeamsCSVFormat = `Teams CSV: the first line is the comment "# teams"; further comment lines
may say "# method: vp|imps|bam|pab|aggregate", "# scale: wbf2013|ebu20|acbl30|acbl20"
and "# boards: N" (the boards of a match). Then either traveller lines, one a
table and board, NS and EW being the teams seated that way (the room follows):
    round,board,ns,ew,contract,declarer,tricks,score[,table]
    1,1,1,2,4S,N,10,
    1,1,2,1,4S,N,9,
or matches entered by their IMPs (or points), home first:
    round,home,away,home_imps,away_imps
    1,1,2,45,38
Fields may be separated by commas, semicolons or tabs; the contract column may
hold the whole result (4SN+1), and the score column an adjusted score (A60-40).`

// readCSVTeams reads a teams CSV file.
func readCSVTeams(data []byte, name string) (*TeamsFile, error) {
	tf := &TeamsFile{Format: "CSV", Name: name}
	tf.Session.Method = scoring.TeamVPs
	lines := bytes.Split(data, []byte("\n"))
	start := 0
	for start < len(lines) {
		l := strings.TrimSpace(string(lines[start]))
		if l == "" {
			start++
			continue
		}
		if !strings.HasPrefix(l, "#") {
			break
		}
		if err := tf.csvComment(strings.TrimSpace(strings.TrimPrefix(l, "#")), name, start+1); err != nil {
			return nil, err
		}
		start++
	}
	if start == len(lines) {
		return nil, &ParseError{File: name, Msg: "no header line"}
	}
	header := string(lines[start])
	r := csv.NewReader(io.MultiReader(bytes.NewReader(bytes.Join(lines[start:], []byte("\n")))))
	r.Comma = csvDelimiter(header)
	r.FieldsPerRecord = -1
	r.TrimLeadingSpace = true
	recs, err := r.ReadAll()
	if err != nil {
		return nil, &ParseError{File: name, Msg: err.Error()}
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[strings.ToLower(strings.TrimSpace(h))] = i
	}
	get := func(rec []string, c string) string {
		if i, ok := col[c]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	_, hasHome := col["home"]
	_, hasBoard := col["board"]
	switch {
	case hasHome:
		return tf, tf.csvMatches(recs[1:], get, name, start+2)
	case hasBoard:
		return tf, tf.csvLines(recs[1:], get, name, start+2)
	}
	return nil, &ParseError{File: name, Line: start + 1, Msg: "header: expected round,board,ns,ew,contract,declarer,tricks,score or round,home,away,home_imps,away_imps"}
}

// csvDelimiter is the separator a header line uses most.
func csvDelimiter(header string) rune {
	best, n := ',', strings.Count(header, ",")
	for _, d := range []rune{';', '\t'} {
		if c := strings.Count(header, string(d)); c > n {
			best, n = d, c
		}
	}
	return best
}

// csvComment reads a "# key: value" line of the teams CSV.
func (tf *TeamsFile) csvComment(c, name string, line int) error {
	key, value, ok := strings.Cut(c, ":")
	if !ok {
		return nil // "# teams" and remarks
	}
	key, value = strings.ToLower(strings.TrimSpace(key)), strings.ToLower(strings.TrimSpace(value))
	switch key {
	case "method":
		switch m := scoring.TeamMethod(value); m {
		case scoring.TeamVPs, scoring.TeamIMPs, scoring.BoardAMatch, scoring.PointABoard, scoring.TeamAggregate:
			tf.Session.Method = m
		default:
			return &ParseError{File: name, Line: line, Msg: fmt.Sprintf("method %s: expected vp, imps, bam, pab or aggregate", quote(value))}
		}
	case "scale":
		tf.Session.Options.Scale = scoring.VPScale(value)
	case "boards":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxBoard {
			return &ParseError{File: name, Line: line, Msg: fmt.Sprintf("boards %s: expected the boards of a match", quote(value))}
		}
		tf.BoardsPerMatch = n
	}
	return nil
}

// csvLines reads traveller lines.
func (tf *TeamsFile) csvLines(recs [][]string, get func([]string, string) string, name string, first int) error {
	b := teamBuilder(name)
	var errs Errors
	for i, rec := range recs {
		if blankRecord(rec) {
			continue
		}
		r := rawLine{line: first + i, board: get(rec, "board"), ns: get(rec, "ns"), ew: get(rec, "ew"), round: get(rec, "round"),
			table: get(rec, "table"), contr: get(rec, "contract"), decl: get(rec, "declarer"), tricks: get(rec, "tricks"),
			score: get(rec, "score"), lead: get(rec, "lead"), group: get(rec, "group")}
		l, err := teamLine(b, &r)
		if err != nil {
			if pe, ok := err.(*ParseError); ok {
				errs = append(errs, pe)
				if len(errs) < maxReported {
					continue
				}
			}
			break
		}
		tf.Session.Lines = append(tf.Session.Lines, l)
	}
	tf.Warnings = append(tf.Warnings, b.notes...)
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	return errs
}

// csvMatches reads matches entered by their IMPs.
func (tf *TeamsFile) csvMatches(recs [][]string, get func([]string, string) string, name string, first int) error {
	for i, rec := range recs {
		if blankRecord(rec) {
			continue
		}
		line := first + i
		round, _ := strconv.Atoi(get(rec, "round"))
		home, away := get(rec, "home"), get(rec, "away")
		h, ok1 := ratField(firstOf(get(rec, "home_imps"), get(rec, "home_score")))
		a, ok2 := ratField(firstOf(get(rec, "away_imps"), get(rec, "away_score")))
		if home == "" || away == "" || !ok1 || !ok2 {
			return &ParseError{File: name, Line: line, Msg: "a match needs home, away, home_imps and away_imps"}
		}
		var boards []int
		for b := 1; b <= tf.BoardsPerMatch; b++ {
			boards = append(boards, b)
		}
		m := scoring.Match{Round: round, Home: home, Away: away, Boards: boards, Entered: &[2]*big.Rat{h, a}}
		tf.Session.Matches = append(tf.Session.Matches, m)
	}
	return nil
}

func firstOf(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
