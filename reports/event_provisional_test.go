package reports

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// An event's ranking says, on paper and on the web, which of its sessions
// are still coming in and how far they have come, under its heading and
// in the page's header; once every session is complete it says nothing of
// the kind.
func TestEventRankingSaysProvisional(t *testing.T) {
	event := func(has2, has3 string) *EventResults {
		return &EventResults{Title: "Autumn Pairs", Combine: scoring.CombinePercent,
			Sessions: []EventSession{{ID: 7, Name: "Evening 1", Date: "1 Oct 2026"}, {ID: 9, Name: "Evening 2", Date: "8 Oct 2026", Has: has2},
				{ID: 12, Name: "Evening 3", Date: "15 Oct 2026", Has: has3}},
			Pairs: []scoring.EventPair{{Rank: "1", Names: []string{"Ann Able", "Bob Baker"}, Boards: 24, Percent: big.NewRat(60, 1),
				Sessions: []scoring.EventEntry{{Session: 7, Pair: scoring.PairRef{ID: "1", Direction: "NS"}, Boards: 24, Percent: big.NewRat(60, 1)}}}}}
	}
	want := []string{"Provisional: S2 (Evening 2, 8 Oct 2026) has 16 of 196 results — the places may change",
		"Provisional: S3 (Evening 3, 15 Oct 2026) has no results yet — the places may change"}

	var page bytes.Buffer
	if err := WriteEventHTML(&page, event("16 of 196 results", "no results yet")); err != nil {
		t.Fatal(err)
	}
	for _, w := range want {
		if !strings.Contains(page.String(), `<p class="provisional">`+w+`</p>`) {
			t.Errorf("the web page does not say %q", w)
		}
	}
	if !strings.Contains(page.String(), "<title>Provisional — Autumn Pairs</title>") {
		t.Error("the web page's title does not say provisional")
	}
	var pdf bytes.Buffer
	if err := WriteEventPDF(&pdf, event("16 of 196 results", "no results yet"), A4); err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(strings.Join(pdfText(t, pdf.Bytes()), " ")), " ")
	for _, w := range append(want, "PROVISIONAL — Event ranking") {
		if !strings.Contains(text, w) {
			t.Errorf("the PDF does not say %q:\n%s", w, text)
		}
	}

	// Complete: not a word of it.
	page.Reset()
	if err := WriteEventHTML(&page, event("", "")); err != nil {
		t.Fatal(err)
	}
	pdf.Reset()
	if err := WriteEventPDF(&pdf, event("", ""), A4); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(page.String(), `class="provisional"`) || strings.Contains(page.String(), "Provisional") || strings.Contains(strings.ToLower(strings.Join(pdfText(t, pdf.Bytes()), "")), "provisional") {
		t.Error("a complete event's ranking says provisional")
	}
}
