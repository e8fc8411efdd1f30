package cli

import (
	"fmt"
	"io"
)

const eventUsage = `usage: bridgescore event --session ID NAME [--db DB]
       bridgescore event --session ID --none [--db DB]

Puts a session into the event of that name (made when new; case does not
matter), as one of its sessions: the second evening of a championship set
up on the night joins the first. --none gives the session an event of its
own again. 'standings --event NAME' ranks the event's pairs over all its
sessions. The change is in the history; undo takes it back.
`

func init() {
	register(Command{Name: "event", Summary: "put a stored session into an event of several sessions", Run: runEvent})
}

func runEvent(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("event", eventUsage, stdout, stderr)
	none := c.fs.Bool("none", false, "")
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	title := ""
	switch {
	case *none && len(pos) == 0:
	case !*none && len(pos) == 1:
		title = pos[0]
	default:
		return c.usageError("give the event's NAME (in quotes when it has spaces), or --none")
	}
	desk, err := c.open()
	if err != nil {
		return c.fail(err)
	}
	defer c.closeDB(desk)
	if err := desk.SetEvent(id, title); err != nil {
		return c.fail(err)
	}
	if title == "" {
		fmt.Fprintf(stdout, "session %d is an event of its own\n", id)
	} else {
		fmt.Fprintf(stdout, "session %d is a session of %s\n", id, title)
	}
	return 0
}
