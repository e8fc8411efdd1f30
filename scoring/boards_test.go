package scoring

import (
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// ScoreBoards gives every board and line exactly what Score gives them:
// random sessions of every method and both rules, adjusted, fouled and
// factored boards, Law 12C2(c), one field and several sections scored
// apart or across the field.
func TestScoreBoardsIsScoresBoards(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	compared := 0
	for i := range 300 {
		method := []Method{Matchpoints, CrossIMPs, Butler}[i%3]
		rules := []Rules{WBF, ACBL}[i/3%2]
		var s *Session
		if i%4 == 3 {
			s = twoWinnerSections(r, []string{"A", "B"}, 3+r.Intn(3), 2+r.Intn(3))
			s.Method, s.Rules = method, rules
			if i%8 == 7 {
				s.Field = AcrossField
			}
		} else {
			s = randomSession(r, method, rules, i%2 == 0)
			s.Options.Law12C2c = i%5 == 0
			s.Options.InProgress = i%7 == 0
		}
		st, err := Score(s)
		boards, berr := ScoreBoards(s)
		if (err == nil) != (berr == nil) {
			t.Fatalf("session %d: Score %v, ScoreBoards %v", i, err, berr)
		}
		if err != nil {
			continue
		}
		if got, want := boardsText(boards), boardsText(st.Boards); got != want {
			t.Fatalf("session %d (%s %s): ScoreBoards\n%s\nScore\n%s", i, method, rules, got, want)
		}
		compared++
	}
	if compared < 250 {
		t.Errorf("only %d of 300 sessions could be scored", compared)
	}
}

// boardsText writes boards out whole, what pointers point to included.
func boardsText(boards []BoardResult) string {
	var b strings.Builder
	for _, br := range boards {
		fmt.Fprintf(&b, "%s%d top %s", br.Section, br.Board, ratText(br.Top))
		if br.Datum != nil {
			fmt.Fprintf(&b, " datum %d", *br.Datum)
		}
		fmt.Fprintf(&b, " groups %v:", br.GroupDatums)
		for _, l := range br.Lines {
			fmt.Fprintf(&b, " [%s %s v %s %s/%s]", EntryText(l.Line), l.NS, l.EW, ratText(l.NSPoints), ratText(l.EWPoints))
		}
		b.WriteString("\n")
	}
	return b.String()
}

func ratText(r *big.Rat) string {
	if r == nil {
		return "-"
	}
	return r.RatString()
}
