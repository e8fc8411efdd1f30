package scoring

import (
	"encoding/json"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"
)

// sameLine compares lines field by field, weights by value.
func sameLine(a, b Line) bool {
	if a.Board != b.Board || a.Round != b.Round || a.Table != b.Table || a.NS != b.NS || a.EW != b.EW ||
		a.Kind != b.Kind || a.Score != b.Score || a.NSPercent != b.NSPercent || a.EWPercent != b.EWPercent || a.Group != b.Group {
		return false
	}
	if (a.Result == nil) != (b.Result == nil) || (a.Result != nil && *a.Result != *b.Result) {
		return false
	}
	return sameWeighting(a.NSWeights, b.NSWeights) && sameWeighting(a.EWWeights, b.EWWeights) &&
		(a.NSWeights == nil) == (b.NSWeights == nil) && (a.EWWeights == nil) == (b.EWWeights == nil)
}

func shareOf(a, b int64) *big.Rat { return big.NewRat(a, b) }

func resultPtr(t *testing.T, s string) *Result {
	t.Helper()
	r, err := ParseResult(s)
	if err != nil {
		t.Fatal(err)
	}
	return &r
}

func TestParseEntryAccepts(t *testing.T) {
	// Board 1: nobody vulnerable; board 2: NS vulnerable; board 13: both.
	tests := []struct {
		board int
		in    string
		want  Line
	}{
		{1, "4SN+1", Line{Kind: Played, Result: resultPtr(t, "4SN+1"), Score: 450}},
		{2, "4SN+1", Line{Kind: Played, Result: resultPtr(t, "4SN+1"), Score: 650}},
		{2, "4S E 11", Line{Kind: Played, Result: resultPtr(t, "4SE+1"), Score: -450}},
		{13, "3NTX-2 E", Line{Kind: Played, Result: resultPtr(t, "3NTXE-2"), Score: 500}},
		{1, "PASS", Line{Kind: Played, Result: &Result{}, Score: 0}},
		{1, "passed out", Line{Kind: Played, Result: &Result{}, Score: 0}},
		{1, "all pass", Line{Kind: Played, Result: &Result{}, Score: 0}},
		{1, "P", Line{Kind: Played, Result: &Result{}, Score: 0}},
		{1, "+620", Line{Kind: Played, Score: 620}},
		{1, "620", Line{Kind: Played, Score: 620}},
		{1, "-100", Line{Kind: Played, Score: -100}},
		{1, "−100", Line{Kind: Played, Score: -100}},
		{1, "0", Line{Kind: Played, Score: 0}},
		{1, "-7600", Line{Kind: Played, Score: -7600}},
		{1, "A60-40", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "A6040", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "A5050", Line{Kind: Artificial, NSPercent: 50, EWPercent: 50}},
		{1, "A50-50", Line{Kind: Artificial, NSPercent: 50, EWPercent: 50}},
		{1, "A40-40", Line{Kind: Artificial, NSPercent: 40, EWPercent: 40}},
		{1, "a60-60", Line{Kind: Artificial, NSPercent: 60, EWPercent: 60}},
		{1, "A60/40", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "A 60% - 40%", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "A100-0", Line{Kind: Artificial, NSPercent: 100, EWPercent: 0}},
		{1, "A", Line{Kind: Artificial, NSPercent: 50, EWPercent: 50}},
		{1, "AVE", Line{Kind: Artificial, NSPercent: 50, EWPercent: 50}},
		{1, "A=", Line{Kind: Artificial, NSPercent: 50, EWPercent: 50}},
		{1, "A+", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "AVE+", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "Ave-", Line{Kind: Artificial, NSPercent: 40, EWPercent: 60}},
		{1, "A−", Line{Kind: Artificial, NSPercent: 40, EWPercent: 60}},
		{1, "AVE+/AVE-", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "A+/A+", Line{Kind: Artificial, NSPercent: 60, EWPercent: 60}},
		{1, "A-/A-", Line{Kind: Artificial, NSPercent: 40, EWPercent: 40}},
		{1, "A60/A40", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "Ave+ / Ave−", Line{Kind: Artificial, NSPercent: 60, EWPercent: 40}},
		{1, "Average-", Line{Kind: Artificial, NSPercent: 40, EWPercent: 60}},
		{1, "A 0 - 100", Line{Kind: Artificial, NSPercent: 0, EWPercent: 100}},
		{1, "A=/A-", Line{Kind: Artificial, NSPercent: 50, EWPercent: 40}},
		{1, "NP", Line{Kind: NotPlayed}},
		{1, "not played", Line{Kind: NotPlayed}},
		{1, "W 60% 4SN= 40% 3NTS-1", Line{Kind: Weighted,
			NSWeights: []WeightedScore{{shareOf(3, 5), 420, resultPtr(t, "4SN=")}, {shareOf(2, 5), -50, resultPtr(t, "3NTS-1")}},
			EWWeights: []WeightedScore{{shareOf(3, 5), 420, resultPtr(t, "4SN=")}, {shareOf(2, 5), -50, resultPtr(t, "3NTS-1")}}}},
		{1, "w60% of 4S N = + 40% of 3NT S 8", Line{Kind: Weighted,
			NSWeights: []WeightedScore{{shareOf(3, 5), 420, resultPtr(t, "4SN=")}, {shareOf(2, 5), -50, resultPtr(t, "3NTS-1")}},
			EWWeights: []WeightedScore{{shareOf(3, 5), 420, resultPtr(t, "4SN=")}, {shareOf(2, 5), -50, resultPtr(t, "3NTS-1")}}}},
		{1, "W 50% -110 50% +50 / 50% +170 50% +120", Line{Kind: Weighted,
			NSWeights: []WeightedScore{{shareOf(1, 2), -110, nil}, {shareOf(1, 2), 50, nil}},
			EWWeights: []WeightedScore{{shareOf(1, 2), 170, nil}, {shareOf(1, 2), 120, nil}}}},
		{1, "W 50% -110 50% +50/50% +170 50% +120", Line{Kind: Weighted,
			NSWeights: []WeightedScore{{shareOf(1, 2), -110, nil}, {shareOf(1, 2), 50, nil}},
			EWWeights: []WeightedScore{{shareOf(1, 2), 170, nil}, {shareOf(1, 2), 120, nil}}}},
		{1, "W 100/3% 4SN= 100/3% 4SN+1 100/3% PASS", Line{Kind: Weighted,
			NSWeights: []WeightedScore{{shareOf(1, 3), 420, resultPtr(t, "4SN=")}, {shareOf(1, 3), 450, resultPtr(t, "4SN+1")}, {shareOf(1, 3), 0, &Result{}}},
			EWWeights: []WeightedScore{{shareOf(1, 3), 420, resultPtr(t, "4SN=")}, {shareOf(1, 3), 450, resultPtr(t, "4SN+1")}, {shareOf(1, 3), 0, &Result{}}}}},
		{1, "W 12.5% +100 87.5% 2HE=", Line{Kind: Weighted,
			NSWeights: []WeightedScore{{shareOf(1, 8), 100, nil}, {shareOf(7, 8), -110, resultPtr(t, "2HE=")}},
			EWWeights: []WeightedScore{{shareOf(1, 8), 100, nil}, {shareOf(7, 8), -110, resultPtr(t, "2HE=")}}}},
		{1, "W 100% 4SN=", Line{Kind: Weighted,
			NSWeights: []WeightedScore{{shareOf(1, 1), 420, resultPtr(t, "4SN=")}},
			EWWeights: []WeightedScore{{shareOf(1, 1), 420, resultPtr(t, "4SN=")}}}},
	}
	for _, tc := range tests {
		got, err := ParseEntry(tc.board, tc.in)
		if err != nil {
			t.Errorf("ParseEntry(%d, %q): %v", tc.board, tc.in, err)
			continue
		}
		if !sameLine(got, tc.want) {
			t.Errorf("ParseEntry(%d, %q) = %+v, want %+v", tc.board, tc.in, got, tc.want)
		}
	}
}

