package interchange

import (
	"bridgescore/scoring"
	"bufio"
	"fmt"
	"io"
	"strings"
)

// PBNHeader is what WritePBN puts before the first board: the event's name
// and date, and notes written as comments (how the deals were made).
type PBNHeader struct {
	Event, Date string // Date as PBN writes it: "2026.11.23"
	Notes       []string
}

// WritePBN writes hand records as a PBN 2.1 file in export format: each
// board with PBN's mandatory tags (those with nothing to say hold "?"),
// its Deal, and the double-dummy analysis when the deal has one.
func WritePBN(w io.Writer, h PBNHeader, deals []scoring.Deal) error {
	bw := bufio.NewWriter(w)
	fmt.Fprint(bw, "% PBN 2.1\n% EXPORT\n")
	for _, n := range h.Notes {
		for line := range strings.SplitSeq(n, "\n") {
			fmt.Fprintf(bw, "%% %s\n", line)
		}
	}
	event, date := pbnValue(h.Event), pbnValue(h.Date)
	for _, d := range deals {
		fmt.Fprintln(bw)
		tag := func(name, value string) { fmt.Fprintf(bw, "[%s \"%s\"]\n", name, value) }
		tag("Event", event)
		tag("Site", "?")
		tag("Date", date)
		tag("Board", fmt.Sprint(d.Board))
		tag("West", "?")
		tag("North", "?")
		tag("East", "?")
		tag("South", "?")
		tag("Dealer", d.Dealer.String())
		tag("Vulnerable", pbnVul(d))
		tag("Deal", d.PBN())
		tag("Scoring", "?")
		tag("Declarer", "?")
		tag("Contract", "?")
		tag("Result", "?")
		writePBNAnalysis(bw, d)
	}
	return bw.Flush()
}

// pbnValue makes text safe inside a PBN tag's quotes: an empty value is
// "?" (unknown), and quotes and backslashes, which PBN escapes, are
// dropped along with line breaks.
func pbnValue(s string) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '"', '\\':
			return -1
		case '\n', '\r', '\t':
			return ' '
		}
		return r
	}, strings.TrimSpace(s))
	if s == "" {
		return "?"
	}
	return s
}

// pbnVul writes the vulnerability with PBN's own words: None, NS, EW, All.
func pbnVul(d scoring.Deal) string { return d.Vul.String() }
