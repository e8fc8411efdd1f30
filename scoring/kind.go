package scoring

// Kind is the kind of competition a session holds: what its ranking
// ranks. The zero Kind is Pairs, so a session stored or a file read before
// kinds were told apart is a pairs session.
type Kind string

// The kinds of session. A Swiss pairs is a pairs session whose rounds are
// drawn, and a Swiss teams a teams session's; neither is a kind of its
// own.
const (
	Pairs      Kind = "pairs"
	Teams      Kind = "teams"
	Individual Kind = "individual"
)

// Of is the kind itself, Pairs for the zero Kind.
func (k Kind) Of() Kind {
	if k == "" {
		return Pairs
	}
	return k
}

// Competitor names, in a director's words, what a ranking of the kind
// ranks: "pair", "team" or "player".
func (k Kind) Competitor() string {
	switch k.Of() {
	case Teams:
		return "team"
	case Individual:
		return "player"
	}
	return "pair"
}
