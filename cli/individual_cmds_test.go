package cli

import (
	"encoding/json"
	xmlpkg "encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// An individual set up, entered table by table and ranked through the
// commands: at every board table 1's North-South go one down in 4♠ and
// table 2's make it, so each player's percentage is the share of his
// boards on which he sat East-West at table 1 or North-South at table 2,
// worked out here from the schedule movement --individual prints.
func TestIndividualSessionThroughCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	out, errs, code := runNamed(t, "new", "--db", db, "--name", "Christmas individual", "--individual", "--tables", "2", "--rounds", "3")
	if code != 0 || !strings.HasSuffix(out, "\n1\n") {
		t.Fatalf("new --individual: exit %d: %s %s", code, out, errs)
	}
	if list, _, _ := runNamed(t, "sessions", "--db", db); !strings.Contains(list, "individual, 2 tables") {
		t.Errorf("the list of sessions:\n%s", list)
	}
	mv, _, _ := runNamed(t, "movement", "--individual", "--tables", "2", "--format", "json")
	var m struct {
		Rounds []struct {
			Round  int
			Tables []struct {
				Table      int
				N, E, S, W int
				Boards     []int
			}
		}
	}
	if err := json.Unmarshal([]byte(mv), &m); err != nil {
		t.Fatal(err)
	}
	won, played := map[string]int{}, map[string]int{}
	for _, r := range m.Rounds[:3] {
		for _, tb := range r.Tables {
			result, winners := "4SN=", []int{tb.N, tb.S}
			if tb.Table == 1 {
				result, winners = "4SN-1", []int{tb.E, tb.W}
			}
			for _, b := range tb.Boards {
				args := []string{"--db", db, "--session", "1", "--board", strconv.Itoa(b), "--round", strconv.Itoa(r.Round), "--table", strconv.Itoa(tb.Table), result}
				out, errs, code := runNamed(t, "enter", args...)
				if code != 0 {
					t.Fatalf("enter %v: exit %d: %s %s", args, code, out, errs)
				}
				// The answer names the four players where the schedule seats them.
				seated := fmt.Sprintf("N %d, S %d v E %d, W %d: %s", tb.N, tb.S, tb.E, tb.W, result)
				if !strings.Contains(out, seated) {
					t.Errorf("enter %v said %q, want the players %q", args, out, seated)
				}
				for _, p := range []int{tb.N, tb.E, tb.S, tb.W} {
					played[strconv.Itoa(p)]++
				}
				for _, p := range winners {
					won[strconv.Itoa(p)]++
				}
			}
		}
	}
	out, errs, code = runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	if code != 0 {
		t.Fatalf("standings: exit %d: %s", code, errs)
	}
	var st struct {
		Kind    string
		Players []struct {
			Player  string
			Percent float64
			Rank    string
		}
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	if st.Kind != "individual" || len(st.Players) != 8 {
		t.Fatalf("standings: %s", out)
	}
	for _, p := range st.Players {
		want := fmt.Sprintf("%.2f", 100*float64(won[p.Player])/float64(played[p.Player]))
		if got := fmt.Sprintf("%.2f", p.Percent); got != want {
			t.Errorf("player %s: %s%%, want %s%% (%d of %d boards won)", p.Player, got, want, won[p.Player], played[p.Player])
		}
	}
	checkIndividualReport(t, db, out)
	// Exported as USEBIO's individual event, it reads back the same.
	xml := filepath.Join(dir, "christmas.xml")
	if o, errs, code := runNamed(t, "export", "--db", db, "--session", "1", "--format", "usebio", "--out", xml); code != 0 {
		t.Fatalf("export: exit %d: %s %s", code, o, errs)
	}
	back, errs, code := runNamed(t, "score", xml, "--format", "json")
	var rb struct {
		Kind    string
		Players []struct {
			Player, Rank string
			Percent      float64
		}
	}
	if err := json.Unmarshal([]byte(back), &rb); code != 0 || err != nil || rb.Kind != "individual" || len(rb.Players) != len(st.Players) {
		t.Fatalf("score of the export: exit %d %v: %s %s", code, err, back, errs)
	}
	for i, p := range st.Players {
		if q := rb.Players[i]; q.Player != p.Player || q.Rank != p.Rank || q.Percent != p.Percent {
			t.Errorf("the export read back: %+v, the session: %+v", q, p)
		}
	}
	if _, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", "1", "--round", "1", "--table", "3", "4SN="); code != exitNotFound {
		t.Errorf("a table the individual has not: exit %d: %s", code, errs)
	}
}

