package club

import (
	"fmt"
	"testing"
)

var register = []Player{
	{Name: "Anne Smith", Number: "12345"},
	{Name: "Annette Brown"},
	{Name: "Bob Jean-Pierre", Number: "22001"},
	{Name: "Carol Smithers", Number: "12999"},
}

func TestCompleteName(t *testing.T) {
	for _, c := range []struct {
		typed, want string
	}{
		{"a", "Anne Smith"},
		{"annet", "Annette Brown"},
		{"ANNE S", "Anne Smith"},
		{"Anne Smith", ""},            // typed in full: nothing more to offer
		{"smi", "Anne Smith"},         // a surname
		{"smith", "Anne Smith"},       // the first name beginning so comes first
		{"pierre", "Bob Jean-Pierre"}, // a part of a double name
		{"129", "Carol Smithers"},     // a number
		{"1", "Anne Smith"},
		{"9", ""},
		{"  ", ""},
		{"zed", ""},
	} {
		p, ok := CompleteName(register, c.typed)
		if ok != (c.want != "") || p.Name != c.want {
			t.Errorf("CompleteName(%q) = %q, %v; want %q", c.typed, p.Name, ok, c.want)
		}
	}
}

func TestSearchPlayers(t *testing.T) {
	for _, c := range []struct {
		typed string
		want  int
	}{{"", 4}, {"smith", 2}, {"ANN", 2}, {"12", 2}, {"jean", 1}, {"x", 0}} {
		if got := SearchPlayers(register, c.typed); len(got) != c.want {
			t.Errorf("SearchPlayers(%q) = %v, want %d players", c.typed, got, c.want)
		}
	}
}

func ExampleCompleteName() {
	p, _ := CompleteName(register, "smi")
	fmt.Println(p)
	// Output: Anne Smith (12345)
}
