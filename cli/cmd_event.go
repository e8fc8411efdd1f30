package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"bridgescore/club"
	"bridgescore/outfile"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// eventJSON is an event's standings as `standings --event NAME --format
// json` prints them.
type eventJSON struct {
	Event    string  `json:"event"`
	Combine  string  `json:"combine"`
	Sessions []int64 `json:"sessions"`
	// Provisional lists the sessions whose results are still coming in.
	Provisional []eventProgressJSON `json:"provisional,omitempty"`
	Pairs       []eventPairJSON     `json:"pairs"`
}

// eventProgressJSON is how far a session's results have come: expected
// is null when the movement does not say.
type eventProgressJSON struct {
	Session  int64 `json:"session"`
	Results  int   `json:"results"`
	Expected *int  `json:"expected"`
}

type eventPairJSON struct {
	Names          []string           `json:"names"`
	Sessions       []eventSessionJSON `json:"sessions"`
	Boards         int                `json:"boards"`
	Percent        *json.Number       `json:"percent,omitempty"`
	Points         *json.Number       `json:"points,omitempty"`
	IMPs           *json.Number       `json:"imps,omitempty"`
	Rank           string             `json:"rank"`
	PartnerChanged bool               `json:"partnerChanged"`
	// Award is the pair's master points over the event's sessions, when
	// they award any.
	Award *json.Number `json:"award,omitempty"`
}

type eventSessionJSON struct {
	Session int64        `json:"session"`
	Pair    string       `json:"pair"`
	Percent *json.Number `json:"percent,omitempty"`
	IMPs    *json.Number `json:"imps,omitempty"`
	Boards  int          `json:"boards"`
}

// jsonRat is a figure for the JSON, to two decimals; null when unknown.
func jsonRat(r *big.Rat) *json.Number {
	n := json.Number("null")
	if r != nil {
		n = json.Number(scoring.FormatRat(r, 2))
	}
	return &n
}

func eventStandings(x *call, event, format, combine string) error {
	if format != "text" && format != "json" {
		return usagef("--format %q: expected text or json", format)
	}
	desk, err := eventDesk(x, combine)
	if err != nil {
		return err
	}
	es, err := desk.EventStandings(event, scoring.Combine(combine))
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if format == "json" {
		out.Write(eventStandingsJSON(es))
	} else {
		writeEventText(&out, es)
	}
	_, err = x.stdout.Write(out.Bytes())
	return err
}

func eventStandingsJSON(es *club.EventStandings) []byte {
	imps := es.Combine == scoring.CombineIMPs
	j := eventJSON{Event: es.Title, Combine: string(es.Combine), Sessions: es.Sessions, Pairs: []eventPairJSON{}}
	for _, p := range es.Provisional() {
		in := eventProgressJSON{Session: p.Session, Results: p.Results}
		if p.Expected > 0 {
			in.Expected = &p.Expected
		}
		j.Provisional = append(j.Provisional, in)
	}
	for i, p := range es.Pairs {
		ep := eventPairJSON{Names: p.Names, Boards: p.Boards, Rank: p.Rank, PartnerChanged: p.PartnerChanged}
		if ep.Names == nil {
			ep.Names = []string{}
		}
		switch {
		case imps:
			ep.IMPs = jsonRat(p.Points)
		case p.Points != nil:
			ep.Points = jsonRat(p.Points)
			fallthrough
		default:
			ep.Percent = jsonRat(p.Percent)
		}
		if es.Awards != nil {
			n := json.Number(es.Awards[i].String())
			ep.Award = &n
		}
		for _, s := range p.Sessions {
			in := eventSessionJSON{Session: s.Session, Pair: s.Pair.String(), Boards: s.Boards}
			if imps {
				in.IMPs = jsonRat(s.Total)
			} else {
				in.Percent = jsonRat(s.Percent)
			}
			ep.Sessions = append(ep.Sessions, in)
		}
		j.Pairs = append(j.Pairs, ep)
	}
	b, _ := json.MarshalIndent(j, "", " ") // plain values always encode
	return append(b, '\n')
}

func writeEventText(b *bytes.Buffer, es *club.EventStandings) {
	title, ids, pairs := es.Title, es.Sessions, es.Pairs
	fmt.Fprintf(b, "%s\n", title)
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprint(id)
	}
	how, figure := "percentages weighted by boards played", "%"
	switch es.Combine {
	case scoring.CombinePoints:
		how = "matchpoints scaled to a common top"
	case scoring.CombineIMPs:
		how, figure = "their IMPs added up", "IMPs"
	}
	fmt.Fprintf(b, "Sessions %s, combined by %s\n", strings.Join(s, ", "), how)
	for _, id := range es.Waiting {
		fmt.Fprintf(b, "Session %d has no results yet.\n", id)
	}
	for _, p := range es.Provisional() {
		words := p.Words()
		fmt.Fprintf(b, "%s — the places may change\n", strings.ToUpper(words[:1])+words[1:])
	}
	fmt.Fprintln(b)
	unit := ""
	if es.Awards != nil {
		unit = es.AwardScale.Unit()
	}
	fmt.Fprintln(b, strings.TrimRight(fmt.Sprintf("%-5s  %-40s  %6s  %7s  %6s", "Place", "Names", "Boards", figure, unit), " "))
	for i, p := range pairs {
		names := strings.Join(p.Names, " & ")
		if names == "" {
			names = "(pair " + p.Sessions[0].Pair.String() + " of session " + fmt.Sprint(p.Sessions[0].Session) + ")"
		}
		flag := ""
		if p.PartnerChanged {
			flag = "  partner changed"
		}
		award := ""
		if es.Awards != nil {
			award = es.AwardScale.Format(es.Awards[i])
		}
		total := p.Percent
		if es.Combine == scoring.CombineIMPs {
			total = p.Points
		}
		line := fmt.Sprintf("%-5s  %-40s  %6d  %7s", p.Rank, names, p.Boards, scoring.FormatRat(total, 2))
		if award != "" || es.Awards != nil {
			line += fmt.Sprintf("  %6s", award)
		}
		fmt.Fprintln(b, line+flag)
	}
}

// eventReport writes an event's combined ranking to a file: a PDF, or a
// web page (FILE.html) with each session's results page beside it
// (FILE-session-ID.html), linked from the ranking.
func eventReport(x *call, event, combine, out string) error {
	if err := outfile.Check(out, outfile.Protect{Database: x.dbPath()}); err != nil {
		return err
	}
	desk, err := eventDesk(x, combine)
	if err != nil {
		return err
	}
	if _, err := desk.WriteEventReport(event, scoring.Combine(combine), out, reports.A4); err != nil {
		return err
	}
	fmt.Fprintf(x.stdout, "wrote %s\n", out)
	return nil
}

// eventDesk checks an event command's arguments and opens the club
// database.
func eventDesk(x *call, combine string) (*club.Desk, error) {
	switch {
	case len(x.args) > 0:
		return nil, usagef("unexpected %s", strings.Join(x.args, " "))
	case *x.session != "":
		return nil, usage("give --session ID or --event NAME, not both")
	}
	switch scoring.Combine(combine) {
	case scoring.CombinePercent, scoring.CombinePoints:
	default:
		return nil, usagef("--combine %q: expected percent or points", combine)
	}
	return x.Desk()
}
