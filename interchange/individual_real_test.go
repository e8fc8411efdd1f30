package interchange_test

import (
	"encoding/xml"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// individualRecorded is what an individual's PBN file says it scored:
// each player's total, percentage, place and boards played, and each
// line's matchpoints and percentage for each seat.
type individualRecorded struct {
	players map[string]recordedPair
	boards  map[string]string    // boards played, by player
	start   map[string]string    // "table/seat" of his first round, by player
	lines   map[string][4]string // percentages by "board/N/E/S/W"
	mps     map[string][4]string // matchpoints, likewise
}

// pbnIndividualRecorded reads the figures an individual's PBN file
// records, with nothing of the reader under test.
func pbnIndividualRecorded(t *testing.T, path string) individualRecorded {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if !strings.Contains(text, "Ruter i Norge") {
		// Ruter's Swedish file is ISO-8859-1.
		text, _ = charmap.ISO8859_1.NewDecoder().String(text)
	}
	r := individualRecorded{players: map[string]recordedPair{}, boards: map[string]string{}, start: map[string]string{}, lines: map[string][4]string{}, mps: map[string][4]string{}}
	var table, board string
	cols := map[string]int{}
	field := func(f []string, name string) string {
		if i, ok := cols[name]; ok && i < len(f) {
			return strings.Trim(f[i], `"`)
		}
		return ""
	}
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r", ""), "\n") {
		if strings.HasPrefix(line, "[") {
			tag, value, _ := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(line, "["), "]"), " ")
			value = strings.Trim(value, `"`)
			table = ""
			switch tag {
			case "Board":
				board = value
			case "ScoreTable", "TotalScoreTable":
				table, cols = tag, map[string]int{}
				for i, c := range strings.Split(value, ";") {
					name, _, _ := strings.Cut(c, "\\")
					cols[name] = i
				}
			}
			continue
		}
		if table == "" || strings.TrimSpace(line) == "" {
			continue
		}
		f := pbnFields(line)
		if table == "TotalScoreTable" {
			r.players[field(f, "PlayerId")] = recordedPair{total: field(f, "TotalScoreMP"), percent: field(f, "TotalPercentage"), place: field(f, "Rank")}
			r.boards[field(f, "PlayerId")] = field(f, "NrBoards")
			r.start[field(f, "PlayerId")] = field(f, "Table") + "/" + field(f, "Direction")
			continue
		}
		key := strings.Join([]string{board, field(f, "PlayerId_North"), field(f, "PlayerId_East"), field(f, "PlayerId_South"), field(f, "PlayerId_West")}, "/")
		r.lines[key] = [4]string{field(f, "Percentage_North"), field(f, "Percentage_East"), field(f, "Percentage_South"), field(f, "Percentage_West")}
		r.mps[key] = [4]string{field(f, "MP_North"), field(f, "MP_East"), field(f, "MP_South"), field(f, "MP_West")}
	}
	return r
}

// Every individual's results file of the corpus is scored and compared
// with what its program recorded: each player's percentage (to 0.01),
// total, place and boards played, and each line's matchpoints and
// percentage for each player (Ruter writes percentages whole: to 0.5).
func TestRealIndividualFiles(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(realDir, "*individual*.pbn"))
	if len(files) < 2 {
		t.Fatalf("%d individual files in the corpus", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			f, err := interchange.ReadIndividualFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if ok, err := interchange.IsIndividualFile(path); !ok || err != nil {
				t.Fatalf("not told an individual's file: %v", err)
			}
			st, err := scoring.ScoreIndividual(&f.Session)
			if err != nil {
				t.Fatal(err)
			}
			rec := pbnIndividualRecorded(t, path)
			comparePlayers(t, rec, st)
			compareStarts(t, rec, f.Session.Lines)
			compareIndividualLines(t, rec, st)
		})
	}
}

