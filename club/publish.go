package club

import (
	"bytes"
	"context"
	"fmt"
	"sort"
	"strings"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/publish"
	"bridgescore/scoring"
)

// A session's results sent where the club publishes them: to BridgeWebs
// by its upload interface, or as the files other services take (Pianola,
// the EBU, the SBU take a USEBIO file; a hand record goes with it as PBN).

// PublishFile is one file a service takes: its name and content.
type PublishFile struct {
	Name string
	Data []byte
}

// PublishFiles are the files of a session for the services: USEBIO 1.2
// and 1.3 with the computed results and awards, BridgeWebs' own CSV
// results file, and, when the hands are known, the hand record as PBN
// with its double-dummy analysis (OptimumResultTable, OptimumScore,
// ParContract). The names begin with "session-ID". A file that cannot be
// made for this session (BridgeWebs' CSV of several sections, or of a
// session with no result yet) is left out, and the notes say why.
//
// Codes: NotFound (no such session), Invalid (a session that cannot be scored).
func (d *Desk) PublishFiles(id int64) (files []PublishFile, notes []string, err error) {
	base := fmt.Sprintf("session-%d", id)
	var out []PublishFile
	for _, v := range []string{"1.2", "1.3"} {
		b, err := d.Export(id, USEBIO, v)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, PublishFile{Name: base + "-usebio-" + v + ".xml", Data: b})
	}
	csv, err := d.BridgeWebsCSV(id)
	switch {
	case fault.Is(err, fault.Invalid) || fault.Is(err, fault.Conflict):
		notes = append(notes, "no BridgeWebs CSV file: "+err.Error())
	case err != nil:
		return nil, nil, err
	default:
		out = append(out, PublishFile{Name: base + "-bridgewebs.csv", Data: csv})
	}
	pbn, err := d.handRecord(id)
	if err != nil {
		return nil, nil, err
	}
	if pbn != nil {
		out = append(out, PublishFile{Name: base + ".pbn", Data: pbn})
	}
	return out, notes, nil
}

// BridgeWebsCSV is a session's results as BridgeWebs' own CSV results
// file (interchange.WriteBridgeWebs): the standings as they stand, with
// the master points awarded, the players who asked not to be shown by
// name on the club's website by their initials.
//
// Codes: NotFound (no such session), Conflict (no result yet), Invalid (a
// session of several sections, which the format is not known to take; a
// session that cannot be scored).
func (d *Desk) BridgeWebsCSV(id int64) ([]byte, error) {
	rf, err := d.ResultsFile(id)
	if err != nil {
		return nil, err
	}
	if len(rf.Sections) > 1 {
		return nil, fault.Errorf(fault.Invalid, "session %d: %v", id, interchange.ErrBridgeWebsSections)
	}
	now, err := d.Standings(id)
	if err != nil {
		return nil, err
	}
	ranked := now.Standings
	if swiss, awards, ok, err := d.swissPairsUSEBIO(id, ranked, "1.2"); err != nil {
		return nil, err
	} else if ok {
		ranked, rf.Awards = swiss, awards
	} else if rf.Awards, err = d.USEBIOAwards(id, ranked, "1.2"); err != nil {
		return nil, err
	}
	shown, err := d.ShownNames()
	if err != nil {
		return nil, err
	}
	st := *ranked
	st.Pairs = make([]scoring.PairResult, len(ranked.Pairs))
	for i, p := range ranked.Pairs {
		p.Names = shown.names(p.Names)
		st.Pairs[i] = p
	}
	var b bytes.Buffer
	if err := interchange.WriteBridgeWebs(&b, rf, &st); err != nil {
		return nil, fault.Errorf(fault.Invalid, "session %d: %w", id, err)
	}
	return b.Bytes(), nil
}

// bridgeWebsUSEBIO is a session's results as USEBIO 1.2 for BridgeWebs,
// which publishes them on the web: as Export writes them for the national
// body (master points, grading), but with a player who asked not to be
// shown by name on the club's website by initials and without a number,
// as the website and BridgeWebs' CSV file show the player.
func (d *Desk) bridgeWebsUSEBIO(id int64) ([]byte, error) {
	rf, err := d.ResultsFile(id)
	if err != nil {
		return nil, err
	}
	shown, err := d.ShownNames()
	if err != nil {
		return nil, err
	}
	shown.hideIn(rf)
	var out bytes.Buffer
	if err := d.writeUSEBIO(&out, id, rf, "1.2"); err != nil {
		return nil, fault.Errorf(fault.Invalid, "session %d: %w", id, err)
	}
	return out.Bytes(), nil
}

