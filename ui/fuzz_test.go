package ui

import "testing"

// FuzzParsePairs: whatever is typed as the size of the field, the wizard
// answers with a number of pairs it can seat or a message, never a panic.
func FuzzParsePairs(f *testing.F) {
	for _, s := range []string{"14", "7.5", "7t", "7 tables", "7½", "", "-1", "99999999999999999999", ".5t"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := parsePairs(s)
		if err == nil && n < 3 {
			t.Fatalf("parsePairs(%q) = %d without an error", s, n)
		}
		if err != nil && err.Error() == "" {
			t.Fatalf("parsePairs(%q): empty message", s)
		}
	})
}
