package interchange

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"bridgescore/fault"
)

// Member is one row of a club's membership list: a player's name and
// national (or club) number.
type Member struct {
	Name, Number string
	// Body issued the number ("EBU", "ACBL"…): from a column of its own,
	// or from the number column's heading ("EBU No"); "" when not said.
	Body string
	// Masterpoints is the player's masterpoint holding and Handicap the
	// handicap the club sets for the player, as decimals, from columns of
	// their own; "" when the list leaves them out.
	Masterpoints, Handicap string
}

// maxMembersFile bounds a membership list: a national body's whole list
// of members is a few megabytes.
const maxMembersFile = 16 << 20

// Column names membership lists use, compared in lower case without
// spaces, dots or hashes.
var (
	nameHeads   = []string{"name", "fullname", "player", "playername", "member", "membername"}
	firstHeads  = []string{"firstname", "forename", "givenname", "first", "christianname"}
	lastHeads   = []string{"lastname", "surname", "familyname", "last"}
	numberHeads = []string{"number", "memberno", "membershipnumber", "membernumber", "membershipno", "nationalnumber",
		"nationalid", "id", "ebu", "ebuno", "ebunumber", "acbl", "acblno", "acblnumber", "abf", "abfno",
		"abfnumber", "nbo", "nbonumber", "sbu", "sbuno", "cbf", "cbfno", "playerid", "mpnumber"}
	bodyHeads = []string{"body", "nationalbody", "issuedby", "issuer", "organisation", "organization", "federation"}
	// pointsHeads head a column of masterpoint holdings.
	pointsHeads = []string{"masterpoints", "mps", "mp", "points", "holding", "masterpointholding", "lifetimepoints", "totalpoints"}
	// bodyOfHead is the body a number column's heading names.
	bodyOfHead = map[string]string{"ebu": "EBU", "ebuno": "EBU", "ebunumber": "EBU", "acbl": "ACBL", "acblno": "ACBL",
		"acblnumber": "ACBL", "abf": "ABF", "abfno": "ABF", "abfnumber": "ABF", "sbu": "SBU", "sbuno": "SBU",
		"cbf": "CBF", "cbfno": "CBF"}
)

// ReadMembers reads a club's membership list: a CSV file (commas,
// semicolons or tabs; UTF-8, UTF-16 or Windows-1252) whose first line
// names its columns, a name column or first and last names, and a number
// column. A row with no name, or a number that is not a number, is named
// with its line and the whole file refused: nothing is half-imported.
func ReadMembers(r io.Reader) (_ []Member, err error) {
	defer invalid(&err)
	var out []Member
	err = ScanMembers(r, func(m Member) error {
		out = append(out, m)
		return nil
	})
	return out, err
}

// ScanMembers reads a membership list as ReadMembers does, giving each
// player to each as it is read rather than holding the list: a national
// body's list is a million players. A list with wrong rows is refused
// once it is read through, each named, so each must be undone by whoever
// took the players (a transaction not committed); an error from each
// stops the reading and is returned.
func ScanMembers(r io.Reader, each func(Member) error) error {
	aside, err := ScanMembersSettingAside(r, each)
	if err == nil && len(aside) > 0 {
		err = fault.As(fault.Invalid, listRefused("nothing was imported", aside))
	}
	return err
}

