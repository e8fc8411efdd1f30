package club

import (
	"maps"
	"strings"
	"time"

	"bridgescore/fault"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/reports"
	"bridgescore/scoring"
	"bridgescore/store"
)

// Open opens the club database at path, or the default one when path is
// "" (its folder made on first use), for a front door that serves one
// request and closes it again (the command line). It does not read the
// whole file: the window has it checked while the director works
// (StartCheck), and every backup is checked before it is written.
//
// Codes: as OpenWaiting.
func Open(path string) (*Desk, error) {
	return OpenWaiting(path, store.LockWait)
}

// OpenWaiting is Open with the time a change waits for another program's
// lock on the file (WindowLockWait for the window).
//
// Codes: NotFound (no such folder), Invalid (not a bridgescore database,
// or a newer one's), Forbidden (a read-only file an upgrade must change),
// Busy (another program holds it locked), Internal (a damaged file).
func OpenWaiting(path string, lockWait time.Duration) (*Desk, error) {
	db, err := openDBWaiting(path, lockWait)
	if err != nil {
		return nil, err
	}
	return newDesk(db), nil
}

// StartCheck checks the whole database file in the background, for a door
// that keeps it open (the window): a damaged file is said (Warnings) and
// its changes refused.
func (d *Desk) StartCheck() { d.db.StartCheck() }

// OpenOne opens one session of the club database at path ("" for the
// default), for a front door that serves one request: closing the session
// closes the database.
//
// Codes: as OpenWaiting, and NotFound (no such session).
func OpenOne(path string, id int64) (*OpenSession, error) {
	return OpenOneWaiting(path, id, store.LockWait)
}

// TablesLockWait is how long a table's result waits for another program
// holding the club database before the table is told to send it again: a
// phone keeps the result and sends it again by itself.
const TablesLockWait = time.Second

// OpenOneWaiting is OpenOne with the time a change waits for another
// program's lock on the file.
//
// Codes: as OpenOne.
func OpenOneWaiting(path string, id int64, lockWait time.Duration) (*OpenSession, error) {
	db, err := openDBWaiting(path, lockWait)
	if err != nil {
		return nil, err
	}
	d := newDesk(db)
	s, err := d.Open(id)
	if err != nil {
		d.Close()
		return nil, err
	}
	s.ownsDesk = true
	return s, nil
}

// AlreadyImported is the session that holds the event's lines already,
// or 0: see the function AlreadyImported.
//
// Codes: Internal.
func (d *Desk) AlreadyImported(rf *interchange.ResultsFile) (int64, error) {
	return alreadyImported(d.db, rf)
}

// Close closes the club database.
//
// Codes: Internal (a backup that could not be written; the changes are safe).
func (d *Desk) Close() error { return d.db.Close() }

// Path is the club database's file.
func (d *Desk) Path() string { return d.db.Path() }

// Layout is the shape of a new session as the wizard or the command line
// asks for it.
type Layout struct {
	Kind   movements.Kind // Mitchell or Howell
	Tables int
	// Half: one pair is missing (an odd number of pairs).
	Half bool
	// Even is how a Mitchell with an even number of tables is run: skip or
	// relay ("" for the movements package's default).
	Even           movements.EvenMethod
	BoardsPerRound int // 0 for the size nearest a 26-board session
}

// Movement builds the movement for a layout.
//
// Codes: Invalid (no such movement).
func (l Layout) Movement() (*movements.Movement, error) {
	switch l.Kind {
	case movements.Mitchell:
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: l.Tables, Half: l.Half, Even: l.Even, BoardsPerRound: l.BoardsPerRound})
		return m, fault.As(fault.Invalid, err)
	case movements.Howell:
		if l.Even != "" {
			return nil, fault.Errorf(fault.Invalid, "skip and relay are ways to run a Mitchell, not a Howell")
		}
		m, err := movements.NewHowell(movements.HowellOptions{Tables: l.Tables, Half: l.Half, BoardsPerRound: l.BoardsPerRound})
		return m, fault.As(fault.Invalid, err)
	}
	return nil, fault.Errorf(fault.Invalid, "movement %q: expected mitchell or howell", l.Kind)
}

// ResultsFile is a stored session as a results file the club sends holds
// it: the club's name and number as the club set them (SetClub), the
// session's event description (eventDescription).
//
// Codes: NotFound (no such session).
func (d *Desk) ResultsFile(id int64) (*interchange.ResultsFile, error) {
	rf, m, err := resultsFileOf(d.db, id)
	if err != nil {
		return nil, err
	}
	if err := pairsOnly(m); err != nil {
		return nil, err
	}
	return rf, stampIdentity(d.db, rf, m)
}

