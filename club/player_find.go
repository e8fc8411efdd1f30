package club

import (
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// Finding a player the way a director asks for one: by a number, by the
// name in full, by a surname or a first name ("Upton", "una"), or by a
// near spelling ("Una Uptn"), with the players meant suggested when what
// is typed could be several or none.

// maxSuggested is how many players a refusal suggests.
const maxSuggested = 5

// FindPlayer is the one player of the club's list that what a director
// typed names: their number, their name (case and spaces aside), every
// word typed the beginning of a word of the name (a surname, a first
// name, "a upton"), or, failing those, the one name spelt nearest. note
// says how a name not typed in full was found ("" when it was).
//
// Codes: Invalid (nothing typed), NotFound (no player, or several: the
// refusal names those meant).
func (d *Desk) FindPlayer(typed string) (name, note string, err error) {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		return "", "", fault.Errorf(fault.Invalid, "give a player's name or number")
	}
	players, err := d.Players()
	if err != nil {
		return "", "", err
	}
	found, how, others := MatchPlayer(players, typed)
	switch {
	case found != nil:
		return found.Name, how, nil
	case len(others) > 0:
		return "", "", fault.Errorf(fault.NotFound, "%q could be %s: give more of the name", typed, playerNames(others))
	}
	return "", "", fault.Errorf(fault.NotFound, "no player %q in the club's list (see bridgescore players)", typed)
}

// MatchPlayer finds the player typed among players (see FindPlayer):
// the one found and, when not typed in full, how ("Upton: the surname of
// Una Upton"); else nil and the players meant, best first, when there are
// any to suggest.
func MatchPlayer(players []Player, typed string) (found *Player, how string, meant []Player) {
	t := strings.TrimSpace(typed)
	key := scoring.PlayerKey(t)
	for i, p := range players {
		if p.Number != "" && strings.EqualFold(p.Number, t) {
			return &players[i], "", nil
		}
	}
	for i, p := range players {
		if scoring.PlayerKey(p.Name) == key {
			return &players[i], "", nil
		}
	}
	words := nameWords(t)
	var begins []Player
	for _, p := range players {
		if wordsBegin(words, nameWords(p.Name)) {
			begins = append(begins, p)
		}
	}
	begins = distinctNames(begins)
	if len(begins) == 1 {
		return &begins[0], fmt.Sprintf("%q taken as %s", t, begins[0].Name), nil
	}
	if len(begins) > 1 {
		return nil, "", firstOf(begins)
	}
	near := nearest(players, words)
	if len(near) == 1 {
		return &near[0], fmt.Sprintf("no player is called %q; the nearest spelling is %s", t, near[0].Name), nil
	}
	return nil, "", firstOf(near)
}

// nameWords are a name's words, in lower case, without dots and hyphens
// between them.
func nameWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return unicode.IsSpace(r) || r == '-' || r == '.' || r == ','
	})
}

// wordsBegin says whether every word typed begins a word of the name, no
// word of the name taken twice.
func wordsBegin(typed, name []string) bool {
	if len(typed) == 0 || len(typed) > len(name) {
		return false
	}
	used := make([]bool, len(name))
	for _, t := range typed {
		hit := false
		for j, n := range name {
			if !used[j] && strings.HasPrefix(n, t) {
				used[j], hit = true, true
				break
			}
		}
		if !hit {
			return false
		}
	}
	return true
}

// nearest are the players whose name is spelt nearest what is typed, word
// for word: each word typed within a letter or two of a word of the name
// (one for words of up to five letters, two beyond), the fewest letters
// apart first.
func nearest(players []Player, typed []string) []Player {
	type scored struct {
		p    Player
		dist int
	}
	var out []scored
	for _, p := range players {
		if d, ok := spellingDistance(typed, nameWords(p.Name)); ok {
			out = append(out, scored{p, d})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].dist < out[j].dist })
	var best []Player
	for _, s := range out {
		if len(best) > 0 && s.dist > out[0].dist {
			break
		}
		best = append(best, s.p)
	}
	return distinctNames(best)
}

