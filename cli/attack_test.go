package cli

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"
)

// attackBudget bounds the random part of the attack suite, so that it
// stays a small part of make test.
const attackBudget = 20 * time.Second

// attackAllocLimit is the most any one command may allocate in the suite:
// the largest file it can be given is 16 MB, and no command should need
// more than a few times its input.
const attackAllocLimit = 512 << 20

// attackRow is one kind of attack and what came of it.
type attackRow struct {
	tries, refused, accepted int
	worst                    time.Duration
	worstAlloc               uint64
}

// attackLog keeps, for each kind of attack, the outcomes and the worst
// time and allocation of any one command, for the table the suite prints.
type attackLog struct {
	rows  map[string]*attackRow
	order []string
}

// run runs one command in this process, as the command line would, and
// records its outcome and cost under the kind of attack. A panic fails
// the test (it is not recovered).
func (l *attackLog) run(t *testing.T, kind string, args ...string) (int, string) {
	t.Helper()
	cmd, ok := Lookup(args[0])
	if !ok {
		t.Fatalf("no command %q", args[0])
	}
	var out, errOut bytes.Buffer
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	code := cmd.Run(args[1:], &out, &errOut)
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	row := l.rows[kind]
	if row == nil {
		row = &attackRow{}
		l.rows[kind] = row
		l.order = append(l.order, kind)
	}
	row.tries++
	if code == 0 {
		row.accepted++
	} else {
		row.refused++
	}
	row.worst = max(row.worst, took)
	alloc := after.TotalAlloc - before.TotalAlloc
	row.worstAlloc = max(row.worstAlloc, alloc)
	if alloc > attackAllocLimit {
		t.Errorf("%.200q allocated %d MB", args, alloc>>20)
	}
	if code != 0 && strings.TrimSpace(errOut.String()) == "" {
		t.Errorf("%.200q: exit %d with nothing said", args, code)
	}
	return code, errOut.String()
}

// table is the suite's findings as a Markdown table, worst cases last.
func (l *attackLog) table() string {
	var b strings.Builder
	b.WriteString("| attack | tries | refused | accepted | worst time | worst allocation |\n|---|---:|---:|---:|---:|---:|\n")
	var worst time.Duration
	var worstAlloc uint64
	for _, k := range l.order {
		r := l.rows[k]
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %v | %.1f MB |\n", k, r.tries, r.refused, r.accepted,
			r.worst.Round(time.Millisecond), float64(r.worstAlloc)/(1<<20))
		worst, worstAlloc = max(worst, r.worst), max(worstAlloc, r.worstAlloc)
	}
	fmt.Fprintf(&b, "\nworst time of any command %v; worst allocation %.1f MB; peak heap of the suite %.1f MB\n",
		worst.Round(time.Millisecond), float64(worstAlloc)/(1<<20), float64(peakHeap())/(1<<20))
	return b.String()
}

func peakHeap() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapSys
}

// mutate changes a few bytes of b at random: flipped bits, a byte set to
// one that means something to a reader, a piece cut out or repeated, the
// end cut off.
func mutate(r *rand.Rand, b []byte) []byte {
	out := append([]byte{}, b...)
	for range 1 + r.Intn(4) {
		if len(out) == 0 {
			return []byte{byte(r.Intn(256))}
		}
		i := r.Intn(len(out))
		switch r.Intn(5) {
		case 0:
			out[i] ^= 1 << r.Intn(8)
		case 1:
			out[i] = []byte{0, 0xff, '-', '9', '<', ',', '\n', '"', '[', '='}[r.Intn(10)]
		case 2:
			j := min(len(out), i+r.Intn(64))
			out = append(out[:i], out[j:]...)
		case 3:
			j := min(len(out), i+r.Intn(64))
			out = append(out[:j:j], append(append([]byte{}, out[i:j]...), out[j:]...)...)
		case 4:
			out = out[:i]
		}
	}
	return out
}

