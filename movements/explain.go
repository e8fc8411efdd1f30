package movements

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// A director choosing a movement asks three things the figures alone do
// not answer: why this many boards and not the number asked, whether the
// field is compared fairly, and when the evening ends. Explain answers
// them in words.

// Timing is how long the play takes: minutes a board (7½ is the club
// norm, 7 for a quick field) and minutes between rounds to move.
type Timing struct {
	MinutesPerBoard float64
	MinutesToMove   float64
}

// ClubTiming is the usual pace of a club pairs session.
var ClubTiming = Timing{MinutesPerBoard: 7.5, MinutesToMove: 1}

// PlayingTime is how long the rounds of a movement take at a pace,
// rounded to five minutes: every round is played at the pace of its
// boards, and the players move between rounds.
func PlayingTime(rounds, boardsPerRound int, t Timing) time.Duration {
	mins := float64(rounds*boardsPerRound)*t.MinutesPerBoard + float64(max(rounds-1, 0))*t.MinutesToMove
	return time.Duration(math.Round(mins/5)*5) * time.Minute
}

// Explain says in a director's words why a suggestion has the boards it
// has against the number asked, how its pairs are compared, and how long
// it plays.
func (s Suggestion) Explain(asked int, t Timing) []string {
	notes := []string{s.lengthNote(asked), s.sitOutNote(), s.balanceNote(), s.timeNote(t)}
	if s.Order != "" {
		notes = append(notes, s.Order)
	}
	return notes
}

// lengthNote explains the number of boards against the number asked.
func (s Suggestion) lengthNote(asked int) string {
	n := s.Rounds * s.BoardsPerRound
	full := s.FullRounds
	head := fmt.Sprintf("%d rounds of %d boards: ", s.Rounds, s.BoardsPerRound)
	diff := fmt.Sprintf("%d boards, %d more than the %d asked", n, n-asked, asked)
	if n < asked {
		diff = fmt.Sprintf("%d boards, %d fewer than the %d asked", n, asked-n, asked)
	}
	switch {
	case s.Kind == Howell && s.Rounds == full && n > asked+4:
		return head + diff + ": the complete Howell, in which every pair meets every other, offered beside the shorter ones."
	case n == asked && s.Rounds < full:
		return head + fmt.Sprintf("the %d boards asked, playing %d of the movement's %d rounds.", asked, s.Rounds, full)
	case n == asked:
		return head + fmt.Sprintf("the %d boards asked.", asked)
	case s.Rounds < full:
		return head + diff + fmt.Sprintf(": %d of the movement's %d rounds, as many as keep near the length asked.", s.Rounds, full)
	}
	return head + diff + fmt.Sprintf(", because %d boards do not divide into the movement's %d rounds.", asked, s.Rounds)
}

// sitOutNote says why pairs play different numbers of boards.
func (s Suggestion) sitOutNote() string {
	if s.MinBoardsPlayed == s.MaxBoardsPlayed {
		return fmt.Sprintf("Every pair plays %d boards.", s.MaxBoardsPlayed)
	}
	why := "some pairs sit out a round"
	if s.Half {
		why = "with an odd number of pairs, the pair that would meet the missing pair sits out that round"
	}
	return fmt.Sprintf("Pairs play %d to %d boards: %s; their totals are factored up so that they rank with the rest.",
		s.MinBoardsPlayed, s.MaxBoardsPlayed, why)
}

// balanceNote says how fairly the pairs are compared, and why it
// matters: in a one-winner movement a pair's result depends on which
// pairs it was compared with, and in a perfect one every pair is compared
// with every other equally.
func (s Suggestion) balanceNote() string {
	if s.Movement != nil && !s.Movement.OneField() {
		return "Two winners: North-South and East-West are ranked apart, each pair compared only with the pairs of its own direction, as fairly as a Mitchell allows."
	}
	b := s.Balance
	word := strings.ToUpper(b.Word()[:1]) + b.Word()[1:] + " balance"
	if b.MinComparisons == b.MaxComparisons {
		return fmt.Sprintf("%s: one winner, and every two pairs are compared on the same number of boards (%d).", word, b.MinComparisons*s.BoardsPerRound)
	}
	return fmt.Sprintf("%s: one winner, but two pairs may be compared on as few as %d boards or as many as %d, so a pair's place depends a little on which pairs it was compared with (quality %.0f of 100).",
		word, b.MinComparisons*s.BoardsPerRound, b.MaxComparisons*s.BoardsPerRound, b.Qf)
}

// Word says how fairly a one-winner movement compares its pairs, from
// its quality factor: excellent, good, fair or uneven.
func (b Balance) Word() string {
	switch {
	case b.Qf >= 95:
		return "excellent"
	case b.Qf >= 85:
		return "good"
	case b.Qf >= 65:
		return "fair"
	}
	return "uneven"
}

// timeNote says how long the play takes at the pace given.
func (s Suggestion) timeNote(t Timing) string {
	d := PlayingTime(s.Rounds, s.BoardsPerRound, t)
	return fmt.Sprintf("About %s of play at %s minutes a board and %s to move between rounds.",
		hoursMinutes(d), trimFloat(t.MinutesPerBoard), plural(t.MinutesToMove, "minute"))
}

// hoursMinutes writes a duration as "3 h 25 min".
func hoursMinutes(d time.Duration) string {
	h, m := int(d.Hours()), int(d.Minutes())%60
	if h == 0 {
		return fmt.Sprintf("%d min", m)
	}
	return fmt.Sprintf("%d h %02d min", h, m)
}

func trimFloat(f float64) string {
	return fmt.Sprint(math.Round(f*100) / 100)
}

func plural(f float64, unit string) string {
	if f == 1 {
		return "1 " + unit
	}
	return trimFloat(f) + " " + unit + "s"
}
