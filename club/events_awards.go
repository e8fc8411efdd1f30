package club

import (
	"bridgescore/awards"
	"bridgescore/scoring"
)

// eventAwards are the master points each pair of an event's standings
// earned over the event's sessions: the sum of its awards in each, on the
// scale of the first session that awards any (sessions awarding another
// kind of points, another body's or another colour, are left out of the
// sum). Nil when no session of
// the event awards master points.
func (d *Desk) eventAwards(sessions []int64, pairs []scoring.EventPair) ([]awards.Award, awards.Scale, error) {
	var scale awards.Scale
	won := map[int64]map[scoring.PairRef]awards.Award{}
	for _, id := range sessions {
		now, err := d.Standings(id)
		if err != nil {
			return nil, scale, err
		}
		st := now.Standings
		x, err := d.Extras(id, st)
		if err != nil {
			return nil, scale, err
		}
		if x == nil || x.Awards == nil {
			continue
		}
		if scale.Body() == 0 {
			scale = x.Awards.Scale
		}
		if !x.Awards.Scale.SameKind(scale) {
			continue
		}
		won[id] = map[scoring.PairRef]awards.Award{}
		for i, p := range st.Pairs {
			won[id][p.Ref()] = x.Awards.Awards[i]
		}
	}
	if scale.Body() == 0 {
		return nil, scale, nil
	}
	out := make([]awards.Award, len(pairs))
	for i, p := range pairs {
		for _, e := range p.Sessions {
			out[i] += won[e.Session][e.Pair]
		}
	}
	return out, scale, nil
}
