package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/club"
	"bridgescore/scoring"
	"bridgescore/store"
)

var stSessions = []string{"mitchell-7t", "mitchell-8t", "howell-4t"}

const stTestdata = "../testdata/sessions"

// stRun runs a sub-command as the command line would and returns its exit
// code and what it printed.
func stRun(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	cmd, ok := Lookup(args[0])
	if !ok {
		t.Fatalf("no command %q", args[0])
	}
	var out, errOut bytes.Buffer
	code := cmd.Run(args[1:], &out, &errOut)
	return code, out.String(), errOut.String()
}

// stMust runs a sub-command that must succeed.
func stMust(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := stRun(t, args...)
	if code != 0 {
		t.Fatalf("bridgescore %s: exit %d\n%s", strings.Join(args, " "), code, errOut)
	}
	return out
}

func stImport(t *testing.T, db, file string, extra ...string) string {
	t.Helper()
	out := stMust(t, append([]string{"import", file, "--db", db}, extra...)...)
	id := strings.TrimSpace(out)
	if id == "" || strings.ContainsAny(id, " \n") {
		t.Fatalf("import printed %q, want a session id", out)
	}
	return id
}

// stDump is everything a database holds, in words, to show that a refused
// command changed nothing.
func stDump(t *testing.T, path string) string {
	t.Helper()
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var b strings.Builder
	list, err := db.ListSessions()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range list {
		fmt.Fprintf(&b, "%+v\n", m)
		_, s, err := db.Session(m.ID)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%+v\n", s.Pairs)
		for _, l := range s.Lines {
			fmt.Fprintf(&b, "%+v %+v\n", l, l.Result)
		}
		h, _ := db.History(m.ID)
		fmt.Fprintf(&b, "%+v\n", h)
	}
	return b.String()
}

// Import a USEBIO file, and its standings are those `score` gives for the
// file; export it as USEBIO, import that, and the standings are the same
// again. The same for the CSV form.
func TestStoreRoundTrip(t *testing.T) {
	for _, name := range stSessions {
		for _, file := range []string{"session.xml", "session.csv"} {
			for _, format := range []string{"usebio", "csv"} {
				if file == "session.xml" && format == "csv" {
					continue // the CSV format has no players' names
				}
				t.Run(name+"/"+file+"/"+format, func(t *testing.T) {
					src := filepath.Join(stTestdata, name, file)
					db := filepath.Join(t.TempDir(), "club.db")
					want := stMust(t, "score", src, "--format", "json")
					id := stImport(t, db, src)
					got := stMust(t, "standings", "--session", id, "--db", db, "--format", "json")
					if got != want {
						t.Fatalf("standings of the imported %s differ from score:\n%s", file, firstDiff(got, want))
					}
					if text, want := stMust(t, "standings", "--session", id, "--db", db), stMust(t, "score", src); text != want {
						t.Errorf("text standings differ from score:\n%s", firstDiff(text, want))
					}
					out := filepath.Join(t.TempDir(), "export."+format)
					stMust(t, "export", "--session", id, "--db", db, "--format", format, "--out", out)
					id2 := stImport(t, db, out, "--again")
					if id2 == id {
						t.Fatalf("re-import gave the same session id %s", id)
					}
					again := stMust(t, "standings", "--session", id2, "--db", db, "--format", "json")
					if again != want {
						t.Errorf("standings after export as %s and re-import differ:\n%s", format, firstDiff(again, want))
					}
				})
			}
		}
	}
}

// firstDiff shows where two outputs part.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) && i < len(w); i++ {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d:\n got %q\nwant %q", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("got %d lines, want %d", len(g), len(w))
}

