package cli

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// readmeSynopses are the command lines the README shows in its code
// blocks: each line "    bridgescore …" with the lines indented under it,
// a trailing "# comment" left off; by the command they run ("" for the
// window).
func readmeSynopses(t *testing.T) map[string][]string {
	t.Helper()
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	var cur *string
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(line, "    bridgescore ") || line == "    bridgescore":
			text, _, _ := strings.Cut(strings.TrimSpace(line), "   #")
			cmd := synopsisCommand(text)
			out[cmd] = append(out[cmd], oneSpaced(text))
			cur = &out[cmd][len(out[cmd])-1]
		case cur != nil && strings.HasPrefix(line, "     ") && strings.TrimSpace(line) != "":
			text, _, _ := strings.Cut(strings.TrimSpace(line), "   #")
			*cur += " " + oneSpaced(text)
		default:
			cur = nil
		}
	}
	return out
}

// The README carries every command's synopsis exactly as its help gives
// it, and no command line its help does not: the two cannot drift.
func TestREADMECarriesTheSynopses(t *testing.T) {
	readme, help := readmeSynopses(t), Synopses()
	for _, name := range SynopsisNames() {
		if len(help[name]) == 0 {
			t.Errorf("bridgescore %s -h gives no synopsis", name)
		}
		for _, s := range help[name] {
			if !slices.Contains(readme[name], s) {
				t.Errorf("the README lacks the synopsis\n    %s", s)
			}
		}
		for _, s := range readme[name] {
			if !slices.Contains(help[name], s) {
				t.Errorf("the README shows a synopsis that 'bridgescore %s -h' does not:\n    %s", name, s)
			}
		}
	}
}
