package club

import (
	"encoding/xml"
	"os"
	"testing"

	"bridgescore/awards"
)

// The EBU's USEBIO individual example (testdata/real/SOURCES.md) awards
// black points on the club scale: scored with --award ebu-club, each
// player earns what the file records (12, 9, 6 and 6 to the first four of
// 12 players over 22 boards, ties sharing), and nobody else earns any.
func TestEBUIndividualExampleAwards(t *testing.T) {
	const path = "../testdata/real/individual/ebu_usebio_individual_example.xml"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Scale   string `xml:"EVENT>MASTER_POINT_SCALE"`
		Players []struct {
			Number string `xml:"PLAYER_NUMBER"`
			Points string `xml:"MASTER_POINTS>MASTER_POINTS_AWARDED"`
			Type   string `xml:"MASTER_POINTS>MASTER_POINT_TYPE"`
		} `xml:"EVENT>PARTICIPANTS>PLAYER"`
	}
	if err := xml.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Scale != "Club" {
		t.Fatalf("the file's scale %q", rec.Scale)
	}
	scale, err := awards.ParseScale("ebu-club")
	if err != nil {
		t.Fatal(err)
	}
	res, err := ScoreIndividualFile(path, IndividualFileOptions{Award: scale})
	if err != nil {
		t.Fatal(err)
	}
	ours := map[string]string{}
	for i, p := range res.Standings.Players {
		ours[p.ID] = res.Awards[i].String()
	}
	awarded := 0
	for _, p := range rec.Players {
		want := p.Points
		if want == "" {
			want = "0"
		} else {
			awarded++
			if p.Type != "Black" {
				t.Errorf("player %s: %s points", p.Number, p.Type)
			}
		}
		if ours[p.Number] != want {
			t.Errorf("player %s: award %s, the file %s", p.Number, ours[p.Number], want)
		}
	}
	if awarded != 4 || len(ours) != len(rec.Players) {
		t.Errorf("%d awards in the file, %d players ranked", awarded, len(ours))
	}
}
