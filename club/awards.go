package club

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"bridgescore/awards"
	"bridgescore/fault"
	"bridgescore/handicaps"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// Awards is what a session awards, as the director chose it when setting
// the session up or since: the master-point scale, the strata and the
// handicaps. The zero Awards awards nothing.
type Awards struct {
	// Scale is an awards.ParseScale name ("ebu-club", "acbl-open" …); ""
	// for no master points.
	Scale string `json:"scale,omitempty"`
	// Strata are the strata's limits ("500,100") and StrataBy how a pair's
	// holding is taken ("higher" or "average"); "" for none.
	Strata   string `json:"strata,omitempty"`
	StrataBy string `json:"strataBy,omitempty"`
	// Handicaps is where the handicaps come from: HandicapsClub (each
	// player's handicap as the players register types it, or worked out
	// from the player's sessions by the policy below) or HandicapsList (the
	// list given when the session was set up); "" for none.
	Handicaps string `json:"handicaps,omitempty"`
	// Mode is how a pair's handicap is made from its players' ("sum" or
	// "mean"; "" is mean).
	Mode string `json:"mode,omitempty"`
	// Sessions, Months, Minimum and Default are the policy handicaps are
	// worked out from history by (handicaps.Policy): the last Sessions
	// sessions (0 all) within Months (0 any), at least Minimum of them,
	// else Default ("" is 0).
	Sessions int    `json:"sessions,omitempty"`
	Months   int    `json:"months,omitempty"`
	Minimum  int    `json:"minimum,omitempty"`
	Default  string `json:"default,omitempty"`
	// List is the list of handicaps given when the session was set up.
	List []ListedHandicap `json:"list,omitempty"`
}

// Where a session's handicaps come from.
const (
	HandicapsClub = "club"
	HandicapsList = "list"
)

// ListedHandicap is one player of a list of handicaps.
type ListedHandicap struct {
	Name     string `json:"name,omitempty"`
	Number   string `json:"number,omitempty"`
	Handicap string `json:"handicap"`
}

// None says whether the session awards nothing.
func (a Awards) None() bool { return a.Scale == "" && a.Handicaps == "" }

// parsed is the settings read into the pure packages' terms.
type parsed struct {
	scale  awards.Scale
	strata awards.Strata
	mode   handicaps.Mode
	policy handicaps.Policy
}

// parse reads and checks the settings: an unknown scale, strata that are
// not limits, strata without a scale, a mode or policy that is not one are
// each refused.
func (a Awards) parse() (parsed, error) {
	var p parsed
	var err error
	fail := func(err error) (parsed, error) { return parsed{}, fault.As(fault.Invalid, err) }
	if a.Scale != "" {
		if p.scale, err = awards.ParseScale(a.Scale); err != nil {
			return fail(err)
		}
	}
	if p.strata, err = awards.ParseStrata(a.Strata, a.StrataBy); err != nil {
		return fail(err)
	}
	if len(p.strata.Limits) > 0 && a.Scale == "" {
		return fail(errors.New("strata divide a game's awards: give the award scale too"))
	}
	if err := p.scale.CheckStrata(p.strata); err != nil {
		return fail(err)
	}
	if p.mode, err = handicaps.ParseMode(a.Mode); err != nil {
		return fail(err)
	}
	p.policy = handicaps.Policy{Sessions: a.Sessions, Months: a.Months, Minimum: a.Minimum}
	if a.Default != "" {
		d, ok := new(big.Rat).SetString(a.Default)
		if !ok {
			return fail(fmt.Errorf("the newcomers' handicap %q is not a number", a.Default))
		}
		p.policy.Default = d
	}
	if err := p.policy.Validate(); err != nil {
		return fail(err)
	}
	switch a.Handicaps {
	case "", HandicapsClub:
	case HandicapsList:
		for _, l := range a.List {
			if h, ok := new(big.Rat).SetString(l.Handicap); !ok || handicaps.Check(h) != nil {
				return fail(fmt.Errorf("%s's handicap %q", l.Name+l.Number, l.Handicap))
			}
		}
	default:
		return fail(fmt.Errorf("handicaps %q: expected club or a list", a.Handicaps))
	}
	return p, nil
}

// Validate refuses settings that are not ones.
func (a Awards) Validate() error {
	_, err := a.parse()
	return err
}

