package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/outfile"
	"bridgescore/printer"
	"bridgescore/progress"
	"bridgescore/reports"
	"bridgescore/scoring"
	"bridgescore/tableserver"
)

const reportUsage = `usage: bridgescore report (--session ID [--db DB] | --from FILE [--rules wbf|acbl] [--method mp|ximp|butler] [--field section|across]
                          [--award SCALE] [--handicaps FILE.csv [--handicap-mode sum|mean]])
                          [--what ranking,recap,scorecards,travellers,guidecards,tablecards,handrecord,handrecord2] [--hands FILE]
                          [--board N] [--pair ID] [--round N] [--par-imps] [--tables-address ADDR]
                          [--paper a4|letter] [--format pdf|html] (--out FILE | --printer NAME)

Prints a session's results: the ranking, the recap sheet, personal score
cards, travellers (with hand diagrams when the hands are known) and table
guide cards, as one PDF, or the results as one self-contained web page.

Options:
  --from FILE               a USEBIO XML or CSV results file, scored afresh
  --rules wbf|acbl          with --from: matchpoint rules (default wbf)
  --method mp|ximp|butler   with --from: scoring method (default: the file's)
  --field section|across    with --from, a file of several sections: each section
                            on its own (default) or across the field
  --award SCALE, --handicaps FILE.csv, --handicap-mode sum|mean
                            with --from: the ranking gains each pair's award,
                            stratum sections and a handicapped ranking, as
                            score's options of those names (a stored session
                            keeps its own: bridgescore awards)
  --session ID              a session in the club database
  --db FILE                 the club database (default: the user's club.db)
  --what LIST               reports, comma-separated, or all (default all:
                            ranking,recap,scorecards,travellers); guidecards
                            needs the session's movement (--session);
                            tablecards, the cards that stand on each table
                            while its phones enter the results (one page a
                            table: its number, QR code, address and code),
                            the movement and the tables' address;
                            handrecord prints every board's diagram, points,
                            makeable contracts and par four to a page (PDF),
                            handrecord2 two to a page; with --hands alone it
                            needs no results
  --hands FILE              a PBN hand record for the travellers' diagrams
  --board N                 the traveller of board N only
  --pair ID                 the score card of one pair only ("3NS", "3 NS", "7")
  --round N                 with guidecards: each table's card for round N only
  --tables-address ADDR     with guidecards or tablecards of a session: each table's card carries
                            the QR code and address of its results page at
                            ADDR:PORT (default: this machine's address on the
                            local network, port 8080, as serve uses), and its
                            code; none leaves them off
  --par-imps                score cards also give each result against the board's
                            double-dummy par in IMPs, and their sum (needs the
                            boards' analysis: hands attached to the session, or
                            --hands)
  --paper a4|letter         paper size (default a4)
  --format pdf|html         default: html when FILE ends in .html or .htm,
                            else pdf
  --out FILE                where to write the report
  --printer NAME            send the PDF to a printer with the system's print
                            command (lp) instead; "default" for the default
                            printer
`

func init() {
	guideCardsPDF = func(w io.Writer, m *movements.Movement) error {
		paper, err := reports.ParsePaper(guideCardsPaper)
		if err != nil {
			return err
		}
		return reports.WriteGuideCardsPDF(w, m, m.Name, paper)
	}
}

// guideCardsPaper is the paper the movement command prints guide cards on
// (its --paper option): "a4" or "letter".
var guideCardsPaper = "a4"

type reportFlags struct {
	from, rules, method, field, db, what, hands, paper, format, out string
	session                                                         int64
	sessionGiven                                                    bool
	only                                                            reports.Selection
	printer                                                         string
	parIMPs                                                         bool
	tablesAddress                                                   string
	extras                                                          scoreExtras
}

