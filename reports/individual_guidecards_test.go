package reports

import (
	"bytes"
	"strings"
	"testing"

	"bridgescore/movements"
)

// An individual's guide cards: a page per table with each round's four
// players and where they go, then every player's card.
func TestIndividualGuideCardsPDF(t *testing.T) {
	m, err := movements.NewIndividual(movements.IndividualOptions{Tables: 5, Players: 19, BoardsPerRound: 5})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteIndividualGuideCardsPDF(&buf, m, m.Name, A4); err != nil {
		t.Fatal(err)
	}
	pages := pdfText(t, buf.Bytes())
	if len(pages) < 6 {
		t.Fatalf("%d pages", len(pages))
	}
	one := strings.Join(strings.Fields(pages[0]), " ")
	for _, want := range []string{"Table 1", "Round N E S W Boards N goes to", "1 1 6 11 16 1–5 stay Table 3 East (sit out) Table 2 South Table 4 West Table 5", "sit out"} {
		if !strings.Contains(one, want) {
			t.Errorf("table 1's card lacks %q:\n%s", want, one)
		}
	}
	all := strings.Join(pages, "\n")
	if !strings.Contains(all, "Player 19") || strings.Contains(all, "Player 20") {
		t.Error("player cards: want 1 to 19, none for the missing player 20")
	}
	if err := WriteIndividualGuideCardsPDF(&buf, nil, "", A4); err == nil {
		t.Error("no movement accepted")
	}
}
