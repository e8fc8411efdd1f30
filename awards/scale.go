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
	ABF
)

// Game is the kind of ACBL club game, which sets the rate of its awards.
type Game int

// The ACBL club games.
const (
	Open Game = iota + 1
	Invitational
	Restricted
	Newcomer
	// WideCharity is the ACBL-wide charity game (ACBLscore's rating 24),
	// a special club game whose overall places are awarded across the
	// whole game.
	WideCharity
	// ClubChampionship is an open club championship (ACBLscore's rating
	// 2), a special club game whose overall places are awarded across the
	// whole game.
	ClubChampionship
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
	// weight is an ABF session's weighting (the manual's multiplying
	// factor W) in hundredths: 150 for 1.5.
	weight int
	// red is an ABF session awarding red points rather than green.
	red bool
	// green holds an EBU green-point event's awards as its programme sets
	// them; its zero value for local points.
	green greenAwards
}

// ebuLevels names the EBU scales A to E, in order.
var ebuLevels = []string{"club", "district", "county", "regional", "national"}

// Scales lists the names ParseScale takes, for a director's help.
const Scales = "ebu-club, ebu-district, ebu-county, ebu-regional, ebu-national (and -qf for their quali-final " +
	"scales: ebu-club-qf …), ebu-green:TOP,BOTTOM,PLACES[,WIN] (EBU green points as the event's programme sets them: " +
	"the top award, the lowest, how many places earn one and, in a teams event, the award for a match won), abf:WEIGHT (ABF green masterpoints at that weighting: abf:1.5 for an ordinary " +
	"club session, abf:0.75 supervised play, abf:2 a club championship), abf-red:WEIGHT (red points: abf-red:2.5 " +
	"for a special club session), acbl-open, acbl-invitational, acbl-restricted:LIMIT, acbl-newcomer:LIMIT, " +
	"acbl-wide-charity (the ACBL-wide charity game's overall awards), acbl-club-championship (an open club " +
	"championship's overall awards)"

// MaxNewcomerLimit is the highest masterpoint limit of an ACBL newcomer game.
const MaxNewcomerLimit = 20

// MaxABFWeight is the largest ABF weighting taken: the manual's gold-point
// national championships weigh up to 10.
const MaxABFWeight = 10

