package interchange_test

import (
	"bytes"
	"cmp"
	"encoding/xml"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

// realDir holds results files published by other scoring programs (see
// its SOURCES.md), players' names and numbers replaced.
const realDir = "../testdata/real"

// recorded is what a results file says it scored: the pairs' totals,
// percentages and places, and each traveller line's points.
type recorded struct {
	pairs map[string]recordedPair // by pair id and direction ("4", "4NS")
	lines map[string][2]string    // by "board/ns/ew": NS and EW points as written
}

type recordedPair struct {
	total, percent, place string
}

// usebioRecorded reads the figures a USEBIO file records, with nothing of
// the reader under test. PAIRs and BOARDs are found wherever the file
// nests them (under EVENT, SESSION or SECTION); in a file of several
// sections each key starts with its section ("B:4NS", "B:1/3/12").
func usebioRecorded(t *testing.T, path string) recorded {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type pair struct{ sec, number, direction, total, percent, place string }
	type line struct{ sec, board, ns, ew, nsPts, ewPts string }
	var (
		pairs    []pair
		lines    []line
		sec      string
		sections = map[string]bool{}
		p        *pair
		l        *line
		board    string
		text     strings.Builder
	)
	dec := xml.NewDecoder(f)
	dec.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("recorded figures: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			text.Reset()
			switch e.Name.Local {
			case "SECTION":
				for _, a := range e.Attr {
					if a.Name.Local == "SECTION_ID" {
						sec = strings.TrimSpace(a.Value)
						sections[sec] = true
					}
				}
			case "PAIR":
				p = &pair{sec: sec}
			case "TRAVELLER_LINE":
				l = &line{sec: sec, board: board}
			}
		case xml.CharData:
			text.Write(e)
		case xml.EndElement:
			v := strings.TrimSpace(text.String())
			text.Reset()
			switch name := e.Name.Local; {
			case name == "PAIR" && p != nil:
				pairs = append(pairs, *p)
				p = nil
			case name == "TRAVELLER_LINE" && l != nil:
				lines = append(lines, *l)
				l = nil
			case l != nil:
				switch name {
				case "NS_PAIR_NUMBER":
					l.ns = v
				case "EW_PAIR_NUMBER":
					l.ew = v
				case "NS_MATCH_POINTS", "NS_BUTLER_POINTS", "NS_CROSS_IMP_POINTS":
					l.nsPts = v
				case "EW_MATCH_POINTS", "EW_BUTLER_POINTS", "EW_CROSS_IMP_POINTS":
					l.ewPts = v
				}
			case name == "BOARD_NUMBER":
				board = v
			case p != nil:
				switch name {
				case "PAIR_NUMBER":
					p.number = v
				case "DIRECTION":
					p.direction = v
				case "TOTAL_SCORE":
					p.total = v
				case "PERCENTAGE":
					p.percent = v
				case "PLACE":
					p.place = v
				}
			}
		}
	}
	r := recorded{pairs: map[string]recordedPair{}, lines: map[string][2]string{}}
	in := func(s string) string {
		if len(sections) > 1 {
			return s + ":"
		}
		return ""
	}
	for _, p := range pairs {
		r.pairs[in(p.sec)+pairKey(p.number, p.direction)] = recordedPair{p.total, p.percent, p.place}
	}
	for _, l := range lines {
		r.lines[in(l.sec)+l.board+"/"+l.ns+"/"+l.ew] = [2]string{l.nsPts, l.ewPts}
	}
	return r
}

