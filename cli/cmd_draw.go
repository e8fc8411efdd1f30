package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/outfile"
	"bridgescore/reports"
)

const drawUsage = `usage: bridgescore draw --standings FILE.json [--swap A,B]... [--format text|json|pdf|html]
           [--out FILE] [--title T] [--paper a4|letter] [--published DRAW.json]
       bridgescore draw --session ID [--swap A,B]... [--rematch-ok] [--round R] [--seed N]
           [--format text|json|pdf|html] [--out FILE] [--paper a4|letter] [--db DB]

Draws the next round of a Swiss (teams or pairs) from the standings:
FILE is {"round": R, "teams": [{"id": ID, "score": X, "met": [ID...], "byes": K}, ...]}
("pairs" may stand for "teams"). The competitors are taken in order of score,
and each, from the top, meets the highest placed competitor still to draw that
it has not met, provided the rest can still be drawn with as few rematches as
any draw allows: a rematch is drawn only when every draw has one. With an odd
number the bye goes to the lowest placed of those with the fewest byes. Each
table is explained in words. A late entrant comes with the score the director
gives it; a withdrawn one is left out of the file.

JSON: {"round": R, "tables": [{"table": T, "home": ID, "away": ID, "rematch": false}],
"bye": ID-or-null, "rematches": N, "explain": [...]}, each ID as the file wrote it.

With --session, a Swiss pairs or Swiss teams kept in the club database
('bridgescore new --swiss-pairs', 'new --swiss-teams'): its next round is
drawn from its standings once every result of the round before is in, and
kept, so that each pair's table and opponents are on the tables' phones and
in the window at once (a Swiss teams' table T of the JSON is its match T,
played at tables 2T-1, the open room, and 2T, the closed room); --swap A,B
exchanges two pairs (or teams) of the round last drawn, before any of its
results is in (refused if it makes a rematch, unless --rematch-ok); --round R
prints round R as drawn; --seed N draws round 1 again at random from seed N,
before any of its results is in. With --format pdf or html, the round drawn,
swapped or asked for (--round R) is written to --out FILE as its draw sheet:
each table (a Swiss teams' match with its two rooms' tables) with its pairs'
players or its teams' names, the bye, and how the round was drawn.

Options:
  --standings FILE    the standings (JSON)
  --session ID        a Swiss pairs or Swiss teams in the club database (--db)
  --round R           with --session: print round R as drawn, changing nothing
  --seed N            with --session: draw round 1 again at random (seed N)
  --rematch-ok        with --session --swap: swap even if it makes a rematch
  --swap A,B          the director's change before publishing: A and B exchange
                      places (at a table or with the bye); repeatable
  --format F          text (the default), json, or pdf or html: the draw sheet
                      to pin up or put on the tables' phones, to --out FILE
  --out FILE          where the pdf or html goes
  --title T           the event's name on the sheet
  --paper a4|letter   pdf paper (default a4)
  --published DRAW    after a result of an earlier round was corrected: the draw
                      that was published for this round (as --format json wrote
                      it); the command then says which competitors met someone
                      other than the corrected standings would have drawn them
                      against, and prints nothing else
`

// swapList is the repeatable --swap flag.
type swapList [][2]string

func (s *swapList) String() string { return fmt.Sprint(*s) }

func (s *swapList) Set(v string) error {
	a, b, ok := strings.Cut(v, ",")
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	if !ok || a == "" || b == "" {
		return fmt.Errorf("--swap %q: expected two ids, A,B", v)
	}
	*s = append(*s, [2]string{a, b})
	return nil
}

