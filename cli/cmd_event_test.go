package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

type sessionPairsJSON struct {
	Pairs []struct {
		Pair      string   `json:"pair"`
		Direction string   `json:"direction"`
		Names     []string `json:"names"`
		Boards    int      `json:"boards"`
		Percent   float64  `json:"percent"`
	} `json:"pairs"`
}

type eventOut struct {
	Event    string  `json:"event"`
	Sessions []int64 `json:"sessions"`
	Pairs    []struct {
		Names    []string `json:"names"`
		Sessions []struct {
			Session int64   `json:"session"`
			Percent float64 `json:"percent"`
			Boards  int     `json:"boards"`
		} `json:"sessions"`
		Boards         int     `json:"boards"`
		Percent        float64 `json:"percent"`
		Rank           string  `json:"rank"`
		PartnerChanged bool    `json:"partnerChanged"`
	} `json:"pairs"`
}

func run(t *testing.T, f func([]string, io.Writer, io.Writer) int, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := f(args, &out, &errb); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errb.String())
	}
	return out.String()
}

// A two-evening event: the second evening the pairs sit at other numbers,
// one pair gives its names the other way round, and Hugh Hall's partner
// plays with someone new. The event's standings, through the commands,
// match the sessions' own percentages combined by hand.
func TestEventOfTwoSessions(t *testing.T) {
	xml, err := os.ReadFile(filepath.Join("..", "testdata", "sessions", "mitchell-7t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	first := writeTemp(t, "first.xml", string(xml))
	second := writeTemp(t, "second.xml", strings.NewReplacer(
		"Sam O'Neill", "Olga Jones", "Olga Jones", "Sam O'Neill", // the same pair, names the other way round
		"Yusuf Dupont", "Kate Muller", "Kate Muller", "Yusuf Dupont", // two pairs at each other's numbers
		"Grace Kim", "Carol Green", "Carol Green", "Grace Kim",
		"Hugh Hall", "Nina Novak", // Pete Walker's new partner
	).Replace(string(xml)))
	db := filepath.Join(t.TempDir(), "club.db")
	id1 := strings.TrimSpace(run(t, commands["import"].Run, first, "--db", db, "--event", "Autumn Pairs"))
	id2 := strings.TrimSpace(run(t, commands["import"].Run, second, "--db", db, "--event", "autumn pairs"))

	// By hand, from each session's own standings.
	type acc struct {
		weighted *big.Rat
		boards   int64
		names    []string
	}
	want := map[string]*acc{}
	for _, id := range []string{id1, id2} {
		var s sessionPairsJSON
		if err := json.Unmarshal([]byte(run(t, commands["standings"].Run, "--session", id, "--db", db, "--format", "json")), &s); err != nil {
			t.Fatal(err)
		}
		for _, p := range s.Pairs {
			names := append([]string(nil), p.Names...)
			sort.Strings(names)
			k := strings.ToLower(strings.Join(names, "/"))
			if want[k] == nil {
				want[k] = &acc{weighted: new(big.Rat), names: p.Names}
			}
			pct, _ := new(big.Rat).SetString(strconv.FormatFloat(p.Percent, 'f', -1, 64))
			want[k].weighted.Add(want[k].weighted, pct.Mul(pct, big.NewRat(int64(p.Boards), 1)))
			want[k].boards += int64(p.Boards)
		}
	}

	var got eventOut
	out := run(t, commands["standings"].Run, "--event", "AUTUMN PAIRS", "--db", db, "--format", "json")
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got.Event != "Autumn Pairs" || len(got.Sessions) != 2 || strconv.FormatInt(got.Sessions[0], 10) != id1 {
		t.Errorf("event %q sessions %v, want Autumn Pairs with %s and %s", got.Event, got.Sessions, id1, id2)
	}
	if len(got.Pairs) != len(want) {
		t.Fatalf("%d pairs, want %d (14 partnerships, one of them new the second night)", len(got.Pairs), len(want))
	}
	prev := 101.0
	for i, p := range got.Pairs {
		names := append([]string(nil), p.Names...)
		sort.Strings(names)
		w := want[strings.ToLower(strings.Join(names, "/"))]
		if w == nil {
			t.Fatalf("pair %v unexpected", p.Names)
		}
		mean, _ := new(big.Rat).Quo(w.weighted, big.NewRat(w.boards, 1)).Float64()
		if d := p.Percent - mean; d > 0.0051 || d < -0.0051 {
			t.Errorf("%v: %.2f%%, want %.4f%%", p.Names, p.Percent, mean)
		}
		if int64(p.Boards) != w.boards {
			t.Errorf("%v: %d boards, want %d", p.Names, p.Boards, w.boards)
		}
		if p.Percent > prev {
			t.Errorf("pair %d (%v) ranked below a lower percentage", i, p.Names)
		}
		prev = p.Percent
		walker := strings.Contains(strings.Join(p.Names, ","), "Pete Walker")
		if p.PartnerChanged != walker {
			t.Errorf("%v: partnerChanged %v", p.Names, p.PartnerChanged)
		}
		if both := len(p.Sessions) == 2; both == (walker || strings.Contains(strings.Join(p.Names, ","), "Nina Novak") || strings.Contains(strings.Join(p.Names, ","), "Hugh Hall")) {
			t.Errorf("%v: played %d sessions", p.Names, len(p.Sessions))
		}
	}
	if got.Pairs[0].Rank != "1" && got.Pairs[0].Rank != "1=" {
		t.Errorf("first pair ranked %q", got.Pairs[0].Rank)
	}
	// The same pair, names given the other way round, is one pair.
	for _, p := range got.Pairs {
		if strings.Contains(strings.Join(p.Names, ","), "Sam O'Neill") && len(p.Sessions) != 2 {
			t.Errorf("Sam O'Neill & Olga Jones not recognised in both sessions: %+v", p)
		}
	}
	var errb bytes.Buffer
	if code := commands["standings"].Run([]string{"--event", "Winter Pairs", "--db", db}, new(bytes.Buffer), &errb); code != exitNotFound || !strings.Contains(errb.String(), "Winter Pairs") {
		t.Errorf("unknown event: exit %d, %q", code, errb.String())
	}
	if code := commands["standings"].Run([]string{"--event", "Autumn Pairs", "--combine", "sum", "--db", db}, new(bytes.Buffer), &errb); code != 2 {
		t.Errorf("--combine sum: exit %d, want 2", code)
	}
	points := run(t, commands["standings"].Run, "--event", "Autumn Pairs", "--combine", "points", "--db", db, "--format", "json")
	if !strings.Contains(points, `"points"`) {
		t.Errorf("--combine points gives no points:\n%.300s", points)
	}
}

// standings --event NAME --out writes the combined ranking: as a web page
// with each session's results page beside it and linked, or as a PDF, each
// pair with its percentage in each session and over the event, the same
// figures the JSON standings give.
func TestEventReport(t *testing.T) {
	xml, err := os.ReadFile(filepath.Join("..", "testdata", "sessions", "mitchell-7t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	first := writeTemp(t, "first.xml", string(xml))
	second := writeTemp(t, "second.xml", strings.Replace(string(xml), "Hugh Hall", "Nina Novak", -1))
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	id1 := strings.TrimSpace(run(t, commands["import"].Run, first, "--db", db, "--event", "Autumn Pairs"))
	id2 := strings.TrimSpace(run(t, commands["import"].Run, second, "--db", db, "--event", "Autumn Pairs"))
	var got eventOut
	if err := json.Unmarshal([]byte(run(t, commands["standings"].Run, "--event", "Autumn Pairs", "--db", db, "--format", "json")), &got); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "autumn.html")
	run(t, commands["standings"].Run, "--event", "Autumn Pairs", "--db", db, "--out", page)
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{id1, id2} {
		link := "autumn-session-" + id + ".html"
		if !strings.Contains(string(html), `href="`+link+`"`) {
			t.Errorf("the event page does not link session %s's page %s", id, link)
		}
		if b, err := os.ReadFile(filepath.Join(dir, link)); err != nil || !strings.Contains(string(b), "Ranking") {
			t.Errorf("session %s's page %s: %v", id, link, err)
		}
	}
	for _, p := range got.Pairs {
		want := fmt.Sprintf(`<td class="n">%s</td><td class="n">%d</td><td class="n">%.2f</td></tr>`, "%s", p.Boards, p.Percent)
		want = want[strings.Index(want, "</td>")+5:] // boards and total
		if !strings.Contains(string(html), want) {
			t.Errorf("pair %v: the page lacks its boards and total %q", p.Names, want)
		}
	}
	if !strings.Contains(string(html), "* A player of this pair also played") {
		t.Error("the partner who changed is not explained")
	}
	pdf := filepath.Join(dir, "autumn.pdf")
	run(t, commands["standings"].Run, "--event", "Autumn Pairs", "--db", db, "--out", pdf)
	text, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "Autumn Pairs") || !strings.Contains(string(text), fmt.Sprintf("%.2f", got.Pairs[0].Percent)) {
		t.Errorf("the PDF lacks the event or the leader's %.2f:\n%s", got.Pairs[0].Percent, text)
	}
}

// player NAME gives each session the player played, with the partner and
// the pair's percentage and place as the session's standings give them;
// players --search finds the club's players by part of a name.
func TestPlayerHistory(t *testing.T) {
	xml, err := os.ReadFile(filepath.Join("..", "testdata", "sessions", "mitchell-7t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "club.db")
	id1 := strings.TrimSpace(run(t, commands["import"].Run, writeTemp(t, "a.xml", string(xml)), "--db", db))
	id2 := strings.TrimSpace(run(t, commands["import"].Run, writeTemp(t, "b.xml", strings.Replace(string(xml), "Hugh Hall", "Nina Novak", -1)), "--db", db, "--again"))
	var h struct {
		Player   string `json:"player"`
		Sessions []struct {
			Session int64   `json:"session"`
			Pair    string  `json:"pair"`
			Partner string  `json:"partner"`
			Percent float64 `json:"percent"`
			Rank    string  `json:"rank"`
		} `json:"sessions"`
	}
	if err := json.Unmarshal([]byte(run(t, commands["player"].Run, "pete  WALKER", "--db", db, "--format", "json")), &h); err != nil {
		t.Fatal(err)
	}
	if h.Player != "Pete Walker" || len(h.Sessions) != 2 {
		t.Fatalf("history %+v, want Pete Walker in 2 sessions", h)
	}
	partners := map[int64]string{}
	for _, s := range h.Sessions {
		partners[s.Session] = s.Partner
		var st sessionPairsJSON
		if err := json.Unmarshal([]byte(run(t, commands["standings"].Run, "--session", fmt.Sprint(s.Session), "--db", db, "--format", "json")), &st); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, p := range st.Pairs {
			if p.Pair == s.Pair && fmt.Sprintf("%.2f", p.Percent) == fmt.Sprintf("%.2f", s.Percent) {
				found = true
			}
		}
		if !found {
			t.Errorf("session %d: pair %s at %.2f%% is not in the session's standings", s.Session, s.Pair, s.Percent)
		}
	}
	if partners[mustID(t, id1)] != "Hugh Hall" || partners[mustID(t, id2)] != "Nina Novak" {
		t.Errorf("partners %v, want Hugh Hall then Nina Novak", partners)
	}
	if got := run(t, commands["players"].Run, "--search", "NOVAK", "--db", db); strings.TrimSpace(got) != "Nina Novak" {
		t.Errorf("players --search NOVAK: %q", got)
	}
}

// National numbers in an imported USEBIO file go into the club's list:
// the player is then found by number, and an export writes the numbers
// back.
func TestNationalNumbersKept(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := strings.TrimSpace(run(t, commands["import"].Run, filepath.Join("..", "testdata", "real", "compscore3_mp_pairs_mitchell.xml"), "--db", db))
	var h struct {
		Player   string `json:"player"`
		Sessions []struct {
			Partner string `json:"partner"`
		} `json:"sessions"`
	}
	if err := json.Unmarshal([]byte(run(t, commands["player"].Run, "900016", "--db", db, "--format", "json")), &h); err != nil {
		t.Fatal(err)
	}
	if h.Player != "EDITH VICKERY" || len(h.Sessions) != 1 || h.Sessions[0].Partner != "LEONARD STANSFIELD" {
		t.Errorf("player 900016: %+v, want EDITH VICKERY with LEONARD STANSFIELD", h)
	}
	if got := run(t, commands["players"].Run, "--search", "900016", "--db", db); strings.TrimSpace(got) != "EDITH VICKERY (900016)" {
		t.Errorf("players --search 900016: %q", got)
	}
	out := run(t, commands["export"].Run, "--session", id, "--db", db, "--format", "usebio")
	if !strings.Contains(out, "<PLAYER_NAME>EDITH VICKERY</PLAYER_NAME>") || !strings.Contains(out, "<NATIONAL_ID_NUMBER>900016</NATIONAL_ID_NUMBER>") {
		t.Error("the export does not carry EDITH VICKERY's number")
	}
}

// players --import adds a membership list's players, a row naming nobody
// or with a wrong number set aside with a note naming its line; a list
// with no row left adds nothing; the members are then found by number.
func TestMembershipImport(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	bad := writeTemp(t, "bad.csv", "Surname,First name,EBU No\nSmith,Ann,12345\n,,999\nJones,Bob,12-3\n")
	code, _, stderr := stRun(t, "players", "--import", bad, "--db", db)
	if code != 0 || !strings.Contains(stderr, "line 3: number 999 has no name: set aside") || !strings.Contains(stderr, `line 4: Bob Jones's number "12-3"`) {
		t.Errorf("a list with bad rows: exit %d, %s", code, stderr)
	}
	if got := run(t, commands["players"].Run, "--db", db); strings.TrimSpace(got) != "Ann Smith (EBU 12345)" {
		t.Errorf("the good row of a list with bad ones: %q", got)
	}
	none := writeTemp(t, "none.csv", "Surname,First name,EBU No\n,,999\nJones,Bob,12-3\n")
	if code, _, stderr := stRun(t, "players", "--import", none, "--db", db); code == 0 || !strings.Contains(stderr, "nothing was imported") {
		t.Errorf("a list of bad rows alone: exit %d, %s", code, stderr)
	}
	good := writeTemp(t, "good.csv", "Surname;First name;EBU No\nSmith;Ann;12345\nJones;Bob;678\n")
	run(t, commands["players"].Run, "--import", good, "--db", db)
	if got := run(t, commands["players"].Run, "--search", "678", "--db", db); strings.TrimSpace(got) != "Bob Jones (EBU 678)" {
		t.Errorf("after the import, players --search 678: %q", got)
	}
	// A list of another body names it in a column of its own; a player
	// already known gains it.
	other := writeTemp(t, "other.csv", "Name,Number,Body\nCarol Kay,N4411,ACBL\nAnn Smith,12345,EBU\n")
	run(t, commands["players"].Run, "--import", other, "--db", db)
	if got := run(t, commands["players"].Run, "--search", "kay", "--db", db); strings.TrimSpace(got) != "Carol Kay (ACBL N4411)" {
		t.Errorf("players --search kay: %q", got)
	}
}
