package club

import (
	"errors"
	"strings"

	"bridgescore/fault"
	"bridgescore/store"
)

// SetPlayerHidden says whether a player (by name, or by number) is shown on
// the club's results website under initials only, as a player may ask:
// every entry of the name in the players register (a player listed with
// and without a number is one player), or the one entry of the number.
// The change is in the register's history; UndoRegister takes it back.
//
// Codes: Invalid (nothing given), NotFound (no such player), Busy.
func (d *Desk) SetPlayerHidden(who string, hidden bool) error {
	name, err := d.playerName(who)
	if err != nil {
		return err
	}
	players, err := d.db.Players()
	if err != nil {
		return err
	}
	var list []store.PlayerRef
	for _, p := range players {
		if p.Number != "" && p.Number == strings.TrimSpace(who) {
			list = []store.PlayerRef{{Name: p.Name, Number: p.Number}}
			break
		}
		if p.Name == name {
			list = append(list, store.PlayerRef{Name: p.Name, Number: p.Number})
		}
	}
	return d.db.SetPlayersHidden(list, hidden)
}

// UndoRegister takes back the latest change to the players register (a
// player's showing on the results website, masterpoints or handicap) and
// says what it was.
//
// Codes: Conflict (nothing to undo, or the player has been changed since), Busy.
func (d *Desk) UndoRegister() (Step, error) { return d.walkRegister(d.db.Undo, store.ErrNothingToUndo) }

// RedoRegister repeats the latest change to the players register undone.
// Codes as UndoRegister.
func (d *Desk) RedoRegister() (Step, error) { return d.walkRegister(d.db.Redo, store.ErrNothingToRedo) }

func (d *Desk) walkRegister(step func(int64) (store.Change, error), nothing error) (Step, error) {
	c, err := step(store.RegisterLog)
	if errors.Is(err, nothing) {
		return Step{}, fault.Errorf(fault.Conflict, "the players register: %v", nothing)
	}
	if err != nil {
		return Step{}, fault.As(fault.Conflict, err)
	}
	return Step{What: c.What, Before: c.Before, After: c.After}, nil
}

// RegisterHistory lists the changes to the players register and the
// director's undo and redo steps over them, oldest first.
//
// Codes: Internal.
func (d *Desk) RegisterHistory() ([]Change, error) {
	cs, err := d.db.History(store.RegisterLog)
	if err != nil {
		return nil, err
	}
	out := make([]Change, len(cs))
	for i, c := range cs {
		out[i] = changeOf(c)
	}
	return out, nil
}
