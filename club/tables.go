package club

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"bridgescore/reports"
	"bridgescore/scoring"
	"bridgescore/store"
)

// TableEntry says where a result entered at a table's phone came from: the
// table and round, and the id the page gave the entry so that an entry
// sent twice is stored once.
type TableEntry struct {
	Section      string // "" in a session of one section
	Table, Round int
	ClientID     string
}

// Source is the entry's source in the audit log's words.
func (e TableEntry) Source() string {
	if e.Section != "" {
		return fmt.Sprintf("section %s, table %d, round %d", e.Section, e.Table, e.Round)
	}
	return fmt.Sprintf("table %d, round %d", e.Table, e.Round)
}

// ErrNoMovement refuses table entry in a session whose movement is not
// known (one imported from another program's file).
var ErrNoMovement = errors.New("this session's movement is not known, so its tables cannot enter their own results")

// TableCode is one table's access code.
type TableCode struct {
	Section string // "" in a session of one section
	Table   int
	Code    string
}

// codeAlphabet leaves out letters and digits that read alike (0/O, 1/I/L,
// 5/S, 2/Z, 8/B) so that a code typed from a table card is typed right.
const codeAlphabet = "34679ACDEFGHJKMNPQRTUVWXY"

// CodeLength is the length of a table's access code: 25⁶ ≈ 2.4·10⁸ codes,
// which the table server's limit on wrong guesses puts out of reach.
const CodeLength = 6

func randomText(alphabet string, n int) (string, error) {
	b := make([]byte, n)
	max := big.NewInt(int64(len(alphabet)))
	for i := range b {
		k, err := rand.Int(rand.Reader, max)
		if err != nil {
			return "", err
		}
		b[i] = alphabet[k.Int64()]
	}
	return string(b), nil
}

// TableCodes gives every table's access code, drawing at random and
// storing those not made yet.
func (s *OpenSession) TableCodes() ([]TableCode, error) {
	if s.movement == nil {
		return nil, ErrNoMovement
	}
	tables := []store.SectionTables{{Tables: s.movement.Tables}}
	if s.section != "" {
		tables = tables[:0]
		for _, m := range s.moves {
			tables = append(tables, store.SectionTables{Section: m.Section, Tables: m.Tables})
		}
	}
	list, err := s.db.TableCodes(s.id, tables, func() (string, error) { return randomText(codeAlphabet, CodeLength) })
	if err != nil {
		return nil, err
	}
	out := make([]TableCode, len(list))
	for i, c := range list {
		out[i] = TableCode{Section: c.Section, Table: c.Table, Code: c.Code}
	}
	return out, nil
}

// DirectorPIN is the six-digit PIN the table server asks for a director's
// action, drawn at random the first time.
func (s *OpenSession) DirectorPIN() (string, error) {
	return s.db.DirectorPIN(s.id, func() (string, error) { return randomText("0123456789", 6) })
}

// EnterFromTable saves a result entered at a table, exactly as Enter or
// EnterWithLead (lead nil) saves a typed one, with the same refusals; the
// audit log names the table and round, and the client id is kept with
// the line.
func (s *OpenSession) EnterFromTable(board int, row Row, text string, lead *string, from TableEntry) (Entered, error) {
	return s.enter(board, row, text, lead, &from)
}

// Answered finds the line an entry sent under a client id was stored
// on; found is false for an id not seen before.
func (s *OpenSession) Answered(clientID string) (row Row, found bool, err error) {
	key, ok, err := s.db.Submission(s.id, clientID)
	if err != nil || !ok {
		return Row{}, false, err
	}
	var k struct {
		Section string `json:"section"`
		Board   int    `json:"board"`
		NS, EW  string
	}
	if err := json.Unmarshal([]byte(key), &k); err != nil {
		return Row{}, false, fmt.Errorf("entry %q: %v", clientID, err)
	}
	if k.Section != s.section {
		if err := s.SelectSection(k.Section); err != nil {
			return Row{}, false, fmt.Errorf("entry %q: %v", clientID, err)
		}
	}
	if r := s.find(k.Board, k.NS, k.EW); r != nil {
		return *r, true, nil
	}
	return Row{Section: k.Section, Board: k.Board, NS: k.NS, EW: k.EW}, true, nil
}

// LockedRounds are the rounds the director has locked against
// corrections from the tables.
func (s *OpenSession) LockedRounds() (map[int]bool, error) { return s.db.LockedRounds(s.id) }

// LockRound locks a round against corrections from the tables, or
// unlocks it.
func (s *OpenSession) LockRound(round int, locked bool) error {
	if round < 1 || (s.movement != nil && round > s.movement.Rounds) {
		return fmt.Errorf("there is no round %d in this session", round)
	}
	return s.db.LockRound(s.id, round, locked)
}

// LineResult scores a board's traveller as it stands and gives the line
// of two pairs with its points, for a table's answer. A board's points
// depend on its own lines only, so only they are scored.
func (s *OpenSession) LineResult(board int, ns, ew string) (scoring.LineResult, error) {
	one := *s.session
	one.Lines = nil
	for _, l := range s.session.Lines {
		// Scored by section, only the section's lines count; across the
		// field, the board's lines in every section.
		if l.Board == board && (l.Section == s.section || s.Field() == scoring.AcrossField) {
			one.Lines = append(one.Lines, l)
		}
	}
	st, err := scoring.Score(&one)
	if err != nil {
		return scoring.LineResult{}, err
	}
	for _, b := range st.Boards {
		if b.Board != board {
			continue
		}
		for _, l := range b.Lines {
			if l.Section == s.section && l.NS == ns && l.EW == ew {
				return l, nil
			}
		}
	}
	return scoring.LineResult{}, fmt.Errorf("board %d: no line of %s v %s", board, ns, ew)
}

func (s *OpenSession) save(l scoring.Line, from *TableEntry) error {
	if from != nil {
		return s.db.PutLineFrom(s.id, l, from.Source(), from.ClientID)
	}
	return s.db.PutLine(s.id, l)
}

// TableURL is the address of a table's page on a table server listening
// at addr (ADDRESS:PORT).
func TableURL(addr, code string) string {
	return "http://" + addr + "/t/" + code
}

// TableAccess gives each table's code and page on a table server at addr,
// for the guide cards, drawing the codes not made yet.
func (s *OpenSession) TableAccess(addr string) (map[reports.TableRef]reports.TableAccess, error) {
	codes, err := s.TableCodes()
	if err != nil {
		return nil, err
	}
	out := make(map[reports.TableRef]reports.TableAccess, len(codes))
	for _, c := range codes {
		out[reports.TableRef{Section: c.Section, Table: c.Table}] = reports.TableAccess{Code: c.Code, URL: TableURL(addr, c.Code)}
	}
	return out, nil
}

// SetTablesAddress says where the window's table server listens, so that
// the guide cards printed meanwhile carry each table's QR code and page;
// "" when the tables are off.
func (s *OpenSession) SetTablesAddress(addr string) { s.tablesAddr = addr }
