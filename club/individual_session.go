package club

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
	"time"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// NewIndividual is an individual as the director sets it up: its
// schedule, how the boards are scored and each player's name by his
// number.
type NewIndividual struct {
	Name     string
	Date     time.Time
	Movement *movements.Individual
	Method   scoring.Method
	Rules    scoring.Rules
	// Names are the players' names by number; a player unnamed is shown by
	// his number.
	Names map[int]string
	Event string
	// Awards is what the individual awards: a master-point scale only
	// (its players ranked alone take neither strata nor handicaps).
	Awards Awards
}

// CreateIndividual stores a new individual: its schedule kept as a
// movement whose sides are the players of a table (movements.Individuals),
// so that the tables, travellers, phones, history and undo are those of
// any session, and its results credited player by player
// (IndividualScored).
//
// Codes: Invalid (no schedule, a method the players cannot be scored by),
// as Create otherwise.
func (d *Desk) CreateIndividual(ni NewIndividual) (int64, error) {
	if ni.Movement == nil {
		return 0, fault.New(fault.Invalid, "no individual movement chosen")
	}
	method := ni.Method
	if method == "" {
		method = scoring.Matchpoints
	}
	if method != scoring.Matchpoints && method != scoring.CrossIMPs {
		return 0, fault.Errorf(fault.Invalid, "an individual is scored by matchpoints (mp) or cross-IMPs (ximp), not %q", method)
	}
	mv, err := ni.Movement.Movement()
	if err != nil {
		return 0, fault.As(fault.Invalid, err)
	}
	names := map[movements.PairID][]string{}
	sides := movements.Sides(mv)
	for _, s := range mv.Schedule {
		f := sides[s.NS]
		names[s.NS] = []string{playerName(ni.Names, f.At(scoring.North)), playerName(ni.Names, f.At(scoring.South))}
		names[s.EW] = []string{playerName(ni.Names, f.At(scoring.East)), playerName(ni.Names, f.At(scoring.West))}
	}
	ns := NewSession{Name: ni.Name, Date: ni.Date, Movement: mv, Method: method, Rules: ni.Rules,
		Names: names, Event: ni.Event, Awards: ni.Awards, individual: true}
	return d.Create(ns)
}

// playerName is a player's name, or his number when he has none, so that
// a traveller's side names its two players either way.
func playerName(names map[int]string, p int) string {
	if n := names[p]; n != "" {
		return n
	}
	return unnamedPlayer(p)
}

// unnamedPlayer is what a side carries for a player set up without a
// name: no name to show him by.
func unnamedPlayer(p int) string { return "Player " + strconv.Itoa(p) }

// individualNames are an individual's players' names by number, as its
// sides' pairs carry them (a side's two names its players', North and
// South or East and West); a player set up without a name has none.
func individualNames(pairs []scoring.Pair, mv *movements.Movement) map[int]string {
	byKey := make(map[string]movements.PairID, len(mv.Pairs))
	for _, p := range mv.Pairs {
		byKey[p.Key()] = p
	}
	sides := movements.Sides(mv)
	out := map[int]string{}
	for _, p := range pairs {
		pid, ok := byKey[p.ID]
		if !ok {
			continue
		}
		f, ok := sides[pid]
		if !ok {
			continue
		}
		for i, seat := range movements.SideSeats(pid) {
			if n := f.At(seat); i < len(p.Names) && p.Names[i] != unnamedPlayer(n) {
				out[n] = p.Names[i]
			}
		}
	}
	return out
}

// IsIndividual tells whether a stored session is an individual (its Kind).
//
// Codes: NotFound.
func (d *Desk) IsIndividual(id int64) (bool, error) {
	m, err := d.db.Meta(id)
	if err != nil {
		return false, err
	}
	return m.Kind.Of() == scoring.Individual, nil
}

// IndividualScored scores a stored individual as it stands, each player
// credited with his side's points over the tops of the boards he has
// played. The result is that of an individual's results file
// (ScoreIndividualFile), so that a door prints both alike.
//
// fields "" ranks the players as the schedule seats them: by direction
// in a Rainbow, where each keeps his line's cards, else all together.
//
// Codes: NotFound (no such session), Invalid (not an individual).
func (d *Desk) IndividualScored(id int64, fields scoring.IndividualFields) (*IndividualResult, error) {
	rf, m, err := resultsFileOf(d.db, id)
	if err != nil {
		return nil, err
	}
	mv, err := m.StoredMovement()
	if err != nil {
		return nil, err
	}
	ind := movements.IndividualOf(mv)
	if m.Kind.Of() != scoring.Individual || ind == nil {
		return nil, fault.Errorf(fault.Invalid, "session %d is not an individual", id)
	}
	p, err := progressOf(m)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	s, st, err := scoreIndividualAsItStands(rf.Session, p, mv, ind, fields)
	if err != nil {
		return nil, fault.Errorf(fault.Invalid, "session %d: %w", id, err)
	}
	f := &interchange.IndividualFile{Club: m.Club, Name: cmp.Or(m.EventTitle, m.Name), Date: rf.Date,
		ProgramName: "bridgescore", Session: s, Deals: rf.Deals}
	res := &IndividualResult{File: f, Standings: st, Schedule: ind, Provisional: p.Words()}
	return res, d.awardIndividual(id, res)
}

