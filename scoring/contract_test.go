package scoring

import (
	"strconv"
	"strings"
	"testing"
)

func TestParseResultAccepts(t *testing.T) {
	res := func(level int, s Strain, d Doubling, decl Seat, tricks int) Result {
		return Result{Contract: Contract{Level: level, Strain: s, Doubled: d}, Declarer: decl, Tricks: tricks}
	}
	tests := []struct {
		in   string
		want Result
	}{
		{"4SN+1", res(4, Spades, Undoubled, North, 11)},
		{"4S N 11", res(4, Spades, Undoubled, North, 11)},
		{"3NTX-2 E", res(3, NoTrump, Doubled, East, 7)},
		{"3NTX-2E", res(3, NoTrump, Doubled, East, 7)},
		{"4♠=N", res(4, Spades, Undoubled, North, 10)},
		{"4♤=N", res(4, Spades, Undoubled, North, 10)},
		{"4♠\uFE0F=N", res(4, Spades, Undoubled, North, 10)},
		{"2♥X W 8", res(2, Hearts, Doubled, West, 8)},
		{"2♡=S", res(2, Hearts, Undoubled, South, 8)},
		{"5♦XX-1S", res(5, Diamonds, Redoubled, South, 10)},
		{"5♢E=", res(5, Diamonds, Undoubled, East, 11)},
		{"1♣N+6", res(1, Clubs, Undoubled, North, 13)},
		{"1♧W-7", res(1, Clubs, Undoubled, West, 0)},
		{"3NT= S", res(3, NoTrump, Undoubled, South, 9)},
		{"3nt=s", res(3, NoTrump, Undoubled, South, 9)},
		{"3N=S", res(3, NoTrump, Undoubled, South, 9)},
		{"3NN=", res(3, NoTrump, Undoubled, North, 9)},
		{"3NTN=", res(3, NoTrump, Undoubled, North, 9)},
		{"1NE-1", res(1, NoTrump, Undoubled, East, 6)},
		{"6HXXN=", res(6, Hearts, Redoubled, North, 12)},
		{"6H**N=", res(6, Hearts, Redoubled, North, 12)},
		{"4S*W-1", res(4, Spades, Doubled, West, 9)},
		{"3NTX−2 E", res(3, NoTrump, Doubled, East, 7)}, // Unicode minus
		{"3NTX–2 E", res(3, NoTrump, Doubled, East, 7)}, // en dash
		{"  4 S  X  N  10 ", res(4, Spades, Doubled, North, 10)},
		{"4S 10 N", res(4, Spades, Undoubled, North, 10)},
		{"4S-1 north", res(4, Spades, Undoubled, North, 9)},
		{"4S West =", res(4, Spades, Undoubled, West, 10)},
		{"7NTS=", res(7, NoTrump, Undoubled, South, 13)},
		{"7NTXXS-13", res(7, NoTrump, Redoubled, South, 0)},
		{"1CN0", res(1, Clubs, Undoubled, North, 0)},
		{"PASS", Result{}},
		{"P", Result{}},
		{"pass", Result{}},
		{"passed out", Result{}},
		{" Passed  Out ", Result{}},
	}
	for _, tc := range tests {
		got, err := ParseResult(tc.in)
		if err != nil {
			t.Errorf("ParseResult(%q): %v", tc.in, err)
			continue
		}
		if got != tc.want {
			t.Errorf("ParseResult(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

func TestParseResultRejects(t *testing.T) {
	tests := []struct {
		in      string
		mention []string // the message must name the field and what was expected
	}{
		{"8S", []string{`"8S"`, "level must be 1 to 7"}},
		{"8SN=", []string{"level must be 1 to 7"}},
		{"0SN=", []string{"level must be 1 to 7"}},
		{"99999999999999999999999SN=", []string{"level must be 1 to 7"}},
		{"7NTS+1", []string{`"7NTS+1"`, "+1", "at most +0"}},
		{"6SN+2", []string{"at most +1"}},
		{"7NTXXS-14", []string{"-14", "at most 13 down"}},
		{"1CN-8", []string{"at most 7 down"}},
		{"4SN14", []string{"tricks must be 0 to 13"}},
		{"4SN99999999999999999999999", []string{"tricks must be 0 to 13"}},
		{"4ZN=", []string{"strain", "C, D, H, S or NT"}},
		{"4", []string{"missing strain", "C, D, H, S or NT"}},
		{"4S=", []string{"missing declarer", "N, E, S or W"}},
		{"4S 10", []string{"missing declarer"}},
		{"4SN", []string{"missing result", "tricks taken"}},
		{"4SXXXN=", []string{"doubling", "X", "XX"}},
		{"4SNE=", []string{"two declarers"}},
		{"4SN=+1", []string{"two results"}},
		{"4SN10=", []string{"two results"}},
		{"4SN+", []string{"result +", "number of tricks"}},
		{"4SN-", []string{"result -"}},
		{"4SN=?", []string{`unexpected "?" after 4SN=`, "already given"}},
		// What follows a whole result is quoted as typed, after what was
		// read: "q" after 4SN=, not "Q" after the contract.
		{"4SN=q", []string{`unexpected "q" after 4SN=: the declarer and the result are already given`}},
		{"4s q", []string{`unexpected "q" after 4s: expected the declarer`}},
		{"3NT=Sx", []string{`unexpected "x" after 3NT=S:`}},
		{"", []string{"empty", "contract"}},
		{"SN=", []string{"level 1 to 7"}},
		{"four spades", []string{"level 1 to 7"}},
		{"PASSE", []string{"level 1 to 7"}},
	}
	for _, tc := range tests {
		r, err := ParseResult(tc.in)
		if err == nil {
			t.Errorf("ParseResult(%q) = %v, want an error", tc.in, r)
			continue
		}
		for _, m := range tc.mention {
			if !strings.Contains(err.Error(), m) {
				t.Errorf("ParseResult(%q) error %q does not mention %q", tc.in, err, m)
			}
		}
	}
}

func TestParseContract(t *testing.T) {
	tests := []struct {
		in   string
		want Contract
	}{
		{"4S", Contract{4, Spades, Undoubled}},
		{"3ntx", Contract{3, NoTrump, Doubled}},
		{"3N", Contract{3, NoTrump, Undoubled}},
		{"6♥XX", Contract{6, Hearts, Redoubled}},
		{"1 C *", Contract{1, Clubs, Doubled}},
		{"PASS", Contract{}},
		{"Passed out", Contract{}},
	}
	for _, tc := range tests {
		got, err := ParseContract(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseContract(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "8S", "4SN", "4S=", "4X", "NT", "4SXXX"} {
		if c, err := ParseContract(bad); err == nil {
			t.Errorf("ParseContract(%q) = %+v, want an error", bad, c)
		}
	}
}

func TestContractStrings(t *testing.T) {
	tests := []struct {
		c              Contract
		ascii, symbols string
	}{
		{Contract{4, Spades, Undoubled}, "4S", "4♠"},
		{Contract{3, NoTrump, Doubled}, "3NTX", "3NTX"},
		{Contract{6, Hearts, Redoubled}, "6HXX", "6♥XX"},
		{Contract{1, Diamonds, Undoubled}, "1D", "1♦"},
		{Contract{2, Clubs, Doubled}, "2CX", "2♣X"},
		{Contract{}, "PASS", "PASS"},
	}
	for _, tc := range tests {
		if got := tc.c.String(); got != tc.ascii {
			t.Errorf("%+v.String() = %q, want %q", tc.c, got, tc.ascii)
		}
		if got := tc.c.Symbol(); got != tc.symbols {
			t.Errorf("%+v.Symbol() = %q, want %q", tc.c, got, tc.symbols)
		}
	}
}

func TestResultStrings(t *testing.T) {
	tests := []struct {
		in, canonical, relative string
	}{
		{"4S N 11", "4SN+1", "+1"},
		{"3NTX-2 E", "3NTXE-2", "-2"},
		{"4♠=N", "4SN=", "="},
		{"6HXXN=", "6HXXN=", "="},
		{"passed out", "PASS", ""},
	}
	for _, tc := range tests {
		r, err := ParseResult(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.String(); got != tc.canonical {
			t.Errorf("ParseResult(%q).String() = %q, want %q", tc.in, got, tc.canonical)
		}
		if got := r.Relative(); got != tc.relative {
			t.Errorf("ParseResult(%q).Relative() = %q, want %q", tc.in, got, tc.relative)
		}
	}
}

// allResults lists every possible result: each contract by each declarer
// with each number of tricks, and the passed-out board.
func allResults() []Result {
	out := []Result{{}}
	for level := 1; level <= 7; level++ {
		for s := Clubs; s <= NoTrump; s++ {
			for d := Undoubled; d <= Redoubled; d++ {
				for _, decl := range []Seat{North, East, South, West} {
					for tricks := 0; tricks <= 13; tricks++ {
						out = append(out, Result{Contract{level, s, d}, decl, tricks})
					}
				}
			}
		}
	}
	return out
}

func TestResultRoundTrip(t *testing.T) {
	all := allResults()
	if len(all) != 1+7*5*3*4*14 {
		t.Fatalf("%d results", len(all))
	}
	for _, r := range all {
		back, err := ParseResult(r.String())
		if err != nil || back != r {
			t.Errorf("ParseResult(%q) = %+v, %v; want %+v", r.String(), back, err, r)
		}
		// The symbol form and the tricks-taken form read back too.
		if !r.PassedOut() {
			alt := r.Contract.Symbol() + " " + r.Declarer.String() + " " + strconv.Itoa(r.Tricks)
			if back, err := ParseResult(alt); err != nil || back != r {
				t.Errorf("ParseResult(%q) = %+v, %v; want %+v", alt, back, err, r)
			}
			nr, err := NewResult(r.Contract, r.Declarer, r.Tricks)
			if err != nil || nr != r {
				t.Errorf("NewResult(%v, %v, %d) = %+v, %v", r.Contract, r.Declarer, r.Tricks, nr, err)
			}
		}
		if c, err := ParseContract(r.Contract.String()); err != nil || c != r.Contract {
			t.Errorf("ParseContract(%q) = %+v, %v", r.Contract.String(), c, err)
		}
		if c, err := ParseContract(r.Contract.Symbol()); err != nil || c != r.Contract {
			t.Errorf("ParseContract(%q) = %+v, %v", r.Contract.Symbol(), c, err)
		}
	}
}

func TestNewResult(t *testing.T) {
	if r, err := NewResult(Contract{}, 0, 0); err != nil || r != (Result{}) {
		t.Errorf("passed out: %+v, %v", r, err)
	}
	if r, err := NewResult(Contract{}, North, 9); err != nil || r != (Result{}) {
		t.Errorf("passed out with declarer: %+v, %v", r, err)
	}
	bad := []struct {
		c       Contract
		decl    Seat
		tricks  int
		mention string
	}{
		{Contract{4, Spades, Undoubled}, North, 14, "tricks must be 0 to 13"},
		{Contract{4, Spades, Undoubled}, North, -1, "tricks must be 0 to 13"},
		{Contract{4, Spades, Undoubled}, 0, 10, "declarer"},
		{Contract{4, Spades, Undoubled}, 'X', 10, "declarer"},
		{Contract{8, Spades, Undoubled}, North, 10, "level 1 to 7"},
		{Contract{4, Strain(9), Undoubled}, North, 10, "level 1 to 7"},
		{Contract{4, Spades, Doubling(3)}, North, 10, "level 1 to 7"},
		{Contract{0, Spades, Undoubled}, North, 10, "level 1 to 7"},
	}
	for _, tc := range bad {
		if _, err := NewResult(tc.c, tc.decl, tc.tricks); err == nil || !strings.Contains(err.Error(), tc.mention) {
			t.Errorf("NewResult(%+v, %v, %d) error %v, want one mentioning %q", tc.c, tc.decl, tc.tricks, err, tc.mention)
		}
	}
}

func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"4SN+1", "4S N 11", "3NTX-2 E", "4♠=N", "3nt=s", "6HXXN=", "PASS", "7NTS+1", "8S", "3NTX−2 E", "1C*W0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseResult(s)
		if err != nil {
			if r != (Result{}) {
				t.Errorf("error %v with a non-zero result %+v", err, r)
			}
			return
		}
		if !r.Contract.Valid() || (!r.PassedOut() && (!r.Declarer.Valid() || r.Tricks < 0 || r.Tricks > 13)) {
			t.Fatalf("ParseResult(%q) accepted an impossible result %+v", s, r)
		}
		back, err := ParseResult(r.String())
		if err != nil || back != r {
			t.Fatalf("ParseResult(%q) = %+v, but its String %q reads back as %+v, %v", s, r, r.String(), back, err)
		}
	})
}

func BenchmarkParseResult(b *testing.B) {
	for b.Loop() {
		if _, err := ParseResult("3NTX-2 E"); err != nil {
			b.Fatal(err)
		}
	}
}

func TestParseResultFields(t *testing.T) {
	good := []struct {
		contract, declarer, tricks string
		want                       string
	}{
		{"4S", "N", "10", "4SN="},
		{"4sx", "e", "8", "4SXE-2"},
		{"3NT", "South", "+1", "3NTS+1"},
		{"3NT", "W", "=", "3NTW="},
		{"6HXX", "S", "-1", "6HXXS-1"},
		{"6♥", "S", " 12 ", "6HS="},
		{"PASS", "", "", "PASS"},
		{"pass", "N", "0", "PASS"},
	}
	for _, tc := range good {
		r, err := ParseResultFields(tc.contract, tc.declarer, tc.tricks)
		if err != nil || r.String() != tc.want {
			t.Errorf("ParseResultFields(%q, %q, %q) = %v, %v; want %s", tc.contract, tc.declarer, tc.tricks, r, err, tc.want)
		}
	}
	bad := []struct {
		contract, declarer, tricks string
		mention                    []string
	}{
		{"8S", "N", "10", []string{`contract "8S"`, "level must be 1 to 7"}},
		{"", "N", "10", []string{"contract", "empty"}},
		{"4S", "X", "10", []string{`declarer "X"`, "N, E, S or W"}},
		{"4S", "", "10", []string{"declarer", "N, E, S or W"}},
		{"4S", "N", "14", []string{`tricks "14"`, "0 to 13"}},
		{"4S", "N", "", []string{"tricks", "missing"}},
		{"4S", "N", "ten", []string{`tricks "ten"`, "expected tricks taken"}},
		{"4S", "N", "10N", []string{`tricks "10N"`, "expected tricks taken"}},
		{"7NT", "N", "+1", []string{"tricks", "at most +0"}},
	}
	for _, tc := range bad {
		r, err := ParseResultFields(tc.contract, tc.declarer, tc.tricks)
		if err == nil {
			t.Errorf("ParseResultFields(%q, %q, %q) = %v, want an error", tc.contract, tc.declarer, tc.tricks, r)
			continue
		}
		for _, m := range tc.mention {
			if !strings.Contains(err.Error(), m) {
				t.Errorf("ParseResultFields(%q, %q, %q) error %q does not mention %q", tc.contract, tc.declarer, tc.tricks, err, m)
			}
		}
	}
}

func FuzzParseContract(f *testing.F) {
	for _, s := range []string{"4S", "3NTX", "6♥XX", "1 C *", "PASS", "8S", "4SXXX", "3N"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseContract(s)
		if err != nil {
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseContract(%q) accepted %+v", s, c)
		}
		for _, text := range []string{c.String(), c.Symbol()} {
			if back, err := ParseContract(text); err != nil || back != c {
				t.Fatalf("ParseContract(%q) = %+v, but %q reads back as %+v, %v", s, c, text, back, err)
			}
		}
	})
}

func FuzzParseResultFields(f *testing.F) {
	f.Add("4S", "N", "10")
	f.Add("3NTX", "e", "-2")
	f.Add("PASS", "", "")
	f.Add("7NT", "S", "+1")
	f.Fuzz(func(t *testing.T, contract, declarer, tricks string) {
		r, err := ParseResultFields(contract, declarer, tricks)
		if err != nil {
			return
		}
		back, err := ParseResult(r.String())
		if err != nil || back != r {
			t.Fatalf("ParseResultFields(%q, %q, %q) = %+v; %q reads back as %+v, %v", contract, declarer, tricks, r, r.String(), back, err)
		}
		if !r.PassedOut() {
			if nr, err := NewResult(r.Contract, r.Declarer, r.Tricks); err != nil || nr != r {
				t.Fatalf("NewResult disagrees: %+v, %v", nr, err)
			}
		}
	})
}
