package interchange

import (
	"bufio"
	"bytes"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// Ruter's PBN teams files (and Magic Contest's, its family) give the
// teams' ranking in a TotalScoreTable and the matches in a ScoreTable:
//
//	[TotalScoreTable "Rank\1R;TeamId\1R;Table\1R;Direction\6R;TotalScoreVP\5R;TeamName\15L;NrRounds\1R;Club\13L;Roster\137L;RosterDetails\167L"]
//	1 2 1 "Home" 56.44 "Fredrikstad 1" 4 - "Flemming … - …" "28336,Johnsen,Flemming|…"
//	[ScoreTable "Round\1R;Table\1R;TeamId_Home\1R;TeamId_Away\1R;MatchDetails\28L;VP_Home\5R;VP_Away\5R;…"]
//	1 1 2 7 "1,15,54|2,30,0|200,45,54"    8.02 11.98 …
//
// MatchDetails holds each segment's IMPs, home then away, and the whole
// match's as segment 200; a match not yet played is "-". The file does
// not give the boards, so each match is entered by its IMPs; how long a
// match was is for the caller to say (or find).

// pbnTeamTable is a table of a PBN teams file: its columns and rows.
type pbnTeamTable struct {
	cols []string
	at   int
	rows [][]string
	line []int
}

func (t *pbnTeamTable) col(name string) int {
	for i, c := range t.cols {
		if strings.EqualFold(c, name) {
			return i
		}
	}
	return -1
}

// cell is row r's value in the named column, "" when there is none.
func (t *pbnTeamTable) cell(r int, name string) string {
	i := t.col(name)
	if i < 0 || i >= len(t.rows[r]) {
		return ""
	}
	return t.rows[r][i]
}

// readPBNTeams reads a Ruter teams PBN file.
func readPBNTeams(data []byte, name string) (*TeamsFile, error) {
	tf := &TeamsFile{Format: "PBN"}
	tables := map[string]*pbnTeamTable{}
	var cur *pbnTeamTable
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	n := 0
	var generator, version string
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "%") {
			cur = nil
			if k, v, ok := pbnMeta(trimmed); ok {
				switch k {
				case "Generator":
					generator = v
				case "Version":
					version = v
				case "ContestName":
					tf.Name = v
				}
			}
			continue
		}
		if strings.HasPrefix(trimmed, "[") {
			cur = nil
			tag, value, ok := pbnTag(trimmed)
			if !ok {
				continue
			}
			switch tag {
			case "Event":
				if tf.Name == "" {
					tf.Name = value
				}
			case "Date":
				tf.Date = value
			case "Site":
				tf.Club = value
			case "TotalScoreTable", "ScoreTable":
				if _, dup := tables[tag]; !dup {
					cur = &pbnTeamTable{at: n}
					for _, c := range strings.Split(value, ";") {
						c, _, _ = strings.Cut(strings.TrimSpace(c), "\\")
						cur.cols = append(cur.cols, c)
					}
					tables[tag] = cur
				}
			}
			continue
		}
		if cur == nil || trimmed == "" {
			cur = nil
			continue
		}
		fields, ok := pbnFields(trimmed)
		if !ok {
			return nil, newParseError(name, n, "ScoreTable", "a quoted value is not closed: "+quote(trimmed))
		}
		cur.rows = append(cur.rows, fields)
		cur.line = append(cur.line, n)
	}
	if err := sc.Err(); err != nil {
		return nil, &ParseError{File: name, Line: n, Msg: err.Error()}
	}
	tf.ProgramName = strings.TrimSpace(generator + " " + version)
	total, matches := tables["TotalScoreTable"], tables["ScoreTable"]
	if total == nil || total.col("TeamId") < 0 {
		return nil, &ParseError{File: name, Element: "TotalScoreTable", Msg: "no TotalScoreTable with a TeamId column: not a teams results file"}
	}
	if err := tf.pbnTotals(total, name); err != nil {
		return nil, err
	}
	if matches == nil || matches.col("TeamId_Home") < 0 || matches.col("TeamId_Away") < 0 {
		return nil, &ParseError{File: name, Element: "ScoreTable", Msg: "no ScoreTable with TeamId_Home and TeamId_Away: no matches to score"}
	}
	return tf, tf.pbnMatches(matches, name)
}

// pbnMeta reads a Ruter META comment: % <META name=Version content="4.7">.
func pbnMeta(line string) (key, value string, ok bool) {
	i := strings.Index(line, "name=")
	j := strings.Index(line, "content=\"")
	if i < 0 || j < 0 {
		return "", "", false
	}
	key = strings.Fields(line[i+5:])[0]
	value, _, _ = strings.Cut(line[j+9:], "\"")
	return key, strings.TrimSpace(value), true
}