// comparePlayers compares each player's figures. A place the file gives
// to one of several players ours ties is right when it lies within the
// places they share (Ruter breaks a tie; bridgescore shares the place).
// Ruter i Norge's barometer totals are plus-minus matchpoints: each board
// counted from the average (the WBF points less the board's average).
func comparePlayers(t *testing.T, rec individualRecorded, st *scoring.IndividualStandings) {
	t.Helper()
	if len(rec.players) != len(st.Players) {
		t.Errorf("%d players ranked, the file ranks %d", len(st.Players), len(rec.players))
	}
	tied := map[string]int{}
	for _, p := range st.Players {
		tied[p.Rank]++
	}
	for _, p := range st.Players {
		want, ok := rec.players[p.ID]
		if !ok {
			t.Errorf("player %s: not in the file's ranking", p.ID)
			continue
		}
		if !same("percent", want.percent, p.Percent.FloatString(4)) {
			t.Errorf("player %s: %s%%, the file %s%%", p.ID, p.Percent.FloatString(2), want.percent)
		}
		from := scoring.PlaceNumber(p.Rank)
		if n := scoring.PlaceNumber(want.place); n < from || n >= from+tied[p.Rank] {
			t.Errorf("player %s: place %s, the file %s", p.ID, p.Rank, want.place)
		}
		if want := rec.boards[p.ID]; want != fmt.Sprint(p.Boards) {
			t.Errorf("player %s: %d boards, the file %s", p.ID, p.Boards, want)
		}
		plusMinus := new(big.Rat).Sub(p.Points, new(big.Rat).Quo(p.Top, big.NewRat(2, 1)))
		if !same("total", want.total, p.Points.FloatString(4)) && !same("total", want.total, plusMinus.FloatString(4)) {
			t.Errorf("player %s: total %s (%s from average), the file %s", p.ID, p.Points.FloatString(2), plusMinus.FloatString(2), want.total)
		}
	}
}

// compareStarts compares where each player sat in the first round, as
// the file's ranking gives it (Table and Direction), with the lines.
func compareStarts(t *testing.T, rec individualRecorded, lines []scoring.IndividualLine) {
	t.Helper()
	first := lines[0].Round
	for _, l := range lines {
		first = min(first, l.Round)
	}
	seen := 0
	for _, l := range lines {
		if l.Round != first || l.Board != firstBoard(lines, l) {
			continue
		}
		for k, id := range l.Players {
			got := fmt.Sprintf("%d/%s", l.Table, scoring.Seats[k].Name()[:1])
			if want := rec.start[id]; want != got {
				t.Errorf("player %s: first round at %s, the file %s", id, got, want)
			}
			seen++
		}
	}
	if seen != len(rec.start) {
		t.Errorf("%d players seated in the first round, the file ranks %d", seen, len(rec.start))
	}
}

// firstBoard is the first board a line's table played in its round.
func firstBoard(lines []scoring.IndividualLine, of scoring.IndividualLine) int {
	b := of.Board
	for _, l := range lines {
		if l.Round == of.Round && l.Table == of.Table {
			b = min(b, l.Board)
		}
	}
	return b
}

// compareIndividualLines compares each line's matchpoints and percentage
// for each seat: the matchpoints as WBF matchpoints (the Swedish file) or
// plus-minus, from the board's average (Ruter i Norge's).
func compareIndividualLines(t *testing.T, rec individualRecorded, st *scoring.IndividualStandings) {
	t.Helper()
	n := 0
	for _, b := range st.Boards {
		for _, l := range b.Lines {
			key := fmt.Sprintf("%d/%s", b.Board, strings.Join(l.Players[:], "/"))
			want, ok := rec.lines[key]
			if !ok {
				t.Errorf("board %d: line %s not in the file", b.Board, key)
				continue
			}
			for k, seat := range scoring.Seats {
				pts := l.NSPoints
				if !seat.IsNS() {
					pts = l.EWPoints
				}
				plusMinus := new(big.Rat).Sub(pts, new(big.Rat).Quo(b.Top, big.NewRat(2, 1)))
				if mp := rec.mps[key][k]; !same("mp", mp, pts.FloatString(4)) && !same("mp", mp, plusMinus.FloatString(4)) {
					t.Errorf("board %d, %s: %s %s matchpoints (%s from average), the file %s", b.Board, key, seat.Name(), pts.FloatString(2), plusMinus.FloatString(2), mp)
				}
				pct, _ := new(big.Rat).Quo(new(big.Rat).Mul(pts, big.NewRat(100, 1)), b.Top).Float64()
				var w float64
				if _, err := fmt.Sscan(want[k], &w); err != nil || pct-w > 0.5+1e-9 || w-pct > 0.5+1e-9 {
					t.Errorf("board %d, %s: %s %.2f%%, the file %s", b.Board, key, seat.Name(), pct, want[k])
				}
			}
			n++
		}
	}
	if n != len(rec.lines) {
		t.Errorf("%d lines compared, the file has %d", n, len(rec.lines))
	}
}

