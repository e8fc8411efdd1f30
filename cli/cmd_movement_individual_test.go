package cli

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// The contract: movement --individual --tables N --format json prints
// {"rounds": [{"round": R, "tables": [{"table": T, "N": P, "E": P, "S": P,
// "W": P, "boards": [..]}]}]}.
func TestIndividualMovementJSON(t *testing.T) {
	code, out, errs := runMv("--individual", "--tables", "5", "--boards-per-round", "2", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var j struct {
		Rounds []struct {
			Round  int `json:"round"`
			Tables []struct {
				Table      int   `json:"table"`
				N, E, S, W int   `json:"-"`
				Boards     []int `json:"boards"`
			} `json:"tables"`
		} `json:"rounds"`
		Check struct {
			OK    bool     `json:"ok"`
			Words []string `json:"words"`
		} `json:"check"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	var raw struct {
		Rounds []struct {
			Tables []map[string]any `json:"tables"`
		} `json:"rounds"`
	}
	_ = json.Unmarshal([]byte(out), &raw)
	first := raw.Rounds[0].Tables[0]
	for k, want := range map[string]float64{"table": 1, "N": 1, "E": 6, "S": 11, "W": 16} {
		if first[k] != want {
			t.Errorf("round 1 table 1 %s = %v, want %v", k, first[k], want)
		}
	}
	if len(j.Rounds) != 5 || j.Rounds[4].Round != 5 || len(j.Rounds[4].Tables) != 5 {
		t.Fatalf("rounds %+v", j.Rounds)
	}
	if b := j.Rounds[1].Tables[0].Boards; len(b) != 2 || b[0] != 3 {
		t.Errorf("round 2 table 1 boards %v, want 3-4 (boards down one)", b)
	}
	if !j.Check.OK || !strings.HasPrefix(j.Check.Words[0], "Meets criteria 1 (partners), 2 (opponents) and 3") {
		t.Errorf("check %+v", j.Check)
	}
}

func TestIndividualMovementText(t *testing.T) {
	code, out, errs := runMv("--individual", "--tables", "2")
	if code != 0 || !strings.Contains(out, "Partners: every player partners every other player once (all 28 pairs of players).") ||
		!strings.Contains(out, "Table 2\n") {
		t.Fatalf("exit %d, %s\n%s", code, errs, out)
	}
	code, out, _ = runMv("--individual", "--tables", "7", "--player", "9")
	if code != 0 || !strings.HasPrefix(out, "Player 9 — 7-table Rainbow") || strings.Count(out, "Round ") != 7 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	code, out, _ = runMv("--individual", "--tables", "3", "--players", "11")
	if code != 0 || !strings.Contains(out, "Players short: 11") || !strings.Contains(out, "sit out") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

func TestIndividualMovementRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--individual"}, 2, "--tables N is required"},
		{[]string{"--individual", "--tables", "9"}, 1, "no schedule for 9 tables"},
		{[]string{"--individual", "--tables", "5", "--players", "15"}, 1, "want 17 to 20"},
		{[]string{"--individual", "--tables", "5", "--format", "xml"}, 2, "want text, json or pdf"},
		{[]string{"--individual", "--tables", "4", "--variant", "rainbow"}, 1, "the Rainbow works for 5, 7, 11, 13"},
		{[]string{"--individual", "--tables", "4", "--player", "17"}, 1, "player 17 does not play"},
	} {
		code, _, errs := runMv(c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want %d, %q", c.args, code, errs, c.code, c.want)
		}
	}
}

func TestIndividualMovementPDF(t *testing.T) {
	out := t.TempDir() + "/cards.pdf"
	code, _, errs := runMv("--individual", "--tables", "3", "--format", "pdf", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(data), "%PDF") {
		t.Fatalf("%v: %q", err, data[:min(len(data), 8)])
	}
	if code, _, errs := runMv("--individual", "--tables", "3", "--format", "pdf"); code != 2 || !strings.Contains(errs, "--format pdf and --out FILE go together") {
		t.Errorf("pdf without --out: exit %d, %s", code, errs)
	}
}
