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
	contr := strings.TrimSpace(contractNotation(r.contr))
	score := strings.TrimSpace(scoreNotation(r.score))
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

	var res scoring.Result
	c, err := b.contract(contr)
	if err != nil {
		// The whole result in the contract column, as directors type it:
		// 4SN+1, 3NTX-2 E, 4S N 11.
		whole, used, werr := parseWholeResult(contr, decl, tricks)
		if werr != nil {
			// Some programs put an adjusted score in the contract field.
			if (upContr[0] == 'A' || upContr[0] == 'W') && (score == "" || strings.EqualFold(score, contr)) {
				if l, err := scoring.ParseEntry(board, contr); err == nil {
					return l, nil
				}
			}
			// A contract no notation reads beside a plain score (Pianola
			// wrote 42 for a 4S making twelve, SCORE 480): the score is
			// what the line is scored on, so the contract is left out
			// with a note, as a lead would be.
			if l, err := scoring.ParseEntry(board, score); err == nil && l.Kind == scoring.Played && l.Result == nil {
				b.note(r.line, r.where, "board %d, %s v %s: contract %s not understood, left out: scored on the score %d", board, r.ns, r.ew, quote(contr), l.Score)
				return l, nil
			}
			if decl == "" && tricks == "" {
				return scoring.Line{}, fail("contract", "%v", werr)
			}
			return scoring.Line{}, fail("contract", "%v", err)
		}
		if strings.HasPrefix(upScore, "A") || upScore == "NP" {
			return scoring.Line{}, fail("score", "%q given together with the result %s: give one or the other", score, contr)
		}
		if err := agreeWithWhole(whole, used, contr, decl, tricks, fail); err != nil {
			return scoring.Line{}, err
		}
		res = whole
	} else {
		if strings.HasPrefix(upScore, "A") || upScore == "NP" {
			return scoring.Line{}, fail("score", "%q given together with the contract %s: give one or the other", score, contr)
		}
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
			if err := takenOnly(r, tricks, fail); err != nil {
				return scoring.Line{}, err
			}
			res, err = tricksTaken(c, seat, tricks, fail)
			if err != nil {
				return scoring.Line{}, err
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
	return scoring.Line{Kind: scoring.Played, Result: b.result(res), Score: sc}, nil
}

// result keeps res with the session's other results: they are allocated
// together, a block at a time, rather than one by one.
func (b *sessionBuilder) result(res scoring.Result) *scoring.Result {
	if len(b.results) == cap(b.results) {
		b.results = make([]scoring.Result, 0, 256)
	}
	b.results = append(b.results, res)
	return &b.results[len(b.results)-1]
}

// artificialCode writes an artificial score the way the CSV format does.
func artificialCode(l scoring.Line) string { return scoring.AdjustedCode(l) }

// takenOnly refuses a count of tricks below zero where the format counts
// tricks taken (USEBIO's TRICKS): -1 there is no number of tricks, and
// reading it as "down one" would score a result nobody wrote.
func takenOnly(r rawLine, tricks string, fail func(field, format string, args ...any) error) error {
	if r.tricksTaken && strings.HasPrefix(tricks, "-") {
		return fail("tricks", "%s: TRICKS is the number of tricks taken, 0 to 13", tricks)
	}
	return nil
}

// tricksTaken reads the tricks column: tricks taken, or the result
// relative to the contract as some programs write it.
func tricksTaken(c scoring.Contract, seat scoring.Seat, tricks string, fail func(field, format string, args ...any) error) (scoring.Result, error) {
	if t, err := strconv.Atoi(tricks); err == nil && tricks[0] != '+' && tricks[0] != '-' {
		if t < 0 || t > 13 {
			return scoring.Result{}, fail("tricks", "%d is impossible: expected 0 to 13 tricks taken", t)
		}
		res, err := scoring.NewResult(c, seat, t)
		if err != nil {
			return scoring.Result{}, fail("contract", "%v", err)
		}
		return res, nil
	}
	res, err := scoring.ParseResult(c.String() + " " + seat.String() + " " + tricks)
	if err != nil {
		return scoring.Result{}, fail("tricks", "%s: expected tricks taken, 0 to 13 (%v)", quote(tricks), err)
	}
	return res, nil
}

// Which of the declarer and tricks columns a whole result was read with.
const (
	usedDecl = 1 << iota
	usedTricks
)

// parseWholeResult reads a contract column holding more than a contract:
// the whole result, or the contract and result with the declarer in its
// own column (4S= and N), or the contract and declarer with the tricks in
// theirs (4SN and 10).
func parseWholeResult(contr, decl, tricks string) (scoring.Result, int, error) {
	res, err := scoring.ParseResult(contr)
	if err == nil {
		return res, 0, nil
	}
	tries := []struct {
		text string
		used int
	}{
		{contr + " " + decl, usedDecl},
		{contr + " " + tricks, usedTricks},
		{contr + " " + decl + " " + tricks, usedDecl | usedTricks},
	}
	for _, try := range tries {
		if (try.used&usedDecl != 0 && decl == "") || (try.used&usedTricks != 0 && tricks == "") {
			continue
		}
		if r, e := scoring.ParseResult(try.text); e == nil {
			return r, try.used, nil
		}
	}
	return scoring.Result{}, 0, err
}

// agreeWithWhole checks the declarer and tricks columns, when given beside
// a whole result in the contract column, say the same as it does.
func agreeWithWhole(res scoring.Result, used int, contr, decl, tricks string, fail func(field, format string, args ...any) error) error {
	if res.PassedOut() {
		if decl != "" || tricks != "" {
			return fail("contract", "%s is passed out, but a declarer or tricks are given", quote(contr))
		}
		return nil
	}
	if decl != "" && used&usedDecl == 0 {
		seat, err := scoring.ParseSeat(decl)
		if err != nil {
			return fail("declarer", "%v", err)
		}
		if seat != res.Declarer {
			return fail("declarer", "%s does not agree with the contract column %s (declarer %s)", seat, contr, res.Declarer)
		}
	}
	if tricks != "" && used&usedTricks == 0 {
		r, err := tricksTaken(res.Contract, res.Declarer, tricks, fail)
		if err != nil {
			return err
		}
		if r.Tricks != res.Tricks {
			return fail("tricks", "%s does not agree with the contract column %s (%d tricks)", tricks, contr, res.Tricks)
		}
	}
	return nil
}
