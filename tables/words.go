package tables

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"bridgescore/scoring"
)

// lineJSON is a stored line in the fields of score's JSON lines, with the
// board, round, table and lead, and the result in words.
type lineJSON struct {
	Board    int             `json:"board"`
	Round    int             `json:"round"`
	Table    int             `json:"table"`
	NS       string          `json:"ns"`
	EW       string          `json:"ew"`
	Contract *string         `json:"contract"`
	Declarer *string         `json:"declarer"`
	Tricks   *int            `json:"tricks"`
	Score    *int            `json:"score"`
	Adjusted *string         `json:"adjusted"`
	NSPoints json.RawMessage `json:"nsPoints"`
	EWPoints json.RawMessage `json:"ewPoints"`
	Lead     string          `json:"lead"`
	Result   string          `json:"result"`
	Words    string          `json:"words"`
}

func pointsJSON(r *big.Rat) json.RawMessage {
	if r == nil {
		return json.RawMessage("null")
	}
	return json.RawMessage(scoring.FormatPoints(r))
}

func lineOfResult(l scoring.LineResult) lineJSON {
	j := lineJSON{Board: l.Board, Round: l.Round, Table: l.Table, NS: l.NS, EW: l.EW,
		NSPoints: pointsJSON(l.NSPoints), EWPoints: pointsJSON(l.EWPoints),
		Lead: l.Lead, Result: scoring.EntryText(l.Line), Words: Words(l.Line)}
	if l.Kind == scoring.Played {
		score := l.Score
		j.Score = &score
		if r := l.Result; r != nil {
			c := r.Contract.String()
			j.Contract = &c
			if !r.PassedOut() {
				d, t := r.Declarer.String(), r.Tricks
				j.Declarer, j.Tricks = &d, &t
			}
		}
	} else {
		code := scoring.AdjustedCode(l.Line)
		if code == "" {
			code = scoring.EntryText(l.Line)
		}
		j.Adjusted = &code
	}
	return j
}

var seatNames = map[string]string{"N": "North", "E": "East", "S": "South", "W": "West"}

// Words says a line's result as North-South check it before confirming:
// "4♠ doubled by North, 11 tricks (made with 1 overtrick): North-South
// +690".
func Words(l scoring.Line) string {
	if l.Kind != scoring.Played || l.Result == nil {
		return "Adjusted: " + scoring.EntryText(l)
	}
	r := l.Result
	if r.PassedOut() {
		return "Passed out: no score"
	}
	c := r.Contract
	contract := fmt.Sprintf("%d%s", c.Level, strainSymbol(c.Strain))
	switch c.Doubled {
	case scoring.Doubled:
		contract += " doubled"
	case scoring.Redoubled:
		contract += " redoubled"
	}
	need := c.Level + 6
	var made string
	switch {
	case r.Tricks == need:
		made = "made exactly"
	case r.Tricks > need:
		made = fmt.Sprintf("made with %s", count(r.Tricks-need, "overtrick"))
	default:
		made = fmt.Sprintf("down %d", need-r.Tricks)
	}
	score := fmt.Sprintf("%+d", l.Score)
	if l.Score == 0 {
		score = "0"
	}
	score = strings.Replace(score, "-", "−", 1)
	return fmt.Sprintf("%s by %s, %d tricks (%s): North-South %s", contract, seatNames[r.Declarer.String()], r.Tricks, made, score)
}

func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func strainSymbol(s scoring.Strain) string {
	switch s {
	case scoring.Clubs:
		return "♣"
	case scoring.Diamonds:
		return "♦"
	case scoring.Hearts:
		return "♥"
	case scoring.Spades:
		return "♠"
	}
	return "NT"
}
