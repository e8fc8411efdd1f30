package interchange

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// Bridgemate's scoring types (Section.ScoringType): matchpoints, and team
// scoring since the developer's guide of 2017. What the others mean is not
// published.
const (
	bwsMatchpoints = 1
	bwsTeams       = 4
)

// settle makes one section's live results a session: its traveller lines,
// and its pairs as the lines find them, each with the direction it keeps
// where it keeps one (see winnersOf).
func (f *bwsFile) settle(sec *bwsSection, results []*bwsResult, opts ReadOptions) (*ResultsFile, error) {
	if sec.scoringType == bwsTeams {
		return nil, f.errf("Section", "section %s is a teams match (ScoringType 4): bridgescore reads Bridgemate pairs sessions", sec.letter)
	}
	b := &sessionBuilder{file: f.name, allowNewPairs: true}
	slices.SortFunc(results, func(x, y *bwsResult) int {
		return cmp.Or(cmp.Compare(x.board, y.board), cmp.Compare(x.round, y.round), cmp.Compare(x.table, y.table))
	})
	winners, directed := f.winnersOf(sec, results)
	if directed {
		if r := firstSwitched(results); r != nil {
			// A pair on the other side cannot be ranked in its own
			// direction's field: the section is one field, each pair
			// scored for the seat it held (as TabScore scores it).
			winners = OneWinner
			b.note(0, r.where(), "the pairs sat the wrong way round (Remarks \"Wrong direction\"): each pair is scored for the seat it held, and the section is ranked as one field, as an arrow-switched Mitchell is")
		}
	}
	raw := make([]rawLine, 0, len(results))
	var sitOut []string
	for _, r := range results {
		if r.ns == 0 || r.ew == 0 || (sec.missingPair != 0 && (r.ns == abs(sec.missingPair) || r.ew == abs(sec.missingPair))) {
			sitOut = append(sitOut, fmt.Sprintf("board %d, %d v %d", r.board, r.ns, r.ew))
			continue
		}
		raw = append(raw, f.rawLine(r, b, directed))
	}
	if len(sitOut) > 0 {
		b.note(0, "ReceivedData", "%d %s against no pair or the missing pair, left out (%s)", len(sitOut), plural(len(sitOut), "row"), listSome(sitOut))
	}
	if len(raw) == 0 {
		return nil, f.errf("ReceivedData", "section %s: no results between two pairs", sec.letter)
	}
	if err := b.pairsFromLines(raw, directed, winners); err != nil {
		return nil, err
	}
	lines, err := b.addLines(raw)
	if err != nil {
		return nil, err
	}
	rf := &ResultsFile{WinnerType: winnerType(b.pairs), Warnings: b.notes}
	if sec.winners == 0 && rf.WinnerType == TwoWinner {
		rf.Warnings = append(rf.Warnings, "the Section table does not say how many winners; every pair keeps its direction, so North-South and East-West are ranked apart")
	}
	method := opts.Method
	if method == "" {
		method = scoring.Matchpoints
		if sec.scoringType > bwsMatchpoints {
			rf.Warnings = append(rf.Warnings, fmt.Sprintf("Section: scoring type %d, which the Bridgemate developer's guide does not describe: scored as matchpoints (give the method to score it otherwise)", sec.scoringType))
		}
	}
	rf.Session = scoring.Session{Method: method, Pairs: b.pairs, Lines: lines}
	return rf, nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// rawLine is a ReceivedData row as a traveller line. The result is
// written against the contract ("=", "+1", "-2"); an artificial score
// entered at the table is in Remarks as two percentages ("60%-40%", NS
// first), and a board not played is "Not played" there or no contract at
// all. "Wrong direction" says the pairs sat the other way round: the EW
// pair held the North-South cards. Pairs that keep a direction (directed)
// are given the side they sat.
func (f *bwsFile) rawLine(r *bwsResult, b *sessionBuilder, directed bool) rawLine {
	l := rawLine{where: r.where(), board: strconv.Itoa(r.board), round: strconv.Itoa(r.round), table: strconv.Itoa(r.table),
		ns: strconv.Itoa(r.ns), ew: strconv.Itoa(r.ew), contr: r.contract, lead: r.lead}
	if directed {
		l.nsDir, l.ewDir = "NS", "EW"
	}
	if r.contract != "" && !strings.EqualFold(r.contract, "PASS") {
		l.decl, l.tricks = r.seat, r.res
	}
	switch {
	case r.switched():
		l.ns, l.ew = l.ew, l.ns
		if directed {
			l.nsDir, l.ewDir = "EW", "NS"
		}
	case r.contract == "" && percentPair().MatchString(r.remarks):
		l.score = r.remarks
	case r.contract == "" && strings.EqualFold(r.remarks, "not played"):
		l.contr = "NP"
	case r.contract == "":
		l.contr = "NP"
		what := "no contract"
		if r.remarks != "" {
			what = "no contract, remark " + quote(r.remarks)
		}
		b.note(0, l.where, "board %d, %d v %d: %s: not played", r.board, r.ns, r.ew, what)
	case r.remarks != "":
		b.note(0, l.where, "board %d, %d v %d: remark %s beside the contract %s: the contract is scored", r.board, r.ns, r.ew, quote(r.remarks), r.contract)
	}
	return l
}

// winnersOf says how a section's pairs are ranked, and whether they are
// given the direction they sat. Pairs numbered the same in both
// directions (a Mitchell numbered 1 to n each way: a number sits both
// ways in one round) always are. The Winners column, where BCS 4 and
// later write it, says one field or two; where it does not, pairs
// numbered each way are the builder's to rank, as in any file, and pairs
// numbered once for the whole section (1 to 2n) make two fields when
// every pair keeps its direction all night, one when some sit both ways
// (a Howell, or a Mitchell whose rounds the arrow switches).
func (f *bwsFile) winnersOf(sec *bwsSection, results []*bwsResult) (winners int, directed bool) {
	sides := map[int]byte{}
	at := map[[2]int]byte{} // round, pair → sides sat in that round
	for _, r := range results {
		if r.switched() || r.ns == r.ew {
			continue
		}
		sides[r.ns] |= 1
		sides[r.ew] |= 2
		at[[2]int{r.round, r.ns}] |= 1
		at[[2]int{r.round, r.ew}] |= 2
	}
	eachWay := false
	for _, s := range at {
		eachWay = eachWay || s == 3
	}
	switch {
	case sec.winners == OneWinner || sec.winners == TwoWinner:
		return sec.winners, eachWay || sec.winners == TwoWinner
	case eachWay:
		return 0, true
	}
	ns, ew := 0, 0
	for _, s := range sides {
		switch s {
		case 1:
			ns++
		case 2:
			ew++
		case 3:
			return OneWinner, false
		}
	}
	if ns < 2 || ew < 2 {
		return OneWinner, false
	}
	return TwoWinner, true
}

// firstSwitched is the first row entered with the pairs the wrong way
// round, nil for none.
func firstSwitched(results []*bwsResult) *bwsResult {
	for _, r := range results {
		if r.switched() {
			return r
		}
	}
	return nil
}

// switched says the row was entered with the pairs the wrong way round.
func (r *bwsResult) switched() bool { return strings.EqualFold(r.remarks, "wrong direction") }
