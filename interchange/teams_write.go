package interchange

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strconv"

	"bridgescore/scoring"
)

// WriteTeamsUSEBIO writes a teams session as USEBIO in the form EBUScore
// Teams and TeamsScorer write it (EVENT_TYPE TEAMS): the teams with their
// totals, places and pairs, and each match once, with its score, each
// board's IMPs (or points) for its first team and both rooms' traveller
// lines, and each team's master points when tf.Awards holds them (by
// AwardPair{ID: the team's id}). A team's pairs are numbered as those programs number them:
// 3-1-2 the pair that sat North-South, 3-3-4 the one that sat East-West
// (or as the file read gave them). ReadTeamsFile reads it back to the
// same session and standings.
func WriteTeamsUSEBIO(w io.Writer, tf *TeamsFile, st *scoring.TeamStandings) error {
	bw := bufio.NewWriter(w)
	x := &xmlWriter{w: bw}
	x.raw(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	x.raw(`<USEBIO Version="1.2">` + "\n")
	if tf.Club != "" || tf.ClubNumber != "" {
		x.writeClub(tf.Club, tf.ClubNumber)
	}
	x.raw("<EVENT EVENT_TYPE=\"TEAMS\">\n")
	x.depth++
	board, match := usebioTeamMethods(st)
	x.elem("BOARD_SCORING_METHOD", board)
	x.elem("MATCH_SCORING_METHOD", match)
	x.elem("PROGRAM_NAME", "bridgescore")
	x.elem("EVENT_DESCRIPTION", tf.Name)
	if tf.Date != "" {
		x.elem("DATE", tf.Date)
	}
	if tf.BoardsPerMatch > 0 {
		x.elem("BOARDS_PER_ROUND", strconv.Itoa(tf.BoardsPerMatch))
	}
	x.raw(x.indent() + "<SESSION SESSION_ID=\"1\">\n")
	x.depth++
	writeTeams(x, tf, st)
	if err := writeMatches(x, tf, st); err != nil {
		return err
	}
	x.close("SESSION")
	x.close("EVENT")
	x.raw("</USEBIO>\n")
	if x.err != nil {
		return x.err
	}
	return bw.Flush()
}

// usebioTeamMethods names the board and match scoring as USEBIO does.
func usebioTeamMethods(st *scoring.TeamStandings) (board, match string) {
	switch st.Method {
	case scoring.TeamIMPs:
		return "IMPS", "IMPS"
	case scoring.BoardAMatch:
		return "BAM", "BAM"
	case scoring.PointABoard:
		return "PAB", "PAB"
	case scoring.TeamAggregate:
		return "AGGREGATE", "AGGREGATE"
	}
	return "IMPS", "VPS"
}

// teamPairNumber is a team's pair as the teams programs number it: the
// team, then the seats of its players in the team's list.
func teamPairNumber(team, dir string) string {
	if dir == "EW" {
		return team + "-3-4"
	}
	return team + "-1-2"
}

// writeTeams writes the PARTICIPANTS: each team with its total, place,
// matches won or drawn and master points, and its players as two pairs.
func writeTeams(x *xmlWriter, tf *TeamsFile, st *scoring.TeamStandings) {
	x.awards = tf.Awards
	x.open("PARTICIPANTS")
	for _, t := range st.Teams {
		x.raw(fmt.Sprintf("%s<TEAM TEAM_ID=\"%s\" TEAM_NAME=\"%s\">\n", x.indent(), attrText(t.ID), attrText(t.Name)))
		x.depth++
		x.elem("TOTAL_SCORE", ratText(t.Total))
		x.elem("WINS_OR_DRAWS", strconv.Itoa(t.Won+t.Drawn))
		x.elem("PLACE", t.Rank)
		x.writePairAwards(AwardPair{ID: t.ID})
		for i, dir := range []string{"NS", "EW"} {
			x.open("PAIR")
			x.elem("PAIR_NUMBER", teamPairNumber(t.ID, dir))
			for _, p := range t.Players[min(2*i, len(t.Players)):min(2*i+2, len(t.Players))] {
				x.open("PLAYER")
				x.elem("PLAYER_NAME", p)
				x.close("PLAYER")
			}
			x.close("PAIR")
		}
		x.close("TEAM")
	}
	x.close("PARTICIPANTS")
}

// attrText is an attribute's text escaped for double quotes.
func attrText(s string) string {
	var b bytes.Buffer
	xml.EscapeText(&b, []byte(s)) // writing to a buffer cannot fail
	return b.String()
}

// writeMatches writes each match with its boards and both rooms' lines.
func writeMatches(x *xmlWriter, tf *TeamsFile, st *scoring.TeamStandings) error {
	seated := map[string][2]string{} // a line's key → its pairs as the file gave them
	for i, l := range tf.Session.Lines {
		if i < len(tf.Session.Seated) && tf.Session.Seated[i][0] != "" {
			seated[LineKey(l.Board, l.NS, l.EW)] = tf.Session.Seated[i]
		}
	}
	for _, m := range st.Matches {
		x.open("MATCH")
		x.elem("ROUND_NUMBER", strconv.Itoa(m.Round))
		x.elem("TEAM", m.Home)
		x.elem("OPPOSING_TEAM", m.Away)
		if bs := m.Boards; len(bs) > 0 && bs[len(bs)-1]-bs[0] == len(bs)-1 && slices.IsSorted(bs) {
			x.elem("START_BOARD_NUMBER", strconv.Itoa(bs[0]))
			x.elem("END_BOARD_NUMBER", strconv.Itoa(bs[len(bs)-1]))
		}
		if m.Score[0] != nil && m.Score[1] != nil {
			x.elem("TEAM_SCORE", ratText(m.Score[0]))
			x.elem("OPPOSING_TEAM_SCORE", ratText(m.Score[1]))
		}
		for _, b := range m.Scorecard {
			if err := writeMatchBoard(x, m, b, seated); err != nil {
				return err
			}
		}
		x.close("MATCH")
	}
	return nil
}

// writeMatchBoard writes one board of a match: the first team's IMPs or
// both teams' points once both rooms are in, and each room's line.
func writeMatchBoard(x *xmlWriter, m scoring.MatchResult, b scoring.MatchBoard, seated map[string][2]string) error {
	x.open("BOARD")
	x.elem("BOARD_NUMBER", strconv.Itoa(b.Board))
	switch {
	case b.HomeIMPs != nil:
		x.elem("IMPS", ratText(b.HomeIMPs))
	case b.HomePoints != nil:
		x.elem("TEAM_POINTS", ratText(b.HomePoints))
		x.elem("OPPOSING_TEAM_POINTS", ratText(b.AwayPoints))
	}
	for i, l := range []*scoring.Line{b.Open, b.Closed} {
		if l == nil {
			continue
		}
		x.open("TRAVELLER_LINE")
		x.elem("DIRECTION", [2]string{"NS", "EW"}[i]) // the way the match's first team sat
		pairs, ok := seated[LineKey(l.Board, l.NS, l.EW)]
		if !ok {
			pairs = [2]string{teamPairNumber(l.NS, "NS"), teamPairNumber(l.EW, "EW")}
		}
		x.elem("NS_PAIR_NUMBER", pairs[0])
		x.elem("EW_PAIR_NUMBER", pairs[1])
		if err := writeLineResult(x, *l, fmt.Sprintf("%s v %s", m.Home, m.Away)); err != nil {
			return err
		}
		x.close("TRAVELLER_LINE")
	}
	x.close("BOARD")
	return nil
}
