package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestVPCommand: the contract's form, "17.31 2.69", and the refusals.
func TestVPCommand(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"17", "--boards", "4"}, "17.31 2.69\n"},
		{[]string{"23", "--boards", "28"}, "14.48 5.52\n"},
		{[]string{"-17", "--boards", "4"}, "2.69 17.31\n"},
		{[]string{"--boards", "4", "+17", "--scale", "wbf2013"}, "17.31 2.69\n"},
		{[]string{"0", "--boards", "9"}, "10.00 10.00\n"},
		{[]string{"2.5", "--boards", "8"}, "11.07 8.93\n"},
		{[]string{"-5", "--boards", "7", "--scale", "acbl20"}, "7.00 13.00\n"},
		{[]string{"3", "--boards", "7", "--scale", "acbl30"}, "20.00 10.00\n"},
		{[]string{"10", "--boards", "12", "--equivalent", "24"}, "12.33 7.67\n"},
	} {
		out, errs, code := runNamed(t, "vp", c.args...)
		if code != 0 || out != c.want {
			t.Errorf("vp %v: %q (exit %d, %s), want %q", c.args, out, code, errs, c.want)
		}
	}
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"17"}, exitUsage, "--boards"},
		{[]string{"x", "--boards", "4"}, exitUsage, "IMPs"},
		{[]string{"1", "2", "--boards", "4"}, exitUsage, "one IMP margin"},
		{[]string{"3", "--boards", "12", "--scale", "acbl20"}, exitInvalid, "6–8 and 9–11"},
		{[]string{"3", "--boards", "8", "--scale", "ebu20"}, exitInvalid, "not held"},
		{[]string{"3", "--boards", "8", "--scale", "nope"}, exitInvalid, "unknown VP scale"},
	} {
		_, errs, code := runNamed(t, "vp", c.args...)
		if code != c.code || !strings.Contains(errs, c.says) {
			t.Errorf("vp %v: exit %d, %q; want %d saying %q", c.args, code, errs, c.code, c.says)
		}
	}
	out, _, code := runNamed(t, "vp", "--table", "--boards", "8", "--scale", "acbl20")
	if code != 0 || !strings.Contains(out, "1–2         11.00    9.00") || !strings.Contains(out, "28+         20.00    0.00") {
		t.Errorf("the ACBL 20 table:\n%s", out)
	}
}

