package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgescore/interchange"
)

// mustRun runs a command that must succeed and returns its output.
func mustRun(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, errs, code := runNamed(t, name, args...)
	if code != 0 {
		t.Fatalf("%s %v: exit %d: %s", name, args, code, errs)
	}
	return out
}

// clubWithHowell is a club database holding the real 12-pair Howell, its
// players' masterpoints imported from a membership list.
func clubWithHowell(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "club.db")
	mustRun(t, "import", realHowell, "--db", db)
	members := "Name,ACBL No,Masterpoints,Handicap\n" +
		"ALICE YARDLEY,N1,1850,\nMARY FAIRLEIGH,N2,920,\nCAROL STANSFIELD,N3,140,\nXAVIER VICKERY,N4,210,\n" +
		"JAMES BIRCHALL,N5,2600,-4\nHENRY EASTWOOD,N6,75,\nNEIL KILBRIDE,N7,45,\nBASIL UNDERWOOD,N8,30,\n" +
		"UNA PENNINGTON,N9,480,\nWENDY BIRCHALL,N10,390,\nBRIAN GREENHALGH,N11,95,\nROBERT YARDLEY,N12,60,\n" +
		"BRIAN QUARRIE,N13,3100,\nCAROL ASHDOWN,N14,1200,\nIRENE GREENHALGH,N15,20,\nALICE CALLOWAY,N16,15,\n" +
		"CLARA ORMSBY,N17,710,\nQUEENIE ASHDOWN,N18,530,\nJAMES REDFERN,N19,88,\nVICTOR NORTHCOTT,N20,1500,\n" +
		"QUEENIE REDFERN,N21,12,\nFELIX MARLOWE,N22,8,\nHENRY JESSOP,N23,5,\n"
	list := filepath.Join(t.TempDir(), "members.csv")
	if err := os.WriteFile(list, []byte(members), 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun(t, "players", "--import", list, "--db", db)
	return db
}

// TestAwardsOnAStoredSession: a session set to award ACBL masterpoints in
// strata, with handicaps, ranks with them through standings, its USEBIO 1.3
// carries them, and the change is undone like any other.
func TestAwardsOnAStoredSession(t *testing.T) {
	db := clubWithHowell(t)
	said := mustRun(t, "awards", "--session", "1", "--award", "acbl-open", "--strata", "750,150", "--handicaps", "club", "--db", db)
	if !strings.Contains(said, "ACBL open club game") || !strings.Contains(said, "B under 750, C under 150") {
		t.Errorf("awards said %q", said)
	}
	var got struct {
		Pairs []struct {
			Pair, Stratum, HandicappedRank string
			WonIn                          *string
			Award, Handicap                float64
		}
	}
	if err := json.Unmarshal([]byte(mustRun(t, "standings", "--session", "1", "--format", "json", "--db", db)), &got); err != nil {
		t.Fatal(err)
	}
	// Pair 2 (JAMES BIRCHALL 2600 & HENRY EASTWOOD 75) is A, third: 0.60;
	// pair 4 (45 & 30) is C, folded into B (C has 4 pairs), fourth overall
	// (0.42) but second in B, a group of 8 awarded as a game restricted to
	// 750 (0.08 a pair: 0.64, 70%): 0.45 there. JAMES BIRCHALL's typed -4
	// makes his pair -2 (the mean).
	want := map[string]struct {
		stratum string
		award   float64
		wonIn   string
	}{"6": {"A", 1.20, "A"}, "2": {"A", 0.60, "A"}, "4": {"B", 0.45, "B"}, "12": {"B", 0, ""}}
	for _, p := range got.Pairs {
		w, ok := want[p.Pair]
		if !ok {
			continue
		}
		won := ""
		if p.WonIn != nil {
			won = *p.WonIn
		}
		if p.Stratum != w.stratum || p.Award != w.award || won != w.wonIn {
			t.Errorf("pair %s: stratum %s, award %v won in %q; want %s, %v, %q", p.Pair, p.Stratum, p.Award, won, w.stratum, w.award, w.wonIn)
		}
		if p.Pair == "2" && p.Handicap != -2 {
			t.Errorf("pair 2 handicap %v, want -2", p.Handicap)
		}
	}
	usebio := mustRun(t, "export", "--session", "1", "--format", "usebio", "--usebio-version", "1.3", "--db", db)
	back, err := interchange.ReadUSEBIOAwards(strings.NewReader(usebio))
	if err != nil {
		t.Fatal(err)
	}
	if back.Version != "1.3" || back.Type != "BLACK" || back.Points[interchange.AwardPair{ID: "4"}] != "0.45" ||
		back.PairStratum[interchange.AwardPair{ID: "4"}] != "B" || back.Holdings["JAMES BIRCHALL"] != "2600" ||
		len(back.Strata) != 2 || back.Strata[1] != (interchange.USEBIOStratum{Letter: "B", UpperLimit: "749"}) {
		t.Errorf("USEBIO 1.3 read back %+v", back)
	}
	if v12 := mustRun(t, "export", "--session", "1", "--format", "usebio", "--db", db); strings.Contains(v12, "STRATUM") || !strings.Contains(v12, "<MASTER_POINTS_AWARDED>1.20</MASTER_POINTS_AWARDED>") {
		t.Errorf("USEBIO 1.2 export:\n%s", v12)
	}
	mustRun(t, "undo", "--session", "1", "--db", db)
	if said := mustRun(t, "awards", "--session", "1", "--db", db); !strings.Contains(said, "awards nothing") {
		t.Errorf("after undo: %q", said)
	}
}