// spellingDistance is how many letters the words typed are from the
// name's, each typed word matched with the nearest word of the name not
// yet taken; ok is false when a word is beyond a near spelling.
func spellingDistance(typed, name []string) (int, bool) {
	if len(typed) == 0 || len(typed) > len(name) {
		return 0, false
	}
	used := make([]bool, len(name))
	total := 0
	for _, t := range typed {
		best, at := -1, -1
		for j, n := range name {
			if used[j] {
				continue
			}
			// A word typed short is compared with the name's word cut to
			// its length and one more: "uptn" with "upto".
			cmp := n
			if r := []rune(n); len(r) > len([]rune(t))+1 {
				cmp = string(r[:len([]rune(t))+1])
			}
			if d := editDistance(t, cmp); best < 0 || d < best {
				best, at = d, j
			}
		}
		allowed := 1
		if len([]rune(t)) > 5 {
			allowed = 2
		}
		if at < 0 || best > allowed || len([]rune(t)) < 3 {
			return 0, false
		}
		used[at] = true
		total += best
	}
	return total, true
}

// editDistance counts the letters to change, add, remove or swap with
// the next (Damerau's optimal string alignment) to turn a into b.
func editDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	prev2 := make([]int, len(y)+1)
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(y)]
}

// distinctNames keeps one entry of each name: a player listed with and
// without a number is one player.
func distinctNames(ps []Player) []Player {
	seen := map[string]bool{}
	var out []Player
	for _, p := range ps {
		if k := scoring.PlayerKey(p.Name); !seen[k] {
			seen[k] = true
			out = append(out, p)
		}
	}
	return out
}

func firstOf(ps []Player) []Player {
	if len(ps) > maxSuggested {
		return ps[:maxSuggested]
	}
	return ps
}

// playerNames lists players' names for a sentence: "A, B or C".
func playerNames(ps []Player) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// HandicapWords say which handicap applies to a player and why: the one
// a session handicapped from the club's figures gives today (typed in the
// players register, else worked out from the player's sessions, saying
// over how many and by which rule), and each session that kept a list of
// handicaps naming the player, where the list's applies instead.
func (d *Desk) HandicapWords(name string, today time.Time) ([]string, error) {
	h, counted, typed, err := d.PlayerHandicap(name, today.AddDate(0, 0, 1))
	if err != nil {
		return nil, err
	}
	var out []string
	if typed {
		out = append(out, fmt.Sprintf("Handicap today: %s, typed in the players register; it applies to every session handicapped from the club's figures.", scoring.FormatRat(h, 2)))
	} else {
		p, err := d.latestPolicy()
		if err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprintf("Handicap today: %s, 50 less the mean percentage %s (%d %s counted), as the club's latest session handicapped from its figures works it out; none is typed in the players register, which would apply instead.",
			scoring.FormatRat(h, 2), policyWords(p), counted, sessionsWord(counted)))
	}
	lists, err := d.listsNaming(name)
	if err != nil {
		return nil, err
	}
	out = append(out, lists...)
	return out, nil
}

// listsNaming says, newest first, which sessions kept a list of handicaps
// naming the player, and the handicap each list gave.
func (d *Desk) listsNaming(name string) ([]string, error) {
	all, err := d.db.AllSessionAwards()
	if err != nil {
		return nil, err
	}
	players, err := d.Players()
	if err != nil {
		return nil, err
	}
	numbers := map[string]bool{}
	key := scoring.PlayerKey(name)
	for _, p := range players {
		if scoring.PlayerKey(p.Name) == key && p.Number != "" {
			numbers[strings.ToLower(p.Number)] = true
		}
	}
	infos, err := d.Sessions()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, in := range infos {
		a, err := decodeAwards(all[in.ID])
		if err != nil || a.Handicaps != HandicapsList {
			continue
		}
		for _, l := range a.List {
			if scoring.PlayerKey(l.Name) == key || (l.Number != "" && numbers[strings.ToLower(l.Number)]) {
				out = append(out, fmt.Sprintf("Session %d, %s of %s: %s, from the list of handicaps kept with that session, which applies to it in place of the figures above.",
					in.ID, in.Name, in.Date.Format("2 Jan 2006"), l.Handicap))
				break
			}
		}
	}
	return out, nil
}

func sessionsWord(n int) string {
	if n == 1 {
		return "session"
	}
	return "sessions"
}

// surnameOrder is a name as a list by surname orders it: the last word
// first ("upton una"), in lower case.
func surnameOrder(name string) string {
	w := nameWords(name)
	if len(w) < 2 {
		return strings.Join(w, " ")
	}
	return w[len(w)-1] + " " + strings.Join(w[:len(w)-1], " ")
}
