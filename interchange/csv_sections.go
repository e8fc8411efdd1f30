package interchange

import (
	"fmt"
	"strings"
)

// csvSections settles a CSV file with a section column: the lines of each
// section (in the order the sections first come) are read as a session of
// their own, as the SECTIONs of a USEBIO file are, and ResultsFile.Sections holds
// them. Pairs are numbered within their section: pair 3 of section A and
// pair 3 of section B are two pairs. A file whose section column names one
// section (or is empty) is an ordinary session of one section.
func csvSections(raw []rawLine, sections []string, file string, opts ReadOptions, hasDirCols bool, winners int) (*ResultsFile, error) {
	// Lines are grouped by section without copying them when each
	// section's lines come together, as files write them.
	var order []string
	bySection := map[string][]rawLine{}
	start := 0
	for i := range raw {
		sec := strings.ToUpper(sections[i])
		if i+1 < len(raw) && strings.EqualFold(sections[i+1], sec) {
			continue
		}
		if _, ok := bySection[sec]; !ok {
			order = append(order, sec)
			bySection[sec] = raw[start : i+1 : i+1]
		} else {
			bySection[sec] = append(bySection[sec], raw[start:i+1]...)
		}
		start = i + 1
	}
	if len(order) == 1 {
		return csvSession(raw, file, opts, hasDirCols, winners)
	}
	if lines, ok := bySection[""]; ok {
		var named []string
		for _, sec := range order {
			if sec != "" {
				named = append(named, sec)
			}
		}
		return nil, newParseError(file, lines[0].line, "section", "no section given, while other lines name theirs ("+strings.Join(named, ", ")+")")
	}
	first := &ResultsFile{}
	for _, sec := range order {
		rf, err := csvSession(bySection[sec], file, opts, hasDirCols, winners)
		if err != nil {
			return nil, fmt.Errorf("section %s: %w", sec, err)
		}
		rf.Section = sec
		first.Sections = append(first.Sections, rf)
	}
	out := *first.Sections[0]
	out.Sections = first.Sections
	out.Warnings = []string{sectionsNote(order, 0)}
	for _, sev := range out.Sections {
		if sev.WinnerType == TwoWinner {
			out.WinnerType = TwoWinner
		}
		for _, w := range sev.Warnings {
			out.Warnings = append(out.Warnings, "section "+sev.Section+": "+w)
		}
	}
	return &out, nil
}