// TestAwardsRefused: a scale that is not one, strata without a scale, and
// a list of handicaps naming a stranger are refused, the session left as
// it was.
func TestAwardsRefused(t *testing.T) {
	db := clubWithHowell(t)
	for _, tc := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"--award", "ebu-parish"}, 2, "unknown award scale"},
		{[]string{"--award", "acbl-restricted"}, 2, "needs its masterpoint limit"},
		{[]string{"--strata", "500"}, 2, "give the award scale too"},
		{[]string{"--award", "acbl-open", "--strata", "100,500"}, 2, "below the one before"},
		{[]string{"--handicaps", "club", "--handicap-mode", "half"}, 2, "expected sum"},
		{[]string{"--handicaps", writeList(t, "Name,Handicap\nZed Nobody,3\n")}, 1, "line 2: Zed Nobody is neither on the club's list"},
		{[]string{"--handicaps", writeList(t, "Name,Handicap\nALICE YARDLEY,lots\n")}, 1, `ALICE YARDLEY's handicap "lots"`},
	} {
		out, errs, code := runNamed(t, "awards", append([]string{"--session", "1", "--db", db}, tc.args...)...)
		if code != tc.code || out != "" || !strings.Contains(errs, tc.says) {
			t.Errorf("%v: exit %d, %q %q; want exit %d saying %q", tc.args, code, out, errs, tc.code, tc.says)
		}
	}
	if said := mustRun(t, "awards", "--session", "1", "--db", db); !strings.Contains(said, "awards nothing") {
		t.Errorf("a refusal changed the session: %q", said)
	}
}

// TestNewWithAwards: new keeps the award options with the session.
func TestNewWithAwards(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	out := mustRun(t, "new", "--name", "Tuesday", "--movement", "howell", "--tables", "4", "--award", "ebu-club",
		"--handicaps", "club", "--handicap-sessions", "10", "--handicap-minimum", "3", "--handicap-default", "-2", "--db", db)
	id := strings.TrimSpace(out[strings.LastIndex(strings.TrimSpace(out), "\n")+1:])
	said := mustRun(t, "awards", "--session", id, "--db", db)
	if !strings.Contains(said, "EBU club scale (local points)") || !strings.Contains(said, "handicaps from the players register") {
		t.Errorf("new kept %q", said)
	}
	if _, errs, code := runNamed(t, "new", "--name", "X", "--movement", "howell", "--tables", "4", "--award", "acbl-newcomer", "--db", db); code != 2 || !strings.Contains(errs, "needs its masterpoint limit") {
		t.Errorf("new with a bad scale: exit %d %q", code, errs)
	}
}

