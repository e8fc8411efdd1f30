package reports

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/movements"
)

// The guide cards of a session with its tables' access carry, on each
// table's card, a QR code that a scanner reads back as the table's own
// page, its address in words and its code.
func TestGuideCardsCarryTheTablesQRCodes(t *testing.T) {
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	access := map[TableRef]TableAccess{}
	for tb, code := range map[int]string{1: "ABC234", 2: "XYZ789", 3: "KLM456"} {
		access[TableRef{Table: tb}] = TableAccess{Code: code, URL: "http://192.168.1.20:8080/t/" + code}
	}
	r := &Results{Club: "Riverside", Event: "Tuesday", Movement: m, TableCodes: access}
	var b bytes.Buffer
	if err := WritePDF(&b, r, []Report{GuideCards}, A4); err != nil {
		t.Fatal(err)
	}
	pages := pdfText(t, b.Bytes())
	dir := t.TempDir()
	pdf := filepath.Join(dir, "cards.pdf")
	if err := os.WriteFile(pdf, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for tb := 1; tb <= 3; tb++ {
		a := access[TableRef{Table: tb}]
		page := pages[tb-1]
		if !strings.Contains(page, "Table "+string(rune('0'+tb))) || !strings.Contains(page, "Table code "+a.Code) || !strings.Contains(page, a.URL) {
			t.Errorf("table %d's card lacks its code or address:\n%s", tb, page)
		}
		if got := scanQR(t, pdf, tb); got != a.URL {
			t.Errorf("table %d's QR code reads %q, want %q", tb, got, a.URL)
		}
	}
}

// scanQR renders one page of a PDF and reads its QR code with zbarimg.
func scanQR(t *testing.T, pdf string, page int) string {
	t.Helper()
	render := needTool(t, "pdftoppm")
	scan, err := exec.LookPath("zbarimg")
	if err != nil {
		t.Fatal("zbarimg is not installed: install zbar-tools (apt-get install zbar-tools) to read the QR codes back")
	}
	prefix := filepath.Join(filepath.Dir(pdf), "page")
	p := string(rune('0' + page))
	if out, err := exec.Command(render, "-r", "150", "-png", "-singlefile", "-f", p, "-l", p, pdf, prefix).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v %s", err, out)
	}
	out, err := exec.Command(scan, "-q", "--raw", prefix+".png").Output()
	if err != nil {
		t.Fatalf("zbarimg found no code on page %d: %v", page, err)
	}
	return strings.TrimSpace(string(out))
}
