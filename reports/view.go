package reports

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// view is a scored session arranged for printing: pairs by key, ranking
// fields, boards in order and each pair's boards for its score card.
//
// A pair is known by its id and direction together: a Mitchell numbered
// without directions has a pair 1 NS and a pair 1 EW.
type view struct {
	r      *Results
	imps   bool
	pairs  map[string]scoring.PairResult // by key
	fields []field
	// overall are the places across the field, direction by direction,
	// printed after the sections' rankings; nil otherwise.
	overall []field
	boards  []scoring.BoardResult
	cards   map[string][]cardRow
	// leads is true when any line of the session records its opening
	// lead: only then do travellers and score cards have a Lead column.
	leads bool
	// parIMPs is true when the score cards measure each result against
	// par: asked for, and some board has its par.
	parIMPs bool
	// dec is the number of decimals every board's points are shown with:
	// the most any of them needs, at most two.
	dec int
	// xi is each pair's index in the standings, for its extras (awards,
	// handicaps); made when first needed.
	xi map[string]int
}

// field is one ranked group of pairs: NS, EW, or all pairs, of a section
// when the session has several; or, across the field, a direction's pairs
// of every section by their places overall.
type field struct {
	Name  string // "North-South", "East-West", "Section A · North-South" or ""
	Pairs []scoring.PairResult
	// Overall: the pairs of every section, placed across the field.
	Overall bool
}

// cardRow is one board on a pair's score card.
type cardRow struct {
	Round, Table int
	Board        int
	Dir          string // "NS" or "EW": the cards the pair held
	Opponents    string // the opponents' id
	OppKey       string // the opponents' key
	Line         scoring.LineResult
	Points       *big.Rat
	Percent      *big.Rat // nil for IMPs and for lines without points
}

func newView(r *Results) *view {
	v := &view{r: r, pairs: map[string]scoring.PairResult{}, cards: map[string][]cardRow{}}
	st := r.Standings
	if st == nil {
		return v
	}
	v.imps = st.Method.InIMPs()
	v.parIMPs = r.ParIMPs && r.Analysed()
	sectioned := len(st.Sections) > 1
	for _, p := range st.Pairs {
		v.pairs[key(p.Pair)] = p
		if n := len(v.fields); n == 0 || v.fields[n-1].Pairs[0].Direction != p.Direction || v.fields[n-1].Pairs[0].Section != p.Section {
			name := scoring.FieldName(p.Direction)
			if sectioned {
				name = sectionFieldName(p.Section, p.Direction)
			}
			v.fields = append(v.fields, field{Name: name})
		}
		f := &v.fields[len(v.fields)-1]
		f.Pairs = append(f.Pairs, p)
	}
	if len(v.fields) == 1 && v.fields[0].Name != "" {
		// A single direction is still the whole field.
		v.fields[0].Name = ""
	}
	if sectioned && st.Field == scoring.AcrossField {
		v.overall = overallFields(st.Pairs)
	}
	v.boards = append(v.boards, st.Boards...)
	v.addNotPlayed()
	sort.SliceStable(v.boards, func(i, j int) bool { return v.boards[i].Board < v.boards[j].Board })
	for i := range v.boards {
		sortLines(v.boards[i].Lines)
	}

	for _, b := range v.boards {
		for _, l := range b.Lines {
			v.leads = v.leads || l.Lead != ""
			v.dec = max(v.dec, decimals(l.NSPoints), decimals(l.EWPoints))
			round, table := l.Round, l.Table
			if round == 0 && r.Movement != nil {
				round, table = v.place(b.Board, l.NS, l.EW)
			}
			for _, side := range []string{"NS", "EW"} {
				id, opp, pts, oppSide := l.NS, l.EW, l.NSPoints, "EW"
				if side == "EW" {
					id, opp, pts, oppSide = l.EW, l.NS, l.EWPoints, "NS"
				}
				if id == "" {
					continue
				}
				row := cardRow{Round: round, Table: table, Board: b.Board, Dir: side, Opponents: opp,
					OppKey: v.sideKey(l.Section, opp, oppSide), Line: l, Points: pts}
				if !v.imps {
					row.Percent = boardPercent(pts, b.Top)
				}
				k := v.sideKey(l.Section, id, side)
				v.cards[k] = append(v.cards[k], row)
			}
		}
	}
	for k := range v.cards {
		rows := v.cards[k]
		sort.SliceStable(rows, func(i, j int) bool {
			if rows[i].Round != rows[j].Round {
				return rows[i].Round < rows[j].Round
			}
			return rows[i].Board < rows[j].Board
		})
	}
	return v
}

