package store

import (
	"fmt"
	"math/big"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// lineRow is a traveller line as stored, and as kept in the audit log.
type lineRow struct {
	Section  string `json:"section,omitempty"`
	Board    int    `json:"board"`
	NS       string `json:"ns"`
	NSDir    string `json:"nsDir,omitempty"`
	EW       string `json:"ew"`
	EWDir    string `json:"ewDir,omitempty"`
	Seq      int    `json:"seq"`
	Round    int    `json:"round,omitempty"`
	Table    int    `json:"table,omitempty"`
	Entry    string `json:"entry,omitempty"`
	Kind     int    `json:"kind"`
	Result   *resultJSON
	Score    int            `json:"score,omitempty"`
	NSPct    int            `json:"nsPercent,omitempty"`
	EWPct    int            `json:"ewPercent,omitempty"`
	NSWeight []weightedJSON `json:"nsWeights,omitempty"`
	EWWeight []weightedJSON `json:"ewWeights,omitempty"`
	Group    int            `json:"group,omitempty"`
	Lead     string         `json:"lead,omitempty"`
	// Source is who last put the line there: "" for the director, or the
	// table whose phone sent it ("table 3, round 2").
	Source string `json:"source,omitempty"`
}

type resultJSON struct {
	Level    int    `json:"level"`
	Strain   int    `json:"strain"`
	Doubled  int    `json:"doubled"`
	Declarer string `json:"declarer"`
	Tricks   int    `json:"tricks"`
}

type weightedJSON struct {
	Weight string      `json:"weight"`
	Score  int         `json:"score"`
	Result *resultJSON `json:"result,omitempty"`
}

func resultOf(r *scoring.Result) *resultJSON {
	if r == nil {
		return nil
	}
	d := ""
	if r.Declarer != 0 {
		d = string(rune(r.Declarer))
	}
	return &resultJSON{r.Contract.Level, int(r.Contract.Strain), int(r.Contract.Doubled), d, r.Tricks}
}

func (r *resultJSON) result() *scoring.Result {
	if r == nil {
		return nil
	}
	out := &scoring.Result{
		Contract: scoring.Contract{Level: r.Level, Strain: scoring.Strain(r.Strain), Doubled: scoring.Doubling(r.Doubled)},
		Tricks:   r.Tricks,
	}
	if r.Declarer != "" {
		out.Declarer = scoring.Seat(r.Declarer[0])
	}
	return out
}

func weightsOf(ws []scoring.WeightedScore) []weightedJSON {
	var out []weightedJSON
	for _, w := range ws {
		s := ""
		if w.Weight != nil {
			s = w.Weight.RatString()
		}
		out = append(out, weightedJSON{s, w.Score, resultOf(w.Result)})
	}
	return out
}

func weightsFrom(ws []weightedJSON) ([]scoring.WeightedScore, error) {
	var out []scoring.WeightedScore
	for _, w := range ws {
		q, err := parseRat(w.Weight)
		if err != nil {
			return nil, err
		}
		out = append(out, scoring.WeightedScore{Weight: q, Score: w.Score, Result: w.Result.result()})
	}
	return out, nil
}

func parseRat(s string) (*big.Rat, error) {
	q, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, fault.Errorf(fault.Invalid, "%q is not a number or fraction", s)
	}
	return q, nil
}

// rowOf is the stored form of a line whose pairs have the directions given.
func rowOf(l scoring.Line, nsDir, ewDir string) lineRow {
	return lineRow{
		Section: l.Section, Board: l.Board, NS: l.NS, NSDir: nsDir, EW: l.EW, EWDir: ewDir, Round: l.Round, Table: l.Table,
		Entry: entryText(l), Kind: int(l.Kind), Result: resultOf(l.Result), Score: l.Score,
		NSPct: l.NSPercent, EWPct: l.EWPercent,
		NSWeight: weightsOf(l.NSWeights), EWWeight: weightsOf(l.EWWeights), Group: l.Group,
		Lead: storedLead(l.Lead),
	}
}

// storedLead is a lead in the form ParseLead gives ("♥10" is kept as "HT").
// checkEntry has refused a lead that is not a card; were one to get here it
// is kept as given rather than lost.
func storedLead(lead string) string {
	if c, err := scoring.ParseLead(lead); err == nil {
		return c
	}
	return lead
}

func (r lineRow) line() (scoring.Line, error) {
	l := scoring.Line{
		Section: r.Section, Board: r.Board, Round: r.Round, Table: r.Table, NS: r.NS, EW: r.EW,
		Kind: scoring.LineKind(r.Kind), Result: r.Result.result(), Score: r.Score,
		NSPercent: r.NSPct, EWPercent: r.EWPct, Group: r.Group, Lead: r.Lead,
	}
	var err error
	if l.NSWeights, err = weightsFrom(r.NSWeight); err != nil {
		return l, fmt.Errorf("board %d %s v %s: stored NS weights: %v", r.Board, r.NS, r.EW, err)
	}
	if l.EWWeights, err = weightsFrom(r.EWWeight); err != nil {
		return l, fmt.Errorf("board %d %s v %s: stored EW weights: %v", r.Board, r.NS, r.EW, err)
	}
	return l, nil
}
