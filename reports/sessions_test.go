package reports

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

const sessionsDir = "../testdata/sessions"

// loadSession reads a sample session and scores it the way the report
// command does.
func loadSession(t testing.TB, name string, method scoring.Method, rules scoring.Rules) *Results {
	t.Helper()
	rf, err := interchange.ReadFile(filepath.Join(sessionsDir, name, "session.xml"))
	if err != nil {
		t.Fatalf("reading %s: %v", name, err)
	}
	s := rf.Session
	s.Method, s.Rules = method, rules
	st, err := scoring.Score(&s)
	if err != nil {
		t.Fatalf("scoring %s: %v", name, err)
	}
	return &Results{Club: rf.Club, Event: rf.Name, Date: rf.Date, Standings: st, Session: &s}
}

// expected is the independently computed scoring of a sample session.
type expected struct {
	Pairs []struct {
		Pair      string   `json:"pair"`
		Direction string   `json:"direction"`
		Total     float64  `json:"total"`
		Percent   *float64 `json:"percent"`
		Rank      string   `json:"rank"`
	} `json:"pairs"`
}

func loadExpected(t *testing.T, session, file string) expected {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(sessionsDir, session, file))
	if err != nil {
		t.Fatal(err)
	}
	var e expected
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatal(err)
	}
	return e
}

// sampleMovement is the movement the sample session was played to, for
// the score cards' rounds and the guide cards.
func sampleMovement(t *testing.T, session string) *movements.Movement {
	t.Helper()
	var m *movements.Movement
	var err error
	switch session {
	case "howell-4t":
		m, err = movements.NewHowell(movements.HowellOptions{Tables: 4, BoardsPerRound: 4})
	default:
		m, err = movements.NewMitchell(movements.MitchellOptions{Tables: 7, BoardsPerRound: 4})
	}
	if err != nil {
		t.Fatal(err)
	}
	return m
}

var allReports = []Report{Ranking, Recap, ScoreCards, Travellers, GuideCards}

// TestSampleSessionsPrint prints every report for a Mitchell and a Howell
// session on both paper sizes and reads the PDF back as a person would:
// every pair's place, names and percentage on the ranking, every contract
// with its suit symbol on the travellers, and the page numbering.
func TestSampleSessionsPrint(t *testing.T) {
	for _, session := range []string{"mitchell-7t", "howell-4t"} {
		for _, paper := range []Paper{A4, Letter} {
			t.Run(session+"/"+string(paper), func(t *testing.T) {
				r := loadSession(t, session, scoring.Matchpoints, scoring.WBF)
				r.Movement = sampleMovement(t, session)
				pdf := render(t, r, allReports, paper)
				pages := pdfText(t, pdf)
				all := strings.Join(pages, "\n")

				// Ranking: place, pair, names and percentage on one line,
				// checked against the independently computed results.
				ranking := pages[0]
				exp := loadExpected(t, session, "expected_wbf_mp.json")
				for _, p := range exp.Pairs {
					var pr scoring.Pair
					for _, x := range r.Session.Pairs {
						if x.ID == p.Pair {
							pr = x
						}
					}
					pct := fmt.Sprintf("%.2f", *p.Percent)
					re := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(p.Rank) + `\s+` + regexp.QuoteMeta(p.Pair) +
						`\s+` + regexp.QuoteMeta(names(pr)) + `\s+\d+\s+[\d.]+\s+` + regexp.QuoteMeta(pct) + `\s*$`)
					if !re.MatchString(ranking) {
						t.Errorf("ranking has no line for pair %s placed %s with %s%% (names %q)", p.Pair, p.Rank, pct, names(pr))
					}
				}

				// Travellers: every contract, with its suit symbol.
				for _, l := range r.Session.Lines {
					if l.Result == nil || l.Result.PassedOut() {
						continue
					}
					if sym := l.Result.Contract.Symbol(); !strings.Contains(all, sym) {
						t.Errorf("board %d: contract %s not printed", l.Board, sym)
					}
				}
				for _, sym := range []string{"♠", "♥", "♦", "♣"} {
					if !strings.Contains(all, sym) {
						t.Errorf("no %s printed", sym)
					}
				}
				for _, want := range []string{"Board 1 ", "Dealer N", "Vulnerable: None", "Recap sheet", "Table 1", "Pair 2"} {
					if !strings.Contains(all, want) {
						t.Errorf("%q not printed", want)
					}
				}
				if session == "mitchell-7t" && !strings.Contains(all, "Average / Average") && !strings.Contains(all, "Average to both sides") && !strings.Contains(all, "Ave / Ave") {
					t.Errorf("the A50-50 adjusted line is not spelled out")
				}

				// Every page numbered "Page x of y".
				for i, pg := range pages {
					want := fmt.Sprintf("Page %d of %d", i+1, len(pages))
					if !strings.Contains(pg, want) {
						t.Errorf("page %d lacks %q", i+1, want)
					}
				}

				fonts := pdfFonts(t, pdf)
				if !strings.Contains(strings.ToLower(fonts), "dejavu") {
					t.Fatalf("DejaVu font not in the PDF:\n%s", fonts)
				}
				for _, line := range strings.Split(fonts, "\n") {
					if strings.Contains(strings.ToLower(line), "dejavu") && !regexp.MustCompile(`\s+yes\s+\S+\s+\S+\s+\d+\s+\d+\s*$`).MatchString(line) {
						t.Errorf("font not embedded: %s", line)
					}
				}
			})
		}
	}
}

