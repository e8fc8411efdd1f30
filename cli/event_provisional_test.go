package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// An event's ranking says when one of its sessions is still coming in,
// and how far it has come, through every door: the text, the JSON, the
// web page and the PDF; once the session is complete it no longer does.
func TestEventRankingSaysProvisional(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	names := filepath.Join(dir, "names.csv")
	if err := os.WriteFile(names, []byte("1NS,Ann Able,Bob Baker\n1EW,Cy Cole,Di Dale\n2NS,Ed Eyre,Flo Ford\n2EW,Gus Gray,Hal Hope\n3NS,Ida Ives,Jo Jones\n3EW,Kim King,Len Lowe\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	night := func(name, date string) string {
		return lastLine(stMust(t, "new", "--name", name, "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2",
			"--event", "Autumn Cup", "--names", names, "--date", date, "--db", db))
	}
	first, second := night("Thursday", "2026-10-01"), night("Friday", "2026-10-08")
	enterMissing(t, db, first, 18)
	enterMissing(t, db, second, 5)
	words := "Provisional: session " + second + " has 5 of 18 results — the places may change"

	text := stMust(t, "standings", "--event", "Autumn Cup", "--db", db)
	if !strings.Contains(text, words) || strings.Contains(text, "session "+first+" has") {
		t.Errorf("the text does not say %q (and that alone):\n%s", words, text)
	}
	var js struct {
		Provisional []struct {
			Session  int64 `json:"session"`
			Results  int   `json:"results"`
			Expected *int  `json:"expected"`
		} `json:"provisional"`
	}
	if err := json.Unmarshal([]byte(stMust(t, "standings", "--event", "Autumn Cup", "--format", "json", "--db", db)), &js); err != nil {
		t.Fatal(err)
	}
	if len(js.Provisional) != 1 || js.Provisional[0].Results != 5 || js.Provisional[0].Expected == nil || *js.Provisional[0].Expected != 18 ||
		fmt.Sprint(js.Provisional[0].Session) != second {
		t.Errorf("the JSON's provisional: %+v", js.Provisional)
	}
	page := filepath.Join(dir, "cup.html")
	stMust(t, "standings", "--event", "Autumn Cup", "--out", page, "--db", db)
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), `<p class="provisional">Provisional: S2 (Friday, 8 Oct 2026) has 5 of 18 results — the places may change</p>`) {
		t.Errorf("the web page does not say the second night is provisional:\n%s", html)
	}
	pdf := filepath.Join(dir, "cup.pdf")
	stMust(t, "standings", "--event", "Autumn Cup", "--out", pdf, "--db", db)
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatal("pdftotext is not installed (apt-get install poppler-utils)")
	}
	out, err := exec.Command(tool, pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(strings.Fields(string(out)), " "); !strings.Contains(got, "Provisional: S2 (Friday, 8 Oct 2026) has 5 of 18 results — the places may change") {
		t.Errorf("the PDF does not say the second night is provisional:\n%s", got)
	}

	// The night complete: not a word of it.
	enterMissing(t, db, second, 18)
	if text := stMust(t, "standings", "--event", "Autumn Cup", "--db", db); strings.Contains(text, "rovisional") {
		t.Errorf("a complete event's ranking says provisional:\n%s", text)
	}
	if js := stMust(t, "standings", "--event", "Autumn Cup", "--format", "json", "--db", db); strings.Contains(js, "provisional") {
		t.Errorf("a complete event's JSON says provisional:\n%s", js)
	}
}
