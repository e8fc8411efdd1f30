package site

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// A club of 500 sessions: the sample 7-table Mitchell played again and
// again by a membership of 300 made-up players, a session every few days
// over years, some of them evenings of a titled event, with its website
// built once.
var bigc struct {
	once     sync.Once
	dir      string
	db, site string
	err      error
	sessions int
	// first is how long the first build of the whole site took.
	first time.Duration
}

const bigSessions = 500

// bigClub makes the 500-session club and its website, once for all the
// benchmark's runs.
func bigClub(b *testing.B) (db, site string) {
	bigc.once.Do(func() {
		bigc.dir, bigc.err = os.MkdirTemp("", "bridgescore-bigclub-")
		if bigc.err != nil {
			return
		}
		bigc.db, bigc.site = filepath.Join(bigc.dir, "club.db"), filepath.Join(bigc.dir, "www")
		var d *club.Desk
		if d, bigc.err = club.Open(bigc.db); bigc.err != nil {
			return
		}
		defer d.Close()
		for i := range bigSessions {
			if bigc.err = addSession(d, i); bigc.err != nil {
				return
			}
		}
		bigc.sessions = bigSessions
		start := time.Now()
		_, bigc.err = Build(d, Options{Dir: bigc.site})
		bigc.first = time.Since(start)
	})
	if bigc.err != nil {
		b.Fatal(bigc.err)
	}
	return bigc.db, bigc.site
}

// addSession imports the n-th session of the big club.
func addSession(d *club.Desk, n int) error {
	rf, err := interchange.ReadFile(filepath.Join("..", "testdata", "sessions", "mitchell-7t", "session.xml"))
	if err != nil {
		return err
	}
	day := 1 + n*3
	rf.Date = fmt.Sprintf("%02d/%02d/%d", 1+day%28, 1+(day/28)%12, 2020+day/336)
	rf.Name = fmt.Sprintf("Pairs %d", n+1)
	for i := range rf.Session.Pairs {
		k := (n*14 + i*37) % 300
		rf.Session.Pairs[i].Names = []string{firstNames[k%20] + " " + surnames[k/20%20], firstNames[(k+7)%20] + " " + surnames[(k+150)/20%20]}
	}
	// Each session's results its own: two tables' results on a board
	// change places, as another evening's play would have it.
	ls := rf.Session.Lines
	for i := 0; i+1 < len(ls); i++ {
		a, b := &ls[i], &ls[i+1]
		if (n+i)%3 == 0 && a.Board == b.Board && a.Kind == scoring.Played && b.Kind == scoring.Played {
			a.Result, b.Result = b.Result, a.Result
			a.Score, b.Score = b.Score, a.Score
			a.Lead, b.Lead = b.Lead, a.Lead
		}
	}
	if n%10 == 9 {
		_, err = d.ImportIntoEvent(rf, rf.Name, fmt.Sprintf("Championship %d", n/50), scoring.WBF, scoring.Matchpoints)
	} else {
		_, err = d.ImportFile(rf, rf.Name, scoring.WBF, scoring.Matchpoints)
	}
	return err
}

// BenchmarkRebuildAfterOneNewSession: the website of a club of 500
// sessions brought up to date after one more session is stored. The goal
// is under 5 s.
func BenchmarkRebuildAfterOneNewSession(b *testing.B) {
	db, site := bigClub(b)
	b.Logf("the first build of the %d sessions' site took %v", bigSessions, bigc.first.Round(time.Millisecond))
	d, err := club.Open(db)
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	written := 0
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if err := addSession(d, bigc.sessions); err != nil {
			b.Fatal(err)
		}
		bigc.sessions++
		b.StartTimer()
		r, err := Build(d, Options{Dir: site})
		if err != nil {
			b.Fatal(err)
		}
		written += len(r.Written)
	}
	b.ReportMetric(float64(written)/float64(b.N), "pages-written/op")
}

func TestMain(m *testing.M) {
	if dir := os.Getenv(killedWriteEnv); dir != "" {
		killedWrite(dir)
	}
	code := m.Run()
	if bigc.dir != "" {
		os.RemoveAll(bigc.dir)
	}
	os.Exit(code)
}