// addNotPlayed puts the session's not-played lines back on their boards:
// the scoring leaves them out, since they count for neither pair, but the
// players look for them on the traveller and on both pairs' cards.
func (v *view) addNotPlayed() {
	if v.r.Session == nil {
		return
	}
	// Scored section by section, each section has its own traveller of
	// a board: a line goes on its section's.
	st := v.r.Standings
	apart := st.Field == scoring.BySection && len(st.Sections) > 1
	type traveller struct {
		section string
		board   int
	}
	at := map[traveller]int{}
	for i, b := range v.boards {
		at[traveller{b.Section, b.Board}] = i
	}
	copied := map[int]bool{}
	for _, l := range v.r.Session.Lines {
		if l.Kind != scoring.NotPlayed {
			continue
		}
		t := traveller{board: l.Board}
		if apart {
			t.section = l.Section
		}
		i, ok := at[t]
		if !ok {
			i = len(v.boards)
			at[t] = i
			v.boards = append(v.boards, scoring.BoardResult{Section: t.section, Board: l.Board})
			copied[i] = true
		}
		if !copied[i] {
			// The standings' lines are shared: add to a copy.
			v.boards[i].Lines = append([]scoring.LineResult(nil), v.boards[i].Lines...)
			copied[i] = true
		}
		v.boards[i].Lines = append(v.boards[i].Lines, scoring.LineResult{Line: l})
	}
}

// sortLines puts a traveller's lines in the order players read them: by
// fouled-board group, then played results from the best North-South score
// down, then adjusted scores, then lines not played; ties by NS pair.
func sortLines(ls []scoring.LineResult) {
	rank := func(l scoring.LineResult) int {
		switch l.Kind {
		case scoring.Played:
			return 0
		case scoring.NotPlayed:
			return 2
		}
		return 1
	}
	sort.SliceStable(ls, func(i, j int) bool {
		a, b := ls[i], ls[j]
		if a.Group != b.Group {
			return a.Group < b.Group
		}
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra < rb
		}
		if a.Kind == scoring.Played && a.Score != b.Score {
			return a.Score > b.Score
		}
		return scoring.LessPairID(a.NS, b.NS)
	})
}

// place finds the round and table at which two pairs met on a board, from
// the movement, for travellers that did not record them.
func (v *view) place(board int, ns, ew string) (round, table int) {
	m := v.r.Movement
	for _, s := range m.Schedule {
		if !containsBoard(m, s.Set, board) {
			continue
		}
		if v.samePair(s.NS, ns) && v.samePair(s.EW, ew) {
			return s.Round, s.Table
		}
	}
	return 0, 0
}

func containsBoard(m *movements.Movement, set, board int) bool {
	if m.BoardsPerRound <= 0 || set <= 0 {
		return false
	}
	first := (set-1)*m.BoardsPerRound + 1
	return board >= first && board < first+m.BoardsPerRound
}

// samePair matches a movement's pair against a session's pair id, which may
// carry the direction ("3NS") or not ("3").
func (v *view) samePair(p movements.PairID, id string) bool {
	num := strconv.Itoa(p.Number)
	if id == num+p.Direction {
		return true
	}
	if id != num {
		return false
	}
	if pr, ok := v.pairs[v.sideKey("", id, p.Direction)]; ok && pr.Direction != "" {
		return pr.Direction == p.Direction
	}
	return true
}

// key identifies a pair by section, id and direction.
func key(p scoring.Pair) string { return pairKey(p.Section, p.ID, p.Direction) }

func pairKey(section, id, dir string) string {
	if section == "" {
		return id + " " + dir
	}
	return section + "·" + id + " " + dir
}

// sideKey is the key of the pair with the given id sitting on one side of a
// traveller line of a section: the pair of that direction if there is
// one, else the pair of the single field.
func (v *view) sideKey(section, id, side string) string {
	k := pairKey(section, id, side)
	if _, ok := v.pairs[k]; ok {
		return k
	}
	return pairKey(section, id, "")
}

// rankingFields are the fields the ranking lists: every field, then the
// places overall.
func (v *view) rankingFields() []field {
	if len(v.overall) == 0 {
		return v.fields
	}
	return append(append([]field(nil), v.fields...), v.overall...)
}

// sectionFieldName heads a section's field: "Section A · North-South".
func sectionFieldName(section, dir string) string {
	if n := scoring.FieldName(dir); n != "" {
		return "Section " + section + " · " + n
	}
	return "Section " + section
}

// overallFields are the places across the field: each direction's pairs
// of every section, by their place overall.
func overallFields(prs []scoring.PairResult) []field {
	var out []field
	for _, p := range prs {
		at := -1
		for i := range out {
			if out[i].Pairs[0].Direction == p.Direction {
				at = i
			}
		}
		if at < 0 {
			name := "Overall"
			if n := scoring.FieldName(p.Direction); n != "" {
				name += " · " + n
			}
			out = append(out, field{Name: name, Overall: true})
			at = len(out) - 1
		}
		out[at].Pairs = append(out[at].Pairs, p)
	}
	for _, f := range out {
		sort.SliceStable(f.Pairs, func(i, j int) bool {
			return scoring.PlaceNumber(f.Pairs[i].OverallRank) < scoring.PlaceNumber(f.Pairs[j].OverallRank)
		})
	}
	return out
}

// label names a pair where its field is not shown: "1 NS" for a pair
// whose id does not say its direction, "A3NS" in section A.
func label(p scoring.Pair) string { return p.Ref().String() }

