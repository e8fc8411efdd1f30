package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"bridgescore/club"
)

const publishUsage = `usage: bridgescore publish --session ID --to bridgewebs --club CODE [--results usebio|csv] [--event-id N] [--address URL] [--db DB]
       bridgescore publish --session ID --to file --out DIR [--db DB]
       bridgescore publish --set-password --club CODE [--db DB]

Sends a session's results where the club publishes them.

--to bridgewebs uploads the results (USEBIO 1.2, with the computed
points, places and master points; --results csv sends BridgeWebs' own CSV
results file instead) and, when the hands are known, the hand
record (PBN with the double-dummy analysis) to BridgeWebs through its
upload interface for scoring programs, and prints BridgeWebs' answer (its
"message = ..."). CODE is the club's BridgeWebs code; --event-id names
the club's calendar event the results belong to; --address replaces the
upload's address (` + "`https://www.bridgewebs.com/cgi-bin/bwx/api.cgi`" + `,
?club=CODE after it); an http:// address is warned of (the password goes
unencrypted). Any answer but a success is a failure with its status (exit
6); a redirect to another host is never followed, nor one that would
drop the form.
The password is never given on the command line: --set-password reads it
from standard input (one line) and keeps it in the club's settings for
that code; the environment variable BRIDGESCORE_BRIDGEWEBS_PASSWORD, when
set, is used instead for one upload and not kept. BridgeWebs publishes on
the web: a player hidden on the club's website (players --set NAME
--hidden yes) goes there under initials, in either format.

--to file writes into DIR the files the services take, for those without
an upload interface (Pianola, the EBU, the SBU) or a club that uploads by
hand: session-ID-usebio-1.2.xml, session-ID-usebio-1.3.xml,
session-ID-bridgewebs.csv (BridgeWebs' own CSV format; not for a session
of several sections, said on standard error) and, when the hands are
known, session-ID.pbn. The USEBIO files, for the national body's master
points and grading, name every player in full; the BridgeWebs CSV file
has a hidden player under initials.
`

// stdin is where publish --set-password reads the password.
var stdin io.Reader = os.Stdin

func publishCommand(fs *flag.FlagSet) work {
	to := fs.String("to", "", "")
	code := fs.String("club", "", "")
	eventID := fs.String("event-id", "", "")
	address := fs.String("address", "", "")
	results := fs.String("results", "usebio", "")
	out := fs.String("out", "", "")
	setPassword := fs.Bool("set-password", false, "")
	return func(x *call) error {
		if len(x.args) > 0 {
			return usagef("unexpected argument %q (the password is read from standard input with --set-password)", x.args[0])
		}
		if *setPassword {
			if *code == "" || *to != "" || *x.session != "" {
				return usage("--set-password takes --club CODE alone, and reads the password from standard input")
			}
			return setBridgeWebsPassword(x, *code)
		}
		id, err := x.ID()
		if err != nil {
			return err
		}
		switch *to {
		case "bridgewebs":
			if *code == "" || *out != "" {
				return usage("--to bridgewebs takes --club CODE (and no --out)")
			}
			if *results != "usebio" && *results != "csv" {
				return usagef("--results %q: expected usebio or csv", *results)
			}
			return uploadToBridgeWebs(x, id, club.BridgeWebsUpload{Club: *code, EventID: *eventID, Address: *address, CSV: *results == "csv",
				Password: os.Getenv("BRIDGESCORE_BRIDGEWEBS_PASSWORD")})
		case "file":
			if *out == "" || *code != "" || *eventID != "" || *address != "" || *results != "usebio" {
				return usage("--to file takes --out DIR (and no --club, --results, --event-id or --address)")
			}
			return publishFiles(x, id, *out)
		}
		return usagef("--to %q: expected bridgewebs or file", *to)
	}
}

// setBridgeWebsPassword keeps the password read from standard input.
func setBridgeWebsPassword(x *call, code string) error {
	line, err := bufio.NewReader(stdin).ReadString('\n')
	password := strings.TrimRight(line, "\r\n")
	if err != nil && err != io.EOF {
		return err
	}
	if password == "" {
		return usage("no password on standard input (type it, or pipe it in, followed by Enter)")
	}
	desk, err := x.Desk()
	if err != nil {
		return err
	}
	if err := desk.SetBridgeWebsPassword(code, password); err != nil {
		return err
	}
	fmt.Fprintf(x.stderr, "BridgeWebs password kept for the club %s\n", code)
	return nil
}

// uploadToBridgeWebs sends the session and says what BridgeWebs answered.
func uploadToBridgeWebs(x *call, id int64, u club.BridgeWebsUpload) error {
	desk, err := x.Desk()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	a, err := desk.UploadToBridgeWebs(ctx, id, u)
	for _, w := range a.Warnings {
		fmt.Fprintf(x.stderr, "bridgescore publish: warning: %s\n", w)
	}
	if err != nil {
		return err
	}
	if a.Message == "" {
		fmt.Fprintf(x.stdout, "BridgeWebs answered (HTTP %d) without a message: %s\n", a.Status, a.Text)
		return nil
	}
	fmt.Fprintf(x.stdout, "BridgeWebs answered: %s\n", a.Message)
	return nil
}

// publishFiles writes the session's files for the services into dir.
// A folder not yet made is made, once the files are ready, as site --out
// makes its own.
func publishFiles(x *call, id int64, dir string) error {
	desk, err := x.Desk()
	if err != nil {
		return err
	}
	paths, notes, err := desk.WritePublishFiles(id, dir)
	for _, n := range notes {
		fmt.Fprintf(x.stderr, "bridgescore publish: %s\n", n)
	}
	for _, p := range paths {
		fmt.Fprintln(x.stdout, p)
	}
	return err
}
