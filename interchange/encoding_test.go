package interchange

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// A USEBIO file with an accented name reads the same saved in every
// encoding Windows scoring programs write.
func TestEncodings(t *testing.T) {
	body := func(decl string) string {
		return decl + `<USEBIO Version="1.2"><CLUB><CLUB_NAME>Bridge Club Génève</CLUB_NAME></CLUB><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>-50</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`
	}
	latin1, _ := charmap.ISO8859_1.NewEncoder().String(body(`<?xml version="1.0" encoding="ISO-8859-1"?>`))
	cp1252, _ := charmap.Windows1252.NewEncoder().String(body(`<?xml version="1.0"?>`))
	u16le, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().String(body(`<?xml version="1.0" encoding="UTF-16"?>`))
	u16be, _ := unicode.UTF16(unicode.BigEndian, unicode.UseBOM).NewEncoder().String(body(`<?xml version="1.0" encoding="UTF-16"?>`))
	u16noBOM, _ := unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewEncoder().String(body(`<?xml version="1.0" encoding="UTF-16"?>`))
	files := map[string]string{
		"utf8":              body(`<?xml version="1.0" encoding="UTF-8"?>`),
		"utf8 with BOM":     "\ufeff" + body(`<?xml version="1.0" encoding="UTF-8"?>`),
		"iso-8859-1":        latin1,
		"cp1252 undeclared": cp1252,
		"utf16le":           u16le,
		"utf16be":           u16be,
		"utf16 without BOM": u16noBOM,
	}
	dir := t.TempDir()
	for name, content := range files {
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "_")+".xml")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		rf, err := ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if rf.Club != "Bridge Club Génève" || len(rf.Session.Lines) != 2 {
			t.Errorf("%s: club %q, %d lines", name, rf.Club, len(rf.Session.Lines))
		}
	}
}

// Event types other programs write are read as the pairs events they are.
func TestEventTypesFromTheWild(t *testing.T) {
	for in, want := range map[string]string{
		"MP_PAIRS": "mp", "PAIRS": "mp", "MATCHPOINT_PAIRS": "mp", "MATCH_POINT_PAIRS": "mp", "MP": "mp",
		"CROSS_IMP": "ximp", "CROSS_IMPS": "ximp", "IMP_PAIRS": "ximp", "XIMP_PAIRS": "ximp",
		"BUTLER_PAIRS": "butler", "BUTLER": "butler", "BUTLER_IMPS": "butler",
	} {
		m, ok := MethodFor(in)
		if !ok || string(m) != want {
			t.Errorf("MethodFor(%q) = %q, %v; want %s", in, m, ok, want)
		}
	}
	for _, in := range []string{"TEAMS", "SWISS_TEAMS", "INDIVIDUAL", "SWISS_PAIRS"} {
		if _, ok := MethodFor(in); ok {
			t.Errorf("MethodFor(%q) chose a method: it needs --method", in)
		}
	}
}

// USEBIO 1.3 adds ACBL elements and stratification: what bridgescore
// scores is read, and the rest left alone.
func TestUSEBIO13(t *testing.T) {
	doc := `<?xml version="1.0" encoding="UTF-8"?>
<USEBIO Version="1.3"><EVENT EVENT_TYPE="MP_PAIRS"><SANCTION_NUMBER>Z123456</SANCTION_NUMBER>
<STRATIFICATION><STRATUM><STRATUM_LETTER>A</STRATUM_LETTER><UPPER_LIMIT>99999</UPPER_LIMIT></STRATUM></STRATIFICATION>
<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><STRATUM>A</STRATUM><PLAYER><PLAYER_NAME>Ann Able</PLAYER_NAME><ACBL_NUMBER>N123456</ACBL_NUMBER><MASTERPOINTS>1234.56</MASTERPOINTS></PLAYER></PAIR>
<PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE><RESULT_STRATUM>A</RESULT_STRATUM></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS><SCORE>400</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`
	rf, err := ReadUSEBIO(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if len(rf.Session.Lines) != 2 || rf.Session.Pairs[0].Names[0] != "Ann Able" {
		t.Errorf("read %+v", rf.Session)
	}
}
