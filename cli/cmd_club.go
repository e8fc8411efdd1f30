package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"bridgescore/club"
)

const clubUsage = `usage: bridgescore club [--name NAME] [--number NUMBER] [--format text|json] [--db DB]

Says who the club is to its national body: its name and the number the
body gave it (the EBU's, the ABF's or the ACBL's club number). With
--name or --number, keeps them first (an empty value clears one; a name
cleared goes back to the one the newest session carries). Every file the
club sends then carries them: USEBIO 1.2 and 1.3 (CLUB_NAME and
CLUB_ID_NUMBER, with each session's event description), the BridgeWebs
CSV file and the results website ('bridgescore site').

Options:
  --name NAME               the club's name
  --number NUMBER           the club's number with its national body (letters,
                            digits, spaces, hyphens, dots, slashes; at most 20)
  --format text|json        text (the default) or JSON {"name": …, "number": …}
  --db DB                   the club database (default: the club's own)
`

func init() {
	register(Command{Name: "club", Summary: "say or set the club's name and national club number", Run: runClub})
}

func runClub(args []string, stdout, stderr io.Writer) int {
	c := newClubCommand("club", clubUsage, stdout, stderr)
	name := c.fs.String("name", "", "")
	number := c.fs.String("number", "", "")
	format := c.fs.String("format", "text", "")
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return c.usageError(fmt.Sprintf("unexpected argument %q", pos[0]))
	}
	if *format != "text" && *format != "json" {
		return c.usageError(fmt.Sprintf("--format %q: expected text or json", *format))
	}
	given := map[string]bool{}
	c.fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	desk, err := c.open()
	if err != nil {
		return c.fail(err)
	}
	defer c.closeDB(desk)
	id, err := desk.Club()
	if err != nil {
		return c.fail(err)
	}
	if given["name"] || given["number"] {
		if given["name"] {
			id.Name = *name
		}
		if given["number"] {
			id.Number = *number
		}
		if err := desk.SetClub(id); err != nil {
			return c.fail(err)
		}
		if id, err = desk.Club(); err != nil {
			return c.fail(err)
		}
	}
	if *format == "json" {
		b, _ := json.Marshal(struct {
			Name   string `json:"name"`
			Number string `json:"number"`
		}{id.Name, id.Number})
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	fmt.Fprint(stdout, clubText(id))
	return 0
}

// clubText says the club's identity in words.
func clubText(id club.Identity) string {
	name, number := id.Name, id.Number
	if name == "" {
		name = "(no name: bridgescore club --name NAME)"
	}
	if number == "" {
		number = "(no number: bridgescore club --number NUMBER)"
	}
	return fmt.Sprintf("Club:        %s\nClub number: %s\n", name, number)
}
