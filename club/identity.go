package club

import (
	"strings"
	"unicode"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/store"
)

// Identity is who the club is to its national body: its name and the
// number the body gave it (the EBU's, the ABF's or the ACBL's club
// number). Every file the club sends carries both: USEBIO's CLUB_NAME
// and CLUB_ID_NUMBER, the BridgeWebs CSV file, the results website.
type Identity struct {
	Name   string
	Number string
}

// clubNumberSetting is the club's settings entry for its national number;
// its name is kept under clubNameSetting, which the website reads too.
const clubNumberSetting = "club.number"

// MaxClubNumberLen bounds a club's national number: the EBU's, the ABF's
// and the ACBL's are four to six digits.
const MaxClubNumberLen = 20

// Club is the club's identity: the name and number set with SetClub; the
// name, when none is set, the one the newest session carries (from a
// results file).
//
// Codes: Internal.
func (d *Desk) Club() (Identity, error) {
	name, err := d.ClubName()
	if err != nil {
		return Identity{}, err
	}
	number, _, err := d.db.Setting(clubNumberSetting)
	return Identity{Name: name, Number: number}, err
}

// SetClub keeps the club's name and national number ("" clears one: the
// name then goes back to the one the sessions carry). Every export made
// after carries them.
//
// Codes: Invalid (a name beyond the limits, a number that is not one),
// Busy.
func (d *Desk) SetClub(id Identity) error {
	number := strings.TrimSpace(id.Number)
	if err := CheckClubNumber(number); err != nil {
		return err
	}
	if err := d.SetClubName(id.Name); err != nil {
		return err
	}
	return d.db.SetSetting(clubNumberSetting, number)
}

// CheckClubNumber refuses a club number that is not one: at most
// MaxClubNumberLen letters, digits, spaces, hyphens, dots or slashes.
//
// Codes: Invalid.
func CheckClubNumber(number string) error {
	if err := checkLen("the club's number", number, MaxClubNumberLen); err != nil {
		return err
	}
	for _, r := range number {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -./", r) {
			return fault.Errorf(fault.Invalid, "the club's number %q: letters, digits, spaces, hyphens, dots and slashes only", number)
		}
	}
	return nil
}

// stampIdentity gives a stored session's results file the club's
// identity, as every export carries it: the club's name and number when
// set (else the name the session came with), and the session's event
// description (eventDescription).
func stampIdentity(db *store.DB, rf *interchange.ResultsFile, m *store.Meta) error {
	id, err := clubIdentity(db)
	if err != nil {
		return err
	}
	for _, part := range append([]*interchange.ResultsFile{rf}, rf.Sections...) {
		part.Club, part.ClubNumber = id.club(part.Club), id.Number
		part.Name = eventDescription(m)
	}
	return nil
}

// stampedIdentity is the club's identity as an export writes it: its
// name and number as set, and whether a name is set at all.
type stampedIdentity struct {
	Name, Number string
	named        bool
}

// club is the club's name for a file that came with the name given, kept
// when the club has none set.
func (id stampedIdentity) club(given string) string {
	if id.named {
		return id.Name
	}
	return given
}

// clubIdentity reads the club's name and number as set.
func clubIdentity(db *store.DB) (stampedIdentity, error) {
	name, ok, err := db.Setting(clubNameSetting)
	if err != nil {
		return stampedIdentity{}, err
	}
	number, _, err := db.Setting(clubNumberSetting)
	return stampedIdentity{Name: name, Number: number, named: ok}, err
}

// eventDescription is what a session's results file calls it (USEBIO's
// EVENT_DESCRIPTION): for an evening of a titled event, the event and its
// own name ("Autumn Cup, Tuesday Pairs"); else the description the file
// it came from gave; else its name.
func eventDescription(m *store.Meta) string {
	titled := m.EventTitle != "" && (m.Event == "" || strings.EqualFold(m.Event, m.EventTitle))
	switch {
	case titled && m.Name != "" && !strings.EqualFold(m.Name, m.EventTitle):
		return m.EventTitle + ", " + m.Name
	case m.Event != "":
		return m.Event
	case m.Name != "":
		return m.Name
	}
	return m.EventTitle
}