// TestAttackSuite attacks every command as a hostile or clumsy user
// would: hostile paths for the database, the input and the output;
// mutated results, movement and hand-record files; databases with their
// header or pages changed. Invariants: no panic, bounded allocation, a
// non-zero exit with a message on every refusal, a refused command leaves
// the database as it was, and nothing but the database is ever changed
// by a command that opens one. Run with -v for the table of outcomes.
func TestAttackSuite(t *testing.T) {
	if testing.Short() {
		t.Skip("attack suite")
	}
	log := &attackLog{rows: map[string]*attackRow{}}
	dir, db, xml, mv := outSetup(t)
	// No attack may reach the machine's own club database.
	t.Setenv("HOME", dir)
	t.Setenv("XDG_CONFIG_HOME", dir)
	hostilePaths(t, log, dir, db, xml)
	mutatedFiles(t, log, dir, db, xml, mv)
	t.Logf("attack suite:\n%s", log.table())
}

// hostilePaths gives every command that takes a path a folder, a named
// pipe, a device, a symlink, a name too long for the system, a document
// that is not a database, a missing folder, the open database and the
// input itself, NUL and empty names.
func hostilePaths(t *testing.T, log *attackLog, dir, db, xml string) {
	dbBefore := stDump(t, db)
	pipe := filepath.Join(dir, "pipe")
	if err := mkfifo(t, pipe); err != nil {
		t.Fatal(err)
	}
	letter := filepath.Join(dir, "letter.txt")
	if err := os.WriteFile(letter, []byte("Dear members,\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.db")
	if err := os.Symlink(letter, link); err != nil {
		t.Fatal(err)
	}
	paths := map[string]string{
		"folder": dir, "named pipe": pipe, "device": "/dev/zero", "symlink to a document": link,
		"300-character name": filepath.Join(dir, strings.Repeat("n", 300)+".db"), "document": letter,
		"missing folder": filepath.Join(dir, "no", "such", "club.db"), "database's -wal": db + "-wal",
		"empty name": "", "NUL in the name": "a\x00b",
	}
	kinds := make([]string, 0, len(paths))
	for k := range paths {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	html := filepath.Join(dir, "r.html")
	for _, kind := range kinds {
		p := paths[kind]
		for _, c := range []struct {
			role string
			args []string
		}{
			{"--db", []string{"sessions", "--db", p}},
			{"--db", []string{"standings", "--session", "1", "--db", p}},
			{"--db", []string{"enter", "--session", "1", "--db", p, "--board", "1", "--ns", "1NS", "--ew", "1EW", "4SN="}},
			{"--db", []string{"undo", "--session", "1", "--db", p}},
			{"--db", []string{"history", "--session", "1", "--db", p}},
			{"--db", []string{"import", xml, "--db", p}},
			{"input", []string{"score", p}},
			{"input", []string{"analyse", p}},
			{"input", []string{"movement", "file", p}},
			{"input", []string{"report", "--from", p, "--out", html}},
			{"--out", []string{"report", "--session", "1", "--db", db, "--out", p, "--format", "html"}},
			{"--out", []string{"export", "--session", "1", "--db", db, "--format", "csv", "--out", p}},
			{"--out", []string{"deal", "--boards", "1-4", "--out", p}},
			{"--out", []string{"movement", "mitchell", "--tables", "3", "--format", "pdf", "--out", p}},
		} {
			if notAnAttack(kind, c.role, c.args[0]) {
				continue
			}
			if code, _ := log.run(t, "hostile "+c.role+": "+kind, c.args...); code == 0 {
				t.Errorf("%q: succeeded with a %s as %s", c.args, kind, c.role)
			}
		}
		if got := stDump(t, db); got != dbBefore {
			t.Fatalf("a %s changed the database: %s", kind, firstDiff(got, dbBefore))
		}
	}
	for _, self := range [][]string{
		{"report", "--session", "1", "--db", db, "--out", db, "--format", "html"},
		{"export", "--session", "1", "--db", db, "--format", "usebio", "--out", db},
		{"report", "--from", xml, "--out", xml, "--format", "html"},
	} {
		// Forbidden, whoever asks: exit 5, as the README says.
		if code, _ := log.run(t, "hostile --out: the database or the input itself", self...); code != 5 {
			t.Errorf("%q: exit %d, want 5: it must never write over what it reads", self, code)
		}
	}
	if got := stDump(t, db); got != dbBefore {
		t.Fatalf("writing over the database changed it: %s", firstDiff(got, dbBefore))
	}
	if got, _ := os.ReadFile(letter); string(got) != "Dear members,\n" {
		t.Error("a command changed a document that is not a database")
	}
	if _, err := os.Stat(html); err == nil {
		t.Error("a report was written from a hostile input")
	}
}

// notAnAttack tells the uses of a path that mean something on purpose: no
// --db is the default database, export with no --out writes to standard
// output, and a document named as --out is replaced as the director asked
// (keeping its mode, as the output tests check).
func notAnAttack(kind, role, command string) bool {
	switch {
	case kind == "empty name":
		return role == "--db" || role == "--out" && command == "export"
	case kind == "document" || kind == "symlink to a document":
		return role == "--out"
	}
	return false
}

// mutatedFiles feeds the commands mutated copies of real files and of the
// database for as long as the budget allows.
func mutatedFiles(t *testing.T, log *attackLog, dir, db, xml, mv string) {
	csvBytes := fileBytes(t, filepath.Join(stTestdata, "mitchell-7t", "session.csv"))
	xmlBytes := fileBytes(t, xml)
	mvBytes := fileBytes(t, mv)
	pbn := filepath.Join(dir, "hands.pbn")
	if code, errOut := log.run(t, "setting up", "deal", "--boards", "1-4", "--seed", "5", "--out", pbn); code != 0 {
		t.Fatal(errOut)
	}
	pbnBytes := fileBytes(t, pbn)
	dbBytes := fileBytes(t, db)
	dbBefore := stDump(t, db)
	r := rand.New(rand.NewSource(11))
	deadline := time.Now().Add(attackBudget)
	for round := 0; time.Now().Before(deadline); round++ {
		f := filepath.Join(dir, fmt.Sprintf("m%d", round%8))
		var kind string
		var args []string
		switch round % 7 {
		case 0:
			kind = "mutated CSV results: score"
			write(t, f+".csv", mutate(r, csvBytes))
			args = []string{"score", f + ".csv", "--format", []string{"text", "json"}[r.Intn(2)]}
		case 1:
			kind = "mutated USEBIO results: import"
			write(t, f+".xml", mutate(r, xmlBytes))
			args = []string{"import", f + ".xml", "--db", db}
		case 2:
			kind = "mutated movement file"
			write(t, f+".mv", mutate(r, mvBytes))
			args = []string{"movement", "file", f + ".mv", "--format", "json"}
		case 3:
			kind = "mutated PBN hand record: analyse"
			write(t, f+".pbn", mutate(r, pbnBytes))
			args = []string{"analyse", f + ".pbn", "--format", "json"}
		case 4:
			kind = "mutated database (header or pages)"
			write(t, f+".db", mutateDB(r, dbBytes))
			args = []string{[]string{"sessions", "standings", "history"}[r.Intn(3)], "--db", f + ".db", "--session", "1"}
			if args[0] == "sessions" {
				args = args[:3]
			}
		case 5:
			kind = "mutated CSV results: report --from"
			write(t, f+".csv", mutate(r, csvBytes))
			args = []string{"report", "--from", f + ".csv", "--out", f + ".html", "--format", "html"}
		case 6:
			kind = "mutated USEBIO results: score across the field"
			write(t, f+".xml", mutate(r, xmlBytes))
			args = []string{"score", f + ".xml", "--field", "across", "--format", "json"}
		}
		var dbCopy []byte
		if kind == "mutated database (header or pages)" {
			dbCopy = fileBytes(t, f+".db")
		}
		code, errOut := log.run(t, kind, args...)
		if strings.Contains(errOut, "panic") {
			t.Fatalf("%q: %s", args, errOut)
		}
		switch {
		case args[0] == "import" && code == 0:
			// A mutated file that still reads is a real session: the
			// database has it now.
			dbBefore = stDump(t, db)
		case args[0] == "import":
			if got := stDump(t, db); got != dbBefore {
				t.Fatalf("%q was refused but changed the database: %s", args, firstDiff(got, dbBefore))
			}
		case dbCopy != nil && code != 0:
			if got := fileBytes(t, f+".db"); !bytes.Equal(got, dbCopy) {
				t.Fatalf("%q was refused but changed the damaged database", args)
			}
		}
	}
}

// mutateDB damages a copy of a database as a disk or a careless copy
// would: bytes of the header, or anywhere.
func mutateDB(r *rand.Rand, b []byte) []byte {
	b = append([]byte{}, b...)
	if r.Intn(2) == 1 {
		return mutate(r, b)
	}
	for range 1 + r.Intn(3) {
		b[r.Intn(100)] = byte(r.Intn(256))
	}
	return b
}

func write(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