// checkIndividualReport prints a stored individual's results and finds in
// them the players' ranking standings gives (standingsJSON), the rounds
// actually played, and travellers naming each line's four players.
func checkIndividualReport(t *testing.T, db, standingsJSON string) {
	t.Helper()
	var st struct {
		Players []struct {
			Player, Name, Rank string
			Percent, Total     float64
		}
		Boards []struct {
			Lines []struct{ Players [4]string }
		}
	}
	if err := json.Unmarshal([]byte(standingsJSON), &st); err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(filepath.Dir(db), "results.pdf")
	if out, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--out", pdf); code != 0 {
		t.Fatalf("report: exit %d: %s %s", code, out, errs)
	}
	text := reportPDFText(t, pdf)
	if strings.Contains(strings.ToLower(text), "provisional") {
		t.Errorf("the complete individual's results say they are provisional:\n%s", text)
	}
	for _, want := range []string{"Place   Player   Name", "8 players, 3 of its 7 rounds of", "Round   Table   N   E   S   W   Result"} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("the printed results lack %q:\n%s", want, text)
		}
	}
	for _, p := range st.Players {
		row := fmt.Sprintf(`\n\s*%s\s+%s\s+(?:%s\s+)?\d+\s+[\d.]+\s+%.2f\n`, regexp.QuoteMeta(p.Rank), p.Player, regexp.QuoteMeta(p.Name), p.Percent)
		if !regexp.MustCompile(row).MatchString(text) {
			t.Errorf("the printed ranking has no row for player %s at %s, %.2f%%:\n%s", p.Player, p.Rank, p.Percent, text)
		}
	}
	html := filepath.Join(filepath.Dir(db), "results.html")
	if out, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--out", html); code != 0 {
		t.Fatalf("report --out results.html: exit %d: %s %s", code, out, errs)
	}
	page, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	// Each player's score card adds up to his total.
	for _, p := range st.Players {
		card := string(page)
		i := strings.Index(card, `<h3 id="card-`+p.Player+`">`)
		if i < 0 {
			t.Errorf("no score card for player %s", p.Player)
			continue
		}
		card = card[i:]
		card = card[:strings.Index(card, "</table>")]
		sum := 0.0
		for _, row := range regexp.MustCompile(`<td class="n">([\d.]+)</td></tr>`).FindAllStringSubmatch(card, -1) {
			v, _ := strconv.ParseFloat(row[1], 64)
			sum += v
		}
		if fmt.Sprintf("%.2f", sum) != fmt.Sprintf("%.2f", p.Total) {
			t.Errorf("player %s's score card adds up to %.2f, his total is %.2f", p.Player, sum, p.Total)
		}
	}
	for _, b := range st.Boards {
		for _, l := range b.Lines {
			cells := fmt.Sprintf(`<td class="n">%s</td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td>`, l.Players[0], l.Players[1], l.Players[2], l.Players[3])
			if !strings.Contains(string(page), cells) {
				t.Errorf("the web page's travellers lack the line of players %v", l.Players)
			}
		}
	}
}

// TestIndividualReportsAskedFor: report --what prints an individual's
// reports asked for and no others; the pairs' recap sheet, which an
// individual has not, is left out of "all" and refused alone, and guide
// cards need the schedule a results file does not carry.
func TestIndividualReportsAskedFor(t *testing.T) {
	file := "../testdata/real/ruter_individual_barometer.pbn"
	const ranking, travellers, cards, hands = "Place Player Name", "Round Table N E S W Result", "Round Board Seat Partner Opponents Result", "Dealer N Vulnerable: None"
	for _, tc := range []struct {
		what       string
		has, lacks []string
		says       string
	}{
		{what: "travellers", has: []string{travellers}, lacks: []string{ranking, cards}},
		{what: "scorecards", has: []string{cards}, lacks: []string{ranking, travellers}},
		{what: "ranking,handrecord", has: []string{ranking, hands}, lacks: []string{travellers, cards}},
		{what: "all", has: []string{ranking, cards, travellers}, lacks: []string{hands}},
		{what: "recap", says: "no recap sheet"},
		{what: "guidecards", says: "guide cards need the session's movement"},
	} {
		t.Run(tc.what, func(t *testing.T) {
			pdf := filepath.Join(t.TempDir(), "r.pdf")
			out, errs, code := runNamed(t, "report", "--from", file, "--what", tc.what, "--out", pdf)
			if tc.says != "" {
				if code == 0 || !strings.Contains(errs, tc.says) {
					t.Errorf("exit %d, %s %s; want a refusal saying %q", code, out, errs, tc.says)
				}
				return
			}
			if code != 0 {
				t.Fatalf("exit %d: %s %s", code, out, errs)
			}
			text := strings.Join(strings.Fields(reportPDFText(t, pdf)), " ")
			for _, want := range tc.has {
				if !strings.Contains(text, want) {
					t.Errorf("lacks %q", want)
				}
			}
			for _, not := range tc.lacks {
				if strings.Contains(text, not) {
					t.Errorf("has %q, not asked for", not)
				}
			}
		})
	}
}