// Results is what the reports print for a stored session: the same
// header (club, session name, date, movement) from the window and from
// the command line.
//
// Codes: NotFound (no such session), Invalid (a session that cannot be scored).
func (d *Desk) Results(id int64) (*reports.Results, error) {
	s, err := d.Open(id)
	if err != nil {
		return nil, err
	}
	return s.Results()
}

// Results is what the reports print for the open session.
//
// Codes: Invalid (a session that cannot be scored).
func (s *OpenSession) Results() (*reports.Results, error) {
	return s.snapshot().results()
}

// GuideCardResults is what the table guide cards need of the session: its
// movement and title, without the results, which do not exist before play.
//
// Codes: Invalid (a session whose movement is not known).
func (s *OpenSession) GuideCardResults() (*reports.Results, error) {
	return s.snapshot().guideCardResults()
}

func (p *sessionSnapshot) guideCardResults() (*reports.Results, error) {
	if p.sections != nil {
		return &reports.Results{Club: p.meta.Club, Event: p.meta.Name, Date: p.meta.Date,
			Sections: p.sections, MovementName: sectionsName(p.sections), TableCodes: p.access}, nil
	}
	if p.movement == nil {
		return nil, ErrNoMovement
	}
	return &reports.Results{Club: p.meta.Club, Event: p.meta.Name, Date: p.meta.Date,
		Movement: p.movement, MovementName: p.movement.Name, TableCodes: p.access}, nil
}

// sectionsName describes the movements of several sections in a few words.
func sectionsName(ms []*movements.Movement) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = "section " + m.Section + ": " + m.Name
	}
	return strings.Join(parts, "; ")
}

// sectionMovements are the movements of a session's sections, lettered,
// in order; nil for a session of one section, or when a section keeps no
// movement (a results file's).
func sectionMovements(m *store.Meta) ([]*movements.Movement, error) {
	if len(m.Sections) < 2 {
		return nil, nil
	}
	var out []*movements.Movement
	for _, sec := range m.Sections {
		mv, err := m.SectionMovement(sec.Name)
		if err != nil || mv == nil {
			return nil, err
		}
		mv.Section = sec.Name
		out = append(out, mv)
	}
	return out, nil
}

// resultsFor is what the reports asked for need: the guide cards and the
// table cards need no results, and are printed before play.
func (p *sessionSnapshot) resultsFor(what []reports.Report) (*reports.Results, error) {
	if reports.BeforePlay(what) {
		return p.guideCardResults()
	}
	r, err := p.results()
	if err == nil {
		r.TableCodes = p.access
	}
	return r, err
}

// sessionSnapshot is an open session as it stood at one moment: what a
// report made off the window's goroutine prints while the director goes
// on entering results.
type sessionSnapshot struct {
	db       *store.DB
	id       int64
	meta     store.Meta
	session  scoring.Session
	movement *movements.Movement
	// sections are the movements of a session of several sections, whose
	// movement is then none of them.
	sections []*movements.Movement
	// access is each table's code and page while the window's table
	// server is on, for the guide cards.
	access map[reports.TableRef]reports.TableAccess
	deals  map[int]scoring.Deal
	// progress is how far the results had come.
	progress Progress
}

// snapshot is what the reports read of the session as it stands: a
// state is never altered once made, so it is shared, not copied.
func (s *OpenSession) snapshot() *sessionSnapshot {
	st := s.state()
	snap := &sessionSnapshot{db: s.db(), id: s.l.id, meta: st.meta, session: *st.session, deals: st.deals, progress: st.progress()}
	// The reports are headed with the club's name as its files carry it:
	// the one set with SetClub, else the one the session came with.
	if name, ok, err := snap.db.Setting(clubNameSetting); err == nil && ok {
		snap.meta.Club = name
	}
	if st.sections != nil {
		snap.sections = st.moves
	} else {
		snap.movement = st.layouts[""].movement
	}
	if addr := s.l.tablesAddress(); addr != "" {
		snap.access, _ = s.TableAccess(addr) // without them the cards print plain
	}
	return snap
}

func (p *sessionSnapshot) results() (*reports.Results, error) {
	st, err := scoreAsItStands(p.session, p.progress)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	r := &reports.Results{
		Club:        p.meta.Club,
		Event:       p.meta.Name,
		Date:        p.meta.Date,
		Standings:   st.Standings,
		Provisional: st.Words(),
		Session:     &p.session,
		Movement:    p.movement,
		Sections:    p.sections,
	}
	if r.Extras, err = newDesk(p.db).Extras(p.id, st.Standings); err != nil {
		return nil, err
	}
	switch {
	case p.sections != nil:
		r.MovementName = sectionsName(p.sections)
	case p.movement != nil:
		r.MovementName = p.movement.Name
	default:
		r.MovementName = p.meta.Movement()
	}
	// The hands go on the travellers when a hand record was attached.
	if len(p.deals) > 0 {
		r.Deals = maps.Clone(p.deals)
	}
	return r, nil
}
