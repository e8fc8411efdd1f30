package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"bridgescore/fault"

	"bridgescore/scoring"
)

// SetDeals attaches hand records to a session's boards. A board whose
// dealer or vulnerability disagrees with what is stored is still given its
// hands, and the disagreement is returned as a warning; boards not yet
// known are added. All or nothing, in the history as one change (kind
// "hands") that undo takes back.
func (db *DB) SetDeals(session int64, deals []scoring.Deal) (warnings []string, err error) {
	err = db.write(func(tx *sql.Tx) error {
		warnings = nil
		if err := liveSession(tx, session); err != nil {
			return err
		}
		var before, after []boardRecord
		for _, d := range deals {
			if d.Board < 1 {
				return fault.Errorf(fault.Invalid, "board number %d (expected 1 or more)", d.Board)
			}
			was, err := readBoardRecord(tx, session, d.Board)
			if err != nil {
				return err
			}
			now := boardRecord{Number: d.Board, Known: true, Dealer: string(rune(d.Dealer)), Vul: int(d.Vul),
				Deal: dealText(d), DD: encodeDD(d.DD), Par: encodePar(d.Par)}
			if was.Known {
				// The board keeps its dealer and vulnerability; a hand record
				// that says otherwise is worth a word.
				if was.Dealer != now.Dealer {
					warnings = append(warnings, fmt.Sprintf("board %d: the hand record says dealer %c, the session has %s", d.Board, d.Dealer, was.Dealer))
				}
				if was.Vul != now.Vul {
					warnings = append(warnings, fmt.Sprintf("board %d: the hand record says %s, the session has %s",
						d.Board, d.Vul.Words(), scoring.Vulnerability(was.Vul).Words()))
				}
				now.Dealer, now.Vul = was.Dealer, was.Vul
			}
			if was == now {
				continue
			}
			if err := writeBoardRecord(tx, session, now); err != nil {
				return err
			}
			before, after = append(before, was), append(after, now)
		}
		if len(after) == 0 {
			return errUnchanged
		}
		what := fmt.Sprintf("hands of %d boards attached", len(after))
		if len(after) == 1 {
			what = fmt.Sprintf("hands of board %d attached", after[0].Number)
		}
		return record(tx, session, "hands", what, mustJSON(before), mustJSON(after))
	})
	return warnings, err
}

// dealText is a deal's hands as the boards table keeps them: PBN's Deal
// tag from North, "-" for an unknown hand; "" when no hand is known.
func dealText(d scoring.Deal) string {
	if !d.Known() {
		return ""
	}
	return d.PBN()
}

// storedHands reads the hands the boards table keeps. Hands that cannot
// be read are left unknown: they decide no score.
func storedHands(text string) [4]string {
	if text == "" {
		return [4]string{}
	}
	hands, err := scoring.ParseHands(text)
	if err != nil {
		return [4]string{}
	}
	return hands
}

// boardRecord is a board as the history keeps it, to put it back: Known is
// false for a board the session did not have.
type boardRecord struct {
	Number int    `json:"n"`
	Known  bool   `json:"known"`
	Dealer string `json:"dealer,omitempty"`
	Vul    int    `json:"vul"`
	Deal   string `json:"deal,omitempty"`
	DD     string `json:"dd,omitempty"`
	Par    string `json:"par,omitempty"`
}

func readBoardRecord(tx *sql.Tx, session int64, number int) (boardRecord, error) {
	r := boardRecord{Number: number, Known: true}
	err := tx.QueryRow("SELECT dealer, vul, deal, dd, par FROM boards WHERE session_id = ? AND number = ?", session, number).
		Scan(&r.Dealer, &r.Vul, &r.Deal, &r.DD, &r.Par)
	if errors.Is(err, sql.ErrNoRows) {
		return boardRecord{Number: number}, nil
	}
	return r, err
}

func writeBoardRecord(tx *sql.Tx, session int64, r boardRecord) error {
	if !r.Known {
		_, err := tx.Exec("DELETE FROM boards WHERE session_id = ? AND number = ?", session, r.Number)
		return err
	}
	_, err := tx.Exec(`INSERT INTO boards(session_id, number, dealer, vul, deal, dd, par) VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(session_id, number) DO UPDATE SET dealer = excluded.dealer, vul = excluded.vul, deal = excluded.deal, dd = excluded.dd, par = excluded.par`,
		session, r.Number, r.Dealer, r.Vul, r.Deal, r.DD, r.Par)
	return err
}

// applyHands turns the boards of a "hands" change from one state to the
// other, refusing when a board no longer stands as the change left it.
func applyHands(tx *sql.Tx, session int64, from, to sql.NullString) error {
	var f, t []boardRecord
	if err := json.Unmarshal([]byte(from.String), &f); err != nil {
		return fmt.Errorf("audit record: %v", err)
	}
	if err := json.Unmarshal([]byte(to.String), &t); err != nil {
		return fmt.Errorf("audit record: %v", err)
	}
	if len(f) != len(t) {
		return errors.New("audit record: the boards before and after do not match")
	}
	for i := range t {
		cur, err := readBoardRecord(tx, session, f[i].Number)
		if err != nil {
			return err
		}
		if cur != f[i] {
			return fault.Errorf(fault.Conflict, "the hands of board %d have been changed since", f[i].Number)
		}
		if err := writeBoardRecord(tx, session, t[i]); err != nil {
			return err
		}
	}
	return nil
}

// describeHands says how many boards of a "hands" state had their hands.
func describeHands(s sql.NullString) string {
	var bs []boardRecord
	if json.Unmarshal([]byte(s.String), &bs) != nil {
		return s.String
	}
	n := 0
	for _, b := range bs {
		if b.Deal != "" {
			n++
		}
	}
	if n == 0 {
		return fmt.Sprintf("no hands for %d boards", len(bs))
	}
	return fmt.Sprintf("hands for %d of %d boards", n, len(bs))
}