// TestScoreCardsInRoundOrder checks a Howell pair's card against the
// published 4-table Howell: pair 1 meets pair 8 at table 1 on boards 1–4
// in round 1.
func TestScoreCardsInRoundOrder(t *testing.T) {
	r := loadSession(t, "howell-4t", scoring.Matchpoints, scoring.WBF)
	r.Movement = sampleMovement(t, "howell-4t")
	v := newView(r)
	rows := v.cards["1 "]
	if len(rows) != 28 {
		t.Fatalf("pair 1 has %d boards on its card, want 28", len(rows))
	}
	for i, c := range rows {
		if c.Round == 0 {
			t.Fatalf("board %d not placed in a round", c.Board)
		}
		if i > 0 && c.Round < rows[i-1].Round {
			t.Errorf("board %d (round %d) after round %d", c.Board, c.Round, rows[i-1].Round)
		}
	}
	first := rows[0]
	if first.Round != 1 || first.Table != 1 || first.Board != 1 || first.Opponents != "8" || first.Dir != "EW" {
		t.Errorf("first row = round %d table %d board %d v %s %s, want round 1 table 1 board 1 v 8 EW",
			first.Round, first.Table, first.Board, first.Opponents, first.Dir)
	}
}

// TestIMPReports prints the cross-IMP scoring of the Howell: totals with
// their sign and no percentages.
func TestIMPReports(t *testing.T) {
	r := loadSession(t, "howell-4t", scoring.CrossIMPs, scoring.WBF)
	pages := pdfText(t, render(t, r, AllResults, A4))
	exp := loadExpected(t, "howell-4t", "expected_wbf_ximp.json")
	for _, p := range exp.Pairs {
		want := total(new(big.Rat).SetFloat64(p.Total), true)
		re := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(p.Rank) + `\s+` + regexp.QuoteMeta(p.Pair) + `\s+.*\s` + regexp.QuoteMeta(want) + `\s*$`)
		if !re.MatchString(pages[0]) {
			t.Errorf("ranking has no line for pair %s placed %s with %s IMPs", p.Pair, p.Rank, want)
		}
	}
	if strings.Contains(pages[0], "Matchpoints") || strings.Contains(pages[0], "%") {
		t.Errorf("IMP ranking shows matchpoints or percentages:\n%s", pages[0])
	}
}

// TestBareNumberMitchell keeps pair 1 NS and pair 1 EW apart when a
// Mitchell numbers its pairs without directions.
func TestBareNumberMitchell(t *testing.T) {
	r := loadSession(t, "mitchell-8t", scoring.Matchpoints, scoring.WBF)
	v := newView(r)
	ns, ew := v.cards["1 NS"], v.cards["1 EW"]
	if len(ns) == 0 || len(ew) == 0 {
		t.Fatalf("pair 1 NS has %d boards and pair 1 EW %d", len(ns), len(ew))
	}
	for _, c := range ns {
		if c.Dir != "NS" {
			t.Errorf("pair 1 NS card holds board %d played %s", c.Board, c.Dir)
		}
	}
	for _, c := range ew {
		if c.Dir != "EW" {
			t.Errorf("pair 1 EW card holds board %d played %s", c.Board, c.Dir)
		}
	}
	all := strings.Join(pdfText(t, render(t, r, []Report{ScoreCards}, A4)), "\n")
	for _, want := range []string{"Pair 1 NS", "Pair 1 EW"} {
		if !strings.Contains(all, want) {
			t.Errorf("no score card headed %q", want)
		}
	}
}

