package awards_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"bridgescore/awards"
	"bridgescore/scoring"
)

// salliereJar is where Debian's salliere package installs the program.
const salliereJar = "/usr/games/salliere"

// salliereScales maps Salliere's --mpscale letters to the scales here.
var salliereScales = []struct{ letter, scale string }{
	{"A", "ebu-club"}, {"B", "ebu-district"}, {"C", "ebu-county"}, {"D", "ebu-regional"}, {"E", "ebu-national"},
	{"QA", "ebu-club-qf"}, {"QB", "ebu-district-qf"}, {"QC", "ebu-county-qf"}, {"QD", "ebu-regional-qf"}, {"QE", "ebu-national-qf"},
}

// TestSalliereLocalPoints scores random single-winner sessions here and
// with Salliere 0.10 (score matchpoint total localpoint), and compares
// every pair's local points. Every pair plays every board, so that both
// programs count the same boards; the scores come from a short list so
// that ties, which share points, are common.
func TestSalliereLocalPoints(t *testing.T) {
	java, err := exec.LookPath("java")
	if _, serr := os.Stat(salliereJar); err != nil || serr != nil {
		t.Skip("salliere is not installed (apt-get install salliere; scripts/install-deps.sh does)")
	}
	const sessions = 60
	rng := rand.New(rand.NewPCG(25, 2026))
	var ties, awarded atomic.Int64
	t.Run("sessions", func(t *testing.T) {
		for n := 0; n < sessions; n++ {
			pairs := 6 + 2*rng.IntN(13) // 6 to 30 pairs: 3 to 15 tables
			boards := 8 + rng.IntN(33)  // 8 to 40 boards: every cap and share
			sc := salliereScales[rng.IntN(len(salliereScales))]
			session := randomSession(rng, pairs, boards)
			t.Run(fmt.Sprintf("%d_%s_%dpairs_%dboards", n, sc.scale, pairs, boards), func(t *testing.T) {
				t.Parallel() // a Java start each: two at once halves the wait
				theirs := runSalliere(t, java, sc.letter, session)
				ours, tied := ourLocalPoints(t, sc.scale, session, pairs, boards)
				if tied {
					ties.Add(1)
				}
				for id, lp := range ours {
					if lp > 0 {
						awarded.Add(1)
					}
					if theirs[id] != lp {
						t.Errorf("pair %s: %s LP here, %s in Salliere", id, lp, theirs[id])
					}
				}
				if len(theirs) != len(ours) {
					t.Errorf("%d pairs here, %d in Salliere", len(ours), len(theirs))
				}
			})
		}
	})
	t.Logf("%d sessions, %d with a tie, %d awards compared non-zero", sessions, ties.Load(), awarded.Load())
}

// randomSession deals every pair against another on every board, NS
// scores drawn from a short list.
func randomSession(rng *rand.Rand, pairs, boards int) *scoring.Session {
	scores := []int{-620, -420, -200, -110, -100, -50, 50, 90, 110, 140, 170, 200, 420, 450, 620}
	s := &scoring.Session{Method: scoring.Matchpoints, Rules: scoring.WBF}
	for p := 1; p <= pairs; p++ {
		s.Pairs = append(s.Pairs, scoring.Pair{ID: strconv.Itoa(p)})
	}
	for b := 1; b <= boards; b++ {
		order := rng.Perm(pairs)
		for t := 0; t < pairs/2; t++ {
			s.Lines = append(s.Lines, scoring.Line{Board: b, Table: t + 1, Kind: scoring.Played,
				NS: strconv.Itoa(order[2*t] + 1), EW: strconv.Itoa(order[2*t+1] + 1),
				Score: scores[rng.IntN(len(scores))]})
		}
	}
	return s
}

// ourLocalPoints scores the session and awards it; tied says whether any
// place was shared.
func ourLocalPoints(t *testing.T, scale string, s *scoring.Session, pairs, boards int) (map[string]awards.Award, bool) {
	st, err := scoring.Score(s)
	if err != nil {
		t.Fatal(err)
	}
	places := make([]int, len(st.Pairs))
	tied := false
	for i, p := range st.Pairs {
		places[i] = scoring.PlaceNumber(p.Rank)
		tied = tied || strings.HasSuffix(p.Rank, "=")
	}
	r := mustScale(t, scale).Award(awards.Field{Places: places, Pairs: pairs, Boards: boards})
	out := map[string]awards.Award{}
	for i, p := range st.Pairs {
		out[p.ID] = r.Awards[i]
	}
	return out, tied
}

// runSalliere writes the session as Salliere's boards and names files (in
// a directory of their own: Salliere rewrites them) and reads back each
// pair's local points.
func runSalliere(t *testing.T, java, letter string, s *scoring.Session) map[string]awards.Award {
	dir := t.TempDir()
	var boards, names bytes.Buffer
	for _, l := range s.Lines {
		if l.Score >= 0 {
			fmt.Fprintf(&boards, "%d,%s,%s,,,,%d,\n", l.Board, l.NS, l.EW, l.Score)
		} else {
			fmt.Fprintf(&boards, "%d,%s,%s,,,,,%d\n", l.Board, l.NS, l.EW, -l.Score)
		}
	}
	for _, p := range s.Pairs {
		fmt.Fprintf(&names, "%s,North %s,South %s\n", p.ID, p.ID, p.ID)
	}
	bf, nf := filepath.Join(dir, "boards.csv"), filepath.Join(dir, "names.csv")
	if err := os.WriteFile(bf, boards.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(nf, names.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(java, "-jar", salliereJar, "matchpoint", "total", "localpoint", "results",
		"--mpscale="+letter, "--output=csv:-", "--", bf, nf)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("salliere: %v\n%s", err, out)
	}
	rows, err := csv.NewReader(bytes.NewReader(out)).ReadAll()
	if err != nil || len(rows) < 2 {
		t.Fatalf("salliere's output: %v\n%s", err, out)
	}
	lps := map[string]awards.Award{}
	for _, row := range rows[1:] {
		if len(row) < 6 {
			t.Fatalf("salliere's row %q", row)
		}
		lp, err := strconv.ParseFloat(row[5], 64)
		if err != nil {
			t.Fatalf("salliere's local points %q: %v", row[5], err)
		}
		lps[row[0]] = awards.Award(lp*100 + 0.5)
	}
	return lps
}
