package club

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"bridgescore/fault"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/progress"
	"bridgescore/scoring"
	"bridgescore/store"
)

// Desk is the application service behind the director's window: the club
// database with the scoring and movements rules, in the operations the
// window offers.
type Desk struct {
	db *store.DB
	// open holds the sessions open in this process, one for every door
	// that opens each: guarded by mu.
	mu   sync.Mutex
	open map[int64]*live
}

// newDesk serves the window from an open club database.
func newDesk(db *store.DB) *Desk { return &Desk{db: db} }

// SessionInfo is one line of the list of sessions.
type SessionInfo struct {
	ID int64
	// Kind is the kind of competition the session holds: pairs, teams
	// or individual.
	Kind scoring.Kind
	// Name is the session's name in the list; Event is the event's name
	// a results file gave, "" for a session set up here; EventTitle is
	// the event a director put it in (import --event), "" for none.
	Name, Event, EventTitle string
	// Date is the session's day; Day is the date as stored, for a date
	// that is not in YYYY-MM-DD form (Date is then zero).
	Date     time.Time
	Day      string
	Movement string
	Method   scoring.Method
	Rules    scoring.Rules
	// Entered counts the traveller lines entered; Complete is set once
	// every line the movement expects has been entered.
	Entered  int
	Complete bool
}

// MovementChoice is one movement offered for a number of pairs.
type MovementChoice struct {
	// Title is how the director sees it, e.g. "Mitchell, 7 tables".
	Title string
	// Detail gives rounds × boards per round, boards each pair plays and
	// balance, in words.
	Detail string
	// Explain says why it has the boards it has against those asked, who
	// sits out, how fairly the pairs are compared and how long it plays.
	Explain []string
	// Order says why it stands where it does in the list, which is
	// ranked as directors choose (movements.Suggest).
	Order    string
	Movement *movements.Movement
	// Sections holds each section's movement, lettered, when the choice
	// seats the field in several sections; Movement is then section A's.
	Sections []*movements.Movement
}

// NewSession is what the new-session wizard collects.
type NewSession struct {
	Name     string
	Date     time.Time
	Movement *movements.Movement
	Method   scoring.Method
	Rules    scoring.Rules
	Options  scoring.Options
	// Names holds the players of each pair position; the phantom's entry
	// is ignored.
	Names map[movements.PairID][]string
	// Event is the event the session is a session of (the second evening
	// of a championship), made when new; "" for an event of its own.
	Event string
	// Awards is what the session awards: its scale, strata, handicaps.
	Awards Awards
	// teams tunes a teams session's method (CreateTeams); nil for pairs.
	teams *scoring.TeamOptions
	// individual marks an individual's session (CreateIndividual).
	individual bool
}

const dateLayout = "2006-01-02"

// Warnings are problems found on opening the database that did not stop
// it, such as a backup that could not be written.
func (d *Desk) Warnings() []string { return d.db.Warnings() }

// Sessions lists the club's sessions, newest first.
//
// Codes: Internal.
func (d *Desk) Sessions() ([]SessionInfo, error) {
	metas, err := d.db.ListSessions()
	if err != nil {
		return nil, err
	}
	out := make([]SessionInfo, 0, len(metas))
	for _, m := range metas {
		out = append(out, infoOf(&m))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Date.Equal(out[j].Date) {
			return out[i].Date.After(out[j].Date)
		}
		return out[i].ID > out[j].ID
	})
	return out, nil
}

func infoOf(m *store.Meta) SessionInfo {
	date, _ := time.Parse(dateLayout, m.Date)
	return SessionInfo{ID: m.ID, Kind: m.Kind.Of(), Name: m.Name, Event: m.Event, EventTitle: m.EventTitle, Date: date, Day: m.Date, Movement: m.Movement(),
		Method: m.Method, Rules: m.Rules, Entered: m.Lines, Complete: m.Complete}
}

// Players lists the club's players by name, for completing names.
//
// Codes: Internal.
func (d *Desk) Players() ([]Player, error) {
	ps, err := d.db.Players()
	if err != nil {
		return nil, err
	}
	out := make([]Player, len(ps))
	for i, p := range ps {
		out[i] = Player{Name: p.Name, Number: p.Number, Body: p.Body, Masterpoints: p.Masterpoints, Handicap: p.Handicap, Hidden: p.Hidden}
	}
	return out, nil
}

// SuggestBoards is the size of session the wizard aims for unless told.
const SuggestBoards = 26

