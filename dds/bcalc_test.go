package dds

import (
	"bufio"
	"errors"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// analysedBoard is one board of a hand record analysed by another solver:
// its tricks by declarer and strain, and its par score.
type analysedBoard struct {
	board    scoring.Deal
	tricks   map[scoring.Seat]map[scoring.Strain]int
	parScore int
	// minimax is the par contract as Big Deal's Minimax tag writes it:
	// level, strain, D when doubled, declarer, then the score.
	minimax string
}

var (
	tagLine  = regexp.MustCompile(`^\[(\w+) "(.*)"\]$`)
	ortLine  = regexp.MustCompile(`^([NESW])\s+(NT|[SHDC])\s+(\d+)$`)
	strainOf = map[string]scoring.Strain{"S": scoring.Spades, "H": scoring.Hearts, "D": scoring.Diamonds, "C": scoring.Clubs, "NT": scoring.NoTrump}
	seatOf   = map[string]scoring.Seat{"N": scoring.North, "E": scoring.East, "S": scoring.South, "W": scoring.West}
)

// readAnalysed reads a PBN hand record with its analysis, written here
// from the PBN standard rather than with bridgescore's own reader: the
// OptimumResultTable rows and OptimumScore of PBN 2.1, or, as Big Deal
// and JFR write them, Ability ("N:89797": NT, spades, hearts, diamonds,
// clubs, in hexadecimal) and Minimax ("4HW-420").
func readAnalysed(t *testing.T, path string) []analysedBoard {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []analysedBoard
	var cur *analysedBoard
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\ufeff"))
		if m := ortLine.FindStringSubmatch(line); m != nil && cur != nil {
			n, _ := strconv.Atoi(m[3])
			cur.tricks[seatOf[m[1]]][strainOf[m[2]]] = n
			continue
		}
		m := tagLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		switch tag, v := m[1], m[2]; tag {
		case "Board":
			n, _ := strconv.Atoi(v)
			out = append(out, analysedBoard{board: scoring.Deal{Board: n}, tricks: map[scoring.Seat]map[scoring.Strain]int{}})
			cur = &out[len(out)-1]
			for _, s := range seatOf {
				cur.tricks[s] = map[scoring.Strain]int{}
			}
		case "Dealer":
			cur.board.Dealer = seatOf[v]
		case "Vulnerable":
			cur.board.Vul = map[string]scoring.Vulnerability{"None": scoring.VulNone, "NS": scoring.VulNS, "EW": scoring.VulEW, "All": scoring.VulAll}[v]
		case "Deal":
			hands := strings.Fields(strings.TrimPrefix(v, "N:"))
			if len(hands) != 4 {
				t.Fatalf("board %d: deal %q", cur.board.Board, v)
			}
			copy(cur.board.Hands[:], hands)
		case "OptimumScore":
			side, score, _ := strings.Cut(v, " ")
			n, _ := strconv.Atoi(score)
			if side == "EW" {
				n = -n
			}
			cur.parScore = n
		case "Ability":
			for _, part := range strings.Fields(v) {
				seat, digits, _ := strings.Cut(part, ":")
				for i, strain := range []scoring.Strain{scoring.NoTrump, scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs} {
					n, _ := strconv.ParseInt(digits[i:i+1], 16, 0)
					if old, ok := cur.tricks[seatOf[seat]][strain]; ok && old != int(n) {
						t.Fatalf("board %d: %s %s: Ability %d, OptimumResultTable %d", cur.board.Board, seat, strain, n, old)
					}
					cur.tricks[seatOf[seat]][strain] = int(n)
				}
			}
		case "Minimax":
			cur.minimax = v
			score := regexp.MustCompile(`-?\d+$`).FindString(v[2:])
			n, _ := strconv.Atoi(score)
			cur.parScore = n
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestAgainstBCalcAndBigDeal analyses 64 boards dealt by Big Deal and
// analysed by two solvers other than DDS — BCalc (through BCDD, writing
// OptimumResultTable, OptimumScore, Ability and Minimax) and Big Deal's
// own MiniMax (Ability and Minimax) — and requires the same 20 numbers
// and the same par score from all three for every board, and DDS's par
// contracts to include the strain, level and side of theirs.
func TestAgainstBCalcAndBigDeal(t *testing.T) {
	bcalc := readAnalysed(t, "../testdata/dds/bcdd-test1.bcdd-1-64.pbn")
	bigdeal := readAnalysed(t, "../testdata/dds/bcdd-test1.bigdeal-1-64.pbn")
	if len(bcalc) != 64 || len(bigdeal) != 64 {
		t.Fatalf("%d and %d boards read, want 64 of each", len(bcalc), len(bigdeal))
	}
	boards := make([]scoring.Deal, len(bcalc))
	for i, b := range bcalc {
		boards[i] = b.board
		if bigdeal[i].board != b.board {
			t.Fatalf("board %d differs between the two files", b.board.Board)
		}
	}
	res, err := Analyse(boards)
	if errors.Is(err, ErrUnavailable) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range res {
		for _, other := range []struct {
			name string
			b    analysedBoard
		}{{"BCalc", bcalc[i]}, {"Big Deal", bigdeal[i]}} {
			n := other.b.board.Board
			for seat, byStrain := range other.b.tricks {
				if len(byStrain) != 5 {
					t.Fatalf("board %d: %s gives %d strains for %s", n, other.name, len(byStrain), seat)
				}
				for strain, want := range byStrain {
					if got := r.Tricks.Tricks(seat, strain); got != want {
						t.Errorf("board %d: %s in %s: DDS %d tricks, %s %d", n, seat, strain, got, other.name, want)
					}
				}
			}
			if r.Par.Score != other.b.parScore {
				t.Errorf("board %d: par DDS %+d, %s %+d (%s)", n, r.Par.Score, other.name, other.b.parScore, other.b.minimax)
			}
			if !parContractAmong(other.b.minimax, r.Par.Contracts) {
				t.Errorf("board %d: %s's par contract %s is not among DDS's %v", n, other.name, other.b.minimax, r.Par.Contracts)
			}
		}
	}
}

// parContractAmong tells whether a Minimax contract ("3HDN-100": three
// hearts doubled by North) has the level, strain, doubling and side of
// one of DDS's par contracts ("3HXN", "4SN", "4SS+1").
func parContractAmong(minimax string, contracts []string) bool {
	if minimax == "" {
		return true
	}
	m := regexp.MustCompile(`^([1-7])(N|[SHDC])(D?)([NESW])`).FindStringSubmatch(minimax)
	if m == nil {
		return false
	}
	strain := m[2]
	if strain == "N" {
		strain = "NT"
	}
	dbl := map[string]string{"": "", "D": "X"}[m[3]]
	side := map[string]string{"N": "NS", "S": "NS", "E": "EW", "W": "EW"}[m[4]]
	for _, c := range contracts {
		cm := regexp.MustCompile(`^([1-7])(NT|[SHDC])(X*)([NESW])`).FindStringSubmatch(c)
		if cm == nil {
			continue
		}
		cside := map[string]string{"N": "NS", "S": "NS", "E": "EW", "W": "EW"}[cm[4]]
		if cm[1] == m[1] && cm[2] == strain && cm[3] == dbl && cside == side {
			return true
		}
	}
	return false
}