// TestTeamMovementCommand: the contract's JSON for every size, each
// checked from outside: every two teams meet once, both rooms of a match
// on the same boards at the tables it names.
func TestTeamMovementCommand(t *testing.T) {
	for _, kind := range []string{"american-whist", "round-robin"} {
		for n := 3; n <= 16; n++ {
			out, errs, code := runNamed(t, "movement", "--teams", itoa(n), "--kind", kind, "--format", "json")
			if code != 0 {
				t.Fatalf("%s %d: exit %d: %s", kind, n, code, errs)
			}
			var j struct {
				Rounds []struct {
					Round   int `json:"round"`
					Matches []struct {
						Home, Away int
						Tables     [2]int
						Boards     []int
						Rooms      []string
					} `json:"matches"`
				} `json:"rounds"`
				Schedule []struct {
					Round, Table, NS, EW int
					Boards               []int
				} `json:"schedule"`
			}
			if err := json.Unmarshal([]byte(out), &j); err != nil {
				t.Fatal(err)
			}
			met := map[[2]int]int{}
			for _, r := range j.Rounds {
				for _, m := range r.Matches {
					for _, room := range m.Rooms {
						table, ns, ew := m.Tables[0], m.Home, m.Away
						if room == "closed" {
							table, ns, ew = m.Tables[1], m.Away, m.Home
						}
						found := false
						for _, s := range j.Schedule {
							if s.Round == r.Round && s.Table == table && s.NS == ns && s.EW == ew && sameSet(s.Boards, m.Boards) {
								found = true
							}
						}
						if !found {
							t.Fatalf("%s %d: round %d, %d v %d's %s room is not at table %d on boards %v", kind, n, r.Round, m.Home, m.Away, room, table, m.Boards)
						}
						met[[2]int{min(m.Home, m.Away), max(m.Home, m.Away)}]++
					}
				}
			}
			for a := 1; a <= n; a++ {
				for b := a + 1; b <= n; b++ {
					if met[[2]int{a, b}] != 2 {
						t.Fatalf("%s %d: teams %d and %d play %d rooms, want 2", kind, n, a, b, met[[2]int{a, b}])
					}
				}
			}
		}
	}
	out, _, code := runNamed(t, "movement", "--teams", "5")
	if code != 0 || !strings.Contains(out, "American whist, 5 teams") || !strings.Contains(out, "table  1:  1 North-South v  3 East-West") {
		t.Errorf("text:\n%s", out)
	}
	if _, errs, code := runNamed(t, "movement", "--teams", "17"); code != exitInvalid || !strings.Contains(errs, "3 to 16") {
		t.Errorf("17 teams: exit %d, %s", code, errs)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[int]int{}
	for _, x := range a {
		seen[x]++
	}
	for _, x := range b {
		seen[x]--
	}
	for _, v := range seen {
		if v != 0 {
			return false
		}
	}
	return true
}

// TestDrawCommand: the contract's JSON, ids echoed as written, the bye
// null with an even number, and the director's swap.
func TestDrawCommand(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "st.json")
	os.WriteFile(file, []byte(`{"round": 2, "teams": [{"id": 1, "score": 20, "met": [2]}, {"id": 2, "score": 15, "met": [1]},
		{"id": "3", "score": 12.5, "met": [4]}, {"id": 4, "score": 7.5, "met": ["3"]}]}`), 0o644)
	out, errs, code := runNamed(t, "draw", "--standings", file, "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var j struct {
		Tables []struct {
			Table      int
			Home, Away json.RawMessage
		}
		Bye     json.RawMessage
		Explain []string
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if len(j.Tables) != 2 || string(j.Tables[0].Home) != "1" || string(j.Tables[0].Away) != `"3"` ||
		string(j.Tables[1].Home) != "2" || string(j.Tables[1].Away) != "4" || string(j.Bye) != "null" || len(j.Explain) != 2 {
		t.Errorf("draw: %s", out)
	}
	out, _, _ = runNamed(t, "draw", "--standings", file, "--swap", "3,4", "--format", "json")
	if !strings.Contains(out, `"away": 4`) || !strings.Contains(out, `"away": "3"`) || !strings.Contains(out, "3 and 4 exchanged") {
		t.Errorf("swapped:\n%s", out)
	}
	os.WriteFile(file, []byte(`{"teams": []}`), 0o644)
	if _, errs, code := runNamed(t, "draw", "--standings", file); code != exitInvalid || !strings.Contains(errs, "round") {
		t.Errorf("no round: exit %d, %s", code, errs)
	}
	if _, _, code := runNamed(t, "draw"); code != exitUsage {
		t.Errorf("no standings: exit %d", code)
	}
}

// TestScoreTeamsCommand: a teams file scored through club by the score
// command, the contract's JSON.
func TestScoreTeamsCommand(t *testing.T) {
	out, errs, code := runNamed(t, "score", "../testdata/real/ruter_teams_league_28_boards.pbn", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "28-board matches") {
		t.Errorf("no note of the match length: %s", errs)
	}
	var j struct {
		Kind  string `json:"kind"`
		Teams []struct {
			Team  json.RawMessage `json:"team"`
			Name  string          `json:"name"`
			Total json.Number     `json:"total"`
			Rank  string          `json:"rank"`
		} `json:"teams"`
		Matches []struct {
			Round      int
			Home, Away json.RawMessage
			IMPs       []json.Number `json:"imps"`
			Score      []json.Number `json:"score"`
		} `json:"matches"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if j.Kind != "teams" || len(j.Teams) != 8 || string(j.Teams[0].Team) != "2" || j.Teams[0].Total != "56.44" || j.Teams[0].Rank != "1" {
		t.Errorf("teams: %+v", j.Teams)
	}
	found := false
	for _, m := range j.Matches {
		if m.Round == 3 && string(m.Home) == "3" && string(m.Away) == "1" {
			found = m.Score[0] == "14.48" && m.Score[1] == "5.52" && m.IMPs[0] == "81.00"
		}
	}
	if !found {
		t.Errorf("round 3, 3 v 1 not 81–58, 14.48–5.52: %s", out)
	}
	out, errs, code = runNamed(t, "score", "../testdata/teams/night.csv")
	if code != 0 || !strings.Contains(out, "Teams ranked by VPs") || !strings.Contains(out, "1 v 2  IMPs 22–5, 17.31–2.69") {
		t.Errorf("the teams CSV: exit %d, %s\n%s", code, errs, out)
	}
	// A pairs file still goes to the pairs' scoring.
	if _, errs, code := runNamed(t, "score", "../testdata/real/salliere_mp_pairs.xml", "--format", "json"); code != 0 {
		t.Errorf("a pairs file: exit %d, %s", code, errs)
	}
}

// TestTeamsReports: a teams file's report and a draw sheet, written as
// PDF and HTML.
func TestTeamsReports(t *testing.T) {
	dir := t.TempDir()
	pdf := filepath.Join(dir, "teams.pdf")
	out, errs, code := runNamed(t, "report", "--from", "../testdata/real/ebuscoreteams_point_a_board.xml", "--format", "pdf", "--out", pdf)
	if code != 0 || !strings.Contains(out, "wrote") {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	if b, err := os.ReadFile(pdf); err != nil || !strings.HasPrefix(string(b), "%PDF") {
		t.Errorf("no PDF: %v", err)
	}
	html := filepath.Join(dir, "teams.html")
	if _, errs, code := runNamed(t, "report", "--from", "../testdata/teams/night.csv", "--format", "html", "--out", html); code != 0 {
		t.Fatalf("html: exit %d: %s", code, errs)
	}
	if b, _ := os.ReadFile(html); !strings.Contains(string(b), "IMPs 22–5, 17.31–2.69 VPs") {
		t.Errorf("the page lacks the match")
	}
	if _, errs, code := runNamed(t, "report", "--from", "../testdata/teams/night.csv", "--format", "pdf"); code != exitUsage || !strings.Contains(errs, "--out") {
		t.Errorf("no --out: exit %d, %s", code, errs)
	}
	st := filepath.Join(dir, "st.json")
	os.WriteFile(st, []byte(`{"round": 1, "teams": [{"id": 1, "score": 0}, {"id": 2, "score": 0}, {"id": 3, "score": 0}]}`), 0o644)
	sheet := filepath.Join(dir, "draw.pdf")
	if _, errs, code := runNamed(t, "draw", "--standings", st, "--format", "pdf", "--out", sheet, "--title", "Swiss"); code != 0 {
		t.Fatalf("draw sheet: exit %d: %s", code, errs)
	}
	if b, err := os.ReadFile(sheet); err != nil || !strings.HasPrefix(string(b), "%PDF") {
		t.Errorf("no draw sheet: %v", err)
	}
}

// TestDrawPublished: a correction after a round was drawn: the draw
// from the corrected standings set beside the one published.
func TestDrawPublished(t *testing.T) {
	dir := t.TempDir()
	st := filepath.Join(dir, "st.json")
	os.WriteFile(st, []byte(`{"round": 2, "teams": [{"id": 1, "score": 30}, {"id": 2, "score": 25}, {"id": 3, "score": 20}, {"id": 4, "score": 10}]}`), 0o644)
	pub, _, code := runNamed(t, "draw", "--standings", st, "--format", "json")
	if code != 0 {
		t.Fatal(code)
	}
	published := filepath.Join(dir, "pub.json")
	os.WriteFile(published, []byte(pub), 0o644)
	out, _, code := runNamed(t, "draw", "--standings", st, "--published", published)
	if code != 0 || !strings.Contains(out, "draw every competitor against the opponent it met") {
		t.Errorf("unchanged: exit %d, %s", code, out)
	}
	os.WriteFile(st, []byte(`{"round": 2, "teams": [{"id": 1, "score": 30}, {"id": 2, "score": 25}, {"id": 3, "score": 40}, {"id": 4, "score": 10}]}`), 0o644)
	out, _, _ = runNamed(t, "draw", "--standings", st, "--published", published, "--format", "json")
	if !strings.Contains(out, "1 met 2; from the corrected standings it would have met 3.") {
		t.Errorf("corrected:\n%s", out)
	}
}

// TestTeamsSessionThroughCommands: a teams night set up with new --teams,
// every room's result entered with enter --room, ranks the teams and
// scores every match as score ranks and scores a teams file of the same
// results; report --session prints its ranking, cross-table and score
// cards.
func TestTeamsSessionThroughCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	out, errs, code := runNamed(t, "new", "--db", db, "--name", "Teams night", "--teams", "5", "--boards-per-round", "2")
	if code != 0 || !strings.HasSuffix(out, "\n1\n") {
		t.Fatalf("new --teams: exit %d: %s %s", code, out, errs)
	}
	if list, _, _ := runNamed(t, "sessions", "--db", db); !strings.Contains(list, "teams vp") {
		t.Errorf("the list of sessions:\n%s", list)
	}
	csv, n := enterTeamsNight(t, db, "1", 5, 2)
	if n != 40 {
		t.Fatalf("%d lines entered, want 40 (10 matches of 2 boards in two rooms)", n)
	}
	file := filepath.Join(dir, "night.csv")
	os.WriteFile(file, []byte(csv), 0o644)
	stored, errs, code := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	if code != 0 {
		t.Fatalf("standings: exit %d: %s", code, errs)
	}
	scored, errs, code := runNamed(t, "score", file, "--format", "json")
	if code != 0 {
		t.Fatalf("score: exit %d: %s", code, errs)
	}
	type ranking struct {
		Kind  string
		Teams []struct {
			Team  int
			Total json.Number
			Rank  string
		}
		Matches []struct {
			Home, Away  int
			IMPs, Score []json.Number
		}
	}
	var a, b ranking
	if err := json.Unmarshal([]byte(stored), &a); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(scored), &b); err != nil {
		t.Fatal(err)
	}
	if a.Kind != "teams" || len(a.Teams) != 5 || len(a.Matches) != 10 {
		t.Fatalf("stored session: %s", stored)
	}
	if fmt.Sprint(a.Teams) != fmt.Sprint(b.Teams) {
		t.Errorf("the stored session ranks %v, the file %v", a.Teams, b.Teams)
	}
	key := func(r ranking) map[string]string {
		out := map[string]string{}
		for _, m := range r.Matches {
			out[fmt.Sprint(m.Home, " v ", m.Away)] = fmt.Sprint(m.IMPs, m.Score)
		}
		return out
	}
	if ka, kb := key(a), key(b); fmt.Sprint(ka) != fmt.Sprint(kb) {
		t.Errorf("matches: stored %v, file %v", ka, kb)
	}
	pdf := filepath.Join(dir, "night.pdf")
	if out, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--out", pdf); code != 0 || !strings.Contains(out, "wrote") {
		t.Fatalf("report: exit %d: %s %s", code, out, errs)
	}
	html := filepath.Join(dir, "night.html")
	if _, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--format", "html", "--out", html); code != 0 {
		t.Fatalf("report html: exit %d: %s", code, errs)
	}
	if page, _ := os.ReadFile(html); !strings.Contains(string(page), "Cross-table") || !strings.Contains(string(page), "Open room") {
		t.Errorf("the page lacks the cross-table or the score cards")
	}
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"--board", "1", "--room", "lounge", "--home", "1", "4SN="}, exitInvalid, "open or closed"},
		{[]string{"--board", "1", "--room", "open", "--home", "1", "--ns", "1", "4SN="}, exitUsage, "leave out --ns"},
		{[]string{"--board", "1", "--home", "1", "--ns", "1", "--ew", "3", "4SN="}, exitUsage, "--room"},
		{[]string{"--board", "1", "--room", "open", "--home", "2", "4SN="}, exitInvalid, "no match"},
	} {
		_, errs, code := runNamed(t, "enter", append([]string{"--db", db, "--session", "1"}, c.args...)...)
		if code != c.code || !strings.Contains(errs, c.says) {
			t.Errorf("enter %v: exit %d, %q; want %d saying %q", c.args, code, errs, c.code, c.says)
		}
	}
}

// enterTeamsNight enters every room of every match of a stored teams
// night of n teams and bpr boards a round with enter --room, results
// varied from board to board; it gives the same results as a teams CSV
// file and the number of lines entered.
func enterTeamsNight(t *testing.T, db, session string, teams, bpr int) (csv string, n int) {
	t.Helper()
	mv, _, _ := runNamed(t, "movement", "--teams", itoa(teams), "--boards-per-round", itoa(bpr), "--format", "json")
	var m struct {
		Rounds []struct {
			Round   int
			Matches []struct {
				Home, Away int
				Boards     []int
				Rooms      []string
			}
		}
	}
	if err := json.Unmarshal([]byte(mv), &m); err != nil {
		t.Fatal(err)
	}
	results := []struct{ contract, declarer string }{{"4S", "N"}, {"3NT", "S"}, {"4H", "W"}, {"2H", "E"}, {"6S", "N"}}
	csv = "# teams\n# method: vp\n# scale: wbf2013\nround,board,ns,ew,contract,declarer,tricks,score,table\n"
	for _, r := range m.Rounds {
		for _, mt := range r.Matches {
			for _, room := range mt.Rooms {
				ns, ew := mt.Home, mt.Away
				if room == "closed" {
					ns, ew = ew, ns
				}
				for _, b := range mt.Boards {
					n++
					res := results[n%len(results)]
					over := n%3 - 1 // one down, made exactly, one over
					level := int(res.contract[0] - '0')
					entry := res.contract + res.declarer + map[int]string{-1: "-1", 0: "=", 1: "+1"}[over]
					_, errs, code := runNamed(t, "enter", "--db", db, "--session", session, "--board", strconv.Itoa(b), "--room", room, "--home", strconv.Itoa(mt.Home), entry)
					if code != 0 {
						t.Fatalf("enter board %d %s room of %d v %d: exit %d: %s", b, room, mt.Home, mt.Away, code, errs)
					}
					csv += strings.Join([]string{strconv.Itoa(r.Round), strconv.Itoa(b), strconv.Itoa(ns), strconv.Itoa(ew), res.contract, res.declarer, strconv.Itoa(6 + level + over), "", ""}, ",") + "\n"
				}
			}
		}
	}
	return csv, n
}
