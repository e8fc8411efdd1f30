package club

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"bridgescore/awards"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// What the club's results website publishes: every session's results as
// the reports print them, each player's record, and each event's combined
// ranking, with the players who asked not to be shown by name under their
// initials. The website is rebuilt often; a stamp tells which sessions'
// pages may have changed since it was last built.

// Shown is how the club's website names players: a player the register
// marks hidden by initials ("A. A."), everyone else by name.
type Shown struct {
	hidden map[string]bool // by scoring.PlayerKey
}

// ShownNames reads from the players register who is hidden.
//
// Codes: Internal.
func (d *Desk) ShownNames() (Shown, error) {
	ps, err := d.db.Players()
	if err != nil {
		return Shown{}, err
	}
	s := Shown{hidden: map[string]bool{}}
	for _, p := range ps {
		if p.Hidden {
			s.hidden[scoring.PlayerKey(p.Name)] = true
		}
	}
	return s, nil
}

// Hidden says whether a player is shown by initials only.
func (s Shown) Hidden(name string) bool { return s.hidden[scoring.PlayerKey(name)] }

// Name is a player's name as the website shows it.
func (s Shown) Name(name string) string {
	if s.Hidden(name) {
		return Initials(name)
	}
	return name
}

// Initials are a name's initials, each with its full stop: "Ann
// Able-Baker" is "A. A.-B.".
func Initials(name string) string {
	var words []string
	for _, w := range strings.FieldsFunc(name, unicode.IsSpace) {
		var parts []string
		for _, part := range strings.Split(w, "-") {
			if r, _ := utf8.DecodeRuneInString(part); r != utf8.RuneError && unicode.IsLetter(r) {
				parts = append(parts, string(unicode.ToUpper(r))+".")
			}
		}
		if len(parts) > 0 {
			words = append(words, strings.Join(parts, "-"))
		}
	}
	if len(words) == 0 {
		return "—"
	}
	return strings.Join(words, " ")
}

// names are a pair's names as shown.
func (s Shown) names(names []string) []string {
	if len(names) == 0 {
		return names
	}
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = s.Name(n)
	}
	return out
}

// text is words with every hidden player's name in them replaced by the
// initials (notes such as "No handicap for Ann Able: 0 used.").
func (s Shown) text(words string, names []string) string {
	for _, n := range names {
		if s.Hidden(n) && n != "" {
			words = strings.ReplaceAll(words, n, Initials(n))
		}
	}
	return words
}

// SiteSession is a session as the club's website lists it.
type SiteSession struct {
	SessionInfo
	// Club is the club's name the session carries, "" when none.
	Club string
	// Stamp changes whenever anything the session's pages show may have
	// changed: its results, names, hands, movement, awards, the register's
	// figures its awards use, the earlier sessions its handicaps come
	// from, and which of its players are hidden.
	Stamp string
}

// SiteSessions lists the sessions with results, newest first, each with
// its stamp.
//
// Codes: Internal.
func (d *Desk) SiteSessions() ([]SiteSession, error) {
	metas, err := d.db.ListSessions()
	if err != nil {
		return nil, err
	}
	marks, err := d.db.ChangeMarks()
	if err != nil {
		return nil, err
	}
	names, err := d.db.PlayerNames()
	if err != nil {
		return nil, err
	}
	settings, err := d.db.AllSessionAwards()
	if err != nil {
		return nil, err
	}
	register, err := d.db.Players()
	if err != nil {
		return nil, err
	}
	shown, err := d.ShownNames()
	if err != nil {
		return nil, err
	}
	figures := sha256.New()
	for _, p := range register {
		fmt.Fprintf(figures, "%q %q %q %q\n", p.Name, p.Number, p.Masterpoints, p.Handicap)
	}
	// Oldest first, so that a session's handicaps from history can take
	// in every earlier day's sessions.
	sort.SliceStable(metas, func(i, j int) bool {
		if metas[i].Date != metas[j].Date {
			return metas[i].Date < metas[j].Date
		}
		return metas[i].ID < metas[j].ID
	})
	history, before := sha256.New(), ""
	var out []SiteSession
	for i, m := range metas {
		if i == 0 || m.Date != metas[i-1].Date {
			before = hex.EncodeToString(history.Sum(nil))
		}
		meta, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(history, "%d %d %s\n", m.ID, marks[m.ID], meta)
		in := infoOf(&m)
		if m.Lines == 0 {
			continue
		}
		h := sha256.New()
		fmt.Fprintf(h, "%s\n%d\n%s\n", meta, marks[m.ID], settings[m.ID])
		for _, n := range names[m.ID] {
			if shown.Hidden(n) {
				fmt.Fprintf(h, "hidden %q\n", scoring.PlayerKey(n))
			}
		}
		if a, err := decodeAwards(settings[m.ID]); err == nil && !a.None() {
			fmt.Fprintf(h, "register %x\n", figures.Sum(nil))
			if a.Handicaps == HandicapsClub {
				fmt.Fprintf(h, "history %s\n", before)
			}
		}
		out = append(out, SiteSession{SessionInfo: in, Club: m.Club, Stamp: hex.EncodeToString(h.Sum(nil))})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Date.Equal(out[j].Date) {
			return out[i].Date.After(out[j].Date)
		}
		return out[i].ID > out[j].ID
	})
	return out, nil
}

