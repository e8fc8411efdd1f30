package club

import (
	"strings"
	"testing"
)

var findable = []Player{
	{Name: "Una Upton", Number: "1201"},
	{Name: "Ursula Upton"},
	{Name: "Victor Vane"},
	{Name: "Ann Able"},
	{Name: "Anne Abel"},
}

// A player is found as a director asks: by number, by name in full, by
// a surname or a first name, by a near spelling; several meant are
// suggested, not guessed.
func TestMatchPlayer(t *testing.T) {
	for _, c := range []struct {
		typed, found string
		meant        []string
	}{
		{"1201", "Una Upton", nil},
		{"una upton", "Una Upton", nil},
		{"una", "Una Upton", nil},
		{"Vane", "Victor Vane", nil},
		{"u upton", "", []string{"Una Upton", "Ursula Upton"}},
		{"un upton", "Una Upton", nil},
		{"Una Uptn", "Una Upton", nil},
		{"Victr Vane", "Victor Vane", nil},
		{"Upton", "", []string{"Una Upton", "Ursula Upton"}},
		{"An", "", []string{"Ann Able", "Anne Abel"}},
		{"Zebedee", "", nil},
		{"xy", "", nil},
	} {
		found, how, meant := MatchPlayer(findable, c.typed)
		got := ""
		if found != nil {
			got = found.Name
		}
		var names []string
		for _, p := range meant {
			names = append(names, p.Name)
		}
		if got != c.found || strings.Join(names, ",") != strings.Join(c.meant, ",") {
			t.Errorf("%q: found %q, meant %v; want %q, %v", c.typed, got, names, c.found, c.meant)
		}
		if found != nil && !strings.EqualFold(c.typed, found.Name) && found.Number != c.typed && how == "" {
			t.Errorf("%q: found %s without saying how", c.typed, found.Name)
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{{"uptn", "upto", 1}, {"upton", "uptno", 1}, {"", "abc", 3}, {"kitten", "sitting", 3}, {"same", "same", 0}} {
		if got := editDistance(c.a, c.b); got != c.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}