// Ruter's individual schedules built into movements are the ones its
// files record: every line's players sit where the schedule seats them
// in that round at that table. At Stormästarträffen the sixteen players
// due at tables 1, 5, 9 and 12 in round 18 sat otherwise among those
// tables (the file records where they played); every other line follows
// the schedule.
func TestRuterIndividualSchedules(t *testing.T) {
	for file, variant := range map[string]string{
		"ruter_individual_barometer.pbn": "individual-5t-19r-ruter",
		"ruter_individual_sweden.pbn":    "individual-12t-47r-ruter",
	} {
		moved := map[[2]int]bool{}
		if file == "ruter_individual_sweden.pbn" {
			moved = map[[2]int]bool{{18, 1}: true, {18, 5}: true, {18, 9}: true, {18, 12}: true}
		}
		differ := map[[2]int]bool{}
		f, err := interchange.ReadIndividualFile(filepath.Join(realDir, file))
		if err != nil {
			t.Fatal(err)
		}
		tables, rounds := 0, 0
		for _, l := range f.Session.Lines {
			tables, rounds = max(tables, l.Table), max(rounds, l.Round)
		}
		m, err := movements.NewIndividual(movements.IndividualOptions{Tables: tables, Rounds: rounds, Variant: variant})
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range f.Session.Lines {
			seat, ok := m.Foursome(l.Round, l.Table)
			want := [4]string{}
			for k, p := range seat.Players {
				want[k] = fmt.Sprint(p)
			}
			if !ok || want != l.Players {
				differ[[2]int{l.Round, l.Table}] = true
				if !moved[[2]int{l.Round, l.Table}] {
					t.Errorf("%s: board %d, round %d, table %d: %v, the schedule %v", file, l.Board, l.Round, l.Table, l.Players, want)
				}
			}
		}
		if len(differ) != len(moved) {
			t.Errorf("%s: %d tables seated otherwise than the schedule, want %d", file, len(differ), len(moved))
		}
		if c := movements.CheckIndividual(m); !c.OK || !c.Meets[0] {
			t.Errorf("%s: %v", file, c.Words)
		}
	}
}

// ebuExample is the EBU's own USEBIO individual example (SOURCES.md).
const ebuExample = "individual/ebu_usebio_individual_example.xml"

// ebuRecorded reads what the EBU's example records, with nothing of the
// reader under test: each player's percentage and place, and each
// traveller line's board, North and East players and matchpoints.
type ebuRecorded struct {
	Players []struct {
		Number  string `xml:"PLAYER_NUMBER"`
		Percent string `xml:"PERCENTAGE"`
		Place   string `xml:"PLACE"`
	} `xml:"EVENT>PARTICIPANTS>PLAYER"`
	Boards []struct {
		Number string `xml:"BOARD_NUMBER"`
		Lines  []struct {
			N    string `xml:"N_PLAYER_NUMBER"`
			East string `xml:"E_PLAYER_NUMBER"`
			NSMP string `xml:"NS_MATCH_POINTS"`
			EWMP string `xml:"EW_MATCH_POINTS"`
		} `xml:"TRAVELLER_LINE"`
	} `xml:"EVENT>BOARD"`
}