// validateFor refuses settings that are not ones, or that a session of
// the kind cannot award: a teams night's master points go by the teams'
// places and matches, a Swiss pairs' by its pairs' places and matches,
// an individual's by its players' places, and neither strata (a pair's
// masterpoint holding) nor handicaps (a pair's percentage) rank them.
//
// Codes: Invalid.
func (a Awards) validateFor(kind scoring.Kind, swiss bool) error {
	if err := a.Validate(); err != nil {
		return err
	}
	ranks := scaleOnly(kind, swiss)
	switch {
	case ranks == "":
	case a.Strata != "":
		return fault.Errorf(fault.Invalid, "strata divide a pairs game by the players' holdings: %s, without strata", ranks)
	case a.Handicaps != "":
		return fault.Errorf(fault.Invalid, "handicaps adjust a pair's percentage: %s, without handicaps", ranks)
	}
	return nil
}

// Words say what the session awards, for its history and its reports:
// "EBU club scale (local points); strata B under 500, C under 100 (the
// higher player's holding); handicaps from the club (mean)".
func (a Awards) Words() string {
	p, err := a.parse()
	if err != nil || a.None() {
		return ""
	}
	var parts []string
	if a.Scale != "" {
		parts = append(parts, p.scale.Title())
	}
	if len(p.strata.Limits) > 0 {
		by := "the higher player's holding"
		if p.strata.Average {
			by = "the pair's average holding"
		}
		var ss []string
		for i, l := range p.strata.Limits {
			ss = append(ss, fmt.Sprintf("%s under %d", p.strata.Names()[i+1], l))
		}
		parts = append(parts, "strata "+strings.Join(ss, ", ")+" ("+by+")")
	}
	switch a.Handicaps {
	case HandicapsClub:
		parts = append(parts, "handicaps from the players register and the club's sessions ("+string(p.mode)+" of the players')")
	case HandicapsList:
		parts = append(parts, fmt.Sprintf("handicaps from a list of %d players (%s of the players')", len(a.List), p.mode))
	}
	return strings.Join(parts, "; ")
}

// encode is the settings as the store keeps them; "" for none.
func (a Awards) encode() string {
	if a.None() {
		return ""
	}
	b, _ := json.Marshal(a) // plain fields always encode
	return string(b)
}

func decodeAwards(s string) (Awards, error) {
	var a Awards
	if s == "" {
		return a, nil
	}
	if err := json.Unmarshal([]byte(s), &a); err != nil {
		return Awards{}, fmt.Errorf("the session's awards as stored: %v", err)
	}
	return a, nil
}

// SessionAwards is what a stored session awards.
func (d *Desk) SessionAwards(id int64) (Awards, error) {
	s, err := d.db.SessionAwards(id)
	if err != nil {
		return Awards{}, err
	}
	return decodeAwards(s)
}

// SetAwards sets what a stored session awards (the zero Awards for
// nothing), audited and undone like any change. Settings that are not ones,
// or that the session's kind cannot award (strata or handicaps for a teams
// night), are refused.
//
// Codes: Invalid, NotFound (no such session), Busy.
func (d *Desk) SetAwards(id int64, a Awards) error {
	m, err := d.db.Meta(id)
	if err != nil {
		return err
	}
	mv, _ := m.StoredMovement() // a movement that cannot be read is no Swiss's
	if err := a.validateFor(m.Kind.Of(), movements.SwissPlanOf(mv) != nil); err != nil {
		return err
	}
	return d.db.SetSessionAwards(id, a.encode(), a.Words())
}

// HandicapList reads a list of handicaps (CSV: a Name or a number column
// and a Handicap column) to keep with a session, as ListAwards; the notes
// of rows set aside name the list.
//
// Codes: as interchange.OpenRegular; Invalid (a list that cannot be read,
// no row naming a player known).
func (d *Desk) HandicapList(path string, names []string) (list []ListedHandicap, aside []string, err error) {
	rows, err := readHandicapList(path)
	if err != nil {
		return nil, nil, err
	}
	list, aside, err = d.ListAwards(rows, names)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	for i, a := range aside {
		aside[i] = path + ": " + a
	}
	return list, aside, nil
}

