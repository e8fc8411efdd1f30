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
func (b *sessionBuilder) entry(r *rawLine, board int) (scoring.Line, error) {
	// Only a line with a contract is looked for: a bare score is read
	// in less time than it is looked up.
	key := resultKey{r.contr, r.decl, r.tricks, r.score, scoring.Vul(board), r.tricksTaken}
	if r.contr != "" {
		if k, ok := b.known[key]; ok {
			return scoring.Line{Kind: scoring.Played, Result: b.result(k.res), Score: k.score}, nil
		}
	}
	f := &entryFields{
		contr:  strings.TrimSpace(contractNotation(r.contr)),
		score:  strings.TrimSpace(scoreNotation(r.score)),
		decl:   strings.TrimSpace(r.decl),
		tricks: strings.TrimSpace(r.tricks),
		b:      b, line: r.line, where: r.where, ns: r.ns, ew: r.ew, board: board,
	}
	f.upContr, f.upScore = strings.ToUpper(f.contr), strings.ToUpper(f.score)
	if f.contr == "" || f.upContr == "NP" {
		return f.withoutContract(board)
	}
	var res scoring.Result
	c, err := b.contract(f.contr)
	if err != nil {
		l, isLine, whole, err := b.resultInContract(r, board, f, err)
		if isLine || err != nil {
			return l, err
		}
		res = whole
	} else if res, err = f.contractResult(r, c); err != nil {
		return scoring.Line{}, err
	}
	sc, err := f.played(res, board)
	if err != nil {
		return scoring.Line{}, err
	}
	if b.known == nil {
		b.known = map[resultKey]knownResult{}
	}
	if len(b.known) < maxKnownResults {
		b.known[key] = knownResult{res, sc}
	}
	return scoring.Line{Kind: scoring.Played, Result: b.result(res), Score: sc}, nil
}

// A session's lines repeat a few hundred results (4S by N making 10 at
// love all) over and over: a result read is kept by the fields it was
// read from and the vulnerability that scored it, and a line that gives
// the same fields is not read again. Only a result read without fault is
// kept: a line at fault is read afresh, so that its message names it.
type resultKey struct {
	contr, decl, tricks, score string
	vul                        scoring.Vulnerability
	tricksTaken                bool
}

type knownResult struct {
	res   scoring.Result
	score int
}

// maxKnownResults bounds the results kept for one session.
const maxKnownResults = 4096

// parsedContract is what ParseContract made of a contract field.
type parsedContract struct {
	c   scoring.Contract
	err error
}

