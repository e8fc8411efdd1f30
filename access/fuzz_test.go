package access_test

import (
	"errors"
	"testing"
	"time"

	"bridgescore/access"
	"bridgescore/access/accesstest"
)

// Whatever the bytes, the reader answers without panicking, and a
// refusal is one of its own: not an Access database, a format not read,
// or damage it names. The seeds are small Bridgemate-like databases in
// both formats (small, so that the fuzzer can work on them).
func FuzzOpen(f *testing.F) {
	cols := []accesstest.Column{{Name: "ID", Type: access.Long}, {Name: "Board", Type: access.Integer},
		{Name: "Contract", Type: access.Text, Size: 10}, {Name: "Erased", Type: access.Boolean},
		{Name: "TimeLog", Type: access.DateTime}, {Name: "Remarks", Type: access.Memo}}
	rows := [][]any{{int64(1), int64(7), "4 S", false, time.Date(2024, 1, 2, 20, 1, 2, 0, time.UTC), "60%-40%"},
		{int64(2), int64(8), nil, true, nil, nil}}
	for _, opts := range []accesstest.Options{{Version: access.Jet3}, {Version: access.Jet4}} {
		f.Add(accesstest.Build(opts, accesstest.Table{Name: "ReceivedData", Columns: cols, Rows: rows}))
	}
	f.Add([]byte("\x00\x01\x00\x00Standard Jet DB\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := readAll(data); err != nil {
			var d *access.DamagedError
			if !errors.Is(err, access.ErrNotAccess) && !errors.Is(err, access.ErrUnsupported) && !errors.As(err, &d) {
				t.Fatalf("error %T is not the reader's own: %v", err, err)
			}
		}
	})
}

// readAll reads every table of a database, giving the first error.
func readAll(data []byte) error {
	db, err := access.Open(data)
	if err != nil {
		return err
	}
	for _, name := range db.Tables() {
		t, err := db.Table(name)
		if err != nil {
			return err
		}
		if _, err := t.Rows(); err != nil {
			return err
		}
	}
	return nil
}