// ScanMembersSettingAside reads a membership list as ScanMembers does,
// but a row that names nobody (no name) or gives a number or figure that
// is not one is set aside, said in aside with its line, and the rest
// given to each: a list of a thousand members is not refused for one row,
// since no row of it scores anything. The list is refused only when its
// first line names no columns of names and numbers, or no player is
// left.
func ScanMembersSettingAside(r io.Reader, each func(Member) error) (aside []string, err error) {
	var cols memberCols
	var failed error
	players := 0
	aside, err = readList(r, "a membership list", "Name, Number",
		func(head []string) (err error) {
			cols, err = memberColumns(head)
			return err
		},
		func(rec []string, _ int, _ rune) string {
			if failed != nil {
				return ""
			}
			m, problem := cols.member(rec)
			if problem == "" && m.Name != "" {
				players++
				failed = each(m)
			}
			return problem
		})
	switch {
	case failed != nil:
		return nil, failed
	case err != nil:
		return nil, fault.As(fault.Invalid, err)
	case players == 0 && len(aside) > 0:
		return nil, fault.As(fault.Invalid, listRefused("nothing was imported", aside))
	case players == 0:
		return nil, fault.New(fault.Invalid, "the list holds no players after its first line")
	}
	return aside, nil
}

// listRefused refuses a list for its rows' problems, each with its line,
// ten at most said.
func listRefused(refusal string, bad []string) error {
	if len(bad) > 10 {
		bad = append(bad[:10:10], fmt.Sprintf("and %d more", len(bad)-10))
	}
	return fmt.Errorf("%s: %s", refusal, strings.Join(bad, "; "))
}

// readList reads a club's list (of members, of handicaps), what it is
// for messages: a CSV file of at most maxMembersFile bytes whose first line
// names the columns (headings for the message when it is missing), given
// to columns, then each row to row with its line and its separator. Every
// row's problem is given in bad, named with its line, for the caller to
// refuse the list or set the rows aside.
func readList(r io.Reader, what, headings string, columns func(head []string) error, row func(rec []string, line int, comma rune) string) (bad []string, err error) {
	data, err := io.ReadAll(io.LimitReader(r, maxMembersFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxMembersFile {
		return nil, fmt.Errorf("%s is at most %d MB", what, maxMembersFile>>20)
	}
	cr := listReader(data)
	head, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("line 1: the list is empty; its first line should name the columns (%s)", headings)
	}
	if err := columns(head); err != nil {
		return nil, err
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err // a csv.ParseError names its line
		}
		line, _ := cr.FieldPos(0)
		// A list the program wrote (the points) has its cells made safe
		// for spreadsheets: read as they were.
		for i := range rec {
			rec[i] = TextCell(rec[i])
		}
		if problem := row(rec, line, cr.Comma); problem != "" {
			bad = append(bad, fmt.Sprintf("line %d: %s", line, problem))
		}
	}
	return bad, nil
}

// listReader reads a club's list (of members, of handicaps): any encoding,
// its columns separated by commas, semicolons or tabs as its first line
// shows, rows of any length.
func listReader(data []byte) *csv.Reader {
	data = toUTF8(data)
	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	first, _, _ := bytes.Cut(data, []byte("\n"))
	switch {
	case bytes.Count(first, []byte(";")) > bytes.Count(first, []byte(",")):
		cr.Comma = ';'
	case bytes.Count(first, []byte("\t")) > bytes.Count(first, []byte(",")):
		cr.Comma = '\t'
	}
	return cr
}

// playerCols are where a list names its players (-1: absent): a name
// column, or first and last names, and a number column.
type playerCols struct {
	name, first, last, number int
	// numberHead is the number column's heading (as headKey gives it).
	numberHead string
}

func newPlayerCols() playerCols { return playerCols{name: -1, first: -1, last: -1, number: -1} }

// take claims column i, whose heading is k, if it names players.
func (c *playerCols) take(i int, k string) bool {
	switch {
	case c.name < 0 && contains(nameHeads, k):
		c.name = i
	case c.first < 0 && contains(firstHeads, k):
		c.first = i
	case c.last < 0 && contains(lastHeads, k):
		c.last = i
	case c.number < 0 && contains(numberHeads, k):
		c.number, c.numberHead = i, k
	default:
		return false
	}
	return true
}

// named says whether the list names its players (a name, or first and last).
func (c playerCols) named() bool { return c.name >= 0 || (c.first >= 0 && c.last >= 0) }