// ListAwards makes the handicaps of a list (interchange.ReadHandicaps) a
// session's. A row naming nobody known — no player on the club's list
// nor among names (the session's players, when known) — is set aside and
// said in aside, with its line; the rest apply. A list none of whose rows
// names a player known is refused, each row named.
//
// Codes: Invalid (no row names a player known).
func (d *Desk) ListAwards(rows []interchange.HandicapRow, names []string) (list []ListedHandicap, aside []string, err error) {
	register, err := d.Players()
	if err != nil {
		return nil, nil, err
	}
	known := newPlayers()
	for _, p := range register {
		known.add(p.Name, p.Number)
	}
	for _, n := range names {
		known.add(n, "")
	}
	keys, aside, err := known.match(rows, "is neither on the club's list of players nor a player of the session", "of the club or of the session")
	if err != nil {
		return nil, nil, err
	}
	for i, r := range rows {
		if keys[i] != "" {
			list = append(list, ListedHandicap{Name: r.Name, Number: r.Number, Handicap: decimal(r.Handicap)})
		}
	}
	return list, aside, nil
}

// SetPlayerFigures sets a player's masterpoint holding and typed handicap
// (nil leaves one as it is, "" clears it): the player is found by name or
// number. A holding that is not a number of points from 0, or a handicap
// beyond ±50, is refused. The change is in the register's history;
// UndoRegister takes it back.
//
// Codes: Invalid, NotFound (no such player), Busy.
func (d *Desk) SetPlayerFigures(who string, masterpoints, handicap *string) error {
	name, err := d.playerName(who)
	if err != nil {
		return err
	}
	var fig store.PlayerFigures
	if masterpoints != nil {
		v := strings.TrimSpace(*masterpoints)
		if r, ok := new(big.Rat).SetString(v); v != "" && (!ok || r.Sign() < 0 || strings.ContainsAny(v, "/eE")) {
			return fault.Errorf(fault.Invalid, "%s's masterpoints %q: a number of points from 0, such as 1234.56", name, v)
		}
		fig.Masterpoints = &v
	}
	if handicap != nil {
		v := strings.TrimSpace(*handicap)
		if v != "" {
			r, ok := new(big.Rat).SetString(v)
			if !ok || strings.ContainsAny(v, "/eE") {
				return fault.Errorf(fault.Invalid, "%s's handicap %q: a number of percentage points, such as -1.5", name, v)
			}
			if err := handicaps.Check(r); err != nil {
				return fault.Errorf(fault.Invalid, "%s: %v", name, err)
			}
			v = decimal(r)
		}
		fig.Handicap = &v
	}
	players, err := d.db.Players()
	if err != nil {
		return err
	}
	// The player of the number given; else every entry of the name (a
	// player listed with and without a number is one player).
	var list []store.PlayerFigures
	for _, p := range players {
		if p.Number != "" && p.Number == strings.TrimSpace(who) {
			list = []store.PlayerFigures{fig}
			list[0].Name, list[0].Number = p.Name, p.Number
			break
		}
		if p.Name == name {
			f := fig
			f.Name, f.Number = p.Name, p.Number
			list = append(list, f)
		}
	}
	return d.db.SetPlayerFigures(list)
}

// decimal writes a handicap or holding as a decimal without needless
// zeros ("-1.5", "3"), to four places (those a list may give).
func decimal(r *big.Rat) string {
	s := r.FloatString(4)
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

// scaleOnly says why a session of the kind (a Swiss when swiss) awards by
// a master-point scale alone, taking neither strata nor handicaps; "" for
// a pairs night, which takes them.
func scaleOnly(kind scoring.Kind, swiss bool) string {
	if swiss && kind == scoring.Pairs {
		return "a Swiss pairs' master points go by the pairs' places and matches"
	}
	return map[scoring.Kind]string{scoring.Teams: "a teams night's master points go by the teams' places and matches",
		scoring.Individual: "an individual's master points go by each player's place"}[kind]
}

// AwardsScaleOnly tells whether the open session awards by a master-point
// scale alone (a teams night, a Swiss, an individual): SetAwards refuses
// it strata and handicaps, so a door need not offer them.
func (s *OpenSession) AwardsScaleOnly() bool {
	return scaleOnly(s.state().meta.Kind.Of(), s.IsSwiss()) != ""
}
