package interchange

import (
	"bytes"
	"errors"
	"math/big"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// bwFile is a BridgeWebs CSV file read back as its sections: the options
// in order, each #Scores block's rows under its header, and each board's
// traveller rows under the travellers' header.
type bwFile struct {
	options    [][]string
	scores     []bwTable
	travHead   []string
	travellers map[int][][]string
}

type bwTable struct {
	head []string
	rows [][]string
}

func readBW(t *testing.T, text string) bwFile {
	t.Helper()
	f := bwFile{travellers: map[int][][]string{}}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if lines[0] != "#Version;std1" {
		t.Fatalf("first line %q, want #Version;std1 (it sets the separator)", lines[0])
	}
	section, board := "", 0
	for i := 0; i < len(lines); i++ {
		l := strings.Split(lines[i], bwSep)
		switch strings.ToLower(l[0]) {
		case "#scores":
			section = "scores"
			i++
			f.scores = append(f.scores, bwTable{head: strings.Split(lines[i], bwSep)})
		case "#travellers":
			section = "travellers"
			i++
			f.travHead = strings.Split(lines[i], bwSep)
		case "#board":
			n, err := strconv.Atoi(l[1])
			if err != nil || section != "travellers" {
				t.Fatalf("line %d: %q", i+1, lines[i])
			}
			board = n
			f.travellers[n] = [][]string{}
		default:
			switch {
			case strings.HasPrefix(l[0], "#"):
				if section != "" {
					t.Fatalf("line %d: an option %q after the data", i+1, lines[i])
				}
				f.options = append(f.options, l)
			case section == "scores":
				s := &f.scores[len(f.scores)-1]
				s.rows = append(s.rows, l)
			case section == "travellers" && board > 0:
				f.travellers[board] = append(f.travellers[board], l)
			default:
				t.Fatalf("line %d: data %q outside a section", i+1, lines[i])
			}
		}
	}
	return f
}

func (f bwFile) option(name string) string {
	for _, o := range f.options {
		if strings.EqualFold(o[0], "#"+name) && len(o) > 1 {
			return o[1]
		}
	}
	return ""
}

// rat reads a figure written in the file exactly.
func rat(t *testing.T, s string) *big.Rat {
	t.Helper()
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		t.Fatalf("figure %q", s)
	}
	return r
}

