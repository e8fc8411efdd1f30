package club

import (
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

// entry parses a line as the director types it, on board 1 (nobody
// vulnerable), between two made-up pairs.
func entry(t *testing.T, ns, text string) scoring.Line {
	t.Helper()
	l, err := scoring.ParseEntry(1, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	l.Board, l.NS, l.EW = 1, ns, ns+"x"
	return l
}

// typed checks the warning given to the last of lines as it is typed after
// the others.
func typed(t *testing.T, texts ...string) string {
	t.Helper()
	var ls []scoring.Line
	for i, x := range texts {
		ls = append(ls, entry(t, string(rune('a'+i)), x))
	}
	last := ls[len(ls)-1]
	return mirrorSlip(last, ls[:len(ls)-1], func(scoring.Line) bool { return true })
}

func TestSlipRules(t *testing.T) {
	tests := []struct {
		rule  string
		lines []string // the last is the line just typed
		warn  bool
	}{
		// Rule 1: a bare score against a contract, either way round.
		{"1: −400 typed after 3NT= by S", []string{"3NTS=", "-400"}, true},
		{"1: −420 typed after 4♠= by N", []string{"4SN=", "-420"}, true},
		{"1: 3NT= by S typed after a bare −400", []string{"-400", "3NTS="}, true},
		{"1: a bare score that is not the mirror", []string{"3NTS=", "-430"}, false},
		// Rule 2: both contracts known.
		{"2: 4♠= by E after 4♠= by N", []string{"4SN=", "4SE="}, true},
		{"2: 4♠= by W after 4♠= by S", []string{"4SS=", "4SW="}, true},
		{"2: a different number of tricks is not a mirror", []string{"4SN+1", "4SE="}, false},
		{"2: 2♥X= by N after 2♥X= by W", []string{"2HXW=", "2HXN="}, true},
		{"2: passed out is no contract to mirror", []string{"PASS", "PASS", "PASS"}, false},
		{"2: one of a suit by either side is not a mirror", []string{"1HN=", "1HW="}, false},
		{"2: 1NT by either side is not a mirror", []string{"1NTS+1", "1NTE+1"}, false},
		{"2: but a bare score against 1NT is", []string{"1NTS+1", "-120"}, true},
		// Rule 3: a different result by the other side.
		{"3: a sacrifice among +420s", []string{"4SN=", "4SN=", "5HXE-2"}, false},
		{"3: 4♠X by S down two among +420s", []string{"4SN=", "4SN=", "4SXS-2"}, false},
		{"3: an East partscore", []string{"2SN=", "3SN-1", "2HE="}, false},
		{"3: 4♥= by W where 4♠= by N stands", []string{"4SN=", "4HW="}, false},
		// Rule 4: nothing to compare.
		{"4: passed out", []string{"PASS", "PASS"}, false},
		{"4: an average", []string{"4SN=", "A"}, false},
		{"4: a line not played", []string{"4SN=", "NP"}, false},
		// Rule 5: the odd line, or the later of two.
		{"5: the field agrees with the line just typed", []string{"4SE=", "4SN=", "4SN="}, false},
		{"5: the line just typed is outnumbered", []string{"4SN=", "4SN=", "4SE="}, true},
	}
	for _, tc := range tests {
		got := typed(t, tc.lines...)
		if (got != "") != tc.warn {
			t.Errorf("rule %s: warning %q, want a warning: %v", tc.rule, got, tc.warn)
		}
	}
}

// Rule 2 holds whatever the vulnerability: on board 2 (NS vulnerable)
// 4♠= by N is +620 and by E −420, and typing E for N is the same slip.
func TestSlipRuleContractWhateverTheVulnerability(t *testing.T) {
	var ls []scoring.Line
	for i, x := range []string{"4SN=", "4SE="} {
		l, err := scoring.ParseEntry(2, x)
		if err != nil {
			t.Fatal(err)
		}
		l.Board, l.NS, l.EW = 2, string(rune('a'+i)), "x"
		ls = append(ls, l)
	}
	if ls[0].Score != 620 || ls[1].Score != -420 {
		t.Fatalf("scores %d and %d", ls[0].Score, ls[1].Score)
	}
	if w := mirrorSlip(ls[1], ls[:1], func(scoring.Line) bool { return true }); !strings.Contains(w, "declared by E") {
		t.Errorf("4♠= by E after 4♠= by N on board 2: %q", w)
	}
}

// Rule 4: a fouled board's groups played different cards; only lines of
// the same group are compared.
func TestSlipRuleFouledGroups(t *testing.T) {
	a, b := entry(t, "a", "4SN="), entry(t, "b", "4SE=")
	b.Group = 1
	if w := mirrorSlip(b, []scoring.Line{a}, func(scoring.Line) bool { return true }); w != "" {
		t.Errorf("lines of different groups compared: %q", w)
	}
}

// Rule 5 over time: a line typed first and then outnumbered by its mirror
// is the one warned, and the lines agreeing with the field are not; with
// one line each way, the later one.
func TestSlipRuleWarnsTheOddLine(t *testing.T) {
	odd, n1, n2 := entry(t, "a", "4SE="), entry(t, "b", "4SN="), entry(t, "c", "4SN=")
	order := map[string]int{"a": 0, "b": 1, "c": 2}
	later := func(l scoring.Line) func(scoring.Line) bool {
		return func(o scoring.Line) bool { return order[l.NS] > order[o.NS] }
	}
	if w := mirrorSlip(odd, []scoring.Line{n1, n2}, later(odd)); !strings.Contains(w, "declared by E") {
		t.Errorf("the outnumbered 4♠= by E is not warned: %q", w)
	}
	if w := mirrorSlip(n2, []scoring.Line{odd, n1}, later(n2)); w != "" {
		t.Errorf("4♠= by N with the field warned: %q", w)
	}
	// One each way: the later line, not the earlier.
	if w := mirrorSlip(n1, []scoring.Line{odd}, later(n1)); w == "" {
		t.Errorf("the later of two mirrors is not warned")
	}
	if w := mirrorSlip(odd, []scoring.Line{n1}, later(odd)); w != "" {
		t.Errorf("the earlier of two mirrors is warned: %q", w)
	}
}

// TestSlipFalseAlarms enters every line of the real and sample sessions in
// testdata, in the order of the file, as a director would, and counts the
// lines warned as they are typed and once the board is complete. These are
// finished, checked results: every warning is a false alarm.
func TestSlipFalseAlarms(t *testing.T) {
	all, _ := filepath.Glob("../testdata/real/*.xml")
	more, _ := filepath.Glob("../testdata/sessions/*/session.csv")
	var files []string
	for _, f := range append(all, more...) {
		if !IsTeamsFile(f) { // a teams file's lines are not a pairs traveller
			files = append(files, f)
		}
	}
	if len(files) < 3 {
		t.Fatalf("found %d sessions in testdata", len(files))
	}
	lines, atEntry, atEnd := 0, 0, 0
	for _, f := range files {
		rf, err := interchange.ReadFile(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		sections := rf.Sections
		if sections == nil {
			sections = []*interchange.ResultsFile{rf}
		}
		for _, sec := range sections {
			byBoard := map[int][]scoring.Line{}
			for _, l := range sec.Session.Lines {
				lines++
				if mirrorSlip(l, byBoard[l.Board], func(scoring.Line) bool { return true }) != "" {
					atEntry++
					t.Logf("%s board %d, %s v %s warned as typed: %s", filepath.Base(f), l.Board, l.NS, l.EW, l.Describe())
				}
				byBoard[l.Board] = append(byBoard[l.Board], l)
			}
			for _, ls := range byBoard {
				for i, l := range ls {
					others := append(append([]scoring.Line(nil), ls[:i]...), ls[i+1:]...)
					later := func(o scoring.Line) bool {
						for j := range ls {
							if ls[j].NS == o.NS && ls[j].EW == o.EW {
								return i > j
							}
						}
						return true
					}
					if mirrorSlip(l, others, later) != "" {
						atEnd++
						t.Logf("%s board %d, %s v %s warned once the board is in: %s", filepath.Base(f), l.Board, l.NS, l.EW, l.Describe())
					}
				}
			}
		}
	}
	caught, slips := slipsCaught(t, files)
	t.Logf("%d of %d lines typed the wrong way round are warned as typed (%.1f%%)", caught, slips, 100*float64(caught)/float64(slips))
	// Only a slip whose right result stands at another table has a mirror
	// to be found: about half of them on a club night's boards.
	if caught*5 < slips*2 {
		t.Errorf("only %d of %d slips caught", caught, slips)
	}
	t.Logf("%d lines in %d sessions: %d warned as typed (%.2f%%), %d once every board is in (%.2f%%)",
		lines, len(files), atEntry, 100*float64(atEntry)/float64(lines), atEnd, 100*float64(atEnd)/float64(lines))
	// A warning on more than one line in two hundred would teach a
	// director to ignore them.
	if atEntry*200 > lines || atEnd*200 > lines {
		t.Errorf("false alarms: %d and %d of %d lines", atEntry, atEnd, lines)
	}
}

// slipsCaught types every played line of the sessions the wrong way round
// after the rest of its board, as a director might: a bare score with its
// sign turned, and a contract with the declarer moved to the other side
// (N for E, S for W) and scored again. It counts those warned.
func slipsCaught(t *testing.T, files []string) (caught, slips int) {
	t.Helper()
	turn := map[scoring.Seat]scoring.Seat{scoring.North: scoring.East, scoring.East: scoring.North, scoring.South: scoring.West, scoring.West: scoring.South}
	for _, f := range files {
		rf, err := interchange.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sections := rf.Sections
		if sections == nil {
			sections = []*interchange.ResultsFile{rf}
		}
		for _, sec := range sections {
			byBoard := map[int][]scoring.Line{}
			for _, l := range sec.Session.Lines {
				byBoard[l.Board] = append(byBoard[l.Board], l)
			}
			for _, ls := range byBoard {
				for i, l := range ls {
					if l.Kind != scoring.Played || l.Score == 0 {
						continue
					}
					others := append(append([]scoring.Line(nil), ls[:i]...), ls[i+1:]...)
					bare := l
					bare.Result, bare.Score = nil, -l.Score
					wrong := []scoring.Line{bare}
					if l.Result != nil && !l.Result.PassedOut() {
						r := *l.Result
						r.Declarer = turn[r.Declarer]
						w := l
						w.Result, w.Score = &r, r.Score(scoring.Vul(l.Board))
						wrong = append(wrong, w)
					}
					for _, w := range wrong {
						slips++
						if mirrorSlip(w, others, func(scoring.Line) bool { return true }) != "" {
							caught++
						}
					}
				}
			}
		}
	}
	return caught, slips
}
