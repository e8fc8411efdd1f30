package interchange

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"bridgescore/scoring"
)

func addSamples(f *testing.F, name string) {
	files, _ := filepath.Glob(filepath.Join(sessionsDir, "*", name))
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// Whatever the input, the USEBIO reader answers without panicking, and
// what it accepts survives being written out and read back.
func FuzzReadUSEBIO(f *testing.F) {
	addSamples(f, "session.xml")
	f.Add([]byte(`<USEBIO><EVENT><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR></PARTICIPANTS>` +
		`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`))
	f.Add([]byte(`<USEBIO><EVENT><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR></PARTICIPANTS>` +
		`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><LEAD>DK</LEAD></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`))
	f.Add([]byte(arrowUSEBIO("1", same, sameID)))
	f.Add([]byte(arrowUSEBIO("1", bare, func(id, side string) string { return bare(id) })))
	// Each side's award in its own element, hands with voids written -,
	// a phantom's row, sections without ids.
	f.Add([]byte(strings.Replace(usebioWithHands(southVoid), "<SCORE>-500</SCORE>", "<NS_SCORE>A+</NS_SCORE><EW_SCORE>A+</EW_SCORE>", 1)))
	f.Add([]byte(strings.Replace(usebioWithHands(southVoid), "<SCORE>-500</SCORE>", "<SCORE>Bye</SCORE>", 1)))
	f.Add([]byte(usebioSections(3, func(int) string { return "" })))
	// A contract no notation reads beside the score (Pianola's 42).
	f.Add([]byte(pianolaLine("42", "480")))
	f.Fuzz(func(t *testing.T, data []byte) {
		rf, err := ReadUSEBIO(bytes.NewReader(data))
		if err != nil {
			if !isParseError(err) {
				t.Fatalf("error %T is not a *ParseError: %v", err, err)
			}
			return
		}
		checkScorable(t, rf)
		var buf bytes.Buffer
		if err := WriteUSEBIO(&buf, rf, nil); err != nil {
			return // e.g. an A100-0 has no USEBIO form
		}
		back, err := ReadUSEBIO(&buf)
		if err != nil {
			t.Fatalf("export of an accepted file is refused: %v", err)
		}
		if !reflect.DeepEqual(lineSet(back.Session.Lines, false), lineSet(rf.Session.Lines, false)) {
			t.Fatalf("lines changed on export and import")
		}
	})
}

func FuzzReadCSV(f *testing.F) {
	addSamples(f, "session.csv")
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,score\n1,1,2,,,,A60-40\n1,3,4,PASS,,,\n1,5,6,,,,NP\n"))
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,score,round,table\n1,1,2,,,,W 60% 4SN= 40% 3NTS-1,1,1\n"))
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,score\n1,1NS,1EW,4S,N,10,\n2,1EW,2NS,4S,N,10,\n"))
	f.Add([]byte("# comment, with a comma\nboard;ns;ew;contract;declarer;tricks\n1;1;2;4SN+1;N;\n1;3;4;3NTX-2 E;;7\n2;1;3;4S=;W;\n"))
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,score,ns_dir,ew_dir\n1,1,1,4S,N,10,,NS,EW\n2,1,2,4S,N,10,,EW,NS\n"))
	f.Add([]byte(arrowCSV("", false, nil)))
	f.Add([]byte(arrowCSV("# winners: 1\n", true, nil)))
	f.Add([]byte(arrowDirCSV()))
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,score,lead\n1,1,2,4S,N,10,,♥10\n1,3,4,3NT,S,9,,s a\n1,5,6,,,,NP,\n"))
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,ns_score,ew_score\n1,1,2,,,,A+,A+\n1,3,4,4S,N,10,420,\n1,5,-,,,,,\n"))
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,score\n1,1,2,,,,60%-60%\n1,3,4,,,,AVE+/AVE-\n1,5,6,,,,A50/60\n1,7,,,,,Bye\n"))
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,score\n1,10,3,4S,S,12,480\n1,9,4,42,S,12,480\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rf, err := ReadCSV(bytes.NewReader(data))
		if err != nil {
			if !isParseError(err) {
				t.Fatalf("error %T is not a *ParseError: %v", err, err)
			}
			return
		}
		checkScorable(t, rf)
		var buf bytes.Buffer
		if err := WriteCSV(&buf, rf); err != nil {
			t.Fatalf("cannot write an accepted file: %v", err)
		}
		back, err := ReadCSV(&buf)
		if err != nil {
			t.Fatalf("export of an accepted file is refused: %v\n%s", err, buf.String())
		}
		if !reflect.DeepEqual(lineSet(back.Session.Lines, false), lineSet(rf.Session.Lines, false)) {
			t.Fatalf("lines changed on export and import")
		}
	})
}

