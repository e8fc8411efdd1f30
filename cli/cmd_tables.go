package cli

import (
	"context"
	"encoding/json"
	"flag"
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
	"bridgescore/tableserver"
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

func tableCodesCommand(fs *flag.FlagSet) work {
	format := fs.String("format", "text", "")
	listen := fs.String("listen", "", "")
	return func(x *call) error {
		if err := x.noArg(); err != nil {
			return err
		}
		if *format != "json" && *format != "text" {
			return usagef("--format %q: expected json or text", *format)
		}
		if _, err := x.ID(); err != nil {
			return err
		}
		addr := *listen
		if addr == "" {
			addr, _ = tableserver.DefaultListen()
		} else if _, _, err := net.SplitHostPort(addr); err != nil {
			return usagef("--listen %q: expected ADDRESS:PORT", addr)
		}
		warnLoopback(x.stderr, x.cmd.name, addr)
		s, err := x.Session()
		if err != nil {
			return err
		}
		codes, err := s.TableCodes()
		if err != nil {
			return err
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
				out[i] = codeJSON{tc.Section, tc.Table, tc.Code, tableserver.URL(addr, tc.Code)}
			}
			b, _ := json.MarshalIndent(out, "", " ")
			fmt.Fprintf(x.stdout, "%s\n", b)
			return nil
		}
		pin, err := s.DirectorPIN()
		if err != nil {
			return err
		}
		for _, tc := range codes {
			fmt.Fprintf(x.stdout, "%s  %s  %s\n", tableWords(tc.Section, tc.Table), tc.Code, tableserver.URL(addr, tc.Code))
		}
		fmt.Fprintf(x.stdout, "director's PIN: %s\n", pin)
		return nil
	}
}

func serveCommand(fs *flag.FlagSet) work {
	listen := fs.String("listen", "", "")
	public := fs.Bool("public", false, "")
	var opt tableserver.Options
	fs.BoolVar(&opt.AskLead, "ask-lead", false, "")
	fs.BoolVar(&opt.ConfirmEW, "confirm-ew", false, "")
	fs.BoolVar(&opt.ShowOthers, "show-others", false, "")
	fs.BoolVar(&opt.NoLive, "no-live", false, "")
	return func(x *call) error {
		if err := x.noArg(); err != nil {
			return err
		}
		id, err := x.ID()
		if err != nil {
			return err
		}
		addr := *listen
		if addr == "" {
			var onNetwork bool
			if addr, onNetwork = tableserver.DefaultListen(); !onNetwork {
				return fault.Errorf(fault.Invalid, "%s; or give --listen 127.0.0.1:%d to try the pages on this computer alone", tableserver.NoNetwork, tableserver.DefaultPort)
			}
		}
		if err := tableserver.CheckListen(addr, *public); err != nil {
			return usage(err.Error())
		}
		warnLoopback(x.stderr, x.cmd.name, addr)
		// A table whose result finds the database held by another program
		// is told at once to send it again, as its page does by itself.
		s, err := club.OpenOneWaiting(*x.db, id, club.TablesLockWait)
		if err != nil {
			return err
		}
		x.open = s
		logger := log.New(x.stderr, "", log.LstdFlags)
		opt.Logf = logger.Printf
		opt.Guessing = func(words string) { logger.Printf("warning: %s", words) }
		// Changes the window or the command line make reach the tables
		// within a moment: the session listens to the database.
		defer s.Subscribe(func(club.Update) {})()
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			return err
		}
		srv, err := tableserver.New(s, ln.Addr().String(), opt)
		if err != nil {
			ln.Close()
			return err
		}
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		fmt.Fprintf(x.stdout, "session %d: tables enter their results at http://%s/t/CODE (codes: bridgescore table-codes --session %d); Ctrl+C stops\n", id, ln.Addr(), id)
		if err := tableserver.Serve(ctx, ln, srv, 30*time.Second); err != nil {
			return err
		}
		fmt.Fprintln(x.stdout, "stopped; every result acknowledged is stored")
		return nil
	}
}

// warnLoopback says loudly that an address only this machine can reach
// is no use to the phones.
func warnLoopback(stderr io.Writer, name, addr string) {
	if tableserver.IsLoopback(addr) {
		fmt.Fprintf(stderr, "bridgescore %s: WARNING: %s can be reached from this computer only; no phone can open the tables' pages there\n", name, addr)
	}
}

func tablesCommand(fs *flag.FlagSet) work {
	table := fs.Int("table", 0, "")
	round := fs.Int("round", -1, "")
	return func(x *call) error {
		if len(x.args) != 1 || x.args[0] != "advance" {
			return usage("expected: tables advance --session ID --table N")
		}
		if _, err := x.ID(); err != nil {
			return err
		}
		if *table < 1 {
			return usage("--table N is required: the table to move on")
		}
		s, err := x.Session()
		if err != nil {
			return err
		}
		if err := x.InSection(s); err != nil {
			return usage(err.Error())
		}
		to := *round
		if to < 0 {
			on, err := s.TableRoundOn(s.Section(), *table)
			if err != nil {
				return err
			}
			to = on + 1
		}
		if err := s.MoveTableOn(s.Section(), *table, to); err != nil {
			return err
		}
		on, err := s.TableRoundOn(s.Section(), *table)
		if err != nil {
			return err
		}
		fmt.Fprintf(x.stdout, "%s is on round %d\n", tableWords(s.Section(), *table), on)
		return nil
	}
}

// tableWords names a table as the history does.
func tableWords(section string, table int) string {
	if section != "" {
		return fmt.Sprintf("section %s, table %d", section, table)
	}
	return fmt.Sprintf("table %d", table)
}
