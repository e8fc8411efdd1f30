package interchange_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"bridgescore/access"
	"bridgescore/access/accesstest"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// The Bridgemate tables and columns a scoring file has, as BCS 5 writes
// them (the developer's guide's, rev 49).
var (
	bwsSectionCols = []accesstest.Column{{Name: "ID", Type: access.Integer}, {Name: "Letter", Type: access.Text, Size: 2},
		{Name: "Tables", Type: access.Integer}, {Name: "MissingPair", Type: access.Integer}, {Name: "EWMoveBeforePlay", Type: access.Integer},
		{Name: "Session", Type: access.Integer}, {Name: "ScoringType", Type: access.Integer}, {Name: "Winners", Type: access.Integer}}
	bwsRoundCols = []accesstest.Column{{Name: "Section", Type: access.Integer}, {Name: "Table", Type: access.Integer},
		{Name: "Round", Type: access.Integer}, {Name: "NSPair", Type: access.Integer}, {Name: "EWPair", Type: access.Integer},
		{Name: "LowBoard", Type: access.Integer}, {Name: "HighBoard", Type: access.Integer}, {Name: "CustomBoards", Type: access.Text}}
	bwsResultCols = []accesstest.Column{{Name: "ID", Type: access.Long}, {Name: "Section", Type: access.Integer},
		{Name: "Table", Type: access.Integer}, {Name: "Round", Type: access.Integer}, {Name: "Board", Type: access.Integer},
		{Name: "PairNS", Type: access.Integer}, {Name: "PairEW", Type: access.Integer}, {Name: "Declarer", Type: access.Integer},
		{Name: "NS/EW", Type: access.Text, Size: 2}, {Name: "Contract", Type: access.Text, Size: 10}, {Name: "Result", Type: access.Text, Size: 10},
		{Name: "LeadCard", Type: access.Text, Size: 10}, {Name: "Remarks", Type: access.Text}, {Name: "DateLog", Type: access.DateTime},
		{Name: "TimeLog", Type: access.DateTime}, {Name: "Processed", Type: access.Boolean}, {Name: "Erased", Type: access.Boolean}}
	bwsPlayerCols = []accesstest.Column{{Name: "Section", Type: access.Integer}, {Name: "Table", Type: access.Integer},
		{Name: "Direction", Type: access.Text, Size: 2}, {Name: "Number", Type: access.Text, Size: 18}, {Name: "Name", Type: access.Text, Size: 30},
		{Name: "Round", Type: access.Integer}, {Name: "Processed", Type: access.Boolean}, {Name: "TimeLog", Type: access.DateTime}}
	bwsNameCols    = []accesstest.Column{{Name: "ID", Type: access.Long}, {Name: "Name", Type: access.Text, Size: 40}, {Name: "strID", Type: access.Text, Size: 18}}
	bwsSessionCols = []accesstest.Column{{Name: "ID", Type: access.Long}, {Name: "Name", Type: access.Text}, {Name: "Date", Type: access.DateTime}}
)

func bwsHandCols() []accesstest.Column {
	cols := []accesstest.Column{{Name: "Section", Type: access.Integer}, {Name: "Board", Type: access.Integer}}
	for _, seat := range []string{"North", "East", "South", "West"} {
		for _, suit := range []string{"Spades", "Hearts", "Diamonds", "Clubs"} {
			cols = append(cols, accesstest.Column{Name: seat + suit, Type: access.Text, Size: 13})
		}
	}
	return cols
}

// bwsNight is a night of two sections, each a three-table Mitchell of
// pairs numbered 1 to 3 each way, three rounds of two boards (1 to 6), as
// BCS would leave it: section A's results entered plainly but for a
// correction, an erasure, an artificial score, a passed-out board, a board
// not played and a pair against nobody; its players keyed in by number,
// named from the club's list or at the table; its hands, one deal wrong.
// Section B says it has one winner.
type bwsNight struct {
	sections, rounds, results, players, names, hands, session accesstest.Table
}

var night = time.Date(2025, 11, 6, 0, 0, 0, 0, time.UTC)