// TestRecapMatchesExpected reads every pair's row of the recap sheet back
// from the PDF and compares it, board by board, with the independently
// computed matchpoints.
func TestRecapMatchesExpected(t *testing.T) {
	for _, session := range []string{"mitchell-7t", "howell-4t"} {
		t.Run(session, func(t *testing.T) {
			r := loadSession(t, session, scoring.Matchpoints, scoring.WBF)
			text := strings.Join(pdfText(t, render(t, r, []Report{Recap}, A4)), "\n")
			v := newView(r)
			b, err := os.ReadFile(filepath.Join(sessionsDir, session, "expected_wbf_mp.json"))
			if err != nil {
				t.Fatal(err)
			}
			var exp struct {
				Boards []struct {
					Board int `json:"board"`
					Lines []struct {
						NS       string   `json:"ns"`
						EW       string   `json:"ew"`
						NSPoints *float64 `json:"nsPoints"`
						EWPoints *float64 `json:"ewPoints"`
					} `json:"lines"`
				} `json:"boards"`
				Pairs []struct {
					Pair      string  `json:"pair"`
					Direction string  `json:"direction"`
					Percent   float64 `json:"percent"`
				} `json:"pairs"`
			}
			if err := json.Unmarshal(b, &exp); err != nil {
				t.Fatal(err)
			}
			for _, p := range exp.Pairs {
				var want []string
				for _, bd := range exp.Boards {
					for _, l := range bd.Lines {
						var pts *float64
						switch {
						case l.NS == p.Pair && p.Direction != "EW":
							pts = l.NSPoints
						case l.EW == p.Pair && p.Direction != "NS":
							pts = l.EWPoints
						default:
							continue
						}
						if pts != nil {
							want = append(want, v.pointsText(new(big.Rat).SetFloat64(*pts)))
						}
					}
				}
				// The pair's row in every block of boards: its points
				// with the marks taken off, then the total and percentage.
				re := regexp.MustCompile(`(?m)^[ \t]*` + regexp.QuoteMeta(p.Pair) + `(([ \t]+\S+)+)[ \t]*$`)
				var got []string
				rows := re.FindAllStringSubmatch(text, -1)
				for _, m := range rows {
					f := strings.Fields(m[1])
					if pct := fmt.Sprintf("%.2f", p.Percent); f[len(f)-1] != pct {
						t.Errorf("pair %s: row ends %s, want its percentage %s", p.Pair, f[len(f)-1], pct)
					}
					for _, c := range f[:len(f)-2] {
						if c != markAdjusted && c != markNotPlayed && c != markSitOut {
							got = append(got, c)
						}
					}
				}
				if len(rows) < 2 {
					t.Errorf("pair %s: %d rows; 28 boards on A4 at one type size need two blocks", p.Pair, len(rows))
				}
				if strings.Join(got, " ") != strings.Join(want, " ") {
					t.Errorf("pair %s recap row:\n got %v\nwant %v", p.Pair, got, want)
				}
			}
		})
	}
}

// TestTravellersMatchExpected reads every traveller line back from the PDF:
// the two pairs, then the NS and EW points at the end of the line, as the
// independent scoring has them.
func TestTravellersMatchExpected(t *testing.T) {
	for _, session := range []string{"mitchell-7t", "howell-4t"} {
		t.Run(session, func(t *testing.T) {
			r := loadSession(t, session, scoring.Matchpoints, scoring.ACBL)
			pages := pdfText(t, render(t, r, []Report{Travellers}, Letter))
			v := newView(r)
			b, err := os.ReadFile(filepath.Join(sessionsDir, session, "expected_acbl_mp.json"))
			if err != nil {
				t.Fatal(err)
			}
			var exp struct {
				Boards []struct {
					Board int `json:"board"`
					Lines []struct {
						NS       string   `json:"ns"`
						EW       string   `json:"ew"`
						NSPoints *float64 `json:"nsPoints"`
						EWPoints *float64 `json:"ewPoints"`
					} `json:"lines"`
				} `json:"boards"`
			}
			if err := json.Unmarshal(b, &exp); err != nil {
				t.Fatal(err)
			}
			// Each board's traveller, from its heading to the next.
			all := strings.Join(pages, "\n")
			for _, bd := range exp.Boards {
				start := strings.Index(all, fmt.Sprintf("Board %d ", bd.Board))
				if start < 0 {
					t.Errorf("no traveller for board %d", bd.Board)
					continue
				}
				trav := all[start:]
				if end := strings.Index(trav[1:], "Board "); end > 0 {
					trav = trav[:end+1]
				}
				for _, l := range bd.Lines {
					if l.NSPoints == nil {
						continue
					}
					ns, ew := v.pointsText(new(big.Rat).SetFloat64(*l.NSPoints)), v.pointsText(new(big.Rat).SetFloat64(*l.EWPoints))
					re := regexp.MustCompile(`(?m)^[ \t]*` + regexp.QuoteMeta(l.NS) + `[ \t]+` + regexp.QuoteMeta(l.EW) + `[ \t].*[ \t]` +
						regexp.QuoteMeta(ns) + `[ \t]+` + regexp.QuoteMeta(ew) + `[ \t]*$`)
					if !re.MatchString(trav) {
						t.Errorf("board %d: no line %s v %s with %s / %s points", bd.Board, l.NS, l.EW, ns, ew)
					}
				}
			}
		})
	}
}
