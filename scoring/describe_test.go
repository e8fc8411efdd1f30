package scoring

import "testing"

func TestDescribe(t *testing.T) {
	tests := []struct {
		board int
		entry string
		want  string
	}{
		{1, "4SN+1", "4♠ by N, 11 tricks, +450"},
		{2, "4SE+1", "4♠ by E, 11 tricks, −450"},
		{13, "3NTX-2 E", "3NTX by E, 7 tricks, +500"},
		{1, "1CW-7", "1♣ by W, 0 tricks, +350"},
		{1, "1CW-6", "1♣ by W, 1 trick, +300"},
		{4, "6HXXS=", "6♥XX by S, 12 tricks, +2070"},
		{1, "PASS", "Passed out"},
		{1, "+620", "NS score +620"},
		{1, "-100", "NS score −100"},
		{1, "0", "NS score 0"},
		{1, "A60-40", "Average-plus / Average-minus (NS 60%, EW 40%)"},
		{1, "A-", "Average-minus / Average-plus (NS 40%, EW 60%)"},
		{1, "A", "Average to both sides (NS 50%, EW 50%)"},
		{1, "A60-60", "Average-plus to both sides (NS 60%, EW 60%)"},
		{1, "A40-40", "Average-minus to both sides (NS 40%, EW 40%)"},
		{1, "A50-40", "Average / Average-minus (NS 50%, EW 40%)"},
		{1, "A70-30", "Artificial score (NS 70%, EW 30%)"},
		{1, "A60-30", "Artificial score (NS 60%, EW 30%)"},
		{1, "NP", "Not played"},
		{1, "W 60% 4SN= 40% 3NTS-1", "Weighted: 60% of 4♠= by N (+420) + 40% of 3NT−1 by S (−50)"},
		{1, "W 50% -110 50% +50 / 50% +170 50% +120", "Weighted: NS 50% of −110 + 50% of +50; EW 50% of +170 + 50% of +120"},
		{1, "W 100/3% PASS 200/3% 2DE+1", "Weighted: 100/3% of passed out (0) + 200/3% of 2♦+1 by E (−110)"},
	}
	for _, tc := range tests {
		l, err := ParseEntry(tc.board, tc.entry)
		if err != nil {
			t.Fatal(err)
		}
		if got := l.Describe(); got != tc.want {
			t.Errorf("board %d %q: Describe() = %q, want %q", tc.board, tc.entry, got, tc.want)
		}
	}
}