// topText describes the top on a board for the header: a single number when
// every board has the same top.
func (v *view) topText() string {
	if v.imps {
		return ""
	}
	var lo, hi *big.Rat
	for _, b := range v.boards {
		if b.Top == nil {
			continue
		}
		if lo == nil || b.Top.Cmp(lo) < 0 {
			lo = b.Top
		}
		if hi == nil || b.Top.Cmp(hi) > 0 {
			hi = b.Top
		}
	}
	switch {
	case lo == nil:
		return ""
	case lo.Cmp(hi) == 0:
		return points(lo)
	}
	return points(lo) + "–" + points(hi)
}

// headerFacts are the lines under the title of the ranking, each of one
// fact or more: movement, method, then top and number of boards. Each
// report sets the facts of a line apart its own way (a web page collapses
// the spaces that part them on paper).
func (v *view) headerFacts() [][]string {
	var out [][]string
	if v.r.MovementName != "" {
		out = append(out, []string{"Movement: " + v.r.MovementName})
	}
	if st := v.r.Standings; st != nil {
		out = append(out, []string{"Scoring: " + methodName(st.Method, st.Rules)})
		var facts []string
		if t := v.topText(); t != "" {
			facts = append(facts, "Top per board: "+t)
		}
		out = append(out, append(facts, "Boards: "+boardsPlayed(st)))
	}
	return out
}

// boardsPlayed says how many boards the field played: the most a pair of
// the field played (a pair that sat out, met the phantom or missed a board
// played fewer), as the master points count them. A Mitchell of more
// tables than rounds has more boards in play than a pair plays (11 tables
// of 3 boards, 8 rounds: 33 in play, 24 played): the pairs played 24.
// Section by section when the sections' differ: "A 24, B 27".
func boardsPlayed(st *scoring.Standings) string {
	var sections []string
	most := map[string]int{}
	for _, p := range st.Pairs {
		if _, ok := most[p.Section]; !ok {
			sections = append(sections, p.Section)
		}
		most[p.Section] = max(most[p.Section], p.Boards)
	}
	if len(sections) == 0 {
		return "0"
	}
	parts := make([]string, len(sections))
	same := true
	for i, sec := range sections {
		parts[i] = sec + " " + strconv.Itoa(most[sec])
		same = same && most[sec] == most[sections[0]]
	}
	if same {
		return strconv.Itoa(most[sections[0]])
	}
	return strings.Join(parts, ", ")
}

// factsOnPaper is a line of facts as the PDF prints it: set apart by
// spaces.
func factsOnPaper(facts []string) string { return strings.Join(facts, "    ") }

// provisionalLine is what a report of results still coming in says of
// them, under its heading: "Provisional: 16 of 196 results — the places
// may change"; "" for final results.
func provisionalLine(words string) string {
	if words == "" {
		return ""
	}
	return strings.ToUpper(words[:1]) + words[1:] + " — the places may change"
}

// titleLine is the club, event and date in one line for page headers.
func (r *Results) titleLine() string {
	s := ""
	for _, part := range []string{r.Club, r.Event, r.Date} {
		if part == "" {
			continue
		}
		if s != "" {
			s += " — "
		}
		s += part
	}
	return s
}

// totalText shows a pair's total: matchpoints, or IMPs with their sign.
func (v *view) totalText(p scoring.PairResult) string {
	return total(p.Total, v.imps)
}

// pointsText shows points on one board, with the same number of decimals
// on every board of the session so that columns line up on the point.
func (v *view) pointsText(r *big.Rat) string {
	if v.imps {
		return signedFixed(r, v.dec)
	}
	return fixed(r, v.dec)
}

// factored says why a pair's total is not the sum of its points: the
// boards it did not play and the factor its sum was scaled by, as in
// "board 25 not played: total ×28/27". It is "" when nothing was scaled.
func (v *view) factored(p scoring.PairResult) string {
	if p.FactoredTo == p.Boards || p.Boards == 0 || p.FactoredTo == 0 {
		return ""
	}
	var np []string
	for _, c := range v.cards[key(p.Pair)] {
		if c.Line.Kind == scoring.NotPlayed {
			np = append(np, strconv.Itoa(c.Board))
		}
	}
	why := fmt.Sprintf("%d boards played of %d", p.Boards, p.FactoredTo)
	switch len(np) {
	case 0:
	case 1:
		why = "board " + np[0] + " not played"
	default:
		why = "boards " + strings.Join(np, ", ") + " not played"
	}
	return fmt.Sprintf("%s: total ×%d/%d", why, p.FactoredTo, p.Boards)
}

// factoredNotes lists the pairs of a field whose totals were scaled.
func (v *view) factoredNotes(fl field) []string {
	var out []string
	for _, p := range recapPairs(fl) {
		if f := v.factored(p); f != "" {
			out = append(out, "pair "+label(p.Pair)+", "+f)
		}
	}
	return out
}

// sum is the plain sum of a pair's points on the boards it played, what
// its score card adds up to before any factor.
func (v *view) sum(p scoring.PairResult) *big.Rat {
	s := new(big.Rat)
	for _, c := range v.cards[key(p.Pair)] {
		if c.Points != nil {
			s.Add(s, c.Points)
		}
	}
	return s
}
