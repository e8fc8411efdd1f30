package interchange

import (
	"fmt"
	"strings"
)

// A USEBIO file may hold several SECTIONs, each with its own pairs and
// travellers (pairs 1 to 8 in section A and again in section B). Each
// section is read as a ResultsFile of its own (ResultsFile.Sectioned puts
// them together again to be scored across the field), and a note says how
// many there are.

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
		// The sections of an event are much of a size: the next one's
		// lines have room from the start, and a little over.
		u.pairs, u.lines, u.boardStart = nil, make([]rawLine, 0, len(u.lines)+len(u.lines)/4), 0
	}
	u.sectionID, u.sectionAt = id, line
}

// finishSections settles every section as a ResultsFile of its own, in
// rf.Sections; rf's own Session is the first section's.
func (u *usebioReader) finishSections(rf *ResultsFile) (*ResultsFile, error) {
	all := u.done
	if len(u.pairs) > 0 || len(u.lines) > 0 {
		all = append(all, section{id: u.sectionID, line: u.sectionAt, pairs: u.pairs, lines: u.lines})
	}
	if len(all) == 1 {
		if err := u.settle(rf, all[0].pairs, all[0].lines); err != nil {
			return nil, err
		}
		return rf, nil
	}
	names := make([]string, len(all))
	for i, sec := range all {
		names[i] = sec.id
	}
	unnamed := nameSections(names)
	for i, sec := range all {
		sev := &ResultsFile{Club: rf.Club, Name: rf.Name, Date: rf.Date, Type: rf.Type, WinnerType: rf.WinnerType,
			ProgramName: rf.ProgramName, Deals: rf.Deals, Session: rf.Session, Numbers: rf.Numbers}
		sev.Section = names[i]
		if err := u.settle(sev, sec.pairs, sec.lines); err != nil {
			return nil, fmt.Errorf("section %s: %w", sev.Section, err)
		}
		rf.Sections = append(rf.Sections, sev)
	}
	first := *rf.Sections[0]
	first.Sections = rf.Sections
	first.Warnings = append(append([]string(nil), rf.Warnings...), sectionsNote(names, unnamed))
	for _, sev := range rf.Sections {
		for _, w := range sev.Warnings {
			first.Warnings = append(first.Warnings, "section "+sev.Section+": "+w)
		}
	}
	return &first, nil
}

// nameSections gives a name to each section the file leaves without one
// (SECTION_ID empty or missing): A, B … Z, then AA, AB … as the sections
// of large events are lettered, passing over any name another section
// has. It returns how many it named.
func nameSections(names []string) int {
	taken := make(map[string]bool, len(names))
	for _, n := range names {
		taken[strings.ToUpper(n)] = true
	}
	named, next := 0, 0
	for i, n := range names {
		if n != "" {
			continue
		}
		for taken[sectionLetters(next)] {
			next++
		}
		names[i] = sectionLetters(next)
		taken[names[i]] = true
		named++
	}
	return named
}

// sectionLetters is the i-th (from 0) section letter: A … Z, AA … AZ, BA …
func sectionLetters(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return sectionLetters(i/26-1) + string(rune('A'+i%26))
}

// maxNamesListed bounds the section names a note lists: a simultaneous
// pairs of four hundred sections is named by its first and last.
const maxNamesListed = 12

// sectionsNote tells the director how many sections the file holds, and
// that the reader named those the file leaves without a name.
func sectionsNote(names []string, unnamed int) string {
	list := strings.Join(names, ", ")
	if len(names) > maxNamesListed {
		list = strings.Join(names[:maxNamesListed-1], ", ") + " … " + names[len(names)-1]
	}
	note := fmt.Sprintf("%d sections (%s)", len(names), list)
	switch {
	case unnamed == len(names):
		note += "; the file names none of them, so they are lettered in file order"
	case unnamed > 0:
		note += fmt.Sprintf("; %d the file leaves without a name are lettered in file order", unnamed)
	}
	return note
}
