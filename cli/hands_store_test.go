package cli

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"bridgescore/club"
	"bridgescore/scoring"
)

// Board 1 of DDS's published list, carrying its analysis with one number
// changed (W takes 9 in clubs, not 5) so that a kept analysis can be told
// from a new one; board 2 one suit to each hand, with none.
const handsForStore = `% PBN 2.1
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
[OptimumScore "EW 110"]
[ParContract "EW 2S"]
[DoubleDummyTricks "65657656576867568679"]

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
`

func storedDeals(t *testing.T, db string, id int64) []scoringDeal {
	t.Helper()
	d, err := club.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	rf, err := d.ResultsFile(id)
	if err != nil {
		t.Fatal(err)
	}
	var out []scoringDeal
	for _, x := range rf.Deals {
		s := scoringDeal{Board: x.Board, Hands: x.Hands}
		if x.DD != nil {
			s.DD = *x.DD
		}
		if x.Par != nil {
			s.Par = *x.Par
		}
		out = append(out, s)
	}
	return out
}

type scoringDeal struct {
	Board int
	Hands [4]string
	DD    scoring.DDTable
	Par   scoring.Par
}

// Hands attached to a session keep the analysis their file carries and
// are analysed once where they have none; a bad hand record is refused by
// name and changes nothing.
func TestAttachedHandsAnalysed(t *testing.T) {
	skipWithoutSolver(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	id := stImport(t, db, filepath.Join(sessionsDir, "howell-4t", "session.csv"))
	hands := filepath.Join(dir, "hands.pbn")
	if err := os.WriteFile(hands, []byte(handsForStore), 0o644); err != nil {
		t.Fatal(err)
	}
	stMust(t, "import", hands, "--session", id, "--db", db)
	sid := mustID(t, id)
	deals := storedDeals(t, db, sid)
	if len(deals) != 2 {
		t.Fatalf("%d boards with hands stored, want 2", len(deals))
	}
	if n := deals[0].DD.Tricks(scoring.West, scoring.Clubs); n != 9 || deals[0].Par.Score != -110 {
		t.Errorf("board 1: W takes %d in clubs, par %d: the file's analysis (9, -110) was not kept", n, deals[0].Par.Score)
	}
	if n := deals[1].DD.Tricks(scoring.North, scoring.Spades); n != 13 {
		t.Errorf("board 2: N takes %d in spades, want 13", n)
	}
	if len(deals[1].Par.Contracts) == 0 {
		t.Errorf("board 2: no par contract stored")
	}

	deal1 := "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
	for _, tc := range []struct{ name, deal, want string }{
		{"12 cards", "N:QJ6.K652.J85.T9 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "has 12 cards: expected 13"},
		{"14 cards", "N:QJ6.K652.J85.T984 873.J97.AT76.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "has 14 cards: expected 13"},
		{"a card twice", "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ8", "the C8 is dealt twice"},
	} {
		bad := strings.Replace(handsForStore, deal1, tc.deal, 1)
		if err := os.WriteFile(hands, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, e := stRun(t, "import", hands, "--session", id, "--db", db)
		if code == 0 || !strings.Contains(e, tc.want) || !strings.Contains(e, "board 1") || !strings.Contains(e, "line 5") {
			t.Errorf("%s: exit %d, %q; want board 1, line 5 and %q", tc.name, code, e, tc.want)
		}
	}
	missing := strings.Replace(handsForStore, "[Board \"2\"]\n", "", 1)
	if err := os.WriteFile(hands, []byte(missing), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, e := stRun(t, "import", hands, "--session", id, "--db", db); code == 0 || !strings.Contains(e, "deal without a Board tag") {
		t.Errorf("board number missing: exit %d, %q", code, e)
	}
	if after := storedDeals(t, db, sid); !reflect.DeepEqual(after, deals) {
		t.Errorf("a refused hand record changed what is stored:\n%+v\nwas\n%+v", after, deals)
	}
}

func mustID(t *testing.T, id string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
