package club

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"bridgescore/awards"
	"bridgescore/fault"
	"bridgescore/scoring"
)

// Scoring a results file and importing it then asking its standings are
// one path with one answer: every pair's total, percentage and place, and
// every board's points, the same, for each real session of the corpus.
func TestScoreFileIsImportThenStandings(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "real", "*.xml"))
	if err != nil || len(files) == 0 {
		t.Fatal("no real files", err)
	}
	d, _ := newTestDesk(t)
	compared := 0
	for _, f := range files {
		sc, err := ScoreFile(f, FileOptions{})
		if err != nil {
			continue // a teams or individual file: not a pairs session
		}
		in, err := ReadImport(f, ImportOptions{Again: true})
		if err != nil {
			t.Errorf("%s: scored but not read to import: %v", f, err)
			continue
		}
		ids, _, err := d.ImportIncoming(in)
		if err != nil {
			t.Errorf("%s: scored but not imported: %v", f, err)
			continue
		}
		if len(ids) > 1 {
			continue // each section its own session: not the file's ranking
		}
		stored, err := d.Scored(ids[0])
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if got, want := ranking(stored), ranking(sc); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: imported then scored %v\nscored from the file %v", f, got, want)
		}
		if stored.Club != sc.Club || stored.Event != sc.Event || stored.Progress != sc.Progress {
			t.Errorf("%s: heading %q %q %+v, from the file %q %q %+v", f, stored.Club, stored.Event, stored.Progress, sc.Club, sc.Event, sc.Progress)
		}
		compared++
	}
	if compared < 10 {
		t.Errorf("%d real files compared, want the corpus", compared)
	}
}

// ranking is each pair's figures as printed, in order.
func ranking(sc *Scored) []string {
	var out []string
	for _, p := range sc.Pairs {
		figure := scoring.FormatPoints(p.Total)
		if p.Percent != nil {
			figure += " " + scoring.FormatRat(p.Percent, 2)
		}
		out = append(out, p.ID+" "+figure+" "+p.Rank)
	}
	for _, b := range sc.Boards {
		for _, l := range b.Lines {
			out = append(out, l.NS+"-"+l.EW+" "+scoring.FormatPoints(l.NSPoints))
		}
	}
	return out
}

// The options are the director's: rules, method, awards and handicaps
// from a list matched with the file's players; what reading noticed is
// passed on as it goes; a refusal is coded where it is made.
func TestScoreFileOptions(t *testing.T) {
	file := filepath.Join("..", "testdata", "sessions", "mitchell-7t", "session.xml")
	var notes []string
	sc, err := ScoreFile(file, FileOptions{Rules: scoring.ACBL, Award: mustScale(t, "ebu-club"), Noticed: func(n string) { notes = append(notes, n) }})
	if err != nil {
		t.Fatal(err)
	}
	if sc.Standings.Rules != scoring.ACBL || sc.Extras == nil || sc.Extras.Awards == nil {
		t.Errorf("rules %s, extras %+v: want ACBL with awards", sc.Standings.Rules, sc.Extras)
	}
	name := sc.Pairs[0].Names[0]
	list := filepath.Join(t.TempDir(), "h.csv")
	os.WriteFile(list, []byte("Name,Handicap\n"+name+",2\n"), 0o644)
	sc, err = ScoreFile(file, FileOptions{Handicaps: list, Noticed: func(n string) { notes = append(notes, n) }})
	if err != nil {
		t.Fatal(err)
	}
	if sc.Extras == nil || sc.Extras.Handicaps == nil || sc.Extras.Handicaps[0].Sign() == 0 {
		t.Errorf("handicaps from the list: %+v", sc.Extras)
	}
	os.WriteFile(list, []byte("Name,Handicap\nNobody Here,2\n"), 0o644)
	if _, err := ScoreFile(file, FileOptions{Handicaps: list}); !fault.Is(err, fault.Invalid) || !strings.Contains(err.Error(), "line 2: Nobody Here is not a player of this session") {
		t.Errorf("a stranger on the list: %v (%s)", err, fault.CodeOf(err))
	}
	for _, c := range []struct {
		path string
		o    FileOptions
		code fault.Code
	}{
		{filepath.Join(t.TempDir(), "none.xml"), FileOptions{}, fault.NotFound},
		{file, FileOptions{Hands: filepath.Join(t.TempDir(), "none.pbn")}, fault.NotFound},
		{file, FileOptions{Handicaps: filepath.Join(t.TempDir(), "none.csv")}, fault.NotFound},
		{t.TempDir(), FileOptions{}, fault.Invalid},
	} {
		if _, err := ScoreFile(c.path, c.o); fault.CodeOf(err) != c.code {
			t.Errorf("%s %+v: %v (%s), want %s", c.path, c.o, err, fault.CodeOf(err), c.code)
		}
	}
	teams := filepath.Join("..", "testdata", "real", "teamsscorer_multiple_teams_vp.xml")
	if _, err := os.Stat(teams); err == nil {
		if _, err := ScoreFile(teams, FileOptions{}); !errors.Is(err, ErrMethodUnknown) {
			t.Errorf("a teams event: %v, want ErrMethodUnknown for the door to offer the method", err)
		}
	}
}

