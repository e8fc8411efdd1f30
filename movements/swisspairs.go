package movements

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"bridgescore/scoring"
)

// Swiss pairs are drawn as Swiss teams are (SwissDraw): the pairs'
// standings after a round, scored by scoring.ScoreSwissPairs, are the
// next round's draw's standings.

// StandingsForDraw turns a Swiss pairs' standings after a round into the
// draw's: each pair's score so far, whom it has met and its byes, in
// the standings' order (ties by number).
func StandingsForDraw(after []scoring.SwissStanding) []Standing {
	out := make([]Standing, len(after))
	for i, p := range after {
		out[i] = Standing{ID: p.Pair, Score: p.Score, Met: slices.Clone(p.Met), Byes: p.Byes}
	}
	return out
}

// DrawChange is a round whose draw would have differed had the standings
// it was drawn from been as they are now, after a correction.
type DrawChange struct {
	Round int
	// Made is the draw published; Now the draw the corrected standings
	// give.
	Made, Now *Draw
	// Moved lists the competitors whose opponent (or bye) differs.
	Moved []string
	// Words says which meetings differ, for the director.
	Words string
}

// CheckDraws draws again each round of a Swiss from the standings it was
// drawn from as they stand now (corrected scores, the meetings actually
// played) and lists the rounds whose draw would have differed from the
// one made: a score corrected after a later round was drawn may have
// given some competitors other opponents (a mis-match, EBU White Book
// 3.5). made[k] is round k+1's draw as published (after any swap the
// director made), before[k] the corrected standings it was drawn from.
func CheckDraws(made []*Draw, before [][]Standing) (_ []DrawChange, err error) {
	defer invalid(&err)
	if len(made) != len(before) {
		return nil, fmt.Errorf("%d draws and %d standings: one standings for each draw", len(made), len(before))
	}
	var out []DrawChange
	for k, d := range made {
		now, err := SwissDraw(d.Round, before[k])
		if err != nil {
			return nil, fmt.Errorf("round %d: %w", d.Round, err)
		}
		moved, lines := drawDifferences(d, now)
		if len(moved) == 0 {
			continue
		}
		out = append(out, DrawChange{Round: d.Round, Made: d, Now: now, Moved: moved,
			Words: fmt.Sprintf("Round %d would have been drawn otherwise: %s.", d.Round, strings.Join(lines, "; "))})
	}
	return out, nil
}

// opponents maps each competitor of a draw to its opponent ("" for the
// bye).
func (d *Draw) opponents() map[string]string {
	m := map[string]string{}
	for _, t := range d.Tables {
		m[t.Home], m[t.Away] = t.Away, t.Home
	}
	if d.Bye != "" {
		m[d.Bye] = ""
	}
	return m
}

// drawDifferences lists the competitors whose opponent differs between
// two draws of a round, and says each new meeting once.
func drawDifferences(made, now *Draw) (moved, lines []string) {
	was, is := made.opponents(), now.opponents()
	said := map[string]bool{}
	for _, t := range now.Tables {
		for _, c := range []string{t.Home, t.Away} {
			if was[c] != is[c] {
				moved = append(moved, c)
			}
		}
		if was[t.Home] != t.Away && !said[t.Home] {
			said[t.Home], said[t.Away] = true, true
			lines = append(lines, fmt.Sprintf("%s would have met %s (met %s), %s would have met %s (met %s)",
				t.Home, t.Away, opponentWords(was[t.Home]), t.Away, t.Home, opponentWords(was[t.Away])))
		}
	}
	if now.Bye != made.Bye {
		if now.Bye != "" {
			moved = append(moved, now.Bye)
			lines = append(lines, fmt.Sprintf("%s would have had the bye", now.Bye))
		}
		if made.Bye != "" && is[made.Bye] != "" {
			moved = append(moved, made.Bye)
		}
	}
	slices.SortFunc(moved, func(a, b string) int {
		if scoring.LessPairID(a, b) {
			return -1
		}
		if scoring.LessPairID(b, a) {
			return 1
		}
		return 0
	})
	return slices.Compact(moved), lines
}

func opponentWords(o string) string {
	if o == "" {
		return "nobody: the bye"
	}
	return o
}

// SwissTeamsStandings turn a Swiss teams' ranking after the rounds
// before round into the draw's standings: each team's total so far in
// the ranking's order (ties as the ranking splits them), whom it met in
// the matches drawn before round, and its byes.
func SwissTeamsStandings(m *Movement, round int, ranking []scoring.TeamResult) []Standing {
	met := map[string][]string{}
	for _, s := range m.Schedule {
		if t, ok := m.swissTable(s); ok && s.Round < round {
			met[t.Home], met[t.Away] = append(met[t.Home], t.Away), append(met[t.Away], t.Home)
		}
	}
	byes := map[string]int{}
	if plan := SwissPlanOf(m); plan != nil {
		for r, id := range plan.Byes {
			if r < round {
				byes[id]++
			}
		}
	}
	out := make([]Standing, len(ranking))
	for i, t := range ranking {
		score := new(big.Rat)
		if t.Total != nil {
			score.Set(t.Total)
		}
		out[i] = Standing{ID: t.ID, Score: score, Met: met[t.ID], Byes: byes[t.ID]}
	}
	return out
}