// contract is scoring.ParseContract(s), read once for each s.
func (b *sessionBuilder) contract(s string) (scoring.Contract, error) {
	if p, ok := b.contracts[s]; ok {
		return p.c, p.err
	}
	c, err := scoring.ParseContract(s)
	if b.contracts == nil {
		b.contracts = map[string]parsedContract{}
	}
	if len(b.contracts) < 1024 {
		b.contracts[s] = parsedContract{c, err}
	}
	return c, err
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

// entryFields are a traveller line's result fields as read, and what a
// message refusing one of them names (the whole line is not kept for it).
type entryFields struct {
	contr, score, decl, tricks string
	upContr, upScore           string
	b                          *sessionBuilder
	line, board                int
	where, ns, ew              string
}

// fail refuses one of the line's fields. It is a method, not a function
// value made for each line, so that reading a line allocates nothing for
// a message that is seldom needed.
func (f *entryFields) fail(field, format string, args ...any) error {
	return f.b.errf(f.line, f.where, "board %d, %s v %s: %s: %s", f.board, f.ns, f.ew, field, fmt.Sprintf(format, args...))
}

// withoutContract reads a line with no contract: a board not played, or
// the score field holding the whole entry.
func (f *entryFields) withoutContract(board int) (scoring.Line, error) {
	if f.score == "" || f.upContr == "NP" {
		if f.score != "" && f.upScore != "NP" {
			return scoring.Line{}, f.fail("score", "%q given for a board marked not played", f.score)
		}
		if f.contr == "" && f.tricks != "" {
			return scoring.Line{}, f.fail("contract", "missing: tricks are given but no contract (expected e.g. 4S, PASS, or NP for not played)")
		}
		return scoring.Line{Kind: scoring.NotPlayed}, nil
	}
	// Without a contract the score field holds the whole entry: an
	// assigned score, an artificial one such as A60-40, a weighted one,
	// or NP.
	l, err := scoring.ParseEntry(board, f.score)
	if err != nil {
		return scoring.Line{}, f.fail("score", "%v", err)
	}
	return l, nil
}

// resultInContract reads a contract field that is not a contract alone:
// the whole result as directors type it (4SN+1, 3NTX-2 E, 4S N 11), an
// adjusted score, or a contract no notation reads beside a plain score.
// isLine says that the line is l, not a result to score (res); errC is
// why the field is not a contract.
func (b *sessionBuilder) resultInContract(r *rawLine, board int, f *entryFields, errC error) (l scoring.Line, isLine bool, res scoring.Result, err error) {
	whole, used, werr := parseWholeResult(f.contr, f.decl, f.tricks)
	if werr != nil {
		// Some programs put an adjusted score in the contract field.
		if (f.upContr[0] == 'A' || f.upContr[0] == 'W') && (f.score == "" || strings.EqualFold(f.score, f.contr)) {
			if l, err := scoring.ParseEntry(board, f.contr); err == nil {
				return l, true, res, nil
			}
		}
		// A contract no notation reads beside a plain score (Pianola
		// wrote 42 for a 4S making twelve, SCORE 480): the score is what
		// the line is scored on, so the contract is left out with a
		// note, as a lead would be.
		if l, err := scoring.ParseEntry(board, f.score); err == nil && l.Kind == scoring.Played && l.Result == nil {
			b.note(r.line, r.where, "board %d, %s v %s: contract %s not understood, left out: scored on the score %d", board, r.ns, r.ew, quote(f.contr), l.Score)
			return l, true, res, nil
		}
		if f.decl == "" && f.tricks == "" {
			return l, false, res, f.fail("contract", "%v", werr)
		}
		return l, false, res, f.fail("contract", "%v", errC)
	}
	if strings.HasPrefix(f.upScore, "A") || f.upScore == "NP" {
		return l, false, res, f.fail("score", "%q given together with the result %s: give one or the other", f.score, f.contr)
	}
	if err := agreeWithWhole(whole, used, f.contr, f.decl, f.tricks, f); err != nil {
		return l, false, res, err
	}
	return l, false, whole, nil
}

// contractResult reads the declarer and tricks of a contract given on
// its own.
func (f *entryFields) contractResult(r *rawLine, c scoring.Contract) (scoring.Result, error) {
	var res scoring.Result
	if strings.HasPrefix(f.upScore, "A") || f.upScore == "NP" {
		return res, f.fail("score", "%q given together with the contract %s: give one or the other", f.score, f.contr)
	}
	if c.PassedOut() {
		return res, nil
	}
	if f.decl == "" {
		return res, f.fail("declarer", "missing for %s: expected N, E, S or W", c)
	}
	seat, err := scoring.ParseSeat(f.decl)
	if err != nil {
		return res, f.fail("declarer", "%v", err)
	}
	if f.tricks == "" {
		return res, f.fail("tricks", "missing for %s by %s: expected tricks taken, 0 to 13", c, seat)
	}
	if err := takenOnly(r, f.tricks, f); err != nil {
		return res, err
	}
	return tricksTaken(c, seat, f.tricks, f)
}

// played is the score of a result, refused when a score given with it
// does not agree.
func (f *entryFields) played(res scoring.Result, board int) (int, error) {
	sc := res.Score(scoring.Vul(board))
	if f.score != "" {
		n, err := strconv.Atoi(f.score)
		if err != nil {
			return 0, f.fail("score", "%q is not a number", f.score)
		}
		if n != sc {
			what := "passed out scores 0"
			if !res.PassedOut() {
				what = fmt.Sprintf("%s by %s taking %d tricks scores %d for NS (vulnerability %s)",
					res.Contract, res.Declarer, res.Tricks, sc, scoring.Vul(board))
			}
			return 0, f.fail("score", "%d does not agree with the contract: %s", n, what)
		}
	}
	return sc, nil
}

// artificialCode writes an artificial score the way the CSV format does.
func artificialCode(l scoring.Line) string { return scoring.AdjustedCode(l) }

// takenOnly refuses a count of tricks below zero where the format counts
// tricks taken (USEBIO's TRICKS): -1 there is no number of tricks, and
// reading it as "down one" would score a result nobody wrote.
func takenOnly(r *rawLine, tricks string, f *entryFields) error {
	if r.tricksTaken && strings.HasPrefix(tricks, "-") {
		return f.fail("tricks", "%s: TRICKS is the number of tricks taken, 0 to 13", tricks)
	}
	return nil
}

// tricksTaken reads the tricks column: tricks taken, or the result
// relative to the contract as some programs write it.
func tricksTaken(c scoring.Contract, seat scoring.Seat, tricks string, f *entryFields) (scoring.Result, error) {
	if t, err := strconv.Atoi(tricks); err == nil && tricks[0] != '+' && tricks[0] != '-' {
		if t < 0 || t > 13 {
			return scoring.Result{}, f.fail("tricks", "%d is impossible: expected 0 to 13 tricks taken", t)
		}
		res, err := scoring.NewResult(c, seat, t)
		if err != nil {
			return scoring.Result{}, f.fail("contract", "%v", err)
		}
		return res, nil
	}
	res, err := scoring.ParseResult(c.String() + " " + seat.String() + " " + tricks)
	if err != nil {
		return scoring.Result{}, f.fail("tricks", "%s: expected tricks taken, 0 to 13 (%v)", quote(tricks), err)
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
func agreeWithWhole(res scoring.Result, used int, contr, decl, tricks string, f *entryFields) error {
	if res.PassedOut() {
		if decl != "" || tricks != "" {
			return f.fail("contract", "%s is passed out, but a declarer or tricks are given", quote(contr))
		}
		return nil
	}
	if decl != "" && used&usedDecl == 0 {
		seat, err := scoring.ParseSeat(decl)
		if err != nil {
			return f.fail("declarer", "%v", err)
		}
		if seat != res.Declarer {
			return f.fail("declarer", "%s does not agree with the contract column %s (declarer %s)", seat, contr, res.Declarer)
		}
	}
	if tricks != "" && used&usedTricks == 0 {
		r, err := tricksTaken(res.Contract, res.Declarer, tricks, f)
		if err != nil {
			return err
		}
		if r.Tricks != res.Tricks {
			return f.fail("tricks", "%s does not agree with the contract column %s (%d tricks)", tricks, contr, res.Tricks)
		}
	}
	return nil
}
