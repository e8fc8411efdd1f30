package club

import (
	"cmp"

	"bridgescore/awards"
	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// IndividualFileOptions are a director's choices in scoring an
// individual's results file; each zero value means what the file says,
// or the default.
type IndividualFileOptions struct {
	Method scoring.Method
	Rules  scoring.Rules
	Fields scoring.IndividualFields
	// Law12C2c lifts a player's Average-plus to his own average when
	// higher (and lowers an Average-minus), player by player.
	Law12C2c bool
	// Award is the scale of master points the players earn; the zero
	// Scale awards none.
	Award awards.Scale
}

// IndividualResult is an individual's results file scored: the file as
// read and its standings.
type IndividualResult struct {
	File      *interchange.IndividualFile
	Standings *scoring.IndividualStandings
	// Awards are each ranked player's master points, in the order of
	// Standings.Players, and how each field's were worked out; nil when
	// none were asked for.
	Awards  []awards.Award
	Explain []string
	// Scale is the scale the awards are worked out on.
	Scale awards.Scale
	// Schedule is a stored individual's movement, as it was set up (its
	// rounds those played); nil for a results file.
	Schedule *movements.Individual
	// Provisional says how far a stored individual's results have come
	// while some are still to come (Progress.Words); "" once complete, and
	// for a results file.
	Provisional string
}

// IsIndividualFile tells whether a results file is an individual's, for a
// door choosing between ScoreIndividualFile and the pairs' scoring.
func IsIndividualFile(path string) bool {
	ok, err := interchange.IsIndividualFile(path)
	return ok && err == nil
}

// ScoreIndividualFile reads and scores an individual's results file
// (Ruter's PBN, USEBIO's INDIVIDUAL event) without touching a database.
// Refusals are coded Invalid.
func ScoreIndividualFile(path string, o IndividualFileOptions) (*IndividualResult, error) {
	f, err := interchange.ReadIndividualFile(path)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	s := f.Session
	if o.Method != "" {
		s.Method = o.Method
	}
	s.Rules, s.Fields = o.Rules, o.Fields
	s.Options.Law12C2c = o.Law12C2c
	st, err := scoring.ScoreIndividual(&s)
	if err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	res := &IndividualResult{File: f, Standings: st}
	if o.Award.Body() != 0 {
		res.award(o.Award, len(f.Session.Players))
	}
	return res, nil
}

// award works out each field's master points on a scale: the players of
// a field (all of them, or each direction's of a Rainbow) by their places,
// the tables counted from every player of the event.
func (r *IndividualResult) award(scale awards.Scale, players int) {
	r.Scale = scale
	ps := r.Standings.Players
	for i := 0; i < len(ps); {
		j := i
		most := 0
		var places []int
		for ; j < len(ps) && ps[j].Field == ps[i].Field; j++ {
			places = append(places, scoring.PlaceNumber(ps[j].Rank))
			most = max(most, ps[j].Boards)
		}
		res := scale.Award(awards.Field{Places: places, Pairs: players, Individual: true, TwoWinner: ps[i].Field != "", Boards: most})
		r.Awards = append(r.Awards, res.Awards...)
		r.Explain = append(r.Explain, res.Explain)
		i = j
	}
}

// Printed is the individual as its printed results and web page show it:
// the players' ranking, the travellers, how it was played and scored.
func (r *IndividualResult) Printed() *reports.IndividualResults {
	out := &reports.IndividualResults{Club: r.File.Club, Title: cmp.Or(r.File.Name, "Individual"), Date: r.File.Date,
		Standings: r.Standings, Explain: r.Explain, Provisional: r.Provisional}
	if r.Schedule != nil {
		out.Movement = r.Schedule.Describe()
	}
	for _, a := range r.Awards {
		out.Awards = append(out.Awards, r.Scale.Format(a))
	}
	if r.Awards != nil {
		out.AwardUnit = r.Scale.Unit()
	}
	return out
}