// ParseScale reads a scale's name as a director types it: ebu-club,
// ebu-district, ebu-county, ebu-regional, ebu-national, each with -qf for
// its quali-final scale; ebu-green:TOP,BOTTOM,PLACES[,WIN], an EBU
// green-point event's awards as its programme sets them; abf:WEIGHT and abf-red:WEIGHT, WEIGHT the
// session's weighting (1.5, 0.75 …); acbl-open, acbl-invitational,
// acbl-restricted:LIMIT and acbl-newcomer:LIMIT, LIMIT being the game's
// masterpoint limit; acbl-wide-charity, the ACBL-wide charity game;
// acbl-club-championship, an open club championship. Case
// and surrounding spaces do not matter.
func ParseScale(name string) (_ Scale, err error) {
	defer invalid(&err)
	s := strings.ToLower(strings.TrimSpace(name))
	if rest, ok := strings.CutPrefix(s, "ebu-green"); ok {
		return parseGreen(name, rest)
	}
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
	if colour, weight, ok := strings.Cut(s, ":"); ok && (colour == "abf" || colour == "abf-green" || colour == "abf-red") {
		return parseABF(name, colour == "abf-red", weight)
	}
	if s == "abf" || s == "abf-green" || s == "abf-red" {
		return Scale{}, fmt.Errorf("award scale %q: give the session's weighting, as in %s:1.5", name, s)
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

// parseABF reads an ABF weighting: a number above 0 and at most
// MaxABFWeight, with at most two decimals (the manual's are 0.75, 1.5,
// 2.5, 3.75 …).
func parseABF(name string, red bool, weight string) (Scale, error) {
	w, ok := hundredths100(weight)
	if !ok || w <= 0 || w > MaxABFWeight*100 {
		return Scale{}, fmt.Errorf("award scale %q: the weighting %q is not a number above 0 and at most %d with two decimals at most, as in abf:1.5",
			name, weight, MaxABFWeight)
	}
	return Scale{body: ABF, weight: w, red: red}, nil
}

// hundredths100 reads a decimal with at most two decimals as hundredths:
// "1.5" is 150.
func hundredths100(s string) (int, bool) {
	whole, frac, _ := strings.Cut(strings.TrimSpace(s), ".")
	if whole == "" {
		whole = "0"
	}
	if len(frac) > 2 || len(whole) > 4 || strings.HasPrefix(whole, "+") || strings.HasPrefix(whole, "-") {
		return 0, false
	}
	w, err := strconv.Atoi(whole)
	if err != nil {
		return 0, false
	}
	f := 0
	if frac != "" {
		if f, err = strconv.Atoi(frac); err != nil || strings.ContainsAny(frac, "+-") {
			return 0, false
		}
		if len(frac) == 1 {
			f *= 10
		}
	}
	return w*100 + f, true
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
	case "wide-charity":
		g = WideCharity
	case "club-championship":
		g = ClubChampionship
	default:
		return Scale{}, fmt.Errorf("unknown award scale %q: expected one of %s", name, Scales)
	}
	if g == Open || g == Invitational || g == WideCharity || g == ClubChampionship {
		if hasLimit {
			return Scale{}, fmt.Errorf("award scale %q: %s has no masterpoint limit", name, Scale{body: ACBL, game: g}.gameWords())
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

// gameWords names an ACBL scale's game in a sentence: "an open game",
// "the ACBL-wide charity game".
func (s Scale) gameWords() string {
	switch s.game {
	case Invitational:
		return "an invitational game"
	case WideCharity:
		return "the ACBL-wide charity game"
	case ClubChampionship:
		return "a club championship"
	}
	return "an open game"
}

// weightText writes an ABF weighting as typed: "1.5", "0.75", "2".
func (s Scale) weightText() string { return Award(s.weight).String() }

// String is the scale's name as ParseScale reads it; "" for no scale.
func (s Scale) String() string {
	switch {
	case s.green.places > 0:
		return s.green.String()
	case s.body == EBU:
		name := "ebu-" + ebuLevels[s.level]
		if s.qualiFinal {
			name += "-qf"
		}
		return name
	case s.body == ABF:
		if s.red {
			return "abf-red:" + s.weightText()
		}
		return "abf:" + s.weightText()
	case s.body == ACBL:
		name := "acbl-" + map[Game]string{Open: "open", Invitational: "invitational", Restricted: "restricted", Newcomer: "newcomer", WideCharity: "wide-charity",
			ClubChampionship: "club-championship"}[s.game]
		if s.limit > 0 {
			name += ":" + strconv.Itoa(s.limit)
		}
		return name
	}
	return ""
}

// Title is the scale as a results sheet heads it: "EBU club scale (local
// points)", "ABF green masterpoints, weighting 1.5", "ACBL open club game
// (masterpoints)".
func (s Scale) Title() string {
	if s.green.places > 0 {
		return s.green.title()
	}
	switch s.body {
	case EBU:
		qf := ""
		if s.qualiFinal {
			qf = " quali-final"
		}
		return "EBU " + ebuLevels[s.level] + qf + " scale (local points)"
	case ABF:
		return "ABF " + s.colour() + " masterpoints, weighting " + s.weightText()
	case ACBL:
		switch s.game {
		case Restricted:
			return fmt.Sprintf("ACBL club game restricted to %d masterpoints (masterpoints)", s.limit)
		case Newcomer:
			return fmt.Sprintf("ACBL newcomer game, 0-%d (masterpoints)", s.limit)
		case Invitational:
			return "ACBL invitational club game (masterpoints)"
		case WideCharity:
			return "ACBL-wide charity game, overall awards (masterpoints)"
		case ClubChampionship:
			return "ACBL club championship, overall awards (masterpoints)"
		}
		return "ACBL open club game (masterpoints)"
	}
	return ""
}

// colour is an ABF scale's colour of points: "green" or "red".
func (s Scale) colour() string {
	if s.red {
		return "red"
	}
	return "green"
}

// Body is the national body whose rules the scale follows; 0 for none.
func (s Scale) Body() Body { return s.body }

// PointType is the kind of points the scale awards as a USEBIO file's
// MASTER_POINT_TYPE names it: "BLACK" for EBU local points (as EBUScore,
// PairsScorer, ScoreBridge and the others write them) and ACBL club
// masterpoints, "GREEN" for EBU green points (as EBUScoreTeams writes
// them), "GREEN" or "RED" for ABF masterpoints (as Compscore writes
// them); "" for no scale.
func (s Scale) PointType() string {
	if s.green.places > 0 {
		return "GREEN"
	}
	switch s.body {
	case EBU, ACBL:
		return "BLACK"
	case ABF:
		return strings.ToUpper(s.colour())
	}
	return ""
}

// WrittenInHundredths says whether a USEBIO file writes the scale's
// awards as whole hundredths ("57" for 0.57): ABF masterpoints as
// Compscore writes them, EBU green points as EBUScoreTeams does.
func (s Scale) WrittenInHundredths() bool { return s.body == ABF || s.green.places > 0 }

// SameKind says whether two scales award the same kind of points, which
// add up: the same body's, and for the ABF the same colour.
func (s Scale) SameKind(o Scale) bool { return s.body == o.body && s.PointType() == o.PointType() }

// Unit names what the scale awards, for a column heading: "LP", "GP" or
// "MP".
func (s Scale) Unit() string {
	switch {
	case s.green.places > 0:
		return "GP"
	case s.body == EBU:
		return "LP"
	}
	return "MP"
}

// Format writes an award as the scale's body writes it: EBU local points
// whole ("24"), EBU green points, ACBL and ABF masterpoints with two
// decimals ("0.56").
func (s Scale) Format(a Award) string {
	if s.body == ACBL || s.body == ABF || s.green.places > 0 {
		return fmt.Sprintf("%d.%02d", a/100, a%100)
	}
	return a.String()
}
