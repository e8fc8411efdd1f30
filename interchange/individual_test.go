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

// twinFile is an individual of four players written as the EBU's example
// writes one: the table's result on two lines, each naming two players as
// North and East; south and west are the lines' South and West numbers.
func twinFile(second string, south, west [2]string) string {
	line := func(n, e, s, w, score string) string {
		return "<TRAVELLER_LINE><N_PLAYER_NUMBER>" + n + "</N_PLAYER_NUMBER><E_PLAYER_NUMBER>" + e + "</E_PLAYER_NUMBER>" +
			"<S_PLAYER_NUMBER>" + s + "</S_PLAYER_NUMBER><W_PLAYER_NUMBER>" + w + "</W_PLAYER_NUMBER><SCORE>" + score + "</SCORE></TRAVELLER_LINE>"
	}
	players := ""
	for _, p := range []string{"1", "2", "3", "4"} {
		players += "<PLAYER><PLAYER_NUMBER>" + p + "</PLAYER_NUMBER></PLAYER>"
	}
	return `<USEBIO Version="1.1"><EVENT EVENT_TYPE="INDIVIDUAL"><PARTICIPANTS>` + players + `</PARTICIPANTS>` +
		`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>` + line("1", "2", south[0], west[0], "420") + line("3", "4", south[1], west[1], second) + `</BOARD></EVENT></USEBIO>`
}

// A table written on two lines in the EBU example's way is read as one
// line when the file cannot be read as written; lines that are not twins,
// or that can be read as written, are read as written.
func TestTwinLines(t *testing.T) {
	for _, tc := range []struct {
		name, second string
		south, west  [2]string
		lines        int // read; 0 when refused
		note         bool
	}{
		{"twins", "420", [2]string{"11", "31"}, [2]string{"22", "42"}, 1, true},
		{"two results", "450", [2]string{"11", "31"}, [2]string{"22", "42"}, 0, false},
		{"south and west listed", "420", [2]string{"3", "1"}, [2]string{"4", "2"}, 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := interchange.ReadIndividualUSEBIO(strings.NewReader(twinFile(tc.second, tc.south, tc.west)))
			if tc.lines == 0 {
				if err == nil || !strings.Contains(err.Error(), "South player 11 is not among") {
					t.Fatalf("not refused by its South player: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Session.Lines) != tc.lines || f.Session.Lines[0].Players != [4]string{"1", "2", "3", "4"} {
				t.Errorf("lines %+v, want %d, the first of players 1 to 4", f.Session.Lines, tc.lines)
			}
			if got := len(f.Warnings) == 1 && strings.Contains(f.Warnings[0], "two lines"); got != tc.note {
				t.Errorf("warnings %q", f.Warnings)
			}
		})
	}
}