// SitePage is one session as the website publishes it: the results the
// reports lay out, and each pair's line for its players' records.
type SitePage struct {
	Results *reports.Results
	Pairs   []SitePair
	// Individual is an individual's page in place of Results: its
	// players' ranking and travellers (Pairs then holds a player each).
	Individual *reports.IndividualResults
	// Swiss is a Swiss pairs' page in place of Results: its standings in
	// victory points and each round's matches.
	Swiss *reports.SwissPairsResults
	// Teams is a teams session's page in place of Results: its ranking,
	// cross-table and score cards (Pairs then holds a team each).
	Teams *reports.TeamsResults
}

// SitePair is one pair of a published session.
type SitePair struct {
	Pair    scoring.PairRef
	Players []SitePlayer
	// Figure is how the pair did ("56.67%", "+12.50 IMPs"), Rank its place
	// in its field, Percent its percentage (nil for IMPs).
	Figure, Rank string
	Percent      *big.Rat
	Boards       int
	// Award is the pair's master points with their unit ("6 LP"), "" for
	// none; Points and Unit are the same as a figure (in hundredths) and
	// a unit, for sums over sessions.
	Award  string
	Points awards.Award
	Unit   string
}

// award gives the pair the i-th of a ranking's awards on a scale, if it
// earned any.
func (sp *SitePair) award(scale awards.Scale, all []awards.Award, i int) {
	if i < len(all) && all[i] > 0 {
		sp.Points, sp.Unit = all[i], scale.Unit()
		sp.Award = scale.Format(sp.Points) + " " + sp.Unit
	}
}

// SitePlayer is one player of a published pair: the name as shown, and
// whether it is a hidden player's initials.
type SitePlayer struct {
	Name   string
	Hidden bool
}

// SiteSession is a session's results as the website shows them: hidden
// players by their initials, in the ranking, score cards, strata and
// handicaps and their notes alike.
//
// Codes: NotFound (no such session), Invalid (a session that cannot be scored).
func (d *Desk) SiteSession(id int64, shown Shown) (*SitePage, error) {
	if ind, err := d.IsIndividual(id); ind || err != nil {
		if err != nil {
			return nil, err
		}
		return d.siteIndividual(id, shown)
	}
	if page, ok, err := d.siteSwiss(id, shown); ok || err != nil {
		return page, err
	}
	if page, ok, err := d.siteTeams(id, shown); ok || err != nil {
		return page, err
	}
	r, err := d.Results(id)
	if err != nil {
		return nil, err
	}
	page := &SitePage{Results: shown.results(r)}
	st := r.Standings
	for i, p := range st.Pairs {
		sp := SitePair{Pair: p.Ref(), Rank: p.Rank, Percent: p.Percent, Boards: p.Boards}
		sp.Figure = PlayerSession{Method: st.Method, Percent: p.Percent, Total: p.Total}.Figure()
		for _, n := range p.Names {
			sp.Players = append(sp.Players, SitePlayer{Name: shown.Name(n), Hidden: shown.Hidden(n)})
		}
		if x := r.Extras; x != nil && x.Awards != nil {
			sp.award(x.Awards.Scale, x.Awards.Awards, i)
		}
		page.Pairs = append(page.Pairs, sp)
	}
	return page, nil
}

// results is a copy of r with hidden players by their initials; r is
// shared with the session's state and is left as it is.
func (s Shown) results(r *reports.Results) *reports.Results {
	out := *r
	var all []string
	if r.Standings != nil {
		st := *r.Standings
		st.Pairs = make([]scoring.PairResult, len(r.Standings.Pairs))
		for i, p := range r.Standings.Pairs {
			all = append(all, p.Names...)
			p.Names = s.names(p.Names)
			st.Pairs[i] = p
		}
		out.Standings = &st
	}
	if r.Session != nil {
		sess := *r.Session
		sess.Pairs = make([]scoring.Pair, len(r.Session.Pairs))
		for i, p := range r.Session.Pairs {
			all = append(all, p.Names...)
			p.Names = s.names(p.Names)
			sess.Pairs[i] = p
		}
		out.Session = &sess
	}
	if r.Extras != nil {
		x := *r.Extras
		x.Notes = make([]string, len(r.Extras.Notes))
		for i, n := range r.Extras.Notes {
			x.Notes[i] = s.text(n, all)
		}
		out.Extras = &x
	}
	return &out
}

// SiteEvent is an event's combined ranking as the website shows it, its
// sessions named and dated (their pages' links are the website's to
// give), hidden players by their initials.
//
// Codes: NotFound (no such event), Invalid (sessions that cannot be ranked
// together), Conflict (no results yet).
func (d *Desk) SiteEvent(title string, shown Shown) (*reports.EventResults, error) {
	es, err := d.EventStandings(title, scoring.CombinePercent)
	if err != nil {
		return nil, err
	}
	e, err := d.eventResults(es)
	if err != nil {
		return nil, err
	}
	pairs := make([]scoring.EventPair, len(e.Pairs))
	for i, p := range e.Pairs {
		p.Names = shown.names(p.Names)
		pairs[i] = p
	}
	e.Pairs = pairs
	return e, nil
}

