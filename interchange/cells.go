package interchange

import (
	"encoding/csv"
	"io"
	"strings"
)

// A spreadsheet opening a CSV file runs as a formula every cell that
// begins with =, +, -, @, a tab or a carriage return (OWASP's rule for CSV
// injection; the ASVS adds NUL): =HYPERLINK(...) sends what the sheet
// holds away, +cmd|' /C calc'!A0 starts a program. A name, a title or a
// pair's id may come from the names dialog, a membership list or another
// program's file, so every CSV cell the program writes goes through
// SafeCell.

// formulaStart are the characters a spreadsheet runs a cell beginning
// with.
const formulaStart = "=+-@\t\r\x00"

// SafeCell is a CSV cell as a spreadsheet must take it: as the text it is,
// never a formula. A cell a spreadsheet would run (spaces before the
// character count for nothing) is written after an
// apostrophe, which Excel, LibreOffice and Google Sheets read as "this is
// text" and do not show. A number standing alone ("-420" a score, "-5" a
// handicap, "-3.5" IMPs, "+2") is left as it is: a spreadsheet reads it
// as that number and runs nothing, and the programs that import the file
// (BridgeWebs' importer among them) read a figure only in that form. A
// cell that already begins with apostrophes before such a character gets
// one more, so that TextCell gives back exactly what was written.
func SafeCell(s string) string {
	rest := strings.TrimLeft(s, "'")
	if !runnable(rest) || len(rest) == len(s) && loneNumber(s) {
		return s
	}
	return "'" + s
}

// runnable tells whether a spreadsheet would run s as a formula, spaces
// before it not counting (some spreadsheets drop them before they look).
func runnable(s string) bool {
	s = strings.TrimLeft(s, " ")
	return s != "" && strings.ContainsRune(formulaStart, rune(s[0]))
}

// TextCell is a cell read from a CSV file as SafeCell had it: the
// apostrophe SafeCell put before a cell a spreadsheet would run is taken
// off. Any other cell is as it was.
func TextCell(s string) string {
	if len(s) < 2 || s[0] != '\'' {
		return s
	}
	if !runnable(strings.TrimLeft(s, "'")) {
		return s
	}
	return s[1:]
}

// loneNumber tells whether s is a number and nothing else: a sign, digits
// and a decimal point with digits after it.
func loneNumber(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	whole, frac, point := strings.Cut(s, ".")
	return isDigits(whole) && (!point || isDigits(frac))
}

// CSVWriter writes CSV records with every cell made safe by SafeCell.
type CSVWriter struct {
	*csv.Writer
	cells []string
}

// NewCSVWriter is csv.NewWriter whose Write makes every cell safe.
func NewCSVWriter(w io.Writer) *CSVWriter { return &CSVWriter{Writer: csv.NewWriter(w)} }

// Write writes one record, each cell through SafeCell; rec is not changed.
func (w *CSVWriter) Write(rec []string) error {
	w.cells = w.cells[:0]
	for _, c := range rec {
		w.cells = append(w.cells, SafeCell(c))
	}
	return w.Writer.Write(w.cells)
}
