package scoring

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"testing"
)

const vectorsPath = "../testdata/scoring_vectors.json"

// dealVectors is the part of the shared test vectors about deal scores and
// Law 2.
type dealVectors struct {
	Boards []struct {
		Board      int    `json:"board"`
		Dealer     string `json:"dealer"`
		Vulnerable string `json:"vulnerable"`
	} `json:"board_dealer_vulnerability"`
	DealScores []struct {
		ID         string `json:"id"`
		Contract   string `json:"contract"`
		Level      int    `json:"level"`
		Strain     string `json:"strain"`
		Doubled    string `json:"doubled"`
		Vulnerable bool   `json:"declarer_vulnerable"`
		Tricks     int    `json:"tricks"`
		Result     string `json:"result"`
		Score      int    `json:"score"`
	} `json:"deal_scores"`
	Grid struct {
		Rows []struct {
			Contract   string `json:"contract"`
			Vulnerable bool   `json:"declarer_vulnerable"`
			Scores     []int  `json:"score_by_tricks_0_to_13"`
		} `json:"rows"`
	} `json:"deal_score_grid"`
}

func loadDealVectors(t testing.TB) dealVectors {
	t.Helper()
	data, err := os.ReadFile(vectorsPath)
	if err != nil {
		t.Fatalf("reading test vectors: %v", err)
	}
	var v dealVectors
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("decoding test vectors: %v", err)
	}
	return v
}

func TestDealScoreVectors(t *testing.T) {
	v := loadDealVectors(t)
	if len(v.DealScores) != 199 {
		t.Fatalf("expected 199 deal_scores cases, found %d", len(v.DealScores))
	}
	for _, tc := range v.DealScores {
		c, err := ParseContract(tc.Contract)
		if err != nil {
			t.Errorf("%s: %v", tc.ID, err)
			continue
		}
		if c.Level != tc.Level || c.Strain.String() != tc.Strain || c.Doubled.String() != tc.Doubled {
			t.Errorf("%s: ParseContract(%q) = %+v, want level %d strain %s doubled %q", tc.ID, tc.Contract, c, tc.Level, tc.Strain, tc.Doubled)
		}
		if got := DealScore(c, tc.Vulnerable, tc.Tricks); got != tc.Score {
			t.Errorf("%s: DealScore(%s, vul=%v, %d tricks) = %d, want %d", tc.ID, c, tc.Vulnerable, tc.Tricks, got, tc.Score)
		}
		// The same case typed as a director would, with the relative result,
		// scored through Result on a board where only the declarer's side is
		// vulnerable or not.
		for _, decl := range []Seat{North, East, South, West} {
			r, err := ParseResult(tc.Contract + decl.String() + tc.Result)
			if err != nil {
				t.Errorf("%s: %v", tc.ID, err)
				continue
			}
			if r.Tricks != tc.Tricks {
				t.Errorf("%s: %s%s%s gives %d tricks, want %d", tc.ID, tc.Contract, decl, tc.Result, r.Tricks, tc.Tricks)
			}
			vul := VulNone
			if tc.Vulnerable {
				vul = VulAll
			}
			want := tc.Score
			if !decl.IsNS() {
				want = -want
			}
			if got := r.Score(vul); got != want {
				t.Errorf("%s: %v.Score(%v) = %d, want %d", tc.ID, r, vul, got, want)
			}
		}
	}
}

func TestDealScoreGrid(t *testing.T) {
	v := loadDealVectors(t)
	cases := 0
	seen := map[string]bool{}
	for _, row := range v.Grid.Rows {
		c, err := ParseContract(row.Contract)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		seen[row.Contract+map[bool]string{true: "V", false: "NV"}[row.Vulnerable]] = true
		if len(row.Scores) != 14 {
			t.Fatalf("%s: %d scores in grid row, want 14", row.Contract, len(row.Scores))
		}
		for tricks, want := range row.Scores {
			cases++
			if got := DealScore(c, row.Vulnerable, tricks); got != want {
				t.Errorf("DealScore(%s, vul=%v, %d tricks) = %d, want %d", c, row.Vulnerable, tricks, got, want)
			}
		}
	}
	// 7 levels x 5 strains x 3 doublings x 2 vulnerabilities x 14 tricks.
	if cases != 2940 || len(seen) != 210 {
		t.Errorf("grid covers %d cases in %d rows, want 2940 in 210", cases, len(seen))
	}
}

// Checks printed in Law 77 summaries (reference scoring.md §1).
func TestDealScoreLandmarks(t *testing.T) {
	tests := []struct {
		contract string
		vul      bool
		tricks   int
		want     int
	}{
		{"1NTXX", true, 13, 3160}, // the largest possible score
		{"7NTXX", true, 13, 2980},
		{"7NTXX", false, 13, 2280},
		{"7NTXX", true, 0, -7600}, // the smallest
		{"7NTXX", false, 0, -7000},
		{"7NTX", false, 0, -3500},
		{"7NTX", true, 0, -3800},
		{"2HX", false, 8, 470}, // doubled into game
		{"1CXX", false, 7, 230},
		{"4C", false, 10, 130}, // partscore
		{"6SX", true, 12, 1660},
		{"PASS", true, 0, 0},
	}
	for _, tc := range tests {
		c, err := ParseContract(tc.contract)
		if err != nil {
			t.Fatal(err)
		}
		if got := DealScore(c, tc.vul, tc.tricks); got != tc.want {
			t.Errorf("DealScore(%s, vul=%v, %d) = %d, want %d", tc.contract, tc.vul, tc.tricks, got, tc.want)
		}
	}
}

