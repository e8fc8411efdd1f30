package cli

import (
	"encoding/json"
	"flag"
	"fmt"

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

func clubCommand(fs *flag.FlagSet) work {
	name := fs.String("name", "", "")
	number := fs.String("number", "", "")
	format := fs.String("format", "text", "")
	return func(x *call) error {
		if err := x.noArg(); err != nil {
			return err
		}
		if *format != "text" && *format != "json" {
			return usagef("--format %q: expected text or json", *format)
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		id, err := desk.Club()
		if err != nil {
			return err
		}
		if x.given("name") || x.given("number") {
			if x.given("name") {
				id.Name = *name
			}
			if x.given("number") {
				id.Number = *number
			}
			if err := desk.SetClub(id); err != nil {
				return err
			}
			if id, err = desk.Club(); err != nil {
				return err
			}
		}
		if *format == "json" {
			b, _ := json.Marshal(struct {
				Name   string `json:"name"`
				Number string `json:"number"`
			}{id.Name, id.Number})
			fmt.Fprintf(x.stdout, "%s\n", b)
			return nil
		}
		fmt.Fprint(x.stdout, clubText(id))
		return nil
	}
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
