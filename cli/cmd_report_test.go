package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const reportSessions = "../testdata/sessions"

// reportPDFText extracts a PDF's text; CI installs poppler-utils for it.
func reportPDFText(t *testing.T, path string) string {
	t.Helper()
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatalf("pdftotext is not installed: install poppler-utils (apt-get install poppler-utils) to check the PDF reports")
	}
	out, err := exec.Command(tool, "-layout", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	return string(out)
}

func runReportArgs(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = commands["report"].Run(args, &o, &e)
	return code, o.String(), e.String()
}

func TestReportFromFile(t *testing.T) {
	dir := t.TempDir()
	pdf := filepath.Join(dir, "results.pdf")
	code, out, errs := runReportArgs("--from", filepath.Join(reportSessions, "mitchell-7t", "session.xml"),
		"--rules", "acbl", "--paper", "letter", "--out", pdf)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, pdf) {
		t.Errorf("stdout %q does not name the file written", out)
	}
	text := reportPDFText(t, pdf)
	for _, want := range []string{"Riverside Bridge Club", "ACBL scale", "Movement: Mitchell, 7 tables", "Recap sheet", "Pair 1NS", "Board 28", "Sam O'Neill & Olga Jones", "4♠"} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q", want)
		}
	}

	html := filepath.Join(dir, "results.html")
	code, _, errs = runReportArgs("--from", filepath.Join(reportSessions, "howell-4t", "session.csv"),
		"--method", "ximp", "--what", "ranking,travellers", "--out", html)
	if code != 0 {
		t.Fatalf("html: exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	if !strings.HasPrefix(page, "<!DOCTYPE html>") || !strings.Contains(page, "Cross-IMPs") || !strings.Contains(page, `id="board-28"`) ||
		!strings.Contains(page, "8 pairs in one field") {
		t.Errorf("HTML report is not the cross-IMP ranking and travellers")
	}
	if strings.Contains(page, `id="recap"`) {
		t.Errorf("recap printed though not asked for")
	}
}

func TestReportArgumentErrors(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(reportSessions, "howell-4t", "session.xml")
	out := filepath.Join(dir, "r.pdf")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--out", out}, "--from FILE or --session ID"},
		{[]string{"--from", file, "--session", "3", "--out", out}, "cannot be used together"},
		{[]string{"--from", file}, "--out FILE"},
		{[]string{"--from", file, "--what", "ranking,prizes", "--out", out}, `"prizes"`},
		{[]string{"--from", file, "--paper", "a3", "--out", out}, "a4 or letter"},
		{[]string{"--from", file, "--format", "docx", "--out", out}, "pdf or html"},
		{[]string{"--from", file, "--rules", "ebu", "--out", out}, "wbf or acbl"},
		{[]string{"--from", file, "--method", "vp", "--out", out}, "mp, ximp or butler"},
		{[]string{"--session", "x", "--out", out}, "session number"},
		{[]string{"--session", "2", "--rules", "acbl", "--out", out}, "go with --from"},
		{[]string{"--from", file, "--db", "club.db", "--out", out}, "--db goes with --session"},
		{[]string{file, "--out", out}, "unexpected argument"},
	}
	for _, tc := range tests {
		code, _, errs := runReportArgs(tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) || !strings.Contains(errs, "usage: bridgescore report") {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 mentioning %q and the usage", tc.args, code, errs, tc.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a report was written despite the errors")
	}
}

func TestReportProblemsWithTheInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "r.pdf")
	bad := filepath.Join(dir, "bad.csv")
	if err := os.WriteFile(bad, []byte("board,ns,ew,contract,declarer,tricks,score\n1,1,2,9Z,N,7,\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A file or folder that is not there is not found (3); what cannot
	// be read or printed is invalid (1).
	tests := []struct {
		args []string
		exit int
		want string
	}{
		{[]string{"--from", filepath.Join(dir, "missing.xml"), "--out", out}, 3, "missing.xml"},
		{[]string{"--from", bad, "--out", out}, 1, "line 2"},
		{[]string{"--from", filepath.Join(reportSessions, "howell-4t", "session.xml"), "--what", "guidecards", "--out", out}, 1, "bridgescore movement"},
		{[]string{"--from", filepath.Join(reportSessions, "howell-4t", "session.xml"), "--out", filepath.Join(dir, "no", "such", "dir.pdf")}, 3, "does not exist"},
	}
	for _, tc := range tests {
		code, _, errs := runReportArgs(tc.args...)
		if code != tc.exit || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d mentioning %q", tc.args, code, errs, tc.exit, tc.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a report was written despite the errors")
	}
}

func TestReportHelp(t *testing.T) {
	code, out, _ := runReportArgs("-h")
	if code != 0 || !strings.Contains(out, "usage: bridgescore report") {
		t.Errorf("-h: exit %d, %q", code, out)
	}
}