// pbnRecorded reads the figures a PBN results file records in its
// [TotalScoreTable] (rank, pair, total, percentage) and [ScoreTable]s
// (each line's matchpoints or IMPs), by the column names of their headers.
func pbnRecorded(t *testing.T, path string) recorded {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r := recorded{pairs: map[string]recordedPair{}, lines: map[string][2]string{}}
	var table string
	var cols map[string]int
	board := ""
	field := func(f []string, name string) string {
		if i, ok := cols[name]; ok && i < len(f) && f[i] != "-" { // - is no figure
			return strings.Trim(f[i], `"`)
		}
		return ""
	}
	first := func(f []string, names ...string) string {
		for _, n := range names {
			if v := field(f, n); v != "" {
				return v
			}
		}
		return ""
	}
	for _, line := range strings.Split(strings.ReplaceAll(string(data), "\r", ""), "\n") {
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
		if table == "" || strings.TrimSpace(line) == "" || strings.HasPrefix(line, "%") {
			continue
		}
		f := pbnFields(line)
		if table == "TotalScoreTable" {
			// A later session of an event (Ruter's multi-session
			// contests) ranks the event so far, and gives the session's
			// own figures in the Session columns: those are compared.
			r.pairs[pairKey(field(f, "PairId"), "")] = recordedPair{
				total:   first(f, "SessionScoreMP", "SessionScoreIMP", "TotalScoreMP", "TotalScoreIMP", "TotalScoreVP", "TotalScore"),
				percent: first(f, "SessionPercentage", "TotalPercentage"),
				place:   first(f, "SessionRank", "Rank"),
			}
			continue
		}
		ns, ew := field(f, "PairId_NS"), field(f, "PairId_EW")
		if ns == "" || ew == "" {
			// A pair sitting out (the other pair -): keyed by the pair
			// and - on the other side.
			ns, ew = cmp.Or(ns, "-"), cmp.Or(ew, "-")
		}
		r.lines[board+"/"+ns+"/"+ew] = [2]string{
			first(f, "MP_NS", "IMP_NS", "Percentage_NS"), first(f, "MP_EW", "IMP_EW", "Percentage_EW")}
	}
	return r
}

// pbnFields splits a table row of a PBN file into its fields, a quoted
// field (a name with spaces) being one.
func pbnFields(line string) []string {
	var f []string
	for line = strings.TrimSpace(line); line != ""; line = strings.TrimSpace(line) {
		end := strings.IndexAny(line, " \t")
		if line[0] == '"' {
			end = strings.IndexByte(line[1:], '"') + 2
		}
		if end <= 0 || end > len(line) {
			end = len(line)
		}
		f = append(f, line[:end])
		line = line[end:]
	}
	return f
}

