package scoring

import "math/big"

// Team is a competing team of a teams session.
type Team struct {
	// Section is the team's section, "" in a session of one section.
	Section string
	// ID is the team's number as the file or the director gives it.
	ID      string
	Name    string
	Players []string
}

// TeamRef names one team of a session.
type TeamRef struct {
	Section string // "" in a session of one section
	ID      string
}

// Ref names the team without its name and players.
func (t Team) Ref() TeamRef { return TeamRef{Section: t.Section, ID: t.ID} }

// String writes the team as a director does: "3", or "A3" in a session of
// several sections.
func (r TeamRef) String() string { return PairRef{Section: r.Section, ID: r.ID}.String() }

// TeamMethod is how a teams session turns boards into a ranking.
type TeamMethod string

// Teams scoring methods.
const (
	// TeamVPs converts each match's IMP margin into victory points on the
	// session's scale, and ranks by victory points.
	TeamVPs TeamMethod = "vp"
	// TeamIMPs adds the IMPs of every match (a knockout, a league or a
	// multiple-teams evening scored by IMPs).
	TeamIMPs TeamMethod = "imps"
	// BoardAMatch scores each board won, tied or lost whatever the margin:
	// the winner of a board has the unit, a tie shares it.
	BoardAMatch TeamMethod = "bam"
	// PointABoard is board-a-match as British clubs score it: by default
	// two points for a board won and one for a tie.
	PointABoard TeamMethod = "pab"
	// TeamAggregate adds the net total points of every board (Law 78C).
	TeamAggregate TeamMethod = "aggregate"
)

// TeamOptions tune a teams method. The zero value means the defaults.
type TeamOptions struct {
	// Scale is the VP scale of TeamVPs; WBF2013 when "".
	Scale VPScale
	// Equivalent is the match length the scale is read for, when not the
	// boards the match has: 24 for a teams-of-eight match of 12 boards
	// (EBU White Book 3.1.4), a length a discrete table covers.
	Equivalent int
	// BoardWin is what a board won is worth in BoardAMatch and
	// PointABoard (a tie is half of it): 1 for board-a-match and 2 for
	// point-a-board when zero.
	BoardWin int
	// AveragePlusIMPs is what Average-plus is worth in IMPs (Law 86A: 3,
	// unless the regulating authority says otherwise); 3 when nil.
	AveragePlusIMPs *big.Rat
	// Knockout applies Law 86B: where an adjusted score does not balance
	// (each side's IMPs on the board worked out apart differ), both sides
	// are given the average of the two. Otherwise each side keeps its own.
	Knockout bool
	// ByeScore is what a team is given for a round without opponents; the
	// scale's 60% (12 VPs of 20, 18 of 30) in TeamVPs and 0 otherwise when
	// nil.
	ByeScore *big.Rat
}

// Match is two teams playing the same boards, one pair of each team
// sitting North-South in each room: the open room is where the home team
// sits North-South, the closed room where the away team does.
type Match struct {
	Section    string
	Round      int
	Home, Away string
	// Boards are the boards the match is played on; nil when the lines
	// tell.
	Boards []int
	// Entered is the match's IMPs (or board points, or total points) as
	// the captains agreed them, home then away, for a match scored without
	// its boards (a league's results, a file that records only the match);
	// nil when the boards tell. A match with both is refused.
	Entered *[2]*big.Rat
}

// Bye is a round a team has no opponents (an odd number of teams in a
// Swiss).
type Bye struct {
	Section string
	Round   int
	Team    string
	// Score is what the team is given for it; TeamOptions.ByeScore when
	// nil.
	Score *big.Rat
}

// TeamAdjustment is an amount added to a team's total by the director (a
// procedural penalty of one VP is −1), with the reason.
type TeamAdjustment struct {
	Section string
	Team    string
	Round   int // 0 when for the session
	Points  *big.Rat
	Reason  string
}

