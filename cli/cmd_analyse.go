package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"bridgescore/club"
	"bridgescore/outfile"
	"bridgescore/progress"
	"bridgescore/scoring"
)

const analyseUsage = `usage: bridgescore analyse FILE.pbn [--format text|json] [--again] [--out ANALYSED.pbn]

Analyses every deal of a PBN hand record double dummy (DDS): the tricks each
declarer takes in each strain, and the par score and contracts for the
board's dealer and vulnerability. A board whose file already carries its
analysis (OptimumResultTable or DoubleDummyTricks, with OptimumScore and
ParContract) is shown as the file has it, unless --again is given.

Options:
  --format text|json   the makeable contracts as a table, or JSON (default text):
                       [{"board": 1, "deal": "N:...", "dd": {"N": {"S": 9, "H": 10,
                       "D": 8, "C": 7, "NT": 9}, "E": ..., "S": ..., "W": ...},
                       "par": {"score": 420, "contracts": ["4SN", "4SS"]}}, ...]
                       par score signed for North-South
  --again              analyse every board even when the file has analysis
  --out FILE           also write the hand record with its analysis as PBN 2.1
                       (OptimumResultTable, OptimumScore, ParContract)
`

func analyseCommand(fs *flag.FlagSet) work {
	format := fs.String("format", "text", "")
	again := fs.Bool("again", false, "")
	out := fs.String("out", "", "")
	return func(x *call) error {
		pos := x.args
		var err error
		switch {
		case len(pos) == 0:
			err = errors.New("no PBN file given")
		case len(pos) > 1:
			err = fmt.Errorf("one file at a time (got %s)", strings.Join(pos, ", "))
		case *format != "text" && *format != "json":
			err = fmt.Errorf("--format %q: expected text or json", *format)
		case *out != "":
			err = outfile.Check(*out, outfile.Protect{Inputs: pos})
		}
		if err != nil {
			return usage(err.Error())
		}
		noticed := func(w string) { fmt.Fprintf(x.stderr, "bridgescore analyse: %s\n", w) }
		// A line on the terminal says how far the solver has come.
		meter, end := progress.Line(x.stderr, "analysing", "deals")
		deals, err := club.AnalyseFile(context.Background(), pos[0], *again, noticed, meter)
		end()
		if err != nil {
			return err
		}
		if *out != "" {
			hr := club.HandRecordFile{Deals: deals, Notes: []string{"Double-dummy analysis by bridgescore analyse (DDS)"}}
			if err := hr.Save(*out, pos...); err != nil {
				return err
			}
		}
		w := bufio.NewWriter(x.stdout)
		if *format == "json" {
			err = writeAnalysisJSON(w, deals)
		} else {
			writeAnalysisText(w, deals)
		}
		if err == nil {
			err = w.Flush()
		}
		return err
	}
}

// The JSON of a board's analysis: seats N, E, S, W, and strains S, H, D,
// C, NT, in that order.
type ddStrainsJSON struct {
	S  int `json:"S"`
	H  int `json:"H"`
	D  int `json:"D"`
	C  int `json:"C"`
	NT int `json:"NT"`
}

type ddJSON struct {
	N ddStrainsJSON `json:"N"`
	E ddStrainsJSON `json:"E"`
	S ddStrainsJSON `json:"S"`
	W ddStrainsJSON `json:"W"`
}

type parJSON struct {
	Score     int      `json:"score"`
	Contracts []string `json:"contracts"`
}

type analysedBoardJSON struct {
	Board int     `json:"board"`
	Deal  string  `json:"deal"`
	DD    ddJSON  `json:"dd"`
	Par   parJSON `json:"par"`
}

func ddToJSON(t *scoring.DDTable) ddJSON {
	row := func(s scoring.Seat) ddStrainsJSON {
		return ddStrainsJSON{
			S: t.Tricks(s, scoring.Spades), H: t.Tricks(s, scoring.Hearts),
			D: t.Tricks(s, scoring.Diamonds), C: t.Tricks(s, scoring.Clubs),
			NT: t.Tricks(s, scoring.NoTrump),
		}
	}
	return ddJSON{N: row(scoring.North), E: row(scoring.East), S: row(scoring.South), W: row(scoring.West)}
}

func parToJSON(p *scoring.Par) parJSON {
	c := p.Contracts
	if c == nil {
		c = []string{}
	}
	return parJSON{Score: p.Score, Contracts: c}
}

func writeAnalysisJSON(w io.Writer, deals []scoring.Deal) error {
	out := make([]analysedBoardJSON, len(deals))
	for i, d := range deals {
		out[i] = analysedBoardJSON{Board: d.Board, Deal: d.PBN(), DD: ddToJSON(d.DD), Par: parToJSON(d.Par)}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// writeAnalysisText prints each board's makeable contracts as the hand
// record shows them: a row per declarer, a column per strain.
func writeAnalysisText(w io.Writer, deals []scoring.Deal) {
	strains := []scoring.Strain{scoring.NoTrump, scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs}
	for i, d := range deals {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "Board %d  Dealer %s  Vul %s\n", d.Board, d.Dealer, d.Vul)
		fmt.Fprintln(w, "     NT   S   H   D   C")
		for _, seat := range []scoring.Seat{scoring.North, scoring.South, scoring.East, scoring.West} {
			fmt.Fprintf(w, "  %s", seat)
			for _, s := range strains {
				fmt.Fprintf(w, " %3d", d.DD.Tricks(seat, s))
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "  Par %+d %s\n", d.Par.Score, strings.Join(d.Par.Contracts, " "))
	}
}

// analysis writes a board's "dd" and "par" members into the standings.
func (j *jsonOut) analysis(d *scoring.Deal) {
	j.raw(",\n   \"dd\": {")
	for i, seat := range []scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West} {
		if i > 0 {
			j.raw(", ")
		}
		j.str(seat.String())
		j.raw(": {")
		for k, s := range []scoring.Strain{scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs, scoring.NoTrump} {
			if k > 0 {
				j.raw(", ")
			}
			j.str(s.String())
			j.raw(": ")
			j.int(d.DD.Tricks(seat, s))
		}
		j.raw("}")
	}
	j.raw("},\n   \"par\": {\"score\": ")
	j.int(d.Par.Score)
	j.raw(", \"contracts\": [")
	for i, c := range d.Par.Contracts {
		if i > 0 {
			j.raw(", ")
		}
		j.str(c)
	}
	j.raw("]}")
}
