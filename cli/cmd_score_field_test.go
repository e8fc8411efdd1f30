package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

type fieldJSON struct {
	Field  string `json:"field"`
	Boards []struct {
		Board   int    `json:"board"`
		Section string `json:"section"`
		Lines   []struct {
			Section *string `json:"section"`
			NS      string  `json:"ns"`
			Score   int     `json:"score"`
		} `json:"lines"`
	} `json:"boards"`
	Pairs []struct {
		Pair        string   `json:"pair"`
		Section     *string  `json:"section"`
		Direction   string   `json:"direction"`
		Percent     *float64 `json:"percent"`
		Rank        string   `json:"rank"`
		OverallRank *string  `json:"overallRank"`
	} `json:"pairs"`
}

// csvResult is one line sectionsCSV wrote.
type csvResult struct {
	sec    string
	board  int
	ns, ew string
	score  int
}

// sectionsCSV writes a Mitchell of the named sections, each of tables
// tables on boards 1..boards, pairs numbered from 1 each way in every
// section, as CSV with a section column; it returns the file's text and
// every line it holds.
func sectionsCSV(rng *rand.Rand, sections []string, tables, boards int) (string, []csvResult) {
	var b strings.Builder
	b.WriteString("section,board,ns,ew,contract,declarer,tricks,score\n")
	var res []csvResult
	scores := []int{-100, -50, 110, 140, 420, 450, 620, -200}
	for _, sec := range sections {
		for bd := 1; bd <= boards; bd++ {
			for t := 1; t <= tables; t++ {
				ew := (t+bd)%tables + 1
				sc := scores[rng.Intn(len(scores))]
				fmt.Fprintf(&b, "%s,%d,%dNS,%dEW,,,,%d\n", sec, bd, t, ew, sc)
				res = append(res, csvResult{sec: sec, board: bd, ns: strconv.Itoa(t) + "NS", ew: strconv.Itoa(ew) + "EW", score: sc})
			}
		}
	}
	return b.String(), res
}

// handPercents matchpoints the results by hand (2 for a score beaten, 1
// for a tie, every pair playing every board so no factoring), comparing
// within each section or across all of them.
func handPercents(res []csvResult, across bool) map[string]*big.Rat {
	field := func(r csvResult) string {
		if across {
			return ""
		}
		return r.sec
	}
	type key struct {
		f     string
		board int
	}
	byBoard := map[key][]int{}
	for _, r := range res {
		k := key{field(r), r.board}
		byBoard[k] = append(byBoard[k], r.score)
	}
	mp := map[string]*big.Rat{}
	boards := map[string]int64{}
	tops := map[string]int64{}
	for _, r := range res {
		others := byBoard[key{field(r), r.board}]
		ns := -1 // itself, a tie
		for _, o := range others {
			switch {
			case r.score > o:
				ns += 2
			case r.score == o:
				ns++
			}
		}
		top := int64(2 * (len(others) - 1))
		for side, pts := range map[string]int64{r.ns: int64(ns), r.ew: top - int64(ns)} {
			k := r.sec + "/" + side
			if mp[k] == nil {
				mp[k] = new(big.Rat)
			}
			mp[k].Add(mp[k], big.NewRat(pts, 1))
			boards[k]++
			tops[k] = top
		}
	}
	out := map[string]*big.Rat{}
	for k, sum := range mp {
		out[k] = new(big.Rat).Quo(sum, big.NewRat(tops[k]*boards[k], 100))
	}
	return out
}

func TestScoreFieldAcrossAndBySection(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	text, res := sectionsCSV(rng, []string{"A", "B", "C"}, 5, 4)
	path := writeTemp(t, "sections.csv", text)
	for _, field := range []string{"section", "across"} {
		var out, errb bytes.Buffer
		if code := commands["score"].Run([]string{path, "--field", field, "--format", "json"}, &out, &errb); code != 0 {
			t.Fatalf("--field %s: exit %d: %s", field, code, errb.String())
		}
		checkFieldJSON(t, "--field "+field, out.Bytes(), res, field == "across")
	}
}