func TestParseEntryRejects(t *testing.T) {
	tests := []struct {
		in      string
		mention []string
	}{
		{"", []string{"empty", "4SN+1", "A60-40", "NP"}},
		{"   ", []string{"empty"}},
		{"+625", []string{`"+625"`, "multiple of 10"}},
		{"7610", []string{"at most 7600"}},
		{"-99999999999999999999999", []string{"at most 7600"}},
		{"8SN=", []string{"level must be 1 to 7"}},
		{"7NTS+1", []string{"at most +0"}},
		{"4SN14", []string{"tricks must be 0 to 13"}},
		{"4S=", []string{"missing declarer"}},
		{"A110-40", []string{"percentage 110", "0 to 100"}},
		{"A60", []string{"artificial score", "A60-40"}},
		{"A++", []string{"artificial score"}},
		{"A+/A+/A+", []string{"artificial score"}},
		{"A/", []string{"artificial score"}},
		{"A60-40-20", []string{"artificial score"}},
		{"A10040", []string{"artificial score"}},
		{"ABC", []string{"artificial score"}},
		{"A60/A200", []string{"percentage 200"}},
		{"W", []string{"weighted score", "W 60% 4SN= 40% 3NTS-1"}},
		{"W 4SN= 60%", []string{"weighted score"}},
		{"W 60% 4SN= 30% 3NTS-1", []string{"NS weights add up to 90%", "100%"}},
		{"W 60% 4SN=", []string{"add up to 60%"}},
		{"W 50% -110 50% +50 / 50% +170", []string{"EW weights add up to 50%"}},
		{"W 50% -110 50% +50 /", []string{"missing the EW weighting"}},
		{"W 50% -110 50% +50 / 50% +170 50% +120 / 100% 0", []string{"only one /"}},
		{"W 50% -110 / +50 50% +170 50% +120", []string{"after /"}},
		{"W 0% 4SN= 100% 3NTS-1", []string{"more than 0%"}},
		{"W 50% 60% 4SN=", []string{"no result or score"}},
		{"W 50% 8SN= 50% 4SN=", []string{`50% of "8SN="`, "level must be 1 to 7"}},
		{"W 50% +625 50% 4SN=", []string{"50%", "multiple of 10"}},
		{"W 1/0% 4SN=", []string{"not a number"}},
		{"W 50% XYZ 50% 4SN=", []string{`50% of "XYZ"`, "expected a result", "score"}},
		{"XYZ", []string{`"XYZ"`, "expected a result", "NP"}},
		{"+62O", []string{"expected a result"}},
		{"ALL PASSED", []string{"level 1 to 7"}},
	}
	for _, tc := range tests {
		l, err := ParseEntry(1, tc.in)
		if err == nil {
			t.Errorf("ParseEntry(%q) = %+v, want an error", tc.in, l)
			continue
		}
		for _, m := range tc.mention {
			if !strings.Contains(err.Error(), m) {
				t.Errorf("ParseEntry(%q) error %q does not mention %q", tc.in, err, m)
			}
		}
	}
	if _, err := ParseEntry(0, "4SN="); err == nil || !strings.Contains(err.Error(), "board") {
		t.Errorf("board 0 accepted or not named: %v", err)
	}
}

