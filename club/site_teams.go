package club

import (
	"math/big"
	"slices"

	"bridgescore/scoring"
)

// siteTeams is a teams session's page on the website: its ranking,
// cross-table and score cards, hidden players by their initials, each
// team an entry of its players' pages with its total and place; ok is
// false for any other session.
func (d *Desk) siteTeams(id int64, shown Shown) (_ *SitePage, ok bool, err error) {
	if teams, err := d.IsTeams(id); !teams || err != nil {
		return nil, false, err
	}
	res, err := d.TeamsScored(id)
	if err != nil {
		return nil, true, err
	}
	m, err := d.db.Meta(id)
	if err != nil {
		return nil, true, err
	}
	p, err := progressOf(m)
	if err != nil {
		return nil, true, err
	}
	st := *res.Standings
	st.Teams = slices.Clone(st.Teams)
	page := &SitePage{}
	for i, t := range st.Teams {
		st.Teams[i].Players = shown.names(t.Players)
		sp := SitePair{Pair: scoring.PairRef{ID: t.ID}, Rank: t.Rank, Boards: t.Boards, Figure: teamFigure(st.Method, t.Total)}
		for _, n := range t.Players {
			sp.Players = append(sp.Players, SitePlayer{Name: shown.Name(n), Hidden: shown.Hidden(n)})
		}
		if a := res.Awards; a != nil {
			sp.award(a.Scale, a.Awards, i)
		}
		page.Pairs = append(page.Pairs, sp)
	}
	page.Teams = res.Printed("")
	page.Teams.Standings, page.Teams.Provisional = &st, p.Words()
	return page, true, nil
}

// teamFigure is how a team did, for its players' pages: "20.00 VPs",
// "+12 IMPs", "31 points".
func teamFigure(method scoring.TeamMethod, total *big.Rat) string {
	switch method {
	case scoring.TeamVPs:
		return scoring.FormatRat(total, 2) + " VPs"
	case scoring.TeamIMPs:
		s := scoring.FormatRat(total, 0)
		if total.Sign() > 0 {
			s = "+" + s
		}
		return s + " IMPs"
	}
	return scoring.FormatPoints(total) + " points"
}
