package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// statementLog notes every statement run through the store's connections.
type statementLog struct {
	mu   sync.Mutex
	seen map[string]bool
}

func (l *statementLog) note(query string) {
	l.mu.Lock()
	l.seen[query] = true
	l.mu.Unlock()
}

func (l *statementLog) statements() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for q := range l.seen {
		out = append(out, q)
	}
	sort.Strings(out)
	return out
}

// recordingDriver is the SQLite driver noting each statement it is given.
type recordingDriver struct {
	inner driver.Driver
	log   *statementLog
}

func (d recordingDriver) Open(name string) (driver.Conn, error) {
	c, err := d.inner.Open(name)
	if err != nil {
		return nil, err
	}
	return recordingConn{c, d.log}, nil
}

// recordingConn passes everything on to SQLite's connection.
type recordingConn struct {
	driver.Conn
	log *statementLog
}

func (c recordingConn) Prepare(query string) (driver.Stmt, error) {
	c.log.note(query)
	return c.Conn.Prepare(query)
}

func (c recordingConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	c.log.note(query)
	return c.Conn.(driver.ConnPrepareContext).PrepareContext(ctx, query)
}

func (c recordingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	c.log.note(query)
	return c.Conn.(driver.ExecerContext).ExecContext(ctx, query, args)
}

func (c recordingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	c.log.note(query)
	return c.Conn.(driver.QueryerContext).QueryContext(ctx, query, args)
}

func (c recordingConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	return c.Conn.(driver.ConnBeginTx).BeginTx(ctx, opts)
}

var registerRecording sync.Once

// recordStatements makes the store open its connections through a
// recording driver until the test ends.
func recordStatements(t *testing.T) *statementLog {
	log := &statementLog{seen: map[string]bool{}}
	registerRecording.Do(func() {
		probe, err := sql.Open("sqlite", "")
		if err != nil {
			t.Fatal(err)
		}
		sql.Register("sqlite-recorded", recordingDriver{inner: probe.Driver(), log: &statementLog{}})
		probe.Close()
	})
	// The registered driver keeps its first log; give it this test's.
	probe, err := sql.Open("sqlite-recorded", "")
	if err != nil {
		t.Fatal(err)
	}
	rd := probe.Driver().(recordingDriver)
	probe.Close()
	*rd.log = statementLog{seen: log.seen}
	old := driverName
	driverName = "sqlite-recorded"
	t.Cleanup(func() { driverName = old })
	return rd.log
}

// bigTables grow with the club's history: a statement a command or a
// screen runs reads them through an index, never whole.
var bigTables = []string{"lines", "audit", "pairs", "boards", "notes", "sections", "table_codes", "submissions", "round_locks", "director_pins", "sessions", "events", "players"}

// wholeReads are the statements whose purpose is to read a whole table,
// by a fragment of their text, and why.
var wholeReads = map[string]string{
	"LEFT JOIN club c ON c.id = e.club_id WHERE s.deleted = 0 ORDER BY s.date DESC": "the list of sessions",
	"FROM sections ORDER BY session_id, id":                                         "the list of sessions shows each one's movement",
	"SELECT e.title FROM events e WHERE e.title IS NOT NULL":                        "the list of events",
	"FROM players ORDER BY name":                                                    "the list of players",
	"FROM players WHERE name LIKE ?":                                                "players found as their names are typed, in order (LIKE ignores case, so no index serves it)",
	"SELECT count(*) FROM sessions":                                                 "whether there is anything to back up, before a backup (at most once an hour)",
	"SELECT session_id, max(id) FROM audit GROUP BY session_id":                     "the club's website: every session's latest change, to rewrite only the pages that changed",
	"SELECT session_id, names FROM pairs ORDER BY session_id, seq":                  "the club's website: every session's players, for the players' pages",
	"SELECT p.names FROM pairs p":                                                   "undo of a membership list: which of the players it added a session names (they keep the name), read once for the whole list",
}

