package scoring

import (
	"bufio"
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// hundredths reads a figure written with two decimals ("14.48").
func hundredths(t *testing.T, s string) int {
	t.Helper()
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		t.Fatalf("not a number: %q", s)
	}
	r.Mul(r, big.NewRat(100, 1))
	if !r.IsInt() {
		t.Fatalf("%q has more than two decimals", s)
	}
	return int(r.Num().Int64())
}

// vpOf is the first team's VPs for a margin, in hundredths.
func vpOf(t *testing.T, scale VPScale, margin *big.Rat, boards, eq int) (int, int) {
	t.Helper()
	a, b, err := VictoryPoints(scale, margin, boards, eq)
	if err != nil {
		t.Fatal(err)
	}
	ha := new(big.Rat).Mul(a, big.NewRat(100, 1))
	hb := new(big.Rat).Mul(b, big.NewRat(100, 1))
	if !ha.IsInt() || !hb.IsInt() {
		t.Fatalf("%s %v over %d: %v–%v are not whole hundredths", scale, margin, boards, a, b)
	}
	return int(ha.Num().Int64()), int(hb.Num().Int64())
}

// TestWBFPublishedTable holds every value of the WBF's published
// continuous tables (6 to 32 boards, margins 0–85) against the formula
// with its correction.
func TestWBFPublishedTable(t *testing.T) {
	f, err := os.Open("../testdata/vp/wbf2013_published.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var boards []int
	checked := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		fields := strings.Fields(line)
		if fields[0] == "margin" {
			for _, b := range fields[1:] {
				n, _ := strconv.Atoi(b)
				boards = append(boards, n)
			}
			continue
		}
		m, _ := strconv.Atoi(fields[0])
		for i, v := range fields[1:] {
			want := hundredths(t, v)
			got, lose := vpOf(t, WBF2013, big.NewRat(int64(m), 1), boards[i], 0)
			if got != want || lose != 2000-want {
				t.Errorf("%d boards, %d IMPs: %d–%d hundredths, published %s", boards[i], m, got, lose, v)
			}
			checked++
		}
	}
	if checked != 860 {
		t.Fatalf("checked %d values, want the 860 published", checked)
	}
}

// TestWBFTablesSixToThirtyTwo holds the whole tables for 6 to 32 boards
// (including 24 and 28) of the shared vectors, margin 0 to the blitz.
func TestWBFTablesSixToThirtyTwo(t *testing.T) {
	var v struct {
		Full    map[string][]json.Number `json:"full_tables_0_to_blitz"`
		Vectors []struct {
			Boards   int         `json:"boards"`
			Margin   int         `json:"imp_margin"`
			Team     json.Number `json:"vp_team"`
			Opponent json.Number `json:"vp_opponent"`
		} `json:"vectors"`
	}
	vecSection(t, "vp_wbf_2013", &v)
	if len(v.Full) != 12 {
		t.Fatalf("%d tables, want 12 (6 to 32 boards)", len(v.Full))
	}
	for n, row := range v.Full {
		boards, _ := strconv.Atoi(n)
		for m, want := range row {
			got, _ := vpOf(t, WBF2013, big.NewRat(int64(m), 1), boards, 0)
			if w := hundredths(t, fixed2(want)); got != w {
				t.Errorf("%d boards, %d IMPs: %d hundredths, table %s", boards, m, got, want)
			}
		}
	}
	for _, c := range v.Vectors {
		a, b := vpOf(t, WBF2013, big.NewRat(int64(c.Margin), 1), c.Boards, 0)
		if a != hundredths(t, fixed2(c.Team)) || b != hundredths(t, fixed2(c.Opponent)) {
			t.Errorf("%d boards, %+d IMPs: %d–%d, want %s–%s", c.Boards, c.Margin, a, b, c.Team, c.Opponent)
		}
	}
}

// fixed2 writes a JSON number such as 10.5 as 10.50.
func fixed2(n json.Number) string {
	r, _ := new(big.Rat).SetString(n.String())
	return r.FloatString(2)
}

// TestWBFCorrection: the facts the WBF's correction is known by.
func TestWBFCorrection(t *testing.T) {
	cases := []struct {
		margin, boards int
		win, lose      int
	}{
		{23, 28, 1448, 552}, // plain rounding gives 14.47
		{17, 4, 1731, 269},
		{-17, 4, 269, 1731},
		{14, 16, 1375, 625}, // plain rounding gives 13.74
		{0, 9, 1000, 1000},
		{45, 9, 2000, 0}, // the blitz, 15√9, exactly
		{44, 9, 1990, 10},
		{500, 7, 2000, 0},
	}
	for _, c := range cases {
		a, b := vpOf(t, WBF2013, big.NewRat(int64(c.margin), 1), c.boards, 0)
		if a != c.win || b != c.lose {
			t.Errorf("%+d IMPs over %d boards: %d–%d hundredths, want %d–%d", c.margin, c.boards, a, b, c.win, c.lose)
		}
	}
}