func TestResultScoreSign(t *testing.T) {
	tests := []struct {
		result string
		vul    Vulnerability
		want   int
	}{
		{"4SN=", VulNone, 420},
		{"4SN=", VulEW, 420},
		{"4SN=", VulNS, 620},
		{"4SE=", VulNS, -420},
		{"4SE=", VulEW, -620},
		{"3NTW-1", VulAll, 100},
		{"3NTS-1", VulEW, -50},
		{"PASS", VulAll, 0},
	}
	for _, tc := range tests {
		r, err := ParseResult(tc.result)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Score(tc.vul); got != tc.want {
			t.Errorf("%s vul %v: score %d, want %d", tc.result, tc.vul, got, tc.want)
		}
	}
}

func BenchmarkDealScore(b *testing.B) {
	c := Contract{Level: 4, Strain: Spades, Doubled: Doubled}
	for i := 0; b.Loop(); i++ {
		DealScore(c, i&1 == 0, i%14)
	}
}

// The sample sessions give every line's contract, declarer, tricks and the
// NS score worked out independently: each must agree with Law 77 and the
// board's vulnerability, and every score field must read as an entry.
func TestSampleSessionScores(t *testing.T) {
	files, err := filepath.Glob("../testdata/sessions/*/session.xml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no sample sessions: %v", err)
	}
	type xmlLine struct {
		Contract string `xml:"CONTRACT"`
		PlayedBy string `xml:"PLAYED_BY"`
		Tricks   string `xml:"TRICKS"`
		Score    string `xml:"SCORE"`
	}
	var doc struct {
		Boards []struct {
			Number int       `xml:"BOARD_NUMBER"`
			Lines  []xmlLine `xml:"TRAVELLER_LINE"`
		} `xml:"EVENT>BOARD"`
	}
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc.Boards = nil
		dec := xml.NewDecoder(bytes.NewReader(data))
		dec.Strict = false
		if err := dec.Decode(&doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, b := range doc.Boards {
			for _, l := range b.Lines {
				entry, err := ParseEntry(b.Number, l.Score)
				if err != nil {
					t.Errorf("%s board %d: score %q: %v", f, b.Number, l.Score, err)
					continue
				}
				if l.Contract == "" {
					if entry.Kind == Played {
						t.Errorf("%s board %d: bare score %q without a contract", f, b.Number, l.Score)
					}
					continue
				}
				r, err := ParseResultFields(l.Contract, l.PlayedBy, l.Tricks)
				if err != nil {
					t.Errorf("%s board %d: %v", f, b.Number, err)
					continue
				}
				checked++
				if got := r.Score(Vul(b.Number)); got != entry.Score {
					t.Errorf("%s board %d: %s scores %d, file says %s", f, b.Number, r, got, l.Score)
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d lines checked", checked)
	}
}

// Properties that follow from Law 77's tables, over every contract: each
// extra trick is worth something to declarer; doubling raises both the
// reward and the penalty; being vulnerable raises both too; and NS's score
// is the mirror of EW's for the same result.
func TestDealScoreProperties(t *testing.T) {
	for level := 1; level <= 7; level++ {
		for s := Clubs; s <= NoTrump; s++ {
			for d := Undoubled; d <= Redoubled; d++ {
				c := Contract{level, s, d}
				for _, vul := range []bool{false, true} {
					for tricks := 0; tricks <= 13; tricks++ {
						score := DealScore(c, vul, tricks)
						made := tricks >= level+6
						if made != (score > 0) {
							t.Errorf("%s vul=%v %d tricks: score %d has the wrong sign", c, vul, tricks, score)
						}
						if score%10 != 0 || score < -MaxScore || score > MaxScore {
							t.Errorf("%s vul=%v %d tricks: score %d out of range", c, vul, tricks, score)
						}
						if tricks > 0 && DealScore(c, vul, tricks-1) >= score {
							t.Errorf("%s vul=%v: %d tricks score no more than %d", c, vul, tricks, tricks-1)
						}
						if d < Redoubled {
							more := DealScore(Contract{level, s, d + 1}, vul, tricks)
							if (made && more <= score) || (!made && more >= score) {
								t.Errorf("%s vul=%v %d tricks: doubling further gives %d against %d", c, vul, tricks, more, score)
							}
						}
						if !vul {
							v := DealScore(c, true, tricks)
							if (made && v < score) || (!made && v >= score) {
								t.Errorf("%s %d tricks: vulnerable %d against not vulnerable %d", c, tricks, v, score)
							}
						}
					}
				}
			}
		}
	}
	for _, r := range allResults() {
		for v := VulNone; v <= VulAll; v++ {
			mirror := r
			mirror.Declarer = map[Seat]Seat{North: East, East: South, South: West, West: North, 0: 0}[r.Declarer]
			mv := map[Vulnerability]Vulnerability{VulNone: VulNone, VulNS: VulEW, VulEW: VulNS, VulAll: VulAll}[v]
			if r.Score(v) != -mirror.Score(mv) {
				t.Errorf("%s on %v scores %d, but %s on %v scores %d", r, v, r.Score(v), mirror, mv, mirror.Score(mv))
			}
		}
	}
}