// TestPointsSummary: each player's points over a period, as CSV and PDF.
func TestPointsSummary(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "awards", "--session", "1", "--award", "ebu-club", "--db", db)
	csv := mustRun(t, "points", "--from", "2022-07-01", "--to", "2022-07-31", "--db", db)
	for _, line := range []string{"Name,Number,Unit,Points,Awards", "ALICE YARDLEY,N1,LP,24,1", "MARY FAIRLEIGH,N2,LP,24,1", "NEIL KILBRIDE,N7,LP,6,1"} {
		if !strings.Contains(csv, line+"\n") {
			t.Errorf("no %q in\n%s", line, csv)
		}
	}
	if n := strings.Count(csv, "\n"); n != 9 { // heading and the 4 places' 8 players
		t.Errorf("%d lines:\n%s", n, csv)
	}
	// By surname, as a club reads its list of points.
	last := ""
	for _, line := range strings.Split(strings.TrimSpace(csv), "\n")[1:] {
		name := strings.Fields(strings.Split(line, ",")[0])
		surname := name[len(name)-1]
		if surname < last {
			t.Errorf("%s is listed after %s:\n%s", surname, last, csv)
		}
		last = surname
	}
	if out := mustRun(t, "points", "--from", "2022-08-01", "--to", "2022-08-31", "--db", db); out != "Name,Number,Unit,Points,Awards\n" {
		t.Errorf("August: %q", out)
	}
	pdf := filepath.Join(t.TempDir(), "points.pdf")
	mustRun(t, "points", "--from", "2022-07-01", "--to", "2022-07-31", "--out", pdf, "--db", db)
	if b, err := os.ReadFile(pdf); err != nil || !bytes.HasPrefix(b, []byte("%PDF")) {
		t.Errorf("PDF: %v", err)
	}
	for _, bad := range [][]string{{"--from", "2022-07-01"}, {"--from", "1 July", "--to", "2022-07-31"}, {"--from", "2022-08-01", "--to", "2022-07-01"}} {
		if _, _, code := runNamed(t, "points", append(bad, "--db", db)...); code != 2 {
			t.Errorf("%v: exit %d", bad, code)
		}
	}
}

// TestPlayersFigures: holdings and handicaps are listed, and set by hand.
func TestPlayersFigures(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "players", "--set", "N23", "--masterpoints", "7.5", "--handicap", "3", "--db", db)
	list := mustRun(t, "players", "--search", "jessop", "--db", db)
	if !strings.Contains(list, "HENRY JESSOP (ACBL N23)  masterpoints 7.5  handicap 3") {
		t.Errorf("list %q", list)
	}
	if _, errs, code := runNamed(t, "players", "--set", "N23", "--handicap", "60", "--db", db); code != 1 || !strings.Contains(errs, "at most 50") {
		t.Errorf("handicap 60: exit %d %q", code, errs)
	}
	if _, _, code := runNamed(t, "players", "--masterpoints", "5", "--db", db); code != 2 {
		t.Errorf("--masterpoints without --set: exit %d", code)
	}
	who := mustRun(t, "player", "N23", "--db", db)
	if !strings.Contains(who, "Handicap today: 3.00, typed in the players register") {
		t.Errorf("player: %q", who)
	}
}