// pbnTotals reads the teams and their recorded totals and places.
func (tf *TeamsFile) pbnTotals(t *pbnTeamTable, name string) error {
	s := &tf.Session
	scoreCol := ""
	for _, c := range []struct {
		col    string
		method scoring.TeamMethod
	}{{"TotalScoreVP", scoring.TeamVPs}, {"TotalScoreIMP", scoring.TeamIMPs}, {"TotalScoreBAM", scoring.BoardAMatch}} {
		if t.col(c.col) >= 0 {
			scoreCol, s.Method = c.col, c.method
			break
		}
	}
	if scoreCol == "" {
		return &ParseError{File: name, Line: t.at, Element: "TotalScoreTable", Msg: "no TotalScoreVP, TotalScoreIMP or TotalScoreBAM column: the method is not known"}
	}
	tf.Recorded.Teams = map[string]RecordedTeam{}
	for r := range t.rows {
		id := t.cell(r, "TeamId")
		if id == "" || !pairIDOK(id) {
			return newParseError(name, t.line[r], "TotalScoreTable", fmt.Sprintf("team number %s: expected a number", quote(id)))
		}
		if len(s.Teams) >= maxTeams {
			return newParseError(name, t.line[r], "TotalScoreTable", fmt.Sprintf("more than %d teams", maxTeams))
		}
		team := scoring.Team{ID: id, Name: t.cell(r, "TeamName")}
		if roster := t.cell(r, "Roster"); roster != "" && roster != "-" {
			for _, p := range strings.Split(roster, " - ") {
				if p = strings.TrimSpace(p); p != "" {
					team.Players = append(team.Players, p)
				}
			}
		}
		s.Teams = append(s.Teams, team)
		rec := RecordedTeam{Place: t.cell(r, "Rank")}
		rec.Total, _ = ratField(t.cell(r, scoreCol))
		rec.MasterPoints, _ = ratField(t.cell(r, "MP"))
		tf.Recorded.Teams[id] = rec
	}
	return nil
}

// pbnMatches reads the matches: each played one entered by its IMPs.
func (tf *TeamsFile) pbnMatches(t *pbnTeamTable, name string) error {
	vpH, vpA := "VP_Home", "VP_Away"
	if t.col(vpH) < 0 {
		vpH, vpA = "IMP_Home", "IMP_Away"
	}
	for r := range t.rows {
		home, away := t.cell(r, "TeamId_Home"), t.cell(r, "TeamId_Away")
		round, _ := strconv.Atoi(t.cell(r, "Round"))
		details := t.cell(r, "MatchDetails")
		if details == "" || details == "-" {
			continue // not played yet
		}
		h, a, err := matchDetailsIMPs(details)
		if err != nil {
			return newParseError(name, t.line[r], "MatchDetails", fmt.Sprintf("%s v %s: %v", home, away, err))
		}
		m := scoring.Match{Round: round, Home: home, Away: away, Entered: &[2]*big.Rat{h, a}}
		tf.Session.Matches = append(tf.Session.Matches, m)
		rec := RecordedMatch{Round: round, Home: home, Away: away, IMPs: [2]*big.Rat{h, a}}
		rec.Score[0], _ = ratField(t.cell(r, vpH))
		rec.Score[1], _ = ratField(t.cell(r, vpA))
		tf.Recorded.Matches = append(tf.Recorded.Matches, rec)
	}
	return nil
}

// matchDetailsIMPs reads MatchDetails: the whole match's IMPs (segment
// 200), or the segments' added when it is not given.
func matchDetailsIMPs(s string) (*big.Rat, *big.Rat, error) {
	var sumH, sumA, totH, totA *big.Rat
	sumH, sumA = new(big.Rat), new(big.Rat)
	for _, seg := range strings.Split(s, "|") {
		f := strings.Split(seg, ",")
		if len(f) != 3 {
			return nil, nil, fmt.Errorf("segment %s: expected segment,home IMPs,away IMPs", quote(seg))
		}
		h, ok1 := ratField(f[1])
		a, ok2 := ratField(f[2])
		if !ok1 || !ok2 || h.Sign() < 0 || a.Sign() < 0 {
			return nil, nil, fmt.Errorf("segment %s: the IMPs are not numbers", quote(seg))
		}
		if strings.TrimSpace(f[0]) == "200" {
			totH, totA = h, a
			continue
		}
		sumH.Add(sumH, h)
		sumA.Add(sumA, a)
	}
	if totH != nil {
		return totH, totA, nil
	}
	return sumH, sumA, nil
}
