package interchange

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// awardsSession is twoSectionsCSV's session, with names.
func awardsSession(t *testing.T) (*ResultsFile, *scoring.Standings) {
	t.Helper()
	rf, err := ReadCSV(strings.NewReader(twoSectionsCSV))
	if err != nil {
		t.Fatal(err)
	}
	for _, sec := range rf.Sections {
		for i := range sec.Session.Pairs {
			p := &sec.Session.Pairs[i]
			p.Names = []string{sec.Section + p.ID + " North", sec.Section + p.ID + " South"}
		}
	}
	s := rf.Sectioned()
	st, err := scoring.Score(&s)
	if err != nil {
		t.Fatal(err)
	}
	rf.Numbers = map[string]string{"A1NS North": "N100", "B2EW South": "N200"}
	return rf, st
}

// TestUSEBIOAwardsReadBack: what is written of a session's master points,
// in USEBIO 1.2 and in 1.3 with its ACBL elements, reads back the same,
// and the file still reads as the session it was.
func TestUSEBIOAwardsReadBack(t *testing.T) {
	for _, version := range []string{"1.2", "1.3"} {
		rf, st := awardsSession(t)
		a := &USEBIOAwards{Version: version, Type: "BLACK", Points: map[AwardPair]string{},
			PairStratum: map[AwardPair]string{}, Holdings: map[string]string{}}
		for _, p := range st.Pairs {
			k := AwardPair{p.Section, p.ID, p.Direction}
			if p.Rank == "1" {
				a.Points[k] = map[string]string{"A": "0.56", "B": "0.40"}[p.Section]
			}
			if version == "1.3" {
				a.PairStratum[k] = map[string]string{"NS": "A", "EW": "B"}[p.Direction]
			}
		}
		if version == "1.3" {
			a.Strata = []USEBIOStratum{{"A", "99999"}, {"B", "499"}}
			a.Holdings = map[string]string{"A1NS North": "1234.5", "B2EW South": "88"}
		}
		rf.Awards = a
		var buf bytes.Buffer
		if err := WriteUSEBIO(&buf, rf, st); err != nil {
			t.Fatal(err)
		}
		back, err := ReadUSEBIOAwards(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if len(a.Points) == 0 || !reflect.DeepEqual(back, a) {
			t.Errorf("%s: read back %+v, wrote %+v\n%s", version, back, a, buf.String())
		}
		again, err := ReadUSEBIO(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%s: %v", version, err)
		}
		if len(again.Sections) != 2 || again.Numbers["A1NS North"] != "N100" {
			t.Errorf("%s: read back as %d sections, numbers %v", version, len(again.Sections), again.Numbers)
		}
		if strings.Contains(buf.String(), "ACBL_NUMBER") != (version == "1.3") || !strings.Contains(buf.String(), `<USEBIO Version="`+version+`">`) {
			t.Errorf("%s: the version's elements are not the version's", version)
		}
	}
}

// Whatever the input, the reader of a USEBIO file's master points answers
// without panicking, and every award it reads names its pair.
func FuzzReadUSEBIOAwards(f *testing.F) {
	addSamples(f, "session.xml")
	f.Add([]byte(`<USEBIO Version="1.3"><EVENT><STRATIFICATION><STRATUM><STRATUM_LETTER>A</STRATUM_LETTER><UPPER_LIMIT>99999</UPPER_LIMIT></STRATUM></STRATIFICATION>` +
		`<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><DIRECTION>NS</DIRECTION><STRATUM>A</STRATUM><MASTER_POINTS><MASTER_POINTS_AWARDED>0.56</MASTER_POINTS_AWARDED>` +
		`<MASTER_POINT_TYPE>BLACK</MASTER_POINT_TYPE></MASTER_POINTS><PLAYER><PLAYER_NAME>Ann</PLAYER_NAME><MASTERPOINTS>12</MASTERPOINTS></PLAYER></PAIR></PARTICIPANTS></EVENT></USEBIO>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := ReadUSEBIOAwards(bytes.NewReader(data))
		if err != nil {
			return
		}
		if a.Points == nil || a.PairStratum == nil || a.Holdings == nil {
			t.Fatal("nil maps")
		}
	})
}