// TestEventAwards: an event's ranking gives each pair its master points
// over the event's sessions, the sum of its awards in each.
func TestEventAwards(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	mustRun(t, "import", realHowell, "--event", "Summer pairs", "--db", db)
	mustRun(t, "import", "../testdata/real/compscore3_mp_pairs_mitchell.xml", "--event", "Summer pairs", "--db", db)
	mustRun(t, "awards", "--session", "1", "--award", "ebu-club", "--db", db)
	mustRun(t, "awards", "--session", "2", "--award", "ebu-club", "--db", db)
	won := map[string]float64{} // by session and pair
	for _, id := range []string{"1", "2"} {
		var st struct {
			Pairs []struct {
				Pair  string
				Award float64
			}
		}
		if err := json.Unmarshal([]byte(mustRun(t, "standings", "--session", id, "--format", "json", "--db", db)), &st); err != nil {
			t.Fatal(err)
		}
		for _, p := range st.Pairs {
			won[id+"/"+p.Pair] = p.Award
		}
	}
	// A pair of the event is known by its players (their national
	// numbers): its award is the sum of its pairs' in its sessions.
	var ev struct {
		Pairs []struct {
			Names    []string
			Sessions []struct {
				Session int
				Pair    string
			}
			Award *float64
		}
	}
	if err := json.Unmarshal([]byte(mustRun(t, "standings", "--event", "Summer pairs", "--format", "json", "--db", db)), &ev); err != nil {
		t.Fatal(err)
	}
	total := 0.0
	for _, p := range ev.Pairs {
		if p.Award == nil {
			t.Fatalf("pair %v has no award", p.Names)
		}
		want := 0.0
		for _, s := range p.Sessions {
			want += won[fmt.Sprintf("%d/%s", s.Session, s.Pair)]
		}
		if *p.Award != want {
			t.Errorf("%v: %v over the event, %v in its sessions", p.Names, *p.Award, want)
		}
		total += *p.Award
	}
	if total == 0 {
		t.Error("no points over the event")
	}
	if text := mustRun(t, "standings", "--event", "Summer pairs", "--db", db); !strings.Contains(text, "%      LP") {
		t.Errorf("the text has no LP column:\n%s", text)
	}
}

// TestAwardsExportedAsTheBodyTakesThem: a session awarding ABF
// masterpoints exports them as Compscore writes them and the ABF's own
// results site reads them (a whole number of hundredths, straight in the
// PAIR, MASTER_POINT_TYPE RED at abf-red); EBU local points go in
// MASTER_POINTS as BLACK points, as EBUScore writes them, and green points
// there in hundredths, as EBUScoreTeams writes them; the BridgeWebs CSV
// carries the points themselves.
func TestAwardsExportedAsTheBodyTakesThem(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "awards", "--session", "1", "--award", "abf-red:2.5", "--db", db)
	abf := mustRun(t, "export", "--session", "1", "--format", "usebio", "--db", db)
	// compscore3_mp_pairs_howell.xml's own: 6 tables at 2.5, pair 6 first.
	if back := readAwards(t, abf); back.Type != "RED" || back.Points[interchange.AwardPair{ID: "6"}] != "60" || strings.Contains(abf, "<MASTER_POINTS>") {
		t.Errorf("ABF export, read back %+v:\n%s", back, abf)
	}
	dir := t.TempDir()
	mustRun(t, "publish", "--session", "1", "--to", "file", "--out", dir, "--db", db)
	csv, err := os.ReadFile(filepath.Join(dir, "session-1-bridgewebs.csv"))
	if err != nil || !strings.Contains(string(csv), ";60.22;0.60;") {
		t.Errorf("BridgeWebs CSV with ABF points (%v):\n%s", err, csv)
	}
	mustRun(t, "awards", "--session", "1", "--award", "ebu-club", "--db", db)
	ebu := mustRun(t, "export", "--session", "1", "--format", "usebio", "--db", db)
	if back := readAwards(t, ebu); back.Type != "BLACK" || back.Points[interchange.AwardPair{ID: "6"}] != "24" || !strings.Contains(ebu, "<MASTER_POINTS>") {
		t.Errorf("EBU export, read back %+v:\n%s", back, ebu)
	}
	// Green points in hundredths in MASTER_POINTS, as EBUScoreTeams writes
	// them: 6 pairs at 5.00 down to 0.50 over 3 places, pair 6 first.
	mustRun(t, "awards", "--session", "1", "--award", "ebu-green:5,0.5,3", "--db", db)
	green := mustRun(t, "export", "--session", "1", "--format", "usebio", "--db", db)
	if back := readAwards(t, green); back.Type != "GREEN" || back.Points[interchange.AwardPair{ID: "6"}] != "500" || !strings.Contains(green, "<MASTER_POINTS>") {
		t.Errorf("EBU green export, read back %+v:\n%s", back, green)
	}
}

