package interchange

import (
	"fmt"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// USEBIO event types, which also choose the default scoring method.
const (
	MatchpointPairs = "MP_PAIRS"
	CrossIMPPairs   = "CROSS_IMP"
	ButlerPairs     = "BUTLER_PAIRS"
)

// Winner types as USEBIO writes them: one field, or NS and EW ranked
// separately (a two-winner Mitchell).
const (
	OneWinner = 1
	TwoWinner = 2
)

// ResultsFile is one results file: a single pairs session with its pairs,
// traveller lines and known hands.
type ResultsFile struct {
	Club string
	// ClubNumber is the club's number with its national body (USEBIO's
	// CLUB_ID_NUMBER in CLUB); "" when not known.
	ClubNumber  string
	Name        string // the name the file gives the session (USEBIO: EVENT_DESCRIPTION)
	Date        string // as written in the file (USEBIO uses dd/mm/yyyy)
	Type        string // MP_PAIRS, CROSS_IMP or BUTLER_PAIRS (any type, with ReadFileAs); "" when the file does not say
	WinnerType  int    // OneWinner, TwoWinner, or 0 when the file does not say
	ProgramName string

	// Session holds the pairs (ids exactly as in the file) and the lines.
	// Its Method follows Type; its Rules are left to the caller (WBF when
	// empty).
	Session scoring.Session

	// Deals are the hands known for the boards, in board order.
	Deals []scoring.Deal

	// Warnings are problems that did not stop the file being read, such
	// as a PBN dealer that disagrees with Law 2.
	Warnings []string

	// Numbers are the players' national numbers the file gives, by
	// player's name as written (USEBIO's NATIONAL_ID_NUMBER, or
	// ACBL_NUMBER); nil when it gives none. Writing USEBIO, a player with
	// a number here has it written.
	Numbers map[string]string

	// Holdings are the players' masterpoint holdings the file gives, by
	// player's name as written, as written ("1148.65"): USEBIO 1.3's
	// PLAYER MASTERPOINTS, which ACBLscore writes. Nil when it gives none.
	Holdings map[string]string

	// Awards are the master points written with the session to USEBIO
	// (and the version written); nil for none.
	Awards *USEBIOAwards

	// Section names the section this ResultsFile is, in a file of several.
	Section string
	// Sections are all the sections of a file holding more than one, each
	// an Event with its own pairs and lines, scored as a field of its own;
	// the ResultsFile itself is then the first of them. Nil for one section.
	Sections []*ResultsFile
}

// handSeats are the seats in the order a deal's Hands holds them.
var handSeats = [4]scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West}

// MethodFor gives the default scoring method of a USEBIO event type.
func MethodFor(eventType string) (scoring.Method, bool) {
	switch strings.ToUpper(strings.TrimSpace(eventType)) {
	// PAIRS is USEBIO 1.0's matchpoint pairs (a file that says otherwise
	// in BOARD_SCORING_METHOD is read so by ReadUSEBIO).
	case MatchpointPairs, "", "PAIRS", "MATCHPOINT_PAIRS", "MATCH_POINT_PAIRS", "MATCHPOINTS", "MP":
		return scoring.Matchpoints, true
	case CrossIMPPairs, "CROSS_IMPS", "XIMP_PAIRS", "IMP_PAIRS", "CROSS_IMP_PAIRS":
		return scoring.CrossIMPs, true
	case ButlerPairs, "BUTLER", "BUTLER_IMPS", "BUTLER_IMP_PAIRS":
		return scoring.Butler, true
	}
	return "", false
}

// EventTypeFor is the USEBIO event type of a scoring method.
func EventTypeFor(m scoring.Method) string {
	switch m {
	case scoring.CrossIMPs:
		return CrossIMPPairs
	case scoring.Butler:
		return ButlerPairs
	}
	return MatchpointPairs
}

// ParseError is a problem with the input, located as precisely as the
// format allows.
type ParseError struct {
	File    string // the file name, when known
	Line    int    // 1-based line number; 0 when unknown
	Element string // the XML element or CSV column / PBN tag concerned
	Msg     string // what was wrong and what was expected
}

func (e *ParseError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(": ")
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Element != "" {
		b.WriteString(boundText(e.Element))
		b.WriteString(": ")
	}
	b.WriteString(boundText(e.Msg))
	return b.String()
}

// Errors is every bad traveller line of a file, each a *ParseError, in
// file order. errors.As finds the first.
type Errors []*ParseError

func (e Errors) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d bad traveller lines", len(e))
	if len(e) == maxReported {
		b.WriteString(" (the first ")
		b.WriteString(strconv.Itoa(maxReported))
		b.WriteString(" shown)")
	}
	b.WriteString(":")
	for _, pe := range e {
		b.WriteString("\n  ")
		b.WriteString(pe.Error())
	}
	return b.String()
}

// Unwrap gives the individual errors.
func (e Errors) Unwrap() []error {
	out := make([]error, len(e))
	for i, pe := range e {
		out[i] = pe
	}
	return out
}

func seatIndex(s scoring.Seat) int {
	for i, x := range handSeats {
		if x == s {
			return i
		}
	}
	return -1
}

// parseSeat accepts N/E/S/W and the full compass names.
func parseSeat(s string) (scoring.Seat, bool) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "N", "NORTH":
		return scoring.North, true
	case "E", "EAST":
		return scoring.East, true
	case "S", "SOUTH":
		return scoring.South, true
	case "W", "WEST":
		return scoring.West, true
	}
	return 0, false
}
