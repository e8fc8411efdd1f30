package club

import (
	"fmt"

	"bridgescore/scoring"
)

// The slip warnings shown when a result is entered. A warning a director
// learns to ignore is worse than none, so only one mistake is looked for:
// a line typed the wrong way round. The rules, each with its test in
// slips_test.go:
//
//  1. Mirror of a score: a played line whose NS score is exactly the
//     negative of another line's (+600 where −600 stands) is a mirror when
//     either line was entered as a bare score.
//  2. Mirror of a contract: when both lines give the contract, they are
//     mirrors if the contract (level, strain, doubling) and the tricks are
//     the same and the declarers sit on opposite sides (4♠= by N and 4♠=
//     by E: the declarer's side typed wrong, whatever the vulnerability
//     makes of the scores), and the contract is above the one level: on a deal with
//     the points split evenly either side opens and plays 1NT or one of a
//     suit, and the real sessions in testdata/real show it (1NT= by N at
//     one table, 1NT= by E at another).
//  3. No warning for a different result: a sacrifice, a competitive
//     partscore by the other side, a different contract at the same
//     score with the sign turned (4♥= by W where 4♠= by N stands) or any
//     score that is not an exact mirror.
//  4. No warning for a zero score, a passed-out board, an adjusted score
//     or a line not played; lines of a fouled board are compared only
//     within their group.
//  5. The warning goes on the line that is odd: the line whose result
//     stands at fewer tables than its mirror's; between equal numbers,
//     the line entered later (the one just typed).
//  6. Replacing a saved result says what it replaces.

// mirrors says whether o is the exact mirror of l (rules 1 to 4).
func mirrors(l, o scoring.Line) bool {
	if l.Kind != scoring.Played || o.Kind != scoring.Played || l.Group != o.Group {
		return false
	}
	if l.Result == nil || o.Result == nil {
		return l.Score != 0 && o.Score == -l.Score
	}
	a, b := *l.Result, *o.Result
	return a.Contract == b.Contract && a.Contract.Level > 1 && a.Tricks == b.Tricks && a.Declarer.IsNS() != b.Declarer.IsNS()
}

// mirrorSlip is the warning for line l among the other lines of its board,
// or "" (rule 5). later says whether l was entered after the lines it
// mirrors: true for the line being typed.
func mirrorSlip(l scoring.Line, others []scoring.Line, later func(o scoring.Line) bool) string {
	own, mirrored := 1, 0
	var m scoring.Line
	allBefore := true
	for _, o := range others {
		switch {
		case mirrors(l, o):
			if mirrored == 0 {
				m = o
			}
			mirrored++
			allBefore = allBefore && later(o)
		case o.Kind == scoring.Played && o.Group == l.Group && o.Score == l.Score && sameResult(l, o):
			own++
		}
	}
	if mirrored == 0 || own > mirrored || (own == mirrored && !allBefore) {
		return ""
	}
	return fmt.Sprintf("%s is the mirror of %s at %s v %s: NS and EW, or the declarer, swapped?",
		slipText(l), slipText(m), m.NS, m.EW)
}

// sameResult says whether two lines with the same score agree on the
// contract too, when both give it: they then stand for the same result.
func sameResult(a, b scoring.Line) bool {
	if a.Result == nil || b.Result == nil {
		return true
	}
	return a.Result.Contract == b.Result.Contract && a.Result.Tricks == b.Result.Tricks &&
		a.Result.Declarer.IsNS() == b.Result.Declarer.IsNS()
}

// slipText names a line's result for a warning: "NS −420 (4♠ declared by
// E, 10 tricks)" or "NS +600".
func slipText(l scoring.Line) string {
	s := "NS " + signed(l.Score)
	if r := l.Result; r != nil && !r.PassedOut() {
		s += fmt.Sprintf(" (%s declared by %s, %d tricks)", r.Contract.Symbol(), r.Declarer, r.Tricks)
	}
	return s
}

// signed writes a score with its sign and a true minus.
func signed(n int) string {
	switch {
	case n > 0:
		return fmt.Sprintf("+%d", n)
	case n < 0:
		return fmt.Sprintf("−%d", -n)
	}
	return "0"
}