// TestBoardEquivalent: a teams-of-eight match of 12 boards read on the
// 24-board scale (EBU White Book 3.1.4) scores what 24 boards would.
func TestBoardEquivalent(t *testing.T) {
	for m := 0; m <= 80; m++ {
		r := big.NewRat(int64(m), 1)
		a, _ := vpOf(t, WBF2013, r, 12, 24)
		b, _ := vpOf(t, WBF2013, r, 24, 0)
		if a != b {
			t.Fatalf("%d IMPs: 12 boards as 24 gives %d, 24 boards %d", m, a, b)
		}
	}
	// A 7-board match read on the ACBL scales' 9–11 board table.
	a, b := vpOf(t, ACBL20, big.NewRat(5, 1), 7, 9)
	if a != 1200 || b != 800 {
		t.Errorf("5 IMPs, 7 boards as 9 on the ACBL 20: %d–%d, want 12–8", a, b)
	}
}

// TestACBLScales: every band of the ACBL's published scales, at both its
// ends.
func TestACBLScales(t *testing.T) {
	type band struct {
		from, to  int // to -1: and more
		win, lose int
	}
	tables := []struct {
		scale  VPScale
		boards []int
		bands  []band
	}{
		{ACBL30, []int{6, 7, 8}, []band{{0, 0, 15, 15}, {1, 1, 18, 12}, {2, 2, 19, 11}, {3, 3, 20, 10}, {4, 4, 21, 9},
			{5, 6, 22, 8}, {7, 8, 23, 7}, {9, 10, 24, 6}, {11, 13, 25, 5}, {14, 16, 26, 4}, {17, 19, 27, 3},
			{20, 23, 28, 2}, {24, 27, 29, 1}, {28, -1, 30, 0}}},
		{ACBL30, []int{9, 10, 11}, []band{{0, 0, 15, 15}, {1, 1, 18, 12}, {2, 2, 19, 11}, {3, 4, 20, 10}, {5, 6, 21, 9},
			{7, 8, 22, 8}, {9, 11, 23, 7}, {12, 14, 24, 6}, {15, 17, 25, 5}, {18, 21, 26, 4}, {22, 25, 27, 3},
			{26, 30, 28, 2}, {31, 35, 29, 1}, {36, -1, 30, 0}}},
		{ACBL20, []int{6, 7, 8}, []band{{0, 0, 10, 10}, {1, 2, 11, 9}, {3, 4, 12, 8}, {5, 7, 13, 7}, {8, 10, 14, 6},
			{11, 13, 15, 5}, {14, 16, 16, 4}, {17, 19, 17, 3}, {20, 23, 18, 2}, {24, 27, 19, 1}, {28, -1, 20, 0}}},
		{ACBL20, []int{9, 10, 11}, []band{{0, 0, 10, 10}, {1, 2, 11, 9}, {3, 5, 12, 8}, {6, 9, 13, 7}, {10, 13, 14, 6},
			{14, 17, 15, 5}, {18, 21, 16, 4}, {22, 25, 17, 3}, {26, 30, 18, 2}, {31, 35, 19, 1}, {36, -1, 20, 0}}},
	}
	for _, tb := range tables {
		for _, n := range tb.boards {
			for _, b := range tb.bands {
				to := b.to
				if to < 0 {
					to = b.from + 50
				}
				for _, m := range []int{b.from, to} {
					a, l := vpOf(t, tb.scale, big.NewRat(int64(m), 1), n, 0)
					if a != b.win*100 || l != b.lose*100 {
						t.Errorf("%s, %d boards, %d IMPs: %d–%d, want %d–%d", tb.scale, n, m, a/100, l/100, b.win, b.lose)
					}
					a, l = vpOf(t, tb.scale, big.NewRat(int64(-m), 1), n, 0)
					if a != b.lose*100 || l != b.win*100 {
						t.Errorf("%s, %d boards, −%d IMPs: %d–%d, want %d–%d", tb.scale, n, m, a/100, l/100, b.lose, b.win)
					}
				}
			}
			rows, err := VPTable(tb.scale, n, 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != len(tb.bands) {
				t.Errorf("%s, %d boards: the printed table has %d rows, the published %d", tb.scale, n, len(rows), len(tb.bands))
			}
		}
	}
}

// TestFractionalMargins: an averaged board (Law 86B) can leave half an
// IMP. The WBF scale reads between the two whole margins, a discrete
// scale needs the whole band.
func TestFractionalMargins(t *testing.T) {
	// 8 boards: 2 IMPs 10.86, 3 IMPs 11.27; 2½ is halfway, 11.065 → 11.07.
	a, b := vpOf(t, WBF2013, big.NewRat(5, 2), 8, 0)
	if a != 1107 || b != 893 {
		t.Errorf("2½ IMPs over 8 boards: %d–%d, want 1107–893", a, b)
	}
	a, b = vpOf(t, WBF2013, big.NewRat(-5, 2), 8, 0)
	if a != 893 || b != 1107 {
		t.Errorf("−2½ IMPs over 8 boards: %d–%d, want 893–1107", a, b)
	}
	a, _ = vpOf(t, ACBL20, big.NewRat(5, 2), 8, 0)
	if a != 1100 {
		t.Errorf("2½ IMPs on the ACBL 20 (3–4 is 12): %d, want 11", a/100)
	}
}

func TestVPRefusals(t *testing.T) {
	one := big.NewRat(1, 1)
	for _, c := range []struct {
		scale      VPScale
		boards, eq int
		says       string
	}{
		{WBF2013, 0, 0, "at least one board"},
		{WBF2013, 8, -2, "board equivalent"},
		{WBF2013, MaxVPBoards + 1, 0, "at most"},
		{"wbf", 8, 0, "unknown VP scale"},
		{ACBL20, 12, 0, "6–8 and 9–11"},
		{ACBL30, 5, 0, "not 5"},
	} {
		_, _, err := VictoryPoints(c.scale, one, c.boards, c.eq)
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s over %d (as %d): %v, want it to say %q", c.scale, c.boards, c.eq, err, c.says)
		}
	}
}

