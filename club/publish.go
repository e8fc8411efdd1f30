package club

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
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
// and 1.3 with the computed results and awards, and, when the hands are
// known, the hand record as PBN with its double-dummy analysis
// (OptimumResultTable, OptimumScore, ParContract). The names begin with
// "session-ID".
//
// Codes: NotFound (no such session), Invalid (a session that cannot be scored).
func (d *Desk) PublishFiles(id int64) ([]PublishFile, error) {
	base := fmt.Sprintf("session-%d", id)
	var out []PublishFile
	for _, v := range []string{"1.2", "1.3"} {
		b, err := d.Export(id, USEBIO, v)
		if err != nil {
			return nil, err
		}
		out = append(out, PublishFile{Name: base + "-usebio-" + v + ".xml", Data: b})
	}
	pbn, err := d.handRecord(id)
	if err != nil {
		return nil, err
	}
	if pbn != nil {
		out = append(out, PublishFile{Name: base + ".pbn", Data: pbn})
	}
	return out, nil
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
	// Client sends the upload; nil for one with a time limit of its own.
	Client *http.Client
}

// UploadToBridgeWebs sends a session's results (USEBIO 1.2) and its hand
// record (PBN, when the hands are known) to BridgeWebs and gives its
// answer.
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
	results, err := d.Export(id, USEBIO, "1.2")
	if err != nil {
		return publish.Answer{}, err
	}
	pbn, err := d.handRecord(id)
	if err != nil {
		return publish.Answer{}, err
	}
	base := fmt.Sprintf("session-%d", id)
	f := publish.Files{ResultsName: base + ".xml", Results: results}
	if pbn != nil {
		f.DealName, f.Deals = base+".pbn", pbn
	}
	bw := publish.BridgeWebs{Address: u.Address, Club: strings.TrimSpace(u.Club), Password: password, EventID: strings.TrimSpace(u.EventID)}
	a, err := bw.Send(ctx, u.Client, f)
	return a, fault.As(fault.Busy, err)
}
