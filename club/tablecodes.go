package club

import (
	"crypto/rand"
	"math/big"

	"bridgescore/reports"
	"bridgescore/store"
)

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
// which the table server's limits on wrong guesses put out of reach.
const CodeLength = 6

// PINLength is the length of the director's PIN for the table server's
// director actions: 10⁸ PINs, out of reach of the server's limits on
// wrong guesses over a club night.
const PINLength = 8

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

// TableCodes gives every table's access code, section by section, drawing
// at random and storing those not made yet; they are kept, so that the
// codes printed on the table cards still work after a restart.
//
// Codes: Invalid (a session imported without its movement), Busy.
func (s *OpenSession) TableCodes() ([]TableCode, error) {
	var out []TableCode
	err := s.l.change(func(st *state) (*state, error) {
		tables, err := st.tables()
		if err != nil {
			return nil, err
		}
		if len(s.l.codes) == countTables(tables) {
			out = s.l.codes
			return nil, nil
		}
		list, err := s.db().TableCodes(s.l.id, tables, func() (string, error) { return randomText(codeAlphabet, CodeLength) })
		if err != nil {
			return nil, err
		}
		out = make([]TableCode, len(list))
		for i, c := range list {
			out[i] = TableCode{Section: c.Section, Table: c.Table, Code: c.Code}
		}
		s.l.codes = out
		return nil, nil
	})
	return append([]TableCode(nil), out...), err
}

// tables is how many tables each section has.
func (st *state) tables() ([]store.SectionTables, error) {
	var out []store.SectionTables
	for _, name := range st.sectionNames() {
		lo, err := st.tableLayout(name)
		if err != nil {
			return nil, err
		}
		out = append(out, store.SectionTables{Section: name, Tables: lo.movement.Tables})
	}
	return out, nil
}

func countTables(ts []store.SectionTables) int {
	n := 0
	for _, t := range ts {
		n += t.Tables
	}
	return n
}

// DirectorPIN is the PIN the table server asks for a director's action,
// drawn at random the first time.
//
// Codes: Busy.
func (s *OpenSession) DirectorPIN() (string, error) {
	var pin string
	err := s.l.change(func(*state) (*state, error) {
		if s.l.pin == "" {
			p, err := s.db().DirectorPIN(s.l.id, func() (string, error) { return randomText("0123456789", PINLength) })
			if err != nil {
				return nil, err
			}
			s.l.pin = p
		}
		pin = s.l.pin
		return nil, nil
	})
	return pin, err
}

// TableURL is the address of a table's page on a table server listening
// at addr (ADDRESS:PORT).
func TableURL(addr, code string) string {
	return "http://" + addr + "/t/" + code
}

// TableAccess gives each table's code and page on a table server at addr,
// for the guide cards, drawing the codes not made yet.
//
// Codes: as TableCodes.
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

// SetTablesAddress says where the tables' pages are served, so that the
// guide cards printed meanwhile carry each table's QR code and page; ""
// when the tables are off.
func (s *OpenSession) SetTablesAddress(addr string) { s.l.tablesAddr.Store(&addr) }

// tablesAddress is where the tables' pages are served, "" when off.
func (l *live) tablesAddress() string {
	if p := l.tablesAddr.Load(); p != nil {
		return *p
	}
	return ""
}
