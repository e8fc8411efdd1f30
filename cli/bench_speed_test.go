package cli

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

// crowdedBoardCSV is one board played n times by n different pairs of
// pairs, every score one a contract can make on board 1 (nobody
// vulnerable): the shape in which comparing every result with every other
// would cost n².
func crowdedBoardCSV(n int) []byte {
	legal := []int{50, 70, 80, 90, 100, 110, 120, 140, 150, 170, 180, 200, 300, 400, 420, 430, 450, 460,
		480, 490, 500, 510, 520, 800, 920, 980, 990, 1010, 1020, 1100, 1400, 1430, 1440, 1510, 1520, 2220}
	r := rand.New(rand.NewSource(9))
	var b bytes.Buffer
	b.WriteString("board,ns,ew,contract,declarer,tricks,score\n")
	for k := 1; k <= n; k++ {
		s := legal[r.Intn(len(legal))]
		if r.Intn(2) == 0 {
			s = -s
		}
		fmt.Fprintf(&b, "1,%dNS,%dEW,,,,%d\n", k, k, s)
	}
	return b.Bytes()
}

// BenchmarkOneBoardCommand runs 'bridgescore score FILE --format json' on
// one board of 2,000, 20,000 and 200,000 results by each method. Goals:
// 200,000 results in under 2 s and 300 MiB for the whole command, and the
// cost per result (cpu-ns/result) within 1.5× from 2,000 to 200,000.
func BenchmarkOneBoardCommand(b *testing.B) {
	bin := buildProgram(b, "")
	for _, n := range []int{2000, 20000, 200000} {
		file := writeInput(b, fmt.Sprintf("board-%d.csv", n), crowdedBoardCSV(n))
		for _, m := range []string{"mp", "ximp", "butler"} {
			b.Run(fmt.Sprintf("%s-%d", m, n), func(b *testing.B) {
				var c processCost
				for b.Loop() {
					c.run(b, "", bin, "score", file, "--method", m, "--format", "json")
				}
				c.report(b, "")
				b.ReportMetric(float64(c.cpu.Nanoseconds())/float64(c.runs)/float64(n), "cpu-ns/result")
			})
		}
	}
}

// simultaneousUSEBIO is a simultaneous pairs as USEBIO: sections of ten
// and eleven tables in turn, all on the same 24 boards, each pair named,
// as a national simultaneous' file is.
func simultaneousUSEBIO(tb testing.TB, sections int) []byte {
	var csv strings.Builder
	csv.WriteString("section,board,ns,ew,contract,declarer,tricks,score\n")
	rng := rand.New(rand.NewSource(1))
	contracts := []struct {
		c, d string
		base int
	}{{"4S", "N", 10}, {"3NT", "S", 9}, {"2H", "E", 8}, {"4HX", "W", 9}, {"1NT", "N", 7}, {"5D", "S", 11}}
	for s := 0; s < sections; s++ {
		tables := 10 + s%2
		for bd := 1; bd <= 24; bd++ {
			for t := 1; t <= tables; t++ {
				c := contracts[(bd+rng.Intn(3))%len(contracts)]
				fmt.Fprintf(&csv, "%s,%d,%dNS,%dEW,%s,%s,%d,\n", sectionName(s), bd, t, (t+bd)%tables+1, c.c, c.d, c.base+rng.Intn(3)-1)
			}
		}
	}
	ev, err := interchange.ReadCSV(strings.NewReader(csv.String()))
	if err != nil {
		tb.Fatal(err)
	}
	for _, sec := range ev.Sections {
		for i := range sec.Session.Pairs {
			p := &sec.Session.Pairs[i]
			p.Names = []string{"Ann Member " + sec.Section + p.ID, "Bob Player " + sec.Section + p.ID}
		}
	}
	var out bytes.Buffer
	if err := interchange.WriteUSEBIO(&out, ev, nil); err != nil {
		tb.Fatal(err)
	}
	return out.Bytes()
}

// BenchmarkUSEBIOAcrossTheField runs 'bridgescore score FILE --field
// across --format json' on a simultaneous pairs of 200 sections (50,400
// traveller lines, 15 MB of USEBIO) and of 400 (100,800 lines, 29 MB).
// Goals: 400 sections in under 1.5 s and 300 MiB, 200 in under 0.6 s.
func BenchmarkUSEBIOAcrossTheField(b *testing.B) {
	bin := buildProgram(b, "")
	for _, sections := range []int{200, 400} {
		file := writeInput(b, fmt.Sprintf("simultaneous-%d.xml", sections), simultaneousUSEBIO(b, sections))
		b.Run(fmt.Sprintf("sections-%d", sections), func(b *testing.B) {
			var c processCost
			for b.Loop() {
				c.run(b, "", bin, "score", file, "--field", "across", "--format", "json")
			}
			c.report(b, "")
		})
	}
}

