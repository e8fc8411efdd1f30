package awards

import (
	"fmt"
	"strconv"
	"strings"
)

// Body is the national body whose rules a scale follows.
type Body int

// The bodies whose awards are worked out here.
const (
	EBU Body = iota + 1
	ACBL
)

// Game is the kind of ACBL club game, which sets the rate of its awards.
type Game int

// The ACBL club games.
const (
	Open Game = iota + 1
	Invitational
	Restricted
	Newcomer
)

// Scale is the set of rules a session's awards are worked out on. The zero
// Scale awards nothing.
type Scale struct {
	body Body
	// level is the EBU scale: 0 club (Scale A) to 4 national (Scale E).
	level int
	// qualiFinal is an EBU quali-final scale.
	qualiFinal bool
	game       Game
	// limit is a restricted or newcomer game's masterpoint limit.
	limit int
}

// ebuLevels names the EBU scales A to E, in order.
var ebuLevels = []string{"club", "district", "county", "regional", "national"}

// Scales lists the names ParseScale takes, for a director's help.
const Scales = "ebu-club, ebu-district, ebu-county, ebu-regional, ebu-national (and -qf for their quali-final " +
	"scales: ebu-club-qf …), acbl-open, acbl-invitational, acbl-restricted:LIMIT, acbl-newcomer:LIMIT"

// MaxNewcomerLimit is the highest masterpoint limit of an ACBL newcomer game.
const MaxNewcomerLimit = 20

// ParseScale reads a scale's name as a director types it: ebu-club,
// ebu-district, ebu-county, ebu-regional, ebu-national, each with -qf for
// its quali-final scale; acbl-open, acbl-invitational,
// acbl-restricted:LIMIT and acbl-newcomer:LIMIT, LIMIT being the game's
// masterpoint limit. Case and surrounding spaces do not matter.
func ParseScale(name string) (Scale, error) {
	s := strings.ToLower(strings.TrimSpace(name))
	if rest, ok := strings.CutPrefix(s, "ebu-"); ok {
		qf := false
		if r, ok := strings.CutSuffix(rest, "-qf"); ok {
			rest, qf = r, true
		}
		for i, l := range ebuLevels {
			if rest == l {
				return Scale{body: EBU, level: i, qualiFinal: qf}, nil
			}
		}
	}
	if rest, ok := strings.CutPrefix(s, "acbl-"); ok {
		game, limit, hasLimit := rest, "", false
		if g, l, ok := strings.Cut(rest, ":"); ok {
			game, limit, hasLimit = g, l, true
		}
		return parseACBL(name, game, limit, hasLimit)
	}
	return Scale{}, fmt.Errorf("unknown award scale %q: expected one of %s", name, Scales)
}

func parseACBL(name, game, limit string, hasLimit bool) (Scale, error) {
	var g Game
	switch game {
	case "open":
		g = Open
	case "invitational":
		g = Invitational
	case "restricted":
		g = Restricted
	case "newcomer":
		g = Newcomer
	default:
		return Scale{}, fmt.Errorf("unknown award scale %q: expected one of %s", name, Scales)
	}
	if g == Open || g == Invitational {
		if hasLimit {
			return Scale{}, fmt.Errorf("award scale %q: an %s game has no masterpoint limit", name, game)
		}
		return Scale{body: ACBL, game: g}, nil
	}
	if !hasLimit {
		return Scale{}, fmt.Errorf("award scale %q: a %s game needs its masterpoint limit, as in acbl-%s:%d",
			name, game, game, map[Game]int{Restricted: 200, Newcomer: 5}[g])
	}
	n, err := strconv.Atoi(limit)
	switch {
	case err != nil || n < 1 || n > 1_000_000:
		return Scale{}, fmt.Errorf("award scale %q: the limit %q is not a number of masterpoints", name, limit)
	case g == Newcomer && n > MaxNewcomerLimit:
		return Scale{}, fmt.Errorf("award scale %q: a newcomer game is for players with at most %d masterpoints", name, MaxNewcomerLimit)
	}
	return Scale{body: ACBL, game: g, limit: n}, nil
}

// String is the scale's name as ParseScale reads it; "" for no scale.
func (s Scale) String() string {
	switch s.body {
	case EBU:
		name := "ebu-" + ebuLevels[s.level]
		if s.qualiFinal {
			name += "-qf"
		}
		return name
	case ACBL:
		name := "acbl-" + map[Game]string{Open: "open", Invitational: "invitational", Restricted: "restricted", Newcomer: "newcomer"}[s.game]
		if s.limit > 0 {
			name += ":" + strconv.Itoa(s.limit)
		}
		return name
	}
	return ""
}

// Title is the scale as a results sheet heads it: "EBU club scale (local
// points)", "ACBL open club game (masterpoints)".
func (s Scale) Title() string {
	switch s.body {
	case EBU:
		qf := ""
		if s.qualiFinal {
			qf = " quali-final"
		}
		return "EBU " + ebuLevels[s.level] + qf + " scale (local points)"
	case ACBL:
		switch s.game {
		case Restricted:
			return fmt.Sprintf("ACBL club game restricted to %d masterpoints (masterpoints)", s.limit)
		case Newcomer:
			return fmt.Sprintf("ACBL newcomer game, 0-%d (masterpoints)", s.limit)
		case Invitational:
			return "ACBL invitational club game (masterpoints)"
		}
		return "ACBL open club game (masterpoints)"
	}
	return ""
}

// Body is the national body whose rules the scale follows; 0 for none.
func (s Scale) Body() Body { return s.body }

// Unit names what the scale awards, for a column heading: "LP" or "MP".
func (s Scale) Unit() string {
	if s.body == ACBL {
		return "MP"
	}
	return "LP"
}

// Format writes an award as the scale's body writes it: EBU local points
// whole ("24"), ACBL masterpoints with two decimals ("0.56").
func (s Scale) Format(a Award) string {
	if s.body == ACBL {
		return fmt.Sprintf("%d.%02d", a/100, a%100)
	}
	return a.String()
}