// checkFieldJSON checks a ranking of several sections, as score and
// standings print it in JSON, against the results matchpointed by hand:
// every pair's percentage, its place in its section and direction and,
// across the field, its place overall in its direction.
func checkFieldJSON(t *testing.T, what string, out []byte, res []csvResult, across bool) {
	t.Helper()
	var got fieldJSON
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%s: %v\n%s", what, err, out)
	}
	want := handPercents(res, across)
	if len(got.Pairs) != len(want) {
		t.Fatalf("%s: %d pairs, want %d", what, len(got.Pairs), len(want))
	}
	// places by hand: within section and direction, and across
	// sections in the same direction
	place := func(k string, same func(string) bool) string {
		better, tie := 0, false
		for o, p := range want {
			if o == k || !same(o) {
				continue
			}
			switch p.Cmp(want[k]) {
			case 1:
				better++
			case 0:
				tie = true
			}
		}
		s := strconv.Itoa(better + 1)
		if tie {
			s += "="
		}
		return s
	}
	for _, p := range got.Pairs {
		if p.Section == nil {
			t.Fatalf("%s: pair %s has no section", what, p.Pair)
		}
		k := *p.Section + "/" + p.Pair
		w, ok := want[k]
		if !ok {
			t.Fatalf("%s: pair %s unexpected", what, k)
		}
		// to hundredths, halves up: floor(100·w + ½) / 100
		h := new(big.Rat).Add(new(big.Rat).Mul(w, big.NewRat(100, 1)), big.NewRat(1, 2))
		hundredths := new(big.Int).Quo(h.Num(), h.Denom())
		wf := float64(hundredths.Int64()) / 100
		if p.Percent == nil || math.Abs(*p.Percent-wf) > 1e-9 {
			t.Errorf("%s: pair %s: percent %v, want %.2f", what, k, p.Percent, wf)
		}
		dir := p.Pair[len(p.Pair)-2:]
		sec := *p.Section
		if r := place(k, func(o string) bool { return strings.HasPrefix(o, sec+"/") && strings.HasSuffix(o, dir) }); p.Rank != r {
			t.Errorf("%s: pair %s: rank %s, want %s", what, k, p.Rank, r)
		}
		switch {
		case across && p.OverallRank == nil:
			t.Errorf("%s: pair %s has no overallRank", what, k)
		case across:
			if r := place(k, func(o string) bool { return strings.HasSuffix(o, dir) }); *p.OverallRank != r {
				t.Errorf("%s: pair %s: overallRank %s, want %s", what, k, *p.OverallRank, r)
			}
		case p.OverallRank != nil:
			t.Errorf("%s: pair %s has an overallRank", what, k)
		}
	}
	for _, b := range got.Boards {
		for _, l := range b.Lines {
			if l.Section == nil || *l.Section == "" {
				t.Fatalf("%s: board %d: a line has no section", what, b.Board)
			}
		}
	}
	wantField := "section"
	if across {
		wantField = "across"
	}
	if got.Field != wantField {
		t.Errorf("%s: field %q, want %q", what, got.Field, wantField)
	}
}

// Sections that played different boards (beyond a larger section's
// extra set) can be scored apart but not across the field, and the
// refusal names their boards.
func TestScoreFieldAcrossRefusesDifferentBoards(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	text, _ := sectionsCSV(rng, []string{"A", "B"}, 4, 3)
	text += "B,4,1NS,2EW,,,,420\nB,4,2NS,3EW,,,,450\nB,5,1NS,2EW,,,,420\nB,5,2NS,3EW,,,,450\n"
	path := writeTemp(t, "boards.csv", text)
	var out, errb bytes.Buffer
	if code := commands["score"].Run([]string{path, "--field", "across"}, &out, &errb); code != 1 ||
		!strings.Contains(errb.String(), "sections A and B did not play the same boards (A: 1-3; B: 1-5)") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
	if out.Len() != 0 {
		t.Errorf("printed %q after refusing", out.String())
	}
	if code := commands["score"].Run([]string{path, "--field", "section"}, &out, &errb); code != 0 {
		t.Errorf("by section: exit %d: %s", code, errb.String())
	}
	if code := commands["score"].Run([]string{path, "--field", "everyone"}, &out, &errb); code != 2 {
		t.Errorf("--field everyone: exit %d, want 2", code)
	}
}

