package interchange

import (
	"bytes"
	"path/filepath"
	"testing"
)

// TestUSEBIOClub: the club's number is read from the CLUB element only
// (Compscore also writes each player's home club as CLUB_ID_NUMBER), and
// written back there with the name and the event description.
func TestUSEBIOClub(t *testing.T) {
	for file, want := range map[string][2]string{
		"compscore3_mp_pairs_mitchell.xml": {"NSBC@Lindfield", "2074"},
		"compscore3_butler_howell.xml":     {"Sunshine Coast Bridge Club", "4680"},
		"salliere_mp_pairs.xml":            {"UBC", "204488"},
	} {
		rf, err := ReadFile(filepath.Join("..", "testdata", "real", file))
		if err != nil {
			t.Fatal(err)
		}
		if rf.Club != want[0] || rf.ClubNumber != want[1] {
			t.Errorf("%s: club %q number %q, want %q %q", file, rf.Club, rf.ClubNumber, want[0], want[1])
		}
		var b bytes.Buffer
		if err := WriteUSEBIO(&b, rf, nil); err != nil {
			t.Fatal(err)
		}
		back, err := ReadUSEBIO(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if back.Club != rf.Club || back.ClubNumber != rf.ClubNumber || back.Name != rf.Name {
			t.Errorf("%s written and read back: %q %q %q", file, back.Club, back.ClubNumber, back.Name)
		}
	}
}
