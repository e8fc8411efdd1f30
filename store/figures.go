package store

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
)

// figuresRecord is a player's figures in the register, as its log keeps
// them: the masterpoint holding and the handicap typed by hand, "" when
// not known.
type figuresRecord struct {
	PlayerRef
	Masterpoints string `json:"masterpoints"`
	Handicap     string `json:"handicap"`
}

// readFigures reads the figures of one entry of the register;
// sql.ErrNoRows when it is not there.
func readFigures(tx *sql.Tx, p PlayerRef) (figuresRecord, error) {
	r := figuresRecord{PlayerRef: p}
	err := tx.QueryRow("SELECT masterpoints, handicap FROM players WHERE name = ? AND number = ?", p.Name, p.Number).Scan(&r.Masterpoints, &r.Handicap)
	return r, err
}

// figuresWhat names a change of figures in the register's history: whose,
// and which figures it changed.
func figuresWhat(before, after figuresRecord) string {
	var which []string
	if before.Masterpoints != after.Masterpoints {
		which = append(which, "masterpoints")
	}
	if before.Handicap != after.Handicap {
		which = append(which, "handicap")
	}
	return after.Name + "'s " + strings.Join(which, " and ")
}

// applyFigures puts back the figures an audit record of the register
// holds, provided each player still has those the other record left.
func applyFigures(tx *sql.Tx, from, to sql.NullString) error {
	return applyRecords(from, to, func(f, t figuresRecord) (string, sql.Result, error) {
		res, err := tx.Exec("UPDATE players SET masterpoints = ?, handicap = ? WHERE name = ? AND number = ? AND masterpoints = ? AND handicap = ?",
			t.Masterpoints, t.Handicap, t.Name, t.Number, f.Masterpoints, f.Handicap)
		return t.Name, res, err
	})
}

// figureWords is a player's figure as a record's words give it: "none"
// for one not known.
func figureWords(v string) string {
	if v == "" {
		return "none"
	}
	return v
}

// describeFigures puts a register record of figures into words:
// "Ann Able: masterpoints 120, handicap -2.5".
func describeFigures(s sql.NullString) string {
	var rs []figuresRecord
	if json.Unmarshal([]byte(s.String), &rs) != nil {
		return s.String
	}
	words := make([]string, len(rs))
	for i, r := range rs {
		words[i] = fmt.Sprintf("%s: masterpoints %s, handicap %s", r.Name, figureWords(r.Masterpoints), figureWords(r.Handicap))
	}
	return strings.Join(words, "; ")
}
