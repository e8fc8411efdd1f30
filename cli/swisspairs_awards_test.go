package cli

import (
	"encoding/json"
	xmlpkg "encoding/xml"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgescore/awards"
	"bridgescore/scoring"
)

// TestSwissPairsAwardsThroughCommands: a Swiss pairs set up with
// --award gives each pair, in standings, its place's green points and
// those of the matches it won and drew (the match's boards ÷ 29), as the
// rounds' own JSON has them; the secretary's list of points gives them to
// its players; strata are refused.
func TestSwissPairsAwardsThroughCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Swiss", "--swiss-pairs", "--pairs", "8", "--rounds", "2", "--award", "ebu-club", "--strata", "500"); code != 1 || !strings.Contains(errs, "without strata") {
		t.Errorf("strata on a Swiss pairs: exit %d: %s %s", code, out, errs)
	}
	names := filepath.Join(dir, "names.csv")
	var list strings.Builder
	for p := 1; p <= 8; p++ {
		fmt.Fprintf(&list, "%d,North Player%d,South Player%d\n", p, p, p)
	}
	if err := os.WriteFile(names, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	const scale = "ebu-green:3,0.5,4"
	if out, errs, code := runNamed(t, "new", "--db", db, "--name", "Swiss", "--date", "2027-01-09", "--swiss-pairs", "--pairs", "8", "--rounds", "2",
		"--boards-per-round", "3", "--award", scale, "--names", names); code != 0 {
		t.Fatalf("new: exit %d: %s %s", code, out, errs)
	}
	results := []string{"4SN=", "4SN-1", "3NTN+1", "2HE=", "PASS", "1NTS-2"}
	n := 0
	for table := 0; table < 4; table++ {
		for b := 1; b <= 3; b++ {
			args := []string{"--db", db, "--session", "1", "--board", strconv.Itoa(b), "--ns", strconv.Itoa(2*table + 1), "--ew", strconv.Itoa(2*table + 2), results[n%len(results)]}
			n++
			if out, errs, code := runNamed(t, "enter", args...); code != 0 {
				t.Fatalf("enter %v: exit %d: %s %s", args, code, out, errs)
			}
		}
	}
	out, errs, code := runNamed(t, "standings", "--db", db, "--session", "1", "--format", "json")
	if code != 0 {
		t.Fatalf("standings: exit %d: %s", code, errs)
	}
	var st struct {
		Rounds []struct {
			Matches []struct {
				Pairs [2]string
				VPs   [2]float64
			}
		}
		Standings []struct {
			Pair, Rank string
			Award      json.Number
		}
		AwardsExplained []string
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil || len(st.Standings) != 8 || len(st.AwardsExplained) != 1 {
		t.Fatalf("standings %v: %s", err, out)
	}
	won, drawn := map[string]int{}, map[string]int{}
	for _, r := range st.Rounds {
		for _, m := range r.Matches {
			switch {
			case m.VPs[0] > m.VPs[1]:
				won[m.Pairs[0]]++
			case m.VPs[0] < m.VPs[1]:
				won[m.Pairs[1]]++
			default:
				drawn[m.Pairs[0]]++
				drawn[m.Pairs[1]]++
			}
		}
	}
	// The places' awards alone, from the awards package; a match won
	// earns 3 boards ÷ 29 = 0.11, a draw 0.06.
	s, err := awards.ParseScale(scale)
	if err != nil {
		t.Fatal(err)
	}
	f := awards.Field{Pairs: 8}
	for _, p := range st.Standings {
		f.Places = append(f.Places, scoring.PlaceNumber(p.Rank))
	}
	places := s.Award(f).Awards
	csv := mustRun(t, "points", "--from", "2027-01-01", "--to", "2027-01-31", "--db", db)
	for i, p := range st.Standings {
		want := places[i] + awards.Award(11*won[p.Pair]+6*drawn[p.Pair])
		got, ok := new(big.Rat).SetString(p.Award.String())
		if !ok || got.Cmp(want.Rat()) != 0 {
			t.Errorf("pair %s at %s, %d won, %d drawn: %s, want %s", p.Pair, p.Rank, won[p.Pair], drawn[p.Pair], p.Award, s.Format(want))
		}
		if want > 0 && !strings.Contains(csv, fmt.Sprintf("North Player%s,,GP,%s,1", p.Pair, s.Format(want))) {
			t.Errorf("the list of points lacks pair %s's %s:\n%s", p.Pair, s.Format(want), csv)
		}
	}
	// The file the national body takes says what the standings say: each
	// pair's place in the Swiss and its green points (in hundredths).
	xml := filepath.Join(dir, "swiss.xml")
	mustRun(t, "export", "--db", db, "--session", "1", "--format", "usebio", "--out", xml)
	raw, err := os.ReadFile(xml)
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Pairs []struct {
			Number string `xml:"PAIR_NUMBER"`
			Place  string `xml:"PLACE"`
			Points string `xml:"MASTER_POINTS>MASTER_POINTS_AWARDED"`
		} `xml:"EVENT>PARTICIPANTS>PAIR"`
	}
	if err := xmlpkg.Unmarshal(raw, &file); err != nil || len(file.Pairs) != 8 {
		t.Fatalf("export %v: %s", err, raw)
	}
	written := map[string][2]string{}
	for _, p := range file.Pairs {
		written[p.Number] = [2]string{p.Place, p.Points}
	}
	for _, p := range st.Standings {
		a, ok := new(big.Rat).SetString(p.Award.String())
		if !ok {
			t.Fatalf("pair %s's award %q", p.Pair, p.Award)
		}
		want := [2]string{p.Rank, a.Mul(a, big.NewRat(100, 1)).RatString()}
		if want[1] == "0" {
			want[1] = ""
		}
		if written[p.Pair] != want {
			t.Errorf("pair %s: the export writes place %q and %q hundredths; the standings give %q", p.Pair, written[p.Pair][0], written[p.Pair][1], want)
		}
	}
	// BridgeWebs' own file lists the pairs as the standings do, with
	// their places and points.
	files := filepath.Join(dir, "files")
	if err := os.Mkdir(files, 0o755); err != nil {
		t.Fatal(err)
	}
	mustRun(t, "publish", "--db", db, "--session", "1", "--to", "file", "--out", files)
	bw, err := os.ReadFile(filepath.Join(files, "session-1-bridgewebs.csv"))
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	scores, _, _ := strings.Cut(string(bw), "#Travellers")
	for _, line := range strings.Split(scores, "\n") {
		if f := strings.Split(line, ";"); len(f) > 8 && f[0] != "Position" {
			rows = append(rows, strings.Join(f[:2], " ")+" "+f[7])
		}
	}
	var want []string
	for _, p := range st.Standings {
		a, _ := new(big.Rat).SetString(p.Award.String())
		mp := a.FloatString(2)
		if a.Sign() == 0 {
			mp = ""
		}
		want = append(want, p.Rank+" "+p.Pair+" "+mp)
	}
	if strings.Join(rows, "\n") != strings.Join(want, "\n") {
		t.Errorf("BridgeWebs' file ranks\n%s\nthe standings\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
	}
	// The night's file scored as a Swiss on the same scale gives each
	// pair the same award.
	travellers := filepath.Join(dir, "swiss.csv")
	mustRun(t, "export", "--db", db, "--session", "1", "--format", "csv", "--out", travellers)
	scored := mustRun(t, "score", travellers, "--swiss", "--award", scale, "--format", "json")
	var back struct {
		Standings []struct {
			Pair, Rank string
			Award      json.Number
		}
		AwardsExplained []string
	}
	if err := json.Unmarshal([]byte(scored), &back); err != nil || len(back.Standings) != len(st.Standings) || len(back.AwardsExplained) != 1 {
		t.Fatalf("score --swiss --award: %v: %s", err, scored)
	}
	for i, p := range st.Standings {
		if q := back.Standings[i]; q.Pair != p.Pair || q.Rank != p.Rank || q.Award != p.Award {
			t.Errorf("pair %s at %s earns %s; its file scored: pair %s at %s earns %s", p.Pair, p.Rank, p.Award, q.Pair, q.Rank, q.Award)
		}
	}
}
