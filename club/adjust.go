package club

// Adjustment is one of a director's usual artificial scores.
type Adjustment struct {
	// Label says it in words; Text is how the result field and the
	// command line write it.
	Label, Text string
}

// Adjustments are the artificial scores the window offers and the
// command line's adjust takes by name, in the director's order.
var Adjustments = []Adjustment{
	{"Average to both (50% / 50%)", "A50-50"},
	{"Average-plus NS, Average-minus EW (60% / 40%)", "A60-40"},
	{"Average-minus NS, Average-plus EW (40% / 60%)", "A40-60"},
	{"Average-plus to both (60% / 60%)", "A60-60"},
	{"Average-minus to both (40% / 40%)", "A40-40"},
	{"Average NS, Average-minus EW (50% / 40%)", "A50-40"},
	{"Average-minus NS, Average EW (40% / 50%)", "A40-50"},
	{"Not played (the board does not count)", "NP"},
}
