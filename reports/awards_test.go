package reports

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"bridgescore/awards"
	"bridgescore/handicaps"
	"bridgescore/scoring"
)

// withExtras is a sample session's results with ACBL awards in two strata
// (every third pair in B) and a handicap for every pair (+2 for the pairs
// in B).
func withExtras(t *testing.T, session string) *Results {
	t.Helper()
	r := loadSession(t, session, scoring.Matchpoints, scoring.WBF)
	st := r.Standings
	scale, _ := awards.ParseScale("acbl-open")
	stratum := make([]int, len(st.Pairs))
	hs := make([]*big.Rat, len(st.Pairs))
	for i := range stratum {
		if i%3 == 1 {
			stratum[i] = 1
		}
		hs[i] = big.NewRat(int64(2*stratum[i]), 1)
	}
	a := awards.ForStandings(scale, st, awards.Strata{Limits: []int{500}}, stratum)
	ranked, err := handicaps.ForStandings(st, hs)
	if err != nil {
		t.Fatal(err)
	}
	r.Extras = &Extras{Awards: &a, Handicaps: hs, Ranked: ranked, HandicapWords: "Handicaps as typed.", Notes: []string{"A note on the strata."}}
	return r
}

// TestRankingWithExtras: the ranking, as a web page and as a PDF, gains each
// pair's stratum and award, how the awards were worked out, each field's
// stratum B ranking and its handicapped ranking.
func TestRankingWithExtras(t *testing.T) {
	for _, session := range []string{"mitchell-7t", "howell-4t"} {
		r := withExtras(t, session)
		a := r.Extras.Awards
		var html bytes.Buffer
		if err := WriteHTML(&html, r, []Report{Ranking}); err != nil {
			t.Fatal(err)
		}
		page := html.String()
		var pdf bytes.Buffer
		if err := WritePDF(&pdf, r, []Report{Ranking}, A4); err != nil {
			t.Fatal(err)
		}
		text := strings.Join(pdfText(t, pdf.Bytes()), "\n")
		first := a.Scale.Format(a.Fields[0].Result.Ladder[0])
		for _, want := range []string{"<th scope=\"col\">Strat</th><th scope=\"col\">MP</th>", "<caption>Stratum B", "<caption>Handicapped",
			"Awards: ACBL open club game", "Handicaps as typed.", "A note on the strata.", "<td class=\"c\">" + first + "</td>"} {
			if !strings.Contains(page, want) {
				t.Errorf("%s: the page lacks %q", session, want)
			}
		}
		for _, want := range []string{"Strat", "Stratum B", "Handicapped", "H'cap %", "Awards: ACBL open club game", first} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the PDF lacks %q", session, want)
			}
		}
	}
}