// TestRealFiles loads every results file of the corpus and compares what
// bridgescore makes of it with the figures the other program recorded, to
// 0.01: each pair's total, percentage and place, and each line's points.
func TestRealFiles(t *testing.T) {
	tests := []struct {
		file  string
		rules scoring.Rules
		// method, when set, is the file's method where its notation does
		// not name one bridgescore reads.
		method scoring.Method
		// rawTravellers: on a board played fewer times than the others
		// the file's traveller gives the matchpoints as scored among the
		// results there are, and its totals the Neuberg-factored ones (as
		// Compscore does); ours are factored on the traveller too, so the
		// file's traveller figure M is compared as (M+1)·E/A − 1.
		rawTravellers bool
		// field is how a file of several sections was scored: each
		// section on its own or across the field.
		field scoring.Field
		// overall: the file's places are across every section (the
		// pairs' OverallRank), not within each.
		overall bool
		// ximp is the file's cross-IMP divisor where it is not
		// bridgescore's default.
		ximp scoring.XIMPDivisor
		// conv is how the program writes what it worked out, where
		// that is a rule of its own stated exactly (see convention).
		conv convention
		// differences lists, where the other program's convention differs
		// from ours, the figures that differ and why ("pair 1 ranked": a
		// pair of the file not in bridgescore's ranking); every other
		// figure must agree.
		differences map[string]string
	}{
		{file: "compscore3_mp_pairs_howell.xml", rawTravellers: true},
		{file: "compscore3_mp_pairs_mitchell.xml", rawTravellers: true},
		{file: "compscore3_mp_pairs_mitchell_03.xml"},
		{file: "compscore3_mp_pairs_mitchell_04.xml", rawTravellers: true},
		{file: "compscore3_butler_howell.xml"},
		{file: "compscore3_butler_mitchell.xml"},
		{file: "compscore3_cross_imp_howell.xml"},
		{file: "ruter_butler_howell.pbn"}, // [Scoring "IMP;Butler-2;Mean"]
		{file: "salliere_mp_pairs.xml", differences: map[string]string{
			// Pairs 3 and 5 tie on 51.2% (172 matchpoints each);
			// Salliere places tied pairs one after the other, 7 and 8.
			"pair 5NS place": "file 8, bridgescore 7=",
		}},
		{file: "pairsscorer_mp_pairs.xml"},
		{file: "pairsscorer_two_sections.xml", field: scoring.AcrossField, overall: true},
		{file: "ebuscore_pairs_two_sections.xml", field: scoring.AcrossField, overall: true},
		{file: "ebuscore_pairs_hands.xml"},
		{file: "ebuscore_pairs_two_winner.xml"},
		{file: "realbridge_pairs.xml"},
		{file: "realbridge_pairs_02.xml"},
		{file: "bbo_extractor_pairs.xml"},
		{file: "scorebridge_mp_pairs.xml", conv: oneDecimal},
		{file: "brian_mp_pairs.xml", conv: unfactored},
		{file: "pianola_cross_imp.xml", differences: map[string]string{
			// Pair 2 played 16 of the 24 boards: Pianola factors its
			// total rounded board by board (-1.29 × 24/16 = -1.935,
			// written -1.94), bridgescore the exact sum (-1.9286).
			"pair 2 total": "",
			// Totals that do not follow from the file's own traveller
			// lines: pair 16's lines add to 37.43 IMPs over 16 boards
			// (56.14 factored to 24), pair 17's to 28.17 over 24; the
			// file says 53.57 and 21.29. Their places agree.
			"pair 16EW total": "", "pair 17NS total": "",
		}},
		{file: "ruter_mp_pairs_barometer.pbn", conv: aboveAverage, differences: map[string]string{
			// Board 37: two tables were given A+/A- (Score_NS "A+",
			// Score_EW "A-"), and Ruter gives the two real results 65%
			// and 55% (the better for each side 65%); bridgescore
			// Neuberg-factors them, 83⅓% and 16⅔%. The four lines, and
			// the totals and percentages of the four pairs who played
			// them, differ; every place agrees.
			"line 37/4/1 NS": "", "line 37/4/1 EW": "", "line 37/8/6 NS": "", "line 37/8/6 EW": "",
			"pair 1 total": "", "pair 1 percent": "", "pair 4 total": "", "pair 4 percent": "",
			"pair 6 total": "", "pair 6 percent": "", "pair 8 total": "", "pair 8 percent": "",
		}},
		{file: "magic_contest_butler_bye.pbn", conv: allBoards},
		{file: "ruter_cross_imp_sections.pbn", ximp: scoring.XIMPTotal, differences: map[string]string{
			// Ruter's "IMP;Cross" writes each line's cross-IMPs summed,
			// not divided (scored here with XIMPTotal), and gives the
			// Average-plus to both sides on board 15 (Score_NS "A+",
			// Score_EW "A+") 1.5 IMPs a comparison: 58.5 over 39.
			// bridgescore gives Average-plus 3 IMPs whatever the
			// divisor. The two pairs' totals differ, and five places
			// around theirs.
			"line 15/635/658 NS": "", "line 15/635/658 EW": "",
			"pair 635 total": "", "pair 658 total": "",
			"pair 635 place": "", "pair 658 place": "", "pair 654 place": "", "pair 521 place": "", "pair 525 place": "",
		}},
		{file: "ruter_mp_pairs_sm1.pbn"},
		{file: "ruter_mp_pairs_sm2.pbn"},
		{file: "ruter_butler_teams_pairs.pbn", conv: perBoard, differences: map[string]string{
			// The four pairs of table 1 in sections A and B are listed
			// with no board played (NrBoards 0), placed 49-52;
			// bridgescore ranks the pairs that played.
			"pair 1 ranked": "", "pair 101 ranked": "", "pair 201 ranked": "", "pair 301 ranked": "",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join(realDir, tc.file)
			rf, err := interchange.ReadFile(path)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			session := rf.Sectioned()
			session.Field = tc.field
			session.Rules = tc.rules
			session.Options.XIMPDivisor = tc.ximp
			if tc.method != "" {
				session.Method = tc.method
			}
			st, err := scoring.Score(&session)
			if err != nil {
				t.Fatalf("not scored: %v", err)
			}
			read := usebioRecorded
			if strings.HasSuffix(tc.file, ".pbn") {
				read = pbnRecorded
			}
			want := read(t, path)
			if tc.rawTravellers {
				neuberg(want, st)
			}
			got := restate(figures(st, tc.overall), st, tc.conv, tc.overall)
			compared, differ := 0, map[string]string{}
			for key, w := range want.pairs {
				g, ok := got.pairs[key]
				if !ok {
					// A one-winner event the file may write with a
					// DIRECTION for every pair (Salliere's NS) or for some
					// (Pianola's); bridgescore ranks those pairs by number
					// alone.
					g, ok = got.pairs[strings.TrimSuffix(strings.TrimSuffix(key, "NS"), "EW")]
				}
				if !ok {
					differ["pair "+key+" ranked"] = "in the file but not in the ranking"
					continue
				}
				for _, f := range [3][3]string{{"total", w.total, g.total}, {"percent", w.percent, g.percent}, {"place", w.place, g.place}} {
					if f[1] == "" {
						continue
					}
					compared++
					if !same(f[0], f[1], f[2]) {
						differ["pair "+key+" "+f[0]] = fmt.Sprintf("file %s, bridgescore %s", f[1], f[2])
					}
				}
			}
			for key, w := range want.lines {
				g, ok := got.lines[key]
				if !ok {
					t.Errorf("line %s is in the file but was not scored", key)
					continue
				}
				for side := 0; side < 2; side++ {
					if strings.TrimSpace(w[side]) == "" {
						continue
					}
					compared++
					if !same("points", w[side], g[side]) {
						differ[fmt.Sprintf("line %s %s", key, [2]string{"NS", "EW"}[side])] = fmt.Sprintf("file %s, bridgescore %s", w[side], g[side])
					}
				}
			}
			for k, v := range differ {
				if _, known := tc.differences[k]; !known {
					t.Errorf("%s: %s", k, v)
				}
			}
			for k := range tc.differences {
				if _, still := differ[k]; !still {
					t.Errorf("%s is written down as a difference but agrees now: remove it", k)
				}
			}
			if compared == 0 {
				t.Fatal("no recorded figure compared")
			}
			t.Logf("%d lines, %d pairs, %d recorded figures compared, %d known differences", len(session.Lines), len(session.Pairs), compared, len(tc.differences))
		})
	}
}

