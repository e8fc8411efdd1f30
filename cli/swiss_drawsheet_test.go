package cli

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// writeNames writes a names file of n competitors, each line its number
// and players; each player is named by the competitor's number.
func writeNames(t *testing.T, dir string, n int, seats ...string) string {
	t.Helper()
	var list strings.Builder
	for c := 1; c <= n; c++ {
		fmt.Fprintf(&list, "%d", c)
		for _, s := range seats {
			fmt.Fprintf(&list, ",%s Player%d", s, c)
		}
		list.WriteString("\n")
	}
	path := filepath.Join(dir, "names.csv")
	if err := os.WriteFile(path, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// drawSheetText writes the draw sheet of session 1's round as draw
// --session asks with args, a PDF, then round's as a web page, and gives
// the PDF's words and the page.
func drawSheetText(t *testing.T, db string, round int, args ...string) (pdf, html string) {
	t.Helper()
	dir := filepath.Dir(db)
	for _, format := range []string{"pdf", "html"} {
		if format == "html" {
			args = []string{"--round", strconv.Itoa(round)}
		}
		out := filepath.Join(dir, "draw."+format)
		got, errs, code := runNamed(t, "draw", append([]string{"--db", db, "--session", "1", "--format", format, "--out", out}, args...)...)
		if code != 0 || !strings.Contains(got, fmt.Sprintf("wrote %s (round %d)", out, round)) {
			t.Fatalf("draw %v --format %s: exit %d: %s %s", args, format, code, got, errs)
		}
		if format == "pdf" {
			pdf = strings.Join(strings.Fields(reportPDFText(t, out)), " ")
			continue
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		html = string(b)
	}
	return pdf, html
}

// A Swiss pairs' draw sheet from the session, through the commands: the
// round the command draws, and a round printed again with --round, each
// table with its two pairs and their players in the order the draw gives
// them, the bye with its players, and the draw's reasons; the page for
// the phones gives the same.
func TestSwissPairsDrawSheet(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	names := writeNames(t, dir, 7, "North", "South")
	if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Congress Swiss", "--swiss-pairs", "--pairs", "7", "--rounds", "3", "--boards-per-round", "1", "--names", names); code != 0 {
		t.Fatalf("new: exit %d: %s %s", code, out, errs)
	}
	results := []string{"4SN=", "3NTS+1", "4SN-2"}
	for i, tb := range roundAsDrawn(t, db, 1).Tables {
		if out, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", "1", "--ns", tb.Home, "--ew", tb.Away, results[i]); code != 0 {
			t.Fatalf("enter: exit %d: %s %s", code, out, errs)
		}
	}
	for _, args := range [][]string{nil, {"--round", "2"}, {"--round", "1"}} {
		round := 2
		if len(args) > 0 {
			round, _ = strconv.Atoi(args[1])
		}
		pdf, html := drawSheetText(t, db, round, args...)
		d := roundAsDrawn(t, db, round)
		if len(d.Tables) != 3 || d.Bye == nil {
			t.Fatalf("round %d: %+v", round, d)
		}
		want := []string{fmt.Sprintf("Congress Swiss — Draw for round %d", round), "Table North-South East-West", "How the draw was made",
			fmt.Sprintf("bye %s North Player%s & South Player%s", *d.Bye, *d.Bye, *d.Bye)}
		for _, tb := range d.Tables {
			want = append(want, fmt.Sprintf("%d %s %s North Player%s & South Player%s North Player%s & South Player%s",
				tb.Table, tb.Home, tb.Away, tb.Home, tb.Home, tb.Away, tb.Away))
		}
		for _, w := range want {
			if !strings.Contains(pdf, w) {
				t.Errorf("round %d's draw sheet lacks %q: %s", round, w, pdf)
			}
		}
		for _, tb := range d.Tables {
			row := fmt.Sprintf(`<th scope="row">%d</th><td>%s<small>North Player%s &amp; South Player%s</small></td><td>%s<small>`, tb.Table, tb.Home, tb.Home, tb.Home, tb.Away)
			if !strings.Contains(html, row) {
				t.Errorf("round %d's page lacks table %d's row %q", round, tb.Table, row)
			}
		}
		if !strings.Contains(html, "How the draw was made") || !strings.Contains(html, `<th scope="row">bye</th><td>`+*d.Bye+"<small>") {
			t.Errorf("round %d's page lacks its bye or reasons: %s", round, html)
		}
	}
	for _, bad := range [][]string{
		{"--format", "pdf"}, // nowhere to write
		{"--round", "3", "--format", "pdf", "--out", "x.pdf"},              // not drawn
		{"--title", "T", "--format", "pdf", "--out", "x.pdf"},              // the session's name is its title
		{"--format", "pdf", "--out", db},                                   // never over the database
		{"--round", "1", "--format", "pdf", "--out", "x", "--paper", "a3"}, // no such paper
	} {
		if out, errs, code := runNamed(t, "draw", append([]string{"--db", db, "--session", "1"}, bad...)...); code == 0 {
			t.Errorf("draw %v: exit 0: %s %s", bad, out, errs)
		}
	}
}

// A Swiss teams' draw sheet from the session: each match with its teams
// and their names, its two rooms' tables, the bye and the draw's reasons.
func TestSwissTeamsDrawSheet(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	names := writeNames(t, dir, 5, "Captain", "South", "East", "West")
	if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Congress teams", "--swiss-teams", "--teams", "5", "--rounds", "3", "--boards-per-round", "1", "--names", names); code != 0 {
		t.Fatalf("new: exit %d: %s %s", code, out, errs)
	}
	rng := rand.New(rand.NewPCG(5, 3))
	for _, tb := range roundAsDrawn(t, db, 1).Tables {
		enterSwissMatch(t, db, rng, 1, 1, tb.Home, nil)
	}
	pdf, html := drawSheetText(t, db, 2)
	d := roundAsDrawn(t, db, 2)
	if len(d.Tables) != 2 || d.Bye == nil {
		t.Fatalf("round 2: %+v", d)
	}
	want := []string{"Congress teams — Draw for round 2", "Match Home Away Open room Closed room", "How the draw was made",
		"pair sits North-South in the open room", fmt.Sprintf("bye %s Captain Player%s", *d.Bye, *d.Bye)}
	for _, tb := range d.Tables {
		want = append(want, fmt.Sprintf("%d %s %s table %d table %d Captain Player%s Captain Player%s", tb.Table, tb.Home, tb.Away, 2*tb.Table-1, 2*tb.Table, tb.Home, tb.Away))
	}
	for _, w := range want {
		if !strings.Contains(pdf, w) {
			t.Errorf("the draw sheet lacks %q: %s", w, pdf)
		}
	}
	for _, tb := range d.Tables {
		row := fmt.Sprintf(`<th scope="row">%d</th><td>%s<small>Captain Player%s</small></td><td>%s<small>Captain Player%s</small></td><td>table %d</td><td>table %d</td>`,
			tb.Table, tb.Home, tb.Home, tb.Away, tb.Away, 2*tb.Table-1, 2*tb.Table)
		if !strings.Contains(html, row) {
			t.Errorf("the page lacks match %d's row %q", tb.Table, row)
		}
	}
}
