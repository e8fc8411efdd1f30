package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"bridgescore/awards"
	"bridgescore/club"
	"bridgescore/scoring"
)

// scoreSwissHelp ends the score command's help: a pairs file scored as a
// Swiss pairs.
const scoreSwissHelp = `
With --swiss a pairs results file whose lines give their rounds is scored
as a Swiss pairs: each round's boards across the field, each pair's result
for the round turned into victory points (--scale ebu7: the EBU's 7-board
percentage table, the default for matchpoints; wbf: the WBF scale for IMPs,
the default for --method ximp or butler; none: the rounds' results added),
and the standings after each round. JSON is {"kind": "swiss-pairs",
"rounds": [{"round": R, "matches": [...], "standings": [...]}], "standings":
[{"pair": ID, "score": X, "rank": "1"}]}. --award SCALE gives each pair its
master points by its place and, on ebu-green, its matches won and drawn
(the match's boards ÷ 29): "award" and "awardsExplained" in the JSON.
`

// swissScoreArgs tells whether a score command asks for a Swiss pairs
// (--swiss), and reads its options.
func swissScoreArgs(args []string) (path string, o club.SwissPairsFileOptions, format string, ok bool, err error) {
	fs := newFlagSet("score")
	fs.SetOutput(io.Discard)
	swiss := fs.Bool("swiss", false, "")
	rules := fs.String("rules", "wbf", "")
	method := fs.String("method", "", "")
	scale := fs.String("scale", "", "")
	f := fs.String("format", "text", "")
	award := fs.String("award", "", "")
	pos, perr := parseInterspersed(fs, args)
	if perr != nil || !*swiss {
		return "", o, "", false, nil
	}
	o = club.SwissPairsFileOptions{Method: scoring.Method(*method), Rules: scoring.Rules(*rules), Scale: scoring.SwissScale(*scale)}
	switch {
	case *award != "":
		if o.Award, err = awards.ParseScale(*award); err != nil {
			return "", o, *f, true, err
		}
	}
	switch {
	case len(pos) != 1:
		err = fmt.Errorf("give one results file")
	case *f != "text" && *f != "json":
		err = fmt.Errorf("--format %q: expected text or json", *f)
	case *rules != "wbf" && *rules != "acbl":
		err = fmt.Errorf("--rules %q: expected wbf or acbl", *rules)
	case *method != "" && *method != "mp" && *method != "ximp" && *method != "butler":
		err = fmt.Errorf("--method %q: expected mp, ximp or butler", *method)
	case *scale != "" && *scale != "ebu7" && *scale != "wbf" && *scale != "none":
		err = fmt.Errorf("--scale %q: expected ebu7, wbf or none", *scale)
	}
	if len(pos) > 0 {
		path = pos[0]
	}
	return path, o, *f, true, err
}

// runScoreSwiss scores a Swiss pairs file and prints it.
func runScoreSwiss(path string, o club.SwissPairsFileOptions, format string, stdout, stderr io.Writer) int {
	res, err := club.ScoreSwissPairsFile(path, o)
	if err != nil {
		return failed(stderr, "score", err)
	}
	for _, w := range res.File.Warnings {
		fmt.Fprintf(stderr, "bridgescore score: note: %s\n", w)
	}
	if format == "json" {
		err = writeSwissJSON(stdout, res.Standings, res.Awards)
	} else {
		err = writeSwissText(stdout, res.File.Name, res.Standings, res.Awards)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bridgescore score: %v\n", err)
		return 1
	}
	return 0
}

type swissMatchJSON struct {
	Table   int        `json:"table"`
	Pairs   [2]string  `json:"pairs"`
	Results [2]float64 `json:"results"`
	VPs     [2]float64 `json:"vps"`
}

type swissStandingJSON struct {
	Pair  string   `json:"pair"`
	Score float64  `json:"score"`
	Rank  string   `json:"rank"`
	Met   []string `json:"met"`
	Byes  int      `json:"byes"`
	// Award is the pair's master points when the Swiss awards them.
	Award json.RawMessage `json:"award,omitempty"`
}