func TestStoreEnterUndoRedo(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	src := filepath.Join(stTestdata, "mitchell-7t", "session.xml")
	id := stImport(t, db, src)
	original := stMust(t, "standings", "--session", id, "--db", db, "--format", "json")

	// Board 1, 1NS v 1EW was 3NT by N making 10 (NS +430): correct it.
	out := stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1NS", "--ew", "1EW", "--db", db, "4SN+1")
	if !strings.Contains(out, "board 1, 1NS v 1EW: 4SN+1 (NS +450) entered in place of 1NS v 1EW: 3NTN+1 (NS +430)") {
		t.Errorf("enter printed %q", out)
	}
	changed := stMust(t, "standings", "--session", id, "--db", db, "--format", "json")
	if changed == original || !strings.Contains(changed, `"score": 450`) {
		t.Fatal("the corrected line did not change the standings")
	}
	// Bare pair numbers are taken in the direction given.
	out = stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1", "--ew", "1", "--db", db, "A60-40")
	if !strings.Contains(out, "1NS v 1EW: A60-40 entered in place of 1NS v 1EW: 4SN+1 (NS +450)") {
		t.Errorf("enter printed %q", out)
	}
	out = stMust(t, "undo", "--session", id, "--db", db)
	if !strings.Contains(out, "undone change 3: changed board 1, 1NS v 1EW — back to 1NS v 1EW: 4SN+1 (NS +450) (was 1NS v 1EW: A60-40)") {
		t.Errorf("undo printed %q", out)
	}
	stMust(t, "undo", "--session", id, "--db", db)
	if got := stMust(t, "standings", "--session", id, "--db", db, "--format", "json"); got != original {
		t.Errorf("after two undos the standings are not the original:\n%s", firstDiff(got, original))
	}
	code, _, errOut := stRun(t, "undo", "--session", id, "--db", db)
	if code != exitConflict || !strings.Contains(errOut, "nothing to undo") {
		t.Errorf("undo past the import: exit %d, %q", code, errOut)
	}
	stMust(t, "redo", "--session", id, "--db", db)
	if got := stMust(t, "standings", "--session", id, "--db", db, "--format", "json"); got != changed {
		t.Errorf("redo did not bring back the correction:\n%s", firstDiff(got, changed))
	}
	hist := stMust(t, "history", "--session", id, "--db", db)
	rows := strings.Split(strings.TrimSpace(hist), "\n")
	// The two changes, then the two undos and the redo as they were made.
	if len(rows) != 7 || !strings.Contains(rows[1], "session created with 14 pairs") ||
		!strings.Contains(rows[2], "changed board 1, 1NS v 1EW") || strings.Contains(rows[2], "[undone]") ||
		!strings.Contains(rows[3], "changed board 1, 1NS v 1EW [undone]") || !strings.Contains(rows[3], "A60-40") ||
		!strings.Contains(rows[4], "undone: changed board 1") || !strings.Contains(rows[5], "undone: changed board 1") ||
		!strings.Contains(rows[6], "redone: changed board 1, 1NS v 1EW") || !strings.Contains(rows[6], "3NTN+1") {
		t.Errorf("history printed:\n%s", hist)
	}

	stMust(t, "enter", "--session", id, "--board", "2", "--ns", "1NS", "--ew", "1EW", "--round", "1", "--table", "1", "--db", db, "3NTS+3")
	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	_, s, err := d.Session(1)
	d.Close()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range s.Lines {
		if l.Board == 2 && l.NS == "1NS" && (l.Round != 1 || l.Table != 1 || l.Score != 690) {
			t.Errorf("board 2, 1NS v 1EW stored as %+v", l)
		}
	}

	before := stDump(t, db)
	for _, c := range []struct {
		args   []string
		want   string
		status int
	}{
		{[]string{"--board", "1", "--ns", "1NS", "--ew", "1EW", "8SN="}, "board 1:", exitInvalid},
		{[]string{"--board", "1", "--ns", "9NS", "--ew", "1EW", "3NTN="}, "there is no pair 9NS in this session", exitNotFound},
		{[]string{"--board", "1", "--ns", "2NS", "--ew", "1EW", "3NTN="}, "pair 2NS already has a result on board 1 against 3EW", exitConflict},
	} {
		code, _, errOut := stRun(t, append([]string{"enter", "--session", id, "--db", db}, c.args...)...)
		if code != c.status || !strings.Contains(errOut, c.want) {
			t.Errorf("enter %v: exit %d, %q (want %q)", c.args, code, errOut, c.want)
		}
	}
	if after := stDump(t, db); after != before {
		t.Error("refused entries changed the database")
	}
}

func TestStoreSessionsList(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	if out := stMust(t, "sessions", "--db", db); !strings.Contains(out, "no sessions in") {
		t.Errorf("empty database: %q", out)
	}
	a := stImport(t, db, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	b := stImport(t, db, filepath.Join(stTestdata, "howell-4t", "session.xml"), "--rules", "acbl")
	c := stImport(t, db, filepath.Join(stTestdata, "howell-4t", "session.csv"), "--method", "butler")
	out := stMust(t, "sessions", "--db", db)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "ID") {
		t.Fatalf("sessions printed:\n%s", out)
	}
	// An imported results file is a finished session. The undated CSV
	// session lists last.
	if !strings.HasPrefix(lines[3], c+" ") || !strings.Contains(lines[3], "imported from session.csv") || !strings.Contains(lines[3], "butler wbf") {
		t.Errorf("CSV session listed as %q", lines[3])
	}
	for _, want := range []struct{ id, text string }{{a, "mitchell, 7 tables"}, {b, "mp acbl"}} {
		found := false
		for _, l := range lines[1:] {
			if strings.HasPrefix(l, want.id+" ") && strings.Contains(l, want.text) && strings.Contains(l, "complete") {
				found = true
			}
		}
		if !found {
			t.Errorf("no line for session %s with %q:\n%s", want.id, want.text, out)
		}
	}
}

