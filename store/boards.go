package store

import (
	"database/sql"
	"errors"
	"fmt"

	"bridgescore/scoring"
)

// SetDeals attaches hand records to a session's boards. A board whose
// dealer or vulnerability disagrees with what is stored is still given its
// hands, and the disagreement is returned as a warning; boards not yet
// known are added. All or nothing.
func (db *DB) SetDeals(session int64, deals []Board) (warnings []string, err error) {
	err = db.write(func(tx *sql.Tx) error {
		warnings = nil
		if err := liveSession(tx, session); err != nil {
			return err
		}
		for _, d := range deals {
			if d.Number < 1 {
				return fmt.Errorf("board number %d (expected 1 or more)", d.Number)
			}
			var dealer string
			var vul int
			err := tx.QueryRow("SELECT dealer, vul FROM boards WHERE session_id = ? AND number = ?", session, d.Number).Scan(&dealer, &vul)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				if _, err := tx.Exec("INSERT INTO boards(session_id, number, dealer, vul, deal, dd, par) VALUES (?, ?, ?, ?, ?, ?, ?)",
					session, d.Number, string(rune(d.Dealer)), int(d.Vul), d.Deal, encodeDD(d.DD), encodePar(d.Par)); err != nil {
					return err
				}
				continue
			case err != nil:
				return err
			}
			if dealer != string(rune(d.Dealer)) {
				warnings = append(warnings, fmt.Sprintf("board %d: the hand record says dealer %c, the session has %s", d.Number, d.Dealer, dealer))
			}
			if vul != int(d.Vul) {
				warnings = append(warnings, fmt.Sprintf("board %d: the hand record says %s vulnerable, the session has %s",
					d.Number, vulWords(d.Vul), vulWords(scoring.Vulnerability(vul))))
			}
			if _, err := tx.Exec("UPDATE boards SET deal = ?, dd = ?, par = ? WHERE session_id = ? AND number = ?",
				d.Deal, encodeDD(d.DD), encodePar(d.Par), session, d.Number); err != nil {
				return err
			}
		}
		return nil
	})
	return warnings, err
}

func vulWords(v scoring.Vulnerability) string {
	switch v {
	case scoring.VulNone:
		return "none"
	case scoring.VulNS:
		return "NS"
	case scoring.VulEW:
		return "EW"
	case scoring.VulAll:
		return "all"
	}
	return fmt.Sprintf("vulnerability %d", v)
}
