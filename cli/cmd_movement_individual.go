package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"bridgescore/movements"
	"bridgescore/outfile"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// movement --individual builds an individual movement (players, not pairs),
// checks it against the four criteria and prints its schedule.

const individualUsage = `usage: bridgescore movement --individual --tables N [--players P] [--rounds R]
           [--boards-per-round B] [--variant ID] [--player P] [--format text|json|pdf]
           [--out FILE] [--paper a4|letter]

Builds an individual movement: four players a table, partnerships changing
every round. Checks it against the four criteria clubs use (partners once,
opponents balanced, left and right even, the same boards held half the same
way) and prints the table guide cards, or one player's card (--player), or
the whole schedule as JSON, or prints the table and player guide cards
to a PDF (--format pdf --out FILE).

Options:
  --tables N              tables: 2–8, 12, or a Rainbow's 5, 7, 11, 13, 17 …
  --players P             players, up to three fewer than 4×N: the table a
                          missing player is due at sits out
  --rounds R              play only the first R rounds of the schedule
  --boards-per-round B    default: the schedule's own, else nearest 26 boards
  --variant ID            a built-in schedule by id, or "rainbow"
  --player P              text: print player P's guide card
  --format text|json|pdf  guide cards (default), JSON, or a PDF of the
                          table and player guide cards (with --out FILE)
  --out FILE              pdf: where to write it
  --paper a4|letter       pdf: paper size (default a4)
`

func init() {
	movementFlagKinds["--individual"] = runIndividualMovement
}

type individualFlags struct {
	tables, players, rounds, bpr, player int
	variant, format, out, paper          string
}

func runIndividualMovement(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("movement --individual")
	fs.SetOutput(io.Discard)
	var f individualFlags
	var individual bool
	fs.BoolVar(&individual, "individual", true, "")
	fs.IntVar(&f.tables, "tables", 0, "")
	fs.IntVar(&f.players, "players", 0, "")
	fs.IntVar(&f.rounds, "rounds", 0, "")
	fs.IntVar(&f.bpr, "boards-per-round", 0, "")
	fs.IntVar(&f.player, "player", 0, "")
	fs.StringVar(&f.variant, "variant", "", "")
	fs.StringVar(&f.format, "format", "text", "")
	fs.StringVar(&f.out, "out", "", "")
	fs.StringVar(&f.paper, "paper", "a4", "")
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, individualUsage+individualList())
		return 0
	}
	if err == nil {
		err = f.check(pos)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bridgescore movement: %v\n\n%s", err, individualUsage)
		return 2
	}
	m, err := movements.NewIndividual(movements.IndividualOptions{Tables: f.tables, Players: f.players, Rounds: f.rounds, BoardsPerRound: f.bpr, Variant: f.variant})
	if err != nil {
		fmt.Fprintf(stderr, "bridgescore movement: %v\n", err)
		return 1
	}
	c := movements.CheckIndividual(m)
	switch {
	case f.format == "pdf":
		err = writeIndividualPDF(f.out, f.paper, m)
	case f.format == "json":
		err = writeIndividualJSON(stdout, m, c)
	case f.player != 0:
		err = writeIndividualPlayer(stdout, m, f.player)
	default:
		err = writeIndividualText(stdout, m, c)
	}
	if err != nil {
		fmt.Fprintf(stderr, "bridgescore movement: %v\n", err)
		return 1
	}
	return 0
}

func (f individualFlags) check(pos []string) error {
	switch {
	case len(pos) > 0:
		return fmt.Errorf("unexpected argument %q", pos[0])
	case f.tables == 0:
		return errors.New("--individual: --tables N is required")
	case f.format != "text" && f.format != "json" && f.format != "pdf":
		return fmt.Errorf("--format %q: want text, json or pdf", f.format)
	case f.player != 0 && f.format != "text":
		return errors.New("--player prints a text card")
	case (f.format == "pdf") != (f.out != ""):
		return errors.New("--format pdf and --out FILE go together")
	case f.paper != "a4" && f.paper != "letter":
		return fmt.Errorf("--paper %q: want a4 or letter", f.paper)
	}
	return nil
}

// individualList lists the built-in schedules for the help.
func individualList() string {
	var sb strings.Builder
	sb.WriteString("\nBuilt-in schedules (--variant ID):\n  rainbow\n      the Rainbow, for 5, 7, 11, 13, 17, 19, 23, 25 … tables\n")
	for _, p := range movements.PublishedIndividuals() {
		fmt.Fprintf(&sb, "  %s\n      %s\n", p.ID, p.Name)
	}
	return sb.String()
}

type indTableJSON struct {
	Table  int   `json:"table"`
	N      int   `json:"N"`
	E      int   `json:"E"`
	S      int   `json:"S"`
	W      int   `json:"W"`
	Set    int   `json:"set"`
	Boards []int `json:"boards"`
	SitOut bool  `json:"sitOut"`
}

type indRoundJSON struct {
	Round  int            `json:"round"`
	Tables []indTableJSON `json:"tables"`
}