// TestUnfinishedIndividualReportIsProvisional: an individual printed or
// published before its last result says so on every page of results, as
// a pairs session's does.
func TestUnfinishedIndividualReportIsProvisional(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Individual", "--individual", "--tables", "2", "--rounds", "3"); code != 0 {
		t.Fatalf("new: exit %d: %s %s", code, out, errs)
	}
	if out, errs, code := runNamed(t, "enter", "--db", db, "--session", "1", "--board", "1", "--round", "1", "--table", "1", "4SN="); code != 0 {
		t.Fatalf("enter: exit %d: %s %s", code, out, errs)
	}
	pdf, html := filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.html")
	for _, out := range []string{pdf, html} {
		if o, errs, code := runNamed(t, "report", "--db", db, "--session", "1", "--out", out); code != 0 {
			t.Fatalf("report --out %s: exit %d: %s %s", out, code, o, errs)
		}
	}
	said := regexp.MustCompile(`Provisional: 1 of \d+ results — the places may change`)
	text := reportPDFText(t, pdf)
	if !said.MatchString(text) || strings.Count(text, "PROVISIONAL — ") < 2 {
		t.Errorf("the printed results of an unfinished individual do not say they are provisional (heading and each page):\n%s", text)
	}
	page, err := os.ReadFile(html)
	if err != nil || !said.Match(page) || !strings.Contains(string(page), "<title>Provisional — ") {
		t.Errorf("the web page of an unfinished individual does not say it is provisional (%v):\n%s", err, page)
	}
}

