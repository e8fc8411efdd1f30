package cli

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"bridgescore/awards"
)

// Every master-point scale the awards package reads is named in the help
// of each command taking --award and in the README, so a director finds
// the one the night needs where he looks for it.
func TestEveryScaleInTheHelpAndREADME(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{"the README": string(readme)}
	for _, name := range []string{"new", "awards", "score"} {
		out, errs, _ := runNamed(t, name, "-h")
		texts["bridgescore "+name+" -h"] = out + errs
	}
	names := regexp.MustCompile(`\b(?:ebu|abf|acbl)(?:-[a-z]+)*\b`).FindAllString(awards.Scales, -1)
	if len(names) < 10 {
		t.Fatalf("only %v read from the scales' list", names)
	}
	for _, n := range names {
		if strings.HasSuffix(n, "-qf") {
			continue // said once for all: "-qf for a quali-final scale"
		}
		if _, err := awards.ParseScale(n); err != nil && !strings.Contains(awards.Scales, n+":") {
			t.Errorf("%s, in the scales' list, is no scale: %v", n, err)
		}
		for where, text := range texts {
			if !strings.Contains(text, n) {
				t.Errorf("%s does not name the scale %s", where, n)
			}
		}
	}
}

// Every form of new sets the night's master points: each synopsis says so.
func TestEveryNewFormTakesAnAward(t *testing.T) {
	for _, s := range Synopses()["new"] {
		if !strings.Contains(s, "[AWARDS]") && !strings.Contains(s, "[--award SCALE]") {
			t.Errorf("new's synopsis leaves out its awards:\n    %s", s)
		}
	}
}
