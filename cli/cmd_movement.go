package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"bridgescore/club"
	"bridgescore/fault"

	"bridgescore/movements"
	"bridgescore/outfile"
)

// movementUsage is written when asked for, not at every start.
var movementUsage = sync.OnceValue(func() string { return movementUsageText + publishedHowellList() })

// movementShortUsage is what a mistyped command line gets: the usage lines
// and where to find the rest.
const movementShortUsage = `usage: bridgescore movement mitchell|howell|hesitation --tables N [options]
       bridgescore movement file PATH [--boards-per-round B] [--format text|json]
       bridgescore movement suggest --pairs P [--boards 26] [--format text|json]
       bridgescore movement --teams N [--kind american-whist|round-robin|two-teams]
           [--boards-per-round B] [--stanzas S] [--format text|json]
       bridgescore movement --individual --tables N [--players P] [--rounds R]
           [--boards-per-round B] [--variant ID] [--player P] [--format text|json|pdf]
           [--out FILE] [--paper a4|letter]
Run 'bridgescore movement --help' for the options and the movement file format.
`

const movementUsageText = `usage: bridgescore movement mitchell|howell|hesitation --tables N [--half] [--even skip|relay]
           [--arrow-switch K] [--rounds R] [--boards-per-round B] [--variant ID] [--section L]
           [--format text|json|pdf] [--paper a4|letter] [--out FILE]
       bridgescore movement file PATH [--boards-per-round B] [--format text|json]
       bridgescore movement suggest --pairs P [--boards 26] [--format text|json]
       bridgescore movement --teams N [--kind american-whist|round-robin|two-teams]
           [--boards-per-round B] [--stanzas S] [--format text|json]
       bridgescore movement --individual --tables N [--players P] [--rounds R]
           [--boards-per-round B] [--variant ID] [--player P] [--format text|json|pdf]
           [--out FILE] [--paper a4|letter]

Builds a movement, checks it and prints the table guide cards (text) or the
whole schedule with its validation and balance (JSON). N counts the half
table: 8½ tables is --tables 9 --half. A teams movement (--teams) is described
by 'bridgescore movement --teams N --help'.

Options:
  --tables N              tables (Mitchell and hesitation 3–31, Howell 2–10)
  --half                  one pair short: the phantom's opponents sit out
  --even skip|relay       Mitchell with an even number of tables (default relay)
  --arrow-switch K        Mitchell: arrow-switch the last K rounds (one winner)
  --rounds R              play only R rounds (¾ Howell, short Mitchell)
  --boards-per-round B    default: nearest a 26-board session
  --variant ID            Howell: a published table by id, or "generated"
  --format text|json|pdf  guide cards, or JSON (default text); pdf prints
                          table and pair guide cards to --out FILE
  --paper a4|letter       pdf: paper size (default a4)
  --pairs P               suggest: number of pairs, 4–60 in one section,
                          24–676 in several
  --section L             the section's letter (A–Z), printed on every card
  --boards B              suggest: about how many boards to play (default 26, as new and the wizard)

` + movements.CustomFormat

func publishedHowellList() string {
	var sb strings.Builder
	sb.WriteString("\nPublished Howells (--variant ID):\n")
	for _, p := range movements.PublishedHowells() {
		fmt.Fprintf(&sb, "  %s\n      %s\n", p.ID, p.Name)
	}
	return sb.String()
}

// guideCardsPDF writes the guide cards of a movement as a PDF. It is nil
// until the reports package provides it; then --format pdf --out FILE works.
var guideCardsPDF func(w io.Writer, m *movements.Movement) error

type movementFlags struct {
	tables, arrow, rounds, bpr, pairs, boards  int
	half                                       bool
	even, variant, format, out, paper, section string
	// given holds the flags given on the command line.
	given map[string]bool
}

// movementOptions are the options each kind of movement takes.
var movementOptions = map[string][]string{
	"mitchell":   {"tables", "half", "even", "arrow-switch", "rounds", "boards-per-round", "format", "out", "paper", "section"},
	"howell":     {"tables", "half", "rounds", "boards-per-round", "variant", "format", "out", "paper", "section"},
	"hesitation": {"tables", "half", "boards-per-round", "format", "out", "paper", "section"},
	"file":       {"boards-per-round", "format", "out", "paper", "section"},
	"suggest":    {"pairs", "boards", "format"},
}

// movementFlagKinds are the kinds of movement asked for by a flag rather
// than a word ("movement --individual --tables 5"): each registers itself
// from a file of its own.
var movementFlagKinds = map[string]func(args []string, stdout, stderr io.Writer) int{}

// movementForms gives the arguments to the kind of movement a flag among
// them asks for, if any.
func movementForms(args []string, stdout, stderr io.Writer) (int, bool) {
	for _, a := range args {
		if run, ok := movementFlagKinds["--"+strings.TrimLeft(a, "-")]; ok && strings.HasPrefix(a, "-") {
			return run(args, stdout, stderr), true
		}
	}
	return 0, false
}

