package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// recorder is a writer that is not a bytes.Buffer, failing from the
// failAt-th write on when failAt > 0.
type recorder struct {
	buf    bytes.Buffer
	writes int
	failAt int
}

var errDiskFull = errors.New("disk full")

func (r *recorder) Write(p []byte) (int, error) {
	r.writes++
	if r.failAt > 0 && r.writes >= r.failAt {
		return 0, errDiskFull
	}
	return r.buf.Write(p)
}

func scoredBigSession(t *testing.T) (*interchange.ResultsFile, *scoring.Standings) {
	t.Helper()
	rf, err := interchange.ReadUSEBIO(bytes.NewReader(bigSession(t)))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Score(&rf.Session)
	if err != nil {
		t.Fatal(err)
	}
	return rf, st
}

// The JSON of a 500-line session, written a chunk at a time to a plain
// writer, is byte for byte what goes into a bytes.Buffer.
func TestStandingsJSONInChunks(t *testing.T) {
	rf, st := scoredBigSession(t)
	var whole bytes.Buffer
	if err := writeStandingsJSON(&whole, scoredOf(rf, st)); err != nil {
		t.Fatal(err)
	}
	var r recorder
	if err := writeStandingsJSON(&r, scoredOf(rf, st)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(r.buf.Bytes(), whole.Bytes()) {
		t.Fatalf("chunked JSON (%d bytes) differs from the buffered JSON (%d bytes)", r.buf.Len(), whole.Len())
	}
	if want := whole.Len()/jsonChunk + 1; r.writes < 2 || r.writes > want {
		t.Errorf("%d bytes written in %d writes, want 2 to %d", whole.Len(), r.writes, want)
	}
}

// A write that fails is reported, and nothing more is written after it.
func TestStandingsJSONWriteError(t *testing.T) {
	rf, st := scoredBigSession(t)
	r := recorder{failAt: 2}
	if err := writeStandingsJSON(&r, scoredOf(rf, st)); !errors.Is(err, errDiskFull) {
		t.Fatalf("got error %v, want %v", err, errDiskFull)
	}
	if r.writes != 2 {
		t.Errorf("%d writes, want none after the failed second", r.writes)
	}
}

// A string is written as encoding/json writes it (without escaping HTML),
// whether printable ASCII, which is copied, or anything else.
func TestJSONStringAsEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "7NS", "Ann & Bob <Club>", `say "hi"`, `back\slash`, "tab\there", "del\x7f",
		"Génève", "中文", "line\u2028sep", "bad \xff byte", "\x00"} {
		var j jsonOut
		j.str(s)
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.Encode(s)
		if want := strings.TrimSuffix(buf.String(), "\n"); string(j.b) != want {
			t.Errorf("%q written %s, want %s", s, j.b, want)
		}
	}
}

// scoredOf is a results file scored as st, as the service gives it to the
// writers.
func scoredOf(rf *interchange.ResultsFile, st *scoring.Standings) *club.Scored {
	sc := &club.Scored{Standings: club.Standings{Standings: st, Progress: club.Progress{Complete: true}}}
	if rf != nil {
		sc.Club, sc.Event, sc.Date = rf.Club, rf.Name, rf.Date
		sc.Deals = map[int]scoring.Deal{}
		for _, d := range rf.Deals {
			sc.Deals[d.Board] = d
		}
	}
	return sc
}
