package club

import (
	"path/filepath"
	"strings"
	"unicode"

	"bridgescore/fault"

	"bridgescore/interchange"
	"bridgescore/store"
)

// Player is one of the club's players as the director types them: a name
// and, when known, a national or club number.
type Player struct {
	Name   string
	Number string
	// Body issued the number ("EBU", "ACBL"…), "" when not known.
	Body string
	// Masterpoints is the player's masterpoint holding and Handicap the
	// handicap the club typed for the player, as decimals; "" when not
	// known.
	Masterpoints, Handicap string
	// Hidden is set for a player who asked not to be shown by name on the
	// club's results website: it shows the player's initials.
	Hidden bool
}

// String is the player as a list shows them: "Anne Smith (EBU 12345)".
func (p Player) String() string {
	switch {
	case p.Number == "":
		return p.Name
	case p.Body != "":
		return p.Name + " (" + p.Body + " " + p.Number + ")"
	}
	return p.Name + " (" + p.Number + ")"
}

// CompleteName finds the player a director is typing: the first whose
// name begins with what is typed, then the first with a later name
// beginning so (a surname: "smi" finds Anne Smith), then, for digits, the
// first whose number begins with them. Case is ignored; a name typed in
// full is not offered again.
func CompleteName(players []Player, typed string) (Player, bool) {
	t := strings.ToLower(strings.TrimSpace(typed))
	if t == "" {
		return Player{}, false
	}
	for _, p := range players {
		if n := strings.ToLower(p.Name); strings.HasPrefix(n, t) && n != t {
			return p, true
		}
	}
	for _, p := range players {
		for _, w := range laterWords(p.Name) {
			if strings.HasPrefix(strings.ToLower(w), t) {
				return p, true
			}
		}
	}
	if strings.IndexFunc(t, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
		for _, p := range players {
			if strings.HasPrefix(p.Number, t) {
				return p, true
			}
		}
	}
	return Player{}, false
}

// laterWords are the words of a name after the first.
func laterWords(name string) []string {
	w := strings.FieldsFunc(name, func(r rune) bool { return unicode.IsSpace(r) || r == '-' })
	if len(w) < 2 {
		return nil
	}
	return w[1:]
}

// SearchPlayers lists the players whose name or number contains what is
// typed, ignoring case, in the register's order; everyone for nothing
// typed.
func SearchPlayers(players []Player, typed string) []Player {
	t := strings.ToLower(strings.TrimSpace(typed))
	if t == "" {
		return players
	}
	var out []Player
	for _, p := range players {
		if strings.Contains(strings.ToLower(p.Name), t) || strings.Contains(p.Number, t) {
			out = append(out, p)
		}
	}
	return out
}

// ImportMembers adds a club's membership list (a CSV file of names and
// numbers, see interchange.ScanMembersSettingAside) to the club's
// players: every row that names a player, a row naming nobody or with a
// number or figure that is none set aside and said in aside, with its
// line. It says how many players were new or gained a number, a body or
// a figure. The import is one change in the register's history:
// UndoRegister takes it back whole.
//
// Codes: NotFound (no such file), Invalid (a list without its columns, or
// no row left), Busy.
func (d *Desk) ImportMembers(path string) (n int, aside []string, err error) {
	f, err := interchange.OpenRegular(path, "membership list (CSV)")
	if err != nil {
		return 0, nil, err
	}
	defer f.Close()
	// The players go into the register as they are read, in one
	// transaction that a wrong row anywhere in the list undoes: a national
	// body's list is never held whole.
	var added, listErr error
	n, err = d.db.ImportPlayers(filepath.Base(path), func(add func(store.Player) error) error {
		aside, listErr = interchange.ScanMembersSettingAside(f, func(m interchange.Member) error {
			added = add(store.Player{Name: m.Name, Number: m.Number, Body: m.Body, Masterpoints: m.Masterpoints, Handicap: m.Handicap})
			return added
		})
		return listErr
	})
	switch {
	case added != nil:
		return 0, nil, err // the register's refusal, as it is
	case listErr != nil:
		return 0, nil, fault.Errorf(fault.Invalid, "%s: %w", path, listErr)
	}
	for i, a := range aside {
		aside[i] = a + ": set aside"
	}
	return n, aside, err
}
