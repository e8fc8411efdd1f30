package interchange

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"bridgescore/scoring"
)

// USEBIO teams files (EBUScore Teams, JSS TeamsScorer) give, within each
// SESSION, the teams in PARTICIPANTS (TEAM_ID and TEAM_NAME attributes,
// TOTAL_SCORE, PLACE, the pairs with their numbers and players) and each
// match once:
//
//	<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>3</OPPOSING_TEAM>
//	  <START_BOARD_NUMBER>1</START_BOARD_NUMBER><END_BOARD_NUMBER>3</END_BOARD_NUMBER>
//	  <TEAM_SCORE>12</TEAM_SCORE><OPPOSING_TEAM_SCORE>8</OPPOSING_TEAM_SCORE>
//	  <BOARD><BOARD_NUMBER>1</BOARD_NUMBER><IMPS>0</IMPS>
//	    <TRAVELLER_LINE><DIRECTION>NS</DIRECTION><NS_PAIR_NUMBER>1-1-2</NS_PAIR_NUMBER> …
//
// A traveller line's pairs are the teams' pairs (their numbers as the
// PARTICIPANTS give them; a number such as "1-1-2" starts with its team's
// when the pair is not listed), so its teams are known and the room follows
// from which sits North-South. A board's IMPS (or TEAM_POINTS and
// OPPOSING_TEAM_POINTS) are the match's first team's, and are kept as the
// file's own figures, as are the scores, totals and places.

// xnode is one element of a small XML document.
type xnode struct {
	name  string
	attrs map[string]string
	text  strings.Builder
	kids  []*xnode
	line  int
}

// child is the first child of that name, or nil.
func (n *xnode) child(name string) *xnode {
	for _, k := range n.kids {
		if k.name == name {
			return k
		}
	}
	return nil
}

// val is the trimmed text of the first child of that name.
func (n *xnode) val(name string) string {
	if k := n.child(name); k != nil {
		return strings.TrimSpace(k.text.String())
	}
	return ""
}

// all is every descendant of that name, in document order.
func (n *xnode) all(name string) []*xnode {
	var out []*xnode
	var walk func(*xnode)
	walk = func(x *xnode) {
		for _, k := range x.kids {
			if k.name == name {
				out = append(out, k)
				continue
			}
			walk(k)
		}
	}
	walk(n)
	return out
}

// maxNodes bounds the elements of one teams file.
const maxNodes = 4 << 20

// teamsDeclaredEncoding finds the encoding an XML declaration names.
var teamsDeclaredEncoding = regexp.MustCompile(`^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']`)

// parseXMLTree reads a document into a tree of elements, in the encoding
// it declares (UTF-16 and an undeclared file that is not UTF-8 as toUTF8
// reads them).
func parseXMLTree(data []byte, name string) (*xnode, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if enc := utf16Of(data); enc != nil {
		data = toUTF8(data)
	} else if m := teamsDeclaredEncoding.FindSubmatch(data[:min(len(data), 200)]); m != nil {
		switch strings.ToLower(string(m[1])) {
		case "utf-8", "utf8", "us-ascii", "ascii":
		default:
			// ISO-8859-1 and Windows-1252 differ only where a name has no
			// letter, and every other single-byte Western code page that
			// a scoring program writes reads as one of them.
			if !utf8.Valid(data) {
				if out, err := charmap.Windows1252.NewDecoder().Bytes(data); err == nil {
					data = out
				}
			}
		}
	} else {
		data = toUTF8(data)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	dec.Strict = false
	root := &xnode{name: "#document"}
	stack := []*xnode{root}
	nodes := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			line, _ := dec.InputPos()
			return nil, &ParseError{File: name, Line: line, Msg: "not well-formed XML: " + err.Error()}
		}
		switch t := tok.(type) {
		case xml.StartElement:
			nodes++
			if nodes > maxNodes || len(stack) > 64 {
				return nil, &ParseError{File: name, Msg: "too many elements, or nested too deep, for a results file"}
			}
			line, _ := dec.InputPos()
			n := &xnode{name: strings.ToUpper(t.Name.Local), line: line}
			for _, a := range t.Attr {
				if n.attrs == nil {
					n.attrs = map[string]string{}
				}
				n.attrs[strings.ToUpper(a.Name.Local)] = strings.TrimSpace(a.Value)
			}
			top := stack[len(stack)-1]
			top.kids = append(top.kids, n)
			stack = append(stack, n)
		case xml.EndElement:
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		case xml.CharData:
			top := stack[len(stack)-1]
			if top.text.Len() < 4096 {
				top.text.Write(t)
			}
		}
	}
	return root, nil
}

