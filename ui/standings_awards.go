package ui

import (
	"math/big"
	"sort"
	"strings"

	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// standingsExtras are the session's awards and handicaps as the standings
// panel shows them: the award column beside the boards (with the
// stratum it was won in, "0.56B"), each pair's stratum before its names, and, with
// the handicapped view on, each field ranked by its handicapped
// percentages.
type standingsExtras struct {
	// in is what the extras are worked out from, read once while the
	// session is open (read says it was, even when there is nothing).
	in   *club.ExtrasInput
	read bool
	x    *reports.Extras
	// handicapped shows the handicapped ranking; hidden without handicaps.
	handicapped *widget.Check
}

func newStandingsExtras(onChange func()) *standingsExtras {
	s := &standingsExtras{}
	s.handicapped = widget.NewCheck("Handicapped", func(bool) { onChange() })
	s.handicapped.Hide()
	return s
}

// forget makes the extras be read again: the session's awards changed.
func (s *standingsExtras) forget() { s.in, s.read, s.x = nil, false, nil }

// work works the extras out for the standings: the input is read from the
// club when first needed or when names have changed.
func (s *standingsExtras) work(d *club.Desk, id int64, st *scoring.Standings) {
	s.x = nil
	if d == nil || st == nil {
		return
	}
	if !s.read || !s.in.Covers(st) {
		in, err := d.ExtrasInput(id, st)
		if err != nil {
			return // the standings still show; the reports say what is wrong
		}
		s.in, s.read = in, true
	}
	if s.in == nil {
		s.handicapped.Hide()
		return
	}
	if x, err := club.ExtrasFor(st, *s.in); err == nil {
		s.x = x
	}
	if s.x != nil && s.x.Handicaps != nil {
		s.handicapped.Show()
	} else {
		s.handicapped.SetChecked(false)
		s.handicapped.Hide()
	}
}

// awards says whether the award column is shown.
func (s *standingsExtras) awards() bool { return s.x != nil && s.x.Awards != nil }

// byHandicap says whether the handicapped ranking is shown.
func (s *standingsExtras) byHandicap() bool {
	return s.x != nil && s.x.Handicaps != nil && s.handicapped.Checked
}

// heading is a column's heading where the extras change it.
func (s *standingsExtras) heading(col int, h string) string {
	switch {
	case col == awardCol && s.awards():
		return s.x.Awards.Scale.Unit()
	case col == 3 && s.byHandicap():
		return "H'cap"
	case col == 4 && s.byHandicap():
		return "H'cap %"
	}
	return h
}

// cells puts pair i's extras in its row.
func (s *standingsExtras) cells(i int, row *[standingsCols]string) {
	if s.awards() {
		a := s.x.Awards
		award := ""
		if a.Awards[i] > 0 {
			award = a.Scale.Format(a.Awards[i])
			if a.WonIn != nil && a.WonIn[i] > 0 {
				award += a.StrataNames[a.WonIn[i]] // "0.56B": the column is narrow
			}
		}
		row[awardCol] = award
		if a.Stratum != nil {
			// Before the names, which a narrow window cuts.
			row[2] = a.StrataNames[a.Stratum[i]] + " · " + row[2]
		}
	}
	if s.byHandicap() {
		row[0] = s.x.Ranked[i].Rank
		row[3] = signedRat(s.x.Handicaps[i])
		row[4] = ratText(s.x.Ranked[i].Percent)
	}
}

// sort orders a field by the extras when the view or the column asks:
// by handicapped place, or by award; false when it is not theirs to sort.
func (s *standingsExtras) sort(idx []int, col int, up bool) bool {
	switch {
	case col < 0 && s.byHandicap():
		sort.SliceStable(idx, func(a, b int) bool {
			return s.x.Ranked[idx[a]].Percent.Cmp(s.x.Ranked[idx[b]].Percent) > 0
		})
	case col == awardCol && s.awards():
		aw := s.x.Awards.Awards
		sort.SliceStable(idx, func(a, b int) bool {
			if up {
				return aw[idx[a]] < aw[idx[b]]
			}
			return aw[idx[a]] > aw[idx[b]]
		})
	default:
		return false
	}
	return true
}

// signedRat writes a handicap with its sign: "+2.00", "−3.50", "0.00".
func signedRat(r *big.Rat) string {
	if r.Sign() > 0 {
		return "+" + ratText(r)
	}
	return strings.Replace(ratText(r), "-", "−", 1)
}