func drawCommand(fs *flag.FlagSet) work {
	path := fs.String("standings", "", "")
	format := fs.String("format", "text", "")
	var swaps swapList
	fs.Var(&swaps, "swap", "")
	out := fs.String("out", "", "")
	title := fs.String("title", "", "")
	paperF := fs.String("paper", "a4", "")
	published := fs.String("published", "", "")
	round := fs.Int("round", 0, "")
	seed := fs.Uint64("seed", 0, "")
	rematchOK := fs.Bool("rematch-ok", false, "")
	return func(x *call) error {
		var err error
		switch {
		case len(x.args) > 0:
			err = fmt.Errorf("unexpected %q", x.args[0])
		case *x.session != "" && *path != "":
			err = errors.New("--standings and --session cannot be used together")
		case *format != "text" && *format != "json" && *format != "pdf" && *format != "html":
			err = fmt.Errorf("--format %q: expected text, json, pdf or html", *format)
		case *x.session != "" && (*published != "" || *title != ""):
			err = errors.New("--published and --title go with --standings (a session's sheet is titled with its name)")
		case (*format == "pdf" || *format == "html") && *out == "":
			err = errors.New("say where the draw sheet goes: --out FILE")
		case *x.session != "":
			paper, err := reports.ParsePaper(*paperF)
			if err != nil {
				return usage(err.Error())
			}
			return drawSession(x, sessionDraw{swaps: swaps, round: *round, seed: *seed, rematchOK: *rematchOK}, drawOutput{*format, *out, paper})
		case *round != 0 || x.given("seed") || *rematchOK:
			err = errors.New("--round, --seed and --rematch-ok go with --session")
		case *path == "":
			err = errors.New("give the standings: --standings FILE.json (or a Swiss kept in the club database: --session ID)")
		}
		paper, perr := reports.ParsePaper(*paperF)
		if err == nil {
			err = perr
		}
		if err != nil {
			return usage(err.Error())
		}
		st, err := club.ReadSwissStandings(*path)
		if err != nil {
			return err
		}
		d, err := movements.SwissDraw(st.Round, st.Competitors)
		for _, sw := range swaps {
			if err != nil {
				break
			}
			d, err = d.Swap(sw[0], sw[1], st.Competitors)
		}
		if err != nil {
			return err
		}
		if *published != "" {
			return compareDraws(*published, d, *format, x.stdout)
		}
		switch *format {
		case "json":
			return writeDrawJSON(x.stdout, d, st.Raw)
		case "pdf", "html":
			if err := writeDrawSheet(*out, *path, *format, d, *title, paper); err != nil {
				return err
			}
			fmt.Fprintf(x.stdout, "wrote %s\n", *out)
			return nil
		}
		_, err = io.WriteString(x.stdout, d.Text())
		return err
	}
}

// compareDraws says how the draw differs from the one published.
func compareDraws(path string, d *movements.Draw, format string, stdout io.Writer) error {
	pub, err := club.ReadSwissDraw(path)
	if err != nil {
		return err
	}
	diffs := movements.DrawDifferences(pub, d)
	if format == "json" {
		if diffs == nil {
			diffs = []string{}
		}
		b, _ := json.MarshalIndent(map[string]any{"round": d.Round, "differences": diffs}, "", " ")
		stdout.Write(append(b, '\n'))
		return nil
	}
	if len(diffs) == 0 {
		fmt.Fprintf(stdout, "Round %d: the corrected standings draw every competitor against the opponent it met.\n", d.Round)
		return nil
	}
	fmt.Fprintf(stdout, "Round %d would have been drawn otherwise:\n", d.Round)
	for _, s := range diffs {
		fmt.Fprintf(stdout, "  %s\n", s)
	}
	return nil
}

// writeDrawSheet writes the draw sheet as a PDF or a web page.
func writeDrawSheet(out, input, format string, d *movements.Draw, title string, paper reports.Paper) error {
	protect := outfile.Protect{Inputs: []string{input}}
	if err := outfile.Check(out, protect); err != nil {
		return err
	}
	var buf bytes.Buffer
	var err error
	sheet := reports.DrawSheet{Title: title, Draw: d}
	if format == "html" {
		err = reports.WriteDrawHTML(&buf, sheet)
	} else {
		err = reports.WriteDrawPDF(&buf, sheet, paper)
	}
	if err != nil {
		return err
	}
	return outfile.Write(out, buf.Bytes(), protect)
}

func writeDrawJSON(w io.Writer, d *movements.Draw, raw map[string]json.RawMessage) error {
	id := func(s string) json.RawMessage {
		if r, ok := raw[s]; ok {
			return r
		}
		b, _ := json.Marshal(s)
		return b
	}
	type table struct {
		Table   int             `json:"table"`
		Home    json.RawMessage `json:"home"`
		Away    json.RawMessage `json:"away"`
		Rematch bool            `json:"rematch"`
	}
	out := struct {
		Round     int             `json:"round"`
		Tables    []table         `json:"tables"`
		Bye       json.RawMessage `json:"bye"`
		Rematches int             `json:"rematches"`
		Explain   []string        `json:"explain"`
	}{Round: d.Round, Tables: []table{}, Bye: json.RawMessage("null"), Rematches: d.Rematches, Explain: d.Explain}
	for _, t := range d.Tables {
		out.Tables = append(out.Tables, table{t.Table, id(t.Home), id(t.Away), t.Rematch})
	}
	if d.Bye != "" {
		out.Bye = id(d.Bye)
	}
	b, err := json.MarshalIndent(out, "", " ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