// An individual's results file printed: the players' ranking as score
// gives it, every player's place and percentage.
func TestReportOfAnIndividualFile(t *testing.T) {
	file := "../testdata/real/ruter_individual_barometer.pbn"
	out, errs, code := runNamed(t, "score", file, "--format", "json")
	if code != 0 {
		t.Fatalf("score: exit %d: %s", code, errs)
	}
	var st struct {
		Players []struct {
			Player, Name, Rank string
			Percent            float64
		}
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(t.TempDir(), "results.pdf")
	if out, errs, code := runNamed(t, "report", "--from", file, "--out", pdf); code != 0 {
		t.Fatalf("report: exit %d: %s %s", code, out, errs)
	}
	text := strings.Join(strings.Fields(reportPDFText(t, pdf)), " ")
	if len(st.Players) == 0 || !strings.Contains(text, "Place Player Name") {
		t.Fatalf("%d players; the report:\n%s", len(st.Players), text)
	}
	for _, p := range st.Players {
		row := fmt.Sprintf("%s %s %s ", p.Rank, p.Player, strings.Join(strings.Fields(p.Name), " "))
		if !strings.Contains(text, row) || !strings.Contains(text[strings.Index(text, row):], fmt.Sprintf("%.2f", p.Percent)) {
			t.Errorf("the printed ranking has no row %q … %.2f", row, p.Percent)
		}
	}
}

// TestIndividualAwardsThroughCommands: an individual set up with
// --award gives each player the master points standings and its exported
// file scored with the same scale agree on; strata are refused.
func TestIndividualAwardsThroughCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Ind", "--individual", "--tables", "3", "--award", "ebu-club", "--strata", "500"); code != 1 || !strings.Contains(errs, "without strata") {
		t.Errorf("strata on an individual: exit %d: %s %s", code, out, errs)
	}
	names := filepath.Join(dir, "names.csv")
	var list strings.Builder
	for p := 1; p <= 12; p++ {
		fmt.Fprintf(&list, "%d,Player Name%02d\n", p, p)
	}
	if err := os.WriteFile(names, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Ind", "--date", "2026-12-22", "--individual", "--tables", "3", "--award", "ebu-club", "--names", names); code != 0 {
		t.Fatalf("new: exit %d: %s %s", code, out, errs)
	}
	mv, _, _ := runNamed(t, "movement", "--individual", "--tables", "3", "--format", "json")
	var m struct {
		Rounds []struct {
			Round  int
			Tables []struct {
				Table  int
				Boards []int
			}
		}
	}
	if err := json.Unmarshal([]byte(mv), &m); err != nil {
		t.Fatal(err)
	}
	results := []string{"4SN=", "3NTE+1", "4SN-1", "2HW=", "1NTN+2", "PASS"}
	n := 0
	for _, r := range m.Rounds {
		for _, tb := range r.Tables {
			for _, b := range tb.Boards {
				args := []string{"--db", db, "--session", "1", "--board", strconv.Itoa(b), "--round", strconv.Itoa(r.Round), "--table", strconv.Itoa(tb.Table), results[n%len(results)]}
				n++
				if out, errs, code := runNamed(t, "enter", args...); code != 0 {
					t.Fatalf("enter %v: exit %d: %s %s", args, code, out, errs)
				}
			}
		}
	}
	type ranked struct {
		Players []struct {
			Player, Rank string
			Award        *string
		}
		AwardsExplained []string
	}
	read := func(out string) ranked {
		var r ranked
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	out, errs, code := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	if code != 0 {
		t.Fatalf("standings: exit %d: %s", code, errs)
	}
	st := read(out)
	xml := filepath.Join(dir, "ind.xml")
	if o, errs, code := runNamed(t, "export", "--db", db, "--session", "1", "--format", "usebio", "--out", xml); code != 0 {
		t.Fatalf("export: exit %d: %s %s", code, o, errs)
	}
	// The export carries each player's points where the EBU's example
	// writes them.
	raw, err := os.ReadFile(xml)
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Players []struct {
			Number string `xml:"PLAYER_NUMBER"`
			Points string `xml:"MASTER_POINTS>MASTER_POINTS_AWARDED"`
			Type   string `xml:"MASTER_POINTS>MASTER_POINT_TYPE"`
		} `xml:"EVENT>PARTICIPANTS>PLAYER"`
	}
	if err := xmlpkg.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	written := map[string]string{}
	for _, p := range file.Players {
		if p.Points != "" && p.Type != "BLACK" {
			t.Errorf("player %s's points written as %q", p.Number, p.Type)
		}
		written[p.Number] = p.Points
	}
	for _, p := range st.Players {
		if p.Award == nil {
			t.Fatalf("player %s has no award in standings", p.Player)
		}
		if want := *p.Award; want != "0" && written[p.Player] != want || want == "0" && written[p.Player] != "" {
			t.Errorf("player %s: %q written, standings give %s", p.Player, written[p.Player], want)
		}
	}
	out, errs, code = runNamed(t, "score", xml, "--award", "ebu-club", "--format", "json")
	if code != 0 {
		t.Fatalf("score: exit %d: %s", code, errs)
	}
	back := read(out)
	if len(st.Players) != 12 || len(st.AwardsExplained) == 0 || len(back.Players) != len(st.Players) {
		t.Fatalf("standings %+v; the export scored %+v", st, back)
	}
	awarded := 0
	for i, p := range st.Players {
		q := back.Players[i]
		if p.Award == nil || q.Award == nil || *p.Award != *q.Award || p.Player != q.Player {
			t.Errorf("player %s at %s: %v; the export scored: player %s %v", p.Player, p.Rank, p.Award, q.Player, q.Award)
			continue
		}
		if *p.Award != "0" {
			awarded++
		}
	}
	if awarded == 0 {
		t.Errorf("no player earned a point: %s", out)
	}
	// The secretary's list of points gives each player his award.
	csv := mustRun(t, "points", "--from", "2026-12-01", "--to", "2026-12-31", "--db", db)
	for _, p := range st.Players {
		if p.Award == nil || *p.Award == "0" {
			continue
		}
		if line := fmt.Sprintf("Player Name%02s,,LP,%s,1", p.Player, *p.Award); !strings.Contains(csv, line) {
			t.Errorf("the list of points lacks %q:\n%s", line, csv)
		}
	}
	// Green points are written as the scale writes them, two decimals
	// under the scale's unit, in the standings, the printed results and
	// the web page alike.
	mustRun(t, "awards", "--db", db, "--session", "1", "--award", "ebu-green:6,6,12")
	text := mustRun(t, "standings", "--db", db, "--session", "1")
	page := filepath.Join(dir, "ind.html")
	mustRun(t, "report", "--db", db, "--session", "1", "--what", "ranking", "--format", "html", "--out", page)
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, " GP\n") || !strings.Contains(text, " 6.00\n") {
		t.Errorf("the standings do not write green points as GP with two decimals:\n%s", text)
	}
	if !strings.Contains(string(html), ">GP<") || !strings.Contains(string(html), ">6.00<") {
		t.Errorf("the printed ranking does not write green points as GP with two decimals:\n%s", html)
	}
}
