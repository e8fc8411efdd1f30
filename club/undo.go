package club

import (
	"strings"
	"time"

	"bridgescore/store"
)

// Change is one entry of a session's history.
type Change struct {
	// ID names the change to UndoChange and RedoChange.
	ID   int64
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
	// ID is the change's in the history.
	ID   int64
	What string
	// Source names where the change came from when it was not the
	// director's: "table 3, round 2".
	Source string
	// Before and After say in words what the change replaced and what it
	// put there, as the history does.
	Before, After string
	// Board is 0 for a change that touched no line (players' names);
	// Section is the line's section in a session of several.
	Section string
	Board   int
	NS, EW  string
}

// Undo reverses the director's latest change and says what it was; the
// door moves to the change's section. A result a table sent is never
// taken by Undo, whenever it came: UndoChange takes it, by its id.
//
// Codes: Conflict (nothing to undo, or the line has been changed since),
// Busy.
func (s *OpenSession) Undo() (Step, error) { return s.walk(s.db().Undo) }

// Redo repeats the director's latest undone change and says what it was.
// Codes as Undo.
func (s *OpenSession) Redo() (Step, error) { return s.walk(s.db().Redo) }

// UndoChange reverses the change the history gives the id id: a result
// a table sent, or the director's latest change (the director's changes
// are undone latest first).
//
// Codes: NotFound (the session has no such change), Conflict (undone
// already, a change kept for the record, a change of the director's that
// is not the latest, or the line has been changed since), Busy.
func (s *OpenSession) UndoChange(id int64) (Step, error) {
	return s.walk(func(session int64) (store.Change, error) { return s.db().UndoChange(session, id) })
}

// RedoChange repeats the undone change the history gives the id id, while
// no new change of the director's has been made since. Codes as
// UndoChange.
func (s *OpenSession) RedoChange(id int64) (Step, error) {
	return s.walk(func(session int64) (store.Change, error) { return s.db().RedoChange(session, id) })
}

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
	return Step{ID: c.ID, What: c.What, Source: c.Source, Before: c.Before, After: c.After, Section: c.Section, Board: c.Board, NS: c.NS, EW: c.EW}, nil
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
	return Change{ID: c.ID, When: c.At, What: what, Title: title, Before: c.Before, After: c.After,
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