// Suggest lists the movements the movements package offers for a number of
// pairs and a session of about the given number of boards.
//
// Codes: Invalid (no movement for that many pairs).
func (d *Desk) Suggest(pairs, boards int, pace movements.Timing) ([]MovementChoice, error) {
	ss, err := movements.Suggest(pairs, boards)
	var plans []movements.SectionPlan
	if pairs >= movements.MinSectionPairs {
		var serr error
		if plans, serr = movements.SuggestSections(pairs, boards); serr != nil && err != nil {
			return nil, fault.As(fault.Invalid, serr)
		}
	}
	if err != nil && len(plans) == 0 {
		return nil, fault.As(fault.Invalid, err)
	}
	asked := boards
	out := make([]MovementChoice, 0, len(ss))
	for _, s := range ss {
		boards := fmt.Sprintf("%d boards each", s.MaxBoardsPlayed)
		if s.MinBoardsPlayed != s.MaxBoardsPlayed {
			boards = fmt.Sprintf("%d–%d boards each", s.MinBoardsPlayed, s.MaxBoardsPlayed)
		}
		out = append(out, MovementChoice{
			Title: s.Name,
			Detail: fmt.Sprintf("%d rounds × %d boards (%d in play), %s; %s",
				s.Rounds, s.BoardsPerRound, s.BoardsInPlay, boards, balanceText(s.Movement, s.Balance)),
			Explain:  s.Explain(asked, pace),
			Order:    s.Order,
			Movement: s.Movement,
		})
	}
	for _, p := range plans {
		out = append(out, sectionsChoice(p, asked, pace))
	}
	return out, nil
}

// sectionsChoice is a plan of several sections as the wizard lists it.
func sectionsChoice(p movements.SectionPlan, asked int, pace movements.Timing) MovementChoice {
	var parts []string
	c := MovementChoice{Explain: p.Explain(asked, pace)}
	for _, s := range p.Sections {
		parts = append(parts, fmt.Sprintf("%s %s tables", s.Letter, movements.TablesText(s.Tables, s.Half)))
		c.Sections = append(c.Sections, s.Movement)
	}
	c.Movement = c.Sections[0]
	c.Title = fmt.Sprintf("%d sections of Mitchells: %s", len(p.Sections), strings.Join(parts, ", "))
	c.Detail = fmt.Sprintf("%d rounds × %d boards in every section, %d boards each; two winners in each section", p.Rounds, p.BoardsPerRound, p.Rounds*p.BoardsPerRound)
	return c
}

// balanceText says how fairly a movement compares the pairs, in the words
// a director uses. A two-winner Mitchell ranks NS and EW apart, so its
// balance across the room means nothing to the result; for one field the
// quality factor (100 is perfect) is put in words, with the figure.
func balanceText(m *movements.Movement, b movements.Balance) string {
	if !m.OneField() {
		return "two winners (NS and EW ranked apart)"
	}
	return fmt.Sprintf("one winner, %s balance", b.Word())
}

// Create stores a new session set up in the wizard, with its movement, and
// adds new names to the club's player list.
//
// Codes: Invalid (no movement, no name, a movement that cannot be played, names beyond the limits), Busy.
func (d *Desk) Create(ns NewSession) (int64, error) {
	if ns.Movement == nil {
		return 0, fault.New(fault.Invalid, "no movement chosen")
	}
	return d.create(ns, []*movements.Movement{ns.Movement}, map[string]map[movements.PairID][]string{"": ns.Names})
}

// CreateSections stores a field seated in several sections, as the
// wizard sets it up: one session whose sections, lettered A, B, C…, each
// have their movement and their pairs' names (by section letter) and play
// the same boards. It is scored section by section until the director
// chooses across the field.
//
// Codes: as Create.
func (d *Desk) CreateSections(ns NewSession, sections []*movements.Movement, names map[string]map[movements.PairID][]string) (int64, error) {
	if len(sections) < 2 {
		return 0, fault.New(fault.Invalid, "several sections need at least two movements")
	}
	for i, m := range sections {
		if m == nil || !movements.ValidSectionLetter(m.Section) || m.Section != movements.SectionLetter(i) {
			return 0, fault.Errorf(fault.Invalid, "section %d has no movement lettered %s", i+1, movements.SectionLetter(i))
		}
	}
	return d.create(ns, sections, names)
}

