package club

import (
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

func TestDates(t *testing.T) {
	for _, c := range []struct{ file, iso string }{
		{"08/11/2025", "2025-11-08"},
		{"8/1/2025", "2025-01-08"},
		{"2025-11-08", "2025-11-08"},
		{"Tuesday", "Tuesday"},
		{"", ""},
	} {
		if got := isoDate(c.file); got != c.iso {
			t.Errorf("isoDate(%q) = %q, want %q", c.file, got, c.iso)
		}
	}
	if got := fileDate("2025-11-08"); got != "08/11/2025" {
		t.Errorf("fileDate = %q", got)
	}
	if got := fileDate("Tuesday"); got != "Tuesday" {
		t.Errorf("fileDate = %q", got)
	}
}

// A session's deals are its boards with a hand, or an analysis, known.
func TestKnownDeals(t *testing.T) {
	var dd scoring.DDTable
	boards := []scoring.Deal{
		{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone, Hands: [4]string{"AKQJ.T98.765.432", "T987.AKQJ.432.65", "65432.765.AKQ.JT9", ".432.JT98.AKQ87"}},
		{Board: 2, Dealer: scoring.East, Vul: scoring.VulNS, Hands: [4]string{"AKQJ.T98.765.432", "", "", ""}},
		{Board: 3, Dealer: scoring.South, Vul: scoring.VulEW},
		{Board: 4, Dealer: scoring.West, Vul: scoring.VulAll, DD: &dd},
	}
	back := knownDeals(boards)
	if len(back) != 3 || back[0] != boards[0] || back[1] != boards[1] || back[2] != boards[3] {
		t.Errorf("deals came back as %+v", back)
	}
}

// A stored session comes back as the event that was imported: same pairs,
// lines, club, event and date, and the same standings.
func TestImportEventAndBack(t *testing.T) {
	for _, name := range []string{"mitchell-7t", "mitchell-8t", "howell-4t"} {
		rf, err := interchange.ReadFile(filepath.Join("../testdata/sessions", name, "session.xml"))
		if err != nil {
			t.Fatal(err)
		}
		db, err := store.Open(filepath.Join(t.TempDir(), "club.db"))
		if err != nil {
			t.Fatal(err)
		}
		id, err := importFile(db, rf, scoring.ACBL, "")
		if err != nil {
			t.Fatal(err)
		}
		back, meta, err := resultsFileOf(db, id)
		db.Close()
		if err != nil {
			t.Fatal(err)
		}
		if back.Club != rf.Club || back.Name != rf.Name || back.Date != rf.Date || back.WinnerType != rf.WinnerType {
			t.Errorf("%s: event %q %q %q %d, want %q %q %q %d", name, back.Club, back.Name, back.Date, back.WinnerType, rf.Club, rf.Name, rf.Date, rf.WinnerType)
		}
		if meta.Rules != scoring.ACBL || back.Session.Rules != scoring.ACBL || back.Session.Method != rf.Session.Method {
			t.Errorf("%s: rules %q method %q", name, back.Session.Rules, back.Session.Method)
		}
		rf.Session.Rules = scoring.ACBL
		want, err := scoring.Score(&rf.Session)
		if err != nil {
			t.Fatal(err)
		}
		got, err := scoring.Score(&back.Session)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Pairs) != len(want.Pairs) {
			t.Fatalf("%s: %d pairs ranked, want %d", name, len(got.Pairs), len(want.Pairs))
		}
		for i := range want.Pairs {
			g, w := got.Pairs[i], want.Pairs[i]
			if g.ID != w.ID || g.Direction != w.Direction || g.Total.Cmp(w.Total) != 0 || g.Rank != w.Rank ||
				strings.Join(g.Names, "&") != strings.Join(w.Names, "&") {
				t.Errorf("%s: place %d is %s %s %s %s, want %s %s %s %s", name, i+1, g.ID, g.Total.RatString(), g.Rank, g.Names, w.ID, w.Total.RatString(), w.Rank, w.Names)
			}
		}
	}
}
