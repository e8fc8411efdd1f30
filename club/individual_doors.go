package club

import (
	"bytes"
	"fmt"
	"strings"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// Seated is a player of an individual where the schedule seats him: his
// seat, number and name ("" when he has none).
type Seated struct {
	Seat   scoring.Seat
	Player int
	Name   string
}

// String is "N 8 Hal Hunt", or "N 8" for a player without a name.
func (p Seated) String() string {
	return strings.TrimSpace(fmt.Sprintf("%s %d %s", p.Seat, p.Player, p.Name))
}

// SidePlayers are the two players a side of an individual's line stands
// for (North and South, or East and West), as the schedule seats them at
// that table in that round; ok is false when the session is no individual
// or pair names no side of it.
func (s *OpenSession) SidePlayers(pair string) (players [2]Seated, ok bool) {
	if !s.IsIndividual() {
		return players, false
	}
	mv := s.Movement()
	if mv == nil {
		return players, false
	}
	var side movements.PairID
	for _, p := range mv.Pairs {
		if p.Key() == pair {
			side, ok = p, true
		}
	}
	if !ok {
		return players, false
	}
	f, ok := movements.Sides(mv)[side]
	if !ok {
		return players, false
	}
	seats := movements.SideSeats(side)
	names := s.sideNames(pair)
	for i, seat := range seats {
		n := f.At(seat)
		players[i] = Seated{Seat: seat, Player: n}
		if i < len(names) && names[i] != unnamedPlayer(n) {
			players[i].Name = names[i]
		}
	}
	return players, true
}

// sideNames are the names a side's pair carries: its two players'.
func (s *OpenSession) sideNames(pair string) []string {
	for _, p := range s.state().session.Pairs {
		if p.ID == pair {
			return p.Names
		}
	}
	return nil
}

// SideWords names a side of a line as a director knows it: a pair by its
// number and direction ("3NS"); in an individual, the two players the
// schedule seats there ("N 8 Hal Hunt, S 6 Fay Ford").
func (s *OpenSession) SideWords(pair string) string {
	players, ok := s.SidePlayers(pair)
	if !ok {
		return pair
	}
	return players[0].String() + ", " + players[1].String()
}

// IsIndividual tells whether the open session is an individual.
func (s *OpenSession) IsIndividual() bool {
	return s.state().meta.Kind.Of() == scoring.Individual
}

// IndividualStandings scores the open individual as it stands, each
// player credited with his side's points (IndividualScored).
//
// Codes: Invalid (not an individual, or one that cannot be scored).
func (s *OpenSession) IndividualStandings() (*IndividualResult, error) {
	return s.l.desk.IndividualScored(s.ID(), "")
}

// exportIndividual writes a stored individual as USEBIO's INDIVIDUAL
// event, each player with his place, percentage and the lines with their
// four players: the form the individual reader reads back.
func (d *Desk) exportIndividual(id int64, format ExportFormat) ([]byte, error) {
	if format != USEBIO {
		return nil, fault.Errorf(fault.Invalid, "session %d is an individual: it is exported as USEBIO (--format usebio), whose individual form the national body and the other programs read", id)
	}
	res, err := d.IndividualScored(id, "")
	if err != nil {
		return nil, err
	}
	if res.Awards != nil {
		a := &interchange.USEBIOAwards{}
		writtenOn(a, res.Scale)
		for i, p := range res.Standings.Players {
			if res.Awards[i] > 0 {
				a.Points[interchange.AwardPair{ID: p.ID}] = res.Scale.Format(res.Awards[i])
			}
		}
		res.File.Awards = a
	}
	m, err := d.db.Meta(id)
	if err != nil {
		return nil, err
	}
	who, err := clubIdentity(d.db)
	if err != nil {
		return nil, err
	}
	f := res.File
	f.Club, f.ClubNumber, f.Name = who.club(f.Club), who.Number, eventDescription(m)
	var out bytes.Buffer
	if err := interchange.WriteIndividualUSEBIO(&out, res.File, res.Standings); err != nil {
		return nil, fault.Errorf(fault.Invalid, "session %d: %w", id, err)
	}
	return out.Bytes(), nil
}
