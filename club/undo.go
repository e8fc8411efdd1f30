package club

import (
	"strings"
	"time"

	"bridgescore/store"
)

// Change is one entry of a session's history.
type Change struct {
	When time.Time
	// What is the change with what it replaced and what it put there, in
	// words; Title, Before and After are its parts, for a table.
	What          string
	Title         string
	Before, After string
	// Undone marks changes that have been undone; Redoable those of them
	// that Redo can still repeat (no newer change has been made since).
	Undone, Redoable bool
	// Step is "undo" or "redo" for the director's steps back and forward,
	// which the history lists as they happen; "" for changes.
	Step string
	// Source names where an entry came from when it was not typed by the
	// director: "table 3, round 2".
	Source string
}

// Step is a change undone or redone: what it was in words and, when it
// changed a traveller line, which line, so that the window can show it.
type Step struct {
	What string
	// Before and After say in words what the change replaced and what it
	// put there, as the history does.
	Before, After string
	// Board is 0 for a change that touched no line (players' names);
	// Section is the line's section in a session of several.
	Section string
	Board   int
	NS, EW  string
}

// Undo reverses the latest change and says what it was; the door moves to
// the change's section.
//
// Codes: Conflict (nothing to undo, or the line has been changed since),
// Busy.
func (s *OpenSession) Undo() (Step, error) { return s.walk(s.db().Undo) }

// Redo repeats the latest undone change and says what it was. Codes as
// Undo.
func (s *OpenSession) Redo() (Step, error) { return s.walk(s.db().Redo) }

func (s *OpenSession) walk(step func(int64) (store.Change, error)) (Step, error) {
	var c store.Change
	err := s.l.change(func(*state) (*state, error) {
		var err error
		if c, err = step(s.l.id); err != nil {
			return nil, err
		}
		return loadState(s.db(), s.l.id)
	})
	if err != nil {
		return Step{}, err
	}
	if c.Section != "" && s.state().hasSection(c.Section) {
		// The change is shown where it was made.
		s.section = c.Section
	}
	s.l.publish(Update{Kind: Stepped, Section: c.Section, Board: c.Board, NS: c.NS, EW: c.EW, By: s})
	return Step{What: c.What, Before: c.Before, After: c.After, Section: c.Section, Board: c.Board, NS: c.NS, EW: c.EW}, nil
}

// History lists the session's changes and the director's undo and redo
// steps, oldest first.
//
// Codes: Internal.
func (s *OpenSession) History() ([]Change, error) {
	cs, err := s.db().History(s.l.id)
	if err != nil {
		return nil, err
	}
	out := make([]Change, len(cs))
	for i, c := range cs {
		out[i] = changeOf(c)
	}
	return out, nil
}

// changeOf is an entry of the audit log in the history's words.
func changeOf(c store.Change) Change {
	title := c.What
	if c.Step != "" {
		title = map[string]string{"undo": "undone: ", "redo": "redone: "}[c.Step] + c.What
	}
	what := title
	before, after := changeSide(c.What, c.Before), changeSide(c.What, c.After)
	switch {
	case before != "" && after != "":
		what += ": " + before + " → " + after
	case after != "":
		what += ": " + after
	case before != "":
		what += " (was " + before + ")"
	}
	if c.Source != "" {
		what += " (from " + c.Source + ")"
	}
	return Change{When: c.At, What: what, Title: title, Before: c.Before, After: c.After,
		Undone: c.Undone, Redoable: c.Redoable, Step: c.Step, Source: c.Source}
}

// changeSide is one side of a change in words, without the pairs the
// change already names; "" when there was nothing.
func changeSide(what, side string) string {
	if side == "nothing" {
		return ""
	}
	if i := strings.Index(side, ": "); i > 0 && strings.HasSuffix(what, side[:i]) {
		return side[i+2:]
	}
	return side
}
