package interchange

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
)

// Member is one row of a club's membership list: a player's name and
// national (or club) number.
type Member struct {
	Name, Number string
	// Body issued the number ("EBU", "ACBL"…): from a column of its own,
	// or from the number column's heading ("EBU No"); "" when not said.
	Body string
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
func ReadMembers(r io.Reader) ([]Member, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxMembersFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxMembersFile {
		return nil, fmt.Errorf("a membership list is at most %d MB", maxMembersFile>>20)
	}
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
	head, err := cr.Read()
	if err != nil {
		return nil, errors.New("line 1: the list is empty; its first line should name the columns (Name, Number)")
	}
	cols, err := memberColumns(head)
	if err != nil {
		return nil, err
	}
	var out []Member
	var bad []string
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err // a csv.ParseError names its line
		}
		line, _ := cr.FieldPos(0)
		m, problem := cols.member(rec)
		switch {
		case problem != "":
			bad = append(bad, fmt.Sprintf("line %d: %s", line, problem))
		case m.Name != "":
			out = append(out, m)
		}
	}
	if len(bad) > 0 {
		if len(bad) > 10 {
			bad = append(bad[:10], fmt.Sprintf("and %d more", len(bad)-10))
		}
		return nil, fmt.Errorf("nothing was imported: %s", strings.Join(bad, "; "))
	}
	if len(out) == 0 {
		return nil, errors.New("the list holds no players after its first line")
	}
	return out, nil
}

// memberCols are where a list keeps its names and numbers (-1: absent).
type memberCols struct {
	name, first, last, number, body int
	// numberBody is the body the number column's heading names.
	numberBody string
}

func memberColumns(head []string) (memberCols, error) {
	c := memberCols{name: -1, first: -1, last: -1, number: -1, body: -1}
	for i, h := range head {
		k := strings.Map(func(r rune) rune {
			if unicode.IsSpace(r) || strings.ContainsRune("._#-", r) {
				return -1
			}
			return unicode.ToLower(r)
		}, strings.TrimPrefix(h, "\ufeff"))
		switch {
		case c.name < 0 && contains(nameHeads, k):
			c.name = i
		case c.first < 0 && contains(firstHeads, k):
			c.first = i
		case c.last < 0 && contains(lastHeads, k):
			c.last = i
		case c.number < 0 && contains(numberHeads, k):
			c.number, c.numberBody = i, bodyOfHead[k]
		case c.body < 0 && contains(bodyHeads, k):
			c.body = i
		}
	}
	if c.name < 0 && (c.first < 0 || c.last < 0) {
		return c, fmt.Errorf("line 1: no column of names (Name, or First name and Last name) among %q", head)
	}
	if c.number < 0 {
		return c, fmt.Errorf("line 1: no column of numbers (Number, Member No, EBU No, ACBL#…) among %q", head)
	}
	return c, nil
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
	name := get(c.name)
	if c.name < 0 {
		name = strings.TrimSpace(get(c.first) + " " + get(c.last))
	}
	number := get(c.number)
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
		body = c.numberBody
	}
	if len([]rune(body)) > 20 {
		return Member{}, fmt.Sprintf("%s's number is issued by %q: a body's name or letters, at most 20 characters", name, body)
	}
	return Member{Name: name, Number: number, Body: body}, ""
}
