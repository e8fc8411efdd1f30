package club

import (
	"math/big"
	"time"

	"bridgescore/handicaps"
	"bridgescore/scoring"
	"bridgescore/store"
)

// storePlayer is a player as the register keeps them.
type storePlayer = store.Player

// clubHandicaps are the handicaps of a session's players for a session
// on the given day: the handicap the players register types, else one
// worked out from the player's sessions before that day by the policy.
func (d *Desk) clubHandicaps(st *scoring.Standings, register []storePlayer, p handicaps.Policy, on time.Time) (map[string]*big.Rat, error) {
	typed := typedHandicaps(register)
	out := map[string]*big.Rat{}
	want := map[string]bool{}
	for _, pr := range st.Pairs {
		for _, n := range pr.Names {
			k := scoring.PlayerKey(n)
			if h, ok := typed[k]; ok {
				out[k] = h
			} else {
				want[k] = true
			}
		}
	}
	if len(want) == 0 {
		return out, nil
	}
	games, err := d.histories(want, p, on)
	if err != nil {
		return nil, err
	}
	for k := range want {
		out[k], _, _ = p.Player(games[k], on)
	}
	return out, nil
}

// typedHandicaps are the handicaps the players register types, by player.
func typedHandicaps(register []storePlayer) map[string]*big.Rat {
	out := map[string]*big.Rat{}
	for _, r := range register {
		if r.Handicap == "" {
			continue
		}
		if h, ok := new(big.Rat).SetString(r.Handicap); ok {
			out[scoring.PlayerKey(r.Name)] = h
		}
	}
	return out
}

// histories gathers the players' matchpoint sessions before the given day,
// newest first, going back no further than the policy looks: past its
// months, or once every player has its number of sessions.
func (d *Desk) histories(want map[string]bool, p handicaps.Policy, on time.Time) (map[string][]handicaps.PlayedSession, error) {
	infos, err := d.Sessions()
	if err != nil {
		return nil, err
	}
	out := map[string][]handicaps.PlayedSession{}
	for _, in := range infos {
		if in.Date.IsZero() || !in.Date.Before(on) {
			continue
		}
		if p.Months > 0 && in.Date.Before(on.AddDate(0, -p.Months, 0)) {
			break
		}
		if p.Sessions > 0 && enough(out, want, p.Sessions) {
			break
		}
		st, err := d.Standings(in.ID)
		if err != nil {
			continue // nothing scored yet
		}
		for _, pr := range st.Pairs {
			if pr.Percent == nil {
				continue
			}
			for _, n := range pr.Names {
				if k := scoring.PlayerKey(n); want[k] {
					out[k] = append(out[k], handicaps.PlayedSession{Date: in.Date, Percent: pr.Percent})
				}
			}
		}
	}
	return out, nil
}

// enough says whether every player wanted has n sessions.
func enough(games map[string][]handicaps.PlayedSession, want map[string]bool, n int) bool {
	for k := range want {
		if len(games[k]) < n {
			return false
		}
	}
	return true
}

// PlayerHandicap is a player's handicap for a session on the given day:
// the one the players register types (typed is set), else worked out from
// the player's sessions by the policy of the club's latest session
// handicapped from its history (every session before the day when there
// is none), with the number of sessions it was worked out from.
func (d *Desk) PlayerHandicap(name string, on time.Time) (h *big.Rat, counted int, typed bool, err error) {
	register, err := d.db.Players()
	if err != nil {
		return nil, 0, false, err
	}
	k := scoring.PlayerKey(name)
	if t, ok := typedHandicaps(register)[k]; ok {
		return t, 0, true, nil
	}
	p, err := d.latestPolicy()
	if err != nil {
		return nil, 0, false, err
	}
	games, err := d.histories(map[string]bool{k: true}, p, on)
	if err != nil {
		return nil, 0, false, err
	}
	h, counted, _ = p.Player(games[k], on)
	return h, counted, false, nil
}

// latestPolicy is the handicap policy of the club's latest session
// handicapped from the club's history; every session counts when there is
// none.
func (d *Desk) latestPolicy() (handicaps.Policy, error) {
	all, err := d.db.AllSessionAwards()
	if err != nil {
		return handicaps.Policy{}, err
	}
	best := int64(-1)
	var policy handicaps.Policy
	for id, s := range all {
		a, err := decodeAwards(s)
		if err != nil || a.Handicaps != HandicapsClub || id < best {
			continue
		}
		if p, err := a.parse(); err == nil {
			best, policy = id, p.policy
		}
	}
	return policy, nil
}