func FuzzReadPBN(f *testing.F) {
	f.Add([]byte(samplePBN))
	f.Add([]byte("[Board \"#\"]\n[Deal \"W:- - - -\"]\n{comment\n}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		deals, _, err := ReadPBN(bytes.NewReader(data))
		if err != nil {
			if !isParseError(err) {
				t.Fatalf("error %T is not a *ParseError: %v", err, err)
			}
			return
		}
		for _, d := range deals {
			if d.Board < 1 || d.Board > maxBoard {
				t.Fatalf("board %d accepted", d.Board)
			}
			if err := d.Check(); err != nil {
				t.Fatalf("accepted a bad deal: %v", err)
			}
		}
	})
}

// checkScorable fails when the engine refuses a line the reader accepted:
// the engine cannot say which line of the file it means, so the reader
// must catch every bad line itself.
func checkScorable(t *testing.T, rf *ResultsFile) {
	t.Helper()
	s := rf.Session
	s.Lines = append([]scoring.Line(nil), s.Lines...)
	for _, m := range []scoring.Method{scoring.Matchpoints, scoring.CrossIMPs} {
		s.Method = m
		_, err := scoring.Score(&s)
		if err != nil && !strings.Contains(err.Error(), "no board has more than one result") {
			t.Fatalf("the reader accepted a file the engine refuses (%s): %v", m, err)
		}
	}
}

// isParseError reports whether err is a *ParseError or a list of them.
func isParseError(err error) bool {
	var pe *ParseError
	return errors.As(err, &pe)
}

// Whatever the input, a PBN file read as results answers without
// panicking, the engine takes what it accepts, and what it accepts
// survives being written out (as CSV) and read back.
func FuzzReadPBNResults(f *testing.F) {
	f.Add([]byte(samplePBN))
	f.Add([]byte("[Board \"1\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R\"]\n" +
		" 1  1 4S   N 10 HK \"420\" -\n 2  2 3NT  S  9 AH \"400\" -\n 3  3 Pass - - - \"0\" -\n 4  4 2H   E  8 7D - \"110\"\n"))
	f.Add([]byte("[Board \"2\"]\n[ScoreTable \"Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Score\"]\n1 1 1 2 4S N 10 \"NS 620\"\n2 1 3 4 4S N 9 \"EW 100\"\n"))
	f.Add([]byte(ruterBoard1))
	f.Add([]byte(awardPBN("A+", "A+")))
	f.Add([]byte(awardPBN("60%", "-")))
	f.Add([]byte("[Board \"1\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R\"]\n" +
		"10  3 4S   S 12 \"480\" -\n 9  4 42   S 12 \"480\" -\n"))
	f.Add([]byte(pbnResultsWithDeal("N:J953.832.Q97.AJ4 64.AQ65.A2.KQT95 -.KJT974.KT6.873 AKQT872.-.J8543.6")))
	f.Fuzz(func(t *testing.T, data []byte) {
		rf, err := ReadPBNResults(bytes.NewReader(data))
		if err != nil {
			if !isParseError(err) {
				t.Fatalf("error %T is not a *ParseError: %v", err, err)
			}
			return
		}
		if len(rf.Session.Lines) == 0 {
			return
		}
		checkScorable(t, rf)
		var buf bytes.Buffer
		if err := WriteCSV(&buf, rf); err != nil {
			t.Fatalf("cannot write an accepted file: %v", err)
		}
		back, err := ReadCSV(&buf)
		if err != nil {
			t.Fatalf("export of an accepted file is refused: %v\n%s", err, buf.String())
		}
		if !reflect.DeepEqual(lineSet(back.Session.Lines, false), lineSet(rf.Session.Lines, false)) {
			t.Fatalf("lines changed on export and import")
		}
	})
}
