package cli

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
)

const newUsage = `usage: bridgescore new --name NAME --movement mitchell|howell --tables N [--half] [--even skip|relay]
                       [--boards-per-round B] [--method mp|ximp|butler] [--rules wbf|acbl] [--law12c2c] [--names FILE.csv]
                       [--date YYYY-MM-DD] [--event NAME] [AWARDS] [--db DB]
       bridgescore new --name NAME --pairs P [--boards B] [--sections] [--method …] [--rules …] [--law12c2c] [--date …] [--event NAME] [AWARDS] [--db DB]
       bridgescore new --name NAME --teams N [--kind american-whist|round-robin|two-teams] [--boards-per-round B]
                       [--stanzas S] [--method vp|imps|bam|pab|aggregate] [--scale wbf2013|acbl30|acbl20]
                       [--equivalent N] [--names FILE.csv] [--date YYYY-MM-DD] [--event NAME] [--award SCALE] [--db DB]
       bridgescore new --name NAME --individual --tables N [--players P] [--rounds R] [--boards-per-round B]
                       [--method mp|ximp] [--rules wbf|acbl] [--names FILE.csv] [--date YYYY-MM-DD] [--event NAME] [--award SCALE] [--db DB]
       bridgescore new --name NAME --swiss-pairs --pairs P --rounds R [--boards B] [--method mp|ximp]
                       [--scale ebu7|wbf|none] [--random|--seed N] [--rules wbf|acbl] [--names FILE.csv] [--date YYYY-MM-DD] [--event NAME] [--award SCALE] [--db DB]
       bridgescore new --name NAME --swiss-teams --teams T --rounds R [--boards-per-round B] [--method vp|imps|bam|pab|aggregate]
                       [--scale wbf2013|acbl30|acbl20] [--equivalent N] [--random|--seed N] [--names FILE.csv] [--date YYYY-MM-DD] [--event NAME] [--award SCALE] [--db DB]

Sets up a new session as the window's wizard does and prints its id alone
on the last line. With --pairs, the movement is the wizard's first offer
for P pairs and about B boards (default 26); --sections takes its first
offer of several sections (lettered A, B…, on the same boards), entered
with --section L and scored each on its own until 'bridgescore field'.
--event NAME makes the session one of the event of that name (the second
evening of a championship), made when new. --half leaves one pair out (an odd number of pairs; its
opponents sit out). --even says how a Mitchell of an even number of tables
runs: relay (the default: the last table shares boards with the first)
or skip (the moving pairs skip a table halfway). --law12c2c scores the session under
Law 12C2(c), as the wizard's option does: a pair given Average-plus (or
Average-minus) scores its own session percentage on the board when that is
higher. --names reads the players from a CSV file
of lines PAIR,PLAYER1,PLAYER2 where PAIR is 3NS, 3EW (Mitchell) or 3 (Howell).

AWARDS, kept with the session (and changed later with 'bridgescore awards'):
` + awardOptions

