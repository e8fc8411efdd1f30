package scoring

import "testing"

// A result in full words, as the players check it at the table.
func TestLineWords(t *testing.T) {
	for _, c := range []struct{ entry, want string }{
		{"4SN+1", "4♠ by North, 11 tricks (made with 1 overtrick): North-South +450"},
		{"4SN+2", "4♠ by North, 12 tricks (made with 2 overtricks): North-South +480"},
		{"3NTXE-2", "3NT doubled by East, 7 tricks (down 2): North-South +300"},
		{"2HXXW=", "2♥ redoubled by West, 8 tricks (made exactly): North-South −640"},
		{"1CS=", "1♣ by South, 7 tricks (made exactly): North-South +70"},
		{"PASS", "Passed out: no score"},
		{"A60-40", "Adjusted: A60-40"},
	} {
		l, err := ParseEntry(1, c.entry)
		if err != nil {
			t.Fatal(err)
		}
		if got := l.Words(); got != c.want {
			t.Errorf("%s: %q, want %q", c.entry, got, c.want)
		}
	}
}
