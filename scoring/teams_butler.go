package scoring

import "fmt"

// TeamsButler scores the pairs of a teams session against the whole
// field, for their own information beside the teams' ranking (Ruter and
// Magic Contest print it with a multiple-teams result): method Butler
// (IMPs against each board's datum, the default) or CrossIMPs. A team's
// pair is the pair the session's Seated names, ranked as one field; when
// it names none, the team and the direction it sat ("3 NS" is team 3's
// pair that sat North-South). Fouled boards are scored group by group as
// in pairs.
func TeamsButler(s *TeamsSession, method Method, opt Options) (_ *Standings, err error) {
	defer invalid(&err)
	if method == "" {
		method = Butler
	}
	if method != Butler && method != CrossIMPs {
		return nil, fmt.Errorf("a teams session's pairs are scored by butler or ximp, not %q", method)
	}
	teams, index, err := teamList(s)
	if err != nil {
		return nil, err
	}
	for i := range s.Lines {
		if err := checkTeamLine(&s.Lines[i], index); err != nil {
			return nil, err
		}
	}
	if s.Seated != nil {
		return seatedButler(s, method, opt)
	}
	ps := &Session{Method: method, Options: opt, Lines: s.Lines}
	for _, t := range teams {
		for _, dir := range [2]string{"NS", "EW"} {
			ps.Pairs = append(ps.Pairs, Pair{Section: t.Section, ID: t.ID, Direction: dir, Names: t.Players})
		}
	}
	return Score(ps)
}

// seatedButler scores the pairs Seated names, each line's NS and EW its
// pairs, as one field.
func seatedButler(s *TeamsSession, method Method, opt Options) (*Standings, error) {
	if len(s.Seated) != len(s.Lines) {
		return nil, fmt.Errorf("%d lines and %d lines' pairs: a pair is needed for each line", len(s.Lines), len(s.Seated))
	}
	ps := &Session{Method: method, Options: opt, Lines: make([]Line, len(s.Lines))}
	seen := map[PairRef]bool{}
	for i, l := range s.Lines {
		for k, id := range s.Seated[i] {
			if id == "" {
				return nil, fmt.Errorf("%s: the %s pair is not named", teamLineName(&s.Lines[i]), [2]string{"NS", "EW"}[k])
			}
			r := PairRef{Section: l.Section, ID: id}
			if !seen[r] {
				seen[r] = true
				ps.Pairs = append(ps.Pairs, Pair{Section: l.Section, ID: id})
			}
		}
		l.NS, l.EW = s.Seated[i][0], s.Seated[i][1]
		ps.Lines[i] = l
	}
	return Score(ps)
}
