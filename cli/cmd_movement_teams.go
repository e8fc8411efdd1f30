package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"bridgescore/movements"
)

const teamMovementUsage = `usage: bridgescore movement --teams N [--kind american-whist|round-robin|two-teams]
           [--boards-per-round B] [--stanzas S] [--format text|json]

Builds a teams movement for N teams, checks it, and prints it round by round
(text) or as JSON: {"rounds": [{"round": R, "matches": [{"home": ID, "away": ID,
"tables": [T1, T2], "boards": [..], "rooms": ["open", "closed"]}]}], ...}.
A match's open room is where the home team sits North-South (table T1), its
closed room where the away team does (T2); "rooms" says which of them play in
that round (both in a round robin; one in an American whist, whose rooms play
in different rounds).

Options:
  --teams N               3 to 16 teams (2 with --kind two-teams)
  --kind K                american-whist (the default: North-South stay, East-West
                          down two, boards down one; an even number plays with a
                          phantom team), round-robin (two-table matches, the
                          match's boards split between the tables at half time),
                          two-teams (a match in stanzas)
  --boards-per-round B    boards a table plays in a round (default: near 24 a night)
  --stanzas S             two-teams: the stanzas (default 4)
  --format text|json      (default text)
`

func init() { movementFlagKinds["--teams"] = runTeamMovement }

func runTeamMovement(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("movement")
	fs.SetOutput(io.Discard)
	teams := fs.Int("teams", 0, "")
	kind := fs.String("kind", string(movements.AmericanWhist), "")
	bpr := fs.Int("boards-per-round", 0, "")
	stanzas := fs.Int("stanzas", 0, "")
	format := fs.String("format", "text", "")
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, teamMovementUsage)
		return exitOK
	}
	if err == nil && len(pos) > 0 {
		err = fmt.Errorf("unexpected %q", pos[0])
	}
	if err == nil && *format != "text" && *format != "json" {
		err = fmt.Errorf("--format %q: expected text or json", *format)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bridgescore movement: %v\n\n%s", err, teamMovementUsage)
		return exitUsage
	}
	m, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.TeamKind(*kind), Teams: *teams,
		BoardsPerRound: *bpr, Stanzas: *stanzas})
	if err != nil {
		return failed(stderr, "movement", err)
	}
	if problems := m.Check(); len(problems) > 0 {
		return failed(stderr, "movement", errors.New(strings.Join(problems, "; ")))
	}
	if *format == "json" {
		err = writeTeamMovementJSON(stdout, m)
	} else {
		err = writeTeamMovementText(stdout, m)
	}
	if err != nil {
		return failed(stderr, "movement", err)
	}
	return exitOK
}

type tmJSON struct {
	Kind           string           `json:"kind"`
	Name           string           `json:"name"`
	Teams          int              `json:"teams"`
	Tables         int              `json:"tables"`
	BoardsPerRound int              `json:"boardsPerRound"`
	Boards         int              `json:"boards"`
	Phantom        *int             `json:"phantom"`
	Rounds         []tmRoundJSON    `json:"rounds"`
	Schedule       []tmTableJSON    `json:"schedule"`
	SitOuts        map[string][]int `json:"sitOuts,omitempty"`
}

type tmRoundJSON struct {
	Round   int           `json:"round"`
	Matches []tmMatchJSON `json:"matches"`
}

type tmMatchJSON struct {
	Home   int      `json:"home"`
	Away   int      `json:"away"`
	Tables [2]int   `json:"tables"`
	Boards []int    `json:"boards"`
	Rooms  []string `json:"rooms"`
}

type tmTableJSON struct {
	Round  int   `json:"round"`
	Table  int   `json:"table"`
	NS     int   `json:"ns"`
	EW     int   `json:"ew"`
	Boards []int `json:"boards"`
}

// roundMatches lists, for a round, each match with a room played then.
func roundMatches(m *movements.TeamMovement, r int) []tmMatchJSON {
	var out []tmMatchJSON
	for _, mt := range m.Matches {
		var rooms []string
		if mt.Open.Round == r {
			rooms = append(rooms, "open")
		}
		if mt.Closed.Round == r {
			rooms = append(rooms, "closed")
		}
		if rooms == nil {
			continue
		}
		out = append(out, tmMatchJSON{Home: mt.Home, Away: mt.Away, Tables: [2]int{mt.Open.Table, mt.Closed.Table}, Boards: mt.Boards, Rooms: rooms})
	}
	slices.SortFunc(out, func(a, b tmMatchJSON) int { return firstTable(a) - firstTable(b) })
	return out
}

// firstTable is the lower table of a match's rooms.
func firstTable(mt tmMatchJSON) int { return min(mt.Tables[0], mt.Tables[1]) }

func writeTeamMovementJSON(w io.Writer, m *movements.TeamMovement) error {
	out := tmJSON{Kind: string(m.Kind), Name: m.Name, Teams: m.Teams, Tables: m.Tables, BoardsPerRound: m.BoardsPerRound, Boards: m.Boards}
	if m.Phantom != 0 {
		p := m.Phantom
		out.Phantom = &p
	}
	for r := 1; r <= m.Rounds; r++ {
		out.Rounds = append(out.Rounds, tmRoundJSON{Round: r, Matches: roundMatches(m, r)})
	}
	for _, tt := range m.Schedule {
		out.Schedule = append(out.Schedule, tmTableJSON{tt.Round, tt.Table, tt.NS, tt.EW, tt.Boards})
	}
	if so := m.SitOuts(); len(so) > 0 {
		out.SitOuts = map[string][]int{}
		for r, teams := range so {
			out.SitOuts[fmt.Sprint(r)] = teams
		}
	}
	b, err := json.MarshalIndent(out, "", " ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

func writeTeamMovementText(w io.Writer, m *movements.TeamMovement) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s\n%d tables, %d boards to deal\n", m.Name, m.Tables, m.Boards)
	sits := m.SitOuts()
	for r := 1; r <= m.Rounds; r++ {
		fmt.Fprintf(&sb, "\nRound %d\n", r)
		for _, tt := range m.Schedule {
			if tt.Round != r {
				continue
			}
			switch {
			case tt.NS == 0 && tt.EW == 0:
				continue
			case tt.NS == 0:
				fmt.Fprintf(&sb, "  table %2d: team %d's East-West pair sits out\n", tt.Table, tt.EW)
			case tt.EW == 0:
				fmt.Fprintf(&sb, "  table %2d: team %d's North-South pair sits out\n", tt.Table, tt.NS)
			default:
				fmt.Fprintf(&sb, "  table %2d: %2d North-South v %2d East-West, boards %s\n", tt.Table, tt.NS, tt.EW, boardsText(tt.Boards))
			}
		}
		if m.Kind == movements.TeamRoundRobin && len(sits[r]) > 0 {
			fmt.Fprintf(&sb, "  sitting out: team %d\n", sits[r][0])
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// boardsText writes boards in the order played, runs joined: "1–4",
// "5–8, 1–4".
func boardsText(bs []int) string {
	var parts []string
	for i := 0; i < len(bs); {
		j := i
		for j+1 < len(bs) && bs[j+1] == bs[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d–%d", bs[i], bs[j]))
		} else {
			parts = append(parts, fmt.Sprint(bs[i]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
