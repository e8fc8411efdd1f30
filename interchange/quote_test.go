package interchange

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestBoundText(t *testing.T) {
	long := strings.Repeat("♠", 200)
	tests := []struct{ in, want string }{
		{`short "4Z": fine`, `short "4Z": fine`},
		{`contract "` + long + `": bad`, `contract "` + strings.Repeat("♠", 60) + `…" (200 characters): bad`},
		{"pair " + long + " unknown", "pair " + strings.Repeat("♠", 60) + "… unknown"},
		{`a "` + strings.Repeat("x", 64) + `" stays`, `a "` + strings.Repeat("x", 64) + `" stays`},
	}
	for _, tc := range tests {
		got := boundText(tc.in)
		if got != tc.want {
			t.Errorf("boundText(%.40q…) = %q, want %q", tc.in, got, tc.want)
		}
		if again := boundText(got); again != got {
			t.Errorf("boundText is not idempotent: %q then %q", got, again)
		}
		if !utf8.ValidString(got) {
			t.Errorf("boundText cut a character in two: %q", got)
		}
	}
}