// The split weighting of the EBU example in the test vectors
// (WEIGHTED-SPLIT-XIMP), typed the way the director would.
func TestParseEntryWeightedVector(t *testing.T) {
	data, err := os.ReadFile(vectorsPath)
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Adjusted []struct {
			ID       string            `json:"id"`
			NSScores []json.RawMessage `json:"ns_scores"`
		} `json:"adjusted_and_weighted"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, tc := range v.Adjusted {
		if !strings.HasPrefix(tc.ID, "WEIGHTED-SPLIT") {
			continue
		}
		var split struct {
			NS map[string]float64 `json:"ns_weighting"`
			EW map[string]float64 `json:"ew_weighting_of_ns_score"`
		}
		if err := json.Unmarshal(tc.NSScores[len(tc.NSScores)-1], &split); err != nil {
			t.Fatalf("%s: %v", tc.ID, err)
		}
		found++
		text := "W"
		for i, side := range []map[string]float64{split.NS, split.EW} {
			if i == 1 {
				text += " /"
			}
			for score, w := range side {
				text += " " + strconv.FormatFloat(w*100, 'f', -1, 64) + "% " + score
			}
		}
		l, err := ParseEntry(1, text)
		if err != nil {
			t.Fatalf("%s: ParseEntry(%q): %v", tc.ID, text, err)
		}
		for i, side := range [][]WeightedScore{l.NSWeights, l.EWWeights} {
			want := []map[string]float64{split.NS, split.EW}[i]
			if len(side) != len(want) {
				t.Errorf("%s: %d components, want %d", tc.ID, len(side), len(want))
			}
			for _, c := range side {
				w, ok := want[strconv.Itoa(c.Score)]
				if f, _ := c.Weight.Float64(); !ok || f != w {
					t.Errorf("%s: component %d at weight %v, want weight %v", tc.ID, c.Score, c.Weight, w)
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no WEIGHTED-SPLIT vectors")
	}
}

func TestEntryTextRoundTripAllResults(t *testing.T) {
	for board := 1; board <= 16; board++ {
		for _, r := range allResults() {
			l, err := ParseEntry(board, r.String())
			if err != nil {
				t.Fatalf("ParseEntry(%d, %q): %v", board, r.String(), err)
			}
			if *l.Result != r || l.Score != r.Score(Vul(board)) || l.Kind != Played {
				t.Fatalf("ParseEntry(%d, %q) = %+v", board, r.String(), l)
			}
			text := EntryText(l)
			back, err := ParseEntry(board, text)
			if err != nil || !sameLine(back, l) {
				t.Fatalf("board %d: %+v -> %q -> %+v, %v", board, l, text, back, err)
			}
			// The same score typed bare reads back as the same score.
			bare, err := ParseEntry(board, strconv.Itoa(l.Score))
			if err != nil || bare.Score != l.Score || bare.Result != nil {
				t.Fatalf("board %d: bare score %d: %+v, %v", board, l.Score, bare, err)
			}
		}
	}
}

func TestEntryTextRoundTripAdjusted(t *testing.T) {
	var lines []Line
	for ns := 0; ns <= 100; ns += 10 {
		for ew := 0; ew <= 100; ew += 10 {
			lines = append(lines, Line{Kind: Artificial, NSPercent: ns, EWPercent: ew})
		}
	}
	lines = append(lines, Line{Kind: NotPlayed}, Line{Kind: Played, Score: -7600}, Line{Kind: Played, Score: 0})
	for _, s := range []string{
		"W 60% 4SN= 40% 3NTS-1",
		"W 50% -110 50% +50 / 50% +170 50% +120",
		"W 100/3% 4SN= 200/3% 6SXXW-12",
		"W 12.5% +100 87.5% 2HE= / 100/7% PASS 600/7% 1CN+6",
		"W 1% 1NTN= 99% 0",
	} {
		l, err := ParseEntry(5, s)
		if err != nil {
			t.Fatalf("ParseEntry(%q): %v", s, err)
		}
		lines = append(lines, l)
	}
	for _, l := range lines {
		text := EntryText(l)
		back, err := ParseEntry(5, text)
		if err != nil || !sameLine(back, l) {
			t.Errorf("%+v -> %q -> %+v, %v", l, text, back, err)
		}
	}
}

func TestEntryTextCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{"4S N 11", "4SN+1"},
		{"passed out", "PASS"},
		{"620", "+620"},
		{"−100", "-100"},
		{"0", "0"},
		{"AVE+", "A60-40"},
		{"A6040", "A60-40"},
		{"A+/A+", "A60-60"},
		{"not played", "NP"},
		{"w 60% of 4S N 10 + 40% of 3nt s 8", "W 60% 4SN= 40% 3NTS-1"},
		{"W 50% -110 50% +50/50% +170 50% +120", "W 50% -110 50% +50 / 50% +170 50% +120"},
		{"W 50% +50 50% -110 / 50% +50 50% -110", "W 50% +50 50% -110"},
		{"W 33.3333333333333333333333333333333333333333% 4SN= 66.6666666666666666666666666666666666666667% 4SN+1", "W 33.3333333333333333333333333333333333333333% 4SN= 66.6666666666666666666666666666666666666667% 4SN+1"},
	}
	for _, tc := range tests {
		l, err := ParseEntry(1, tc.in)
		if err != nil {
			t.Fatalf("ParseEntry(%q): %v", tc.in, err)
		}
		if got := EntryText(l); got != tc.want {
			t.Errorf("EntryText(ParseEntry(%q)) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestAdjustedCode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"A60-40", "A60-40"}, {"A", "A50-50"}, {"A-", "A40-60"}, {"A-/A-", "A40-40"},
		{"NP", "NP"}, {"4SN=", ""}, {"+620", ""}, {"W 100% 4SN=", ""},
	}
	for _, tc := range tests {
		l, err := ParseEntry(1, tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := AdjustedCode(l); got != tc.want {
			t.Errorf("AdjustedCode(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A weighting typed for both sides gives each side its own copy, so the
// engine may scale one without touching the other.
func TestWeightedSidesIndependent(t *testing.T) {
	l, err := ParseEntry(1, "W 60% 4SN= 40% 3NTS-1")
	if err != nil {
		t.Fatal(err)
	}
	l.NSWeights[0].Weight.SetInt64(7)
	l.NSWeights[0].Result.Tricks = 3
	if l.EWWeights[0].Weight.Cmp(shareOf(3, 5)) != 0 || l.EWWeights[0].Result.Tricks != 10 {
		t.Error("NS and EW weightings share storage")
	}
}

func FuzzParseEntry(f *testing.F) {
	for _, s := range []string{
		"4SN+1", "3NTX-2 E", "PASS", "+620", "-100", "0", "A60-40", "A6040", "AVE+", "A-/A-", "NP",
		"W 60% 4SN= 40% 3NTS-1", "W 50% -110 50% +50 / 50% +170 50% +120", "W 100/3% 4SN= 200/3% 0",
		"W 12.5% +100 87.5% 2HE=", "A60/A40", "+625", "W 50% +50/50% +170",
	} {
		f.Add(uint8(1), s)
	}
	f.Fuzz(func(t *testing.T, board uint8, s string) {
		b := int(board)%40 + 1
		l, err := ParseEntry(b, s)
		if err != nil {
			return
		}
		text := EntryText(l)
		back, err := ParseEntry(b, text)
		if err != nil || !sameLine(back, l) {
			t.Fatalf("ParseEntry(%d, %q) = %+v; EntryText %q reads back as %+v, %v", b, s, l, text, back, err)
		}
		if again := EntryText(back); again != text {
			t.Fatalf("EntryText not stable: %q then %q", text, again)
		}
		_ = l.Describe()
	})
}

func BenchmarkParseEntry(b *testing.B) {
	entries := []string{"4SN+1", "3NTX-2 E", "+620", "A60-40", "PASS", "4♠=N"}
	for i := 0; b.Loop(); i++ {
		if _, err := ParseEntry(i%32+1, entries[i%len(entries)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseEntryWeighted(b *testing.B) {
	for b.Loop() {
		if _, err := ParseEntry(7, "W 50% -110 50% +50 / 50% +170 50% +120"); err != nil {
			b.Fatal(err)
		}
	}
}
