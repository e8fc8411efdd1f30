package reports

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// TestHTMLInWebsite: a page of the club's website leads back to the home
// page, names its session in its heading, links each player's name to the
// player's page (none for a player without one) and shows the movement.
func TestHTMLInWebsite(t *testing.T) {
	r := loadSession(t, "howell-4t", scoring.Matchpoints, scoring.WBF)
	r.Club, r.Event = "Riverside BC", "Tuesday Pairs"
	m, err := movements.NewHowell(movements.HowellOptions{Tables: 4})
	if err != nil {
		t.Fatal(err)
	}
	r.Movement = m
	var named string
	for _, p := range r.Standings.Pairs {
		if len(p.Names) == 2 {
			named = p.Names[0]
			break
		}
	}
	if named == "" {
		t.Fatal("the sample session names no pair")
	}
	r.Web = &Web{
		Trail: []Link{{Text: "Riverside BC", Href: "../index.html"}, {Text: "Tuesday Pairs"}},
		Player: func(name string) string {
			if name == named {
				return "../p/x.html"
			}
			return ""
		},
		Search: "../search.js", Players: "../players.html",
	}
	var b bytes.Buffer
	if err := WriteHTML(&b, r, AllResults); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{
		`<nav class="site" aria-label="Site"><a href="../index.html">Riverside BC</a> › <span aria-current="page">Tuesday Pairs</span>`,
		`<p class="club">Riverside BC</p>`, `<h1>Tuesday Pairs</h1>`,
		`<form class="search" role="search" action="../players.html">`, `<script src="../search.js"></script>`,
		`<a href="../p/x.html">` + named + `</a>`,
		`<section id="movement">`, `<a href="#movement">Movement</a>`, `<caption>Movement: ` + m.Name + `</caption>`,
		`<th scope="col">Table 4</th>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	if n := strings.Count(page, `<a href="../p/`); n < 2 {
		t.Errorf("the player's name is linked %d times, want the ranking and the score card", n)
	}
	// Round 1 at table 1 as the guide card has it.
	card := m.TableCards()[0].Rounds[0]
	cell := "<td>" + pairNumber(m, card.NS, "NS") + " v " + pairNumber(m, card.EW, "EW") + ", boards " + boardsText(card.Boards) + "</td>"
	if !strings.Contains(page, cell) {
		t.Errorf("the movement lacks round 1 at table 1: %s", cell)
	}

	// Without Web the page is as it was: no trail, no movement, no script.
	r.Web = nil
	b.Reset()
	if err := WriteHTML(&b, r, AllResults); err != nil {
		t.Fatal(err)
	}
	if s := b.String(); strings.Contains(s, "<script") || strings.Contains(s, `id="movement"`) || strings.Contains(s, `class="site"`) || !strings.Contains(s, "<h1>Riverside BC</h1>") {
		t.Error("a page of its own took the website's parts")
	}
}

// An event's ranking in the website links its players.
func TestEventHTMLInWebsite(t *testing.T) {
	e := &EventResults{Title: "Autumn Pairs", Combine: scoring.CombinePercent,
		Sessions: []EventSession{{ID: 1, Name: "Evening 1", Link: "../s/1.html"}},
		Pairs: []scoring.EventPair{{Rank: "1", Names: []string{"Ann Able", "B. B."}, Boards: 24, PartnerChanged: true,
			Percent: big.NewRat(60, 1)}}}
	e.Web = &Web{Trail: []Link{{Text: "Home", Href: "../index.html"}, {Text: "Autumn Pairs"}},
		Player: func(n string) string { return map[string]string{"Ann Able": "../p/ann-able.html"}[n] }}
	var b bytes.Buffer
	if err := WriteEventHTML(&b, e); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `<th scope="row" style="text-align:left"><a href="../p/ann-able.html">Ann Able</a> &amp; B. B. *</th>`) {
		t.Errorf("the ranking's names: %s", b.String())
	}
}
