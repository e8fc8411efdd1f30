package club

import (
	"fmt"
	"math/big"
	"strings"

	"bridgescore/awards"
	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// TeamsFileOptions are a director's choices in scoring a teams results
// file; each zero value means what the file says, or the default.
type TeamsFileOptions struct {
	Method scoring.TeamMethod
	Scale  scoring.VPScale
	// Boards is the length of a match when the file does not say.
	Boards int
	// Equivalent is the match length the VP scale is read for.
	Equivalent int
	// Award is the scale the teams' master points are worked out on; its
	// zero value awards none.
	Award awards.Scale
}

// TeamsResult is a teams results file scored: the file as read, the
// standings, and what was decided in scoring it, for the director.
type TeamsResult struct {
	File      *interchange.TeamsFile
	Standings *scoring.TeamStandings
	Notes     []string
	// Awards are the teams' master points on TeamsFileOptions.Award, or
	// on the scale a stored teams session awards; nil for none.
	Awards *RankingAwards
	// Swiss is where a Swiss teams kept as a session stands (its rounds
	// drawn, byes, what comes next); nil for any other.
	Swiss *SwissProgress
}

// maxMatchLength is the longest match a file's own VPs are tried against
// when the file does not say how long its matches were.
const maxMatchLength = 64

// ScoreTeamsFile reads and scores a teams results file (USEBIO teams,
// Ruter's PBN teams tables, the teams CSV) without touching a database.
// A file that records matches by their IMPs and VPs but not their boards
// (Ruter) is scored on the match length given, else on the one length
// whose VPs agree with every match's VPs the file records, said in the
// notes. Refusals are coded Invalid.
func ScoreTeamsFile(path string, o TeamsFileOptions) (*TeamsResult, error) {
	tf, err := interchange.ReadTeamsFile(path)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	return ScoreTeamsRead(tf, o)
}

// ScoreTeamsRead scores a teams file already read.
func ScoreTeamsRead(tf *interchange.TeamsFile, o TeamsFileOptions) (*TeamsResult, error) {
	res := &TeamsResult{File: tf}
	s := tf.Session
	if o.Method != "" {
		s.Method = o.Method
	}
	if o.Scale != "" {
		s.Options.Scale = o.Scale
	}
	if o.Equivalent != 0 {
		s.Options.Equivalent = o.Equivalent
	}
	boards := o.Boards
	if boards == 0 {
		boards = tf.BoardsPerMatch
	}
	if needsLength(&s) && boards == 0 && s.Options.Equivalent == 0 {
		n, note, err := lengthFromFile(tf, &s)
		if err != nil {
			return nil, fault.As(fault.Invalid, err)
		}
		boards = n
		res.Notes = append(res.Notes, note)
	}
	s.Matches = withLength(s.Matches, boards)
	st, err := scoring.ScoreTeams(&s)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	res.Standings = st
	res.Notes = append(res.Notes, disagreements(tf, st)...)
	if o.Award.Body() != 0 {
		res.Awards = teamAwards(o.Award, st)
		res.Notes = append(res.Notes, awardDisagreements(tf, res.Awards, st)...)
	}
	return res, nil
}

// needsLength tells whether some match is entered by its IMPs with no
// boards listed, so that its VPs need the match length.
func needsLength(s *scoring.TeamsSession) bool {
	if s.Method != scoring.TeamVPs && s.Method != "" {
		return false
	}
	for _, m := range s.Matches {
		if m.Entered != nil && len(m.Boards) == 0 {
			return true
		}
	}
	return false
}

// withLength gives each match entered by its IMPs without boards the
// boards 1 to n; the others are as they are. The matches are copied.
func withLength(ms []scoring.Match, n int) []scoring.Match {
	if ms == nil {
		return nil // the lines tell the matches
	}
	out := make([]scoring.Match, len(ms))
	copy(out, ms)
	for i := range out {
		if out[i].Entered == nil || len(out[i].Boards) > 0 || n == 0 {
			continue
		}
		for b := 1; b <= n; b++ {
			out[i].Boards = append(out[i].Boards, b)
		}
	}
	return out
}

// lengthFromFile finds the one match length whose VPs on the session's
// scale agree with every match's VPs the file records.
func lengthFromFile(tf *interchange.TeamsFile, s *scoring.TeamsSession) (int, string, error) {
	scale := s.Options.Scale
	if scale == "" {
		scale = scoring.WBF2013
	}
	var fits []int
	for n := 1; n <= maxMatchLength; n++ {
		if recordedVPsFit(tf, scale, n) {
			fits = append(fits, n)
		}
	}
	switch len(fits) {
	case 1:
		return fits[0], fmt.Sprintf("the file does not say how many boards a match had: scored as %d-board matches, the one length whose %s VPs agree with every match's VPs the file records", fits[0], scale), nil
	case 0:
		return 0, "", fmt.Errorf("the file does not say how many boards a match had, and no length from 1 to %d gives its VPs on the %s scale: give the match length (--boards N) or the scale", maxMatchLength, scale)
	}
	return 0, "", fmt.Errorf("the file does not say how many boards a match had, and its VPs fit matches of %s boards alike: give the match length (--boards N)", joinInts(fits))
}

// recordedVPsFit tells whether every recorded match's VPs are those of
// its IMPs on the scale for n boards.
func recordedVPsFit(tf *interchange.TeamsFile, scale scoring.VPScale, n int) bool {
	any := false
	for _, m := range tf.Recorded.Matches {
		if m.IMPs[0] == nil || m.Score[0] == nil || m.Score[1] == nil {
			continue
		}
		a, b, err := scoring.VictoryPoints(scale, new(big.Rat).Sub(m.IMPs[0], m.IMPs[1]), n, 0)
		if err != nil || a.Cmp(m.Score[0]) != 0 || b.Cmp(m.Score[1]) != 0 {
			return false
		}
		any = true
	}
	return any
}

func joinInts(xs []int) string {
	var s []string
	for _, x := range xs {
		s = append(s, fmt.Sprint(x))
	}
	return strings.Join(s, ", ")
}

// disagreements notes where the file's own match scores differ from
// bridgescore's: a discrete scale the file used, or a mistake in it.
func disagreements(tf *interchange.TeamsFile, st *scoring.TeamStandings) []string {
	type key struct {
		round      int
		home, away string
	}
	ours := map[key]scoring.MatchResult{}
	for _, m := range st.Matches {
		ours[key{m.Round, m.Home, m.Away}] = m
	}
	differ := 0
	first := ""
	for _, rm := range tf.Recorded.Matches {
		m, ok := ours[key{rm.Round, rm.Home, rm.Away}]
		if !ok || rm.Score[0] == nil || m.Score[0] == nil {
			continue
		}
		if rm.Score[0].Cmp(m.Score[0]) != 0 || rm.Score[1] == nil || rm.Score[1].Cmp(m.Score[1]) != 0 {
			differ++
			if first == "" {
				first = fmt.Sprintf("round %d, %s v %s: the file %s–%s, here %s–%s", rm.Round, rm.Home, rm.Away,
					ratText(rm.Score[0]), ratText(rm.Score[1]), ratText(m.Score[0]), ratText(m.Score[1]))
			}
		}
	}
	if differ == 0 {
		return nil
	}
	return []string{fmt.Sprintf("%d of the file's match scores differ from these (%s): the file may use a scale or method other than %s",
		differ, first, methodText(st))}
}

func ratText(r *big.Rat) string { return scoring.FormatRat(r, 2) }

func methodText(st *scoring.TeamStandings) string {
	if st.Method == scoring.TeamVPs {
		return string(st.Scale)
	}
	return string(st.Method)
}