// The text ranking names each section and, across the field, the place
// overall.
func TestScoreFieldText(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	text, _ := sectionsCSV(rng, []string{"A", "B"}, 4, 3)
	path := writeTemp(t, "text.csv", text)
	var out, errb bytes.Buffer
	if code := commands["score"].Run([]string{path, "--field", "across"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	s := out.String()
	for _, want := range []string{"Scored across the field of sections A, B", "\nSection A\n", "\nSection B\n", "Overall"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in\n%s", want, s)
		}
	}
	// each section lists its NS pairs 1-4 and EW pairs 1-4
	if n := strings.Count(s, "North-South"); n != 2 {
		t.Errorf("%d North-South fields, want one per section:\n%s", n, s)
	}
}

// simultaneousCSV is a simultaneous pairs: sections sections of tables
// tables on the same boards boards, a Mitchell in each, real contracts.
func simultaneousCSV(sections, tables, boards int) string {
	var b strings.Builder
	b.WriteString("section,board,ns,ew,contract,declarer,tricks,score\n")
	rng := rand.New(rand.NewSource(1))
	contracts := []struct {
		c    string
		d    string
		base int
	}{{"4S", "N", 10}, {"3NT", "S", 9}, {"2H", "E", 8}, {"4HX", "W", 9}, {"1NT", "N", 7}, {"5D", "S", 11}}
	for s := 0; s < sections; s++ {
		sec := sectionName(s)
		for bd := 1; bd <= boards; bd++ {
			for t := 1; t <= tables; t++ {
				c := contracts[(bd+rng.Intn(3))%len(contracts)]
				tricks := c.base + rng.Intn(3) - 1
				fmt.Fprintf(&b, "%s,%d,%dNS,%dEW,%s,%s,%d,\n", sec, bd, t, (t+bd)%tables+1, c.c, c.d, tricks)
			}
		}
	}
	return b.String()
}

// sectionName names sections A … Z, AA, AB … as large events do.
func sectionName(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return sectionName(i/26-1) + string(rune('A'+i%26))
}

// BenchmarkScoreAcrossTheField runs `bridgescore score --field across` as
// a whole process on a simultaneous pairs of 200 sections of 12 tables on
// the same 24 boards (57,600 lines), as a national simultaneous is
// (goal: under 1 s and 200 MB). It reports the process's CPU time and its
// peak memory.
func BenchmarkScoreAcrossTheField(b *testing.B) {
	dir := b.TempDir()
	bin := buildProgram(b, "headless")
	file := filepath.Join(dir, "simultaneous.csv")
	if err := os.WriteFile(file, []byte(simultaneousCSV(200, 12, 24)), 0o644); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	var cpu time.Duration
	var peak int64
	for i := 0; i < b.N; i++ {
		cmd := exec.Command(bin, "score", file, "--field", "across", "--format", "json")
		cmd.Stdout = io.Discard
		var errb bytes.Buffer
		cmd.Stderr = &errb
		if err := cmd.Run(); err != nil {
			b.Fatalf("%v\n%s", err, errb.String())
		}
		cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		peak = max(peak, peakKB(cmd.ProcessState))
	}
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(peak)/1024, "peak-MB")
}

// BenchmarkScoreAcrossTheFieldInProcess is the same work without starting
// a process: read, score across the field, write the JSON.
func BenchmarkScoreAcrossTheFieldInProcess(b *testing.B) {
	file := filepath.Join(b.TempDir(), "simultaneous.csv")
	if err := os.WriteFile(file, []byte(simultaneousCSV(200, 12, 24)), 0o644); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var errb bytes.Buffer
		if code := commands["score"].Run([]string{file, "--field", "across", "--format", "json"}, io.Discard, &errb); code != 0 {
			b.Fatal(errb.String())
		}
	}
}
