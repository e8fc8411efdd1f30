package interchange

import (
	"math/big"
	"strings"
	"testing"
)

func TestReadMembers(t *testing.T) {
	for _, c := range []struct {
		name, file string
		want       []Member
	}{
		{"name and number", "Name,Member No\nAnn Smith,12345\n  Bob   Jones ,  678 \n", []Member{{Name: "Ann Smith", Number: "12345", Body: ""}, {Name: "Bob Jones", Number: "678", Body: ""}}},
		{"first and last", "\ufeffSurname;First name;EBU No.\nSmith;Ann;12345\n", []Member{{Name: "Ann Smith", Number: "12345", Body: "EBU"}}},
		{"ACBL with tabs", "Player\tACBL #\nZoë Ångström\tN123456\n", []Member{{Name: "Zoë Ångström", Number: "N123456", Body: "ACBL"}}},
		{"no number", "Name,Number\nAnn Smith,\n\n", []Member{{Name: "Ann Smith", Number: "", Body: ""}}},
		{"Windows-1252", "Name,Number\nRen\xe9e Dupont,42\n", []Member{{Name: "Renée Dupont", Number: "42", Body: ""}}},
		{"a body column", "Name,Number,Body\nAnn Smith,12345,EBU\nBob Jones,N678,ACBL\nCarol Kay,9,\n", []Member{{Name: "Ann Smith", Number: "12345", Body: "EBU"}, {Name: "Bob Jones", Number: "N678", Body: "ACBL"}, {Name: "Carol Kay", Number: "9", Body: ""}}},
		{"a body column over the heading", "Name,ABF No,Issued by\nAnn Smith,12345,NZB\nBob Jones,678,\n", []Member{{Name: "Ann Smith", Number: "12345", Body: "NZB"}, {Name: "Bob Jones", Number: "678", Body: "ABF"}}},
		{"masterpoints and handicaps", "Name,ACBL No,Masterpoints,Handicap\nAnn Smith,N1,\"1,234.50\",-2.5\nBob Jones,N2,,\nCarol Kay,N3,0,+1\n",
			[]Member{{Name: "Ann Smith", Number: "N1", Body: "ACBL", Masterpoints: "1234.5", Handicap: "-2.5"}, {Name: "Bob Jones", Number: "N2", Body: "ACBL"},
				{Name: "Carol Kay", Number: "N3", Body: "ACBL", Masterpoints: "0", Handicap: "1"}}},
		// The points file the program writes, its cells made safe for a
		// spreadsheet, reads back as it was.
		{"cells made safe", "Name,Number,Unit,Points,Awards\n'=Ann Smith,12,LP,24,1\n'Tis Kay,7,LP,6,1\n",
			[]Member{{Name: "=Ann Smith", Number: "12", Masterpoints: "24"}, {Name: "'Tis Kay", Number: "7", Masterpoints: "6"}}},
	} {
		got, err := ReadMembers(strings.NewReader(c.file))
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: %v, want %v", c.name, got[i], c.want[i])
			}
		}
	}
}

// Bad rows are each named with their line, and nothing is taken.
func TestReadMembersRefuses(t *testing.T) {
	for _, c := range []struct {
		name, file string
		says       []string
	}{
		{"bad rows", "Name,Number\nAnn Smith,12345\n,999\nBob Jones,12-34\nCarol,ok\n", []string{"nothing was imported", "line 3: number 999 has no name", `line 4: Bob Jones's number "12-34"`}},
		{"no name column", "Club,Number\nX,1\n", []string{"line 1: no column of names"}},
		{"no number column", "Name,Phone\nAnn,1\n", []string{"line 1: no column of numbers"}},
		{"empty", "", []string{"line 1: the list is empty"}},
		{"only a heading", "Name,Number\n", []string{"holds no players"}},
		{"long name", "Name,Number\n" + strings.Repeat("x", 101) + ",1\n", []string{"line 2: a name of 101 characters"}},
		{"long body", "Name,Number,Body\nAnn,1," + strings.Repeat("x", 21) + "\n", []string{"line 2: Ann's number is issued by"}},
		{"bad figures", "Name,Number,MPs,Hcap\nAnn,1,lots,1\nBob,2,-5,\nCal,3,10,x\nDee,4,1.234,0\n",
			[]string{`line 2: Ann's masterpoints "lots"`, `line 3: Bob's masterpoints "-5"`, `line 4: Cal's handicap "x"`, `line 5: Dee's masterpoints "1.234"`}},
	} {
		got, err := ReadMembers(strings.NewReader(c.file))
		if err == nil {
			t.Errorf("%s: read %v, want a refusal", c.name, got)
			continue
		}
		for _, s := range c.says {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("%s: %q does not say %q", c.name, err, s)
			}
		}
	}
}

func FuzzReadMembers(f *testing.F) {
	f.Add("Name,Member No\nAnn Smith,12345\n")
	f.Add("Surname;First name;EBU No.\nSmith;Ann;12345\n")
	f.Add("Name,ACBL No,Masterpoints,Handicap\nAnn Smith,N1,\"1,234.50\",-2.5\n")
	f.Fuzz(func(t *testing.T, file string) {
		got, err := ReadMembers(strings.NewReader(file))
		if err != nil {
			return
		}
		for _, m := range got {
			if m.Name == "" || len([]rune(m.Name)) > 100 || len(m.Number) > 20 {
				t.Fatalf("read %+v", m)
			}
			if v, ok := new(big.Rat).SetString(m.Masterpoints); m.Masterpoints != "" && (!ok || v.Sign() < 0) {
				t.Fatalf("masterpoints %q", m.Masterpoints)
			}
			if v, ok := new(big.Rat).SetString(m.Handicap); m.Handicap != "" && (!ok || v.Cmp(big.NewRat(50, 1)) > 0 || v.Cmp(big.NewRat(-50, 1)) < 0) {
				t.Fatalf("handicap %q", m.Handicap)
			}
		}
	})
}
