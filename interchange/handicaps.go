package interchange

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"strings"
	"sync"

	"bridgescore/handicaps"
)

// HandicapRow is one row of a club's list of handicaps: a player, by name
// or national number, and the player's handicap in percentage points.
type HandicapRow struct {
	Line int
	// Name is the player's name as written ("" when the list has numbers
	// only); Number the national number ("" when the list has names only).
	Name, Number string
	Handicap     *big.Rat
}

// Player is the row's player as the list names it: the name, or the
// number when there is no name.
func (h HandicapRow) Player() string {
	if h.Name != "" {
		return h.Name
	}
	return h.Number
}

// handicapHeads are the headings of a list's handicap column.
var handicapHeads = []string{"handicap", "hcap", "h'cap", "hcp", "handicaps", "playerhandicap"}

// handicapNumber is a handicap as clubs type it: a sign, digits and up to
// four decimals (a point or a comma), an optional percent sign.
var handicapNumber = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[+-]?[0-9]{1,3}([.,][0-9]{1,4})?%?$`) })

// ReadHandicaps reads a club's list of handicaps: a CSV file (commas,
// semicolons or tabs; any encoding) whose first line names a column of
// players (Name, or First and Last name, or a number column: Number, EBU
// No, ACBL…) and a Handicap column, each handicap in percentage points
// ("3", "-1.5", "+2", "−0,5" where columns are not separated by commas). A
// handicap that is not such a number, beyond ±50, a row without a player
// or a player listed twice is named with its line, and the whole list is
// refused: nothing is applied.
func ReadHandicaps(r io.Reader) (rows []HandicapRow, err error) {
	defer invalid(&err)
	var cols handicapCols
	var out []HandicapRow
	seen := map[string]int{}
	var bad []string
	bad, err = readList(r, "a list of handicaps", "Name, Handicap",
		func(head []string) (err error) {
			cols, err = handicapColumns(head)
			return err
		},
		func(rec []string, line int, comma rune) string {
			row, problem := cols.row(rec, comma != ',')
			row.Line = line
			key := strings.ToLower(row.Player())
			switch {
			case problem != "":
				return problem
			case row.Handicap == nil: // a blank row
			case seen[key] > 0:
				return fmt.Sprintf("%s is on line %d already", row.Player(), seen[key])
			default:
				seen[key] = line
				out = append(out, row)
			}
			return ""
		})
	if err == nil && len(bad) > 0 {
		// A handicap decides a pair's place: a row that cannot be read
		// is no row to pass over.
		err = listRefused("no handicap was applied", bad)
	}
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errors.New("the list holds no handicaps after its first line")
	}
	return out, nil
}

// handicapCols are where a list keeps its players and handicaps (-1:
// absent).
type handicapCols struct {
	playerCols
	handicap int
	// width is the number of columns the first line names.
	width int
}

func handicapColumns(head []string) (handicapCols, error) {
	c := handicapCols{playerCols: newPlayerCols(), handicap: -1, width: len(head)}
	for i, h := range head {
		k := headKey(h)
		if c.handicap < 0 && contains(handicapHeads, k) {
			c.handicap = i
		} else {
			c.take(i, k)
		}
	}
	if c.handicap < 0 {
		return c, fmt.Errorf("line 1: no Handicap column among %q", head)
	}
	if !c.named() && c.number < 0 {
		return c, fmt.Errorf("line 1: no column of players (Name, First and Last name, or a number such as EBU No) among %q", head)
	}
	return c, nil
}

// row reads one row; a blank row is no row and no problem. decimalComma
// allows "1,5" where columns are not separated by commas.
func (c handicapCols) row(rec []string, decimalComma bool) (HandicapRow, string) {
	get := func(i int) string {
		if i < 0 || i >= len(rec) {
			return ""
		}
		return strings.Join(strings.Fields(rec[i]), " ")
	}
	var h HandicapRow
	h.Name, h.Number = c.player(get)
	text := strings.ReplaceAll(strings.ReplaceAll(get(c.handicap), "\u2212", "-"), " ", "")
	switch {
	case h.Player() == "" && text == "":
		return HandicapRow{}, ""
	case h.Player() == "":
		return HandicapRow{}, fmt.Sprintf("a handicap of %q with no player", text)
	case len([]rune(h.Name)) > 100 || len(h.Number) > 20:
		return HandicapRow{}, fmt.Sprintf("%.40q…: a name of at most 100 characters, a number of at most 20", h.Player())
	case text == "":
		return HandicapRow{}, fmt.Sprintf("%s has no handicap", h.Player())
	case strings.TrimSpace(strings.Join(rec[min(len(rec), c.width):], "")) != "":
		return HandicapRow{}, fmt.Sprintf("%s's row has more columns than the first line names (a decimal comma? write 1.5, or quote \"1,5\")", h.Player())
	case !handicapNumber().MatchString(text) || (strings.Contains(text, ",") && !decimalComma):
		return HandicapRow{}, fmt.Sprintf("%s's handicap %q is not a number of percentage points (such as 3 or -1.5)", h.Player(), text)
	}
	v, _ := new(big.Rat).SetString(strings.TrimSuffix(strings.Replace(text, ",", ".", 1), "%"))
	if err := handicaps.Check(v); err != nil {
		return HandicapRow{}, fmt.Sprintf("%s: %v", h.Player(), err)
	}
	h.Handicap = v
	return h, ""
}
