package cli

import (
	"bytes"
	"encoding/json"
	"math/big"
	"path/filepath"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

// The reference form of the JSON, through encoding/json: the hand-written
// writer must print exactly what this prints.
// The JSON form of a scored session, as `bridgescore score` and
// `bridgescore standings` print it. Field names are part of the interface
// other programs read.
type jsonStandings struct {
	Method string      `json:"method"`
	Rules  string      `json:"rules"`
	Boards []jsonBoard `json:"boards"`
	Pairs  []jsonPair  `json:"pairs"`
}

type jsonBoard struct {
	Board int        `json:"board"`
	Top   jnum       `json:"top"`
	Datum *int       `json:"datum"`
	Lines []jsonLine `json:"lines"`
}

type jsonLine struct {
	NS       string  `json:"ns"`
	EW       string  `json:"ew"`
	Contract *string `json:"contract"`
	Declarer *string `json:"declarer"`
	Tricks   *int    `json:"tricks"`
	Score    *int    `json:"score"`
	Adjusted *string `json:"adjusted"`
	NSPoints jnum    `json:"nsPoints"`
	EWPoints jnum    `json:"ewPoints"`
}

type jsonPair struct {
	Pair      string   `json:"pair"`
	Direction string   `json:"direction"`
	Names     []string `json:"names"`
	Boards    int      `json:"boards"`
	Total     jnum     `json:"total"`
	Percent   jnum     `json:"percent"`
	Rank      string   `json:"rank"`
}

// jnum is a number already rounded for output; "" is written as null.
type jnum string

func (n jnum) MarshalJSON() ([]byte, error) {
	if n == "" {
		return []byte("null"), nil
	}
	return []byte(n), nil
}

// number is r rounded half away from zero to 2 decimal places, as a JSON
// number; null when r is nil.
func number(r *big.Rat) jnum {
	if r == nil {
		return ""
	}
	return jnum(scoring.FormatPoints(r))
}

func referenceJSON(st *scoring.Standings) ([]byte, error) {
	out := jsonStandings{Method: string(st.Method), Rules: string(st.Rules), Boards: []jsonBoard{}, Pairs: []jsonPair{}}
	imp := st.Method.InIMPs()
	for _, b := range st.Boards {
		jb := jsonBoard{Board: b.Board, Top: number(b.Top), Datum: b.Datum, Lines: []jsonLine{}}
		if imp {
			jb.Top = ""
		}
		if st.Method != scoring.Butler {
			jb.Datum = nil
		}
		for _, l := range b.Lines {
			if l.Kind == scoring.NotPlayed {
				continue
			}
			jl := jsonLine{NS: l.NS, EW: l.EW, NSPoints: number(l.NSPoints), EWPoints: number(l.EWPoints)}
			switch l.Kind {
			case scoring.Played:
				score := l.Score
				jl.Score = &score
				if r := l.Result; r != nil {
					c := r.Contract.String()
					jl.Contract = &c
					if !r.PassedOut() {
						d, t := r.Declarer.String(), r.Tricks
						jl.Declarer, jl.Tricks = &d, &t
					}
				}
			default:
				code := scoring.AdjustedCode(l.Line)
				if code == "" {
					code = scoring.EntryText(l.Line)
				}
				jl.Adjusted = &code
			}
			jb.Lines = append(jb.Lines, jl)
		}
		out.Boards = append(out.Boards, jb)
	}
	for _, p := range st.Pairs {
		jp := jsonPair{Pair: p.ID, Direction: p.Direction, Names: p.Names, Boards: p.Boards,
			Total: number(p.Total), Percent: number(p.Percent), Rank: p.Rank}
		if jp.Names == nil {
			jp.Names = []string{}
		}
		if imp {
			jp.Percent = ""
		}
		out.Pairs = append(out.Pairs, jp)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	err := enc.Encode(out)
	return buf.Bytes(), err
}

// Every sample session under every method, plus awkward names and an
// empty session, comes out byte for byte as encoding/json would write it.
func TestStandingsJSONMatchesReference(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sessionsDir, "*", "session.*"))
	if len(files) == 0 {
		t.Fatal("no sample sessions")
	}
	for _, f := range files {
		for _, m := range []scoring.Method{scoring.Matchpoints, scoring.CrossIMPs, scoring.Butler} {
			for _, rules := range []scoring.Rules{scoring.WBF, scoring.ACBL} {
				rf, err := interchange.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				rf.Session.Method, rf.Session.Rules = m, rules
				rf.Session.Pairs[0].Names = []string{"Zoë \"Ace\" O'Brien <&>", "tab\there\\ \u2028 \x01"}
				rf.Session.Pairs[1].Names = nil
				st, err := scoring.Score(&rf.Session)
				if err != nil {
					t.Fatal(err)
				}
				compareJSON(t, f+" "+string(m)+" "+string(rules), rf, st)
			}
		}
	}
	compareJSON(t, "empty", nil, &scoring.Standings{Method: scoring.Matchpoints, Rules: scoring.WBF})
}

func compareJSON(t *testing.T, name string, rf *interchange.ResultsFile, st *scoring.Standings) {
	t.Helper()
	var got bytes.Buffer
	if err := writeStandingsJSON(&got, scoredOf(rf, st)); err != nil {
		t.Fatal(err)
	}
	want, err := referenceJSON(st)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		g, w := got.String(), string(want)
		i := 0
		for i < len(g) && i < len(w) && g[i] == w[i] {
			i++
		}
		t.Errorf("%s: JSON differs from encoding/json at byte %d:\n got …%s\nwant …%s", name, i, g[max(0, i-80):min(len(g), i+80)], w[max(0, i-80):min(len(w), i+80)])
	}
}
