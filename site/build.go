package site

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/outfile"
	"bridgescore/progress"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// Options are what a build is asked for.
type Options struct {
	// Dir is the site's folder, made when missing.
	Dir string
	// Since leaves out the sessions played before it (the zero time: none
	// left out).
	Since time.Time
	// Progress is told how far the build has come: the sessions scored,
	// then their pages written (nil: nothing told).
	Progress progress.Meter
	// Context stops the build between two sessions when done (nil: not
	// stopped); the pages written by then stay, and the next build
	// finishes the site.
	Context context.Context
}

// Report says what a build did.
type Report struct {
	// Written are the pages written, Removed those the site no longer has,
	// by their paths in the site's folder; Unchanged counts the pages left
	// as they were.
	Written, Removed []string
	Unchanged        int
	// Sessions, Events and Players count what the site holds.
	Sessions, Events, Players int
	// Notes say what was left out and why (an event whose sessions cannot
	// be ranked together, a session that cannot be scored).
	Notes []string
}

// Build writes (or brings up to date) the club's results website in
// opts.Dir from the service: the pages whose content has changed since the
// last build, and no others.
//
// Codes: Forbidden (a folder that cannot be written, or a page that would
// replace a file that must not be), Internal.
func Build(desk *club.Desk, opts Options) (*Report, error) {
	if opts.Dir == "" {
		return nil, fault.New(fault.Invalid, "no folder given for the website")
	}
	if fi, err := os.Stat(opts.Dir); err == nil && !fi.IsDir() {
		return nil, fault.Errorf(fault.Forbidden, "%s is not a folder", opts.Dir)
	}
	if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
		if err := outfile.WriteError(opts.Dir, err); fault.Is(err, fault.Busy) {
			return nil, err
		}
		return nil, fault.As(fault.Forbidden, err)
	}
	real, err := filepath.EvalSymlinks(opts.Dir)
	if err != nil {
		return nil, err
	}
	b := &builder{desk: desk, opts: opts, report: &Report{}}
	b.w = &writer{dir: opts.Dir, realDir: real, protect: outfile.Protect{Database: desk.Path()},
		old: readManifest(opts.Dir), now: newManifest(), owned: readOwned(opts.Dir), report: b.report}
	b.w.removeTemporary()
	if err := b.build(); err != nil {
		return b.report, err
	}
	sort.Strings(b.report.Written)
	sort.Strings(b.report.Removed)
	return b.report, nil
}

// builder is one build under way.
type builder struct {
	desk   *club.Desk
	opts   Options
	w      *writer
	report *Report
	shown  club.Shown
	club   string
	// number is the club's number with its national body, "" when not set.
	number string
	// all are the club's sessions with results, newest first; sessions
	// those on the site.
	all      []club.SiteSession
	sessions []*sessionEntry
	// events are the titled events on the site, by title.
	events  map[string]*eventEntry
	players *register
	// pending are the session pages to write once the players' pages are
	// known.
	pending []pendingPage
	// done and steps are how far the build has come, for its Progress.
	done, steps int
}

// step counts one step of the build done, and says when the build is to
// stop.
func (b *builder) step() error {
	if ctx := b.opts.Context; ctx != nil && ctx.Err() != nil {
		return fault.New(fault.Busy, "the website was stopped before it was finished; the pages written stay, and the next build finishes it")
	}
	b.done++
	b.opts.Progress.Step(b.done, b.steps)
	return nil
}