// BenchmarkUSEBIOAcrossTheFieldParts is the same work in process, step by
// step, in CPU time: reading the file, scoring it across the field and
// writing the JSON. Reading is not to be the larger half of the work.
func BenchmarkUSEBIOAcrossTheFieldParts(b *testing.B) {
	for _, sections := range []int{200, 400} {
		file := writeInput(b, fmt.Sprintf("simultaneous-%d.xml", sections), simultaneousUSEBIO(b, sections))
		b.Run(fmt.Sprintf("sections-%d", sections), func(b *testing.B) {
			var read, score, write time.Duration
			for b.Loop() {
				t0 := cpuTime()
				ev, err := interchange.ReadFile(file)
				if err != nil {
					b.Fatal(err)
				}
				t1 := cpuTime()
				s := ev.Sectioned()
				s.Field = scoring.AcrossField
				st, err := scoring.Score(&s)
				if err != nil {
					b.Fatal(err)
				}
				t2 := cpuTime()
				if err := writeStandingsJSON(new(bytes.Buffer), scoredOf(ev, st)); err != nil {
					b.Fatal(err)
				}
				read, score, write = read+t1-t0, score+t2-t1, write+cpuTime()-t2
			}
			n := float64(b.N)
			b.ReportMetric(float64(read.Microseconds())/1000/n, "read-cpu-ms/op")
			b.ReportMetric(float64(score.Microseconds())/1000/n, "score-cpu-ms/op")
			b.ReportMetric(float64(write.Microseconds())/1000/n, "write-cpu-ms/op")
		})
	}
}

// BenchmarkStartup runs 'bridgescore --help' with the program as make build
// builds it (the commands' program without cgo, which starts the window's
// when asked), as the headless build, as go build builds it by default
// (with cgo, which costs the C library's start-up), and the window's own
// program. Goal: under 5 ms wall for the default build.
func BenchmarkStartup(b *testing.B) {
	noCgo := []string{"CGO_ENABLED=0"}
	for _, build := range []struct {
		name, tags, pkg string
		env             []string
	}{
		{"default", "", "..", noCgo}, {"headless", "headless", "..", noCgo},
		{"cgo", "", "..", nil}, {"window", "", "../window", nil},
	} {
		bin := buildPackage(b, build.tags, build.pkg, "bridgescore", build.env...)
		b.Run("help-"+build.name, func(b *testing.B) {
			var c processCost
			for b.Loop() {
				c.run(b, "", bin, "--help")
			}
			c.report(b, "")
		})
	}
}

// salliereJar is where Debian's salliere package installs Salliere 0.10.
const salliereJar = "/usr/games/salliere"

// mitchell29 is a 29-table two-winner Mitchell of two boards a round (58
// boards, 1,682 traveller lines), as bridgescore's CSV and as Salliere's
// boards and names files.
func mitchell29() (ours, boards, names []byte) {
	const tables = 29
	r := rand.New(rand.NewSource(29))
	scores := []int{-620, -420, -200, -110, -100, -50, 50, 90, 110, 140, 170, 200, 420, 450, 620}
	var o, sb, nb bytes.Buffer
	o.WriteString("board,ns,ew,contract,declarer,tricks,score\n")
	for round := 0; round < tables; round++ {
		for table := 1; table <= tables; table++ {
			ew := (table-1+round)%tables + 1
			set := (table - 1 - round + 2*tables) % tables
			for k := 1; k <= 2; k++ {
				board, s := 2*set+k, scores[r.Intn(len(scores))]
				fmt.Fprintf(&o, "%d,%dNS,%dEW,,,,%d\n", board, table, ew, s)
				// Salliere's pairs are numbers: EW pairs are 101 on.
				if s >= 0 {
					fmt.Fprintf(&sb, "%d,%d,%d,,,,%d,\n", board, table, 100+ew, s)
				} else {
					fmt.Fprintf(&sb, "%d,%d,%d,,,,,%d\n", board, table, 100+ew, -s)
				}
			}
		}
	}
	for p := 1; p <= tables; p++ {
		fmt.Fprintf(&nb, "%d,North %d,South %d\n%d,East %d,West %d\n", p, p, p, 100+p, p, p)
	}
	return o.Bytes(), sb.Bytes(), nb.Bytes()
}

// BenchmarkVersusSalliere scores the 29-table Mitchell with the default
// build of bridgescore ('score FILE') and with Salliere 0.10 ('matchpoint
// total results'), one after the other in each round so that both meet
// the same load. Salliere rewrites its input: it is given fresh copies
// each time. Goal: bridgescore at least 30 times faster in wall time.
func BenchmarkVersusSalliere(b *testing.B) {
	java, err := exec.LookPath("java")
	if _, serr := os.Stat(salliereJar); err != nil || serr != nil {
		b.Skip("salliere is not installed (apt-get install salliere; scripts/install-deps.sh does)")
	}
	bin := buildProgram(b, "")
	ours, boards, names := mitchell29()
	file := writeInput(b, "mitchell-29.csv", ours)
	dir := b.TempDir()
	var us, them processCost
	for b.Loop() {
		b.StopTimer()
		for name, data := range map[string][]byte{"boards.csv": boards, "names.csv": names} {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				b.Fatal(err)
			}
		}
		b.StartTimer()
		them.run(b, dir, java, "-jar", salliereJar, "matchpoint", "total", "results",
			"--output=csv:"+filepath.Join(dir, "results.csv"), "--", "boards.csv", "names.csv")
		us.run(b, dir, bin, "score", file)
	}
	us.report(b, "bridgescore")
	them.report(b, "salliere")
	b.ReportMetric(float64(them.wall)/float64(us.wall), "times-faster")
}
