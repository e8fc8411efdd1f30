package interchange

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"

	"bridgescore/movements"
)

// SwissStandings is a Swiss event's standings as a draw reads them from
// a JSON file:
//
//	{"round": 4, "teams": [{"id": 7, "score": 45.5, "met": [3, 12], "byes": 0}, …]}
//
// Ids may be numbers or strings ("pairs" may stand for "teams", for Swiss
// pairs); each competitor's id is kept as written so that a draw is
// written back in the same form.
type SwissStandings struct {
	Round       int
	Competitors []movements.Standing
	// Raw is each id as the file wrote it (7 or "7"), by id.
	Raw map[string]json.RawMessage
}

// maxStandingsFile bounds a standings file.
const maxStandingsFile = 8 << 20

// ReadSwissStandings reads a standings file.
func ReadSwissStandings(data []byte, name string) (*SwissStandings, error) {
	if len(data) > maxStandingsFile {
		return nil, &ParseError{File: name, Msg: "larger than any standings file"}
	}
	var doc struct {
		Round *int             `json:"round"`
		Teams []jsonCompetitor `json:"teams"`
		Pairs []jsonCompetitor `json:"pairs"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		return nil, &ParseError{File: name, Msg: "not a standings file: " + err.Error()}
	}
	if doc.Round == nil || *doc.Round < 1 {
		return nil, &ParseError{File: name, Element: "round", Msg: "the round to draw is needed, from 1"}
	}
	list := doc.Teams
	if list == nil {
		list = doc.Pairs
	}
	out := &SwissStandings{Round: *doc.Round, Raw: map[string]json.RawMessage{}}
	for i, c := range list {
		id, err := jsonID(c.ID)
		if err != nil {
			return nil, &ParseError{File: name, Element: "id", Msg: fmt.Sprintf("competitor %d: %v", i+1, err)}
		}
		score := new(big.Rat)
		if c.Score != "" {
			if _, ok := score.SetString(string(c.Score)); !ok {
				return nil, &ParseError{File: name, Element: "score", Msg: fmt.Sprintf("%s: score %s is not a number", id, c.Score)}
			}
		}
		st := movements.Standing{ID: id, Score: score, Byes: c.Byes}
		for _, m := range c.Met {
			o, err := jsonID(m)
			if err != nil {
				return nil, &ParseError{File: name, Element: "met", Msg: fmt.Sprintf("%s: %v", id, err)}
			}
			st.Met = append(st.Met, o)
		}
		out.Competitors = append(out.Competitors, st)
		out.Raw[id] = c.ID
	}
	return out, nil
}

type jsonCompetitor struct {
	ID    json.RawMessage   `json:"id"`
	Score json.Number       `json:"score"`
	Met   []json.RawMessage `json:"met"`
	Byes  int               `json:"byes"`
}

// jsonID reads an id written as a number or a string.
func jsonID(raw json.RawMessage) (string, error) {
	var n json.Number
	if err := json.Unmarshal(raw, &n); err == nil && n != "" {
		return n.String(), nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil && s != "" && len(s) <= 40 {
		return s, nil
	}
	return "", fmt.Errorf("id %s: expected a number or a name", string(raw))
}