func (b *builder) build() error {
	var err error
	if b.shown, err = b.desk.ShownNames(); err != nil {
		return err
	}
	if b.all, err = b.desk.SiteSessions(); err != nil {
		return err
	}
	id, err := b.desk.Club()
	if err != nil {
		return err
	}
	b.club, b.number = id.Name, id.Number
	if b.club == "" {
		b.club = "Club results"
	}
	if err := b.planEvents(); err != nil {
		return err
	}
	// Scoring the sessions is most of a build: each is a step, and
	// writing each page another.
	steps := 0
	for _, s := range b.all {
		if b.included(s) {
			steps++
		}
	}
	b.steps = 2 * steps
	for _, s := range b.all {
		if !b.included(s) {
			continue
		}
		if err := b.step(); err != nil {
			return err
		}
		e, err := b.session(s)
		if err != nil {
			return err
		}
		if e != nil {
			b.sessions = append(b.sessions, e)
		}
	}
	b.players = newRegister(b.sessions)
	// Every page to be written is the site's, or claimed for it, before
	// the first is written: a folder holding a file of the user's under a
	// page's name is refused with nothing written.
	if err := b.w.claim(b.planned()); err != nil {
		return err
	}
	if err := b.writeSessions(); err != nil {
		return err
	}
	if err := b.writeEvents(); err != nil {
		return err
	}
	if err := b.playerPages(); err != nil {
		return err
	}
	if err := b.home(); err != nil {
		return err
	}
	if err := b.w.page("search.js", searchScript(b.sessions, b.events, b.players)); err != nil {
		return err
	}
	b.report.Sessions, b.report.Players = len(b.sessions), len(b.players.list)
	for _, e := range b.events {
		if e.Ranked {
			b.report.Events++
		}
	}
	return b.w.finish()
}

// planned are the pages this build writes, unless unchanged: the pages
// of the sessions and events made again, every player's page, the home
// page, the list of players and the search's index.
func (b *builder) planned() []string {
	var paths []string
	for _, p := range b.pending {
		paths = append(paths, sessionPath(p.entry.ID))
	}
	for _, e := range b.events {
		if e.results != nil {
			paths = append(paths, e.Path)
		}
	}
	for _, p := range b.players.list {
		paths = append(paths, p.Path)
	}
	return append(paths, "index.html", "players.html", "search.js")
}

// included says whether a session is on the site: played on or after the
// day asked for.
func (b *builder) included(s club.SiteSession) bool {
	return b.opts.Since.IsZero() || (!s.Date.IsZero() && !s.Date.Before(b.opts.Since))
}

// sessionPath is a session's page.
func sessionPath(id int64) string { return "s/" + strconv.FormatInt(id, 10) + ".html" }

