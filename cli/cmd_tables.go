package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/tables"
)

const serveUsage = `usage: bridgescore serve --session ID [--listen ADDR:PORT] [--db FILE] [--public] [--ask-lead] [--confirm-ew] [--show-others] [--no-live]

Serves the session's table-entry pages: each table opens http://ADDR:PORT/t/CODE
(see 'bridgescore table-codes') on any phone's browser and enters its own
results, which are checked and stored exactly as typed ones. Runs until
interrupted (Ctrl+C, SIGTERM), then finishes the requests in flight and
exits 0.

  --listen ADDR:PORT  where to listen (default: this machine's local-network
                      address, port 8080; refused when the machine is on no
                      network, since no phone could reach it); a public
                      address or 0.0.0.0 is refused unless --public is given,
                      and a loopback address is served with a warning
  --ask-lead          the tables enter the opening lead too
  --confirm-ew        East-West confirm each result North-South entered
  --show-others       after entering a board, a table sees its results so far
                      at the tables that have played it
  --no-live           no page for the room: by default http://ADDR:PORT/live
                      shows anyone on the network the standings so far
                      (provisional) and the boards every table has played
`

const tableCodesUsage = `usage: bridgescore table-codes --session ID [--format json|text] [--listen ADDR:PORT] [--db FILE]

Prints each table's access code and the address of its page, as serve would
serve it; the codes are made the first time and kept. --format text adds the
director's PIN, which the director's actions on the server ask for. An
address only this machine can reach is printed with a warning on stderr.
`

const tablesUsage = `usage: bridgescore tables advance --session ID --table N [--section L] [--round R] [--db FILE]

Moves a table on to a later round when it cannot play a board of the round
it is on (the board is fouled or missing): its phone then enters round R's
boards (the next round unless told), and the board it left is the
director's to rule on. --round 0 puts the table back where its results put
it. Prints the round the table is on.
`

func init() {
	register(Command{Name: "serve", Summary: "serve the session's table-entry pages to the players' phones", Run: runServe})
	register(Command{Name: "table-codes", Summary: "print each table's access code and page address", Run: runTableCodes})
	register(Command{Name: "tables", Summary: "move a table on to a later round (tables advance)", Run: runTables})
}

