package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"bridgescore/movements"
)

// suggest prints the movements that fit the pairs and boards.
func (f *movementFlags) suggest(x *call) error {
	list, err := movements.Suggest(f.pairs, f.boards)
	plans, serr := movements.SuggestSections(f.pairs, f.boards)
	if err != nil && serr != nil {
		return usagef("%d pairs: one section takes %d to %d pairs, several %d to %d", f.pairs,
			movements.MinSuggestPairs, movements.MaxSuggestPairs, movements.MinSectionPairs, movements.MaxSectionPairs)
	}
	if f.format == "json" {
		return writeSuggestionsJSON(x.stdout, list, plans, f.boards)
	}
	return writeSuggestionsText(x.stdout, f.pairs, f.boards, list, plans)
}

type mvSuggestion struct {
	Name            string    `json:"name"`
	Kind            string    `json:"kind"`
	Tables          int       `json:"tables"`
	Half            bool      `json:"half"`
	Rounds          int       `json:"rounds"`
	BoardsPerRound  int       `json:"boardsPerRound"`
	BoardsInPlay    int       `json:"boardsInPlay"`
	MinBoardsPlayed int       `json:"minBoardsPlayed"`
	MaxBoardsPlayed int       `json:"maxBoardsPlayed"`
	Balance         mvBalance `json:"balance"`
	Fits            bool      `json:"fits"`
	Command         string    `json:"command"`
	// Sections is set on a suggestion of several sections: each its
	// letter, pairs and movement; the figures above are the plan's.
	Sections    []mvSection `json:"sections,omitempty"`
	Explanation []string    `json:"explanation,omitempty"`
}

type mvSection struct {
	Section         string    `json:"section"`
	Pairs           int       `json:"pairs"`
	Name            string    `json:"name"`
	Tables          int       `json:"tables"`
	Half            bool      `json:"half"`
	Rounds          int       `json:"rounds"`
	BoardsInPlay    int       `json:"boardsInPlay"`
	MinBoardsPlayed int       `json:"minBoardsPlayed"`
	MaxBoardsPlayed int       `json:"maxBoardsPlayed"`
	Balance         mvBalance `json:"balance"`
	Command         string    `json:"command"`
}

// sectionsJSON is a plan of several sections as one suggestion.
func sectionsJSON(p movements.SectionPlan, boards int) mvSuggestion {
	out := mvSuggestion{Name: fmt.Sprintf("%d sections", len(p.Sections)), Kind: "sections", Rounds: p.Rounds,
		BoardsPerRound: p.BoardsPerRound, Fits: p.Fits, Explanation: p.Explain(boards, movements.ClubTiming)}
	out.MinBoardsPlayed = -1
	for _, s := range p.Sections {
		out.Tables += s.Tables
		out.Half = out.Half || s.Half
		out.BoardsInPlay = max(out.BoardsInPlay, s.BoardsInPlay)
		if out.MinBoardsPlayed < 0 || s.MinBoardsPlayed < out.MinBoardsPlayed {
			out.MinBoardsPlayed = s.MinBoardsPlayed
		}
		out.MaxBoardsPlayed = max(out.MaxBoardsPlayed, s.MaxBoardsPlayed)
		out.Sections = append(out.Sections, mvSection{s.Letter, s.Pairs, s.Name, s.Tables, s.Half, s.Rounds,
			s.BoardsInPlay, s.MinBoardsPlayed, s.MaxBoardsPlayed, mvBalanceJSON(s.Balance), suggestionCommand(s.Suggestion)})
	}
	return out
}

func suggestionCommand(s movements.Suggestion) string {
	return "bridgescore movement " + strings.Join(s.Args, " ")
}

func writeSuggestionsJSON(w io.Writer, list []movements.Suggestion, plans []movements.SectionPlan, boards int) error {
	out := []mvSuggestion{}
	for _, s := range list {
		out = append(out, mvSuggestion{Name: s.Name, Kind: string(s.Kind), Tables: s.Tables, Half: s.Half, Rounds: s.Rounds,
			BoardsPerRound: s.BoardsPerRound, BoardsInPlay: s.BoardsInPlay, MinBoardsPlayed: s.MinBoardsPlayed,
			MaxBoardsPlayed: s.MaxBoardsPlayed, Balance: mvBalanceJSON(s.Balance), Fits: s.Fits, Command: suggestionCommand(s),
			Explanation: s.Explain(boards, movements.ClubTiming)})
	}
	for _, p := range plans {
		out = append(out, sectionsJSON(p, boards))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(out)
}

func writeSuggestionsText(w io.Writer, pairs, boards int, list []movements.Suggestion, plans []movements.SectionPlan) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "Movements for %d pairs, about %d boards:\n", pairs, boards)
	if len(list) > 0 && !list[0].Fits {
		sb.WriteString("(nothing fits that session length; the nearest are shown)\n")
	}
	for _, s := range list {
		played := strconv.Itoa(s.MinBoardsPlayed)
		if s.MaxBoardsPlayed != s.MinBoardsPlayed {
			played += "-" + strconv.Itoa(s.MaxBoardsPlayed)
		}
		fmt.Fprintf(&sb, "\n%s\n  %d rounds x %d boards; each pair plays %s of %d boards; balance sd %.3f (comparisons %d-%d)\n  %s\n",
			s.Name, s.Rounds, s.BoardsPerRound, played, s.BoardsInPlay, s.Balance.SD, s.Balance.MinComparisons, s.Balance.MaxComparisons, suggestionCommand(s))
		for _, line := range s.Explain(boards, movements.ClubTiming) {
			sb.WriteString("  " + line + "\n")
		}
	}
	for _, p := range plans {
		fmt.Fprintf(&sb, "\nIn %d sections\n", len(p.Sections))
		for _, line := range p.Explain(boards, movements.ClubTiming) {
			sb.WriteString("  " + line + "\n")
		}
		for _, s := range p.Sections {
			fmt.Fprintf(&sb, "  Section %s: %s\n    %s\n", s.Letter, s.Name, suggestionCommand(s.Suggestion))
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}
