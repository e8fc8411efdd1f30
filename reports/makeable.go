package reports

import (
	"html/template"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// The makeable-contracts grid: declarers down, strains across, as hand
// records print it.
var (
	gridSeats   = []scoring.Seat{scoring.North, scoring.South, scoring.East, scoring.West}
	gridStrains = []scoring.Strain{scoring.NoTrump, scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs}
)

// makeable gives the level a declarer makes in a strain ("4" for ten
// tricks), or "–" when it is fewer than seven.
func makeable(dd *scoring.DDTable, seat scoring.Seat, s scoring.Strain) string {
	n := dd.Tricks(seat, s) - 6
	if n < 1 {
		return "–"
	}
	return strconv.Itoa(n)
}

// parText says the par as a hand record does: "Par +420: 4♠ by N or S".
func parText(p scoring.Par) text {
	t := text{{text: "Par " + signedScore(p.Score)}}
	switch {
	case len(p.Contracts) == 0 && p.Score == 0:
		return append(t, span{text: ": passed out"})
	case len(p.Contracts) == 0:
		// A hand record may give the par score without its contracts
		// (an OptimumScore with no ParContract): the score alone.
		return t
	}
	// Partners making the same contract are said once: "4♠ N S".
	type group struct {
		contract string
		seats    string
	}
	var groups []group
	at := map[string]int{}
	for _, c := range p.Contracts {
		contract, seat, ok := splitParContract(c)
		if !ok {
			continue
		}
		i, seen := at[contract]
		if !seen {
			i = len(groups)
			at[contract] = i
			groups = append(groups, group{contract: contract})
		}
		groups[i].seats += seat
	}
	for i, g := range groups {
		sep := ": "
		if i > 0 {
			sep = ", "
		}
		t = append(t, span{text: sep})
		t = append(t, suitSpans(g.contract)...)
		t = append(t, span{text: " " + strings.Join(strings.Split(g.seats, ""), "/")})
	}
	return t
}

// splitParContract takes "3NTS+1" apart into the contract with its result
// ("3NT+1") and the declarer ("S").
func splitParContract(c string) (contract, seat string, ok bool) {
	r, err := scoring.ParseResult(c + map[bool]string{true: "", false: "="}[strings.ContainsAny(c, "+-=")])
	if err != nil || r.PassedOut() {
		return "", "", false
	}
	res := r.Relative()
	if res == "=" {
		res = ""
	}
	return r.Contract.Symbol() + res, r.Declarer.String(), true
}

// hcp counts a PBN hand's high-card points: ace 4, king 3, queen 2, jack 1.
func hcp(hand string) int {
	n := 0
	for _, c := range hand {
		switch c {
		case 'A':
			n += 4
		case 'K':
			n += 3
		case 'Q':
			n += 2
		case 'J':
			n++
		}
	}
	return n
}

// hcpText gives each known hand's points: "HCP N 12  E 9  S 11  W 8".
func hcpText(h [4]string) string {
	var parts []string
	for i, hand := range h {
		if hand == "" {
			continue
		}
		parts = append(parts, scoring.DDSeat(i).String()+" "+strconv.Itoa(hcp(hand)))
	}
	if len(parts) == 0 {
		return ""
	}
	return "HCP  " + strings.Join(parts, "   ")
}

// analysisOf gives a board's deal when it has been analysed.
func (v *view) analysisOf(board int) (scoring.Deal, bool) {
	d, ok := v.r.Deals[board]
	return d, ok && analysed(d)
}

// analysed says whether a deal has its makeable contracts and par.
func analysed(d scoring.Deal) bool { return d.DD != nil && d.Par != nil }

// Analysed says whether any board's deal has its makeable contracts and
// par.
func (r *Results) Analysed() bool {
	for _, d := range r.Deals {
		if analysed(d) {
			return true
		}
	}
	return false
}

// gridW is the width of the makeable-contracts grid; gridX puts it just
// right of the hand diagram's East hand.
const (
	gridW = 50.0
	gridX = margin + 4 + 3*42 + 4
)

// makeableGrid prints, at x, y, the grid of the levels each declarer makes
// in each strain of an analysed deal, the par under it and, withHCP, the
// hands' high-card points.
func (d *pdfDoc) makeableGrid(x, y float64, a scoring.Deal, withHCP bool) {
	f := d.f
	const cw, rh = gridW / 6, 4.2
	d.font("B", 8)
	f.SetXY(x, y)
	d.color(grey)
	f.CellFormat(gridW, rh, "Makeable contracts", "", 0, "L", false, 0, "")
	d.color(black)
	d.drawColor(rule)
	d.font("", 8.5)
	f.SetXY(x, y+rh)
	d.cell(cw, rh, plain(""), "C", "B", false)
	for i, s := range gridStrains {
		d.cell(cw, rh, text{{text: s.Symbol(), red: i == 2 || i == 3}}, "C", "B", false)
	}
	for r, seat := range gridSeats {
		f.SetXY(x, y+float64(r+2)*rh)
		d.font("B", 8.5)
		d.cell(cw, rh, plain(seat.String()), "C", "", false)
		d.font("", 8.5)
		for _, s := range gridStrains {
			d.cell(cw, rh, plain(makeable(a.DD, seat, s)), "C", "", false)
		}
	}
	d.font("", 8)
	f.SetXY(x, y+6*rh+1)
	d.cell(gridW+2, rh, parText(*a.Par), "L", "", false)
	if s := hcpText(a.Hands); withHCP && s != "" {
		f.SetXY(x, y+7*rh+1)
		d.cell(gridW+2, rh, plain(s), "L", "", false)
	}
}

// htmlAnalysis is a board's grid, par and points for the web page.
type htmlAnalysis struct {
	Strains []template.HTML
	Rows    []htmlGridRow
	Par     template.HTML
	HCP     string
}

type htmlGridRow struct {
	Seat   string
	Levels []string
}

// Analysis gives a board's makeable contracts for the web page, or nil.
func (p htmlPage) Analysis(b int) *htmlAnalysis {
	a, ok := p.v.analysisOf(b)
	if !ok {
		return nil
	}
	out := &htmlAnalysis{Par: htmlText(parText(*a.Par))}
	for i, s := range gridStrains {
		out.Strains = append(out.Strains, htmlText(text{{text: s.Symbol(), red: i == 2 || i == 3}}))
	}
	for _, seat := range gridSeats {
		row := htmlGridRow{Seat: seat.String()}
		for _, s := range gridStrains {
			row.Levels = append(row.Levels, makeable(a.DD, seat, s))
		}
		out.Rows = append(out.Rows, row)
	}
	if h, ok := p.v.knownHands(b); ok {
		out.HCP = hcpText(h)
	}
	return out
}
