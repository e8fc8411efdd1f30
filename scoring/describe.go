package scoring

import (
	"fmt"
	"strconv"
	"strings"
)

// Describe puts a traveller line's entry into words for travellers, the
// explanation of a score and the director's window, e.g.
// "4♠ by N, 11 tricks, +450", "Passed out",
// "Average-plus / Average-minus (NS 60%, EW 40%)",
// "Weighted: 60% of 4♠= by N (+420) + 40% of 3NT−1 by S (−50)",
// "Not played". Scores are NS-signed.
func (l Line) Describe() string {
	switch l.Kind {
	case Played:
		if l.Result == nil {
			return "NS score " + displayScore(l.Score)
		}
		if l.Result.PassedOut() {
			return "Passed out"
		}
		r := l.Result
		trick := "tricks"
		if r.Tricks == 1 {
			trick = "trick"
		}
		return fmt.Sprintf("%s by %s, %d %s, %s", r.Contract.Symbol(), r.Declarer, r.Tricks, trick, displayScore(l.Score))
	case Artificial:
		return describeArtificial(l.NSPercent, l.EWPercent)
	case Weighted:
		if sameWeighting(l.NSWeights, l.EWWeights) {
			return "Weighted: " + describeWeighting(l.NSWeights)
		}
		return "Weighted: NS " + describeWeighting(l.NSWeights) + "; EW " + describeWeighting(l.EWWeights)
	case NotPlayed:
		return "Not played"
	}
	return fmt.Sprintf("unknown kind of line (%d)", int(l.Kind))
}

// artificialName is the name of an artificial score for one side, "" when
// the percentage has none.
func artificialName(pct int) string {
	switch pct {
	case AveragePlusPercent:
		return "Average-plus"
	case AveragePercent:
		return "Average"
	case AverageMinusPercent:
		return "Average-minus"
	}
	return ""
}

func describeArtificial(ns, ew int) string {
	pcts := fmt.Sprintf("(NS %d%%, EW %d%%)", ns, ew)
	nsName, ewName := artificialName(ns), artificialName(ew)
	switch {
	case nsName == "" || ewName == "":
		return "Artificial score " + pcts
	case ns == ew:
		return nsName + " to both sides " + pcts
	}
	return nsName + " / " + ewName + " " + pcts
}

func describeWeighting(ws []WeightedScore) string {
	parts := make([]string, 0, len(ws))
	for _, w := range ws {
		weight := "?"
		if w.Weight != nil {
			weight = formatPercent(w.Weight)
		}
		what := displayScore(w.Score)
		if r := w.Result; r != nil {
			if r.PassedOut() {
				what = "passed out (0)"
			} else {
				what = fmt.Sprintf("%s%s by %s (%s)", r.Contract.Symbol(), strings.ReplaceAll(r.Relative(), "-", "−"), r.Declarer, displayScore(w.Score))
			}
		}
		parts = append(parts, weight+"% of "+what)
	}
	return strings.Join(parts, " + ")
}

// displayScore signs a score for reading: +450, −50 (with a true minus
// sign), 0.
func displayScore(s int) string {
	switch {
	case s > 0:
		return "+" + strconv.Itoa(s)
	case s < 0:
		return "−" + strconv.Itoa(-s)
	}
	return "0"
}

// Words say a line's result in full, as the players check it before
// confirming it at the table: "4♠ doubled by North, 11 tricks (made with
// 1 overtrick): North-South +690". Describe is the short form the
// director's screens show.
func (l Line) Words() string {
	if l.Kind != Played || l.Result == nil {
		return "Adjusted: " + EntryText(l)
	}
	r := l.Result
	if r.PassedOut() {
		return "Passed out: no score"
	}
	c := r.Contract
	contract := strconv.Itoa(c.Level) + c.Strain.Symbol()
	switch c.Doubled {
	case Doubled:
		contract += " doubled"
	case Redoubled:
		contract += " redoubled"
	}
	need := c.Level + 6
	var made string
	switch {
	case r.Tricks == need:
		made = "made exactly"
	case r.Tricks == need+1:
		made = "made with 1 overtrick"
	case r.Tricks > need:
		made = fmt.Sprintf("made with %d overtricks", r.Tricks-need)
	default:
		made = fmt.Sprintf("down %d", need-r.Tricks)
	}
	score := fmt.Sprintf("%+d", l.Score)
	if l.Score == 0 {
		score = "0"
	}
	score = strings.Replace(score, "-", "−", 1)
	return fmt.Sprintf("%s by %s, %d tricks (%s): North-South %s", contract, r.Declarer.Name(), r.Tricks, made, score)
}