func newCommand(fs *flag.FlagSet) work {
	name := fs.String("name", "", "")
	kind := fs.String("movement", "", "")
	tables := fs.Int("tables", 0, "")
	half := fs.Bool("half", false, "")
	even := fs.String("even", "", "")
	bpr := fs.Int("boards-per-round", 0, "")
	method := fs.String("method", "mp", "")
	rules := fs.String("rules", "wbf", "")
	namesFile := fs.String("names", "", "")
	date := fs.String("date", "", "")
	pairs := fs.Int("pairs", 0, "")
	boards := fs.Int("boards", club.SuggestBoards, "")
	sections := fs.Bool("sections", false, "")
	event := fs.String("event", "", "")
	law := fs.Bool("law12c2c", false, "")
	af := addAwardFlags(fs)
	tf := addNewTeamsFlags(fs)
	indf := addNewIndividualFlags(fs)
	swf := addNewSwissPairsFlags(fs, tf.scale)
	return func(x *call) error {
		af.notes = x.stderr
		switch {
		case len(x.args) > 0:
			return usagef("unexpected %s", strings.Join(x.args, " "))
		case strings.TrimSpace(*name) == "":
			return usage("--name NAME is required")
		case *indf.individual:
			return newIndividualSession(x, indf, af, *name, *tables, *bpr, *method, *rules, *namesFile, *date, *event)
		case *swf.swissTeams:
			return newSwissTeamsSession(x, swf, tf, af, *name, *indf.round, *bpr, *boards, *method, *namesFile, *date, *event)
		case *swf.swiss:
			return newSwissPairsSession(x, swf, af, *name, *pairs, *indf.round, *bpr, *boards, *method, *rules, *namesFile, *date, *event)
		case tf.given(x):
			return newTeamsSession(x, tf, af, *name, *bpr, *method, *namesFile, *date, *event)
		case *pairs != 0 || *sections:
			return newSuggestedSession(x, newSuggested{name: *name, pairs: *pairs, boards: *boards, sections: *sections,
				method: *method, rules: *rules, date: *date, event: *event, law12C2c: *law, awards: af,
				layoutGiven: *kind != "" || *tables != 0 || *namesFile != ""})
		case *kind != string(movements.Mitchell) && *kind != string(movements.Howell):
			return usagef("--movement %q: expected mitchell or howell", *kind)
		case *tables < 1:
			return usage("--tables N is required (N tables, counting a half table)")
		case *bpr < 0:
			return usage("--boards-per-round is a number from 1")
		}
		layout := club.Layout{Kind: movements.Kind(*kind), Tables: *tables, Half: *half, BoardsPerRound: *bpr}
		switch *even {
		case "":
		case string(movements.Skip), string(movements.Relay):
			layout.Even = movements.EvenMethod(*even)
		default:
			return usagef("--even %q: expected skip or relay", *even)
		}
		ns, err := newSessionOf(*name, *method, *rules, *date)
		if err != nil {
			return usage(err.Error())
		}
		ns.Event = *event
		ns.Options.Law12C2c = *law
		m, err := layout.Movement()
		if err != nil {
			return err
		}
		ns.Movement = m
		if *namesFile != "" {
			if ns.Names, err = club.ReadNamesFile(*namesFile, m); err != nil {
				return err
			}
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		if ns.Awards, err = af.apply(ns.Awards, desk, namesOf(ns.Names)); err != nil {
			return err
		}
		id, err := desk.Create(ns)
		if err != nil {
			return err
		}
		fmt.Fprintf(x.stdout, "%s: %s, %d boards, %s %s\n", strings.TrimSpace(*name), m.Name, m.TotalBoards(), ns.Method, ns.Rules)
		fmt.Fprintln(x.stdout, id)
		return nil
	}
}

// newSessionOf is a new session's name, scoring and date as new's flags
// give them.
func newSessionOf(name, method, rules, date string) (club.NewSession, error) {
	ns := club.NewSession{Name: name, Method: scoring.Method(method), Rules: scoring.Rules(rules), Date: time.Now()}
	switch ns.Method {
	case scoring.Matchpoints, scoring.CrossIMPs, scoring.Butler:
	default:
		return ns, fmt.Errorf("--method %q: expected mp, ximp or butler", method)
	}
	switch ns.Rules {
	case scoring.WBF, scoring.ACBL:
	default:
		return ns, fmt.Errorf("--rules %q: expected wbf or acbl", rules)
	}
	if date != "" {
		d, err := time.Parse("2006-01-02", date)
		if err != nil {
			return ns, fmt.Errorf("--date %q: expected YYYY-MM-DD", date)
		}
		ns.Date = d
	}
	return ns, nil
}

// newSuggested is what new --pairs is given.
type newSuggested struct {
	name                string
	pairs, boards       int
	sections            bool
	method, rules, date string
	event               string
	law12C2c            bool
	// layoutGiven: --movement, --tables or --names came too.
	layoutGiven bool
	awards      *awardFlags
}

// newSuggestedSession sets up the wizard's first offer for a number of
// pairs: of one section, or of several with --sections.
func newSuggestedSession(x *call, f newSuggested) error {
	switch {
	case f.layoutGiven:
		return usage("--pairs takes the wizard's movement: leave out --movement, --tables and --names (names: 'bridgescore names --pair A3NS')")
	case f.pairs < movements.MinSuggestPairs:
		return usagef("--pairs P is the number of pairs, from %d", movements.MinSuggestPairs)
	}
	ns, err := newSessionOf(f.name, f.method, f.rules, f.date)
	if err != nil {
		return usage(err.Error())
	}
	ns.Event = f.event
	ns.Options.Law12C2c = f.law12C2c
	desk, err := x.Desk()
	if err != nil {
		return err
	}
	if ns.Awards, err = f.awards.apply(ns.Awards, desk, nil); err != nil {
		return err
	}
	choices, err := desk.Suggest(f.pairs, f.boards, movements.ClubTiming)
	if err != nil {
		return err
	}
	var chosen *club.MovementChoice
	for i := range choices {
		if (len(choices[i].Sections) > 0) == f.sections {
			chosen = &choices[i]
			break
		}
	}
	if chosen == nil {
		if f.sections {
			return fault.Errorf(fault.Invalid, "%d pairs: no movement of several sections is offered", f.pairs)
		}
		return fault.Errorf(fault.Invalid, "%d pairs: no movement of one section is offered (try --sections)", f.pairs)
	}
	var id int64
	if f.sections {
		id, err = desk.CreateSections(ns, chosen.Sections, nil)
	} else {
		ns.Movement = chosen.Movement
		id, err = desk.Create(ns)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(x.stdout, "%s: %s; %s, %s %s\n", strings.TrimSpace(f.name), chosen.Title, chosen.Detail, ns.Method, ns.Rules)
	fmt.Fprintln(x.stdout, id)
	return nil
}

// namesOf lists the players of a new session's pairs.
func namesOf(names map[movements.PairID][]string) []string {
	var out []string
	for _, ns := range names {
		out = append(out, ns...)
	}
	return out
}