// TestVPProperties holds every scale, at every length it covers, to what a
// VP scale is: the two sides add up to the scale's whole, a draw splits
// it, the winner never has less for a larger margin, swapping the teams
// swaps the points, and on the WBF scale no step is larger than the one
// before (concave) and the blitz is 15√N.
func TestVPProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 1))
	lengths := map[VPScale][]int{ACBL20: {6, 7, 8, 9, 10, 11}, ACBL30: {6, 7, 8, 9, 10, 11}}
	for n := 1; n <= 200; n++ {
		lengths[WBF2013] = append(lengths[WBF2013], n)
	}
	for scale, ns := range lengths {
		for _, n := range ns {
			rows, err := VPTable(scale, n, 0)
			if err != nil {
				t.Fatal(err)
			}
			whole := rows[0].Winner + rows[0].Loser
			if rows[0].Winner != rows[0].Loser {
				t.Errorf("%s %d boards: a draw is %d–%d", scale, n, rows[0].Winner, rows[0].Loser)
			}
			prevWin, prevStep := 0, 1<<30
			for m := 0; m <= len(rows)+200; m++ {
				a, b := vpOf(t, scale, big.NewRat(int64(m), 1), n, 0)
				c, d := vpOf(t, scale, big.NewRat(int64(-m), 1), n, 0)
				if a+b != whole || a != d || b != c {
					t.Fatalf("%s %d boards %d IMPs: %d–%d, the other way %d–%d", scale, n, m, a, b, c, d)
				}
				if m > 0 && a < prevWin {
					t.Fatalf("%s %d boards: %d IMPs give %d, less than %d for one fewer", scale, n, m, a, prevWin)
				}
				if scale == WBF2013 && m > 0 {
					if step := a - prevWin; step > prevStep {
						t.Fatalf("wbf2013 %d boards: the step into %d IMPs (%d) is larger than the one before (%d)", n, m, step, prevStep)
					}
					prevStep = a - prevWin
				}
				prevWin = a
			}
			if scale == WBF2013 {
				// 20 VPs at the blitz ⌈15√N⌉ at the latest (a value a
				// hair below 20 may round to it a margin earlier), never
				// two margins before it.
				blitz := 0
				for blitz*blitz < 225*n {
					blitz++
				}
				if from := rows[len(rows)-1].From; from > blitz || from < blitz-1 {
					t.Errorf("wbf2013 %d boards: 20 VPs from %d IMPs, the blitz is %d", n, from, blitz)
				}
			}
			// A random fraction lies between its whole neighbours.
			num := rng.IntN(4000)
			lo, _ := vpOf(t, scale, big.NewRat(int64(num/40), 1), n, 0)
			mid, _ := vpOf(t, scale, big.NewRat(int64(num), 40), n, 0)
			hi, _ := vpOf(t, scale, big.NewRat(int64(num/40+1), 1), n, 0)
			if mid < lo || mid > hi {
				t.Errorf("%s %d boards: %d/40 IMPs give %d, not between %d and %d", scale, n, num, mid, lo, hi)
			}
		}
	}
}
