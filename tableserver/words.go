package tableserver

import (
	"encoding/json"
	"math/big"

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
		Lead: l.Lead, Result: scoring.EntryText(l.Line), Words: l.Line.Words()}
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