func newBWSNight() *bwsNight {
	n := &bwsNight{
		sections: accesstest.Table{Name: "Section", Columns: bwsSectionCols, Rows: [][]any{
			{int64(1), "A ", int64(3), int64(0), int64(0), int64(1), int64(1), int64(0)},
			{int64(2), "B", int64(3), int64(0), int64(0), int64(1), int64(1), int64(1)}}},
		rounds:  accesstest.Table{Name: "RoundData", Columns: bwsRoundCols},
		results: accesstest.Table{Name: "ReceivedData", Columns: bwsResultCols},
		players: accesstest.Table{Name: "PlayerNumbers", Columns: bwsPlayerCols, Rows: [][]any{
			{int64(1), int64(1), "N", "1001", "Ann North", int64(0), false, nil},
			{int64(1), int64(1), "S", "1002", "", int64(0), false, nil},
			{int64(1), int64(1), "E", "", "Eve East", int64(0), false, nil},
			{int64(1), int64(1), "W", "9999", "", int64(0), false, nil},
			{int64(1), int64(2), "N", "", "", int64(0), false, nil},
			{int64(2), int64(3), "W", "1003", "Wes West", int64(0), false, nil}}},
		names: accesstest.Table{Name: "PlayerNames", Columns: bwsNameCols, Rows: [][]any{
			{int64(1002), "Sam South", "1002"}, {int64(1001), "Not the name keyed in", "1001"}}},
		hands: accesstest.Table{Name: "HandRecord", Columns: bwsHandCols(), Rows: [][]any{
			append([]any{int64(1), int64(1)}, suits("AKQJ", "AKQ", "AKQ", "AKQ", "T987", "JT9", "JT9", "JT9", "65", "8765", "8765", "876", "432", "432", "432", "5432")...),
			append([]any{int64(1), int64(2)}, suits("A K Q J 10", "AK", "AKQ", "AKQ", "9876", "QJT", "JT9", "JT9", "5", "98765", "8765", "876", "432", "432", "432", "5432")...),
			append([]any{int64(1), int64(3)}, suits("AKQJ", "AKQ", "AKQ", "AKQ", "AKQJ", "JT9", "JT9", "JT9", "65", "8765", "8765", "876", "432", "432", "432", "5432")...)}},
		session: accesstest.Table{Name: "Session", Columns: bwsSessionCols, Rows: [][]any{{int64(1), "Thursday pairs", night.AddDate(0, -3, 0)}}},
	}
	id := int64(100)
	for sec := int64(1); sec <= 2; sec++ {
		for round := int64(1); round <= 3; round++ {
			for table := int64(1); table <= 3; table++ {
				ew := (table+round-2)%3 + 1
				set := (table-round+3)%3 + 1
				n.rounds.Rows = append(n.rounds.Rows, []any{sec, table, round, table, ew, 2*set - 1, 2 * set, nil})
				for board := 2*set - 1; board <= 2*set; board++ {
					id++
					contract, result := "4 S", []string{"=", "+1", "-1"}[(board+table)%3]
					n.results.Rows = append(n.results.Rows, []any{id, sec, table, round, board, table, ew, table, "N", contract, result,
						"", "", night, time.Date(1899, 12, 30, 19, int(id%60), 0, 0, time.UTC), false, false})
				}
			}
		}
	}
	// In round 1 table 1 plays boards 1 and 2, table 2 boards 3 and 4,
	// table 3 boards 5 and 6.
	edit := func(table, round, board int64, contract, seat, result, lead, remarks string) {
		for _, r := range n.results.Rows {
			if r[1] == int64(1) && r[2] == table && r[3] == round && r[4] == board {
				r[9], r[8], r[10], r[11], r[12] = contract, seat, result, lead, remarks
			}
		}
	}
	edit(1, 1, 1, "3 NT x", "E", "-2", "S10", "")
	edit(1, 1, 2, "PASS", "N", "", "", "")
	edit(2, 1, 3, "", "N", "", "", "60%-40%")
	edit(2, 1, 4, "", "N", "", "", "Not played")
	// A correction (the later entry counts), an erasure left so (table 3
	// has no result on board 6), and a row against nobody.
	n.results.Rows = append(n.results.Rows,
		[]any{int64(900), int64(1), int64(3), int64(1), int64(5), int64(3), int64(3), int64(3), "W", "2 H", "+2", "DK", "", night, nil, false, false},
		[]any{int64(901), int64(1), int64(3), int64(1), int64(6), int64(3), int64(3), int64(3), "N", "4 S", "=", "", "Result erased", night, nil, false, true},
		[]any{int64(902), int64(1), int64(3), int64(3), int64(7), int64(3), int64(0), int64(3), "N", "1 NT", "=", "", "", night, nil, false, false})
	return n
}

