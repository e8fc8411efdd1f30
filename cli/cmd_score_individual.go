package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"

	"bridgescore/awards"
	"bridgescore/club"
	"bridgescore/scoring"
)

// scoreIndividualHelp ends the score command's help: what it does with an
// individual's results file.
const scoreIndividualHelp = `
An individual's results file (Ruter's PBN with PlayerId_North … columns,
USEBIO's INDIVIDUAL event) is scored as an individual: each board
matchpointed (or IMPed) as pairs are, each player credited with his side's
points over the tops of the boards he played. JSON is {"kind":
"individual", "players": [{"player": P, "name": ..., "percent": X, "rank":
"1"}], "boards": [...]}. It takes --format, --rules, --method, --law12c2c,
--award SCALE (each player's master points: EBU Scale F for an individual
on the EBU's scales) and
  --fields one|direction   rank all players together (default), or the
                           North-South players apart from the East-West
                           (a Rainbow)
`

// individualScoreArgs tells whether a score command names an individual's
// results file, and reads its options; ok is false for any other file.
func individualScoreArgs(args []string) (path string, o club.IndividualFileOptions, format string, ok bool, err error) {
	fs := newFlagSet("score")
	fs.SetOutput(io.Discard)
	rules := fs.String("rules", "wbf", "")
	method := fs.String("method", "", "")
	f := fs.String("format", "text", "")
	fields := fs.String("fields", "one", "")
	law := fs.Bool("law12c2c", false, "")
	award := fs.String("award", "", "")
	pos, perr := parseInterspersed(fs, args)
	if perr != nil || len(pos) != 1 || !club.IsIndividualFile(pos[0]) {
		return "", o, "", false, nil
	}
	o = club.IndividualFileOptions{Method: scoring.Method(*method), Rules: scoring.Rules(*rules), Law12C2c: *law}
	if *award != "" {
		if o.Award, err = awards.ParseScale(*award); err != nil {
			return pos[0], o, *f, true, fmt.Errorf("--award: %v", err)
		}
	}
	switch {
	case *f != "text" && *f != "json":
		err = fmt.Errorf("--format %q: expected text or json", *f)
	case *rules != "wbf" && *rules != "acbl":
		err = fmt.Errorf("--rules %q: expected wbf or acbl", *rules)
	case *method != "" && *method != "mp" && *method != "ximp" && *method != "butler":
		err = fmt.Errorf("--method %q: expected mp, ximp or butler", *method)
	case *fields == "direction":
		o.Fields = scoring.FieldsByDirection
	case *fields != "one":
		err = fmt.Errorf("--fields %q: expected one or direction", *fields)
	}
	return pos[0], o, *f, true, err
}

// runScoreIndividual scores an individual's results file and prints it.
func runScoreIndividual(path string, o club.IndividualFileOptions, format string, stdout, stderr io.Writer) int {
	res, err := club.ScoreIndividualFile(path, o)
	if err != nil {
		return failed(stderr, "score", err)
	}
	for _, w := range res.File.Warnings {
		fmt.Fprintf(stderr, "bridgescore score: note: %s\n", w)
	}
	if format == "json" {
		err = writeIndividualStandingsJSON(stdout, res)
	} else {
		err = writeIndividualStandingsText(stdout, res)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bridgescore score: %v\n", err)
		return 1
	}
	return 0
}

type indPlayerJSON struct {
	Player     string   `json:"player"`
	Name       string   `json:"name"`
	Field      string   `json:"field,omitempty"`
	Percent    *float64 `json:"percent"`
	Rank       string   `json:"rank"`
	Total      float64  `json:"total"`
	Boards     int      `json:"boards"`
	FactoredTo int      `json:"factoredTo"`
	Award      *string  `json:"award,omitempty"`
}

type indLineJSON struct {
	Round    int       `json:"round,omitempty"`
	Table    int       `json:"table,omitempty"`
	Players  [4]string `json:"players"`
	Result   string    `json:"result"`
	NSPoints float64   `json:"nsPoints"`
	EWPoints float64   `json:"ewPoints"`
}

