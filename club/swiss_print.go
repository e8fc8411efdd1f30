package club

import (
	"bytes"
	"cmp"
	"strings"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/outfile"
	"bridgescore/reports"
)

// DrawSheet is a round of the open Swiss (pairs or teams) as its draw
// sheet prints it: each table (a Swiss teams' match, with its two rooms),
// the competitors with their players (a pair's) or names (a team's), the
// bye, and how the round was drawn. Round 0 is the round last drawn.
//
// Codes: Invalid (not a Swiss, a round not drawn).
func (s *OpenSession) DrawSheet(round int) (reports.DrawSheet, error) {
	mv := s.Movement()
	if movements.SwissPlanOf(mv) == nil {
		return reports.DrawSheet{}, fault.New(fault.Invalid, "the session is not a Swiss (pairs or teams)")
	}
	if round == 0 {
		round = mv.Rounds
	}
	d, ok := s.SwissDraw(round)
	if !ok {
		return reports.DrawSheet{}, fault.Errorf(fault.Invalid, "round %d is not drawn: %d of %d rounds are", round, mv.Rounds, mv.Swiss.Rounds)
	}
	st := s.state()
	return reports.DrawSheet{Title: cmp.Or(st.meta.EventTitle, st.meta.Name), Draw: d, One: swissOne(mv), Names: swissNames(s)}, nil
}

// swissNames are the open Swiss's competitors' names by the draw's ids:
// a pair's players, a team's name.
func swissNames(s *OpenSession) map[string]string {
	ss, mv := s.state().session, s.Movement()
	names := map[string]string{}
	if movements.IsSwissTeams(mv) {
		for _, t := range teamsSessionOf(ss, mv, movements.TeamMovementOf(mv)).Teams {
			if len(t.Players) > 0 { // not "Team 3" under its number
				names[t.ID] = t.Name
			}
		}
		return names
	}
	for _, p := range ss.Pairs {
		names[p.ID] = strings.Join(p.Names, " & ")
	}
	return names
}

// PrintDraw writes a round's draw sheet (DrawSheet) to a file: a web
// page (html), or a PDF on the given paper; never over the club database
// (CheckPrint).
//
// Codes: as DrawSheet and CheckPrint.
func (s *OpenSession) PrintDraw(round int, path string, html bool, paper reports.Paper) error {
	sheet, err := s.DrawSheet(round)
	if err != nil {
		return err
	}
	protect := outfile.Protect{Database: s.db().Path()}
	if err := outfile.Check(path, protect); err != nil {
		return err
	}
	var buf bytes.Buffer
	if html {
		err = reports.WriteDrawHTML(&buf, sheet)
	} else {
		err = reports.WriteDrawPDF(&buf, sheet, paper)
	}
	if err != nil {
		return fault.As(fault.Invalid, err)
	}
	return outfile.Write(path, buf.Bytes(), protect)
}
