package site

import (
	"path/filepath"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// The test club: three sessions, one of them in two sections with its
// hands attached, two making up the event "Autumn Pairs", and a player
// who asked not to be shown by name. Every name is made up.

// clubName is the test club's.
const clubName = "Riverside Bridge Club"

// hiddenPlayer asked not to be shown by name on the website.
const hiddenPlayer = "Hilda Quist"

var firstNames = []string{"Ann", "Bob", "Cora", "Dev", "Edna", "Finn", "Gita", "Hal", "Iris", "Jon",
	"Kay", "Lev", "Mia", "Ned", "Olga", "Pat", "Rosa", "Sam", "Tess", "Uri"}
var surnames = []string{"Able", "Baker", "Cole", "Dunn", "Evans", "Frost", "Gale", "Hart", "Ives", "Jory",
	"Kemp", "Lowe", "Moss", "Nash", "Orme", "Pike", "Quinn", "Rudd", "Shaw", "Todd"}

// person is the n-th made-up player.
func person(n int) string {
	if n == 7 {
		return hiddenPlayer
	}
	return firstNames[n%len(firstNames)] + " " + surnames[(n+n/len(firstNames))%len(surnames)]
}

// results are the contracts tables play, in turn.
var results = []string{"4SN=", "3NTS+1", "4HE-1", "2SN+2", "3DW=", "PASS", "4SN-1", "1NTN+1", "5CE-2", "3NTN="}

// enterAll enters a result on every line of every board of the session,
// section by section, skipping the lines where skip says so.
func enterAll(t testing.TB, s *club.OpenSession, skip func(board, line int) bool) {
	t.Helper()
	sections := s.Sections()
	if len(sections) == 0 {
		sections = []string{""}
	}
	n := 0
	for _, sec := range sections {
		if sec != "" {
			if err := s.SelectSection(sec); err != nil {
				t.Fatal(err)
			}
		}
		for _, b := range s.Boards() {
			rows, err := s.Rows(b)
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range rows {
				n++
				if skip != nil && skip(b, i) {
					continue
				}
				if _, err := s.Enter(b, r, results[(b*b*7+i*i*3+b*i+n*n)%len(results)]); err != nil {
					t.Fatalf("board %d line %d: %v", b, i, err)
				}
			}
		}
	}
}

// names seats players at a movement's pairs, from the n-th on.
func names(m *movements.Movement, from int) map[movements.PairID][]string {
	out := map[movements.PairID][]string{}
	k := from
	for _, p := range m.Pairs {
		if m.IsPhantom(p) {
			continue
		}
		out[p] = []string{person(k), person(k + 1)}
		k += 2
	}
	return out
}

func mitchell(t testing.TB, tables int, section string) *movements.Movement {
	t.Helper()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: tables, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	m.Section = section
	return m
}

// testClub makes the test club's database and says where it is and the
// ids of its sessions: the two-section session with hands, then the
// event's two.
func testClub(t testing.TB) (path string, ids []int64) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "club.db")
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	day := func(n int) time.Time { return time.Date(2026, 10, n, 0, 0, 0, 0, time.UTC) }

	a, b := mitchell(t, 5, "A"), mitchell(t, 5, "B")
	id, err := d.CreateSections(club.NewSession{Name: "Club Championship", Date: day(6), Method: scoring.Matchpoints, Rules: scoring.WBF,
		Awards: club.Awards{Scale: "ebu-club"}},
		[]*movements.Movement{a, b}, map[string]map[movements.PairID][]string{"A": names(a, 0), "B": names(b, 20)})
	if err != nil {
		t.Fatal(err)
	}
	ids = append(ids, id)
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AttachHands(filepath.Join("testdata", "hands.pbn")); err != nil {
		t.Fatal(err)
	}
	enterAll(t, s, nil)

	h, err := movements.NewHowell(movements.HowellOptions{Tables: 4})
	if err != nil {
		t.Fatal(err)
	}
	m := mitchell(t, 5, "")
	for i, ns := range []club.NewSession{
		{Name: "Autumn Pairs, first evening", Date: day(13), Movement: h, Names: names(h, 2)},
		{Name: "Autumn Pairs, second evening", Date: day(20), Movement: m, Names: names(m, 2)},
	} {
		ns.Method, ns.Rules, ns.Event = scoring.Matchpoints, scoring.WBF, "Autumn Pairs"
		id, err := d.Create(ns)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
		s, err := d.Open(id)
		if err != nil {
			t.Fatal(err)
		}
		// The second evening's last board is still to be entered at one
		// table: its results are provisional.
		last := s.Boards()[len(s.Boards())-1]
		enterAll(t, s, func(board, line int) bool { return i == 1 && board == last && line == 0 })
	}
	if err := d.SetClubName(clubName); err != nil {
		t.Fatal(err)
	}
	if err := d.SetPlayerHidden(hiddenPlayer, true); err != nil {
		t.Fatal(err)
	}
	return path, ids
}

// build builds the site of the club at path into dir.
func build(t testing.TB, path, dir string) *Report {
	t.Helper()
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	r, err := Build(d, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func timeOf(day string) (time.Time, error) { return time.Parse("2006-01-02", day) }
