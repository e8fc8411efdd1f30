package interchange_test

import (
	"bytes"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

// An individual written as USEBIO or PBN reads back to the same session:
// the same players, lines, and so the same percentages and places.
func TestIndividualRoundTrip(t *testing.T) {
	f, err := interchange.ReadIndividualFile(realDir + "/ruter_individual_barometer.pbn")
	if err != nil {
		t.Fatal(err)
	}
	// An adjusted and a weighted line, as a director may give them.
	f.Session.Lines[3].Kind, f.Session.Lines[3].Result, f.Session.Lines[3].NSPercent, f.Session.Lines[3].EWPercent = scoring.Artificial, nil, 60, 40
	f.Session.Lines[7].Kind, f.Session.Lines[7].Result = scoring.NotPlayed, nil
	st, err := scoring.ScoreIndividual(&f.Session)
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"usebio", "pbn"} {
		var buf bytes.Buffer
		write, read := interchange.WriteIndividualUSEBIO, interchange.ReadIndividualUSEBIO
		if format == "pbn" {
			write, read = interchange.WriteIndividualPBN, interchange.ReadIndividualPBN
		}
		if err := write(&buf, f, st); err != nil {
			t.Fatal(err)
		}
		back, err := read(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%s: %v\n%s", format, err, buf.String()[:min(buf.Len(), 3000)])
		}
		if len(back.Session.Lines) != len(f.Session.Lines) || len(back.Session.Players) != len(f.Session.Players) {
			t.Fatalf("%s: %d lines, %d players back", format, len(back.Session.Lines), len(back.Session.Players))
		}
		st2, err := scoring.ScoreIndividual(&back.Session)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range st.Players {
			q := st2.Players[i]
			if p.ID != q.ID || p.Name != q.Name || p.Rank != q.Rank || p.Percent.Cmp(q.Percent) != 0 {
				t.Errorf("%s: %s %s %s %s back as %s %s %s %s", format, p.ID, p.Name, p.Rank, p.Percent.FloatString(2), q.ID, q.Name, q.Rank, q.Percent.FloatString(2))
			}
		}
		if !strings.Contains(buf.String(), "INDIVIDUAL") && !strings.Contains(buf.String(), "Individuals") {
			t.Errorf("%s: not marked as an individual", format)
		}
	}
}

// Pairs files are not taken for an individual's, nor is an individual's
// read as pairs.
func TestIsIndividualFile(t *testing.T) {
	for file, want := range map[string]bool{
		"ruter_individual_sweden.pbn":      true,
		"ruter_mp_pairs_barometer.pbn":     false,
		"compscore3_mp_pairs_howell.xml":   false,
		"ruter_teams_league_28_boards.pbn": false,
		"bcs_pairs_12_tables.bws":          false,
		"ruter_individual_barometer.pbn":   true,
	} {
		got, err := interchange.IsIndividualFile(realDir + "/" + file)
		if got != want || err != nil {
			t.Errorf("%s: %v, %v; want %v", file, got, err, want)
		}
	}
	if _, err := interchange.ReadFile(realDir + "/ruter_individual_barometer.pbn"); err == nil || !strings.Contains(err.Error(), "score it as an individual") {
		t.Errorf("an individual's file read as pairs: %v", err)
	}
}