// player reads a row's player: the name (or first and last names joined)
// and the number; get gives a column's text, "" when absent.
func (c playerCols) player(get func(int) string) (name, number string) {
	name = get(c.name)
	if c.name < 0 {
		name = strings.TrimSpace(get(c.first) + " " + get(c.last))
	}
	return name, get(c.number)
}

// memberCols are where a list keeps its names and numbers (-1: absent).
type memberCols struct {
	playerCols
	body, points, handicap int
}

func memberColumns(head []string) (memberCols, error) {
	c := memberCols{playerCols: newPlayerCols(), body: -1, points: -1, handicap: -1}
	for i, h := range head {
		k := headKey(h)
		switch {
		case c.take(i, k):
		case c.body < 0 && contains(bodyHeads, k):
			c.body = i
		case c.points < 0 && contains(pointsHeads, k):
			c.points = i
		case c.handicap < 0 && contains(handicapHeads, k):
			c.handicap = i
		}
	}
	if !c.named() {
		return c, fmt.Errorf("line 1: no column of names (Name, or First name and Last name) among %q", head)
	}
	if c.number < 0 {
		return c, fmt.Errorf("line 1: no column of numbers (Number, Member No, EBU No, ACBL#…) among %q", head)
	}
	return c, nil
}

// headKey is a column's heading as the lists of headings hold it: lower
// case, without spaces, dots, hashes or dashes (and without a byte order
// mark before the first).
func headKey(h string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || strings.ContainsRune("._#-", r) {
			return -1
		}
		return unicode.ToLower(r)
	}, strings.TrimPrefix(h, "\ufeff"))
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// member reads one row; a blank row is no member and no problem.
func (c memberCols) member(rec []string) (Member, string) {
	get := func(i int) string {
		if i < 0 || i >= len(rec) {
			return ""
		}
		return strings.Join(strings.Fields(rec[i]), " ")
	}
	name, number := c.player(get)
	switch {
	case name == "" && number == "":
		return Member{}, ""
	case name == "":
		return Member{}, fmt.Sprintf("number %s has no name", number)
	case len([]rune(name)) > 100:
		return Member{}, fmt.Sprintf("a name of %d characters: at most 100", len([]rune(name)))
	case strings.IndexFunc(number, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) >= 0 || len(number) > 20:
		return Member{}, fmt.Sprintf("%s's number %q is not a membership number (letters and digits, at most 20)", name, number)
	}
	body := get(c.body)
	if body == "" && number != "" {
		body = bodyOfHead[c.numberHead]
	}
	if len([]rune(body)) > 20 {
		return Member{}, fmt.Sprintf("%s's number is issued by %q: a body's name or letters, at most 20 characters", name, body)
	}
	m := Member{Name: name, Number: number, Body: body, Masterpoints: get(c.points)}
	if m.Masterpoints != "" {
		mp, ok := new(big.Rat).SetString(strings.ReplaceAll(m.Masterpoints, ",", ""))
		if !ok || mp.Sign() < 0 || !masterpointsNumber().MatchString(m.Masterpoints) {
			return Member{}, fmt.Sprintf("%s's masterpoints %q are not a number of points (such as 1234.56)", name, m.Masterpoints)
		}
		m.Masterpoints = strings.TrimSuffix(strings.TrimRight(mp.FloatString(2), "0"), ".")
	}
	if h := get(c.handicap); h != "" {
		row, problem := handicapCols{playerCols: c.playerCols, handicap: c.handicap, width: len(rec)}.row(rec, false)
		if problem != "" {
			return Member{}, problem
		}
		m.Handicap = strings.TrimSuffix(strings.TrimRight(row.Handicap.FloatString(4), "0"), ".")
	}
	return m, ""
}

// masterpointsNumber is a holding as lists write it: digits, perhaps with
// thousands commas, and up to two decimals.
var masterpointsNumber = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[0-9]{1,3}(,?[0-9]{3})*(\.[0-9]{1,2})?$`) })
