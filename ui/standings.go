package ui

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/scoring"
)

// standingsPanel is the live ranking beside the traveller: place, pair,
// names, percent (or IMPs) and boards scored, field by field.
type standingsPanel struct {
	e    *entryScreen
	last *scoring.Standings
	// lines are last's traveller lines by board and pairs, for the
	// points shown on the traveller being entered.
	lines   map[lineKey]scoring.LineResult
	rows    [][standingsCols]string
	pairIdx []int // index into last.Pairs for each row, -1 for a field heading
	table   *widget.Table
	title   *fitLabel
	// progress says how far the results have come while they are
	// provisional, hidden once the session is complete.
	progress *widget.Label
	hint     *widget.Label
	content  fyne.CanvasObject
	namesW   float32
	// tall are the rows whose players take two lines.
	tall map[int]bool
	// namesForm is how every pair's players are written, the same for
	// the whole column (an index into nameForms: in full, by initial, by
	// surname), so that no two rows are shortened two ways.
	namesForm int
	// widths are the columns' widths, measured against what they show in
	// the table's theme.
	widths [standingsCols]float32
	theme  fyne.Theme
	// sortCol is the column the pairs are sorted by, -1 for the ranking;
	// sortUp puts the smallest first.
	sortCol int
	sortUp  bool
	// view chooses a section, all of them or the places overall, in a
	// session of several sections; nil otherwise.
	view *widget.Select
	// extras are the session's awards and handicaps, when it has them.
	extras *standingsExtras
	// teams is a teams session's ranking, shown in place of the pairs';
	// teamNames are its teams' names, for a names column too narrow for
	// the players.
	teams     *scoring.TeamStandings
	teamNames []string
	// teamAwards are a teams session's master points, when it awards them.
	teamAwards *club.RankingAwards
	// players is an individual's ranking of players, shown in place of
	// the pairs'.
	players *scoring.IndividualStandings
	// playerUnit heads an individual's column of master points ("LP"),
	// "" when it awards none; playerExplain says how they were worked out.
	playerUnit    string
	playerExplain []string
	// swiss is a Swiss pairs as it stands, its standings in victory
	// points shown in place of the pairs' over all boards; drawButton
	// draws a Swiss's next round, printDrawButton prints the draw of the
	// round last drawn.
	swiss                       *club.SwissPairsNow
	drawButton, printDrawButton *widget.Button
}

const standingsHint = "Click a pair for its score card."

// standingsColumns head the standings' columns; the last, the award,
// shows only for a session that awards points (standingsExtras), beside
// the boards rather than in their place.
var standingsColumns = [standingsCols]string{"Place", "Pair", "Names", "Total", "%", "Boards", "Award"}

// standingsCols counts the standings' columns, the award's among them.
const standingsCols = 7

// awardCol is the award's column.
const awardCol = 6

// cols is how many columns the standings show: the award's only when the
// session awards points.
func (p *standingsPanel) cols() int {
	if p.teamAwards != nil || (p.extras != nil && p.extras.awards()) || (p.players != nil && p.playerUnit != "") || (p.swiss != nil && p.swiss.Awards != nil) {
		return standingsCols
	}
	return standingsCols - 1
}

