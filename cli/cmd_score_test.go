package cli

import (
	"bytes"
	"encoding/json"
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

func writeTemp(t testing.TB, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const participants3 = `<?xml version="1.0"?>
<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR>
</PARTICIPANTS>
`

func xmlBoard(lines ...string) string {
	s := participants3 + "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n"
	for _, l := range lines {
		s += "<TRAVELLER_LINE>" + l + "</TRAVELLER_LINE>\n"
	}
	return s + "</BOARD></EVENT></USEBIO>\n"
}

// Bad files: a non-zero exit, a message naming the line and what was
// wrong, and nothing on stdout.
func TestScoreBadInput(t *testing.T) {
	const head = "board,ns,ew,contract,declarer,tricks,score\n"
	tests := []struct {
		name, file, content string
		want                []string
	}{
		{"unknown board", "s.csv", head + "1,1,2,4S,N,10,\n1,3,4,4S,N,10,\n99x,1,2,4S,N,10,\n", []string{"s.csv: line 4:", "unknown board \"99x\""}},
		{"pair twice on a board", "s.xml", xmlBoard(
			"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>100</SCORE>",
			"<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER><SCORE>100</SCORE>"),
			[]string{"s.xml: line 7: TRAVELLER_LINE 2: board 1", "pair 1 appears twice"}},
		{"pair not in PARTICIPANTS", "s.xml", xmlBoard(
			"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>7</EW_PAIR_NUMBER><SCORE>100</SCORE>"),
			[]string{"line 6: TRAVELLER_LINE 1: board 1", "EW pair 7 is not in PARTICIPANTS"}},
		{"unparsable contract", "s.xml", xmlBoard(
			"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4Z</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"),
			[]string{"line 6:", "contract", "strain \"Z\" is unknown: expected C, D, H, S or NT"}},
		{"tricks over 13", "s.csv", head + "1,1,2,4S,N,14,\n", []string{"s.csv: line 2:", "tricks: 14 is impossible: expected 0 to 13"}},
		{"declarer missing", "s.csv", head + "1,1,2,4S,,10,\n", []string{"line 2:", "declarer: missing for 4S"}},
		{"score disagrees with contract", "s.csv", head + "1,1,2,4S,N,10,620\n", []string{"line 2:", "620 does not agree"}},
		{"garbage", "s.xml", "<USEBIO><EVENT>\x00\x01</USEBIO>", []string{"s.xml: line 1:", "not well-formed XML"}},
		{"every bad line named", "s.csv", head + "1,1,2,4S,N,14,\n1,3,4,4S,,10,\n2,1,2,4S,N,10,\n",
			[]string{"2 bad traveller lines:", "s.csv: line 2:", "tricks: 14 is impossible", "s.csv: line 3:", "declarer: missing"}},
		{"EW pair sitting NS", "s.csv", head + "1,1NS,1EW,4S,N,10,\n1,2NS,2EW,4S,N,10,\n2,1EW,2NS,4S,N,10,\n",
			[]string{"s.csv: line 4:", "board 2: pair 1EW is an EW pair but sits NS"}},
		{"direction column against the seat", "s.csv", "board,ns,ew,contract,declarer,tricks,score,ns_dir,ew_dir\n" +
			"1,1,1,4S,N,10,,NS,EW\n1,2,2,4S,N,10,,NS,EW\n2,1,2,4S,N,10,,EW,NS\n",
			[]string{"s.csv: line 4:", "board 2: pair 1 is an EW pair but sits NS", "pair 2 is an NS pair but sits EW"}},
		{"pair listed with and without a direction", "s.xml", strings.Replace(xmlBoard(
			"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>100</SCORE>",
			"<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>100</SCORE>"),
			"<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR>", "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>NS</DIRECTION></PAIR>", 1),
			[]string{"s.xml: line 3: PAIR:", "pair 1 is given both with direction NS and without one"}},
		{"whole result and declarer disagree", "s.csv", head + "1,1,2,3NTX-2 E,W,,\n1,3,4,4S N 11,,,\n",
			[]string{"s.csv: line 2:", "declarer: W does not agree with the contract column 3NTX-2 E (declarer E)"}},
		{"header not understood", "s.csv", "Bd|NS|EW|Contract\n1|1|2|4S\n",
			[]string{"s.csv: line 1:", `header "Bd|NS|EW|Contract" has no "board" column`, "expected a header line board,ns,ew,contract,declarer,tricks,score"}},
		{"header with a column missing", "s.csv", "# from the club laptop, 8 Nov\nboard;ns;e-w;contract\n1;1;2;4S\n",
			[]string{"s.csv: line 2:", `header "board;ns;e-w;contract" has no "ew" column`, "board,ns,ew,contract,declarer,tricks,score"}},
		{"no header line", "s.csv", "1,1,2,4S,N,10,\n1,3,4,4S,N,10,\n",
			[]string{"s.csv: line 1:", `header "1,1,2,4S,N,10," has no "board" column`, "the first line must be the header"}},
		{"a USEBIO file on one line", "s.xml", strings.ReplaceAll(participants3, "\n", "") +
			"<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>100</SCORE></TRAVELLER_LINE>" +
			"<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>100</SCORE><ROUND>x</ROUND></TRAVELLER_LINE></BOARD></EVENT></USEBIO>",
			[]string{"s.xml: line 1: TRAVELLER_LINE 2: board 1: round \"x\" is not a round number"}},
		{"only blank lines", "s.csv", "\n  \n\t\n", []string{"s.csv: empty file: expected a header line board,ns,ew"}},
		{"binary file", "s.csv", "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00,;\n", []string{"s.csv: not a text file", "UTF-16"}},
		{"UTF-16 file is read as text", "s.csv", "\xff\xfeb\x00o\x00a\x00r\x00d\x00,\x00", []string{"s.csv: line 1:", `header "board," has no "ns" column`}},
		{"hand record only", "s.pbn", "[Board \"1\"]\n[Deal \"N:- - - -\"]\n", []string{"hand record"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := writeTemp(t, tc.file, tc.content)
			for _, format := range []string{"text", "json"} {
				code, stdout, stderr := runCmd(t, path, "--format", format)
				if code != 1 {
					t.Errorf("exit %d, want 1 (stderr %q)", code, stderr)
				}
				if stdout != "" {
					t.Errorf("stdout %q, want nothing", stdout)
				}
				for _, w := range tc.want {
					if !strings.Contains(stderr, w) {
						t.Errorf("stderr %q does not mention %q", stderr, w)
					}
				}
			}
		})
	}
	missing := filepath.Join(t.TempDir(), "missing.xml")
	code, stdout, stderr := runCmd(t, missing)
	if want := "bridgescore score: cannot open " + missing + ": no such file or directory\n"; code != 3 || stdout != "" || stderr != want {
		t.Errorf("missing file: exit %d, stdout %q, stderr %q; want exit 3 (not found) and %q", code, stdout, stderr, want)
	}
	dir := t.TempDir()
	code, stdout, stderr = runCmd(t, dir)
	if want := "bridgescore score: " + dir + " is a folder, not a results file: expected a USEBIO (.xml), CSV, PBN or Bridgemate (.bws) file\n"; code != 1 || stdout != "" || stderr != want {
		t.Errorf("folder: exit %d, stdout %q, stderr %q; want exit 1 and %q", code, stdout, stderr, want)
	}
}

func TestScoreUsageErrors(t *testing.T) {
	file := filepath.Join(sessionsDir, "howell-4t", "session.csv")
	tests := []struct {
		args []string
		want string
	}{
		{nil, "no results file given"},
		{[]string{file, file}, "one results file at a time"},
		{[]string{file, "--rules", "ebu"}, `--rules "ebu": expected wbf or acbl`},
		{[]string{file, "--method", "imps"}, `--method "imps": expected mp, ximp or butler`},
		{[]string{file, "--format", "yaml"}, `--format "yaml": expected text or json`},
		{[]string{file, "--explain", "x"}, `--explain "x": expected a board number`},
		{[]string{file, "--explain", "3", "--format", "json"}, "--explain prints text"},
		{[]string{file, "--colour"}, "flag provided but not defined: -colour"},
	}
	for _, tc := range tests {
		code, stdout, stderr := runCmd(t, tc.args...)
		if code != 2 || stdout != "" || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, "usage: bridgescore score FILE") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and %q with the usage", tc.args, code, stdout, stderr, tc.want)
		}
	}
	code, stdout, _ := runCmd(t, "-h")
	if code != 0 || !strings.HasPrefix(stdout, "usage: bridgescore score FILE") {
		t.Errorf("-h: exit %d, stdout %q", code, stdout)
	}
}

