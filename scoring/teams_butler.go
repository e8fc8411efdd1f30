package scoring

import "fmt"

// TeamsButler scores the pairs of a teams session against the whole
// field, for their own information beside the teams' ranking (Ruter and
// Magic Contest print it with a multiple-teams result): method Butler
// (IMPs against each board's datum, the default) or CrossIMPs. A team's
// pair is the team and the direction it sat: "3 NS" is team 3's pair that
// sat North-South. Fouled boards are scored group by group as in pairs.
func TeamsButler(s *TeamsSession, method Method, opt Options) (*Standings, error) {
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
	ps := &Session{Method: method, Options: opt, Lines: s.Lines}
	for _, t := range teams {
		for _, dir := range [2]string{"NS", "EW"} {
			ps.Pairs = append(ps.Pairs, Pair{Section: t.Section, ID: t.ID, Direction: dir, Names: t.Players})
		}
	}
	for i := range s.Lines {
		if err := checkTeamLine(&s.Lines[i], index); err != nil {
			return nil, err
		}
	}
	return Score(ps)
}