func suits(s ...string) []any {
	out := make([]any, len(s))
	for i, x := range s {
		out[i] = x
	}
	return out
}

func (n *bwsNight) build(v access.Version) []byte {
	return accesstest.Build(accesstest.Options{Version: v}, n.sections, n.rounds, n.results, n.players, n.names, n.hands, n.session)
}

func writeBWS(t *testing.T, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "night.bws")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBWSNight reads a whole night, in both formats.
func TestBWSNight(t *testing.T) {
	for _, v := range []access.Version{access.Jet3, access.Jet4} {
		t.Run(v.String(), func(t *testing.T) {
			rf, err := interchange.ReadFile(writeBWS(t, newBWSNight().build(v)))
			if err != nil {
				t.Fatal(err)
			}
			if len(rf.Sections) != 2 || rf.Sections[0].Section != "A" || rf.Sections[1].Section != "B" {
				t.Fatalf("sections %v", rf.Sections)
			}
			if rf.Name != "Thursday pairs" || rf.Date != "06/11/2025" || rf.ProgramName != "Bridgemate" {
				t.Errorf("session %q of %q by %q", rf.Name, rf.Date, rf.ProgramName)
			}
			a, b := rf.Sections[0], rf.Sections[1]
			if sb := a.Session.SectionBoards; !slices.Equal(sb["A"], []int{1, 2, 3, 4, 5, 6}) || !slices.Equal(sb["B"], sb["A"]) {
				t.Errorf("the movement's boards %v", sb)
			}
			if len(b.Session.Lines) != 18 || b.WinnerType != interchange.OneWinner || len(b.Session.Pairs) != 6 {
				t.Errorf("section B: %d lines, %d pairs, winners %d", len(b.Session.Lines), len(b.Session.Pairs), b.WinnerType)
			}
			// 18 results, one erased and not entered again; the row
			// against nobody left out.
			if len(a.Session.Lines) != 17 || a.WinnerType != interchange.TwoWinner {
				t.Errorf("section A: %d lines, winners %d", len(a.Session.Lines), a.WinnerType)
			}
			lines := bwsLines(rf)
			check := func(key string, want func(scoring.Line) bool, what string) {
				t.Helper()
				if l, ok := lines[key]; !ok || !want(l) {
					t.Errorf("%s: %+v, want %s", key, l, what)
				}
			}
			check("A/1/1/1", func(l scoring.Line) bool {
				return l.Result.Declarer == scoring.East && l.Score == 300 && l.Lead == "ST"
			}, "3NTX by E down 2 (+300 NS, love all), lead S10")
			check("A/2/1/1", func(l scoring.Line) bool { return l.Kind == scoring.Played && l.Result.PassedOut() && l.Score == 0 }, "passed out")
			check("A/3/1/2", func(l scoring.Line) bool {
				return l.Kind == scoring.Artificial && l.NSPercent == 60 && l.EWPercent == 40
			}, "60%-40%")
			check("A/4/1/2", func(l scoring.Line) bool { return l.Kind == scoring.NotPlayed }, "not played")
			check("A/5/1/3", func(l scoring.Line) bool { return l.Result.Declarer == scoring.West && l.Result.Tricks == 10 }, "the correction, 2H+2 by W")
			if _, ok := lines["A/6/1/3"]; ok {
				t.Errorf("the erased result is scored")
			}
			for _, w := range []string{"1 result entered again", "1 result erased by the director (A3 board 6)", "1 row against no pair"} {
				if !slices.ContainsFunc(rf.Warnings, func(s string) bool { return strings.Contains(s, w) }) {
					t.Errorf("no note %q in %q", w, rf.Warnings)
				}
			}
			// Players: named at the table, from the club's list, or not
			// at all; the first keyed in stands.
			names := map[string][]string{}
			for _, p := range a.Session.Pairs {
				names[p.ID+p.Direction] = p.Names
			}
			if !slices.Equal(names["1NS"], []string{"Ann North", "Sam South"}) || !slices.Equal(names["1EW"], []string{"Eve East"}) || names["2NS"] != nil {
				t.Errorf("names %v", names)
			}
			if a.Numbers["Ann North"] != "1001" || a.Numbers["Sam South"] != "1002" {
				t.Errorf("numbers %v", a.Numbers)
			}
			if bn := b.Session.Pairs; !slices.ContainsFunc(bn, func(p scoring.Pair) bool { return slices.Equal(p.Names, []string{"Wes West"}) }) {
				t.Errorf("section B's pairs %v", bn)
			}
			// Hands: boards 1 and 2 (the ten written 10, ranks spaced);
			// board 3's spades dealt twice, left out with a note.
			if len(a.Deals) != 2 || a.Deals[1].Hands[0] != "AKQJT.AK.AKQ.AKQ" || a.Deals[1].Dealer != scoring.East {
				t.Errorf("deals %+v", a.Deals)
			}
			if !slices.ContainsFunc(rf.Warnings, func(s string) bool { return strings.Contains(s, "board 3 of section A") }) {
				t.Errorf("no note of board 3's hands in %q", rf.Warnings)
			}
			if _, err := interchange.ReadHandRecord(writeBWS(t, newBWSNight().build(v))); err == nil || !strings.Contains(err.Error(), "board 3") {
				t.Errorf("hands read on purpose: %v", err)
			}
		})
	}
}