// With no --db the database lives in the user's configuration folder and
// is created on first use.
func TestStoreDefaultDatabase(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home)
	t.Setenv("HOME", home)
	stMust(t, "import", filepath.Join(stTestdata, "howell-4t", "session.csv"))
	path, err := club.DefaultDBPath()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(path, home) || filepath.Base(path) != "club.db" {
		t.Errorf("default database %s", path)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("default database not created: %v", err)
	}
	if out := stMust(t, "sessions"); !strings.Contains(out, "1 ") {
		t.Errorf("sessions printed %q", out)
	}
}

// Bad files give a clear message and leave the database as it was.
func TestStoreImportRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	stImport(t, db, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	before := stDump(t, db)

	xml, err := os.ReadFile(filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	replace := func(old, new string) []byte {
		t.Helper()
		if !bytes.Contains(xml, []byte(old)) {
			t.Fatalf("sample file has no %s", old)
		}
		return bytes.Replace(xml, []byte(old), []byte(new), 1)
	}
	unknownPair := replace("<EW_PAIR_NUMBER>6EW</EW_PAIR_NUMBER>", "<EW_PAIR_NUMBER>99EW</EW_PAIR_NUMBER>")
	// A contract no notation reads is refused where the line gives no
	// score to fall back on, or one no contract can give (431).
	impossible := replace("<CONTRACT>3NT</CONTRACT>\n    <PLAYED_BY>N</PLAYED_BY>\n    <TRICKS>10</TRICKS>\n    <SCORE>430</SCORE>",
		"<CONTRACT>8NT</CONTRACT>\n    <PLAYED_BY>N</PLAYED_BY>\n    <TRICKS>10</TRICKS>")
	impossibleScore := replace("<CONTRACT>3NT</CONTRACT>\n    <PLAYED_BY>N</PLAYED_BY>\n    <TRICKS>10</TRICKS>\n    <SCORE>430</SCORE>",
		"<CONTRACT>8NT</CONTRACT>\n    <PLAYED_BY>N</PLAYED_BY>\n    <TRICKS>10</TRICKS>\n    <SCORE>431</SCORE>")
	tricks := replace("<TRICKS>10</TRICKS>", "<TRICKS>15</TRICKS>")
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"truncated.xml", xml[:len(xml)/2], "truncated.xml"},
		{"garbage.csv", []byte("\x00\x01\x02 this is not a results file \xff\xfe\n1,2,3\n"), "garbage.csv"},
		{"empty.csv", nil, "empty.csv"},
		{"unknown-pair.xml", unknownPair, "99EW"},
		{"impossible.xml", impossible, "8NT"},
		{"impossible-score.xml", impossibleScore, "8NT"},
		{"tricks.xml", tricks, "15"},
	}
	for _, c := range cases {
		p := write(c.name, c.data)
		code, out, errOut := stRun(t, "import", p, "--db", db)
		if code == 0 {
			t.Errorf("%s: imported as session %s", c.name, out)
			continue
		}
		if !strings.Contains(errOut, c.want) || strings.Contains(errOut, "panic") {
			t.Errorf("%s: message %q does not name %q", c.name, errOut, c.want)
		}
		t.Logf("%s: %s", c.name, strings.TrimSpace(errOut))
	}
	if after := stDump(t, db); after != before {
		t.Error("a refused import changed the database")
	}
}

func TestStoreRefusesNonDatabase(t *testing.T) {
	p := filepath.Join(t.TempDir(), "minutes.txt")
	content := []byte("Committee minutes, March\n")
	if err := os.WriteFile(p, content, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := stRun(t, "sessions", "--db", p)
	if code != 1 || !strings.Contains(errOut, "is not a bridgescore database") {
		t.Errorf("exit %d, %q", code, errOut)
	}
	if got, _ := os.ReadFile(p); !bytes.Equal(got, content) {
		t.Error("the file was changed")
	}
}

func TestStoreUsageErrors(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"import", "--db", db}, "no file given"},
		{[]string{"enter", "--db", db, "--board", "1", "--ns", "1", "--ew", "2", "PASS"}, "--session ID is required"},
		{[]string{"enter", "--db", db, "--session", "x1", "--board", "1", "--ns", "1", "--ew", "2", "PASS"}, `--session "x1"`},
		{[]string{"enter", "--db", db, "--session", "1", "--board", "0", "--ns", "1", "--ew", "2", "PASS"}, `--board "0"`},
		{[]string{"enter", "--db", db, "--session", "1", "--board", "1", "--ns", "1", "--ew", "2"}, "no RESULT given"},
		{[]string{"standings", "--db", db, "--session", "1", "--format", "xml"}, `--format "xml"`},
		{[]string{"export", "--db", db, "--session", "1", "--format", "pdf"}, `--format "pdf"`},
		{[]string{"import", "x.xml", "--db", db, "--rules", "ebu"}, `--rules "ebu"`},
	} {
		code, _, errOut := stRun(t, c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) || !strings.Contains(errOut, "usage: bridgescore") {
			t.Errorf("%v: exit %d, %q", c.args, code, errOut)
		}
	}
	id := stImport(t, db, filepath.Join(stTestdata, "howell-4t", "session.csv"))
	out := filepath.Join(t.TempDir(), "no-such-folder", "x.xml")
	code, _, errOut := stRun(t, "export", "--db", db, "--session", id, "--format", "usebio", "--out", out)
	if code != exitNotFound || !strings.Contains(errOut, "cannot write "+out) {
		t.Errorf("export to a missing folder: exit %d, %q", code, errOut)
	}
	code, _, errOut = stRun(t, "standings", "--db", db, "--session", "42")
	if code != exitNotFound || !strings.Contains(errOut, "session 42") {
		t.Errorf("missing session: exit %d, %q", code, errOut)
	}
}