// readUSEBIOTeams reads a USEBIO teams file.
func readUSEBIOTeams(data []byte, name string) (*TeamsFile, error) {
	root, err := parseXMLTree(data, name)
	if err != nil {
		return nil, err
	}
	u := root.child("USEBIO")
	if u == nil {
		return nil, &ParseError{File: name, Msg: "no USEBIO element"}
	}
	ev := u.child("EVENT")
	if ev == nil {
		return nil, &ParseError{File: name, Msg: "no EVENT element"}
	}
	tf := &TeamsFile{Format: "USEBIO", Club: strings.TrimSpace(u.val("CLUB")), Name: ev.val("EVENT_DESCRIPTION"),
		Date: ev.val("DATE"), ProgramName: strings.TrimSpace(ev.val("PROGRAM_NAME") + " " + ev.val("PROGRAM_VERSION"))}
	if c := u.child("CLUB"); c != nil {
		tf.Club = c.val("CLUB_NAME")
	}
	if err := tf.usebioMethod(ev, name); err != nil {
		return nil, err
	}
	tf.Recorded.Teams = map[string]RecordedTeam{}
	tf.Recorded.Pairs = map[string]*big.Rat{}
	tf.Recorded.LineIMPs = map[string]*big.Rat{}
	pairTeam := map[string]string{}
	tf.Recorded.PairTeams = pairTeam
	for _, t := range ev.all("TEAM") {
		if t.attrs["TEAM_ID"] == "" && t.child("PAIR") == nil {
			continue // a MATCH's TEAM element: a team's number
		}
		if err := tf.usebioTeam(t, name, pairTeam); err != nil {
			return nil, err
		}
	}
	if len(tf.Session.Teams) == 0 {
		return nil, &ParseError{File: name, Element: "PARTICIPANTS", Msg: "no TEAM listed"}
	}
	b := teamBuilder(name)
	for _, m := range ev.all("MATCH") {
		if err := tf.usebioMatch(m, b, pairTeam); err != nil {
			return nil, err
		}
	}
	tf.Warnings = append(tf.Warnings, b.notes...)
	if bp, err := strconv.Atoi(ev.val("BOARDS_PER_ROUND")); err == nil && bp > 0 {
		tf.BoardsPerMatch = bp
	}
	return tf, nil
}

// usebioMethod reads how the event is scored.
func (tf *TeamsFile) usebioMethod(ev *xnode, name string) error {
	board := strings.ToUpper(ev.val("BOARD_SCORING_METHOD"))
	match := strings.ToUpper(ev.val("MATCH_SCORING_METHOD"))
	if match == "" {
		match = strings.ToUpper(ev.val("SCORING_METHOD"))
	}
	s := &tf.Session
	switch {
	case strings.HasPrefix(match, "VP"):
		s.Method = scoring.TeamVPs
	case match == "PAB" || board == "PAB" || strings.Contains(match, "POINT_A_BOARD"):
		s.Method = scoring.PointABoard
	case match == "BAM" || board == "BAM" || strings.Contains(match, "BOARD_A_MATCH"):
		s.Method = scoring.BoardAMatch
	case strings.HasPrefix(match, "IMP") || (match == "" && strings.HasPrefix(board, "IMP")):
		s.Method = scoring.TeamIMPs
	case strings.HasPrefix(match, "AGG") || strings.HasPrefix(board, "AGG") || strings.Contains(match, "TOTAL"):
		s.Method = scoring.TeamAggregate
	default:
		return &ParseError{File: name, Line: ev.line, Element: "MATCH_SCORING_METHOD",
			Msg: fmt.Sprintf("%s: expected VPS, IMPS, PAB, BAM or AGGREGATE", quote(match))}
	}
	return nil
}