// exerciseStore runs what the commands and screens ask of the store, on a
// club of a few sessions.
func exerciseStore(t *testing.T, db *DB) {
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 3; i++ {
		_, err := db.CreateSession(sampleSession())
		must(err)
	}
	id, err := db.CreateSession(sampleSession())
	must(err)
	_, err = db.ListSessions()
	must(err)
	_, err = db.Meta(id)
	must(err)
	_, _, _, err = db.SessionWithBoards(id)
	must(err)
	_, _, err = db.Session(id)
	must(err)
	_, err = db.Boards(id)
	must(err)
	must(db.PutLine(id, played(1, "2NS", "3EW", 4, scoring.Hearts, scoring.South, 10, 420)))
	must(db.PutLineFrom(id, played(1, "1NS", "1EW", 3, scoring.NoTrump, scoring.North, 9, 400), "table 1", Submission{Table: 1, ClientID: "client-1"}))
	_, _, err = db.Submission(id, Submission{Table: 1, ClientID: "client-1"})
	must(err)
	_, err = db.Submissions(id, []Submission{{Table: 1, ClientID: "client-1"}, {Table: 2, ClientID: "client-2"}})
	must(err)
	must(db.DeleteLine(id, "", 1, "1NS", "1EW"))
	_, err = db.History(id)
	must(err)
	_, err = db.Undo(id)
	must(err)
	_, err = db.Redo(id)
	must(err)
	must(db.SetPairNames(id, scoring.PairRef{ID: "1NS", Direction: "NS"}, []string{"Ann Able", "Bob Baker"}))
	must(db.AddNote(id, 1, "a revoke"))
	_, err = db.Notes(id)
	must(err)
	_, err = db.Players()
	must(err)
	_, err = db.FindPlayers("An", 10)
	must(err)
	_, err = db.AddPlayer("Cath Cole", "1234")
	must(err)
	_, err = db.SetDeals(id, []scoring.Deal{{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone}})
	must(err)
	must(db.SetEventTitle(id, "Club championship"))
	_, _, err = db.EventSessions("Club championship")
	must(err)
	_, err = db.EventTitles()
	must(err)
	must(db.SetComplete(id, true))
	sections, err := db.CreateSession(sectioned())
	must(err)
	must(db.SetField(sections, scoring.AcrossField))
	code := 0
	_, err = db.TableCodes(id, []SectionTables{{Tables: 3}}, func() (string, error) { code++; return fmt.Sprintf("code%d", code), nil })
	must(err)
	_, err = db.DirectorPIN(id, func() (string, error) { return "1234", nil })
	must(err)
	must(db.LockRound(id, 1, true))
	_, err = db.LockedRounds(id)
	must(err)
	must(db.PutLinesFrom(id, []TableWrite{{Line: played(2, "2NS", "3EW", 3, scoring.NoTrump, scoring.South, 9, 400),
		Source: "table 2", Submission: Submission{Table: 2, ClientID: "client-2"}}}))
	gen, err := db.Generation()
	must(err)
	_, err = db.PutLinesFromSince(id, gen, []TableWrite{{Line: played(2, "3NS", "2EW", 3, scoring.NoTrump, scoring.South, 9, 400),
		Source: "table 3", Submission: Submission{Table: 3, ClientID: "client-3"}}})
	must(err)
	_, err = db.LineSources(id)
	must(err)
	// The table's result, undone and redone by name.
	h, err := db.History(id)
	must(err)
	_, err = db.UndoChange(id, h[len(h)-1].ID)
	must(err)
	_, err = db.RedoChange(id, h[len(h)-1].ID)
	must(err)
	must(db.SetTableMove(id, TableMove{Table: 1, Round: 2}))
	_, err = db.TableMoves(id)
	must(err)
	must(db.SetPairsNames(id, []PairNames{{Pair: "1NS", Dir: "NS", Names: []string{"Fay Fox", "Gus Gray"}}}))
	_, err = db.PlayerNames()
	must(err)
	_, err = db.AddPlayers([]Player{{Name: "Hal Hill", Number: "5678"}, {Name: "Fay Fox", Number: "91"}}, "members.csv")
	must(err)
	// The list undone and redone: taken off the register, and put back.
	_, err = db.Undo(RegisterLog)
	must(err)
	_, err = db.Redo(RegisterLog)
	must(err)
	_, err = db.ImportPlayers("more.csv", func(add func(Player) error) error {
		return add(Player{Name: "Ivy Ince", Number: "4321", Masterpoints: "3"})
	})
	must(err)
	mp := "12.5"
	must(db.SetPlayerFigures([]PlayerFigures{{Name: "Hal Hill", Number: "5678", Masterpoints: &mp}}))
	must(db.SetPlayersHidden([]PlayerRef{{Name: "Hal Hill", Number: "5678"}}, true))
	must(db.SetSessionAwards(id, "ebu-club", "EBU local points, club scale"))
	_, err = db.SessionAwards(id)
	must(err)
	_, err = db.AllSessionAwards()
	must(err)
	_, err = db.ChangeMarks()
	must(err)
	must(db.SetSetting("bridgewebs", "secret"))
	_, _, err = db.Setting("bridgewebs")
	must(err)
	phantom := sessionWith(t, db, halfMitchell(t))
	_, err = db.MovePhantom(phantom, "", movements.PairID{Number: 2, Direction: "NS"}, 1, nil)
	must(err)
	late := sessionWith(t, db, halfMitchell(t))
	_, err = db.AddLatePair(late, "", []string{"Dan Dee", "Eve East"}, 1)
	must(err)
	_, err = db.PairLeaves(late, "", movements.PairID{Number: 1, Direction: "EW"}, 2)
	must(err)
	swiss, err := movements.NewSwissPairs(6, 3, 2, "")
	must(err)
	first, err := movements.SwissDraw(1, movements.StartingStandings(swiss))
	must(err)
	drawn, err := movements.AddSwissRound(swiss, first, movements.StartingStandings(swiss))
	must(err)
	swapped, err := first.Swap("2", "3", movements.StartingStandings(swiss))
	must(err)
	again, err := movements.ReplaceSwissRound(drawn, swapped)
	must(err)
	must(db.SetSwissRound(sessionWith(t, db, drawn), drawn, again, 1, "pairs 2 and 3 swapped in round 1"))
	must(db.DeleteSession(id))
}