// TeamsSession is everything needed to score a teams session. Its lines
// are ordinary traveller lines whose NS and EW are the ids of the teams
// seated that way: which room a line was played in follows from which
// team sat North-South.
type TeamsSession struct {
	Method  TeamMethod
	Options TeamOptions
	// Teams lists the teams; nil when the lines tell.
	Teams []Team
	// Matches lists the matches; nil when the lines tell (the two teams
	// of a line meet in a match, one match a round or, when the two rooms
	// of a match play in different rounds as in an American whist, over
	// the rounds their boards join).
	Matches     []Match
	Byes        []Bye
	Adjustments []TeamAdjustment
	Lines       []Line
	// Seated names, for each line, the pairs of the two teams that sat
	// North-South and East-West, as the file or the director gives them
	// ("3-1-2"); nil when not known, a team's pair being then the team and
	// the direction it sat. Only the pairs' own scores (TeamsButler) read
	// it: the teams' are the same whichever pair sat where.
	Seated [][2]string
}

// MatchBoard is one board of a match, scored when both rooms are in.
type MatchBoard struct {
	Board int
	// Open and Closed are the two rooms' lines; nil until entered.
	Open, Closed *Line
	// Scored is false while a room is missing, or when a room's line is
	// not played (the board does not count for the match).
	Scored bool
	// Net is the home team's net score, the open room's NS score less
	// the closed room's, when both rooms have a played result.
	Net *int
	// HomeIMPs and AwayIMPs are each team's IMPs on the board (TeamVPs
	// and TeamIMPs). They are each other's negative unless an adjusted
	// score does not balance.
	HomeIMPs, AwayIMPs *big.Rat
	// HomePoints and AwayPoints are each team's board points
	// (BoardAMatch, PointABoard) or net total points (TeamAggregate).
	HomePoints, AwayPoints *big.Rat
	// Note says what decided an unusual board: an artificial adjusted
	// score, a board fouled between the rooms, a knockout average.
	Note string
}

// MatchResult is a scored match.
type MatchResult struct {
	Match
	// Scorecard holds the match's boards, in order, each room's result and
	// what each team made of it.
	Scorecard []MatchBoard
	// Complete is true when every board of the match is scored or does
	// not count; a match still being played is scored on the boards in.
	Complete bool
	// IMPs are the IMPs each team won, home then away (TeamVPs and
	// TeamIMPs): the margin is their difference when every board
	// balances.
	IMPs [2]*big.Rat
	// Margin is each team's IMP margin as it reads it for its VPs: equal
	// and opposite unless an adjusted score does not balance.
	Margin [2]*big.Rat
	// Score is what each team takes from the match into the ranking:
	// VPs, IMPs, board points or total points.
	Score [2]*big.Rat
	// ScaleBoards is the match length the VP scale was read for.
	ScaleBoards int
}

// TeamResult is a team's place in the ranking.
type TeamResult struct {
	Team
	Matches int      // matches with at least one board scored
	Won     int      // matches won on their scores (VPs, IMPs or points)
	Drawn   int      // matches drawn on their scores
	Boards  int      // boards scored
	Total   *big.Rat // VPs, IMPs, board points or total points
	// IMPs is the team's net IMPs over every board (VP and IMP methods);
	// it splits ties.
	IMPs *big.Rat
	// Rank is the place, shared by tied teams ("1", "3=").
	Rank string
}

// TeamStandings is a scored teams session.
type TeamStandings struct {
	Method  TeamMethod
	Scale   VPScale // the scale of TeamVPs, "" otherwise
	Matches []MatchResult
	// Teams holds the ranking, best first; tied teams share a place and
	// are listed in the order their tie splits.
	Teams []TeamResult
	// Ties explains, for each group of teams sharing a place, how the tie
	// splits when a trophy or a qualifying place needs it.
	Ties []TieSplit
}

// TieSplit is how a group of teams sharing a place would be separated:
// the teams in their split order and, for each step down the list, the
// words that decided it ("" where the tie could not be split).
type TieSplit struct {
	Rank    string
	Teams   []string
	Reasons []string
}
