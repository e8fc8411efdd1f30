package club

import (
	"fmt"
	"math/big"
	"strings"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// A list of handicaps names players by name or by national number; the
// one rule matching its rows with players serves a list kept with a
// stored session (ListAwards) and a list given with a results file
// (ScoreFile).

// readHandicapList reads a list of handicaps (CSV).
//
// Codes: as interchange.OpenRegular; Invalid (a list that cannot be read).
func readHandicapList(path string) ([]interchange.HandicapRow, error) {
	f, err := interchange.OpenRegular(path, "list of handicaps (CSV)")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := interchange.ReadHandicaps(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rows, nil
}

// players are who a list's rows may name: by name (scoring.PlayerKey),
// and by national number (lower case) the player's name.
type players struct {
	names   map[string]bool
	numbers map[string]string
}

func newPlayers() players {
	return players{names: map[string]bool{}, numbers: map[string]string{}}
}

// add is a player who may be named, with the national number when known.
func (p players) add(name, number string) {
	key := scoring.PlayerKey(name)
	p.names[key] = true
	if number != "" {
		p.numbers[strings.ToLower(number)] = key
	}
}

// match finds the player each row names: by number when the row gives one
// a player has, else by name. A row that names nobody is set aside (its
// key left empty) and said in aside with its line and why (nobody: "is
// not a player of this session"); a list none of whose rows names anybody
// is refused, up to ten of its rows named (who: "of this session").
//
// Codes: Invalid (no row names a player).
func (p players) match(rows []interchange.HandicapRow, nobody, who string) (keys, aside []string, err error) {
	keys = make([]string, len(rows))
	found := 0
	for i, r := range rows {
		key, ok := p.numbers[strings.ToLower(r.Number)]
		if r.Number == "" || !ok {
			key = scoring.PlayerKey(r.Name)
		}
		if key == "" || !p.names[key] {
			aside = append(aside, fmt.Sprintf("line %d: %s %s: set aside", r.Line, r.Player(), nobody))
			continue
		}
		keys[i] = key
		found++
	}
	if found == 0 && len(aside) > 0 {
		bad := aside
		if len(bad) > 10 {
			bad = append(bad[:10:10], fmt.Sprintf("and %d more", len(bad)-10))
		}
		return nil, nil, fault.Errorf(fault.Invalid, "no handicap was applied: no row names a player %s: %s", who, strings.Join(bad, "; "))
	}
	return keys, aside, nil
}

// handicaps are a list's handicaps by player (scoring.PlayerKey), the rows
// naming nobody set aside and said in aside.
func (p players) handicaps(rows []interchange.HandicapRow, nobody, who string) (map[string]*big.Rat, []string, error) {
	keys, aside, err := p.match(rows, nobody, who)
	if err != nil {
		return nil, nil, err
	}
	out := make(map[string]*big.Rat, len(rows))
	for i, r := range rows {
		if keys[i] != "" {
			out[keys[i]] = r.Handicap
		}
	}
	return out, aside, nil
}

// playersOfFile are the players of a scored results file, with the
// national numbers the file gives them.
func playersOfFile(rf *interchange.ResultsFile, st *scoring.Standings) players {
	p := newPlayers()
	for _, pr := range st.Pairs {
		for _, n := range pr.Names {
			p.add(n, "")
		}
	}
	for _, e := range append([]*interchange.ResultsFile{rf}, rf.Sections...) {
		for name, num := range e.Numbers {
			p.numbers[strings.ToLower(num)] = scoring.PlayerKey(name)
		}
	}
	return p
}