// reportForms gives the arguments to report's form for a teams results
// file when they ask for it.
func reportForms(args []string, stdout, stderr io.Writer) (int, bool) {
	teams, from, format, out, paper, o, err := teamsReportArgs(args)
	if !teams {
		return 0, false
	}
	if err != nil {
		fmt.Fprintf(stderr, "bridgescore report: %v\n%s", err, reportTeamsHelp)
		return exitUsage, true
	}
	return runReportTeams(from, format, out, paper, o, stdout, stderr), true
}

func reportCommand(fs *flag.FlagSet) work {
	f, flags := reportFlagsOn(fs)
	return func(x *call) error {
		if err := f.check(x, flags); err != nil {
			var ue *usageError
			if errors.As(err, &ue) {
				return err
			}
			return usage(err.Error())
		}
		return f.report(x)
	}
}

// report prints the reports asked for.
func (f *reportFlags) report(x *call) error {
	what, _ := reports.ParseReports(f.what)
	paper, _ := reports.ParsePaper(f.paper)
	protect := outfile.Protect{Inputs: []string{f.from, f.hands}}
	if f.sessionGiven {
		protect.Database = dbPathOf(f.db)
	}
	if f.printer == "" {
		if err := outfile.Check(f.out, protect); err != nil {
			return err
		}
	}
	if f.sessionGiven && f.printer == "" {
		if teams, err := teamsSessionReport(f, x.stdout); teams || err != nil {
			return err
		}
	}
	if pdf, title, ok, err := swissPairsReport(f); ok || err != nil {
		if err != nil {
			return err
		}
		return f.deliver(x, pdf, title, protect)
	}
	if pdf, title, ok, err := individualReport(f); ok || err != nil {
		if err != nil {
			return err
		}
		return f.deliver(x, pdf, title, protect)
	}
	r, err := loadReportResults(f)
	if err != nil {
		return err
	}
	r.Only = f.only
	if f.parIMPs && !r.Analysed() {
		return fault.Errorf(fault.Invalid, "--par-imps needs the boards' double-dummy analysis: %s has no hands; give --hands FILE.pbn", sourceName(f))
	}
	r.ParIMPs = f.parIMPs
	for _, w := range what {
		if w == reports.GuideCards && r.Movement == nil && len(r.Sections) == 0 {
			return fault.Errorf(fault.Invalid, "guide cards need the session's movement, which %s does not record; print them with 'bridgescore movement ... --format pdf --out FILE'", sourceName(f))
		}
	}
	// The report is made in memory first, so that a report that cannot be
	// made leaves no file at all.
	var buf bytes.Buffer
	if f.format == "html" {
		err = reports.WriteHTML(&buf, r, what)
	} else {
		meter, end := progress.Line(x.stderr, "printing", "pages")
		err = reports.WritePDFWatched(&buf, r, what, paper, reports.Watch{Progress: meter})
		end()
	}
	if err != nil {
		return err
	}
	return f.deliver(x, buf.Bytes(), r.Event, protect)
}

// deliver sends a report made to the printer or writes it where --out
// says.
func (f *reportFlags) deliver(x *call, data []byte, title string, protect outfile.Protect) error {
	if f.printer != "" {
		to := printer.Printer{Name: f.printer}
		if to.Name == "default" {
			to.Name = ""
		}
		if err := to.Print(data, title); err != nil {
			return err
		}
		fmt.Fprintf(x.stdout, "sent to the printer %s\n", f.printer)
		return nil
	}
	if err := outfile.Write(f.out, data, protect); err != nil {
		return err
	}
	fmt.Fprintf(x.stdout, "wrote %s\n", f.out)
	return nil
}

func sourceName(f *reportFlags) string {
	if f.from != "" {
		return f.from
	}
	return "session " + strconv.FormatInt(f.session, 10)
}