// A PBN hand record attached to a session: its deals are kept with the
// boards and exported; a dealer that disagrees with the session is
// reported, and a hand record without a session is refused plainly.
func TestStoreAttachHands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	id := stImport(t, db, filepath.Join(stTestdata, "howell-4t", "session.xml"))
	pbn := filepath.Join(dir, "hands.pbn")
	const hands = `% PBN 2.1
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT98.JT9.JT 6543.765.876.987 2.432.5432.65432"]

[Board "2"]
[Dealer "S"]
[Vulnerable "NS"]
[Deal "N:2.432.5432.65432 AKQJ.AKQ.AKQ.AKQ T987.JT98.JT9.JT 6543.765.876.987"]
`
	if err := os.WriteFile(pbn, []byte(hands), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := stRun(t, "import", pbn, "--db", db)
	if code != 1 || out != "" || !strings.Contains(errOut, "attach it to a session with --session ID") {
		t.Errorf("PBN without --session: exit %d, %q %q", code, out, errOut)
	}
	code, out, errOut = stRun(t, "import", pbn, "--session", id, "--db", db)
	if code != 0 || !strings.Contains(out, "2 hand records attached to session "+id) {
		t.Fatalf("exit %d, %q %q", code, out, errOut)
	}
	// Board 2 is dealt by East (Law 2); the hand record says South.
	if !strings.Contains(errOut, "board 2: the hand record says dealer S, the session has E") {
		t.Errorf("no warning of the wrong dealer: %q", errOut)
	}
	xml := stMust(t, "export", "--session", id, "--db", db, "--format", "usebio")
	if !strings.Contains(xml, "AKQJ") {
		t.Errorf("exported USEBIO lacks the hands")
	}
}

// Two commands entering results into the same file at the same time, each
// with its own connection as two programs would have: every result of both
// is stored.
func TestStoreTwoWritersAtOnce(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := stImport(t, db, filepath.Join(stTestdata, "howell-4t", "session.csv"))
	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	_, s, err := d.Session(1)
	d.Close()
	if err != nil {
		t.Fatal(err)
	}
	wasNP := 0
	for _, l := range s.Lines {
		if l.Kind == scoring.NotPlayed {
			wasNP++
		}
	}
	done := make(chan string)
	// Each program re-enters half the lines with a different result.
	for half := 0; half < 2; half++ {
		go func() {
			var msgs []string
			for i, l := range s.Lines {
				if i%2 != half {
					continue
				}
				code, _, errOut := stRun(t, "enter", "--session", id, "--board", fmt.Sprint(l.Board), "--ns", l.NS, "--ew", l.EW, "--db", db, "NP")
				if code != 0 {
					msgs = append(msgs, errOut)
				}
			}
			done <- strings.Join(msgs, "")
		}()
	}
	for i := 0; i < 2; i++ {
		if msg := <-done; msg != "" {
			t.Error(msg)
		}
	}
	d, err = store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	_, s2, err := d.Session(1)
	if err != nil {
		t.Fatal(err)
	}
	if len(s2.Lines) != len(s.Lines) {
		t.Fatalf("%d lines, want %d", len(s2.Lines), len(s.Lines))
	}
	for _, l := range s2.Lines {
		if l.Kind != scoring.NotPlayed {
			t.Errorf("board %d %s v %s was not replaced", l.Board, l.NS, l.EW)
		}
	}
	h, _ := d.History(1)
	if len(h) != 1+len(s.Lines)-wasNP {
		t.Errorf("%d entries in the history, want the import and %d changes", len(h), len(s.Lines)-wasNP)
	}
}
