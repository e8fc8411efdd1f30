package reports

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// teamsNight is a small VP teams night: the worked match (1 v 2, 17
// IMPs over 4 boards) and another.
func teamsNight(t *testing.T) *TeamsResults {
	t.Helper()
	room := func(b int, ns, ew string, score int) scoring.Line {
		return scoring.Line{Board: b, NS: ns, EW: ew, Score: score}
	}
	lines := []scoring.Line{
		room(1, "1", "2", 420), room(2, "1", "2", 620), room(3, "1", "2", -100), room(4, "1", "2", -800),
		room(1, "2", "1", 420), room(2, "2", "1", 170), room(3, "2", "1", 110), room(4, "2", "1", -1430),
		room(5, "3", "4", 90), room(5, "4", "3", 120), room(6, "3", "4", 600), room(6, "4", "3", -100),
		{Board: 7, NS: "3", EW: "4", Kind: scoring.Artificial, NSPercent: 60, EWPercent: 40}, room(7, "4", "3", 100),
	}
	st, err := scoring.ScoreTeams(&scoring.TeamsSession{Method: scoring.TeamVPs, Lines: lines,
		Teams: []scoring.Team{{ID: "1", Name: "Abbott", Players: []string{"A One", "B Two"}}, {ID: "2", Name: "Brennan"}, {ID: "3"}, {ID: "4"}}})
	if err != nil {
		t.Fatal(err)
	}
	return &TeamsResults{Club: "Test Club", Title: "Monday Teams", Date: "6 Oct 2026", Standings: st}
}

func TestTeamsPDF(t *testing.T) {
	r := teamsNight(t)
	var buf bytes.Buffer
	if err := WriteTeamsPDF(&buf, r, A4); err != nil {
		t.Fatal(err)
	}
	pages := pdfText(t, buf.Bytes())
	all := strings.Join(pages, "\n")
	for _, want := range []string{
		"Scored by IMPs converted to victory points (WBF 2013 continuous scale)",
		"17.31", "2.69", "Abbott", "Cross-table",
		"1 Abbott v 2 Brennan: IMPs 22–5, 17.31–2.69 VPs",
		"+450", "adjusted: Average-plus to home, Average-minus to away",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the PDF lacks %q", want)
		}
	}
	outline := strings.Join(pdfOutline(t, buf.Bytes()), "\n")
	for _, want := range []string{"Ranking", "Cross-table", "Match score cards", "1 v 2"} {
		if !strings.Contains(outline, want) {
			t.Errorf("the outline lacks %q: %s", want, outline)
		}
	}
}

func TestTeamsHTML(t *testing.T) {
	r := teamsNight(t)
	var buf bytes.Buffer
	if err := WriteTeamsHTML(&buf, r); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	for _, want := range []string{"<h1>Monday Teams</h1>", "<h2>Ranking</h2>", "<td class=\"n\">17.31</td>", "Cross-table", "IMPs 22–5"} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

func TestDrawSheet(t *testing.T) {
	st := []movements.Standing{{ID: "1", Score: big.NewRat(40, 1), Met: []string{"2"}}, {ID: "2", Score: big.NewRat(30, 1), Met: []string{"1"}},
		{ID: "3", Score: big.NewRat(20, 1)}}
	d, err := movements.SwissDraw(2, st)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteDrawPDF(&buf, DrawSheet{Title: "Swiss Teams", Draw: d}, A4); err != nil {
		t.Fatal(err)
	}
	text := strings.Join(pdfText(t, buf.Bytes()), "\n")
	for _, want := range []string{"Draw for round 2", "bye", "How the draw was made", "would have forced a rematch"} {
		if !strings.Contains(text, want) {
			t.Errorf("the draw sheet lacks %q:\n%s", want, text)
		}
	}
	buf.Reset()
	if err := WriteDrawHTML(&buf, DrawSheet{Title: "Swiss Teams", Draw: d}); err != nil || !strings.Contains(buf.String(), "draw for round 2") {
		t.Errorf("the draw page: %v", err)
	}
}