func newStandingsPanel(e *entryScreen) *standingsPanel {
	p := &standingsPanel{e: e, sortCol: -1, theme: compactTheme{e.w.app.Settings().Theme()}, title: newFitLabel()}
	p.title.TextStyle.Bold = true
	p.title.SetTexts("Standings")
	p.progress = widget.NewLabel("")
	p.progress.Importance = widget.WarningImportance
	p.progress.Wrapping = fyne.TextWrapWord
	p.progress.Hide()
	p.hint = widget.NewLabel(standingsHint)
	p.hint.Wrapping = fyne.TextWrapWord
	p.table = widget.NewTableWithHeaders(
		func() (int, int) { return len(p.rows), p.cols() },
		func() fyne.CanvasObject { return newFitLabel() },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			if id.Row < len(p.rows) {
				p.cell(o.(*fitLabel), id.Row, id.Col)
			}
		})
	p.table.ShowHeaderColumn = false
	// A heading is clicked to sort by its column (again to turn the
	// order round); it takes no keyboard focus, so typing goes on in the
	// traveller.
	// Each heading carries the compact theme itself: the table makes
	// headings as a window widens, after the override around it was
	// applied, and a heading in the ordinary theme's padding did not fit
	// the width measured for it ("Boards" at 1920 px).
	p.table.CreateHeader = func() fyne.CanvasObject {
		l := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		return container.NewThemeOverride(newTapRow(l, func() {}), p.theme)
	}
	p.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Row == -1 && id.Col >= 0 {
			h := o.(*container.ThemeOverride).Content.(*tapRow)
			h.content.(*widget.Label).SetText(p.heading(id.Col))
			col := id.Col
			h.onTapped = func() { p.sortBy(col) }
		}
	}
	p.setNamesWidth(minNamesWidth)
	p.table.OnSelected = func(id widget.TableCellID) {
		p.table.UnselectAll()
		if p.teams != nil {
			p.teamCard(id.Row)
			return
		}
		if p.players != nil {
			p.playerCard(id.Row)
			return
		}
		if id.Row >= 0 && id.Row < len(p.pairIdx) && p.pairIdx[id.Row] >= 0 {
			p.scoreCard(p.last.Pairs[p.pairIdx[id.Row]])
		}
	}
	p.extras = newStandingsExtras(func() {
		if p.last != nil {
			p.show(p.last)
		}
	})
	p.fitColumns()
	top := fyne.CanvasObject(container.NewBorder(nil, nil, nil, p.extras.handicapped, p.title))
	if p.view = p.sectionChooser(); p.view != nil {
		top = container.NewBorder(nil, nil, nil, container.NewHBox(p.extras.handicapped, p.view), p.title)
	}
	head := container.NewVBox(top, p.progress)
	if e.sess.IsSwiss() {
		p.drawButton = widget.NewButton("Draw the next round…", e.drawDialog)
		p.printDrawButton = widget.NewButton("Print the draw…", func() { e.printDraw(e.sess.Rounds()) })
		head.Add(container.NewHBox(p.drawButton, p.printDrawButton))
	}
	p.content = container.NewBorder(head, p.hint, nil, nil, container.NewThemeOverride(p.table, p.theme))
	return p
}

func (p *standingsPanel) heading(col int) string {
	if p.teams != nil {
		return p.teamsHeading(col)
	}
	if p.players != nil || p.e.sess.IsIndividual() {
		// An individual's columns are its players', ranked or not yet.
		return p.individualHeading(col)
	}
	if p.swiss != nil {
		if col == awardCol && p.swiss.Awards != nil {
			return p.swiss.Awards.Scale.Unit()
		}
		return swissColumns[col]
	}
	imps := p.last != nil && p.last.Method.InIMPs()
	h := standingsColumns[col]
	switch {
	case col == 3 && imps:
		h = "IMPs"
	case col == 4 && imps && !p.extras.byHandicap():
		return ""
	}
	h = p.extras.heading(col, h)
	if col == p.sortCol {
		if p.sortUp {
			return h + " ▲"
		}
		return h + " ▼"
	}
	return h
}

// sortBy orders each field's pairs by a column: a figure from the highest
// down, a place, pair or name from the first; the same column again
// turns the order round, and a third time goes back to the ranking.
func (p *standingsPanel) sortBy(col int) {
	first := col <= 2 // place, pair and names read from the top
	switch {
	case col != p.sortCol:
		p.sortCol, p.sortUp = col, first
	case p.sortUp == first:
		p.sortUp = !first
	default:
		p.sortCol = -1
	}
	if p.last != nil {
		p.show(p.last)
	}
	// The click on a heading took the focus: give it back to the line
	// being entered.
	if e := p.e; e.current >= 0 && e.current < len(e.rows) {
		e.focusRow(e.current)
	}
}

// sortField orders one field's pairs (indexes into the standings) by the
// chosen column.
func (p *standingsPanel) sortField(idx []int) {
	if p.extras.sort(idx, p.sortCol, p.sortUp) || p.sortCol < 0 {
		return
	}
	prs := p.last.Pairs
	less := func(a, b scoring.PairResult) int {
		switch p.sortCol {
		case 0:
			return scoring.PlaceNumber(a.Rank) - scoring.PlaceNumber(b.Rank)
		case 1:
			if scoring.LessPairID(a.ID, b.ID) {
				return -1
			}
			if scoring.LessPairID(b.ID, a.ID) {
				return 1
			}
			return 0
		case 2:
			return strings.Compare(strings.ToLower(strings.Join(a.Names, " ")), strings.ToLower(strings.Join(b.Names, " ")))
		case 3:
			return cmpRat(a.Total, b.Total)
		case 4:
			return cmpRat(a.Percent, b.Percent)
		}
		return a.Boards - b.Boards
	}
	sort.SliceStable(idx, func(i, j int) bool {
		c := less(prs[idx[i]], prs[idx[j]])
		if p.sortUp {
			return c < 0
		}
		return c > 0
	})
}

