package interchange

import (
	"errors"
	"fmt"
	"strings"
)

// A USEBIO file may hold several SECTIONs, each with its own pairs and
// travellers (pairs 1 to 8 in section A and again in section B). Each
// section is read as a ResultsFile of its own (ResultsFile.Sectioned puts
// them together again to be scored across the field), and a note says how
// many there are.

// section is one SECTION's pairs and lines, kept while the next is read,
// or what they were settled into (early).
type section struct {
	id    string
	line  int
	pairs []rawPair
	lines []rawLine
	early *earlySection
}

// A simultaneous pairs of hundreds of sections is read in less time and
// memory when each section is settled as soon as it ends, while its lines
// are fresh, and the room they took is used again for the next: the lines
// as read are several times the size of what they are settled into. But a
// section is settled for the event's WINNER_TYPE, which the file could
// still give (or change) after it: a reader that can start the file again
// settles early (ReadOptions.settleEarly), and when the WINNER_TYPE it
// settled for is not the file's, it stops with errSettledEarly and reads
// the file again the plain way, so that early or not the file reads the
// same. What a section cannot be settled into is said only once the whole
// file is read, as it was found in order.

// earlySection is a section settled as it ended.
type earlySection struct {
	// winnerType is the event's WINNER_TYPE it was settled for.
	winnerType int
	ev         *ResultsFile
	err        error
}

// errSettledEarly says that a section was settled for a WINNER_TYPE that
// the file then gave otherwise: the file is to be read again.
var errSettledEarly = errors.New("a section was settled before the file said how many winners")

// startSection begins a SECTION: what the one before it read is put aside,
// or settled at once (early). A section without pairs or lines (an empty
// element) is no section.
func (u *usebioReader) startSection(id string, line int) {
	if len(u.pairs) > 0 || len(u.lines) > 0 {
		sec := section{id: u.sectionID, line: u.sectionAt, pairs: u.pairs, lines: u.lines}
		if u.early {
			ev := &ResultsFile{WinnerType: u.ev.WinnerType}
			err := u.settle(ev, u.pairs, u.lines)
			sec.pairs, sec.lines = nil, nil
			sec.early = &earlySection{winnerType: u.ev.WinnerType, ev: ev, err: err}
			u.pairs, u.lines, u.boardStart = nil, u.lines[:0], 0
		} else {
			// The sections of an event are much of a size: the next
			// one's lines have room from the start, and a little over.
			u.pairs, u.lines, u.boardStart = nil, make([]rawLine, 0, len(u.lines)+len(u.lines)/4), 0
		}
		u.done = append(u.done, sec)
	}
	u.sectionID, u.sectionAt = id, line
}

// settledTooEarly tells whether a section was settled for a WINNER_TYPE
// that is not the file's.
func (u *usebioReader) settledTooEarly() bool {
	for _, sec := range u.done {
		if sec.early != nil && sec.early.winnerType != u.ev.WinnerType {
			return true
		}
	}
	return false
}

// settleSection makes sec's pairs and lines ev's Session, as settle does.
func (u *usebioReader) settleSection(ev *ResultsFile, sec section) error {
	e := sec.early
	if e == nil {
		return u.settle(ev, sec.pairs, sec.lines)
	}
	if e.err != nil {
		return e.err
	}
	ev.Session.Pairs, ev.Session.Lines = e.ev.Session.Pairs, e.ev.Session.Lines
	ev.Warnings = append(ev.Warnings, e.ev.Warnings...)
	ev.WinnerType = e.ev.WinnerType
	return nil
}

// finishSections settles every section as a ResultsFile of its own, in
// rf.Sections; rf's own Session is the first section's.
func (u *usebioReader) finishSections(rf *ResultsFile) (*ResultsFile, error) {
	all := u.done
	if len(u.pairs) > 0 || len(u.lines) > 0 {
		all = append(all, section{id: u.sectionID, line: u.sectionAt, pairs: u.pairs, lines: u.lines})
	}
	if len(all) == 1 {
		if err := u.settleSection(rf, all[0]); err != nil {
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
		if err := u.settleSection(sev, sec); err != nil {
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