// reportFlags declares report's options on fs; the awards' options are
// read by check.
func reportFlagsOn(fs *flag.FlagSet) (*reportFlags, *reportExtraFlags) {
	f := &reportFlags{}
	fs.StringVar(&f.from, "from", "", "")
	fs.StringVar(&f.rules, "rules", "", "")
	fs.StringVar(&f.method, "method", "", "")
	fs.StringVar(&f.field, "field", "", "")
	session := fs.String("session", "", "")
	fs.StringVar(&f.db, "db", "", "")
	fs.StringVar(&f.what, "what", "all", "")
	fs.StringVar(&f.hands, "hands", "", "")
	fs.StringVar(&f.paper, "paper", "a4", "")
	fs.StringVar(&f.format, "format", "", "")
	fs.StringVar(&f.out, "out", "", "")
	fs.IntVar(&f.only.Board, "board", 0, "")
	fs.StringVar(&f.only.Pair, "pair", "", "")
	fs.IntVar(&f.only.Round, "round", 0, "")
	fs.StringVar(&f.printer, "printer", "", "")
	fs.BoolVar(&f.parIMPs, "par-imps", false, "")
	fs.StringVar(&f.tablesAddress, "tables-address", "", "")
	award, hcaps, hmode := fs.String("award", "", ""), fs.String("handicaps", "", ""), fs.String("handicap-mode", "", "")
	return f, &reportExtraFlags{session: session, award: award, handicaps: hcaps, mode: hmode}
}

// reportExtraFlags are report's options read once parsed.
type reportExtraFlags struct{ session, award, handicaps, mode *string }

// check reads the options parsed and refuses those that do not go
// together.
func (f *reportFlags) check(x *call, e *reportExtraFlags) error {
	var err error
	if f.extras, err = parseScoreExtras(*e.award, *e.handicaps, *e.mode); err != nil {
		return err
	}
	if len(x.args) > 0 {
		return fmt.Errorf("unexpected argument %q: options only (say --from FILE or --session ID)", x.args[0])
	}
	if *e.session != "" {
		id, err := strconv.ParseInt(*e.session, 10, 64)
		if err != nil || id < 1 {
			return fmt.Errorf("--session %q: expected a session number", *e.session)
		}
		f.session, f.sessionGiven = id, true
	}
	if err := f.checkSource(); err != nil {
		return err
	}
	return f.checkOutput()
}

// checkSource refuses a report with no results to print, or options that
// do not go with where its results come from.
func (f *reportFlags) checkSource() error {
	switch {
	case f.from == "" && !f.sessionGiven && !(f.hands != "" && onlyHandRecord(f.what)):
		return errors.New("say which results to print: --from FILE or --session ID (a hand record alone: --what handrecord --hands FILE.pbn)")
	case f.from != "" && f.sessionGiven:
		return errors.New("--from and --session cannot be used together")
	case f.sessionGiven && !f.extras.none():
		return errors.New("--award and --handicaps go with --from: a stored session keeps its own ('bridgescore awards' changes a session's)")
	case f.sessionGiven && (f.rules != "" || f.method != "" || f.field != ""):
		return errors.New("--rules, --method and --field go with --from: a stored session keeps its own ('bridgescore field' changes a session's)")
	case f.from != "" && f.db != "":
		return errors.New("--db goes with --session")
	}
	return checkScoring(f.rules, f.method, f.field)
}

// checkOutput refuses reports, paper or a place to write them that cannot
// be, and chooses the format from the file's name when none is given.
func (f *reportFlags) checkOutput() error {
	if _, err := reports.ParseReports(f.what); err != nil {
		return fmt.Errorf("--what: %v", err)
	}
	if _, err := reports.ParsePaper(f.paper); err != nil {
		return fmt.Errorf("--paper: %v", err)
	}
	switch {
	case f.out == "" && f.printer == "":
		return errors.New("say where to write the report: --out FILE, or --printer NAME")
	case f.out != "" && f.printer != "":
		return errors.New("--out and --printer cannot be used together")
	case f.printer != "" && f.format == "html":
		return errors.New("--printer prints a PDF, not --format html")
	case f.only.Board < 0 || f.only.Round < 0:
		return errors.New("--board and --round take a number from 1")
	}
	switch f.format {
	case "":
		f.format = "pdf"
		if f.printer != "" {
			break
		}
		if ext := strings.ToLower(filepath.Ext(f.out)); ext == ".html" || ext == ".htm" {
			f.format = "html"
		}
	case "pdf", "html":
	default:
		return fmt.Errorf("--format %q: expected pdf or html", f.format)
	}
	return nil
}

