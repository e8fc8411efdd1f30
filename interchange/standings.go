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

// ReadSwissDraw reads a draw as the draw command writes it in JSON
// ({"round": R, "tables": [{"table": T, "home": ID, "away": ID}], "bye":
// ID-or-null}), the draw published for a round, to compare with one made
// afresh.
func ReadSwissDraw(data []byte, name string) (*movements.Draw, error) {
	if len(data) > maxStandingsFile {
		return nil, &ParseError{File: name, Msg: "larger than any draw"}
	}
	var doc struct {
		Round  int `json:"round"`
		Tables []struct {
			Table int             `json:"table"`
			Home  json.RawMessage `json:"home"`
			Away  json.RawMessage `json:"away"`
		} `json:"tables"`
		Bye json.RawMessage `json:"bye"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, &ParseError{File: name, Msg: "not a draw: " + err.Error()}
	}
	d := &movements.Draw{Round: doc.Round}
	for i, t := range doc.Tables {
		h, err1 := jsonID(t.Home)
		a, err2 := jsonID(t.Away)
		if err1 != nil || err2 != nil {
			return nil, &ParseError{File: name, Element: "tables", Msg: fmt.Sprintf("table %d: home and away are needed", i+1)}
		}
		d.Tables = append(d.Tables, movements.DrawTable{Table: t.Table, Home: h, Away: a})
	}
	if len(doc.Bye) > 0 && string(doc.Bye) != "null" {
		b, err := jsonID(doc.Bye)
		if err != nil {
			return nil, &ParseError{File: name, Element: "bye", Msg: err.Error()}
		}
		d.Bye = b
	}
	return d, nil
}