// notExercised are the DB's methods exerciseStore leaves out, and why:
// none of them is a statement a command or a screen runs on a club's data.
var notExercised = map[string]string{
	"Backups": "lists backup files", "Check": "the integrity check, in the background or on demand",
	"IntegrityCheck": "the integrity check", "StartCheck": "starts the integrity check", "Close": "closes the file",
	"Path": "the file's name", "DataVersion": "SQLite's own counter", "Warnings": "the check's findings",
}

// exerciseStore runs every method of the store's DB but those left out on
// purpose: a method added later is run too, or named in notExercised.
func TestExerciseStoreRunsEveryMethod(t *testing.T) {
	src, err := os.ReadFile("plans_test.go")
	if err != nil {
		t.Fatal(err)
	}
	body := string(src)[strings.Index(string(src), "func exerciseStore("):]
	body = body[:strings.Index(body, "\n}\n")]
	dbType := reflect.TypeOf(&DB{})
	for i := range dbType.NumMethod() {
		name := dbType.Method(i).Name
		if _, skip := notExercised[name]; skip {
			continue
		}
		if !strings.Contains(body, "db."+name+"(") {
			t.Errorf("exerciseStore does not run DB.%s: run it there, or say in notExercised why not", name)
		}
	}
}

// Every statement the commands and screens run reads the tables that grow
// with the club's history through an index: a command costs the same on a
// club of one session and on one of a thousand. SQLite's own query plans
// say so.
func TestStatementsUseIndexes(t *testing.T) {
	log := recordStatements(t)
	db, _ := openTemp(t)
	exerciseStore(t, db)
	statements := log.statements()
	if len(statements) < 40 {
		t.Fatalf("only %d statements noted", len(statements))
	}
	for _, q := range statements {
		q = strings.Join(strings.Fields(q), " ")
		upper := strings.ToUpper(q)
		if !strings.HasPrefix(upper, "SELECT") && !strings.HasPrefix(upper, "INSERT") &&
			!strings.HasPrefix(upper, "UPDATE") && !strings.HasPrefix(upper, "DELETE") || strings.Contains(upper, "SQLITE_MASTER") {
			continue // schema steps, transactions, pragmas, backups
		}
		if wholeRead(q) {
			continue
		}
		aliases := tableAliases(q)
		for _, detail := range queryPlan(t, db, q) {
			name, whole := scans(detail)
			if table := aliases[name]; whole && contains(bigTables, table) {
				t.Errorf("%s\nreads the whole of %s: %s", q, table, detail)
			}
		}
	}
}