type indBoardJSON struct {
	Board int           `json:"board"`
	Top   *float64      `json:"top"`
	Lines []indLineJSON `json:"lines"`
}

type indStandingsJSON struct {
	Kind    string          `json:"kind"`
	Name    string          `json:"name"`
	Date    string          `json:"date"`
	Method  string          `json:"method"`
	Players []indPlayerJSON `json:"players"`
	Boards  []indBoardJSON  `json:"boards"`
	Awards  []string        `json:"awardsExplained,omitempty"`
}

// ratFloat rounds an exact figure to 2 decimals for JSON.
func ratFloat(r *big.Rat) float64 {
	f, _ := scoring.RoundHalfUp(r, 2).Float64()
	return f
}

func ratFloatPtr(r *big.Rat) *float64 {
	if r == nil {
		return nil
	}
	f := ratFloat(r)
	return &f
}

func writeIndividualStandingsJSON(w io.Writer, res *club.IndividualResult) error {
	st := res.Standings
	j := indStandingsJSON{Kind: "individual", Name: res.File.Name, Date: res.File.Date, Method: string(st.Method),
		Players: []indPlayerJSON{}, Boards: []indBoardJSON{}}
	for i, p := range st.Players {
		jp := indPlayerJSON{Player: p.ID, Name: p.Name, Field: p.Field, Percent: ratFloatPtr(p.Percent),
			Rank: p.Rank, Total: ratFloat(p.Total), Boards: p.Boards, FactoredTo: p.FactoredTo}
		if res.Awards != nil {
			a := res.Awards[i].String()
			jp.Award = &a
		}
		j.Players = append(j.Players, jp)
	}
	j.Awards = res.Explain
	for _, b := range st.Boards {
		jb := indBoardJSON{Board: b.Board, Top: ratFloatPtr(b.Top), Lines: []indLineJSON{}}
		for _, l := range b.Lines {
			jb.Lines = append(jb.Lines, indLineJSON{Round: l.Round, Table: l.Table, Players: l.Players,
				Result: scoring.EntryText(l.Line), NSPoints: ratFloat(l.NSPoints), EWPoints: ratFloat(l.EWPoints)})
		}
		j.Boards = append(j.Boards, jb)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(j)
}

func writeIndividualStandingsText(w io.Writer, res *club.IndividualResult) error {
	st := res.Standings
	var sb strings.Builder
	if title := strings.TrimSpace(res.File.Name + " " + res.File.Date); title != "" {
		fmt.Fprintf(&sb, "%s\n", title)
	}
	fmt.Fprintf(&sb, "Individual, %d players, %d boards\n", len(st.Players), len(st.Boards))
	width := len("Name")
	for _, p := range st.Players {
		width = max(width, len([]rune(p.Name)))
	}
	field := "-"
	for i, p := range st.Players {
		if p.Field != field {
			field = p.Field
			if name := scoring.FieldName(field); name != "" {
				fmt.Fprintf(&sb, "\n%s\n", name)
			}
			fmt.Fprintf(&sb, "%5s %6s  %-*s %6s %8s %6s%s\n", "Rank", "Player", width, "Name", "Boards", "Total", "%", awardCell(res, -1))
		}
		pct := ""
		if p.Percent != nil {
			pct = scoring.FormatRat(p.Percent, 2)
		}
		fmt.Fprintf(&sb, "%5s %6s  %-*s %6d %8s %6s%s\n", p.Rank, p.ID, width, p.Name, p.Boards, scoring.FormatRat(p.Total, 2), pct, awardCell(res, i))
	}
	for _, e := range res.Explain {
		fmt.Fprintf(&sb, "\nAwards: %s\n", e)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// awardCell is a player's award column (its heading for -1), "" when no
// awards were asked for.
func awardCell(res *club.IndividualResult, i int) string {
	switch {
	case res.Awards == nil:
		return ""
	case i < 0:
		return fmt.Sprintf(" %6s", res.Scale.Unit())
	}
	return fmt.Sprintf(" %6s", res.Scale.Format(res.Awards[i]))
}