// session brings one session's page up to date: scored and written again
// only when its stamp has changed (or its page has gone).
func (b *builder) session(s club.SiteSession) (*sessionEntry, error) {
	key := strconv.FormatInt(s.ID, 10)
	path := sessionPath(s.ID)
	frame := b.club + "\x00" + b.eventHref(s.EventTitle)
	if old := b.w.old.Sessions[key]; old != nil && old.Stamp == s.Stamp && old.Frame == frame && b.w.keep(path) {
		old.Kind = kindOf(s) // a site written before entries knew their kind
		b.w.now.Sessions[key] = old
		return old, nil
	}
	page, err := b.desk.SiteSession(s.ID, b.shown)
	if fault.Is(err, fault.Invalid) {
		b.report.Notes = append(b.report.Notes, fmt.Sprintf("session %d (%s) left out: %v", s.ID, s.Name, err))
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	e := entryOf(s, page)
	e.Frame = frame
	// The players' addresses are known only once every session is read:
	// the page is written after them.
	b.pending = append(b.pending, pendingPage{entry: e, results: page.Results, individual: page.Individual, swiss: page.Swiss, teams: page.Teams})
	b.w.now.Sessions[key] = e
	return e, nil
}

// entryOf is what the site keeps of a session for its other pages.
func entryOf(s club.SiteSession, page *club.SitePage) *sessionEntry {
	e := &sessionEntry{Stamp: s.Stamp, ID: s.ID, Name: s.Name, Date: s.Day, Event: s.EventTitle, Club: s.Club, Kind: kindOf(s)}
	switch {
	case page.Individual != nil:
		e.Movement, e.Matchpoints = page.Individual.Movement, !page.Individual.Standings.Method.InIMPs()
	case page.Swiss != nil:
		// Victory points are no percentage: the players' means leave them out.
		e.Movement, e.Provisional = "Swiss pairs", page.Swiss.Provisional
	case page.Teams != nil:
		e.Movement, e.Provisional = "Teams", page.Teams.Provisional != ""
	default:
		e.Movement, e.Provisional = page.Results.MovementName, page.Results.Provisional != ""
		e.Matchpoints = !page.Results.Standings.Method.InIMPs()
	}
	if !s.Date.IsZero() {
		e.Date = s.Date.Format("2006-01-02")
	}
	for _, p := range page.Pairs {
		pe := pairEntry{Pair: p.Pair.String(), Anchor: reports.PairAnchor(p.Pair), Figure: p.Figure, Rank: p.Rank, Boards: p.Boards, Award: p.Award,
			Points: int64(p.Points), Unit: p.Unit}
		if p.Percent != nil {
			pe.Percent = p.Percent.RatString()
		}
		for _, pl := range p.Players {
			pe.Players = append(pe.Players, playerEntry{Name: pl.Name, Hidden: pl.Hidden})
		}
		e.Pairs = append(e.Pairs, pe)
	}
	return e
}

// writeSessions writes the session pages made this build, their players'
// names linked to the players' pages.
func (b *builder) writeSessions() error {
	// The sessions whose pages are as they were count as written.
	b.done = b.steps - len(b.pending)
	for _, p := range b.pending {
		if err := b.step(); err != nil {
			return err
		}
		trail := []reports.Link{{Text: b.club, Href: "../index.html"}}
		if href := b.eventHref(p.entry.Event); href != "" {
			trail = append(trail, reports.Link{Text: p.entry.Event, Href: "../" + href})
		}
		trail = append(trail, reports.Link{Text: sessionTitle(p.entry)})
		web := &reports.Web{Trail: trail, Player: b.players.href("../"), Search: "../search.js", Players: "../players.html"}
		var buf bytes.Buffer
		var err error
		switch {
		case p.individual != nil:
			ind := *p.individual
			ind.Club, ind.Web = cmp.Or(ind.Club, b.club), web
			err = reports.WriteIndividualHTML(&buf, &ind)
		case p.swiss != nil:
			sw := *p.swiss
			sw.Club, sw.Web = cmp.Or(sw.Club, b.club), web
			err = reports.WriteSwissPairsHTML(&buf, &sw)
		case p.teams != nil:
			tr := *p.teams
			tr.Club, tr.Web = cmp.Or(tr.Club, b.club), web
			err = reports.WriteTeamsHTML(&buf, &tr)
		default:
			r := *p.results
			r.Club, r.Web = cmp.Or(r.Club, b.club), web
			err = reports.WriteHTML(&buf, &r, reports.AllResults)
		}
		if err != nil {
			return fmt.Errorf("session %d: %w", p.entry.ID, err)
		}
		if err := b.w.page(sessionPath(p.entry.ID), buf.Bytes()); err != nil {
			return err
		}
	}
	return nil
}

// pendingPage is a session page to write once the players are known.
type pendingPage struct {
	entry   *sessionEntry
	results *reports.Results
	// individual, swiss and teams are an individual's, a Swiss pairs' or
	// a teams session's page, in place of results.
	individual *reports.IndividualResults
	swiss      *reports.SwissPairsResults
	teams      *reports.TeamsResults
}

// sessionTitle is a session as the site names it: its name and day.
func sessionTitle(e *sessionEntry) string {
	return e.Name + ", " + dayText(e.Date)
}

// shortDay is a day in a sentence: "6 October 2026".
func shortDay(date string) string {
	if d, err := time.Parse("2006-01-02", date); err == nil {
		return d.Format("2 January 2006")
	}
	return date
}

// dayText is a day as the pages print it: "Tuesday 24 November 2026".
func dayText(date string) string {
	if d, err := time.Parse("2006-01-02", date); err == nil {
		return d.Format("Monday 2 January 2006")
	}
	return date
}

// onSite says whether a session has a page on the site.
func (b *builder) onSite(id int64) bool {
	for _, s := range b.sessions {
		if s.ID == id {
			return true
		}
	}
	return false
}

// keep carries a page over from the last build unwritten, when the last
// build wrote it and it is still there.
func (w *writer) keep(path string) bool {
	h, ok := w.old.Pages[path]
	if !ok {
		return false
	}
	if _, err := os.Stat(filepath.Join(w.dir, filepath.FromSlash(path))); err != nil {
		return false
	}
	w.now.Pages[path] = h
	w.report.Unchanged++
	return true
}

// kindOf is what a session ranks, as its entry keeps it: "" for pairs.
func kindOf(s club.SiteSession) string {
	if k := s.Kind.Of(); k != scoring.Pairs {
		return string(k)
	}
	return ""
}