func movementCommand(fs *flag.FlagSet) work {
	f := &movementFlags{given: map[string]bool{}}
	fs.IntVar(&f.tables, "tables", 0, "")
	fs.BoolVar(&f.half, "half", false, "")
	fs.StringVar(&f.even, "even", "", "")
	fs.IntVar(&f.arrow, "arrow-switch", 0, "")
	fs.IntVar(&f.rounds, "rounds", 0, "")
	fs.IntVar(&f.bpr, "boards-per-round", 0, "")
	fs.StringVar(&f.variant, "variant", "", "")
	fs.StringVar(&f.format, "format", "text", "")
	fs.StringVar(&f.out, "out", "", "")
	fs.StringVar(&f.paper, "paper", "a4", "")
	fs.IntVar(&f.pairs, "pairs", 0, "")
	fs.IntVar(&f.boards, "boards", club.SuggestBoards, "")
	fs.StringVar(&f.section, "section", "", "")
	return func(x *call) error {
		what := x.verb
		switch what {
		case "":
			return usage("say which movement")
		case "help":
			fmt.Fprint(x.stdout, movementUsage())
			return nil
		}
		x.fs.Visit(func(fl *flag.Flag) { f.given[fl.Name] = true })
		if err := f.check(what, x.args); err != nil {
			return usage(err.Error())
		}
		guideCardsPaper = f.paper
		if what == "suggest" {
			return f.suggest(x)
		}
		m, callers, err := f.movement(what, x.args)
		if err != nil {
			if callers {
				return usage(err.Error())
			}
			return err
		}
		return f.write(m, what, x)
	}
}

// check refuses options that do not go together or do not apply to the
// kind of movement asked for.
func (f *movementFlags) check(what string, pos []string) error {
	if f.format != "text" && f.format != "json" && f.format != "pdf" {
		return fmt.Errorf("--format %q: want text or json", f.format)
	}
	if f.format == "pdf" && what == "suggest" {
		return errors.New("suggest prints text or json")
	}
	if (f.format == "pdf") != (f.out != "") {
		return errors.New("--format pdf and --out FILE go together")
	}
	if f.paper != "a4" && f.paper != "letter" {
		return fmt.Errorf("--paper %q: want a4 or letter", f.paper)
	}
	if f.given["paper"] && f.format != "pdf" {
		return errors.New("--paper goes with --format pdf")
	}
	ok, known := movementOptions[what]
	if !known {
		return fmt.Errorf("unknown movement %q: want mitchell, howell, hesitation, file or suggest", what)
	}
	for name := range f.given {
		if !slices.Contains(ok, name) {
			return fmt.Errorf("--%s does not apply to %s", name, what)
		}
	}
	if f.given["section"] && !movements.ValidSectionLetter(f.section) {
		return fmt.Errorf("--section %q: want one capital letter, A to Z", f.section)
	}
	wantPos := 0
	if what == "file" {
		wantPos = 1
	}
	if len(pos) != wantPos {
		if wantPos == 1 {
			return errors.New("file: give the path of one movement file")
		}
		return fmt.Errorf("unexpected argument %q", pos[0])
	}
	switch {
	case what == "suggest" && !f.given["pairs"]:
		return errors.New("suggest: --pairs P is required")
	case what != "suggest" && what != "file" && !f.given["tables"]:
		return fmt.Errorf("%s: --tables N is required", what)
	case what == "mitchell" && f.given["even"] && f.even != "skip" && f.even != "relay":
		return fmt.Errorf("--even %q: want skip or relay", f.even)
	}
	return nil
}

// movement makes the movement asked for, lettered as its section. callers
// says that an error is in what was asked (options no movement takes), not
// in a movement file read.
func (f *movementFlags) movement(what string, pos []string) (m *movements.Movement, callers bool, err error) {
	switch what {
	case "mitchell":
		m, err = movements.NewMitchell(movements.MitchellOptions{Tables: f.tables, Half: f.half, Even: movements.EvenMethod(f.even),
			Rounds: f.rounds, BoardsPerRound: f.bpr, ArrowSwitch: f.arrow})
	case "howell":
		m, err = movements.NewHowell(movements.HowellOptions{Tables: f.tables, Half: f.half, Rounds: f.rounds, BoardsPerRound: f.bpr, Variant: f.variant})
	case "hesitation":
		m, err = movements.NewHesitation(movements.HesitationOptions{Tables: f.tables, Half: f.half, BoardsPerRound: f.bpr})
	case "file":
		m, err = club.ReadMovementFile(pos[0])
		if err == nil && f.given["boards-per-round"] {
			if f.bpr < 1 {
				return nil, true, fmt.Errorf("--boards-per-round %d: want at least 1", f.bpr)
			}
			m.BoardsPerRound = f.bpr
			err = m.CheckSize()
		}
	}
	if err != nil {
		return nil, what != "file", err
	}
	m.Section = f.section
	return m, false, nil
}