// neuberg factors a file's raw traveller matchpoints, on a board with
// fewer lines than the most, as bridgescore does (WBF: M' = (M+1)·E/A − 1,
// A the results compared, E the most). A board with all its lines but an
// artificial score among them the file gives factored already.
func neuberg(r recorded, st *scoring.Standings) {
	for _, b := range st.Boards {
		lines, a := 0, 0
		for _, l := range b.Lines {
			if l.Kind != scoring.NotPlayed {
				lines++
			}
			if l.Kind == scoring.Played {
				a++
			}
		}
		if a == 0 || lines == st.Expected {
			continue
		}
		for _, l := range b.Lines {
			key := fmt.Sprintf("%d/%s/%s", b.Board, l.NS, l.EW)
			w, ok := r.lines[key]
			if !ok || l.Kind != scoring.Played {
				continue
			}
			for side := range w {
				m, ok := new(big.Rat).SetString(strings.TrimSpace(w[side]))
				if !ok {
					continue
				}
				m.Add(m, big.NewRat(1, 1))
				m.Mul(m, big.NewRat(int64(st.Expected), int64(a)))
				m.Sub(m, big.NewRat(1, 1))
				w[side] = m.FloatString(4)
			}
			r.lines[key] = w
		}
	}
}

// figures are bridgescore's results in the keys usebioRecorded uses; with
// overall, each pair's place across every section.
func figures(st *scoring.Standings, overall bool) recorded {
	r := recorded{pairs: map[string]recordedPair{}, lines: map[string][2]string{}}
	in := func(sec string) string {
		if len(st.Sections) > 1 {
			return sec + ":"
		}
		return ""
	}
	for _, p := range st.Pairs {
		rp := recordedPair{total: p.Total.FloatString(4), place: p.Rank}
		if overall {
			rp.place = p.OverallRank
		}
		if p.Percent != nil {
			rp.percent = p.Percent.FloatString(4)
		}
		r.pairs[in(p.Section)+pairKey(p.ID, p.Direction)] = rp
	}
	for _, b := range st.Boards {
		for _, l := range b.Lines {
			if l.NSPoints == nil {
				continue
			}
			sec := b.Section
			if sec == "" {
				sec = l.Section
			}
			r.lines[in(sec)+lineKey(b.Board, l.NS, l.EW)] = [2]string{l.NSPoints.FloatString(4), l.EWPoints.FloatString(4)}
		}
	}
	return r
}