// TestMovementGuideCardsPDF prints a movement's guide cards through the
// movement command.
func TestMovementGuideCardsPDF(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cards.pdf")
	cmd, ok := Lookup("movement")
	if !ok {
		t.Fatal("no movement command")
	}
	var o, e bytes.Buffer
	if code := cmd.Run([]string{"howell", "--tables", "4", "--format", "pdf", "--paper", "letter", "--out", out}, &o, &e); code != 0 {
		t.Fatalf("exit %d: %s", code, e.String())
	}
	text := reportPDFText(t, out)
	for _, want := range []string{"Table 1", "Table 4", "Pair 8", "NS go to"} {
		if !strings.Contains(text, want) {
			t.Errorf("guide cards lack %q", want)
		}
	}
	if info, err := exec.Command("pdfinfo", out).Output(); err != nil || !strings.Contains(string(info), "612 x 792 pts") {
		t.Errorf("guide cards not on Letter paper: %s %v", info, err)
	}
	for _, args := range [][]string{
		{"howell", "--tables", "4", "--format", "pdf", "--paper", "legal", "--out", out},
		{"howell", "--tables", "4", "--paper", "letter"},
	} {
		o.Reset()
		e.Reset()
		if code := cmd.Run(args, &o, &e); code != 2 || !strings.Contains(e.String(), "--paper") {
			t.Errorf("%v: exit %d, %q; want a usage error about --paper", args, code, e.String())
		}
	}
}

// TestReportWithHandRecord adds a PBN hand record: the traveller of board
// 1 gets its diagram.
func TestReportWithHandRecord(t *testing.T) {
	dir := t.TempDir()
	pbn := filepath.Join(dir, "hands.pbn")
	deal := `[Event "Practice session"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ2.T98.765.432 JT9.AKQJ.432.T98 876.765.AKQJ.AKQ 543.432.T98.J765"]
`
	if err := os.WriteFile(pbn, []byte(deal), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "t.pdf")
	code, _, errs := runReportArgs("--from", filepath.Join(reportSessions, "mitchell-7t", "session.xml"), "--hands", pbn, "--what", "travellers", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	text := reportPDFText(t, out)
	for _, want := range []string{"♠ AKQ2", "♥ AKQJ", "♦ AKQJ", "♣ J765", "♥ 1098"} {
		if !strings.Contains(text, want) {
			t.Errorf("hand diagram lacks %q", want)
		}
	}
	if got := strings.Count(text, "♠ AKQ2"); got != 1 {
		t.Errorf("North's spades printed %d times, want once (board 1 only)", got)
	}
	code, _, errs = runReportArgs("--from", filepath.Join(reportSessions, "mitchell-7t", "session.xml"),
		"--hands", filepath.Join(reportSessions, "mitchell-7t", "session.csv"), "--out", out)
	if code != 1 || !strings.Contains(errs, "no hands") {
		t.Errorf("--hands with a results file: exit %d, %q", code, errs)
	}
}

// One board's traveller goes straight to a printer: the PDF is handed to
// lp's standard input, and no file is written.
func TestReportOneBoardToPrinter(t *testing.T) {
	dir := t.TempDir()
	got := filepath.Join(dir, "printed.pdf")
	script := "#!/bin/sh\necho \"$@\" > " + filepath.Join(dir, "args") + "\ncat > " + got + "\n"
	if err := os.WriteFile(filepath.Join(dir, "lp"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	code, out, errs := runReportArgs("--from", filepath.Join(reportSessions, "mitchell-7t", "session.csv"),
		"--what", "travellers,scorecards", "--board", "25", "--pair", "2 NS", "--printer", "default")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "sent to the printer") {
		t.Errorf("stdout %q", out)
	}
	text := reportPDFText(t, got)
	if strings.Count(text, "Dealer ") != 1 || !strings.Contains(text, "Board 25 ") || !strings.Contains(text, "Pair 2NS") || strings.Contains(text, "Pair 1NS") {
		t.Errorf("printed more or less than board 25 and pair 2NS:\n%s", text)
	}
	if a, _ := os.ReadFile(filepath.Join(dir, "args")); strings.Contains(string(a), "-d") {
		t.Errorf("the default printer was named: %q", a)
	}
	for _, bad := range [][]string{
		{"--printer", "x", "--out", filepath.Join(dir, "r.pdf")},
		{"--printer", "x", "--format", "html"},
		{"--board", "99", "--printer", "x"},
	} {
		args := append([]string{"--from", filepath.Join(reportSessions, "mitchell-7t", "session.csv")}, bad...)
		if code, _, _ := runReportArgs(args...); code == 0 {
			t.Errorf("%v accepted", bad)
		}
	}
}
