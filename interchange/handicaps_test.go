package interchange

import (
	"bytes"
	"encoding/csv"
	"math/big"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestReadHandicaps(t *testing.T) {
	tests := []struct {
		name string
		file string
		want []string // player=handicap, in order
	}{
		{"names", "Name,Handicap\nAnn Able,3\nBob Baker,-1.5\n", []string{"Ann Able=3", "Bob Baker=-3/2"}},
		{"numbers", "EBU No,Hcap\n123456,+2\n654321,0\n", []string{"123456=2", "654321=0"}},
		{"first and last", "First name;Last name;H'cap\nAnn;Able;-0,5\n", []string{"Ann Able=-1/2"}},
		{"tabs, percent, minus sign, blank rows", "Player\tHandicap\nAnn Able\t2.25%\n\n\t\nCat Cole\t\u22124\n", []string{"Ann Able=9/4", "Cat Cole=-4"}},
		{"name and number", "Name,Number,Handicap,Notes\nAnn Able,12,1,keen\n", []string{"Ann Able=1"}},
		{"byte order mark", "\ufeffName,Handicap\r\nAnn Able,5\r\n", []string{"Ann Able=5"}},
	}
	for _, tc := range tests {
		rows, err := ReadHandicaps(strings.NewReader(tc.file))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var got []string
		for _, r := range rows {
			got = append(got, r.Player()+"="+r.Handicap.RatString())
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestReadHandicapsRefuses: every bad row is named, and nothing is read.
func TestReadHandicapsRefuses(t *testing.T) {
	for file, says := range map[string][]string{
		"":                      {"line 1: the list is empty"},
		"Name,Notes\nAnn,3\n":   {"no Handicap column"},
		"Handicap,Notes\n3,x\n": {"no column of players"},
		"Name,Handicap\n":       {"no handicaps"},
		"Name,Handicap\nAnn Able,three\nBob Baker,1e3\nCat Cole,75\nDan Dyer,\n,4\nAnn able,2\n": {
			`line 2: Ann Able's handicap "three" is not a number`,
			`line 3: Bob Baker's handicap "1e3"`,
			"line 4: Cat Cole: a handicap of 75: at most 50",
			"line 5: Dan Dyer has no handicap",
			`line 6: a handicap of "4" with no player`,
			"no handicap was applied"},
		"Name,Handicap\nAnn Able,1\nann able,2\n": {"line 3: ann able is on line 2 already"},
		"Name,Handicap\nAnn Able,1,5\n":           {"more columns than the first line names"},
		"Name,Handicap\nAnn Able,1/2\n":           {"not a number of percentage points"},
		"Name,Handicap\nAnn Able,\"1,5\"\n":       {"not a number of percentage points"},
	} {
		_, err := ReadHandicaps(strings.NewReader(file))
		if err == nil {
			t.Errorf("%q accepted", file)
			continue
		}
		for _, s := range says {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("%q: %v\nwant it to say %q", file, err, s)
			}
		}
	}
}

// Whatever the input, the handicap list reader answers without panicking;
// what it accepts has a player and a handicap within ±50 on every row, no
// player twice, and reads back the same when written out again.
func FuzzReadHandicaps(f *testing.F) {
	for _, s := range []string{
		"Name,Handicap\nAnn Able,3\nBob Baker,-1.5\n",
		"EBU No;Hcap\n123;-0,5\n",
		"First\tLast\tH'cap\nAnn\tAble\t2%\n",
		"Name,Number,Handicap\nAnn,1,\u22122\n,2,3\n",
		"Name,Handicap\nAnn Able,1,5\n\"Bob, Baker\",\"2\"\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rows, err := ReadHandicaps(bytes.NewReader(data))
		if err != nil {
			return
		}
		seen := map[string]bool{}
		var out bytes.Buffer
		w := csv.NewWriter(&out)
		w.Write([]string{"Name", "Number", "Handicap"})
		for _, r := range rows {
			key := strings.ToLower(r.Player())
			if r.Player() == "" || r.Handicap == nil || seen[key] || !utf8.ValidString(r.Player()) {
				t.Fatalf("row %+v", r)
			}
			if r.Handicap.Cmp(big.NewRat(50, 1)) > 0 || r.Handicap.Cmp(big.NewRat(-50, 1)) < 0 {
				t.Fatalf("handicap %s", r.Handicap.RatString())
			}
			seen[key] = true
			w.Write([]string{r.Name, r.Number, r.Handicap.FloatString(4)})
		}
		w.Flush()
		back, err := ReadHandicaps(&out)
		if err != nil {
			t.Fatalf("written back: %v\n%s", err, out.String())
		}
		if len(back) != len(rows) {
			t.Fatalf("%d rows, %d read back", len(rows), len(back))
		}
		for i := range rows {
			if back[i].Name != rows[i].Name || back[i].Number != rows[i].Number || back[i].Handicap.Cmp(rows[i].Handicap) != 0 {
				t.Fatalf("row %+v read back as %+v", rows[i], back[i])
			}
		}
	})
}
