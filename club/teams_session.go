package club

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// NewTeams is a teams session as the director sets it up: the teams
// movement, how the matches are scored, and each team's players.
type NewTeams struct {
	Name     string
	Date     time.Time
	Movement *movements.TeamMovement
	// Method is how the matches rank the teams; TeamVPs when "".
	Method  scoring.TeamMethod
	Options scoring.TeamOptions
	// Players are each team's players by its number: the first two its
	// North-South pair, the next two its East-West pair.
	Players map[int][]string
	// Event is the event the session is a session of; "" for its own.
	Event string
	// Awards is what the session awards: a master-point scale only (a
	// teams night has neither strata nor handicaps).
	Awards Awards
}

// teamMethods are the methods a teams session is scored by.
var teamMethods = []scoring.TeamMethod{scoring.TeamVPs, scoring.TeamIMPs, scoring.BoardAMatch, scoring.PointABoard, scoring.TeamAggregate}

// ParseTeamMethod reads a teams method as a director names it (vp, imps,
// bam, pab, aggregate); "" is VPs.
//
// Codes: Invalid.
func ParseTeamMethod(s string) (scoring.TeamMethod, error) {
	if s == "" {
		return scoring.TeamVPs, nil
	}
	for _, m := range teamMethods {
		if string(m) == s {
			return m, nil
		}
	}
	var names []string
	for _, m := range teamMethods {
		names = append(names, string(m))
	}
	return "", fault.Errorf(fault.Invalid, "teams method %q: expected %s", s, strings.Join(names, ", "))
}

// CreateTeams stores a new teams session: its movement kept as each
// team's North-South and East-West pairs (movements.Teams), so that the
// tables, the travellers, the phones and the history are those of any
// session, and its results scored room against room (TeamsScored).
//
// Codes: Invalid (no movement, a method or scale unknown, a name too
// long, strata or handicaps among the awards), as Create otherwise.
func (d *Desk) CreateTeams(nt NewTeams) (int64, error) {
	if nt.Movement == nil {
		return 0, fault.New(fault.Invalid, "no teams movement chosen")
	}
	method, err := ParseTeamMethod(string(nt.Method))
	if err != nil {
		return 0, err
	}
	if err := checkTeamOptions(method, nt.Options); err != nil {
		return 0, err
	}
	if err := checkScaleHolds(method, nt.Options, nt.Movement); err != nil {
		return 0, err
	}
	mv, err := nt.Movement.Movement()
	if err != nil {
		return 0, fault.As(fault.Invalid, err)
	}
	names, err := teamPairNames(nt.Players)
	if err != nil {
		return 0, err
	}
	ns := NewSession{Name: nt.Name, Date: nt.Date, Movement: mv, Method: scoring.Method(method), Rules: scoring.WBF,
		Names: names, Event: nt.Event, Awards: nt.Awards, teams: &nt.Options}
	return d.Create(ns)
}

// teamPairNames are each team's players as its two pairs keep them: the
// first two its North-South pair, the next two its East-West pair.
func teamPairNames(players map[int][]string) (map[movements.PairID][]string, error) {
	names := map[movements.PairID][]string{}
	for team, players := range players {
		if len(players) > 4 {
			return nil, fault.Errorf(fault.Invalid, "team %d has %d players: give its North-South pair and its East-West pair (four)", team, len(players))
		}
		ns, ew := players, []string(nil)
		if len(players) > 2 {
			ns, ew = players[:2], players[2:]
		}
		names[movements.TeamPair(team, movements.NS)] = named(ns)
		names[movements.TeamPair(team, movements.EW)] = named(ew)
	}
	return names, nil
}