// cmpRat compares two figures, a missing one first.
func cmpRat(a, b *big.Rat) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return -1
	case b == nil:
		return 1
	}
	return a.Cmp(b)
}

// setNamesWidth gives the names column its width.
func (p *standingsPanel) setNamesWidth(w float32) {
	if w < minNamesWidth {
		w = minNamesWidth
	}
	if w != p.namesW {
		p.namesW = w
		p.table.SetColumnWidth(2, w)
		p.fitRows()
	}
}

// refresh scores the session again and shows the result.
func (p *standingsPanel) refresh() {
	if p.e.sess.IsTeams() {
		if res := p.refreshTeams(); res != nil && res.Swiss != nil {
			p.refreshSwissTeams(res)
		}
		return
	}
	if p.e.sess.IsIndividual() {
		p.refreshIndividual()
		return
	}
	if p.e.sess.IsSwissPairs() {
		p.refreshSwiss()
		return
	}
	st, err := p.e.sess.Standings()
	if err != nil || len(p.e.sess.ScoringSession().Lines) == 0 {
		// Standings come with the first result; any other problem is the
		// engine's, in its words.
		p.last, p.lines = nil, nil
		p.e.showPoints()
		p.rows, p.pairIdx = p.rows[:0], p.pairIdx[:0]
		p.table.Refresh()
		p.setProgress("")
		if err == nil {
			p.hint.SetText("The standings appear with the first result.")
		} else {
			p.hint.SetText("No standings: " + err.Error())
		}
		return
	}
	p.hint.SetText(standingsHint)
	p.extras.work(p.e.w.desk, p.e.sess.ID(), st.Standings)
	p.setProgress(st.Words())
	p.keepLines(st.Boards)
	p.show(st.Standings)
	p.e.showPoints()
}

// setProgress says how far the results have come, or with "" that they
// are all in.
func (p *standingsPanel) setProgress(words string) {
	if words == "" {
		p.progress.Hide()
		return
	}
	p.progress.SetText(strings.ToUpper(words[:1]) + words[1:] + " — the places may change.")
	p.progress.Show()
}

func (p *standingsPanel) show(st *scoring.Standings) {
	p.last = st
	p.rows = p.rows[:0]
	p.pairIdx = p.pairIdx[:0]
	groups, overall := p.groups(st)
	for _, g := range groups {
		if overall {
			sortOverall(st.Pairs, g)
		} else {
			p.sortField(g)
		}
		one := p.sectionView() != allSectionsView && !overall
		if len(groups) > 1 {
			// The direction also stands in the pair column, where a narrow
			// window does not cut it; the names column says which section
			// when several are shown.
			first := st.Pairs[g[0]]
			heading := scoring.FieldName(first.Direction)
			switch {
			case overall:
				heading = "Overall"
			case len(st.Sections) > 1 && !one:
				heading = "Section " + first.Section
			}
			p.rows = append(p.rows, [standingsCols]string{"", first.Direction, heading})
			p.pairIdx = append(p.pairIdx, -1)
		}
		for _, i := range g {
			pr := st.Pairs[i]
			row := standingsRow(pr)
			p.extras.cells(i, &row)
			if len(st.Sections) > 1 {
				// The chooser or the heading names the section shown; the
				// places overall name it before the players, where the
				// pair column would cut "A10EW".
				row[1] = scoring.PairRef{ID: pr.ID, Direction: pr.Direction}.String()
			}
			if overall {
				row[0] = pr.OverallRank
				row[2] = strings.TrimSuffix(pr.Section+" · "+row[2], " · ")
			}
			p.rows = append(p.rows, row)
			p.pairIdx = append(p.pairIdx, i)
		}
	}
	// The scoring as the panel's width allows: its scale, then the
	// method, then the word alone.
	p.title.SetTexts("Standings — "+methodName(st.Method, st.Rules), "Standings — "+st.Method.Name(), "Standings")
	if p.fitColumns() && p.e.sides != nil {
		// The names take what the other columns leave.
		p.e.sides.Refresh()
	}
	p.fitRows()
	p.table.Refresh()
}

