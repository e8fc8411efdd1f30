package interchange

import (
	"fmt"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// entry understands the result fields of one traveller line: a contract
// with declarer and tricks (the score, when also given, must agree), a
// bare score (an assigned score), an artificial adjusted score such as
// A60-40, PASS, or nothing / NP for a board not played.
func (b *sessionBuilder) entry(r rawLine, board int) (scoring.Line, error) {
	contr := strings.TrimSpace(r.contr)
	score := strings.TrimSpace(r.score)
	decl := strings.TrimSpace(r.decl)
	tricks := strings.TrimSpace(r.tricks)
	fail := func(field, format string, args ...any) error {
		return b.errf(r.line, r.where, "board %d, %s v %s: %s: %s", board, r.ns, r.ew, field, fmt.Sprintf(format, args...))
	}
	upContr, upScore := strings.ToUpper(contr), strings.ToUpper(score)

	if contr == "" || upContr == "NP" {
		if score == "" || upContr == "NP" {
			if score != "" && upScore != "NP" {
				return scoring.Line{}, fail("score", "%q given for a board marked not played", score)
			}
			if contr == "" && tricks != "" {
				return scoring.Line{}, fail("contract", "missing: tricks are given but no contract (expected e.g. 4S, PASS, or NP for not played)")
			}
			return scoring.Line{Kind: scoring.NotPlayed}, nil
		}
		// Without a contract the score field holds the whole entry: an
		// assigned score, an artificial one such as A60-40, a weighted
		// one, or NP.
		l, err := scoring.ParseEntry(board, score)
		if err != nil {
			return scoring.Line{}, fail("score", "%v", err)
		}
		return l, nil
	}

	c, err := scoring.ParseContract(contr)
	if err != nil {
		// Some programs put an adjusted score in the contract field.
		if (upContr[0] == 'A' || upContr[0] == 'W') && (score == "" || strings.EqualFold(score, contr)) {
			if l, err := scoring.ParseEntry(board, contr); err == nil {
				return l, nil
			}
		}
		return scoring.Line{}, fail("contract", "%v", err)
	}
	if strings.HasPrefix(upScore, "A") || upScore == "NP" {
		return scoring.Line{}, fail("score", "%q given together with the contract %s: give one or the other", score, contr)
	}
	var res scoring.Result
	if !c.PassedOut() {
		if decl == "" {
			return scoring.Line{}, fail("declarer", "missing for %s: expected N, E, S or W", c)
		}
		seat, err := scoring.ParseSeat(decl)
		if err != nil {
			return scoring.Line{}, fail("declarer", "%v", err)
		}
		if tricks == "" {
			return scoring.Line{}, fail("tricks", "missing for %s by %s: expected tricks taken, 0 to 13", c, seat)
		}
		if t, err := strconv.Atoi(tricks); err == nil && tricks[0] != '+' && tricks[0] != '-' {
			if t < 0 || t > 13 {
				return scoring.Line{}, fail("tricks", "%d is impossible: expected 0 to 13 tricks taken", t)
			}
			res, err = scoring.NewResult(c, seat, t)
			if err != nil {
				return scoring.Line{}, fail("contract", "%v", err)
			}
		} else {
			// Some programs write the result relative to the contract.
			res, err = scoring.ParseResult(c.String() + " " + seat.String() + " " + tricks)
			if err != nil {
				return scoring.Line{}, fail("tricks", "%q: expected tricks taken, 0 to 13 (%v)", tricks, err)
			}
		}
	}
	sc := res.Score(scoring.Vul(board))
	if score != "" {
		n, err := strconv.Atoi(score)
		if err != nil {
			return scoring.Line{}, fail("score", "%q is not a number", score)
		}
		if n != sc {
			what := "passed out scores 0"
			if !res.PassedOut() {
				what = fmt.Sprintf("%s by %s taking %d tricks scores %d for NS (vulnerability %s)",
					res.Contract, res.Declarer, res.Tricks, sc, scoring.Vul(board))
			}
			return scoring.Line{}, fail("score", "%d does not agree with the contract: %s", n, what)
		}
	}
	return scoring.Line{Kind: scoring.Played, Result: &res, Score: sc}, nil
}

// artificialCode writes an artificial score the way the CSV format does.
func artificialCode(l scoring.Line) string { return scoring.AdjustedCode(l) }
