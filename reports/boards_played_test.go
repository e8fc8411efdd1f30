package reports

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// mitchellSession plays a Mitchell of the given tables and rounds, 3
// boards a round, as section sec: every table scores 420 to North-South
// but the first, which scores 400.
func mitchellSession(t *testing.T, s *scoring.Session, sec string, tables, rounds int) {
	t.Helper()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: tables, BoardsPerRound: 3, Rounds: rounds})
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= tables; n++ {
		for _, dir := range []string{"NS", "EW"} {
			s.Pairs = append(s.Pairs, scoring.Pair{Section: sec, ID: fmt.Sprintf("%d%s", n, dir), Direction: dir})
		}
	}
	for _, slot := range m.Schedule {
		for k := 1; k <= 3; k++ {
			score := 420
			if slot.Table == 1 {
				score = 400
			}
			s.Lines = append(s.Lines, scoring.Line{Section: sec, Board: (slot.Set-1)*3 + k, Round: slot.Round, Table: slot.Table,
				NS: slot.NS.Key(), EW: slot.EW.Key(), Score: score})
		}
	}
}

// The ranking's header gives the boards the pairs played: a Mitchell of
// more tables than rounds has more boards in play than a pair plays (11
// tables, 8 rounds of 3: 33 boards in play, 24 played), and sections that
// played different numbers of boards are given each their own.
func TestHeaderBoardsPlayed(t *testing.T) {
	for _, c := range []struct {
		name   string
		tables map[string][2]int // section: tables, rounds
		field  scoring.Field
		want   string
	}{
		{"one section, all the rounds", map[string][2]int{"": {7, 7}}, "", "Boards: 21"},
		{"one section cut short", map[string][2]int{"": {11, 8}}, "", "Boards: 24"},
		{"two sections cut short", map[string][2]int{"A": {11, 8}, "B": {11, 8}}, scoring.BySection, "Boards: 24"},
		{"two sections across the field", map[string][2]int{"A": {11, 8}, "B": {11, 8}}, scoring.AcrossField, "Boards: 24"},
		{"sections of different lengths", map[string][2]int{"A": {9, 8}, "B": {9, 9}}, scoring.BySection, "Boards: A 24, B 27"},
	} {
		s := &scoring.Session{Method: scoring.Matchpoints, Rules: scoring.WBF, Field: c.field}
		for _, sec := range []string{"", "A", "B"} {
			if tr, ok := c.tables[sec]; ok {
				mitchellSession(t, s, sec, tr[0], tr[1])
			}
		}
		st, err := scoring.Score(s)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		r := &Results{Event: c.name, Standings: st, Session: s}
		text := strings.Join(pdfText(t, render(t, r, []Report{Ranking}, A4)), "\n")
		if got := regexp.MustCompile(`Boards: [^\n]*?\d(\s{2}|\n|$)`).FindString(text); strings.TrimSpace(got) != c.want {
			t.Errorf("%s: the PDF's header says %q, want %q", c.name, strings.TrimSpace(got), c.want)
		}
		var b bytes.Buffer
		if err := WriteHTML(&b, r, []Report{Ranking}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(visibleText(b.String()), c.want+" ") && !strings.HasSuffix(visibleText(b.String()), c.want) {
			t.Errorf("%s: the web page does not say %q:\n%s", c.name, c.want, visibleText(b.String()))
		}
	}
}
