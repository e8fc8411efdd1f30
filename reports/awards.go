package reports

import (
	"sort"
	"strconv"

	"bridgescore/awards"
	"bridgescore/scoring"
)

// extrasAt is where each pair's extras are: its index in the standings'
// pairs, by key; nil when the session has no extras.
func (v *view) extrasAt() map[string]int {
	if v.r.Extras == nil || v.r.Standings == nil {
		return nil
	}
	if v.xi == nil {
		v.xi = map[string]int{}
		for i, p := range v.r.Standings.Pairs {
			v.xi[key(p.Pair)] = i
		}
	}
	return v.xi
}

// stratified says whether the session's awards are in strata.
func (v *view) stratified() bool {
	x := v.r.Extras
	return x != nil && x.Awards != nil && x.Awards.Stratum != nil
}

// extraCols are the ranking's columns for the session's awards: the
// pair's stratum and its award.
func (v *view) extraCols() []col {
	x := v.r.Extras
	if x == nil || x.Awards == nil {
		return nil
	}
	var cols []col
	if v.stratified() {
		cols = append(cols, col{"Strat", 12, "C"})
	}
	return append(cols, col{x.Awards.Scale.Unit(), 14, "R"})
}

// extraCells are a pair's cells in the extra columns: its stratum and its
// award, with the stratum it was won in when not A ("0.49 B" for an award
// won as 2nd in B). Blank across the field's places overall.
func (v *view) extraCells(fl field, p scoring.PairResult) []text {
	n := len(v.extraCols())
	if n == 0 {
		return nil
	}
	out := make([]text, n)
	i, ok := v.extrasAt()[key(p.Pair)]
	if fl.Overall || !ok {
		for k := range out {
			out[k] = plain("")
		}
		return out
	}
	a := v.r.Extras.Awards
	award := a.Scale.Format(a.Awards[i])
	if a.Awards[i] == 0 {
		award = ""
	}
	if v.stratified() {
		if w := a.WonIn[i]; w > 0 && a.Awards[i] > 0 {
			award += " " + a.StrataNames[w]
		}
		return []text{plain(a.StrataNames[a.Stratum[i]]), plain(award)}
	}
	return []text{plain(award)}
}

// extraTable is a table printed after a field's ranking: a stratum's
// ranking or the handicapped ranking.
type extraTable struct {
	Caption string
	Heads   []string
	Aligns  []string // "L", "C" or "R" for each column
	Rows    [][]string
	Note    string
}

// fieldExtras are what follows a field's ranking: how its awards were
// worked out, its lower strata's rankings, and its handicapped ranking.
func (v *view) fieldExtras(fl field) (notes []string, tables []extraTable) {
	x := v.r.Extras
	at := v.extrasAt()
	if x == nil || fl.Overall || len(fl.Pairs) == 0 {
		return nil, nil
	}
	first, ok := at[key(fl.Pairs[0].Pair)]
	if !ok {
		return nil, nil
	}
	st := v.r.Standings
	if x.Awards != nil {
		for _, fa := range x.Awards.Fields {
			if !contains(fa.Pairs, first) {
				continue
			}
			notes = append(notes, "Awards: "+fa.Result.Explain)
			for _, sr := range fa.Strata[min(1, len(fa.Strata)):] {
				tables = append(tables, v.stratumTable(fl, sr, x.Awards.Scale, st))
			}
		}
	}
	if x.Handicaps != nil {
		tables = append(tables, v.handicapTable(fl, at))
	}
	return notes, tables
}

func contains(list []int, i int) bool {
	for _, x := range list {
		if x == i {
			return true
		}
	}
	return false
}

// stratumTable is a stratum's own ranking: its pairs' places among
// themselves and what the places earn.
func (v *view) stratumTable(fl field, sr awards.StratumResult, scale awards.Scale, st *scoring.Standings) extraTable {
	t := extraTable{Caption: joinCaption("Stratum "+sr.Name, fl.Name),
		Heads: []string{"Place", "Pair", "Names", "%", scale.Unit()}, Aligns: []string{"C", "C", "L", "R", "R"},
		Note: "Stratum " + sr.Name + ": " + sr.Explain}
	if v.imps {
		t.Heads[3] = "IMPs"
	}
	for k, m := range sr.Members {
		p := st.Pairs[m]
		figure := percent(p.Percent)
		if v.imps {
			figure = v.totalText(p)
		}
		award := ""
		if sr.Awards[k] > 0 {
			award = scale.Format(sr.Awards[k])
		}
		t.Rows = append(t.Rows, []string{placeText(sr.Places, k), p.ID, names(p.Pair), figure, award})
	}
	return t
}

// placeText is the k-th place of a ranking as printed: "2=" for a tie.
func placeText(places []int, k int) string {
	s := strconv.Itoa(places[k])
	if (k > 0 && places[k-1] == places[k]) || (k+1 < len(places) && places[k+1] == places[k]) {
		s += "="
	}
	return s
}

// handicapTable is the field's handicapped ranking, best first.
func (v *view) handicapTable(fl field, at map[string]int) extraTable {
	x := v.r.Extras
	t := extraTable{Caption: joinCaption("Handicapped", fl.Name),
		Heads: []string{"Place", "Pair", "Names", "%", "H'cap", "H'cap %"}, Aligns: []string{"C", "C", "L", "R", "R", "R"},
		Note: x.HandicapWords}
	pairs := append([]scoring.PairResult(nil), fl.Pairs...)
	sort.SliceStable(pairs, func(a, b int) bool {
		return x.Ranked[at[key(pairs[a].Pair)]].Percent.Cmp(x.Ranked[at[key(pairs[b].Pair)]].Percent) > 0
	})
	for _, p := range pairs {
		i := at[key(p.Pair)]
		t.Rows = append(t.Rows, []string{x.Ranked[i].Rank, p.ID, names(p.Pair), percent(p.Percent),
			signedFixed(x.Handicaps[i], 2), percent(x.Ranked[i].Percent)})
	}
	return t
}

func joinCaption(what, field string) string {
	if field == "" {
		return what
	}
	return what + " · " + field
}

// extrasNotes are the session's notes on its extras (a stratum folded,
// players without a holding), printed once after the ranking.
func (v *view) extrasNotes() []string {
	if v.r.Extras == nil {
		return nil
	}
	return v.r.Extras.Notes
}

// extraTablePDF prints one extra table after a field's ranking.
func (d *pdfDoc) extraTablePDF(t extraTable, size float64) {
	cols := make([]col, len(t.Heads))
	var rows [][]text
	for i, h := range t.Heads {
		w := 16.0
		if t.Aligns[i] == "L" {
			w = 90
		}
		cols[i] = col{h, w, t.Aligns[i]}
	}
	for _, r := range t.Rows {
		cells := make([]text, len(r))
		for i, c := range r {
			cells[i] = plain(c)
		}
		rows = append(rows, cells)
	}
	const h = 7.0
	if !d.room(10 + 3*h) {
		d.page("Ranking", "P")
	}
	d.font("B", 11)
	d.f.SetX(margin)
	d.f.CellFormat(d.width(), 8, t.Caption, "", 1, "L", false, 0, "")
	d.setSize("", size-1)
	ws := d.fitWidths(cols, rows, 2)
	d.headRow(cols, ws, h)
	for _, cells := range rows {
		if d.keep(h) {
			d.continued(t.Caption)
			d.setSize("", size-1)
			d.headRow(cols, ws, h)
		}
		d.row(cols, ws, h, cells)
	}
	d.f.Ln(1)
	if t.Note != "" {
		d.note(t.Note)
	}
	d.f.Ln(3)
}