// create stores a new session of one section (a movement not lettered,
// names under "") or of several.
func (d *Desk) create(ns NewSession, sections []*movements.Movement, names map[string]map[movements.PairID][]string) (int64, error) {
	if strings.TrimSpace(ns.Name) == "" {
		return 0, fault.New(fault.Invalid, "the session has no name")
	}
	if err := eventTakes(d.db, ns.Event, ns.Method, 0); err != nil {
		return 0, err
	}
	meta := store.Meta{
		Name:       strings.TrimSpace(ns.Name),
		EventTitle: strings.TrimSpace(ns.Event),
		Date:       ns.Date.Format(dateLayout),
		Method:     ns.Method,
		Rules:      ns.Rules,
		Options:    ns.Options,
	}
	if ns.teams != nil {
		meta.Kind, meta.Teams = scoring.Teams, *ns.teams
	}
	if ns.individual {
		meta.Kind = scoring.Individual
	}
	sess := scoring.Session{Method: ns.Method, Rules: ns.Rules, Options: ns.Options}
	several := len(sections) > 1
	boards := 0
	for _, m := range sections {
		key := ""
		if several {
			key = m.Section
		}
		if err := checkNewSessionText(ns.Name, names[key]); err != nil {
			return 0, err
		}
		sec, err := sectionOf(m)
		if err != nil {
			return 0, sectionError(several, m, err)
		}
		meta.Sections = append(meta.Sections, sec)
		for _, p := range m.Pairs {
			if m.IsPhantom(p) {
				continue
			}
			id, dir := m.ResultPair(p)
			sess.Pairs = append(sess.Pairs, scoring.Pair{Section: key, ID: id, Direction: dir, Names: names[key][p]})
		}
		boards = max(boards, m.TotalBoards())
	}
	var bs []scoring.Deal
	for b := 1; b <= boards; b++ {
		bs = append(bs, scoring.Deal{Board: b, Dealer: scoring.Dealer(b), Vul: scoring.Vul(b)})
	}
	if err := ns.Awards.validateFor(meta.Kind.Of(), movements.SwissPlanOf(ns.Movement) != nil); err != nil {
		return 0, err
	}
	return d.db.CreateSession(store.NewSession{Meta: meta, Session: sess, Boards: bs, Awards: ns.Awards.encode()})
}

// sectionOf is a valid movement as its section keeps it.
func sectionOf(m *movements.Movement) (store.Section, error) {
	if v := m.Validate(); !v.OK {
		var msgs []string
		for _, f := range v.Findings {
			msgs = append(msgs, f.String())
		}
		return store.Section{}, fault.Errorf(fault.Invalid, "the movement is not valid: %s", strings.Join(msgs, "; "))
	}
	schedule, err := json.Marshal(m)
	if err != nil {
		return store.Section{}, err
	}
	return store.Section{
		Name: cmp.Or(m.Section, "A"), Movement: m.Kind, Tables: m.Tables, Rounds: m.Rounds,
		BoardsPerRound: m.BoardsPerRound, Params: string(schedule),
	}, nil
}

func sectionError(several bool, m *movements.Movement, err error) error {
	if several {
		return fmt.Errorf("section %s: %w", m.Section, err)
	}
	return err
}

// Delete removes a session from the list; the database keeps it so that
// Restore can bring it back. The doors that hold it open (the tables'
// pages, the room's page) are refused from then on.
//
// Codes: NotFound (no such session), Busy.
func (d *Desk) Delete(id int64) error {
	if err := d.db.DeleteSession(id); err != nil {
		return err
	}
	if l := d.held(id); l != nil {
		l.deleted()
	}
	return nil
}

// held is the session this process holds open under an id; nil when none.
func (d *Desk) held(id int64) *live {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.open[id]
}

// Restore brings back a session deleted from the list.
//
// Codes: Conflict (nothing to bring back), Busy.
func (d *Desk) Restore(id int64) error {
	if _, err := d.db.Undo(id); err != nil {
		return err
	}
	if l := d.held(id); l != nil {
		l.readAgain()
	}
	return nil
}

// Import reads a results file (USEBIO XML or the CSV traveller format) and
// stores it as a new session, returning its id and any warnings. A file
// that cannot be read leaves the database as it was.
//
// Codes: NotFound (no such file), Invalid (a file that cannot be read or scored, or holds no results), Busy.
func (d *Desk) Import(path string) (int64, []string, error) {
	return d.ImportWith(context.Background(), path, nil)
}

// ImportWith is Import telling m how many of the file's bytes have been
// read, and stopping the reading when ctx is done (nothing imported).
//
// Codes: as Import, and Busy (stopped).
func (d *Desk) ImportWith(ctx context.Context, path string, m progress.Meter) (int64, []string, error) {
	rf, err := interchange.ReadFileWith(path, interchange.ReadOptions{Progress: m, Stop: ctx.Done()})
	if err != nil && (errors.Is(err, progress.ErrStopped) || ctx.Err() != nil) {
		return 0, nil, fault.Errorf(fault.Busy, "the import of %s was stopped: nothing was imported", filepath.Base(path))
	}
	if err != nil {
		return 0, nil, err
	}
	if len(rf.Session.Lines) == 0 {
		if len(rf.Deals) > 0 {
			return 0, nil, fault.Errorf(fault.Invalid, "%s is a hand record (PBN): open a session and attach it there", filepath.Base(path))
		}
		return 0, nil, fault.Errorf(fault.Invalid, "%s: no traveller lines to import", filepath.Base(path))
	}
	name := rf.Name
	if name == "" {
		name = "imported from " + filepath.Base(path)
	}
	ids, err := importFileSections(d.db, rf, name, "", "")
	if err != nil {
		return 0, nil, err
	}
	return ids[0], rf.Warnings, nil
}

// ImportFile stores a results file as new sessions
// named name, one for each section, and returns their ids in file order;
// rules and method override the file's when not "".
//
// Codes: Invalid, Busy.
func (d *Desk) ImportFile(rf *interchange.ResultsFile, name string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	return importFileSections(d.db, rf, name, rules, method)
}
