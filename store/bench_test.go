package store

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"bridgescore/scoring"
)

// BenchmarkPutLine enters one traveller line, durable commit included.
func BenchmarkPutLine(b *testing.B) {
	db, _ := openTemp(b)
	ns := sampleSession()
	ns.Session.Pairs = mitchell(crashPairs)
	ns.Session.Lines = nil
	id, err := db.CreateSession(ns)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l := crashLine(i)
		// Past the last board of the pattern, keep going on later boards.
		l.Board += (i / crashMaxLines) * crashMaxLines
		if err := db.PutLine(id, l); err != nil {
			b.Fatal(err)
		}
	}
}

var (
	benchOnce sync.Once
	benchDir  string
	benchPath string
	benchErr  error
)

// clubHistory builds, once, a database of five years of weekly sessions:
// 250 sessions of 300 lines.
func clubHistory() (string, error) {
	benchOnce.Do(func() {
		benchDir, benchErr = os.MkdirTemp("", "bridgescore-bench")
		if benchErr != nil {
			return
		}
		benchPath = filepath.Join(benchDir, "club.db")
		db, err := Open(benchPath)
		if err != nil {
			benchErr = err
			return
		}
		defer db.Close()
		for s := 0; s < 250; s++ {
			ns := sampleSession()
			ns.Meta.Date = fmt.Sprintf("%04d-%02d-%02d", 2021+s/52, s%52/5+1, s%28+1)
			ns.Session.Pairs = mitchell(crashPairs)
			ns.Session.Lines = nil
			for i := 0; i < 300; i++ {
				ns.Session.Lines = append(ns.Session.Lines, clubLine(i))
			}
			if _, err := db.CreateSession(ns); err != nil {
				benchErr = err
				return
			}
		}
	})
	return benchPath, benchErr
}

// clubLine is the i-th line of a typical club session: almost all played
// results, the odd artificial score and board not played.
func clubLine(i int) scoring.Line {
	board := i/crashPairs + 1
	n := i%crashPairs + 1
	l := scoring.Line{Board: board, NS: fmt.Sprintf("%dNS", n), EW: fmt.Sprintf("%dEW", (n+board)%crashPairs+1), Round: board, Table: n}
	switch {
	case i%97 == 5:
		l.Kind, l.NSPercent, l.EWPercent = scoring.Artificial, 60, 40
	case i%149 == 7:
		l.Kind = scoring.NotPlayed
	default:
		c := scoring.Contract{Level: i%4 + 1, Strain: scoring.Strain(i % 5)}
		decl := scoring.Seat("NESW"[i%4])
		tricks := c.Level + 6 + i%3 - 1
		l.Result = &scoring.Result{Contract: c, Declarer: decl, Tricks: tricks}
		l.Score = scoring.DealScore(c, i%2 == 0, tricks)
		if decl == scoring.East || decl == scoring.West {
			l.Score = -l.Score
		}
	}
	return l
}

// BenchmarkOpenAndList opens a club's five-year database and lists its
// sessions: the time until the director sees the list, while the
// integrity check runs alongside.
func BenchmarkOpenAndList(b *testing.B) { benchOpen(b, false) }

// BenchmarkOpenCheckedAndList also waits for the whole file's integrity
// check, as the headless commands do.
func BenchmarkOpenCheckedAndList(b *testing.B) { benchOpen(b, true) }

func benchOpen(b *testing.B, wait bool) {
	path, err := clubHistory()
	if err != nil {
		b.Fatal(err)
	}
	// The first open after building makes the backup; time the opens a
	// director makes night after night.
	db, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	db.Warnings()
	db.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		db, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		list, err := db.ListSessions()
		if err != nil {
			b.Fatal(err)
		}
		if wait {
			if err := db.Check(); err != nil {
				b.Fatal(err)
			}
		}
		if len(list) != 250 {
			b.Fatalf("%d sessions", len(list))
		}
		db.Close()
	}
}

// BenchmarkSession reads one session of 300 lines ready to score.
func BenchmarkSession(b *testing.B) {
	path, err := clubHistory()
	if err != nil {
		b.Fatal(err)
	}
	db, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, s, err := db.Session(int64(i%250 + 1))
		if err != nil || len(s.Lines) != 300 {
			b.Fatal(len(s.Lines), err)
		}
	}
}
