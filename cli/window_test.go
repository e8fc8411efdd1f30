package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/club"
)

// The arguments that open the window: --db FILE opens the window on that
// club database (it was an unknown command), a club database given alone
// is opened, never imported as a results file, and a results file is
// imported into the database opened.
func TestWindowArgs(t *testing.T) {
	dir := t.TempDir()
	clubDB := filepath.Join(dir, "copy.db")
	desk, err := club.Open(clubDB)
	if err != nil {
		t.Fatal(err)
	}
	desk.Close()
	results := filepath.Join(dir, "night.csv")
	if err := os.WriteFile(results, []byte("board,ns,ew,contract,declarer,tricks,score\n1,1NS,1EW,3NT,N,9,\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.db") // not there yet: --db makes it
	for _, c := range []struct {
		args   []string
		want   Opening
		window bool
		err    string
	}{
		{args: nil, window: true},
		{args: []string{"--db", clubDB}, want: Opening{DB: clubDB}, window: true},
		{args: []string{"-db", clubDB}, want: Opening{DB: clubDB}, window: true},
		{args: []string{"--db=" + other}, want: Opening{DB: other}, window: true},
		{args: []string{clubDB}, want: Opening{DB: clubDB}, window: true},
		{args: []string{results}, want: Opening{Import: results}, window: true},
		{args: []string{"--db", clubDB, results}, want: Opening{DB: clubDB, Import: results}, window: true},
		{args: []string{results, "--db", clubDB}, want: Opening{DB: clubDB, Import: results}, window: true},
		{args: []string{"frobnicate"}},
		{args: []string{"--db"}, window: true, err: "flag needs an argument"},
		{args: []string{"--db="}, window: true, err: "give the club database's file"},
		{args: []string{"--dbx", clubDB}, window: true, err: "-dbx"},
		{args: []string{"--db", clubDB, clubDB}, window: true, err: "is a database, not a results file"},
		{args: []string{"--db", clubDB, results, results}, window: true, err: "one file, not 2"},
		{args: []string{"--db", clubDB, filepath.Join(dir, "gone.csv")}, window: true, err: "no such file"},
	} {
		got, window, err := WindowArgs(c.args)
		switch {
		case window != c.window:
			t.Errorf("%q: window %v, want %v", c.args, window, c.window)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: error %v, want one saying %q", c.args, err, c.err)
		case c.err == "" && err != nil:
			t.Errorf("%q: %v", c.args, err)
		case got != c.want:
			t.Errorf("%q: %+v, want %+v", c.args, got, c.want)
		}
	}
}

// The program's help says how the window is started.
func TestUsageSaysHowTheWindowOpens(t *testing.T) {
	var b strings.Builder
	Usage(&b)
	for _, want := range []string{"bridgescore [--db FILE] [RESULTS-FILE]", "bridgescore CLUB.db", "bridgescore COMMAND"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("usage lacks %q:\n%s", want, b.String())
		}
	}
}
