package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mitchellCSV5 is a five-table two-winner Mitchell in CSV, ten boards; pair
// 3NS on the second line of the file's body is written as given.
func mitchellCSV5(ns3 string) string {
	var b strings.Builder
	b.WriteString("board,ns,ew,contract,declarer,tricks,score,lead\n")
	results := []string{"4S,N,10", "4S,N,9", "3NT,S,9", "2H,E,8", "4S,N,11"}
	for r := 0; r < 5; r++ {
		for t := 0; t < 5; t++ {
			g := (t + r) % 5
			ew := (t-r+5)%5 + 1
			for _, board := range []int{2*g + 1, 2*g + 2} {
				ns := fmt.Sprintf("%dNS", t+1)
				if ns == "3NS" && r == 0 && board == 5 {
					ns = ns3
				}
				fmt.Fprintf(&b, "%d,%s,%dEW,%s,,\n", board, ns, ew, results[(t+board)%5])
			}
		}
	}
	return b.String()
}

// A lead bridgescore cannot read is left out with a note naming the line
// on stderr, and the file is scored.
func TestScoreNotesAnUnreadableLead(t *testing.T) {
	in := strings.Replace(mitchellCSV5("3NS"), "4S,N,10,,\n", "4S,N,10,,ZZ\n", 1)
	path := writeTemp(t, "club.csv", in)
	var out, errb bytes.Buffer
	if code := commands["score"].Run([]string{path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(errb.String(), "club.csv: line ") || !strings.Contains(errb.String(), `lead "ZZ" not understood, left out`) {
		t.Errorf("stderr %q does not note the lead and its line", errb.String())
	}
	if out.Len() == 0 {
		t.Error("nothing scored")
	}
}

// A mistyped pair id is refused by score and import, naming the line and
// the pair meant, and both take it with --allow-new-pairs.
func TestAllowNewPairs(t *testing.T) {
	path := writeTemp(t, "club.csv", mitchellCSV5("33NS"))
	run := map[string]func([]string, io.Writer, io.Writer) int{"score": commands["score"].Run, "import": commands["import"].Run}
	for _, cmd := range [][]string{{"score", path}, {"import", path, "--db", filepath.Join(t.TempDir(), "club.db")}} {
		var out, errb bytes.Buffer
		if code := run[cmd[0]](cmd[1:], &out, &errb); code != 1 || !strings.Contains(errb.String(), "33NS") || !strings.Contains(errb.String(), "likely pair 3NS") {
			t.Errorf("%s: exit %d, stderr %q; want a refusal naming 3NS", cmd[0], code, errb.String())
		}
		out.Reset()
		errb.Reset()
		if code := run[cmd[0]](append(cmd[1:], "--allow-new-pairs"), &out, &errb); code != 0 {
			t.Errorf("%s --allow-new-pairs: exit %d: %s", cmd[0], code, errb.String())
		}
	}
}

// A USEBIO file of two sections is scored section by section and imported
// as one session of both sections, and the director is told.
func TestSectionsScoredAndImportedApart(t *testing.T) {
	sec := func(id, score string) string {
		return `<SECTION SECTION_ID="` + id + `"><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>
<PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>` + score + `</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>-50</SCORE></TRAVELLER_LINE></BOARD></SECTION>
`
	}
	path := writeTemp(t, "two.xml", `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><SESSION>`+sec("A", "420")+sec("B", "-100")+`</SESSION></EVENT></USEBIO>`)
	var out, errb bytes.Buffer
	if code := commands["score"].Run([]string{path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Section A\n") || !strings.Contains(out.String(), "\nSection B\n") {
		t.Errorf("score output does not give each section:\n%s", out.String())
	}
	if !strings.Contains(errb.String(), "2 sections (A, B)") {
		t.Errorf("stderr %q", errb.String())
	}
	out.Reset()
	if code := commands["score"].Run([]string{path, "--format", "json"}, &out, &errb); code != 0 || !strings.Contains(out.String(), `"section": "B"`) {
		t.Errorf("json: exit %d, %.40q", code, out.String())
	}
	out.Reset()
	db := filepath.Join(t.TempDir(), "club.db")
	if code := commands["import"].Run([]string{path, "--db", db}, &out, &errb); code != 0 || out.String() != "1\n" {
		t.Errorf("import: exit %d, printed %q, %s", code, out.String(), errb.String())
	}
	out.Reset()
	if code := commands["standings"].Run([]string{"--session", "1", "--db", db}, &out, &errb); code != 0 ||
		!strings.Contains(out.String(), "Section A\n") || !strings.Contains(out.String(), "\nSection B\n") {
		t.Errorf("the stored session's standings do not give each section: exit %d\n%s%s", code, out.String(), errb.String())
	}
}

// A pair a results file lists that played no board is not ranked, and
// score and import say so, naming the pair and the line that lists it.
func TestPairListedButNotPlayedIsNoted(t *testing.T) {
	b, err := os.ReadFile("../testdata/sessions/howell-4t/session.xml")
	if err != nil {
		t.Fatal(err)
	}
	in := strings.Replace(string(b), "</PARTICIPANTS>",
		"<PAIR>\n<PAIR_NUMBER>9</PAIR_NUMBER><PLAYER><PLAYER_NAME>Lena Late</PLAYER_NAME></PLAYER></PAIR>\n</PARTICIPANTS>", 1)
	line := strings.Count(in[:strings.Index(in, "<PAIR_NUMBER>9")], "\n")
	path := writeTemp(t, "late.xml", in)
	want := fmt.Sprintf("line %d: PAIR: pair 9 is listed but played no board: it is not ranked", line)
	out, errs, code := runNamed(t, "score", path)
	if code != 0 || !strings.Contains(errs, want) || strings.Contains(out, "Lena Late") || !strings.Contains(out, "Frank Garcia") {
		t.Errorf("score: exit %d, stderr %q, want %q", code, errs, want)
	}
	_, errs, code = runNamed(t, "import", path, "--db", filepath.Join(t.TempDir(), "club.db"))
	if code != 0 || !strings.Contains(errs, want) {
		t.Errorf("import: exit %d, stderr %q, want %q", code, errs, want)
	}
}