// The EBU's example writes each of its three tables' results on two
// lines, each naming two of the table's players as North and East (South
// and West made up); read as one line a table (joinTwinLines), every figure
// it records is ours: each player's percentage and place, and each line's
// matchpoints, each board matchpointed among its three tables to a top of 4.
func TestEBUIndividualExample(t *testing.T) {
	path := filepath.Join(realDir, ebuExample)
	if ok, err := interchange.IsIndividualFile(path); !ok || err != nil {
		t.Fatalf("not told an individual's file: %v", err)
	}
	f, err := interchange.ReadIndividualFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Warnings) != 1 || !strings.Contains(f.Warnings[0], "two lines") {
		t.Errorf("the reading is not said: %q", f.Warnings)
	}
	st, err := scoring.ScoreIndividual(&f.Session)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rec ebuRecorded
	if err := xml.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	ours := map[string]scoring.PlayerResult{}
	for _, p := range st.Players {
		ours[p.ID] = p
	}
	if len(rec.Players) != 12 || len(st.Players) != len(rec.Players) {
		t.Errorf("%d players ranked, the file ranks %d", len(st.Players), len(rec.Players))
	}
	for _, want := range rec.Players {
		p, ok := ours[want.Number]
		switch {
		case !ok:
			t.Errorf("player %s: not ranked", want.Number)
		case p.Percent.FloatString(2) != want.Percent || p.Rank != want.Place:
			t.Errorf("player %s: %s%% place %s, the file %s%% place %s", want.Number, p.Percent.FloatString(2), p.Rank, want.Percent, want.Place)
		}
	}
	compareEBULines(t, rec, st)
	// Read so, the example is a complete individual of 12 players: each
	// partners each other on two boards, one round.
	partners := map[[2]string]int{}
	for _, l := range f.Session.Lines {
		for _, side := range [][2]string{{l.Players[0], l.Players[2]}, {l.Players[1], l.Players[3]}} {
			if side[0] > side[1] {
				side[0], side[1] = side[1], side[0]
			}
			partners[side]++
		}
	}
	for side, n := range partners {
		if n != 2 {
			t.Errorf("players %s and %s partner on %d boards", side[0], side[1], n)
		}
	}
	if len(partners) != 66 {
		t.Errorf("%d partnerships, 12 players have 66", len(partners))
	}
}

// compareEBULines finds each recorded line's table among ours (its North
// sitting North or South, its East East or West) and compares the sides'
// matchpoints: every recorded line once, each of ours twice.
func compareEBULines(t *testing.T, rec ebuRecorded, st *scoring.IndividualStandings) {
	t.Helper()
	byBoard := map[string]scoring.IndividualBoardResult{}
	for _, b := range st.Boards {
		byBoard[fmt.Sprint(b.Board)] = b
		if b.Top.Cmp(big.NewRat(4, 1)) != 0 {
			t.Errorf("board %d: top %s, the file's 4", b.Board, b.Top.RatString())
		}
	}
	n, lines := 0, 0
	for _, b := range rec.Boards {
		lines += len(byBoard[b.Number].Lines)
		for _, want := range b.Lines {
			found := false
			for _, l := range byBoard[b.Number].Lines {
				p := l.Players
				if (p[0] == want.N || p[2] == want.N) && (p[1] == want.East || p[3] == want.East) {
					found = true
					if l.NSPoints.RatString() != want.NSMP || l.EWPoints.RatString() != want.EWMP {
						t.Errorf("board %s, %s v %s: %s-%s, the file %s-%s", b.Number, want.N, want.East, l.NSPoints.RatString(), l.EWPoints.RatString(), want.NSMP, want.EWMP)
					}
				}
			}
			if !found {
				t.Errorf("board %s: no table of ours has %s North or South and %s East or West", b.Number, want.N, want.East)
			}
			n++
		}
	}
	if n != 2*lines || n != 132 {
		t.Errorf("%d recorded lines compared with %d of ours", n, lines)
	}
}

// The pairs reader sends an individual's USEBIO file on to the
// individual's reader, as it does a PBN individual, rather than ask for a
// pairs method that cannot make pairs of its players.
func TestPairsReaderRefersIndividuals(t *testing.T) {
	for _, file := range []string{ebuExample, "ruter_individual_barometer.pbn"} {
		_, err := interchange.ReadFile(filepath.Join(realDir, file))
		if err == nil || !strings.Contains(err.Error(), "score it as an individual") {
			t.Errorf("%s: %v", file, err)
		}
	}
}