// checkScoring refuses rules, a method or a field that no session is
// scored by; "" is none chosen.
func checkScoring(rules, method, field string) error {
	switch scoring.Rules(rules) {
	case "", scoring.WBF, scoring.ACBL:
	default:
		return fmt.Errorf("--rules %q: expected wbf or acbl", rules)
	}
	switch scoring.Method(method) {
	case "", scoring.Matchpoints, scoring.CrossIMPs, scoring.Butler:
	default:
		return fmt.Errorf("--method %q: expected mp, ximp or butler", method)
	}
	switch scoring.Field(field) {
	case "", scoring.BySection, scoring.AcrossField:
	default:
		return fmt.Errorf("--field %q: expected section or across", field)
	}
	return nil
}

// loadReportResults reads and scores the session to print.
func loadReportResults(f *reportFlags) (*reports.Results, error) {
	if f.from == "" && !f.sessionGiven {
		// A hand record alone, from the hands file.
		deals, err := club.HandRecord(f.hands)
		return &reports.Results{Deals: deals}, err
	}
	if f.from != "" {
		o := f.extras.fileOptions(club.FileOptions{Rules: scoring.Rules(f.rules), Method: scoring.Method(f.method),
			Field: scoring.Field(f.field), Hands: f.hands})
		r, err := club.FileResults(f.from, o)
		return r, scoreRefusal(err)
	}
	s, err := club.OpenOne(f.db, f.session)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	results := s.Results
	if what, _ := reports.ParseReports(f.what); reports.BeforePlay(what) {
		results = s.GuideCardResults // printed before play, when there are no results
	}
	r, err := results()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sourceName(f), err)
	}
	if r.TableCodes, err = tableAccess(s, f); err != nil {
		return nil, fmt.Errorf("%s: %w", sourceName(f), err)
	}
	if f.hands != "" {
		if r.Deals, err = club.HandRecord(f.hands); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// tableAccess is what the guide cards print of the table server: each
// table's code and page at the address the server will listen on; nothing
// when guide cards are not printed, the session has no movement, or
// --tables-address is none.
func tableAccess(s *club.OpenSession, f *reportFlags) (map[reports.TableRef]reports.TableAccess, error) {
	what, _ := reports.ParseReports(f.what)
	if (!slices.Contains(what, reports.GuideCards) && !slices.Contains(what, reports.TableCards)) || s.Movement() == nil || f.tablesAddress == "none" {
		return nil, nil
	}
	addr := f.tablesAddress
	if addr == "" {
		var onNetwork bool
		if addr, onNetwork = tableserver.DefaultListen(); !onNetwork {
			return nil, fault.Errorf(fault.Invalid, "the guide cards would send the phones to %s, which only this computer can reach: %s; or give --tables-address ADDRESS:PORT (where serve will listen) or --tables-address none", addr, tableserver.NoNetwork)
		}
	}
	if _, _, err := net.SplitHostPort(addr); err != nil {
		// Without its port the cards would send the phones to port 80,
		// where serve never listens.
		return nil, fault.Errorf(fault.Invalid, "--tables-address %q: expected ADDRESS:PORT, where serve will listen (e.g. %s:%d)", addr, addr, tableserver.DefaultPort)
	}
	if tableserver.IsLoopback(addr) {
		return nil, fault.Errorf(fault.Invalid, "--tables-address %s can be reached from this computer only: no phone could open the pages the guide cards name; give the address serve will listen on, or none", addr)
	}
	return s.TableAccess(addr)
}

// onlyHandRecord reports whether every report asked for is a hand record,
// which needs the hands and no results.
func onlyHandRecord(what string) bool {
	list, err := reports.ParseReports(what)
	if err != nil {
		return false
	}
	for _, r := range list {
		if r != reports.HandRecord && r != reports.HandRecord2 {
			return false
		}
	}
	return true
}