type swissRoundJSON struct {
	Round     int                 `json:"round"`
	Matches   []swissMatchJSON    `json:"matches"`
	Bye       *string             `json:"bye"`
	Standings []swissStandingJSON `json:"standings"`
}

func swissStandingsJSON(st []scoring.SwissStanding) []swissStandingJSON {
	out := []swissStandingJSON{}
	for _, p := range st {
		out = append(out, swissStandingJSON{Pair: p.Pair, Score: ratFloat(p.Score), Rank: p.Rank, Met: append([]string{}, p.Met...), Byes: p.Byes})
	}
	return out
}

// writeSwissJSON writes a Swiss pairs' rounds and standings; a, when not
// nil, gives each pair of the final standings its award.
func writeSwissJSON(w io.Writer, st *scoring.SwissPairsStandings, a *club.RankingAwards) error {
	j := struct {
		Kind      string              `json:"kind"`
		Method    string              `json:"method"`
		Scale     string              `json:"scale"`
		Rounds    []swissRoundJSON    `json:"rounds"`
		Standings []swissStandingJSON `json:"standings"`
		Awards    []string            `json:"awardsExplained,omitempty"`
	}{Kind: "swiss-pairs", Method: string(st.Method), Scale: string(st.Scale), Rounds: []swissRoundJSON{}, Standings: swissStandingsJSON(st.Final())}
	if a != nil {
		j.Awards = []string{a.Explain}
		for i := range j.Standings {
			j.Standings[i].Award = json.RawMessage(a.Awards[i].String())
		}
	}
	for _, r := range st.Rounds {
		jr := swissRoundJSON{Round: r.Round, Matches: []swissMatchJSON{}, Standings: swissStandingsJSON(r.After)}
		if r.Bye != "" {
			bye := r.Bye
			jr.Bye = &bye
		}
		for _, m := range r.Matches {
			jr.Matches = append(jr.Matches, swissMatchJSON{Table: m.Table, Pairs: m.Pairs,
				Results: [2]float64{ratFloat(m.Results[0]), ratFloat(m.Results[1])}, VPs: [2]float64{ratFloat(m.VPs[0]), ratFloat(m.VPs[1])}})
		}
		j.Rounds = append(j.Rounds, jr)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(j)
}

// writeSwissText prints each round's matches and the standings after it,
// then the final standings.
func writeSwissText(w io.Writer, name string, st *scoring.SwissPairsStandings, a *club.RankingAwards) error {
	var sb strings.Builder
	if name != "" {
		fmt.Fprintf(&sb, "%s\n", name)
	}
	fmt.Fprintf(&sb, "Swiss pairs, %d rounds, VPs: %s\n", len(st.Rounds), st.Scale)
	for _, r := range st.Rounds {
		fmt.Fprintf(&sb, "\nRound %d\n", r.Round)
		for _, m := range r.Matches {
			fmt.Fprintf(&sb, "  %s\n", m.Words(st.Method))
		}
		if r.Bye != "" {
			fmt.Fprintf(&sb, "  Bye: %s\n", r.Bye)
		}
	}
	award := func(int) string { return "" }
	fmt.Fprintf(&sb, "\nStandings\n%5s %6s %8s", "Rank", "Pair", "VPs")
	if a != nil {
		award = func(i int) string { return fmt.Sprintf(" %7s", a.Scale.Format(a.Awards[i])) }
		fmt.Fprintf(&sb, " %7s", a.Scale.Unit())
	}
	sb.WriteString("\n")
	for i, p := range st.Final() {
		fmt.Fprintf(&sb, "%5s %6s %8s%s\n", p.Rank, p.Pair, scoring.FormatPoints(p.Score), award(i))
	}
	if a != nil {
		fmt.Fprintf(&sb, "\n%s\n", a.Explain)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}
