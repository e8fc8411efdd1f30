package interchange

import (
	"fmt"
	"strings"
)

// A USEBIO file may hold several SECTIONs, each with its own pairs and
// travellers (pairs 1 to 8 in section A and again in section B). Until
// bridgescore keeps events of several sections, each section is read as an
// Event of its own (Event.Sectioned puts them together again to be scored
// across the field), and a note says how many there are.

// section is one SECTION's pairs and lines, kept while the next is read.
type section struct {
	id    string
	line  int
	pairs []rawPair
	lines []rawLine
}

// startSection begins a SECTION: what the one before it read is put aside.
// A section without pairs or lines (an empty element) is no section.
func (u *usebioReader) startSection(id string, line int) {
	if len(u.pairs) > 0 || len(u.lines) > 0 {
		u.done = append(u.done, section{id: u.sectionID, line: u.sectionAt, pairs: u.pairs, lines: u.lines})
		u.pairs, u.lines = nil, nil
	}
	u.sectionID, u.sectionAt = id, line
}

// finishSections settles every section as an Event of its own, in
// ev.Sections; ev's own Session is the first section's.
func (u *usebioReader) finishSections(ev *Event) (*Event, error) {
	all := u.done
	if len(u.pairs) > 0 || len(u.lines) > 0 {
		all = append(all, section{id: u.sectionID, line: u.sectionAt, pairs: u.pairs, lines: u.lines})
	}
	if len(all) == 1 {
		if err := u.settle(ev, all[0].pairs, all[0].lines); err != nil {
			return nil, err
		}
		return ev, nil
	}
	var names []string
	for i, sec := range all {
		sev := &Event{Club: ev.Club, Name: ev.Name, Date: ev.Date, Type: ev.Type, WinnerType: ev.WinnerType,
			ProgramName: ev.ProgramName, Deals: ev.Deals, Session: ev.Session, Numbers: ev.Numbers}
		sev.Section = sec.id
		if sev.Section == "" {
			sev.Section = string(rune('A' + i%26))
		}
		if err := u.settle(sev, sec.pairs, sec.lines); err != nil {
			return nil, fmt.Errorf("section %s: %w", sev.Section, err)
		}
		ev.Sections = append(ev.Sections, sev)
		names = append(names, sev.Section)
	}
	first := *ev.Sections[0]
	first.Sections = ev.Sections
	first.Warnings = append(append([]string(nil), ev.Warnings...), fmt.Sprintf("%d sections (%s)",
		len(all), strings.Join(names, ", ")))
	for _, sev := range ev.Sections {
		for _, w := range sev.Warnings {
			first.Warnings = append(first.Warnings, "section "+sev.Section+": "+w)
		}
	}
	return &first, nil
}