// eventResults is an event's standings as the reports print them.
func (d *Desk) eventResults(es *EventStandings) (*reports.EventResults, error) {
	e := &reports.EventResults{Title: es.Title, Combine: es.Combine, Pairs: es.Pairs}
	if es.Awards != nil {
		e.AwardUnit = es.AwardScale.Unit()
		for _, a := range es.Awards {
			e.Awards = append(e.Awards, es.AwardScale.Format(a))
		}
	}
	for _, id := range es.Sessions {
		m, err := d.db.Meta(id)
		if err != nil {
			return nil, err
		}
		in := infoOf(m)
		e.Sessions = append(e.Sessions, reports.EventSession{ID: id, Name: in.Name, Date: in.Date.Format("2 Jan 2006"), Has: es.has(id)})
	}
	return e, nil
}

// clubNameSetting is the club's settings entry for its name.
const clubNameSetting = "club.name"

// ClubName is the club's name as its results website heads every page
// with it: the name set with SetClubName, else the one the newest session
// carries (from a results file), "" when there is none.
//
// Codes: Internal.
func (d *Desk) ClubName() (string, error) {
	if name, ok, err := d.db.Setting(clubNameSetting); err != nil || ok {
		return name, err
	}
	metas, err := d.db.ListSessions() // newest first
	if err != nil {
		return "", err
	}
	for _, m := range metas {
		if m.Club != "" {
			return m.Club, nil
		}
	}
	return "", nil
}

// SetClubName keeps the club's name for its results website ("" goes
// back to the name the sessions carry).
//
// Codes: Invalid (a name beyond the limits), Busy.
func (d *Desk) SetClubName(name string) error {
	name = strings.TrimSpace(name)
	if err := checkLen("the club's name", name, MaxNameLen); err != nil {
		return err
	}
	return d.db.SetSetting(clubNameSetting, name)
}

// siteIndividual is an individual's page on the website: its players
// ranked, hidden players by their initials, each player an entry of the
// players' pages with his percentage and place.
func (d *Desk) siteIndividual(id int64, shown Shown) (*SitePage, error) {
	res, err := d.IndividualScored(id, "")
	if err != nil {
		return nil, err
	}
	st := *res.Standings
	st.Players = slices.Clone(st.Players)
	page := &SitePage{}
	for i, p := range st.Players {
		if p.Name != "" {
			st.Players[i].Name = shown.Name(p.Name)
		}
		sp := SitePair{Pair: scoring.PairRef{ID: p.ID}, Rank: p.Rank, Percent: p.Percent, Boards: p.Boards,
			Figure: PlayerSession{Method: st.Method, Percent: p.Percent, Total: p.Total}.Figure()}
		if p.Name != "" {
			sp.Players = []SitePlayer{{Name: shown.Name(p.Name), Hidden: shown.Hidden(p.Name)}}
		}
		sp.award(res.Scale, res.Awards, i)
		page.Pairs = append(page.Pairs, sp)
	}
	printed := *res
	printed.Standings = &st
	page.Individual = printed.Printed()
	return page, nil
}

// siteSwiss is a Swiss pairs' page on the website: its standings in
// victory points, hidden players by their initials, each pair an entry
// of its players' pages with its VPs and place; ok is false for any
// other session.
func (d *Desk) siteSwiss(id int64, shown Shown) (_ *SitePage, ok bool, err error) {
	s, err := d.Open(id)
	if err != nil {
		return nil, false, err
	}
	defer s.Close()
	if !s.IsSwissPairs() {
		return nil, false, nil
	}
	now, err := s.SwissPairs()
	if err != nil {
		return nil, true, err
	}
	st := *now.Standings
	st.Rounds = slices.Clone(st.Rounds)
	page := &SitePage{}
	if n := len(st.Rounds); n > 0 {
		last := &st.Rounds[n-1]
		last.After = slices.Clone(last.After)
		for i, p := range last.After {
			last.After[i].Names = shown.names(p.Names)
			sp := SitePair{Pair: scoring.PairRef{ID: p.Pair}, Rank: p.Rank, Boards: p.Rounds * s.Movement().BoardsPerRound,
				Figure: scoring.FormatPoints(p.Score) + " VPs"}
			for _, n := range p.Names {
				sp.Players = append(sp.Players, SitePlayer{Name: shown.Name(n), Hidden: shown.Hidden(n)})
			}
			if a := now.Awards; a != nil {
				sp.award(a.Scale, a.Awards, i)
			}
			page.Pairs = append(page.Pairs, sp)
		}
	}
	page.Swiss = &reports.SwissPairsResults{Club: now.Club, Title: now.Name, Date: now.Date, Standings: &st, Next: now.Next,
		Provisional: !now.Complete || now.Drawn < now.Rounds, Awards: now.Awards}
	return page, true, nil
}
