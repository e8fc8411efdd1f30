package store

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// Section is how a section of a session was run.
type Section struct {
	Name string // "A" when there is only one
	// Movement is the movement family; Custom for a director's own.
	Movement       movements.Kind
	Tables         int
	Rounds         int
	BoardsPerRound int
	// Pairs counts the section's pairs as the database holds them (the
	// phantom is none), when read back; ignored when stored.
	Pairs int
	// Params holds any further movement parameters (skip round, relay,
	// arrow-switch rounds...) in the movements package's own words.
	Params string
	// Custom holds a custom movement's text when Movement is Custom.
	Custom string
}

// Meta describes a session.
type Meta struct {
	ID int64
	// Kind is the kind of competition the session holds; the zero Kind
	// is pairs.
	Kind  scoring.Kind
	Club  string
	Event string
	// EventTitle is the name a director gave the event the session belongs
	// to (import --event), "" for a session that is an event of its own.
	EventTitle string
	Name       string
	Date       string // YYYY-MM-DD when known, else as given
	Method     scoring.Method
	Rules      scoring.Rules
	Options    scoring.Options
	// Teams tunes a teams session's method (its Method is then a
	// scoring.TeamMethod): the VP scale, the match length it is read for,
	// what a board won is worth.
	Teams scoring.TeamOptions
	// Field is how a session of several sections is compared: by section
	// (the default) or across the field.
	Field    scoring.Field
	Sections []Section
	Complete bool
	// Lines is how many traveller lines are entered.
	Lines   int
	Created time.Time
}

// StoredMovement is the movement a session set up with one keeps in its
// only section, as the wizard made it and late changes left it; nil when
// the session keeps none (one imported from another program's file).
func (m *Meta) StoredMovement() (*movements.Movement, error) {
	if len(m.Sections) != 1 {
		return nil, nil
	}
	return decodeMovement(m.ID, m.Sections[0].Params)
}

// SectionMovement is the movement a section keeps, by the section's name;
// in a session of one section, that section's whatever name is asked. Nil
// when the section keeps none (one imported from another program's file).
func (m *Meta) SectionMovement(name string) (*movements.Movement, error) {
	for _, s := range m.Sections {
		if s.Name == name || len(m.Sections) == 1 {
			return decodeMovement(m.ID, s.Params)
		}
	}
	return nil, nil
}

// decodeMovement reads a section's Params: the movement as JSON, or
// anything else for a section that keeps no movement. It is the one
// reader of the stored movement.
func decodeMovement(session int64, params string) (*movements.Movement, error) {
	if !strings.HasPrefix(strings.TrimSpace(params), "{") {
		return nil, nil
	}
	var mv movements.Movement
	if err := json.Unmarshal([]byte(params), &mv); err != nil {
		return nil, fmt.Errorf("session %d: its movement could not be read: %v", session, err)
	}
	if len(mv.Schedule) == 0 || len(mv.Pairs) == 0 {
		return nil, fmt.Errorf("session %d: its stored movement has no schedule", session)
	}
	return &mv, nil
}

// Movement describes the session's movement in a few words, e.g.
// "mitchell, 7 tables"; "" when not known (an imported one-field session).
func (m *Meta) Movement() string {
	if len(m.Sections) > 1 {
		// The list has room for the shape of the night, not each section.
		pairs, tables := 0, 0
		for _, s := range m.Sections {
			pairs += s.Pairs
			tables += s.Tables
		}
		switch {
		case pairs > 0:
			return fmt.Sprintf("%d sections, %s tables", len(m.Sections), tablesOfPairs(pairs))
		case tables > 0:
			return fmt.Sprintf("%d sections, %d tables", len(m.Sections), tables)
		}
		return fmt.Sprintf("%d sections", len(m.Sections))
	}
	var parts []string
	for _, s := range m.Sections {
		d := string(s.Movement)
		switch {
		case s.Movement == movements.SwissPairs:
			d = fmt.Sprintf("Swiss pairs, %d pairs", s.Pairs)
		case s.Movement == movements.Teams && strings.Contains(s.Params, `"Swiss":{`):
			d = fmt.Sprintf("Swiss teams, %d teams", s.Pairs/2) // each team is two pairs
		case s.Pairs > 0 && s.Movement != movements.Individuals:
			// An individual's pairs are its tables' sides, two a table
			// played, not a field of pairs.
			d = strings.TrimPrefix(fmt.Sprintf("%s, %s tables", d, tablesOfPairs(s.Pairs)), ", ")
		case s.Tables > 0:
			d = strings.TrimPrefix(fmt.Sprintf("%s, %d tables", d, s.Tables), ", ")
		}
		if d != "" {
			parts = append(parts, d)
		}
	}
	return strings.Join(parts, "; ")
}

// tablesOfPairs is the tables a number of pairs fill, as a director
// counts them: 15 pairs are 7½ tables, whether the movement gave the odd
// pair's table a phantom or the file left it out.
func tablesOfPairs(pairs int) string {
	return movements.TablesText((pairs+1)/2, pairs%2 == 1)
}

// optionsJSON is the stored form of scoring.Options, kept apart from the
// scoring type so that a renamed field there cannot silently drop a stored
// setting.
type optionsJSON struct {
	Law12C2c        bool   `json:"law12c2c,omitempty"`
	AveragePlusIMPs string `json:"averagePlusIMPs,omitempty"`
	ButlerDrop      int    `json:"butlerDrop,omitempty"`
	ButlerDropMin   int    `json:"butlerDropMin,omitempty"`
	VPScale         string `json:"vpScale,omitempty"`
	VPEquivalent    int    `json:"vpEquivalent,omitempty"`
	BoardWin        int    `json:"boardWin,omitempty"`
}

func optionsRecord(o scoring.Options, t scoring.TeamOptions) optionsJSON {
	r := optionsJSON{Law12C2c: o.Law12C2c, ButlerDrop: o.ButlerDrop, ButlerDropMin: o.ButlerDropMin,
		VPScale: string(t.Scale), VPEquivalent: t.Equivalent, BoardWin: t.BoardWin}
	if o.AveragePlusIMPs != nil {
		r.AveragePlusIMPs = o.AveragePlusIMPs.RatString()
	}
	return r
}

// teams is a teams session's options as stored.
func (r optionsJSON) teams() scoring.TeamOptions {
	return scoring.TeamOptions{Scale: scoring.VPScale(r.VPScale), Equivalent: r.VPEquivalent, BoardWin: r.BoardWin}
}

func (r optionsJSON) options() (scoring.Options, error) {
	o := scoring.Options{Law12C2c: r.Law12C2c, ButlerDrop: r.ButlerDrop, ButlerDropMin: r.ButlerDropMin}
	if r.AveragePlusIMPs != "" {
		q, err := parseRat(r.AveragePlusIMPs)
		if err != nil {
			return o, fmt.Errorf("stored Average-plus IMPs %q: %v", r.AveragePlusIMPs, err)
		}
		o.AveragePlusIMPs = q
	}
	return o, nil
}
