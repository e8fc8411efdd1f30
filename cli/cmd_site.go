package cli

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"bridgescore/progress"
	"bridgescore/site"
)

const siteUsage = `usage: bridgescore site --out DIR [--since YYYY-MM-DD] [--name CLUB] [--db DB]

Writes the club's results website as static files into DIR (made when
missing), to upload to any web host or open from the folder: index.html
(the club's sessions and events, newest first), each session's results
(s/ID.html: the ranking with awards and handicaps, the recap, the
travellers with the hands, makeable contracts and par, every pair's score
card, the movement), each event's combined ranking (e/NAME.html), each
player's sessions, partners, percentages, places and master points
(p/NAME.html), the list of players (players.html) and the search box's
index (search.js). A player the register marks hidden (players --set NAME
--hidden yes) appears under initials and has no page. --since leaves out
the sessions played before the day. Every page is headed with the club's
name: --name CLUB keeps it in the club's settings for every build after
(--name "" goes back to the name results files carry).

Run again, it rewrites only the pages whose content has changed, keeping
what it needs in DIR/.bridgescore-site.json, and removes the pages of
sessions no longer there; nothing else in DIR is touched. It prints the
home page's path and what it wrote.

It replaces only the pages it wrote: a file of yours under a page's name
(your own index.html) is refused, named, with nothing written (exit 5),
and so is a link in DIR that leads out of it. The temporary files of a
build that was stopped are removed by the next.
`

func siteCommand(fs *flag.FlagSet) work {
	out := fs.String("out", "", "")
	since := fs.String("since", "", "")
	name := fs.String("name", "", "")
	return func(x *call) error {
		if err := x.noArg(); err != nil {
			return err
		}
		if *out == "" {
			return usage("give the website's folder: --out DIR")
		}
		var from time.Time
		if *since != "" {
			var err error
			if from, err = time.Parse("2006-01-02", *since); err != nil {
				return usagef("--since %q: expected a day such as 2026-09-01", *since)
			}
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		if x.given("name") {
			if err := desk.SetClubName(*name); err != nil {
				return err
			}
		}
		meter, end := progress.Line(x.stderr, "building the website", "steps")
		r, err := site.Build(desk, site.Options{Dir: *out, Since: from, Progress: meter})
		end()
		if err != nil {
			return err
		}
		for _, n := range r.Notes {
			fmt.Fprintf(x.stderr, "bridgescore site: %s\n", n)
		}
		fmt.Fprintf(x.stdout, "%s: %d sessions, %d events, %d players; %d pages written, %d unchanged, %d removed\n",
			filepath.Join(*out, "index.html"), r.Sessions, r.Events, r.Players, len(r.Written), r.Unchanged, len(r.Removed))
		if len(r.Written) > 0 && len(r.Written) <= 20 {
			fmt.Fprintf(x.stdout, "written: %s\n", strings.Join(r.Written, " "))
		}
		return nil
	}
}