// usebioTeam reads one team of PARTICIPANTS.
func (tf *TeamsFile) usebioTeam(t *xnode, name string, pairTeam map[string]string) error {
	id := t.attrs["TEAM_ID"]
	if id == "" {
		id = t.val("TEAM_ID")
	}
	if id == "" || !pairIDOK(id) {
		return &ParseError{File: name, Line: t.line, Element: "TEAM", Msg: fmt.Sprintf("team number %s: expected a number such as 7", quote(id))}
	}
	if len(tf.Session.Teams) >= maxTeams {
		return &ParseError{File: name, Line: t.line, Element: "TEAM", Msg: fmt.Sprintf("more than %d teams", maxTeams)}
	}
	team := scoring.Team{ID: id, Name: t.attrs["TEAM_NAME"]}
	if team.Name == "" {
		team.Name = t.val("TEAM_NAME")
	}
	for _, p := range t.all("PAIR") {
		num := p.val("PAIR_NUMBER")
		if num != "" {
			pairTeam[num] = id
		}
		for _, pl := range p.all("PLAYER") {
			if n := pl.val("PLAYER_NAME"); n != "" {
				team.Players = append(team.Players, n)
			}
		}
		if v, ok := ratField(p.val("PAIR_IMPS")); ok && num != "" {
			tf.Recorded.Pairs[num] = v
		}
	}
	tf.Session.Teams = append(tf.Session.Teams, team)
	rec := RecordedTeam{Place: t.val("PLACE")}
	rec.Total, _ = ratField(t.val("TOTAL_SCORE"))
	rec.WinsOrDraws, _ = ratField(t.val("WINS_OR_DRAWS"))
	// In a MASTER_POINTS element, as EBUScoreTeams and TeamsScorer write
	// them, or straight in the TEAM, as Compscore writes a pair's.
	mp := t
	if c := t.child("MASTER_POINTS"); c != nil {
		mp = c
	}
	rec.MasterPoints, _ = ratField(mp.val("MASTER_POINTS_AWARDED"))
	rec.MasterPointType = mp.val("MASTER_POINT_TYPE")
	tf.Recorded.Teams[id] = rec
	return nil
}

