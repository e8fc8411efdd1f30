package interchange

import (
	"testing"
	"time"

	"bridgescore/access"
	"bridgescore/access/accesstest"
)

// Whatever the bytes of a Bridgemate file, the reader answers without
// panicking, a refusal is a *ParseError, and the engine scores what it
// accepts. The seeds are small Bridgemate files in both formats: two
// tables, a correction and an erasure, players, a hand.
func FuzzReadBWS(f *testing.F) {
	i, t, txt, b, d := access.Integer, access.Long, access.Text, access.Boolean, access.DateTime
	col := func(name string, typ access.Type) accesstest.Column { return accesstest.Column{Name: name, Type: typ} }
	at := time.Date(2025, 11, 6, 0, 0, 0, 0, time.UTC)
	tables := []accesstest.Table{
		{Name: "Section", Columns: []accesstest.Column{col("ID", i), col("Letter", txt), col("MissingPair", i), col("Winners", i)},
			Rows: [][]any{{int64(1), "A", int64(0), int64(0)}}},
		{Name: "RoundData", Columns: []accesstest.Column{col("Section", i), col("Table", i), col("Round", i), col("NSPair", i), col("EWPair", i)},
			Rows: [][]any{{int64(1), int64(1), int64(1), int64(1), int64(3)}, {int64(1), int64(2), int64(1), int64(2), int64(4)}}},
		{Name: "ReceivedData", Columns: []accesstest.Column{col("ID", t), col("Section", i), col("Table", i), col("Round", i), col("Board", i),
			col("PairNS", i), col("PairEW", i), col("NS/EW", txt), col("Contract", txt), col("Result", txt), col("LeadCard", txt),
			col("Remarks", txt), col("DateLog", d), col("Erased", b)},
			Rows: [][]any{{int64(1), int64(1), int64(1), int64(1), int64(1), int64(1), int64(3), "N", "4 S", "=", "HK", "", at, false},
				{int64(2), int64(1), int64(2), int64(1), int64(1), int64(2), int64(4), "E", "3 NT x", "-2", "", "", at, false},
				{int64(3), int64(1), int64(2), int64(1), int64(1), int64(2), int64(4), "E", "3 NT x", "-2", "", "Result erased", at, true},
				{int64(4), int64(1), int64(2), int64(1), int64(1), int64(2), int64(4), "", "", "", "", "60%-40%", at, false}}},
		{Name: "PlayerNumbers", Columns: []accesstest.Column{col("Section", i), col("Table", i), col("Direction", txt), col("Number", txt), col("Name", txt)},
			Rows: [][]any{{int64(1), int64(1), "N", "12", "Ann North"}}},
		{Name: "HandRecord", Columns: []accesstest.Column{col("Section", i), col("Board", i), col("NorthSpades", txt), col("EastSpades", txt)},
			Rows: [][]any{{int64(1), int64(1), "AKQ", "JT9"}}},
	}
	for _, v := range []access.Version{access.Jet3, access.Jet4} {
		f.Add(accesstest.Build(accesstest.Options{Version: v}, tables...))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rf, err := ReadBWS(data)
		if err != nil {
			if !isParseError(err) {
				t.Fatalf("error %T is not a *ParseError: %v", err, err)
			}
			return
		}
		checkScorable(t, rf)
		for _, sec := range rf.Sections {
			checkScorable(t, sec)
		}
	})
}