func wholeRead(q string) bool {
	for fragment := range wholeReads {
		if strings.Contains(q, fragment) {
			return true
		}
	}
	return false
}

// tableAliases maps the names a plan gives the tables of q (a table's own
// name, or the alias q gives it) to the tables.
func tableAliases(q string) map[string]string {
	out := map[string]string{}
	for _, t := range bigTables {
		out[t] = t
	}
	for _, m := range aliasRE.FindAllStringSubmatch(q, -1) {
		if !contains(sqlWords, strings.ToUpper(m[2])) {
			out[m[2]] = m[1]
		}
	}
	return out
}

var aliasRE = regexp.MustCompile(`(?i)\b(?:FROM|JOIN)\s+(\w+)\s+(?:AS\s+)?(\w+)`)

// sqlWords may follow a table's name without being its alias.
var sqlWords = []string{"WHERE", "JOIN", "LEFT", "INNER", "ON", "ORDER", "GROUP", "LIMIT", "SET", "VALUES", "USING", "WITH", "SELECT"}

// queryPlan is SQLite's plan for q, one line per step.
func queryPlan(t *testing.T, db *DB, q string) []string {
	t.Helper()
	args := make([]any, strings.Count(q, "?")) // all NULL: the plan does not depend on them
	rows, err := db.sql.Query("EXPLAIN QUERY PLAN "+q, args...)
	if err != nil {
		t.Fatalf("explain %q: %v", q, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		out = append(out, detail)
	}
	return out
}

// scans tells whether a step of a plan reads a whole table (SCAN, with or
// without an index to walk it in order), and which.
func scans(detail string) (table string, whole bool) {
	f := strings.Fields(detail)
	if len(f) < 2 || f[0] != "SCAN" {
		return "", false
	}
	return f[1], true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// A database made before the notes had their index (schema 13) gains it
// when opened, and a session's notes are then read through it.
func TestNotesIndexAfterUpgrade(t *testing.T) {
	db := reopenWithout(t, "notes_by_session", 13)
	plan := queryPlan(t, db, "SELECT id, board, text, created FROM notes WHERE session_id = ?")
	if len(plan) == 0 || !strings.Contains(plan[0], "USING INDEX notes_by_session") && !strings.Contains(plan[0], "USING COVERING INDEX notes_by_session") {
		t.Errorf("the notes of a session are read by %q, want through notes_by_session", plan)
	}
}

// A database made before lines_by_pb (schema 14) gains it when opened, and
// the lines two pairs have on a board are then read through it and the
// primary key, not by reading the board's every line.
func TestPairsLinesIndexAfterUpgrade(t *testing.T) {
	db := reopenWithout(t, "lines_by_pb", 14)
	plan := strings.Join(queryPlan(t, db, pairsLinesQuery), "\n")
	for _, want := range []string{"USING PRIMARY KEY (session_id=? AND board=? AND pa=?)", "USING INDEX lines_by_pb (session_id=? AND board=? AND pb=?)"} {
		if !strings.Contains(plan, want) {
			t.Errorf("a board's lines of two pairs are read by %q, want %q", plan, want)
		}
	}
}

// reopenWithout opens a database as one made before index was added (at
// schema version) would be opened: the index dropped, the version set back.
func reopenWithout(t *testing.T, index string, version int) *DB {
	t.Helper()
	db, path := openTemp(t)
	if _, err := db.sql.Exec(fmt.Sprintf("DROP INDEX %s; PRAGMA user_version = %d", index, version)); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}