// write prints the movement in the format asked for, and fails when it is
// not valid.
func (f *movementFlags) write(m *movements.Movement, what string, x *call) error {
	pos, stdout := x.args, x.stdout
	v := m.Validate()
	var err error
	switch f.format {
	case "json":
		err = writeMovementJSON(stdout, m, v)
	case "text":
		err = writeMovementText(stdout, m, v)
	case "pdf":
		var inputs []string
		if what == "file" {
			inputs = pos
		}
		err = writeMovementPDF(f.out, m, outfile.Protect{Inputs: inputs})
	}
	if err != nil {
		return err
	}
	if !v.OK {
		return fault.Errorf(fault.Invalid, "the movement is not valid: %s", firstError(v))
	}
	return nil
}

// firstError is the first of a movement's errors, with how many more.
func firstError(v movements.Validation) string {
	var errs []string
	for _, f := range v.Findings {
		if f.Severity == movements.Error {
			errs = append(errs, f.Message)
		}
	}
	switch len(errs) {
	case 0:
		return "no error found"
	case 1:
		return errs[0]
	}
	return fmt.Sprintf("%s (and %d more)", errs[0], len(errs)-1)
}

func writeMovementPDF(path string, m *movements.Movement, protect outfile.Protect) error {
	if guideCardsPDF == nil {
		return fault.New(fault.Invalid, "pdf output not available in this build")
	}
	if err := outfile.Check(path, protect); err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := guideCardsPDF(&buf, m); err != nil {
		return err
	}
	return outfile.Write(path, buf.Bytes(), protect)
}

// mvPairNumber is a pair's id in the JSON: its number; the direction of a
// Mitchell pair is in pairs[].direction.
func mvPairNumber(p movements.PairID) string { return strconv.Itoa(p.Number) }

type mvPair struct {
	ID        string `json:"id"`
	Direction string `json:"direction"`
}

type mvSlot struct {
	Round         int    `json:"round"`
	Table         int    `json:"table"`
	NS            string `json:"ns"`
	EW            string `json:"ew"`
	Set           int    `json:"set"`
	Boards        []int  `json:"boards"`
	ArrowSwitched bool   `json:"arrowSwitched"`
}

type mvValidation struct {
	OK              bool     `json:"ok"`
	Findings        []string `json:"findings"`
	BoardsInPlay    int      `json:"boardsInPlay"`
	MinBoardsPlayed int      `json:"minBoardsPlayed"`
	MaxBoardsPlayed int      `json:"maxBoardsPlayed"`
}

type mvBalance struct {
	SD             float64 `json:"sd"`
	MinComparisons int     `json:"minComparisons"`
	MaxComparisons int     `json:"maxComparisons"`
	Mean           float64 `json:"mean"`
	Min            int     `json:"min"`
	Max            int     `json:"max"`
	Qf             float64 `json:"qf"`
}

type mvMovement struct {
	Section        string       `json:"section,omitempty"`
	Kind           string       `json:"kind"`
	Name           string       `json:"name"`
	Tables         int          `json:"tables"`
	Rounds         int          `json:"rounds"`
	BoardsPerRound int          `json:"boardsPerRound"`
	BoardSets      int          `json:"boardSets"`
	Phantom        *mvPair      `json:"phantom"`
	Pairs          []mvPair     `json:"pairs"`
	Schedule       []mvSlot     `json:"schedule"`
	Validation     mvValidation `json:"validation"`
	Balance        mvBalance    `json:"balance"`
}

func mvRound4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

func mvBalanceJSON(b movements.Balance) mvBalance {
	return mvBalance{SD: mvRound4(b.SD), MinComparisons: b.MinComparisons, MaxComparisons: b.MaxComparisons,
		Mean: mvRound4(b.Mean), Min: b.Min, Max: b.Max, Qf: math.Round(b.Qf*100) / 100}
}