// Flags may come before or after the file, and the method follows the
// file's EVENT_TYPE unless --method says otherwise.
func TestScoreFlagsAnywhere(t *testing.T) {
	file := filepath.Join(sessionsDir, "mitchell-8t", "session.xml")
	_, before, _ := runCmd(t, "--format", "json", "--rules", "acbl", file)
	_, after, _ := runCmd(t, file, "--format=json", "-rules", "acbl")
	if before == "" || before != after {
		t.Fatalf("flags before and after FILE give different output")
	}
	var out struct{ Method, Rules string }
	if err := json.Unmarshal([]byte(before), &out); err != nil || out.Method != "mp" || out.Rules != "acbl" {
		t.Errorf("method/rules = %+v (%v), want mp/acbl", out, err)
	}
	xml, _ := os.ReadFile(file)
	imp := writeTemp(t, "ximp.xml", strings.ReplaceAll(string(xml), "MP_PAIRS", "CROSS_IMP"))
	_, stdout, _ := runCmd(t, imp, "--format", "json")
	if err := json.Unmarshal([]byte(stdout), &out); err != nil || out.Method != "ximp" {
		t.Errorf("CROSS_IMP file scored as %q (%v), want ximp", out.Method, err)
	}
	_, stdout, _ = runCmd(t, imp, "--format", "json", "--method", "butler")
	if err := json.Unmarshal([]byte(stdout), &out); err != nil || out.Method != "butler" {
		t.Errorf("--method butler gave %q (%v)", out.Method, err)
	}
}