// hideIn writes a results file's players as the website shows them: a
// hidden player by initials, and without the player's number, which would
// name the player again.
func (s Shown) hideIn(rf *interchange.ResultsFile) {
	numbers := map[string]string{}
	for name, number := range rf.Numbers {
		if !s.Hidden(name) {
			numbers[name] = number
		}
	}
	hide := func(ev *interchange.ResultsFile) {
		pairs := make([]scoring.Pair, len(ev.Session.Pairs))
		for i, p := range ev.Session.Pairs {
			p.Names = s.names(p.Names)
			pairs[i] = p
		}
		ev.Session.Pairs, ev.Numbers = pairs, numbers
	}
	hide(rf)
	for _, sec := range rf.Sections {
		hide(sec)
	}
}

// handRecord is the session's hands as a PBN hand record with their
// analysis; nil when no hands are attached.
func (d *Desk) handRecord(id int64) ([]byte, error) {
	s, err := d.Open(id)
	if err != nil {
		return nil, err
	}
	byBoard := s.Deals()
	info := s.Info()
	if len(byBoard) == 0 {
		return nil, nil
	}
	deals := make([]scoring.Deal, 0, len(byBoard))
	for _, deal := range byBoard {
		deals = append(deals, deal)
	}
	sort.Slice(deals, func(i, j int) bool { return deals[i].Board < deals[j].Board })
	var b bytes.Buffer
	h := interchange.PBNHeader{Event: info.Name, Date: strings.ReplaceAll(info.Day, "-", ".")}
	if err := interchange.WritePBN(&b, h, deals); err != nil {
		return nil, fault.As(fault.Invalid, err)
	}
	return b.Bytes(), nil
}

// passwordSetting is the club's settings entry for a service's password
// for one club code.
func passwordSetting(service, club string) string {
	return service + ".password." + strings.ToLower(strings.TrimSpace(club))
}

// SetBridgeWebsPassword keeps the club's BridgeWebs password (for its
// BridgeWebs club code) in the club's settings, for uploads; "" removes
// it. It is kept as given: whoever can read the database file can read it.
//
// Codes: Invalid (no club code), Busy.
func (d *Desk) SetBridgeWebsPassword(club, password string) error {
	if strings.TrimSpace(club) == "" {
		return fault.New(fault.Invalid, "give the club's BridgeWebs code")
	}
	return d.db.SetSetting(passwordSetting("bridgewebs", club), password)
}

// BridgeWebsUpload is an upload asked for: the club's code, the password
// when given for this upload only ("" for the one kept in the settings),
// the calendar event when known and the address when not the usual one.
type BridgeWebsUpload struct {
	Club, Password, EventID, Address string
	// CSV sends BridgeWebs' own CSV results file in place of USEBIO 1.2.
	CSV bool
}

// UploadToBridgeWebs sends a session's results (USEBIO 1.2, or with CSV
// BridgeWebs' own CSV file) and its hand record (PBN, when the hands are
// known) to BridgeWebs and gives its answer. BridgeWebs publishes them on
// the web: in either format a player who asked not to be shown by name
// on the club's website goes under initials.
//
// Codes: NotFound (no such session; no password kept for the club),
// Invalid (a session that cannot be scored), Busy (BridgeWebs could not
// be reached, or refused the upload: try again).
func (d *Desk) UploadToBridgeWebs(ctx context.Context, id int64, u BridgeWebsUpload) (publish.Answer, error) {
	if strings.TrimSpace(u.Club) == "" {
		return publish.Answer{}, fault.New(fault.Invalid, "give the club's BridgeWebs code")
	}
	password := u.Password
	if password == "" {
		kept, ok, err := d.db.Setting(passwordSetting("bridgewebs", u.Club))
		if err != nil {
			return publish.Answer{}, err
		}
		if !ok {
			return publish.Answer{}, fault.Errorf(fault.NotFound, "no BridgeWebs password is kept for the club %s (bridgescore publish --set-password --club %s reads it)", u.Club, u.Club)
		}
		password = kept
	}
	base := fmt.Sprintf("session-%d", id)
	name := base + ".xml"
	var results []byte
	var err error
	if u.CSV {
		name = base + ".csv"
		results, err = d.BridgeWebsCSV(id)
	} else {
		results, err = d.bridgeWebsUSEBIO(id)
	}
	if err != nil {
		return publish.Answer{}, err
	}
	pbn, err := d.handRecord(id)
	if err != nil {
		return publish.Answer{}, err
	}
	f := publish.Files{ResultsName: name, Results: results}
	if pbn != nil {
		f.DealName, f.Deals = base+".pbn", pbn
	}
	bw := publish.BridgeWebs{Address: u.Address, Club: strings.TrimSpace(u.Club), Password: password, EventID: strings.TrimSpace(u.EventID)}
	a, err := bw.Send(ctx, nil, f)
	return a, fault.As(fault.Busy, err)
}
