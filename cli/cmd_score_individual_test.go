package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const realIndividual = "../testdata/real/ruter_individual_barometer.pbn"

// The contract: score FILE --format json on an individual's results file
// prints {"kind": "individual", "players": [{"player": P, "name": ...,
// "percent": X, "rank": "1"|"4="}], ...}.
func TestScoreIndividualJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if code := commands["score"].Run([]string{realIndividual, "--format", "json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var j struct {
		Kind    string `json:"kind"`
		Players []struct {
			Player  string  `json:"player"`
			Name    string  `json:"name"`
			Percent float64 `json:"percent"`
			Rank    string  `json:"rank"`
		} `json:"players"`
		Boards []json.RawMessage `json:"boards"`
	}
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if j.Kind != "individual" || len(j.Players) != 20 || len(j.Boards) != 27 {
		t.Fatalf("kind %q, %d players, %d boards", j.Kind, len(j.Players), len(j.Boards))
	}
	first, last := j.Players[0], j.Players[19]
	if first.Player != "3" || first.Name != "Siri Myhre" || first.Percent != 63.89 || first.Rank != "1" ||
		last.Player != "7" || last.Percent != 31.48 || last.Rank != "20" {
		t.Errorf("first %+v, last %+v", first, last)
	}
}

func TestScoreIndividualText(t *testing.T) {
	var out, errb bytes.Buffer
	if code := commands["score"].Run([]string{realIndividual}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Individual, 20 players, 27 boards") || !strings.Contains(out.String(), "    1      3  Siri Myhre") {
		t.Errorf("text:\n%s", out.String())
	}
	out.Reset()
	if code := commands["score"].Run([]string{realIndividual, "--fields", "direction"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "North-South") || !strings.Contains(out.String(), "East-West") {
		t.Errorf("--fields direction: exit %d\n%s", code, out.String())
	}
}

func TestScoreIndividualRefusals(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.pbn")
	data, _ := os.ReadFile(realIndividual)
	// The first line of board 1's traveller loses its West player.
	data = bytes.Replace(data, []byte("2 1 12 14  2 18 3N"), []byte("2 1 12 14  2  - 3N"), 1)
	if err := os.WriteFile(bad, data, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{realIndividual, "--format", "xml"}, 2, `--format "xml"`},
		{[]string{realIndividual, "--fields", "lines"}, 2, `--fields "lines"`},
		{[]string{bad}, 1, "no player in the West seat"},
	} {
		var out, errb bytes.Buffer
		code := commands["score"].Run(c.args, &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.want) || out.Len() != 0 {
			t.Errorf("%v: exit %d, %q", c.args, code, errb.String())
		}
	}
}

// EBU Scale F, the single-winner individual's: a third of the players
// earn points (18 to 35 boards), 3 a place from 3 times the awards, at
// least 6 (forums.ebu.co.uk/discussion/1365 gives 24, 21, 18, 15, 12, 9,
// 6, 6 for 6 tables): 5 tables, 20 players, 7 awards.
func TestScoreIndividualAwards(t *testing.T) {
	var out, errb bytes.Buffer
	if code := commands["score"].Run([]string{realIndividual, "--format", "json", "--award", "ebu-club"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var j struct {
		Players []struct {
			Award string `json:"award"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range j.Players[:8] {
		got = append(got, p.Award)
	}
	if strings.Join(got, " ") != "21 18 15 12 9 6 6 0" {
		t.Errorf("awards %v", got)
	}
}