// named are the players named, a seat left blank left out.
func named(players []string) []string {
	var out []string
	for _, p := range players {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// checkTeamOptions refuses a scale or length a teams method cannot use.
func checkTeamOptions(method scoring.TeamMethod, o scoring.TeamOptions) error {
	if o.Scale != "" {
		if method != scoring.TeamVPs {
			return fault.Errorf(fault.Invalid, "a VP scale is for matches scored in VPs, not %s", method)
		}
		known := false
		for _, sc := range scoring.VPScales() {
			known = known || sc == o.Scale
		}
		if !known {
			return fault.Errorf(fault.Invalid, "VP scale %q: expected wbf2013, ebu20, acbl30 or acbl20", o.Scale)
		}
	}
	if o.Equivalent < 0 || o.BoardWin < 0 {
		return fault.New(fault.Invalid, "a match length and a board's worth are numbers from 1")
	}
	return nil
}

// checkScaleHolds refuses a VP scale that has no table for the
// movement's matches (a discrete scale published for other lengths), so
// that a session is never set up that could not be scored.
func checkScaleHolds(method scoring.TeamMethod, o scoring.TeamOptions, tm *movements.TeamMovement) error {
	var lengths []int
	for _, m := range tm.Matches {
		lengths = append(lengths, len(m.Boards))
	}
	return checkScaleLengths(method, o, lengths)
}

// checkScaleLengths refuses a VP scale with no table for matches of one
// of the lengths.
func checkScaleLengths(method scoring.TeamMethod, o scoring.TeamOptions, lengths []int) error {
	if method != scoring.TeamVPs || o.Scale == "" {
		return nil
	}
	seen := map[int]bool{}
	for _, n := range lengths {
		if seen[n] {
			continue
		}
		seen[n] = true
		if _, err := scoring.VPTable(o.Scale, n, o.Equivalent); err != nil {
			return fault.Errorf(fault.Invalid, "matches of %d boards: %v", n, err)
		}
	}
	return nil
}

// pairsOnly refuses a teams session where only a pairs session's
// results can be given (a pairs ranking, a pairs results file), naming
// what gives a teams night's.
func pairsOnly(m *store.Meta) error {
	if m.Kind.Of() == scoring.Teams {
		return fault.Errorf(fault.Invalid, "session %d is a teams night: its results are the teams' (bridgescore standings, report --session, the window's standings), not a pairs session's", m.ID)
	}
	return nil
}

// IsTeams tells whether a stored session is a teams session (its Kind).
//
// Codes: NotFound.
func (d *Desk) IsTeams(id int64) (bool, error) {
	m, err := d.db.Meta(id)
	if err != nil {
		return false, err
	}
	return m.Kind.Of() == scoring.Teams, nil
}

// TeamsScored scores a stored teams session as it stands: each match on
// the boards whose two rooms are in, provisional until every result is.
// The result is that of a teams results file (ScoreTeamsFile), so that a
// door prints, reports and publishes both alike.
//
// Codes: NotFound (no such session), Invalid (not a teams session, or one
// that cannot be scored).
func (d *Desk) TeamsScored(id int64) (*TeamsResult, error) {
	rf, m, err := resultsFileOf(d.db, id)
	if err != nil {
		return nil, err
	}
	mv, err := m.StoredMovement()
	if err != nil {
		return nil, err
	}
	res, err := scoreTeamsSession(m, &rf.Session, mv)
	if err == nil {
		res.Swiss, err = swissTeamsProgress(m, &rf.Session, mv)
	}
	if err != nil {
		return nil, fault.Errorf(fault.Invalid, "session %d: %w", id, err)
	}
	res.File.Club, res.File.Date = m.Club, rf.Date
	return res, d.awardTeams(id, res)
}

// scoreTeamsSession scores a teams session's lines on its movement's
// matches, by its method and options.
func scoreTeamsSession(m *store.Meta, s *scoring.Session, mv *movements.Movement) (*TeamsResult, error) {
	ts, tm, err := teamsSessionFor(m, s, mv)
	if err != nil {
		return nil, err
	}
	st, err := scoring.ScoreTeams(&ts)
	if err != nil {
		return nil, err
	}
	tf := &interchange.TeamsFile{Name: m.Name, ProgramName: "bridgescore", Session: ts, BoardsPerMatch: len(firstMatchBoards(tm))}
	return &TeamsResult{File: tf, Standings: st}, nil
}

// teamsSessionFor is a stored teams session as the teams' scoring takes
// it, with its method and options, and its teams movement.
func teamsSessionFor(m *store.Meta, s *scoring.Session, mv *movements.Movement) (scoring.TeamsSession, *movements.TeamMovement, error) {
	tm := movements.TeamMovementOf(mv)
	if m.Kind.Of() != scoring.Teams {
		return scoring.TeamsSession{}, nil, errors.New("not a teams session")
	}
	if tm == nil {
		return scoring.TeamsSession{}, nil, errors.New("a teams session without its teams movement")
	}
	ts := teamsSessionOf(s, mv, tm)
	ts.Method = scoring.TeamMethod(m.Method)
	ts.Options = m.Teams
	return ts, tm, nil
}

// IsTeams tells whether the session is a teams session.
func (s *OpenSession) IsTeams() bool {
	return s.state().meta.Kind.Of() == scoring.Teams
}

// TeamsStandings scores the open teams session as it stands: each match
// on the boards whose two rooms are in, and the teams' master points when
// the session awards them.
//
// Codes: Invalid (not a teams session, or one that cannot be scored).
func (s *OpenSession) TeamsStandings() (*TeamsResult, error) {
	res, err := s.teamsScored()
	if err != nil {
		return nil, err
	}
	st := s.state()
	if res.Swiss, err = swissTeamsProgress(&st.meta, st.session, s.Movement()); err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	return res, s.l.desk.awardTeams(s.ID(), res)
}

// teamsScored scores the open teams session as it stands, without its
// awards.
func (s *OpenSession) teamsScored() (*TeamsResult, error) {
	st := s.state()
	res, err := scoreTeamsSession(&st.meta, st.session, s.layout().movement)
	return res, fault.As(fault.Invalid, err)
}

func firstMatchBoards(tm *movements.TeamMovement) []int {
	if len(tm.Matches) == 0 {
		return nil
	}
	return tm.Matches[0].Boards
}

// teamsSessionOf is a stored teams session's results as the teams'
// scoring takes them: the teams with their players, the matches of the
// movement, and each line between the two teams whose pairs sat.
func teamsSessionOf(s *scoring.Session, mv *movements.Movement, tm *movements.TeamMovement) scoring.TeamsSession {
	team := map[string]string{} // a pair's id as stored → its team's number
	players := map[string][]string{}
	for _, p := range mv.Pairs {
		id, _ := mv.ResultPair(p)
		team[id] = strconv.Itoa(p.Number)
	}
	for _, p := range s.Pairs {
		t := team[p.ID]
		players[t] = append(players[t], p.Names...)
	}
	var ts scoring.TeamsSession
	for n := 1; n <= tm.Teams; n++ {
		if n == tm.Phantom {
			continue
		}
		id := strconv.Itoa(n)
		ts.Teams = append(ts.Teams, scoring.Team{ID: id, Name: teamName(id, players[id]), Players: players[id]})
	}
	for _, m := range tm.Matches {
		ts.Matches = append(ts.Matches, scoring.Match{Round: max(m.Open.Round, m.Closed.Round),
			Home: strconv.Itoa(m.Home), Away: strconv.Itoa(m.Away), Boards: m.Boards})
	}
	for _, l := range s.Lines {
		l.NS, l.EW = team[l.NS], team[l.EW]
		ts.Lines = append(ts.Lines, l)
	}
	ts.Byes = swissTeamsByes(mv)
	return ts
}

// teamName is how a team is known in the ranking: by its first player
// (its captain, as clubs name teams), or by its number.
func teamName(id string, players []string) string {
	if len(players) > 0 {
		return players[0]
	}
	return fmt.Sprintf("Team %s", id)
}

// The rooms of a match: the open room is where the home team sits
// North-South, the closed room where the away team does.
const (
	OpenRoom   = "open"
	ClosedRoom = "closed"
)

// RoomLine finds the line of a board in a teams session by the room it
// is played in and one team of the match (home or away; the other is
// checked when given): the room says which team sits North-South.
//
// Codes: Invalid (not a teams session, a room other than open or closed,
// teams that do not meet on the board), NotFound (a board not played).
func (s *OpenSession) RoomLine(board int, room, home, away string) (Row, error) {
	tm := movements.TeamMovementOf(s.layout().movement)
	if tm == nil {
		return Row{}, fault.New(fault.Invalid, "a room is a teams session's: give the pairs with --ns and --ew")
	}
	if room != OpenRoom && room != ClosedRoom {
		return Row{}, fault.Errorf(fault.Invalid, "room %q: expected open or closed", room)
	}
	h, a, err := teamNumbers(home, away)
	if err != nil {
		return Row{}, err
	}
	for _, m := range tm.Matches {
		if !containsInt(m.Boards, board) || (h != 0 && h != m.Home) || (a != 0 && a != m.Away) {
			continue
		}
		ns, ew := m.Home, m.Away
		if room == ClosedRoom {
			ns, ew = ew, ns
		}
		return s.Line(board, strconv.Itoa(ns)+movements.NS, strconv.Itoa(ew)+movements.EW)
	}
	return Row{}, fault.Errorf(fault.Invalid, "board %d: no match of this session has %s on it", board, matchWords(h, a))
}

func teamNumbers(home, away string) (h, a int, err error) {
	for _, x := range []struct {
		typed string
		n     *int
		what  string
	}{{home, &h, "home"}, {away, &a, "away"}} {
		if strings.TrimSpace(x.typed) == "" {
			continue
		}
		if *x.n, err = strconv.Atoi(strings.TrimSpace(x.typed)); err != nil || *x.n < 1 {
			return 0, 0, fault.Errorf(fault.Invalid, "%s team %q: expected a team's number", x.what, x.typed)
		}
	}
	if h == 0 && a == 0 {
		return 0, 0, fault.New(fault.Invalid, "name the match by its home team or its away team")
	}
	return h, a, nil
}

func matchWords(h, a int) string {
	switch {
	case h != 0 && a != 0:
		return fmt.Sprintf("team %d at home to team %d", h, a)
	case h != 0:
		return fmt.Sprintf("team %d at home", h)
	}
	return fmt.Sprintf("team %d away", a)
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// LineKey names a traveller line as a session keeps it: its board and
// its pairs (a teams session's 3NS and 5EW), in its section.
type LineKey struct {
	Section string
	Board   int
	NS, EW  string
}

// LinePoints are the IMPs (or board points) each room's line of a
// stored teams session earned its two teams, North-South's first, on
// every board whose two rooms are in: the open room's line is the home
// team's North-South pair against the away team's East-West pair.
func (r *TeamsResult) LinePoints() map[LineKey]scoring.LineResult {
	out := map[LineKey]scoring.LineResult{}
	for _, m := range r.Standings.Matches {
		for _, b := range m.Scorecard {
			home, away := b.HomeIMPs, b.AwayIMPs
			if home == nil {
				home, away = b.HomePoints, b.AwayPoints
			}
			if !b.Scored || home == nil || away == nil || b.Open == nil || b.Closed == nil {
				continue
			}
			open, closed := *b.Open, *b.Closed
			open.NS, open.EW = m.Home+movements.NS, m.Away+movements.EW
			closed.NS, closed.EW = m.Away+movements.NS, m.Home+movements.EW
			out[LineKey{m.Section, b.Board, open.NS, open.EW}] = scoring.LineResult{Line: open, NSPoints: home, EWPoints: away}
			out[LineKey{m.Section, b.Board, closed.NS, closed.EW}] = scoring.LineResult{Line: closed, NSPoints: away, EWPoints: home}
		}
	}
	return out
}

// teamTableLine is a teams session's line at a table with the IMPs (or
// points) it earned each way once the match's other room is in: the
// match's board, never before the other room has played it.
func (s *OpenSession) teamTableLine(section string, board int, ns, ew string) (scoring.LineResult, error) {
	res, err := s.teamsScored()
	if err != nil {
		return scoring.LineResult{}, err
	}
	if l, ok := res.LinePoints()[LineKey{section, board, ns, ew}]; ok {
		return l, nil
	}
	for _, l := range s.state().session.Lines {
		if l.Section == section && l.Board == board && l.NS == ns && l.EW == ew {
			return scoring.LineResult{Line: l}, nil
		}
	}
	return scoring.LineResult{}, fault.Errorf(fault.NotFound, "board %d: no line of %s v %s", board, ns, ew)
}

// exportTeams writes a teams night as USEBIO teams (EVENT_TYPE TEAMS), as
// it stands: the teams' totals, places and master points, every match's
// score, every board's IMPs or points and both rooms' lines.
//
// Codes: Invalid (a format other than USEBIO), as TeamsScored.
func (d *Desk) exportTeams(id int64, format ExportFormat) ([]byte, error) {
	if format != USEBIO {
		return nil, fault.Errorf(fault.Invalid, "session %d is a teams night: it is exported as USEBIO (--format usebio), whose teams form the national body and the teams programs read", id)
	}
	res, err := d.TeamsScored(id)
	if err != nil {
		return nil, err
	}
	res.File.Awards = usebioTeamAwards(res)
	if err := d.stampTeamsIdentity(id, res.File); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := interchange.WriteTeamsUSEBIO(&out, res.File, res.Standings); err != nil {
		return nil, fault.Errorf(fault.Invalid, "session %d: %w", id, err)
	}
	return out.Bytes(), nil
}

// stampTeamsIdentity gives a teams night's file the club's name and
// number and the night's event description, as every export carries
// them.
func (d *Desk) stampTeamsIdentity(id int64, tf *interchange.TeamsFile) error {
	m, err := d.db.Meta(id)
	if err != nil {
		return err
	}
	who, err := clubIdentity(d.db)
	tf.Club, tf.ClubNumber, tf.Name = who.club(tf.Club), who.Number, eventDescription(m)
	return err
}
