package reports

import (
	"bytes"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// A teams night's, an individual's and a Swiss pairs' printed results and
// pages write their date as a pairs night's do, so that no reader takes
// the day for the month: "5 Nov 2026", not "05/11/2026" nor "2026-11-05".
func TestEveryNightWritesItsDateOneWay(t *testing.T) {
	for _, date := range []string{"05/11/2026", "2026-11-05"} {
		pages := map[string]func(w *bytes.Buffer) error{
			"teams HTML": func(w *bytes.Buffer) error {
				return WriteTeamsHTML(w, &TeamsResults{Title: "Teams", Date: date, Standings: &scoring.TeamStandings{}})
			},
			"teams PDF": func(w *bytes.Buffer) error {
				return WriteTeamsPDF(w, &TeamsResults{Title: "Teams", Date: date, Standings: &scoring.TeamStandings{}}, A4)
			},
			"individual HTML": func(w *bytes.Buffer) error {
				return WriteIndividualHTML(w, &IndividualResults{Title: "Individual", Date: date, Standings: &scoring.IndividualStandings{}})
			},
			"Swiss pairs HTML": func(w *bytes.Buffer) error {
				return WriteSwissPairsHTML(w, &SwissPairsResults{Title: "Swiss", Date: date, Standings: &scoring.SwissPairsStandings{}})
			},
		}
		for name, write := range pages {
			var b bytes.Buffer
			if err := write(&b); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			text := b.String()
			if strings.HasSuffix(name, "PDF") {
				text = strings.Join(pdfText(t, b.Bytes()), "\n")
			}
			if !strings.Contains(text, "5 Nov 2026") || strings.Contains(text, date) {
				t.Errorf("%s dated %s does not write 5 Nov 2026", name, date)
			}
		}
	}
}
