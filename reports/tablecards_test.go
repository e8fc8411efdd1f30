package reports

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bridgescore/movements"
)

// tenTables is a ten-table Mitchell with each table's code and address.
func tenTables(t *testing.T) (*movements.Movement, map[TableRef]TableAccess) {
	t.Helper()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 10, BoardsPerRound: 3, Even: movements.Skip})
	if err != nil {
		t.Fatal(err)
	}
	access := map[TableRef]TableAccess{}
	for tb := 1; tb <= 10; tb++ {
		code := fmt.Sprintf("QV%04d", tb)
		access[TableRef{Table: tb}] = TableAccess{Code: code, URL: "http://192.168.1.20:8080/t/" + code}
	}
	return m, access
}

// A table's guide card with its phones' code is one page: its number, its
// rounds and its code together (the code went onto a page of its own,
// with no table number: 27 pages for 10 tables).
func TestGuideCardsWithCodesAreOnePageATable(t *testing.T) {
	m, access := tenTables(t)
	pages := func(access map[TableRef]TableAccess) []string {
		var b bytes.Buffer
		if err := WritePDF(&b, &Results{Event: "Tuesday", Movement: m, TableCodes: access}, []Report{GuideCards}, A4); err != nil {
			t.Fatal(err)
		}
		return pdfText(t, b.Bytes())
	}
	plain, coded := pages(nil), pages(access)
	if len(coded) != len(plain) {
		t.Errorf("the codes add %d pages to the guide cards' %d", len(coded)-len(plain), len(plain))
	}
	for tb := 1; tb <= 10; tb++ {
		page := coded[tb-1]
		a := access[TableRef{Table: tb}]
		if !strings.Contains(page, fmt.Sprintf("Table %d\n", tb)) || !strings.Contains(page, fmt.Sprintf("Table %d: enter your results on a phone", tb)) || !strings.Contains(page, "Table code "+a.Code) {
			t.Errorf("page %d is not table %d's card with its code:\n%s", tb, tb, page)
		}
	}
}

// Table cards: one a table, one page each, its number large, its code,
// its address and a QR code a scanner reads as the table's page.
func TestTableCards(t *testing.T) {
	m, access := tenTables(t)
	var b bytes.Buffer
	r := &Results{Event: "Tuesday", Movement: m, TableCodes: access}
	if err := WritePDF(&b, r, []Report{TableCards}, A4); err != nil {
		t.Fatal(err)
	}
	pages := pdfText(t, b.Bytes())
	if len(pages) != 10 {
		t.Fatalf("%d pages of table cards for 10 tables", len(pages))
	}
	for tb := 1; tb <= 10; tb++ {
		a := access[TableRef{Table: tb}]
		page := pages[tb-1]
		if !regexp.MustCompile(fmt.Sprintf(`(?s)Table\s+%d\s`, tb)).MatchString(page) || !strings.Contains(page, "Table code "+a.Code) || !strings.Contains(page, a.URL) || !strings.Contains(page, "Round 1: NS pair") {
			t.Errorf("page %d is not table %d's card:\n%s", tb, tb, page)
		}
	}
	pdf := filepath.Join(t.TempDir(), "cards.pdf")
	if err := os.WriteFile(pdf, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := scanQR(t, pdf, 3), access[TableRef{Table: 3}].URL; got != want {
		t.Errorf("table 3's QR code reads %q, want %q", got, want)
	}
	// Without the tables' codes there is nothing to put on them.
	if err := WritePDF(&b, &Results{Event: "Tuesday", Movement: m}, []Report{TableCards}, A4); err == nil || !strings.Contains(err.Error(), "turn the tables on") {
		t.Errorf("table cards without codes: %v", err)
	}
}