// usebioMatch reads one MATCH: the match, its lines and its figures.
func (tf *TeamsFile) usebioMatch(m *xnode, b *sessionBuilder, pairTeam map[string]string) error {
	round, _ := strconv.Atoi(m.val("ROUND_NUMBER"))
	home, away := m.val("TEAM"), m.val("OPPOSING_TEAM")
	if home == "" || away == "" {
		return b.errf(m.line, "MATCH", "a match needs TEAM and OPPOSING_TEAM")
	}
	match := scoring.Match{Round: round, Home: home, Away: away}
	rec := RecordedMatch{Round: round, Home: home, Away: away, Boards: map[int]*big.Rat{}}
	rec.Score[0], _ = ratField(m.val("TEAM_SCORE"))
	rec.Score[1], _ = ratField(m.val("OPPOSING_TEAM_SCORE"))
	start, err1 := strconv.Atoi(m.val("START_BOARD_NUMBER"))
	end, err2 := strconv.Atoi(m.val("END_BOARD_NUMBER"))
	if err1 == nil && err2 == nil && start >= 1 && end >= start && end-start < maxBoard {
		for bd := start; bd <= end; bd++ {
			match.Boards = append(match.Boards, bd)
		}
	}
	var impsH, impsA *big.Rat
	for _, bd := range m.all("BOARD") {
		num, ok := parseBoard(bd.val("BOARD_NUMBER"))
		if !ok {
			return b.errf(bd.line, "BOARD_NUMBER", "unknown board %q", bd.val("BOARD_NUMBER"))
		}
		if !slices.Contains(match.Boards, num) {
			match.Boards = append(match.Boards, num)
		}
		if v, ok := ratField(bd.val("IMPS")); ok {
			rec.Boards[num] = v
			if impsH == nil {
				impsH, impsA = new(big.Rat), new(big.Rat)
			}
			if v.Sign() > 0 {
				impsH.Add(impsH, v)
			} else {
				impsA.Sub(impsA, v)
			}
		} else if v, ok := ratField(bd.val("TEAM_POINTS")); ok {
			rec.Boards[num] = v
		}
		for _, tl := range bd.all("TRAVELLER_LINE") {
			l, err := tf.usebioLine(tl, b, num, pairTeam, home, away)
			if err != nil {
				return err
			}
			l.Round = round
			if v, ok := ratField(tl.val("NS_CROSS_IMP_POINTS")); ok {
				tf.Recorded.LineIMPs[LineKey(l.Board, l.NS, l.EW)] = v
			} else if v, ok := ratField(tl.val("NS_BUTLER_IMP_POINTS")); ok {
				tf.Recorded.LineIMPs[LineKey(l.Board, l.NS, l.EW)] = v
			}
			tf.Session.Lines = append(tf.Session.Lines, l)
			tf.Session.Seated = append(tf.Session.Seated, [2]string{tl.val("NS_PAIR_NUMBER"), tl.val("EW_PAIR_NUMBER")})
		}
	}
	rec.IMPs = [2]*big.Rat{impsH, impsA}
	slices.Sort(match.Boards)
	tf.Session.Matches = append(tf.Session.Matches, match)
	tf.Recorded.Matches = append(tf.Recorded.Matches, rec)
	return nil
}

// usebioLine reads one traveller line of a match: its pairs give its
// teams.
func (tf *TeamsFile) usebioLine(tl *xnode, b *sessionBuilder, board int, pairTeam map[string]string, home, away string) (scoring.Line, error) {
	ns, ew := tl.val("NS_PAIR_NUMBER"), tl.val("EW_PAIR_NUMBER")
	teamOf := func(pair string) string {
		if t, ok := pairTeam[pair]; ok {
			return t
		}
		t, _, _ := strings.Cut(pair, "-")
		return t
	}
	r := rawLine{line: tl.line, where: "TRAVELLER_LINE", board: strconv.Itoa(board), ns: teamOf(ns), ew: teamOf(ew),
		contr: tl.val("CONTRACT"), decl: tl.val("PLAYED_BY"), tricks: tl.val("TRICKS"), score: tl.val("SCORE"),
		lead: tl.val("LEAD"), nsScore: tl.val("NS_SCORE"), ewScore: tl.val("EW_SCORE"), tricksTaken: true}
	if r.score == "" && r.nsScore != "" {
		r.score = r.nsScore
	}
	if dir := strings.ToUpper(tl.val("DIRECTION")); r.ns == "" || r.ew == "" {
		// A line naming no pairs: the DIRECTION says which way the
		// match's first team sat.
		switch dir {
		case "NS":
			r.ns, r.ew = home, away
		case "EW":
			r.ns, r.ew = away, home
		}
	}
	if (r.ns != home && r.ns != away) || (r.ew != home && r.ew != away) {
		return scoring.Line{}, b.errf(tl.line, "TRAVELLER_LINE", "board %d: pairs %s and %s are not of the match's teams %s and %s",
			board, quote(ns), quote(ew), home, away)
	}
	return teamLine(b, &r)
}