// awardIndividual gives a stored individual's players the master points
// of the scale it awards, if any, once a board is scored.
func (d *Desk) awardIndividual(id int64, res *IndividualResult) error {
	a, err := d.SessionAwards(id)
	if err != nil || a.Scale == "" || len(res.Standings.Boards) == 0 {
		return err
	}
	p, err := a.parse()
	if err != nil {
		return err
	}
	res.award(p.scale, len(res.File.Session.Players))
	return nil
}

// scoreIndividualLines scores an individual's lines (the stored session's
// lines, or some of them) player by player: fields "" ranks the players
// as the schedule seats them, by direction in a Rainbow, where each keeps
// his line's cards, else all together.
func scoreIndividualLines(ss *scoring.Session, mv *movements.Movement, ind *movements.Individual, fields scoring.IndividualFields) (scoring.IndividualSession, *scoring.IndividualStandings, error) {
	s := individualSessionOf(ss, mv, ind)
	s.Fields = fields
	if fields == "" && !ind.OneField() {
		s.Fields = scoring.FieldsByDirection
	}
	st, err := scoring.ScoreIndividual(&s)
	return s, st, err
}

// individualSessionOf is a stored individual's lines with their players:
// each line's sides are the players of the table the line was played at
// (its NS pair stands for North and South, its EW pair for East and West),
// named as the session's pairs name them.
func individualSessionOf(s *scoring.Session, mv *movements.Movement, ind *movements.Individual) scoring.IndividualSession {
	out := scoring.IndividualSession{Method: s.Method, Rules: s.Rules, Options: s.Options}
	pairs := make(map[string]movements.PairID, len(mv.Pairs))
	for _, p := range mv.Pairs {
		pairs[p.Key()] = p
	}
	sides := movements.Sides(mv)
	names := individualNames(s.Pairs, mv)
	for _, n := range ind.PlayerNumbers() {
		out.Players = append(out.Players, scoring.IndividualPlayer{ID: strconv.Itoa(n), Name: names[n]})
	}
	for _, l := range s.Lines {
		pid, ok := pairs[l.NS]
		if !ok {
			continue
		}
		f, ok := sides[pid]
		if !ok {
			continue
		}
		il := scoring.IndividualLine{Line: l}
		il.NS, il.EW = "", ""
		for i, p := range f.Players {
			il.Players[i] = strconv.Itoa(p)
		}
		out.Lines = append(out.Lines, il)
	}
	return out
}

// PlaceLine is the line a table plays a board on in a round: in an
// individual, where a side is no fixed pair, the director names the line
// by where it was played.
//
// Codes: NotFound (the table does not play the board in that round).
func (s *OpenSession) PlaceLine(board int, p Place) (Row, error) {
	for _, r := range s.RowsAt(p) {
		if r.Board == board {
			return r, nil
		}
	}
	return Row{}, fault.Errorf(fault.NotFound, "table %d does not play board %d in round %d", p.Table, board, p.Round)
}

// ReadPlayerNamesFile reads an individual's players from a CSV file of
// lines PLAYER,NAME (a heading line "player,…" passed over).
//
// Codes: Invalid, NotFound.
func ReadPlayerNamesFile(path string) (map[int]string, error) {
	out := map[int]string{}
	err := readNames(path, "player", func(rec []string) error {
		n, err := strconv.Atoi(strings.TrimSpace(rec[0]))
		if err != nil || n < 1 {
			return fmt.Errorf("%q is not a player's number", rec[0])
		}
		if len(rec) > 1 {
			out[n] = strings.TrimSpace(rec[1])
		}
		return checkLen("a player's name", out[n], MaxNameLen)
	})
	return out, err
}

// individualPoints are the awards an individual's players earned, by
// player's name; a player without a name has no record to add them to.
func (d *Desk) individualPoints(in SessionInfo) (map[string]PlayerAward, error) {
	res, err := d.IndividualScored(in.ID, "")
	if err != nil || res.Awards == nil {
		return nil, nil // no results that score: nothing earned
	}
	out := map[string]PlayerAward{}
	for i, p := range res.Standings.Players {
		if res.Awards[i] == 0 || p.Name == "" {
			continue
		}
		out[p.Name] = PlayerAward{Session: in.ID, Name: in.Name, Date: in.Date, Pair: "Player " + p.ID, Place: p.Rank, Scale: res.Scale, Award: res.Awards[i]}
	}
	return out, nil
}