func mvMovementJSON(m *movements.Movement, v movements.Validation) mvMovement {
	j := mvMovement{Section: m.Section, Kind: string(m.Kind), Name: m.Name, Tables: m.Tables, Rounds: m.Rounds,
		BoardsPerRound: m.BoardsPerRound, BoardSets: m.BoardSets,
		Pairs: []mvPair{}, Schedule: []mvSlot{}, Balance: mvBalanceJSON(m.Balance())}
	if m.Phantom != nil {
		j.Phantom = &mvPair{mvPairNumber(*m.Phantom), m.Phantom.Direction}
	}
	for _, p := range m.Pairs {
		j.Pairs = append(j.Pairs, mvPair{mvPairNumber(p), p.Direction})
	}
	for _, s := range m.Schedule {
		j.Schedule = append(j.Schedule, mvSlot{s.Round, s.Table, mvPairNumber(s.NS), mvPairNumber(s.EW), s.Set, m.Boards(s.Set), s.ArrowSwitched})
	}
	j.Validation = mvValidation{OK: v.OK, Findings: []string{}, BoardsInPlay: v.BoardsInPlay,
		MinBoardsPlayed: v.MinBoardsPlayed, MaxBoardsPlayed: v.MaxBoardsPlayed}
	for _, f := range v.Findings {
		j.Validation.Findings = append(j.Validation.Findings, f.String())
	}
	return j
}

func writeMovementJSON(w io.Writer, m *movements.Movement, v movements.Validation) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(mvMovementJSON(m, v))
}

// mvBoardRange writes a set's boards as "1-3".
func mvBoardRange(m *movements.Movement, set int) string {
	b := m.Boards(set)
	if len(b) == 1 {
		return strconv.Itoa(b[0])
	}
	return fmt.Sprintf("%d-%d", b[0], b[len(b)-1])
}

// writeMovementText prints the movement as a director uses it: a header
// with the verdict, the board layout, then one guide card per table.
func writeMovementText(w io.Writer, m *movements.Movement, v movements.Validation) error {
	b := m.Balance()
	var sb strings.Builder
	if m.Section != "" {
		fmt.Fprintf(&sb, "Section %s: ", m.Section)
	}
	fmt.Fprintf(&sb, "%s\n", m.Name)
	fmt.Fprintf(&sb, "%d tables, %d rounds of %d boards; %d boards in %d sets (boards 1-%d)\n",
		m.Tables, m.Rounds, m.BoardsPerRound, m.TotalBoards(), m.BoardSets, m.TotalBoards())
	if m.Phantom != nil {
		fmt.Fprintf(&sb, "Missing pair: %s (whoever meets it sits out)\n", m.Phantom)
	}
	fmt.Fprintf(&sb, "Each pair plays %d", v.MinBoardsPlayed)
	if v.MaxBoardsPlayed != v.MinBoardsPlayed {
		fmt.Fprintf(&sb, "-%d", v.MaxBoardsPlayed)
	}
	fmt.Fprintf(&sb, " of the %d boards in play\n", v.BoardsInPlay)
	fmt.Fprintf(&sb, "Balance: sd %.3f, comparisons %d-%d\n", b.SD, b.MinComparisons, b.MaxComparisons)
	if v.OK {
		sb.WriteString("Check: valid\n")
	} else {
		sb.WriteString("Check: NOT VALID\n")
	}
	for _, f := range v.Findings {
		fmt.Fprintf(&sb, "  %s\n", f)
	}
	if len(m.Stations) > 0 {
		sb.WriteString("Board layout (round 1; boards move to the station before):")
		for _, st := range m.Stations {
			if st.Table == 0 {
				fmt.Fprintf(&sb, " [relay: %s]", mvBoardRange(m, st.Set))
			} else {
				fmt.Fprintf(&sb, " [T%d: %s]", st.Table, mvBoardRange(m, st.Set))
			}
		}
		sb.WriteString("\n")
	}
	for t, from := range m.Shares {
		fmt.Fprintf(&sb, "Table %d shares boards with table %d all session\n", t, from)
	}
	switched := false
	for _, card := range m.TableCards() {
		fmt.Fprintf(&sb, "\nTABLE %d", card.Table)
		if card.Stationary != nil {
			fmt.Fprintf(&sb, "  (pair %s stays at this table)", card.Stationary)
		}
		fmt.Fprintf(&sb, "\n%-6s %-9s %-9s %-8s %-14s %-14s %s\n", "Round", "NS", "EW", "Boards", "NS next", "EW next", "Boards next")
		for _, r := range card.Rounds {
			mark := ""
			if r.ArrowSwitched {
				mark, switched = "*", true
			}
			ns, ew := r.NS.String(), r.EW.String()
			if m.IsPhantom(r.NS) {
				ns = "(sit out)"
			}
			if m.IsPhantom(r.EW) {
				ew = "(sit out)"
			}
			boards := mvBoardRange(m, r.Set)
			if len(r.SharedWith) > 0 {
				boards += " share"
			}
			nsNext, ewNext, boardsNext := r.Next.CardWords()
			fmt.Fprintf(&sb, "%-6s %-9s %-9s %-8s %-14s %-14s %s\n", strconv.Itoa(r.Round)+mark, ns, ew, boards,
				nsNext, ewNext, boardsNext)
		}
	}
	if switched {
		sb.WriteString("\n* arrow-switched round: turn the boards; the pair shown NS holds the NS cards\n")
	}
	_, err := io.WriteString(w, sb.String())
	return err
}