// The JSON carries exactly the fields issue 2 names, with the contract
// behind each played line.
func TestScoreJSONFields(t *testing.T) {
	_, stdout, stderr := runCmd(t, filepath.Join(sessionsDir, "howell-4t", "session.xml"), "--format", "json")
	var out map[string]any
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("%v: %s", err, stderr)
	}
	keys := func(m map[string]any) string {
		var k []string
		for key := range m {
			k = append(k, key)
		}
		return strings.Join(sortStrings(k), ",")
	}
	if got := keys(out); got != "boards,method,pairs,rules" {
		t.Errorf("top-level keys %s", got)
	}
	board := out["boards"].([]any)[0].(map[string]any)
	if got := keys(board); got != "board,datum,lines,top" {
		t.Errorf("board keys %s", got)
	}
	line := board["lines"].([]any)[0].(map[string]any)
	if got := keys(line); got != "adjusted,contract,declarer,ew,ewPoints,ns,nsPoints,score,tricks" {
		t.Errorf("line keys %s", got)
	}
	// Board 1, 8 v 1: 2H by N taking 7 tricks, -50.
	if line["ns"] != "8" || line["ew"] != "1" || line["contract"] != "2H" || line["declarer"] != "N" || line["tricks"] != 7.0 || line["score"] != -50.0 {
		t.Errorf("first line %v", line)
	}
	pair := out["pairs"].([]any)[0].(map[string]any)
	if got := keys(pair); got != "boards,direction,names,pair,percent,rank,total" {
		t.Errorf("pair keys %s", got)
	}
	if names, _ := pair["names"].([]any); len(names) != 2 {
		t.Errorf("names %v, want the two players", pair["names"])
	}
	for _, b := range out["boards"].([]any) {
		for _, l := range b.(map[string]any)["lines"].([]any) {
			l := l.(map[string]any)
			if l["adjusted"] == "A60-40" && (l["score"] != nil || l["contract"] != nil || l["nsPoints"] != 3.6) {
				t.Errorf("adjusted line %v", l)
			}
		}
	}
}

func sortStrings(s []string) []string {
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s
}