type indCheckJSON struct {
	OK       bool     `json:"ok"`
	Meets    [4]bool  `json:"meets"`
	Findings []string `json:"findings"`
	Words    []string `json:"words"`
}

type indMovementJSON struct {
	ID             string         `json:"id"`
	Name           string         `json:"name"`
	Source         string         `json:"source"`
	Tables         int            `json:"tables"`
	Players        int            `json:"players"`
	Missing        []int          `json:"missing"`
	BoardsPerRound int            `json:"boardsPerRound"`
	BoardSets      int            `json:"boardSets"`
	FullRounds     int            `json:"fullRounds"`
	OneField       bool           `json:"oneField"`
	Rounds         []indRoundJSON `json:"rounds"`
	Check          indCheckJSON   `json:"check"`
}

func writeIndividualJSON(w io.Writer, m *movements.Individual, c movements.IndividualCheck) error {
	j := indMovementJSON{ID: m.ID, Name: m.Name, Source: m.Source, Tables: m.Tables, Players: m.Players,
		Missing: append([]int{}, m.Missing...), BoardsPerRound: m.BoardsPerRound, BoardSets: m.BoardSets,
		FullRounds: m.FullRounds, OneField: m.OneField(), Rounds: []indRoundJSON{},
		Check: indCheckJSON{OK: c.OK, Meets: c.Meets, Findings: []string{}, Words: c.Words}}
	for _, f := range m.Schedule {
		if len(j.Rounds) == 0 || j.Rounds[len(j.Rounds)-1].Round != f.Round {
			j.Rounds = append(j.Rounds, indRoundJSON{Round: f.Round})
		}
		r := &j.Rounds[len(j.Rounds)-1]
		r.Tables = append(r.Tables, indTableJSON{f.Table, f.At(scoring.North), f.At(scoring.East), f.At(scoring.South), f.At(scoring.West),
			f.Set, m.Boards(f.Set), m.SitsOut(f)})
	}
	for _, f := range c.Findings {
		j.Check.Findings = append(j.Check.Findings, f.String())
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(j)
}

// writeIndividualText prints the schedule as a director uses it: the
// verdict in words, then one guide card per table.
func writeIndividualText(w io.Writer, m *movements.Individual, c movements.IndividualCheck) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s\n%d tables, %d players, %d rounds of %d boards", m.Name, m.Tables, m.Players-len(m.Missing), m.Rounds, m.BoardsPerRound)
	if m.Rounds < m.FullRounds {
		fmt.Fprintf(&sb, " (%d of the schedule's %d)", m.Rounds, m.FullRounds)
	}
	fmt.Fprintf(&sb, "; %d boards to deal\n", m.TotalBoards())
	if len(m.Missing) > 0 {
		fmt.Fprintf(&sb, "Players short: %s (the table each is due at sits out)\n", joinNumbers(m.Missing))
	}
	fmt.Fprintf(&sb, "Source: %s\n\n", m.Source)
	for _, f := range c.Findings {
		fmt.Fprintf(&sb, "%s\n", f)
	}
	for _, line := range c.Words {
		fmt.Fprintf(&sb, "%s\n", line)
	}
	for _, card := range m.TableCards() {
		fmt.Fprintf(&sb, "\nTable %d\n  Rnd    N    E    S    W  Boards  Next N / E / S / W; boards\n", card.Table)
		for _, r := range card.Rounds {
			p := r.Players
			boards := individualBoards(r.Boards)
			if r.SitOut {
				boards = "sit out"
			}
			fmt.Fprintf(&sb, "  %3d %4d %4d %4d %4d  %-7s %s; %s\n", r.Round, p[0], p[1], p[2], p[3], boards,
				nextWords(r.Next), r.BoardsNext)
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// writeIndividualPlayer prints one player's guide card.
func writeIndividualPlayer(w io.Writer, m *movements.Individual, player int) error {
	r, ok := m.PlayerRoute(player)
	if !ok {
		return fmt.Errorf("player %d does not play in this movement (players 1–%d)", player, m.Players)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "Player %d — %s\n", player, m.Name)
	for _, s := range r.Steps {
		fmt.Fprintf(&sb, "  %s\n", s.Words())
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// nextWords joins where each seat's player goes, a missing player's "-".
func nextWords(next [4]string) string {
	out := make([]string, len(next))
	for i, w := range next {
		out[i] = w
		if w == "" {
			out[i] = "-"
		}
	}
	return strings.Join(out, " / ")
}

// writeIndividualPDF prints the guide cards to a PDF file, written to a
// temporary name and renamed.
func writeIndividualPDF(path, paperName string, m *movements.Individual) error {
	paper, err := reports.ParsePaper(paperName)
	if err != nil {
		return err
	}
	if err := outfile.Check(path, outfile.Protect{}); err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := reports.WriteIndividualGuideCardsPDF(&buf, m, m.Name, paper); err != nil {
		return err
	}
	return outfile.Write(path, buf.Bytes(), outfile.Protect{})
}

func individualBoards(b []int) string {
	if len(b) == 1 {
		return fmt.Sprint(b[0])
	}
	return fmt.Sprintf("%d-%d", b[0], b[len(b)-1])
}

func joinNumbers(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
