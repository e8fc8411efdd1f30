package interchange

import (
	"bytes"
	"os"
	"testing"

	"bridgescore/scoring"
)

// Whatever the input, the individual readers answer without panicking;
// what they accept is scored without panicking, and written out and read
// back gives the same lines.
func FuzzReadIndividual(f *testing.F) {
	for _, name := range []string{"ruter_individual_barometer.pbn"} {
		if data, err := os.ReadFile("../testdata/real/" + name); err == nil {
			f.Add(data[:min(len(data), 6000)])
		}
	}
	// The EBU example's notation: a table's result on two lines (joinTwinLines).
	if data, err := os.ReadFile("../testdata/real/individual/ebu_usebio_individual_example.xml"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`<USEBIO><EVENT EVENT_TYPE="INDIVIDUAL"><PARTICIPANTS><PLAYER><PLAYER_NUMBER>1</PLAYER_NUMBER></PLAYER>` +
		`<PLAYER><PLAYER_NUMBER>2</PLAYER_NUMBER></PLAYER><PLAYER><PLAYER_NUMBER>3</PLAYER_NUMBER></PLAYER><PLAYER><PLAYER_NUMBER>4</PLAYER_NUMBER></PLAYER></PARTICIPANTS>` +
		`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><N_PLAYER_NUMBER>1</N_PLAYER_NUMBER><E_PLAYER_NUMBER>2</E_PLAYER_NUMBER>` +
		`<S_PLAYER_NUMBER>11</S_PLAYER_NUMBER><W_PLAYER_NUMBER>22</W_PLAYER_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>` +
		`<TRAVELLER_LINE><N_PLAYER_NUMBER>3</N_PLAYER_NUMBER><E_PLAYER_NUMBER>4</E_PLAYER_NUMBER>` +
		`<S_PLAYER_NUMBER>31</S_PLAYER_NUMBER><W_PLAYER_NUMBER>42</W_PLAYER_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`))
	f.Add([]byte(`<USEBIO><EVENT EVENT_TYPE="INDIVIDUAL"><PARTICIPANTS><PLAYER><PLAYER_NUMBER>1</PLAYER_NUMBER></PLAYER></PARTICIPANTS>` +
		`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><N_PLAYER_NUMBER>1</N_PLAYER_NUMBER><E_PLAYER_NUMBER>2</E_PLAYER_NUMBER>` +
		`<S_PLAYER_NUMBER>3</S_PLAYER_NUMBER><W_PLAYER_NUMBER>4</W_PLAYER_NUMBER><SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`))
	f.Add([]byte("[Board \"1\"]\n[ScoreTable \"PlayerId_North;PlayerId_East;PlayerId_South;PlayerId_West;Contract;Declarer;Result;Score_NS;Score_EW\"]\n1 2 3 4 3NT N 9 400 -\n5 6 7 8 3NT N 10 430 -\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		read := readIndividualPBN
		if looksLikeXML(data) {
			read = func(d []byte, name string) (*IndividualFile, error) {
				return readIndividualUSEBIO(bytes.NewReader(d), name)
			}
		}
		got, err := read(data, "fuzz")
		if err != nil {
			return
		}
		st, err := scoring.ScoreIndividual(&got.Session)
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := WriteIndividualUSEBIO(&buf, got, st); err != nil {
			return
		}
		back, err := ReadIndividualUSEBIO(&buf)
		if err != nil {
			t.Fatalf("written, read back: %v\n%s", err, buf.String())
		}
		if len(back.Session.Lines) != len(got.Session.Lines) {
			t.Fatalf("%d lines written, %d read back", len(got.Session.Lines), len(back.Session.Lines))
		}
	})
}