func scoredSession(t *testing.T, name string, method scoring.Method) (*ResultsFile, *scoring.Standings) {
	t.Helper()
	rf, err := ReadFile(filepath.Join(sessionsDir, name, "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	rf.Session.Method, rf.Session.Rules = method, scoring.WBF
	st, err := scoring.Score(&rf.Session)
	if err != nil {
		t.Fatal(err)
	}
	return rf, st
}

// The BridgeWebs CSV file of a session holds, in the layout BridgeWebs'
// guide and a program that uploads to it give, every figure of the
// standings: each field's ranking (one block a winner, North-South first),
// each pair's place, score (its points on the boards it played, each
// board's points in its column, X where it did not play), top, percentage
// and master points, and every traveller line with its score, points and
// contract.
func TestBridgeWebsFileHoldsTheStandings(t *testing.T) {
	for _, c := range []struct {
		session string
		winners int
	}{{"mitchell-7t", 2}, {"howell-4t", 1}} {
		t.Run(c.session, func(t *testing.T) {
			rf, st := scoredSession(t, c.session, scoring.Matchpoints)
			rf.Name, rf.Date = "Tuesday Pairs", "06/10/2026"
			rf.Awards = &USEBIOAwards{Points: map[AwardPair]string{}}
			first := st.Pairs[0]
			rf.Awards.Points[AwardPair{ID: first.ID, Direction: first.Direction}] = "0.56"
			var b bytes.Buffer
			if err := WriteBridgeWebs(&b, rf, st); err != nil {
				t.Fatal(err)
			}
			f := readBW(t, b.String())
			boards := map[int]bool{}
			for _, bd := range st.Boards {
				boards[bd.Board] = true
			}
			if f.option("Title") != "Tuesday Pairs" || f.option("Date") != "06/10/2026" || f.option("Source") != "bridgescore" ||
				f.option("Boards") != strconv.Itoa(len(boards)) || f.option("Winners") != strconv.Itoa(c.winners) || f.option("Crossimp") != "" {
				t.Errorf("options %v", f.options)
			}
			if len(f.scores) != c.winners {
				t.Fatalf("%d #Scores blocks, want one a winner (%d)", len(f.scores), c.winners)
			}
			wantHead := "Position;Pair;Name1;Name2;Score;Tops;Percent;Mpts;Boards"
			byPair := map[string][]string{}
			n := 0
			for k, s := range f.scores {
				if strings.Join(s.head, ";") != wantHead {
					t.Errorf("header %q, want %q", strings.Join(s.head, ";"), wantHead)
				}
				for _, row := range s.rows {
					if len(row) != 8+len(boards) {
						t.Fatalf("row %v: %d columns, want 8 and one a board", row, len(row))
					}
					p := st.Pairs[n]
					n++
					if c.winners == 2 && p.Direction != []string{"NS", "EW"}[k] {
						t.Errorf("block %d holds pair %s %s", k, p.ID, p.Direction)
					}
					byPair[p.ID+p.Direction] = row
					if row[0] != p.Rank || row[1] != bwPair(p.ID, p.Direction) || row[2] != p.Names[0] || row[3] != p.Names[1] {
						t.Errorf("row %v for pair %s placed %s, %v", row[:4], p.ID, p.Rank, p.Names)
					}
					if row[6] != scoring.FormatRat(p.Percent, 2) {
						t.Errorf("pair %s: percent %s, standings %s", p.ID, row[6], scoring.FormatRat(p.Percent, 2))
					}
					want := ""
					if p.ID == first.ID && p.Direction == first.Direction {
						want = "0.56"
					}
					if row[7] != want {
						t.Errorf("pair %s: master points %q, want %q", p.ID, row[7], want)
					}
					// The score is the pair's points on the boards it played,
					// each board's in its column, the top each board's top
					// where the pair played: as the standings have them.
					sum, top, played := new(big.Rat), new(big.Rat), 0
					for i, bd := range st.Boards {
						cell := row[8+i]
						pts := pairPoints(bd, p)
						if pts == nil {
							if cell != "X" {
								t.Errorf("pair %s board %d: %q, want X", p.ID, bd.Board, cell)
							}
							continue
						}
						played++
						sum.Add(sum, pts)
						top.Add(top, bd.Top)
						if cell != scoring.FormatPoints(pts) {
							t.Errorf("pair %s board %d: %q, standings %s", p.ID, bd.Board, cell, scoring.FormatPoints(pts))
						}
					}
					if played != p.Boards || row[4] != scoring.FormatPoints(sum) || row[5] != scoring.FormatPoints(top) {
						t.Errorf("pair %s: score %s top %s; standings %s, %s on %d boards", p.ID, row[4], row[5], scoring.FormatPoints(sum), scoring.FormatPoints(top), played)
					}
				}
			}
			if n != len(st.Pairs) {
				t.Errorf("%d pairs ranked, standings %d", n, len(st.Pairs))
			}
			if strings.Join(f.travHead, ";") != "NS;EW;NSScore;EWScore;NSPts;EWPts;Contract;Tricks;Declarer;Lead" {
				t.Errorf("travellers' header %v", f.travHead)
			}
			for _, bd := range st.Boards {
				rows := f.travellers[bd.Board]
				if len(rows) != len(bd.Lines) {
					t.Fatalf("board %d: %d lines, standings %d", bd.Board, len(rows), len(bd.Lines))
				}
				for _, l := range bd.Lines {
					var row []string
					for _, r := range rows {
						if r[0] == bwPair(l.NS, "NS") && r[1] == bwPair(l.EW, "EW") {
							row = r
						}
					}
					if row == nil {
						t.Fatalf("board %d: no line %s v %s", bd.Board, l.NS, l.EW)
					}
					score := row[2]
					if row[3] != "" {
						score = "-" + row[3]
					}
					switch l.Kind {
					case scoring.Artificial:
						if row[2] != strconv.Itoa(l.NSPercent)+"%" || row[3] != strconv.Itoa(l.EWPercent)+"%" {
							t.Errorf("board %d %s v %s: adjusted %q %q, want %d%% %d%%", bd.Board, l.NS, l.EW, row[2], row[3], l.NSPercent, l.EWPercent)
						}
					default:
						if (row[2] == "") == (row[3] == "") || score != strconv.Itoa(l.Score) {
							t.Errorf("board %d %s v %s: scores %q %q, want %d", bd.Board, l.NS, l.EW, row[2], row[3], l.Score)
						}
					}
					if row[4] != scoring.FormatPoints(l.NSPoints) || row[5] != scoring.FormatPoints(l.EWPoints) {
						t.Errorf("board %d %s v %s: points %s %s", bd.Board, l.NS, l.EW, row[4], row[5])
					}
					if l.Result != nil && !l.Result.PassedOut() && (row[7] != strconv.Itoa(l.Result.Tricks) || row[8] != l.Result.Declarer.String()) {
						t.Errorf("board %d %s v %s: tricks %s by %s", bd.Board, l.NS, l.EW, row[7], row[8])
					}
				}
			}
		})
	}
}

// Adjusted scores are written as each side's percentage in the score
// columns, a board not played is left off its traveller and marked X in
// the pair's columns, contracts are written with N for no trumps and *
// for doubled, leads rank first; an IMP session says so (#Crossimp,
// #Butler) and gives IMPs without top or percentage; a session of several
// sections is refused, saying so.
func TestBridgeWebsFileNotations(t *testing.T) {
	rf, _ := scoredSession(t, "howell-4t", scoring.Matchpoints)
	s := &rf.Session
	lines := map[int]int{}
	for i, l := range s.Lines {
		if _, ok := lines[l.Board]; !ok {
			lines[l.Board] = i
		}
	}
	art := &s.Lines[lines[1]]
	art.Kind, art.NSPercent, art.EWPercent, art.Result, art.Score = scoring.Artificial, 60, 40, nil, 0
	np := &s.Lines[lines[2]]
	np.Kind, np.Result, np.Score = scoring.NotPlayed, nil, 0
	dbl := &s.Lines[lines[3]]
	dbl.Result = &scoring.Result{Contract: scoring.Contract{Level: 3, Strain: scoring.NoTrump, Doubled: scoring.Doubled}, Declarer: scoring.South, Tricks: 8}
	dbl.Score, dbl.Lead = -200, "H10"
	st, err := scoring.Score(s)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteBridgeWebs(&b, rf, st); err != nil {
		t.Fatal(err)
	}
	f := readBW(t, b.String())
	row := func(board int, ns string) []string {
		for _, r := range f.travellers[board] {
			if r[0] == ns {
				return r
			}
		}
		return nil
	}
	if r := row(1, art.NS); r == nil || r[2] != "60%" || r[3] != "40%" || r[6] != "" {
		t.Errorf("the adjusted score written %v", r)
	}
	if r := row(2, np.NS); r != nil {
		t.Errorf("a board not played is on the traveller: %v", r)
	}
	if r := row(3, dbl.NS); r == nil || r[2] != "" || r[3] != "200" || r[6] != "3N*" || r[7] != "8" || r[8] != "S" || r[9] != "TH" {
		t.Errorf("3NT doubled by South down one written %v", r)
	}
	for _, sc := range f.scores {
		for _, r := range sc.rows {
			if (r[1] == np.NS || r[1] == np.EW) && r[7+1] != "X" {
				t.Errorf("pair %s's board 2 written %q, want X", r[1], r[7+1])
			}
		}
	}

	for method, flag := range map[scoring.Method]string{scoring.CrossIMPs: "Crossimp", scoring.Butler: "Butler"} {
		rf, st := scoredSession(t, "mitchell-7t", method)
		var b bytes.Buffer
		if err := WriteBridgeWebs(&b, rf, st); err != nil {
			t.Fatal(err)
		}
		f := readBW(t, b.String())
		if f.option(flag) != "1" {
			t.Errorf("%s: options %v", method, f.options)
		}
		for _, r := range f.scores[0].rows {
			if r[5] != "" || r[6] != "" {
				t.Errorf("%s: pair %s has a top %q or percentage %q", method, r[1], r[5], r[6])
			}
			sum := new(big.Rat)
			for _, c := range r[7:] {
				if c != "X" {
					sum.Add(sum, rat(t, c))
				}
			}
			// Each board's column differs from the pair's IMPs there by
			// its rounding only.
			if d := new(big.Rat).Abs(new(big.Rat).Sub(rat(t, r[4]), sum)); d.Cmp(big.NewRat(int64(len(r)-7), 200)) > 0 {
				t.Errorf("%s: pair %s's IMPs %s, columns add to %s", method, r[1], r[4], sum.FloatString(2))
			}
		}
	}

	two := &ResultsFile{Sections: []*ResultsFile{{}, {}}}
	if err := WriteBridgeWebs(&b, two, st); !errors.Is(err, ErrBridgeWebsSections) {
		t.Errorf("a session of two sections: %v", err)
	}
}

// A name holding the separator or a line end cannot break its row.
func TestBridgeWebsFieldKept(t *testing.T) {
	for in, want := range map[string]string{"Ann;Able": "Ann Able", "Bob\tBaker": "Bob Baker", "Cy\r\nCole": "Cy  Cole", "Di Dale": "Di Dale"} {
		if got := bwField(in); got != want {
			t.Errorf("bwField(%q) = %q, want %q", in, got, want)
		}
	}
	for _, c := range [][3]string{{"3NS", "NS", "3"}, {"12EW", "EW", "12"}, {"7", "", "7"}, {"A3", "NS", "A3"}, {"NS", "NS", "NS"}} {
		if got := bwPair(c[0], c[1]); got != c[2] {
			t.Errorf("bwPair(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

// pairPoints are a pair's points on a board in the standings, nil where
// it has none.
func pairPoints(bd scoring.BoardResult, p scoring.PairResult) *big.Rat {
	for _, l := range bd.Lines {
		if l.Kind == scoring.NotPlayed {
			continue
		}
		if l.NS == p.ID && (p.Direction == "" || p.Direction == "NS") {
			return l.NSPoints
		}
		if l.EW == p.ID && (p.Direction == "" || p.Direction == "EW") {
			return l.EWPoints
		}
	}
	return nil
}
