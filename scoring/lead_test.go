package scoring

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"unicode"
)

func TestParseLead(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"SA", "SA"},
		{"♠A", "SA"},
		{"s a", "SA"},
		{"sa", "SA"},
		{" S A ", "SA"},
		{"H10", "HT"},
		{"HT", "HT"},
		{"♥10", "HT"},
		{"h 10", "HT"},
		{"♡t", "HT"},
		{"DK", "DK"},
		{"♦k", "DK"},
		{"C2", "C2"},
		{"♣2", "C2"},
		{"cq", "CQ"},
		{"SJ", "SJ"},
		{"D9", "D9"},
		{"", ""},
		{"   ", ""},
		{"-", ""},
		// Rank first, as Compscore and others write it.
		{"AH", "HA"},
		{"7D", "D7"},
		{"10S", "ST"},
		{"TC", "CT"},
		{"ah", "HA"},
		{"♥T", "HT"},
		{"10♥", "HT"},
		{"♥\uFE0F10", "HT"},
		{"KS", "SK"},
	}
	for _, tt := range tests {
		got, err := ParseLead(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseLead(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestParseLeadRejects(t *testing.T) {
	tests := []struct {
		in, why string
	}{
		{"A", "suit"},
		{"AA", "suit"},
		{"NT", "suit"},
		{"X7", "suit"},
		{"S", "rank is missing"},
		{"♠", "rank is missing"},
		{"S1", "rank is unknown"},
		{"H0", "rank is unknown"},
		{"H11", "rank is unknown"},
		{"SAK", "rank is unknown"},
		{"D 1 0 1", "rank is unknown"},
		{"C10x", "rank is unknown"},
		{"SB", "rank is unknown"},
	}
	for _, tt := range tests {
		got, err := ParseLead(tt.in)
		if err == nil {
			t.Errorf("ParseLead(%q) = %q, want an error", tt.in, got)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, tt.why) || !strings.Contains(msg, "expected a suit") {
			t.Errorf("ParseLead(%q) error %q does not say %q and what was expected", tt.in, msg, tt.why)
		}
	}
}

func TestLeadSymbol(t *testing.T) {
	tests := []struct{ in, want string }{
		{"SA", "♠A"},
		{"HT", "♥10"},
		{"DK", "♦K"},
		{"C2", "♣2"},
		{"", ""},
		{"ZZ", "ZZ"},
		{"S1", "S1"},
		{"SAK", "SAK"},
	}
	for _, tt := range tests {
		if got := LeadSymbol(tt.in); got != tt.want {
			t.Errorf("LeadSymbol(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Every one of the 52 cards, written any of the ways a director may, comes
// back as the same canonical lead, and its display form reads back too.
func TestLeadAllCards(t *testing.T) {
	suits := map[byte][]string{
		'S': {"S", "s", "♠", "♤"},
		'H': {"H", "h", "♥", "♡"},
		'D': {"D", "d", "♦", "♢"},
		'C': {"C", "c", "♣", "♧"},
	}
	seen := map[string]bool{}
	for suit, spellings := range suits {
		for _, rank := range leadRanks {
			want := string(suit) + string(rank)
			ranks := []string{string(rank), strings.ToLower(string(rank))}
			if rank == 'T' {
				ranks = append(ranks, "10")
			}
			for _, sp := range spellings {
				for _, rk := range ranks {
					for _, sep := range []string{"", " "} {
						for _, in := range []string{sp + sep + rk, rk + sep + sp} {
							got, err := ParseLead(in)
							if err != nil || got != want {
								t.Errorf("ParseLead(%q) = %q, %v; want %q", in, got, err, want)
							}
						}
					}
				}
			}
			if got, err := ParseLead(LeadSymbol(want)); err != nil || got != want {
				t.Errorf("ParseLead(LeadSymbol(%q)) = %q, %v", want, got, err)
			}
			seen[want] = true
		}
	}
	if len(seen) != 52 {
		t.Errorf("%d distinct leads, want 52", len(seen))
	}
}

// The lead is kept for the record only: the same session scores the same
// with or without leads on its lines.
func TestLeadPlaysNoPartInScoring(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for _, m := range []Method{Matchpoints, CrossIMPs, Butler} {
		s := randomSession(r, m, WBF, true)
		plain, err := Score(s)
		if err != nil {
			t.Fatal(err)
		}
		withLeads := *s
		withLeads.Lines = append([]Line(nil), s.Lines...)
		for i := range withLeads.Lines {
			withLeads.Lines[i].Lead = string("SHDC"[i%4]) + string(leadRanks[i%13])
		}
		led, err := Score(&withLeads)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range led.Boards {
			for i := range b.Lines {
				b.Lines[i].Lead = ""
			}
		}
		if !reflect.DeepEqual(plain, led) {
			t.Errorf("%s: leads changed the standings", m)
		}
	}
}

func FuzzParseLead(f *testing.F) {
	for _, s := range []string{"SA", "♠A", "s a", "H10", "♥10", "DK", "c2", "", "AS", "H1", "♥", "S 1 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseLead(s)
		if err != nil {
			if got != "" {
				t.Fatalf("ParseLead(%q) gave %q with an error", s, got)
			}
			return
		}
		if got == "" {
			if strings.IndexFunc(s, func(r rune) bool { return !unicode.IsSpace(r) }) >= 0 {
				t.Fatalf("ParseLead(%q) gave no lead and no error", s)
			}
			return
		}
		if len(got) != 2 || !strings.ContainsRune("SHDC", rune(got[0])) || !strings.Contains(leadRanks, got[1:]) {
			t.Fatalf("ParseLead(%q) = %q, not canonical", s, got)
		}
		if again, err := ParseLead(got); err != nil || again != got {
			t.Fatalf("ParseLead(%q) = %q, %v; want it unchanged", got, again, err)
		}
		if back, err := ParseLead(LeadSymbol(got)); err != nil || back != got {
			t.Fatalf("ParseLead(LeadSymbol(%q)) = %q, %v", got, back, err)
		}
	})
}