// TestBWSWrongDirection: a table that entered its pairs the wrong way
// round in a Mitchell numbered each way. Each pair is scored for the seat
// it held (the EW pair's on the North-South line), as TabScore scores it;
// the section, which cannot rank a pair in its own direction's field from
// the other seat, is one field, with a note, whatever its Winners says.
func TestBWSWrongDirection(t *testing.T) {
	for _, winners := range []int64{0, 2} {
		n := newBWSNight()
		n.sections.Rows[0][7] = winners
		for _, r := range n.results.Rows {
			if r[1] == int64(1) && r[2] == int64(2) && r[3] == int64(2) && r[4] == int64(1) {
				r[12] = "Wrong direction"
			}
		}
		rf, err := interchange.ReadFile(writeBWS(t, n.build(access.Jet3)))
		if err != nil {
			t.Fatalf("winners %d: %v", winners, err)
		}
		a := rf.Sections[0]
		l := bwsLines(rf)["A/1/2/2"]
		if l.NS != "3EW" || l.EW != "2NS" || l.Score != 420 || a.WinnerType != interchange.OneWinner {
			t.Errorf("winners %d: %+v, section winners %d", winners, l, a.WinnerType)
		}
		if !slices.ContainsFunc(rf.Warnings, func(s string) bool {
			return strings.Contains(s, "ReceivedData 109 (table 2, round 2): the pairs sat the wrong way round")
		}) {
			t.Errorf("winners %d: no note in %q", winners, rf.Warnings)
		}
	}
}

// TestBWSRefused: what a Bridgemate file cannot be read as, and why.
func TestBWSRefused(t *testing.T) {
	teams := newBWSNight()
	teams.sections.Rows[1][6] = int64(4)
	individual := newBWSNight()
	individual.rounds.Columns = append(individual.rounds.Columns, accesstest.Column{Name: "South", Type: access.Integer}, accesstest.Column{Name: "West", Type: access.Integer})
	individual.rounds.Rows[0] = append(individual.rounds.Rows[0], int64(7), int64(8))
	erased := newBWSNight()
	for _, r := range erased.results.Rows {
		r[16] = true
	}
	good := newBWSNight().build(access.Jet4)
	for _, tc := range []struct {
		name string
		data []byte
		says string
	}{
		{"teams", teams.build(access.Jet4), "section B is a teams match"},
		{"individual", individual.build(access.Jet3), "an individual event"},
		{"nothing left", erased.build(access.Jet3), "no results"},
		{"not Bridgemate", accesstest.Build(accesstest.Options{Version: access.Jet4}, newBWSNight().players), "no ReceivedData table: not a Bridgemate scoring file (its tables are PlayerNumbers)"},
		{"cut short", good[:len(good)/2], "cannot be read as a Bridgemate scoring file: damaged Access database"},
		{"not Access", []byte("board,ns,ew,contract,declarer,tricks\n1,1,2,4S,N,10\n"), "not a Bridgemate scoring file"},
		{"Access 2007", append([]byte("\x00\x01\x00\x00Standard ACE DB\x00"), make([]byte, 8192)...), "Access 2007 or later"},
	} {
		_, err := interchange.ReadFile(writeBWS(t, tc.data))
		var pe *interchange.ParseError
		if err == nil || !strings.Contains(err.Error(), tc.says) || !errors.As(err, &pe) {
			t.Errorf("%s: %v, want a ParseError saying %q", tc.name, err, tc.says)
		}
	}
}
