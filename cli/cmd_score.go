package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"bridgescore/club"
	"bridgescore/scoring"
)

const scoreUsage = `usage: bridgescore score FILE [--rules wbf|acbl] [--method mp|ximp|butler] [--field section|across] [--format text|json] [--explain BOARD] [--allow-new-pairs]
                        [--hands HANDS.pbn] [--award SCALE [--strata LIMITS [--strata-by higher|average]]]
                        [--handicaps FILE.csv [--handicap-mode sum|mean]] [--law12c2c]

Scores a results file without touching any database. FILE is USEBIO 1.0/1.2
XML or the CSV traveller format: header board,ns,ew,contract,declarer,tricks,score
and optionally ns_dir,ew_dir (Mitchell direction of bare pair numbers), round,
table, group (fouled boards). The contract column may hold the whole result
(4SN+1, 3NTX-2 E) with declarer and tricks left empty; fields may be separated
by commas, semicolons or tabs. With no contract the score column holds a score,
an adjusted score (A60-40, A60-60 ...) or NP (not played); PASS is passed out.
Each side's artificial score may be given in columns of its own, ns_score and
ew_score (A+ and A+ is Average-plus to both sides); so may USEBIO's NS_SCORE and
EW_SCORE and PBN's Score_NS and Score_EW: each side keeps the award written for
it. A hand that cannot be read, and a row recording a pair sitting out (no
opponent, or a score such as Bye), are left out with a note on stderr.
Pairs with directions (1NS and 1EW, or ns_dir) are ranked NS and EW apart
unless the session has one winner: USEBIO WINNER_TYPE 1, or in CSV a comment
line "# winners: 1" before the header. In an arrow-switched Mitchell the EW
pair holding the NS cards goes in the ns column (3EW,2NS); a CSV file that
does not say is ranked as one field, with a note on stderr, when whole rounds
or whole boards are switched, while one table the other way round is an error.
Points, percentages and places already in the file are ignored and recomputed.
A field that plays no part in the score (a lead, a name, a contract that
cannot be read beside the score it made) never refuses the file: what cannot
be read is left out with a note on stderr naming the line.
A CSV pair that plays far fewer boards than the rest, or whose id differs from
another's only in case, spaces or leading zeros, is refused as a likely slip.

Options:
  --rules wbf|acbl          matchpoint rules (default wbf: 2 per score beaten)
  --method mp|ximp|butler   scoring method (default: the file's EVENT_TYPE or PBN
                            [Scoring], else mp; needed for an EVENT_TYPE other than
                            MP_PAIRS, CROSS_IMP or BUTLER_PAIRS)
  --field section|across    a file of several sections: each section scored as a
                            field of its own (default), or every result compared
                            with every result on the board in every section, placed
                            in its section and overall; sections must have played
                            the same boards
  --format text|json        the ranking as a director reads it, or JSON (default text)
  --law12c2c                Law 12C2(c): a pair given Average-plus (or Average-minus)
                            scores its own session percentage on the board when that
                            is higher, as the window's wizard offers
  --explain BOARD           explain how every line of that board was scored
  --allow-new-pairs         accept such a CSV pair as a pair of its own
  --hands FILE              a PBN hand record: each board of the JSON gains "dd"
                            (tricks by declarer N, E, S, W and strain S, H, D, C,
                            NT) and "par" ({"score": NS score, "contracts": [...]}),
                            from the file's own analysis or analysed double dummy
  --award SCALE             each pair's master points on the scale: ebu-club,
                            ebu-district, ebu-county, ebu-regional, ebu-national
                            (EBU local points, whole numbers; -qf for a quali-final
                            scale: ebu-club-qf …); ebu-green:TOP,BOTTOM,PLACES
                            (EBU green points as the event's programme sets them:
                            its top and lowest awards and places paid, two
                            decimals); abf:WEIGHT (ABF green
                            masterpoints at the session's weighting: abf:1.5 an
                            ordinary club session, abf:0.75 supervised play,
                            abf:2 a club championship) and abf-red:WEIGHT (red
                            points: abf-red:2.5 a special club session);
                            acbl-open, acbl-invitational, acbl-restricted:LIMIT,
                            acbl-newcomer:LIMIT (ACBL masterpoints, two decimals);
                            acbl-wide-charity (the ACBL-wide charity game's
                            overall awards: every pair ranked together, first
                            (tables + 10) / 60 × 11.25, each place 75% of the one
                            before, at most six; no section awards, no strata),
                            acbl-club-championship (an open club championship's
                            overall awards, likewise at 12.53);
                            the JSON gains "award" for every pair, 0 for none,
                            and the text a column and a line saying how the
                            awards were worked out and from which rules
  --strata LIMITS           strata by the masterpoint holdings the file gives its
                            players (USEBIO 1.3's MASTERPOINTS, as ACBLscore
                            writes them): 500 makes stratum B of the pairs under
                            500, 2000,500 also C under 500; each pair gains
                            "stratum" and "wonIn"; a lower ACBL stratum is
                            awarded as a game restricted to its limit; a player
                            whose holding the file does not give plays in A
  --strata-by higher|average  a pair's holding: the higher player's (default) or
                            the pair's average
  --handicaps FILE.csv      a list of players' handicaps in percentage points:
                            a Name (or First and Last name, or a number such as
                            EBU No) column and a Handicap column ("3", "-1.5");
                            every pair gains "handicap", "handicappedPercent"
                            (percent + handicap) and "handicappedRank"; a row
                            naming no player of the session, or a handicap that
                            is not a number, refuses the whole list
  --handicap-mode sum|mean  a pair's handicap is its players' added (sum) or
                            their average (mean, the default)
`