func readAwards(t *testing.T, usebio string) *interchange.USEBIOAwards {
	t.Helper()
	back, err := interchange.ReadUSEBIOAwards(strings.NewReader(usebio))
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// The points file has no cell a spreadsheet would run, whatever the
// players' names (OWASP's CSV injection): such a name is kept as text.
func TestPointsCSVRunsNoFormula(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "awards", "--session", "1", "--award", "ebu-club", "--db", db)
	for p := 1; p <= 12; p++ {
		runNamed(t, "names", "--session", "1", "--pair", strconv.Itoa(p), "=HYPERLINK(\"http://example.invalid\")", "@SUM(1+1)", "--db", db)
	}
	csv := mustRun(t, "points", "--from", "2022-07-01", "--to", "2022-07-31", "--db", db)
	if !strings.Contains(csv, `'=HYPERLINK(""http://example.invalid"")`) || !strings.Contains(csv, "'@SUM(1+1)") {
		t.Errorf("the names are not in the points file as text:\n%s", csv)
	}
	for _, line := range strings.Split(csv, "\n") {
		for _, cell := range strings.Split(line, ",") {
			if c := strings.TrimPrefix(cell, `"`); c != "" && strings.ContainsRune("=+-@\t\r", rune(c[0])) {
				t.Errorf("a cell a spreadsheet runs: %q", cell)
			}
		}
	}
}

// TestStrataFromAResultsFile: the holdings a results file gives its
// players (USEBIO 1.3's MASTERPOINTS, as ACBLscore writes them) stratify
// score --strata without any database, and import keeps them in the
// players register (one change of its history), where a stored session's
// strata find them: both give every pair the stratum and award the club's
// own register gave.
func TestStrataFromAResultsFile(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "awards", "--session", "1", "--award", "acbl-open", "--strata", "750,150", "--db", db)
	want := mustRun(t, "standings", "--session", "1", "--format", "json", "--db", db)
	file := filepath.Join(t.TempDir(), "acbl-1.3.xml")
	mustRun(t, "export", "--session", "1", "--format", "usebio", "--usebio-version", "1.3", "--out", file, "--db", db)
	type strat struct {
		Pair, Stratum string
		WonIn         *string
		Award         float64
	}
	read := func(js string) map[string]strat {
		var out struct{ Pairs []strat }
		if err := json.Unmarshal([]byte(js), &out); err != nil {
			t.Fatal(err)
		}
		m := map[string]strat{}
		for _, p := range out.Pairs {
			p.WonIn = nil // compared apart: a pointer
			m[p.Pair] = p
		}
		return m
	}
	wantBy := read(want)
	if len(wantBy) != 12 {
		t.Fatalf("%d pairs", len(wantBy))
	}
	code, scored, stderr := runCmd(t, file, "--award", "acbl-open", "--strata", "750,150", "--format", "json")
	if code != 0 {
		t.Fatalf("score: exit %d: %s", code, stderr)
	}
	if got := read(scored); fmt.Sprint(got) != fmt.Sprint(wantBy) {
		t.Errorf("score --strata:\n%v\nthe stored session's:\n%v", got, wantBy)
	}
	fresh := filepath.Join(t.TempDir(), "fresh.db")
	mustRun(t, "import", file, "--db", fresh)
	if list := mustRun(t, "players", "--db", fresh); !strings.Contains(list, "2600") {
		t.Errorf("the file's holdings are not in the register:\n%s", list)
	}
	mustRun(t, "awards", "--session", "1", "--award", "acbl-open", "--strata", "750,150", "--db", fresh)
	if got := read(mustRun(t, "standings", "--session", "1", "--format", "json", "--db", fresh)); fmt.Sprint(got) != fmt.Sprint(wantBy) {
		t.Errorf("imported:\n%v\nthe club's own:\n%v", got, wantBy)
	}
	// Refused on the command line: strata without a scale, strata-by alone.
	for _, args := range [][]string{{file, "--strata", "500"}, {file, "--award", "acbl-open", "--strata-by", "average"}} {
		if code, out, _ := runCmd(t, args...); code != 2 || out != "" {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}
