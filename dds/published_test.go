package dds

import (
	"bufio"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// publishedDeal is one deal of DDS's own published test list: the hands,
// dealer and vulnerability, the double-dummy table and the dealer's par.
type publishedDeal struct {
	line      int
	board     scoring.Deal
	table     [20]int // strains S, H, D, C, NT, each for N, E, S, W
	parScore  int
	contracts []string
}

// readPublished reads DDS's dtest list format (library/tests/README.md in
// the DDS repository): "PBN dealer vul trump leader "N:…"", then TABLE with
// 20 numbers and PAR2 with the par score and contracts such as "4C*-NS-1".
func readPublished(t *testing.T, path string) []publishedDeal {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []publishedDeal
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		switch fields[0] {
		case "PBN":
			dealer, _ := strconv.Atoi(fields[1])
			vul, _ := strconv.Atoi(fields[2])
			deal := strings.Trim(strings.Join(fields[5:9], " "), `"`)
			first := strings.IndexByte("NESW", deal[0])
			var b scoring.Deal
			b.Board = len(out) + 1
			b.Dealer = ddsSeatsForTest[dealer]
			b.Vul = [4]scoring.Vulnerability{scoring.VulNone, scoring.VulAll, scoring.VulNS, scoring.VulEW}[vul]
			for i, h := range strings.Fields(deal[2:]) {
				b.Hands[(first+i)%4] = h
			}
			out = append(out, publishedDeal{line: n, board: b})
		case "TABLE":
			d := &out[len(out)-1]
			for i, s := range fields[1:21] {
				d.table[i], _ = strconv.Atoi(s)
			}
		case "PAR2":
			d := &out[len(out)-1]
			d.parScore, _ = strconv.Atoi(strings.Trim(fields[1], `"`))
			for _, c := range fields[2:] {
				d.contracts = append(d.contracts, fromDDSText(strings.Trim(c, `"`))...)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

var ddsSeatsForTest = [4]scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West}

// fromDDSText turns DDS's dealer-par text ("3N-EW+1", "4C*-NS-1",
// "6N-S") into our notation, one contract for each declarer.
func fromDDSText(s string) []string {
	contract, rest, _ := strings.Cut(s, "-")
	sides, result := rest, ""
	if i := strings.IndexAny(rest, "+-"); i >= 0 {
		sides, result = rest[:i], rest[i:]
	}
	contract = strings.Replace(contract, "N", "NT", 1)
	doubled := strings.HasSuffix(contract, "*")
	contract = strings.TrimSuffix(contract, "*")
	if doubled {
		contract += "X"
	}
	var out []string
	for _, seat := range sides {
		out = append(out, contract+string(seat)+result)
	}
	return out
}

// TestPublishedAnalyses requires, for each of the 100 deals DDS publishes
// with its solver's results, the same 20 numbers and the same par score
// and contracts.
func TestPublishedAnalyses(t *testing.T) {
	deals := readPublished(t, "../testdata/dds/list100.txt")
	if len(deals) != 100 {
		t.Fatalf("%d deals read, want 100", len(deals))
	}
	boards := make([]scoring.Deal, len(deals))
	for i, d := range deals {
		boards[i] = d.board
	}
	res, err := Analyse(boards)
	if errors.Is(err, ErrUnavailable) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	strains := [5]scoring.Strain{scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs, scoring.NoTrump}
	for i, d := range deals {
		for s, strain := range strains {
			for h, seat := range ddsSeatsForTest {
				if got, want := res[i].Tricks.Tricks(seat, strain), d.table[s*4+h]; got != want {
					t.Errorf("line %d: %s in %s: %d tricks, published %d", d.line, seat, strain, got, want)
				}
			}
		}
		got := slices.Sorted(slices.Values(res[i].Par.Contracts))
		want := slices.Sorted(slices.Values(d.contracts))
		if res[i].Par.Score != d.parScore || !slices.Equal(got, want) {
			t.Errorf("line %d: par %d %v, published %d %v", d.line, res[i].Par.Score, got, d.parScore, want)
		}
	}
}