// scoreHelp is score's help, with its forms for teams, Swiss pairs and
// individuals.
func scoreHelp() string { return scoreUsage + scoreTeamsHelp + scoreIndividualHelp + scoreSwissHelp }

// scoreForms gives the arguments to score's form for teams, Swiss pairs or
// individuals when they ask for it.
func scoreForms(args []string, stdout, stderr io.Writer) (int, bool) {
	if path, o, format, teams, err := teamsScoreArgs(args); teams {
		if err != nil {
			fmt.Fprintf(stderr, "bridgescore score: %v\n%s", err, scoreTeamsHelp)
			return exitUsage, true
		}
		return runScoreTeams(path, o, format, stdout, stderr), true
	}
	if path, o, format, swiss, err := swissScoreArgs(args); swiss {
		if err != nil {
			fmt.Fprintf(stderr, "bridgescore score: %v\n%s", err, scoreSwissHelp)
			return exitUsage, true
		}
		return runScoreSwiss(path, o, format, stdout, stderr), true
	}
	if path, o, format, individual, err := individualScoreArgs(args); individual {
		if err != nil {
			fmt.Fprintf(stderr, "bridgescore score: %v\n%s", err, scoreIndividualHelp)
			return exitUsage, true
		}
		return runScoreIndividual(path, o, format, stdout, stderr), true
	}
	return 0, false
}

