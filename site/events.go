package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"bridgescore/fault"
	"bridgescore/reports"
)

// eventEntry is a titled event on the site: its page, and whether its
// sessions could be ranked together.
type eventEntry struct {
	Title string `json:"title"`
	// Stamp is made of its sessions' stamps, those on the site and the
	// club's name: the page changes only when it changes.
	Stamp  string `json:"stamp"`
	Path   string `json:"path"`
	Ranked bool   `json:"ranked"`
	// Note says why there is no combined ranking.
	Note string `json:"note,omitempty"`
	// Provisional says the ranking is provisional, as its page says: a
	// session's results are still coming in.
	Provisional bool `json:"provisional,omitempty"`
	// results is the ranking made this build, to be written.
	results *reports.EventResults
}

// eventPath is an event's page.
func eventPath(title string) string {
	s := slug(title)
	if s == "" {
		s = "event"
	}
	return "e/" + s + ".html"
}

// planEvents decides each titled event's page: carried over when its
// stamp is unchanged, ranked again otherwise. The pages are written once
// the players' pages are known.
func (b *builder) planEvents() error {
	titles, err := b.desk.Events()
	if err != nil {
		return err
	}
	b.events = map[string]*eventEntry{}
	used := map[string]bool{}
	for _, title := range titles {
		path := eventPath(title)
		for n := 2; used[path]; n++ {
			path = fmt.Sprintf("e/%s-%d.html", slug(title), n)
		}
		used[path] = true
		h := sha256.New()
		fmt.Fprintf(h, "%q %q\n", title, b.club)
		onSite := 0
		for _, s := range b.all {
			if s.EventTitle != title {
				continue
			}
			fmt.Fprintf(h, "%d %s %v\n", s.ID, s.Stamp, b.included(s))
			if b.included(s) {
				onSite++
			}
		}
		if onSite == 0 {
			continue
		}
		e := &eventEntry{Title: title, Stamp: hex.EncodeToString(h.Sum(nil)), Path: path}
		b.events[title] = e
		b.w.now.Events[title] = e
		if old := b.w.old.Events[title]; old != nil && old.Stamp == e.Stamp && old.Path == path && (!old.Ranked || b.w.keep(path)) {
			e.Ranked, e.Note, e.Provisional = old.Ranked, old.Note, old.Provisional
		} else {
			e.results, err = b.desk.SiteEvent(title, b.shown)
			if fault.Is(err, fault.Invalid) || fault.Is(err, fault.NotFound) || fault.Is(err, fault.Conflict) {
				e.results, e.Note = nil, err.Error()
			} else if err != nil {
				return err
			}
			e.Ranked = e.results != nil
			e.Provisional = e.Ranked && stillComing(e.results)
		}
		if !e.Ranked {
			b.report.Notes = append(b.report.Notes, fmt.Sprintf("event %s has no combined ranking on the site: %s", title, e.Note))
		}
	}
	return nil
}

// stillComing says whether a session of an event's ranking has results
// still to come, which its page says under its heading.
func stillComing(r *reports.EventResults) bool {
	for _, s := range r.Sessions {
		if s.Has != "" {
			return true
		}
	}
	return false
}

// eventHref is the page of the event titled so, "" for none.
func (b *builder) eventHref(title string) string {
	if e := b.events[title]; title != "" && e != nil && e.Ranked {
		return e.Path
	}
	return ""
}

// writeEvents writes the events' rankings made this build.
func (b *builder) writeEvents() error {
	for _, e := range b.events {
		r := e.results
		if r == nil {
			continue
		}
		r.Club = b.club
		for i, s := range r.Sessions {
			if b.onSite(s.ID) {
				r.Sessions[i].Link = "../" + sessionPath(s.ID)
			}
		}
		r.Web = &reports.Web{Trail: []reports.Link{{Text: b.club, Href: "../index.html"}, {Text: e.Title}},
			Player: b.players.href("../"), Search: "../search.js", Players: "../players.html"}
		var buf bytes.Buffer
		if err := reports.WriteEventHTML(&buf, r); err != nil {
			return fmt.Errorf("event %s: %w", e.Title, err)
		}
		if err := b.w.page(e.Path, buf.Bytes()); err != nil {
			return err
		}
	}
	return nil
}