// lineKey names a traveller line by its board and pairs.
func lineKey(board int, ns, ew string) string { return fmt.Sprintf("%d/%s/%s", board, ns, ew) }

// pairKey names a pair by its id, with its direction unless the id
// already ends in it.
func pairKey(id, dir string) string {
	if strings.HasSuffix(strings.ToUpper(id), dir) {
		return id
	}
	return id + dir
}

// same compares a recorded figure with ours: numbers to 0.01, places by
// their number (a tie written 3= or 3).
func same(kind, file, ours string) bool {
	if kind == "place" {
		return strings.TrimSuffix(strings.TrimSpace(file), "=") == strings.TrimSuffix(ours, "=")
	}
	f, ok1 := new(big.Rat).SetString(strings.TrimSpace(file))
	o, ok2 := new(big.Rat).SetString(ours)
	if !ok1 || !ok2 {
		return false
	}
	d, _ := new(big.Rat).Sub(f, o).Float64()
	// The file rounds to 2 decimals, sometimes board by board before
	// adding up: ours, exact, is within a cent. A file that writes one
	// decimal (Salliere's 66.7%) is compared to the half of its last
	// digit, which is all it says.
	tol := 0.01
	if i := strings.IndexByte(strings.TrimSpace(file), '.'); i >= 0 && len(strings.TrimSpace(file))-i-1 == 1 {
		tol = 0.05
	}
	return d <= tol+1e-9 && d >= -tol-1e-9
}

// Players' national numbers are read from USEBIO's PLAYER elements, and
// written back: a Compscore file read and written reads back with the
// same number for every player.
func TestNationalNumbersRoundTrip(t *testing.T) {
	rf, err := interchange.ReadFile("../testdata/real/compscore3_mp_pairs_mitchell.xml")
	if err != nil {
		t.Fatal(err)
	}
	if got := rf.Numbers["EDITH VICKERY"]; got != "900016" {
		t.Fatalf("EDITH VICKERY's number %q, want 900016 (numbers read: %d)", got, len(rf.Numbers))
	}
	st, err := scoring.Score(&rf.Session)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := interchange.WriteUSEBIO(&b, rf, st); err != nil {
		t.Fatal(err)
	}
	back, err := interchange.ReadUSEBIO(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Numbers) != len(rf.Numbers) {
		t.Errorf("%d numbers read back, %d written", len(back.Numbers), len(rf.Numbers))
	}
	for name, num := range rf.Numbers {
		if back.Numbers[name] != num {
			t.Errorf("%s: %q read back, %q written", name, back.Numbers[name], num)
		}
	}
}