// cell shows a cell of the standings: the names column the players as
// the column allows, in full or by surname, on two lines where even the
// surnames do not fit on one (a field's heading, or
// nothing where it does not fit: the pair column says the direction).
func (p *standingsPanel) cell(l *fitLabel, row, col int) {
	text := p.rows[row][col]
	switch {
	case col != 2:
		l.SetTexts(text)
	case p.teams != nil && row < len(p.teamNames):
		l.SetTexts(text, p.teamNames[row], "")
	case p.pairIdx[row] < 0:
		l.SetTexts(text, "")
	default:
		l.SetTexts(p.namesTexts(text)...)
	}
}

// groups splits the pairs shown into their fields, as the panel's choice
// of section says: a section, every section in turn, or the places
// overall across the field (then true), each direction a field.
func (p *standingsPanel) groups(st *scoring.Standings) ([][]int, bool) {
	view := p.sectionView()
	overall := view == overallView && st.Field == scoring.AcrossField
	var groups [][]int
	at := map[string]int{}
	for i, pr := range st.Pairs {
		if view != allSectionsView && !overall && len(st.Sections) > 1 && pr.Section != view {
			continue
		}
		k := pr.Section + "/" + pr.Direction
		if overall {
			k = pr.Direction
		}
		g, ok := at[k]
		if !ok {
			g = len(groups)
			at[k] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	return groups, overall
}

// sortOverall orders a direction's pairs of every section by their place
// across the field.
func sortOverall(prs []scoring.PairResult, idx []int) {
	sort.SliceStable(idx, func(i, j int) bool {
		return scoring.PlaceNumber(prs[idx[i]].OverallRank) < scoring.PlaceNumber(prs[idx[j]].OverallRank)
	})
}

// standingsRow is what the screen shows for one pair: place, pair, names,
// total (matchpoints or IMPs), percent (for matchpoints) and boards scored.
func standingsRow(pr scoring.PairResult) [standingsCols]string {
	return [standingsCols]string{pr.Rank, pr.Ref().String(), strings.Join(pr.Names, " & "), ratText(pr.Total), ratText(pr.Percent), fmt.Sprint(pr.Boards)}
}

// scoreCardColumns are the widths of a score card line: board, seat,
// opponents, points; the result takes the rest.
var scoreCardColumns = columns{64, 52, 280, 70, 0}

// cardLine is one line of a pair's score card.
type cardLine struct {
	section                       string
	board                         int
	seat, against, points, result string
}

// opponentText names the opponents on a score card line: number and
// players, "5 EW  Ann Lee & Bo Park".
func (p *standingsPanel) opponentText(c cardLine) string {
	side := "EW"
	if c.seat == "EW" {
		side = "NS"
	}
	ref := p.e.sess.ScoringSession().SeatedIn(c.section, c.against, side)
	for _, pr := range p.last.Pairs {
		if pr.Ref() == ref {
			if n := strings.Join(pr.Names, " & "); n != "" {
				return ref.String() + "  " + n
			}
			return ref.String()
		}
	}
	return c.against
}

// opponentForms are the ways of writing a score card's opponents, longest
// first: their number and players in full, by initial or surname, or the
// number alone.
func opponentForms(text string) []string {
	ref, names, ok := strings.Cut(text, "  ")
	if !ok {
		return []string{text}
	}
	var forms []string
	for _, f := range nameForms(names) {
		forms = append(forms, ref+"  "+f)
	}
	return append(forms, ref)
}

// tapRow is a line of a dialog that does something when clicked.
type tapRow struct {
	widget.BaseWidget
	content  fyne.CanvasObject
	onTapped func()
}

func newTapRow(content fyne.CanvasObject, onTapped func()) *tapRow {
	r := &tapRow{content: content, onTapped: onTapped}
	r.ExtendBaseWidget(r)
	return r
}

func (r *tapRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.content) }

// Tapped runs the row's action.
func (r *tapRow) Tapped(*fyne.PointEvent) { r.onTapped() }

// cardLines are a pair's lines, each seen from the pair's own side: an EW
// pair's card shows −420 where NS scored +420.
func (p *standingsPanel) cardLines(pr scoring.PairResult) []cardLine {
	sess := p.e.sess.ScoringSession()
	var out []cardLine
	for _, br := range p.last.Boards {
		for _, l := range br.Lines {
			c := cardLine{section: l.Section, board: br.Board, seat: "NS", against: l.EW, points: scoring.FormatPoints(l.NSPoints)}
			// The pair is its section, its id and its direction: in a
			// Mitchell numbered each way pair 3 NS and pair 3 EW both have
			// the id "3", and so has pair 3 NS of every section.
			switch pr.Ref() {
			case sess.SeatedIn(l.Section, l.NS, "NS"):
			case sess.SeatedIn(l.Section, l.EW, "EW"):
				c.seat, c.against, c.points = "EW", l.NS, scoring.FormatPoints(l.EWPoints)
			default:
				continue
			}
			c.result = ownSide(l.Line, c.seat == "EW")
			out = append(out, c)
		}
	}
	return out
}

// ownSide describes a line with its score from one side: the contract,
// declarer and tricks as played, the score signed for the pair whose card
// it is.
func ownSide(l scoring.Line, ew bool) string {
	if l.Kind != scoring.Played || !ew {
		return l.Describe()
	}
	score := signedText(-l.Score)
	if l.Result == nil {
		return "score " + score
	}
	if l.Result.PassedOut() {
		return l.Describe()
	}
	r := l.Result
	trick := "tricks"
	if r.Tricks == 1 {
		trick = "trick"
	}
	return fmt.Sprintf("%s by %s, %d %s, %s", r.Contract.Symbol(), r.Declarer, r.Tricks, trick, score)
}

// signedText writes a score with its sign, the minus as a true minus as
// the engine writes it.
func signedText(s int) string {
	switch {
	case s > 0:
		return fmt.Sprintf("+%d", s)
	case s < 0:
		return fmt.Sprintf("−%d", -s)
	}
	return "0"
}

// scoreCard shows every line a pair played, with its points.
func (p *standingsPanel) scoreCard(pr scoring.PairResult) {
	bold := fyne.TextStyle{Bold: true}
	box := container.NewVBox(widget.NewLabelWithStyle(pairLabel(pr.Pair), fyne.TextAlignLeading, bold))
	head := container.New(scoreCardColumns)
	for _, h := range []string{"Board", "Seat", "Against", "Points", "Result"} {
		head.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, bold))
	}
	box.Add(head)
	var d dialog.Dialog
	for _, c := range p.cardLines(pr) {
		result := widget.NewRichText(suitText(c.result, widget.RichTextStyle{})...)
		// A weighted score's words go on over two lines, never past the
		// card's edge.
		result.Wrapping = fyne.TextWrapWord
		against := newFitLabel()
		against.SetTexts(opponentForms(p.opponentText(c))...)
		step := club.Step{Section: pr.Section, Board: c.board, NS: pr.ID, EW: c.against}
		if c.seat == "EW" {
			step.NS, step.EW = c.against, pr.ID
		}
		box.Add(newTapRow(container.New(scoreCardColumns, widget.NewLabel(fmt.Sprint(c.board)), widget.NewLabel(c.seat),
			against, widget.NewLabel(c.points), result), func() {
			// A line of the card opens its board, on that line.
			d.Hide()
			p.e.goToLine(step)
		}))
	}
	total := "Total " + ratText(pr.Total)
	if pr.Percent != nil {
		total += ", " + ratText(pr.Percent) + "%"
	}
	box.Add(widget.NewLabelWithStyle(fmt.Sprintf("%s, place %s, %d boards", total, pr.Rank, pr.Boards), fyne.TextAlignLeading, bold))
	box.Add(widget.NewLabel("Click a line to go to its board."))
	d = dialog.NewCustom("Score card — pair "+pr.Ref().String(), "Close", container.NewVScroll(box), p.e.w.win)
	d.Resize(fyne.NewSize(800, 560))
	p.e.w.showDialog(d)
}

// keepLines keeps each traveller line's points, scored as the
// traveller's lines are, for the points shown beside the entry.
func (p *standingsPanel) keepLines(boards []scoring.BoardResult) {
	p.lines = make(map[lineKey]scoring.LineResult, len(p.e.sess.ScoringSession().Lines))
	for _, b := range boards {
		for _, l := range b.Lines {
			p.lines[lineKey{l.Section, b.Board, l.NS, l.EW}] = l
		}
	}
}

// showRows lays out the rows just made: the columns fitted (the names
// take what the others leave, the traveller beside them too), the rows'
// heights, and the points beside the entry.
func (p *standingsPanel) showRows() {
	if p.fitColumns() && p.e.sides != nil {
		p.e.sides.Refresh()
	}
	p.fitRows()
	p.table.Refresh()
	p.content.Refresh()
	p.e.showPoints()
}
