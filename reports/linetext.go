package reports

import (
	"strconv"

	"bridgescore/scoring"
)

// lineText is a traveller line laid out in columns. An adjusted or
// not-played line has a note in words instead of a contract and score.
type lineText struct {
	Contract text
	By       string
	Tricks   string
	NSScore  string // the score when NS scored it, unsigned
	EWScore  string // the score when EW scored it, unsigned
	Lead     text   // the opening lead with its suit symbol, "♥10"
	Note     text
}

func lineCells(l scoring.Line) lineText {
	t := lineText{Lead: suits(scoring.LeadSymbol(l.Lead))}
	switch l.Kind {
	case scoring.Played:
		if r := l.Result; r != nil {
			if r.PassedOut() {
				t.Contract = plain("Passed out")
			} else {
				t.Contract = suits(r.Contract.Symbol())
				t.By = r.Declarer.String()
				t.Tricks = strconv.Itoa(r.Tricks)
			}
		}
		switch {
		case l.Score > 0:
			t.NSScore = strconv.Itoa(l.Score)
		case l.Score < 0:
			t.EWScore = strconv.Itoa(-l.Score)
		case l.Result != nil && l.Result.PassedOut():
			// A passed-out board scores nothing for either side.
		default:
			t.NSScore = "0"
		}
	default:
		// Adjusted scores are spelled out in full, e.g. "Average-plus /
		// Average-minus (NS 60%, EW 40%)" or a weighted score's parts.
		t.Note = suits(l.Describe())
	}
	return t
}

// signedScore shows a score with its sign, from one side's point of view.
func signedScore(score int) string {
	if score > 0 {
		return "+" + strconv.Itoa(score)
	}
	return minus(strconv.Itoa(score))
}