func TestScoreText(t *testing.T) {
	code, stdout, stderr := runCmd(t, filepath.Join(sessionsDir, "mitchell-7t", "session.xml"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	ns := strings.Index(stdout, "North-South\n")
	ew := strings.Index(stdout, "East-West\n")
	if !strings.HasPrefix(stdout, "Riverside Bridge Club - Practice session (Mitchell 7 tables, 7 rounds) - 08/11/2025\nMatchpoints (WBF/EBU scale)\n") || ns < 0 || ew < ns {
		t.Fatalf("text output:\n%s", stdout)
	}
	// The NS winners (expected_wbf_mp.json): 2NS with 57.41%; 4EW shares
	// nothing and played 27 boards.
	rows := strings.Split(stdout[ns:ew], "\n")
	if f := strings.Fields(rows[2]); len(f) < 6 || f[0] != "1" || f[1] != "2NS" || f[len(f)-1] != "57.41" ||
		!strings.Contains(rows[2], "Yusuf Dupont & Grace Kim") {
		t.Errorf("first NS row %q", rows[2])
	}
	if !strings.Contains(rows[1], "Place") || !strings.Contains(rows[1], "MPs") || !strings.HasSuffix(rows[1], "%") {
		t.Errorf("header row %q", rows[1])
	}
	// IMP methods print totals without percentages.
	_, stdout, _ = runCmd(t, filepath.Join(sessionsDir, "howell-4t", "session.csv"), "--method", "butler")
	if strings.Contains(stdout, "%") || !strings.Contains(stdout, "Butler IMPs") || strings.Contains(stdout, "North-South") {
		t.Errorf("Butler text output:\n%s", stdout)
	}
}

func TestScoreExplain(t *testing.T) {
	file := filepath.Join(sessionsDir, "mitchell-7t", "session.xml")
	code, stdout, stderr := runCmd(t, file, "--explain", "25")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// Board 25 has five real results and an Average (A50-50) for 3NS v
	// 6EW; the real ones are Neuberg-factored from 5 to 7.
	if n := strings.Count(stdout, "Board 25, "); n != 6 {
		t.Errorf("%d lines explained, want 6:\n%s", n, stdout)
	}
	if !strings.Contains(stdout, "Board 25, 3NS v 6EW: artificial adjusted score A50-50") || !strings.Contains(stdout, "Neuberg") {
		t.Errorf("the adjusted line or the Neuberg factor is not explained:\n%s", stdout)
	}
	// The CSV also holds the not-played line 2NS v 4EW.
	_, stdout, _ = runCmd(t, filepath.Join(sessionsDir, "mitchell-7t", "session.csv"), "--explain", "25")
	if n := strings.Count(stdout, "Board 25, "); n != 7 || !strings.Contains(stdout, "Board 25, 2NS v 4EW: not played") {
		t.Errorf("CSV board 25: %d lines explained, want 7 with the not-played one:\n%s", n, stdout)
	}
	code, stdout, stderr = runCmd(t, file, "--explain", "99")
	if code != 3 || stdout != "" || !strings.Contains(stderr, "board 99 has no results") {
		t.Errorf("unknown board: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// The store's standings command prints through the same writers, so the
// two commands agree byte for byte; check the writers are deterministic.
func TestStandingsWritersDeterministic(t *testing.T) {
	rf, err := interchange.ReadFile(filepath.Join(sessionsDir, "mitchell-8t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Score(&rf.Session)
	if err != nil {
		t.Fatal(err)
	}
	var a, b, c, d bytes.Buffer
	writeStandingsJSON(&a, scoredOf(rf, st))
	writeStandingsJSON(&b, scoredOf(rf, st))
	writeStandingsText(&c, scoredOf(rf, st))
	writeStandingsText(&d, scoredOf(rf, st))
	if a.String() != b.String() || c.String() != d.String() || a.Len() == 0 || c.Len() == 0 {
		t.Error("standings output differs between two writes")
	}
	_, stdout, _ := runCmd(t, filepath.Join(sessionsDir, "mitchell-8t", "session.xml"), "--format", "json")
	if stdout != a.String() {
		t.Error("score --format json differs from WriteStandingsJSON")
	}
}

// bigSession is a 20-table Mitchell with 25 boards each played at every
// table: 500 traveller lines.
func bigSession(tb testing.TB) []byte {
	const tables, boards = 20, 25
	r := rand.New(rand.NewSource(7))
	rf := &interchange.ResultsFile{Club: "Benchmark Club", Name: "500 lines", Type: interchange.MatchpointPairs, WinnerType: interchange.TwoWinner}
	rf.Session.Method = scoring.Matchpoints
	for _, dir := range []string{"NS", "EW"} {
		for i := 1; i <= tables; i++ {
			rf.Session.Pairs = append(rf.Session.Pairs, scoring.Pair{ID: fmt.Sprint(i, dir), Direction: dir, Names: []string{"North Player", "South Player"}})
		}
	}
	strains := []scoring.Strain{scoring.Clubs, scoring.Diamonds, scoring.Hearts, scoring.Spades, scoring.NoTrump}
	for b := 1; b <= boards; b++ {
		for t := 1; t <= tables; t++ {
			c := scoring.Contract{Level: 1 + r.Intn(7), Strain: strains[r.Intn(5)]}
			decl := []scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West}[r.Intn(4)]
			res, err := scoring.NewResult(c, decl, min(13, c.Level+4+r.Intn(5)))
			if err != nil {
				tb.Fatal(err)
			}
			rf.Session.Lines = append(rf.Session.Lines, scoring.Line{Board: b, NS: fmt.Sprint(t, "NS"), EW: fmt.Sprint((t+b)%tables+1, "EW"),
				Kind: scoring.Played, Result: &res, Score: res.Score(scoring.Vul(b))})
		}
	}
	var buf bytes.Buffer
	if err := interchange.WriteUSEBIO(&buf, rf, nil); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkScoreCommand runs `bridgescore score` on a 500-line USEBIO file
// as a whole process, as a director's script would (goal: under 50 ms).
func BenchmarkScoreCommand(b *testing.B) {
	dir := b.TempDir()
	bin := buildProgram(b, "")
	file := filepath.Join(dir, "session.xml")
	if err := os.WriteFile(file, bigSession(b), 0o644); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	var cpu time.Duration
	for i := 0; i < b.N; i++ {
		cmd := exec.Command(bin, "score", file, "--format", "json")
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v\n%s", err, out)
		}
		cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	// On a shared machine the wall time mostly measures the queue for the
	// CPU; the process's own CPU time is the steadier figure.
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
}

// BenchmarkReadAndScore is the same work in process: read the 500-line
// USEBIO file, score it and write the JSON.
func BenchmarkReadAndScore(b *testing.B) {
	data := bigSession(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rf, err := interchange.ReadUSEBIO(bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		st, err := scoring.Score(&rf.Session)
		if err != nil {
			b.Fatal(err)
		}
		if err := writeStandingsJSON(new(bytes.Buffer), scoredOf(rf, st)); err != nil {
			b.Fatal(err)
		}
	}
}

// A monstrous field (a paste gone wrong) is quoted in part, not copied
// whole into the message.
func TestScoreHugeFieldQuotedInPart(t *testing.T) {
	huge := strings.Repeat("X", 5<<20)
	digits := strings.Repeat("9", 1<<20)
	const head = "board,ns,ew,contract,declarer,tricks,score\n"
	ok := "1,3,4,4S,N,10,\n"
	tests := []struct {
		name, file, content string
		quoted              bool // the message quotes the text at fault
	}{
		{"board", "s.csv", head + ok + huge + ",1,2,4S,N,10,\n", true},
		{"ns pair", "s.csv", head + ok + "1," + huge + ",2,4S,N,10,\n", true},
		{"ew pair", "s.csv", head + ok + "1,1," + huge + ",4S,N,10,\n", true},
		{"contract", "s.csv", head + ok + "1,1,2," + huge + ",N,10,\n", true},
		{"contract with spaces", "s.csv", head + ok + "1,1,2,4S " + strings.Repeat("N ", 1<<20) + ",,,\n", true},
		{"declarer", "s.csv", head + ok + "1,1,2,4S," + huge + ",10,\n", true},
		{"tricks", "s.csv", head + ok + "1,1,2,4S,N," + huge + ",\n", true},
		{"tricks digits", "s.csv", head + ok + "1,1,2,4S,N," + digits + ",\n", true},
		{"score", "s.csv", head + ok + "1,1,2,,,," + huge + "\n", true},
		{"score digits", "s.csv", head + ok + "1,1,2,,,," + digits + "\n", true},
		{"ns_dir", "s.csv", "board,ns,ew,contract,declarer,tricks,score,ns_dir,ew_dir\n1,1,2,4S,N,10,," + huge + ",EW\n", true},
		{"round", "s.csv", "board,ns,ew,contract,declarer,tricks,score,round\n" + ok + "1,1,2,4S,N,10,," + huge + "\n", true},
		{"header", "s.csv", huge + "\n1,1,2,4S,N,10,\n", true},
		{"xml contract", "s.xml", xmlBoard(
			"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>" + huge + "</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>"), true},
		{"xml pair", "s.xml", xmlBoard(
			"<NS_PAIR_NUMBER>" + huge + "</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>100</SCORE>"), true},
		{"xml event type", "s.xml", strings.Replace(xmlBoard("<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>100</SCORE>"),
			`EVENT_TYPE="MP_PAIRS"`, `EVENT_TYPE="`+huge+`"`, 1), true},
		{"xml element name", "s.xml", "<USEBIO><" + huge + "/></USEBIO>", false},
		{"xml root name", "s.xml", "<" + huge + "/>", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := writeTemp(t, tc.file, tc.content)
			code, stdout, stderr := runCmd(t, path)
			if code != 1 || stdout != "" {
				t.Errorf("exit %d, stdout %d bytes; want exit 1 and nothing", code, len(stdout))
			}
			if len(stderr) > 600 {
				t.Errorf("stderr is %d bytes: %.300q…", len(stderr), stderr)
			}
			if tc.quoted && !strings.Contains(stderr, "…") {
				t.Errorf("stderr %q does not show where the text was cut", stderr)
			}
		})
	}
}

// A file with nothing to compare is refused the same way whatever the
// method: every line not played, or no board played at more than one table.
func TestScoreNothingToCompare(t *testing.T) {
	const head = "board,ns,ew,contract,declarer,tricks,score\n"
	tests := []struct{ name, content, want string }{
		{"all not played", head + "1,1,2,,,,NP\n1,3,4,,,,NP\n2,1,3,,,,NP\n",
			"no board has a result: every traveller line is NP (not played)"},
		{"one result per board", head + "1,1,2,4S,N,10,\n1,3,4,,,,NP\n2,1,3,,,,A60-40\n",
			"no board has more than one result to compare"},
	}
	for _, tc := range tests {
		path := writeTemp(t, "s.csv", tc.content)
		for _, method := range []string{"mp", "ximp", "butler"} {
			code, stdout, stderr := runCmd(t, path, "--method", method)
			if code != 1 || stdout != "" || !strings.Contains(stderr, "s.csv: "+tc.want) {
				t.Errorf("%s, --method %s: exit %d, stdout %q, stderr %q; want exit 1 and %q",
					tc.name, method, code, stdout, stderr, tc.want)
			}
		}
	}
}

// An event type bridgescore does not know (a Swiss pairs, say) is scored
// when the command line says how; without --method it is refused, with a
// message saying what to do.
func TestScoreUnknownEventType(t *testing.T) {
	content := strings.Replace(xmlBoard(
		"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE>",
		"<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>-50</SCORE>"),
		`EVENT_TYPE="MP_PAIRS"`, `EVENT_TYPE="SWISS_PAIRS"`, 1)
	path := writeTemp(t, "s.xml", content)
	code, stdout, stderr := runCmd(t, path)
	if code != 1 || stdout != "" || !strings.Contains(stderr, `s.xml: EVENT_TYPE: "SWISS_PAIRS": expected MP_PAIRS, CROSS_IMP or BUTLER_PAIRS`) ||
		!strings.Contains(stderr, "--method mp, ximp or butler") {
		t.Errorf("no --method: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	for _, method := range []string{"mp", "ximp", "butler"} {
		code, stdout, stderr := runCmd(t, path, "--method", method, "--format", "json")
		if code != 0 || stderr != "" {
			t.Errorf("--method %s: exit %d, stderr %q", method, code, stderr)
			continue
		}
		var got struct {
			Method string `json:"method"`
			Pairs  []struct {
				Pair  string  `json:"pair"`
				Total float64 `json:"total"`
			} `json:"pairs"`
		}
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatal(err)
		}
		// 420 against -50: NS 1 and EW 4 win the board.
		if got.Method != method || len(got.Pairs) != 4 || (got.Pairs[0].Pair != "1" && got.Pairs[0].Pair != "4") {
			t.Errorf("--method %s: %s", method, stdout)
		}
	}
}
