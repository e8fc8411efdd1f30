package reports

import (
	"bytes"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// needTool fails the test with a clear message when a poppler tool is
// missing: CI installs poppler-utils, and the text checks are the proof
// that the reports say the right things.
func needTool(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is not installed: install poppler-utils (apt-get install poppler-utils) to check the PDF reports", name)
	}
	return p
}

// pdfText extracts a PDF's text with pdftotext, one string per page.
func pdfText(t testing.TB, pdf []byte) []string {
	t.Helper()
	tool := needTool(t, "pdftotext")
	f := filepath.Join(t.TempDir(), "r.pdf")
	if err := os.WriteFile(f, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "-layout", "-enc", "UTF-8", f, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	pages := strings.Split(string(out), "\f")
	if n := len(pages); n > 0 && strings.TrimSpace(pages[n-1]) == "" {
		pages = pages[:n-1]
	}
	return pages
}

// pdfOutline lists a PDF's bookmarks, every level, in order, as
// pdftohtml reads them.
func pdfOutline(t testing.TB, pdf []byte) []string {
	t.Helper()
	tool := needTool(t, "pdftohtml")
	f := filepath.Join(t.TempDir(), "r.pdf")
	if err := os.WriteFile(f, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "-xml", "-stdout", "-i", "-q", f).Output()
	if err != nil {
		t.Fatalf("pdftohtml: %v", err)
	}
	var items []string
	for _, m := range regexp.MustCompile(`<item page="\d+">([^<]*)</item>`).FindAllSubmatch(out, -1) {
		items = append(items, html.UnescapeString(string(m[1])))
	}
	return items
}

// pdfFonts lists the fonts of a PDF with pdffonts.
func pdfFonts(t testing.TB, pdf []byte) string {
	t.Helper()
	tool := needTool(t, "pdffonts")
	f := filepath.Join(t.TempDir(), "r.pdf")
	if err := os.WriteFile(f, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, f).Output()
	if err != nil {
		t.Fatalf("pdffonts: %v", err)
	}
	return string(out)
}

func render(t testing.TB, r *Results, what []Report, paper Paper) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := WritePDF(&b, r, what, paper); err != nil {
		t.Fatalf("WritePDF: %v", err)
	}
	if !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) {
		t.Fatalf("output is not a PDF")
	}
	return b.Bytes()
}