func scoreCommand(fs *flag.FlagSet) work {
	rules := fs.String("rules", "wbf", "")
	method := fs.String("method", "", "")
	format := fs.String("format", "text", "")
	explain := fs.String("explain", "", "")
	allowNew := fs.Bool("allow-new-pairs", false, "")
	hands := fs.String("hands", "", "")
	field := fs.String("field", "section", "")
	award := fs.String("award", "", "")
	strata := fs.String("strata", "", "")
	strataBy := fs.String("strata-by", "", "")
	hcaps := fs.String("handicaps", "", "")
	hmode := fs.String("handicap-mode", "", "")
	law := fs.Bool("law12c2c", false, "")
	return func(x *call) error {
		err := checkScoreArgs(x.args, *rules, *method, *format, *explain)
		if err == nil {
			err = checkField(*field, *explain)
		}
		if err == nil && *explain != "" && (*award != "" || *hcaps != "") {
			err = usage(errExplainExtras.Error())
		}
		var extras scoreExtras
		if err == nil {
			extras, err = parseScoreExtras(*award, *hcaps, *hmode)
		}
		if err == nil {
			err = extras.parseScoreStrata(*strata, *strataBy)
		}
		if err != nil {
			return err
		}
		path := x.args[0]
		// A results file of ordinary size is read and scored in a few MB,
		// and the one collection the runtime would start part way through
		// costs the run more than the memory it frees. A larger file (a
		// simultaneous pairs of thousands of tables) collects as seldom,
		// but more often than that as the heap nears scoreMemory, so that
		// the run stays within it.
		if fi, err := os.Stat(path); err == nil {
			defer debug.SetGCPercent(debug.SetGCPercent(400))
			if fi.Size() > 1<<20 {
				defer debug.SetMemoryLimit(debug.SetMemoryLimit(scoreMemory))
			}
		}
		// Nothing reaches stdout until the whole file has been read and
		// scored, so a bad file never leaves half a result behind. The
		// JSON is written only after that, so it may go to stdout as it
		// is made; the text and an explanation are gathered first.
		var out bytes.Buffer
		w := io.Writer(&out)
		if *format == "json" {
			w = x.stdout
		}
		o := extras.fileOptions(club.FileOptions{Rules: scoring.Rules(*rules), Method: scoring.Method(*method),
			Field: scoring.Field(*field), Law12C2c: *law, AllowNewPairs: *allowNew, Hands: *hands,
			Noticed: func(note string) { fmt.Fprintf(x.stderr, "bridgescore score: %s\n", note) }})
		sc, err := club.ScoreFile(path, o)
		if err != nil {
			return scoreRefusal(err)
		}
		if *explain != "" {
			board, _ := strconv.Atoi(*explain)
			if err := writeExplained(w, sc, board); err != nil {
				return err
			}
		} else if *format == "json" {
			err = writeStandingsJSON(w, sc)
		} else {
			err = writeStandingsText(w, sc)
		}
		if err != nil || out.Len() == 0 {
			return err
		}
		_, err = x.stdout.Write(out.Bytes())
		return err
	}
}

// scoreMemory is the memory the Go runtime aims to keep a large file's
// scoring within. The largest file (one board of 200,000 results) holds
// about 175 MB at once at the end, its lines and pairs as read and as
// scored, and the runtime some 20 MB of its own beside them: nearer that
// than this, the collector runs again and again for nothing to free (at
// 200 MB seven times, where four do); below it, without pause. The
// process stays under 300 MB.
const scoreMemory = 224 << 20

func checkScoreArgs(pos []string, rules, method, format, explain string) error {
	switch {
	case len(pos) == 0:
		return usage("no results file given")
	case len(pos) > 1:
		return usagef("one results file at a time (got %s)", strings.Join(pos, ", "))
	}
	switch scoring.Rules(rules) {
	case scoring.WBF, scoring.ACBL:
	default:
		return usagef("--rules %q: expected wbf or acbl", rules)
	}
	switch scoring.Method(method) {
	case "", scoring.Matchpoints, scoring.CrossIMPs, scoring.Butler:
	default:
		return usagef("--method %q: expected mp, ximp or butler", method)
	}
	switch format {
	case "text", "json":
	default:
		return usagef("--format %q: expected text or json", format)
	}
	if explain != "" {
		if n, err := strconv.Atoi(explain); err != nil || n < 1 {
			return usagef("--explain %q: expected a board number", explain)
		}
		if format == "json" {
			return usage("--explain prints text: leave out --format json")
		}
	}
	return nil
}

// writeExplained prints the engine's account of every line of a board, in
// traveller order, under each section's name in a file of several.
func writeExplained(w io.Writer, sc *club.Scored, board int) error {
	ex, err := sc.Explain(board)
	for i, e := range ex {
		if e.Section != "" {
			if i > 0 {
				io.WriteString(w, "\n")
			}
			fmt.Fprintf(w, "Section %s\n", e.Section)
		}
		for k, text := range e.Lines {
			if k > 0 {
				fmt.Fprintln(w)
			}
			fmt.Fprintln(w, text)
		}
	}
	return err
}