func mustScale(t *testing.T, name string) awards.Scale {
	t.Helper()
	s, err := awards.ParseScale(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A board is explained line by line; a board without results is not
// found; a file of several sections is explained section by section.
func TestScoredExplain(t *testing.T) {
	sc, err := ScoreFile(filepath.Join("..", "testdata", "sessions", "howell-4t", "session.xml"), FileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ex, err := sc.Explain(1)
	if err != nil || len(ex) != 1 || len(ex[0].Lines) == 0 || !strings.HasPrefix(ex[0].Lines[0], "Board 1, ") {
		t.Errorf("board 1: %v %+v", err, ex)
	}
	if _, err := sc.Explain(99); !fault.Is(err, fault.NotFound) {
		t.Errorf("board 99: %v", err)
	}
	two := filepath.Join("..", "testdata", "real", "ebuscore_pairs_two_sections.xml")
	sc, err = ScoreFile(two, FileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ex, err = sc.Explain(1)
	if err != nil || len(ex) != 2 || ex[0].Section == "" || ex[0].Section == ex[1].Section {
		t.Errorf("two sections: %v %+v", err, ex)
	}
}

// Entering a line is one call: what it replaced and what it warns of, or
// that the row holds that result already, or, without the director's word,
// a refusal naming the result in the way, with nothing saved.
func TestEnterTyped(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	r := rows[0]
	got, err := s.EnterTyped(1, r, Typed{Text: "4SN="})
	if err != nil || got.Replaced != nil || got.Unchanged {
		t.Fatalf("first result: %+v %v", got, err)
	}
	rows, _ = s.Rows(1)
	r = rows[0]
	got, err = s.EnterTyped(1, r, Typed{Text: " 4SN= "})
	if err != nil || !got.Unchanged || got.Line.Score != 420 {
		t.Errorf("the same result again: %+v %v, want unchanged", got, err)
	}
	before := len(mustHistory(t, s))
	_, err = s.EnterTyped(1, r, Typed{Text: "3NTS="})
	var rep *ReplacesError
	if !errors.As(err, &rep) || !fault.Is(err, fault.Conflict) || rep.Old.Score != 420 || !strings.Contains(err.Error(), "already holds") {
		t.Errorf("a different result without the word: %v", err)
	}
	if n := len(mustHistory(t, s)); n != before {
		t.Errorf("a result refused or unchanged was saved: history %d, was %d", n, before)
	}
	got, err = s.EnterTyped(1, r, Typed{Text: "3NTS=", Replace: true})
	if err != nil || got.Replaced == nil || got.Replaced.Score != 420 || got.Line.Score != 400 {
		t.Errorf("with the word: %+v %v", got, err)
	}
	if _, err := s.EnterTyped(1, r, Typed{Text: "8SN="}); !fault.Is(err, fault.Invalid) {
		t.Errorf("a result that cannot be read: %v", err)
	}
}

func mustHistory(t *testing.T, s *OpenSession) []Change {
	t.Helper()
	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// A file is read whole before the database is opened; a hand record given
// as results and a file imported before are refused as such, for each
// door to say what to do.
func TestReadImport(t *testing.T) {
	if _, err := ReadImport(filepath.Join("..", "testdata", "dds", "bcdd-test1.bcdd-1-64.pbn"), ImportOptions{}); !errors.Is(err, ErrHandRecord) || !fault.Is(err, fault.Invalid) {
		t.Errorf("a hand record: %v", err)
	}
	file := filepath.Join("..", "testdata", "sessions", "howell-4t", "session.xml")
	if _, err := ReadImport(file, ImportOptions{Field: scoring.AcrossField}); !fault.Is(err, fault.Invalid) {
		t.Errorf("across the field with one section: %v", err)
	}
	d, _ := newTestDesk(t)
	in, err := ReadImport(file, ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ids, _, err := d.ImportIncoming(in)
	if err != nil || len(ids) != 1 {
		t.Fatalf("%v %v", ids, err)
	}
	_, _, err = d.ImportIncoming(in)
	var again *ImportedError
	if !errors.As(err, &again) || again.Session != ids[0] {
		t.Errorf("imported again: %v", err)
	}
}

// A session imported from a pairs results file is a pairs session, and
// its ranking ranks pairs.
func TestPairsSessionKind(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	list, err := d.Sessions()
	if err != nil || len(list) != 1 || list[0].Kind != scoring.Pairs {
		t.Fatalf("%+v %v", list, err)
	}
	rows, _ := s.Rows(1)
	for _, r := range rows[:2] {
		if _, err := s.Enter(1, r, "4SN="); err != nil {
			t.Fatal(err)
		}
	}
	sc, err := d.Scored(s.ID())
	if err != nil || sc.Kind != scoring.Pairs || sc.Kind.Competitor() != "pair" {
		t.Errorf("%v %v", sc.Kind, err)
	}
}

// The service reads the opening lead as typed and keeps it as a line
// keeps it; one it cannot read is refused, saying so, and nothing saved.
func TestEnterTypedReadsTheLead(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	for _, c := range []struct{ typed, kept string }{{"♥10", "HT"}, {"h t", "HT"}, {"7d", "D7"}, {"", ""}} {
		lead := c.typed
		got, err := s.EnterTyped(1, rows[0], Typed{Text: "3NTN=", Lead: &lead, Replace: true})
		if err != nil || got.Line.Lead != c.kept {
			t.Errorf("lead %q: kept %q (%v), want %q", c.typed, got.Line.Lead, err, c.kept)
		}
	}
	before := len(mustHistory(t, s))
	bad := "1♥"
	_, err := s.EnterTyped(1, rows[0], Typed{Text: "4SN=", Lead: &bad, Replace: true})
	var le *LeadError
	if !errors.As(err, &le) || !fault.Is(err, fault.Invalid) || !strings.Contains(err.Error(), "expected a suit") {
		t.Errorf("lead %q: %v, want a LeadError", bad, err)
	}
	if after := len(mustHistory(t, s)); after != before {
		t.Errorf("a refused lead left %d changes", after-before)
	}
}
