package cli

import (
	"flag"
	"fmt"
)

const eventUsage = `usage: bridgescore event --session ID NAME [--db DB]
       bridgescore event --session ID --none [--db DB]

Puts a session into the event of that name (made when new; case does not
matter), as one of its sessions: the second evening of a championship set
up on the night joins the first. --none gives the session an event of its
own again. 'standings --event NAME' ranks the event's pairs over all its
sessions. The change is in the history; undo takes it back.
`

func eventCommand(fs *flag.FlagSet) work {
	none := fs.Bool("none", false, "")
	return func(x *call) error {
		id, err := x.ID()
		if err != nil {
			return err
		}
		title := ""
		switch {
		case *none && len(x.args) == 0:
		case !*none && len(x.args) == 1:
			title = x.args[0]
		default:
			return usage("give the event's NAME (in quotes when it has spaces), or --none")
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		if err := desk.SetEvent(id, title); err != nil {
			return err
		}
		if title == "" {
			fmt.Fprintf(x.stdout, "session %d is an event of its own\n", id)
		} else {
			fmt.Fprintf(x.stdout, "session %d is a session of %s\n", id, title)
		}
		return nil
	}
}