func runTableCodes(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("table-codes", tableCodesUsage, stdout, stderr)
	format := c.fs.String("format", "text", "")
	listen := c.fs.String("listen", "", "")
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return c.usageError(fmt.Sprintf("unexpected argument %q", pos[0]))
	}
	if *format != "json" && *format != "text" {
		return c.usageError(fmt.Sprintf("--format %q: expected json or text", *format))
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	addr := *listen
	if addr == "" {
		addr, _ = tables.DefaultListen()
	} else if _, _, err := net.SplitHostPort(addr); err != nil {
		return c.usageError(fmt.Sprintf("--listen %q: expected ADDRESS:PORT", addr))
	}
	warnLoopback(c.stderr, c.name, addr)
	s, code, ok := c.openOne(id)
	if !ok {
		return code
	}
	defer s.Close()
	codes, err := s.TableCodes()
	if err != nil {
		return c.fail(err)
	}
	if *format == "json" {
		type codeJSON struct {
			Section string `json:"section,omitempty"`
			Table   int    `json:"table"`
			Code    string `json:"code"`
			URL     string `json:"url"`
		}
		out := make([]codeJSON, len(codes))
		for i, tc := range codes {
			out[i] = codeJSON{tc.Section, tc.Table, tc.Code, tables.URL(addr, tc.Code)}
		}
		b, _ := json.MarshalIndent(out, "", " ")
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	pin, err := s.DirectorPIN()
	if err != nil {
		return c.fail(err)
	}
	for _, tc := range codes {
		where := fmt.Sprintf("table %d", tc.Table)
		if tc.Section != "" {
			where = fmt.Sprintf("section %s, table %d", tc.Section, tc.Table)
		}
		fmt.Fprintf(stdout, "%s  %s  %s\n", where, tc.Code, tables.URL(addr, tc.Code))
	}
	fmt.Fprintf(stdout, "director's PIN: %s\n", pin)
	return 0
}

func runServe(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("serve", serveUsage, stdout, stderr)
	listen := c.fs.String("listen", "", "")
	public := c.fs.Bool("public", false, "")
	var opt tables.Options
	c.fs.BoolVar(&opt.AskLead, "ask-lead", false, "")
	c.fs.BoolVar(&opt.ConfirmEW, "confirm-ew", false, "")
	c.fs.BoolVar(&opt.ShowOthers, "show-others", false, "")
	c.fs.BoolVar(&opt.NoLive, "no-live", false, "")
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return c.usageError(fmt.Sprintf("unexpected argument %q", pos[0]))
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	addr := *listen
	if addr == "" {
		var onNetwork bool
		if addr, onNetwork = tables.DefaultListen(); !onNetwork {
			return c.fail(fault.Errorf(fault.Invalid, "%s; or give --listen 127.0.0.1:%d to try the pages on this computer alone", tables.NoNetwork, tables.DefaultPort))
		}
	}
	if err := tables.CheckListen(addr, *public); err != nil {
		return c.usageError(err.Error())
	}
	warnLoopback(c.stderr, c.name, addr)
	// A table whose result finds the database held by another program
	// is told at once to send it again, as its page does by itself.
	s, err := club.OpenOneWaiting(*c.db, id, club.TablesLockWait)
	if err != nil {
		return c.fail(err)
	}
	defer s.Close()
	logger := log.New(stderr, "", log.LstdFlags)
	opt.Logf = logger.Printf
	opt.Guessing = func(words string) { logger.Printf("warning: %s", words) }
	// Changes the window or the command line make reach the tables within
	// a moment: the session listens to the database.
	defer s.Subscribe(func(club.Update) {})()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return c.fail(err)
	}
	srv, err := tables.New(s, ln.Addr().String(), opt)
	if err != nil {
		ln.Close()
		return c.fail(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(stdout, "session %d: tables enter their results at http://%s/t/CODE (codes: bridgescore table-codes --session %d); Ctrl+C stops\n", id, ln.Addr(), id)
	if err := tables.Serve(ctx, ln, srv, 30*time.Second); err != nil {
		return c.fail(err)
	}
	fmt.Fprintln(stdout, "stopped; every result acknowledged is stored")
	return 0
}

// warnLoopback says loudly that an address only this machine can reach
// is no use to the phones.
func warnLoopback(stderr io.Writer, name, addr string) {
	if tables.IsLoopback(addr) {
		fmt.Fprintf(stderr, "bridgescore %s: WARNING: %s can be reached from this computer only; no phone can open the tables' pages there\n", name, addr)
	}
}

func runTables(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("tables", tablesUsage, stdout, stderr)
	table := c.fs.Int("table", 0, "")
	round := c.fs.Int("round", -1, "")
	section := c.sectionFlag()
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(pos) != 1 || pos[0] != "advance" {
		return c.usageError("expected: tables advance --session ID --table N")
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	if *table < 1 {
		return c.usageError("--table N is required: the table to move on")
	}
	s, code, ok := c.openOne(id)
	if !ok {
		return code
	}
	defer s.Close()
	if err := section.choose(s); err != nil {
		return c.usageError(err.Error())
	}
	to := *round
	if to < 0 {
		on, err := s.TableRoundOn(s.Section(), *table)
		if err != nil {
			return c.fail(err)
		}
		to = on + 1
	}
	if err := s.MoveTableOn(s.Section(), *table, to); err != nil {
		return c.fail(err)
	}
	on, err := s.TableRoundOn(s.Section(), *table)
	if err != nil {
		return c.fail(err)
	}
	fmt.Fprintf(stdout, "%s is on round %d\n", tableWords(s.Section(), *table), on)
	return exitOK
}

// tableWords names a table as the history does.
func tableWords(section string, table int) string {
	if section != "" {
		return fmt.Sprintf("section %s, table %d", section, table)
	}
	return fmt.Sprintf("table %d", table)
}
