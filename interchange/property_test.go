package interchange

import (
	"bytes"
	"fmt"
	"math/big"
	"math/rand"
	"reflect"
	"testing"

	"bridgescore/scoring"
)

// randomSession is a Mitchell or a one-field session whose lines are of
// every kind: contracts (made, down, doubled, passed out), assigned
// scores, artificial and weighted adjustments, and boards not played.
func randomSession(r *rand.Rand) *ResultsFile {
	tables := 3 + r.Intn(6)
	boards := 1 + r.Intn(6)
	twoWinner := r.Intn(2) == 0
	rf := &ResultsFile{Club: "Club & Co", Name: fmt.Sprintf("Random %d", r.Int()), Date: "01/02/2026", Type: MatchpointPairs}
	// Two-winner sessions number pairs 1NS, 1EW … or 1, 1 … with the
	// direction telling them apart; one field numbers them 1 to 2·tables.
	suffixed := r.Intn(2) == 0
	nsIDs, ewIDs := make([]string, tables), make([]string, tables)
	for t := 0; t < tables; t++ {
		switch {
		case !twoWinner:
			nsIDs[t], ewIDs[t] = fmt.Sprint(t+1), fmt.Sprint(t+1+tables)
		case suffixed:
			nsIDs[t], ewIDs[t] = fmt.Sprint(t+1, "NS"), fmt.Sprint(t+1, "EW")
		default:
			nsIDs[t], ewIDs[t] = fmt.Sprint(t+1), fmt.Sprint(t+1)
		}
	}
	for t := 0; t < tables; t++ {
		ns, ew := scoring.Pair{ID: nsIDs[t], Names: []string{"N <" + nsIDs[t] + ">", "S"}}, scoring.Pair{ID: ewIDs[t]}
		if twoWinner {
			ns.Direction, ew.Direction = "NS", "EW"
			rf.WinnerType = TwoWinner
		} else {
			rf.WinnerType = OneWinner
		}
		rf.Session.Pairs = append(rf.Session.Pairs, ns, ew)
	}
	seats := []scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West}
	result := func(b int) scoring.Result {
		c := scoring.Contract{Level: 1 + r.Intn(7), Strain: scoring.Strain(r.Intn(5)), Doubled: scoring.Doubling(r.Intn(3))}
		res, err := scoring.NewResult(c, seats[r.Intn(4)], r.Intn(14))
		if err != nil {
			panic(err)
		}
		return res
	}
	for b := 1; b <= boards; b++ {
		for t := 0; t < tables; t++ {
			l := scoring.Line{Board: b, NS: nsIDs[t], EW: ewIDs[(t+b)%tables]}
			if r.Intn(3) == 0 {
				l.Round, l.Table = b, t+1
			}
			switch k := r.Intn(10); {
			case k < 5:
				res := result(b)
				l.Kind, l.Result, l.Score = scoring.Played, &res, res.Score(scoring.Vul(b))
			case k == 5:
				l.Kind, l.Result = scoring.Played, &scoring.Result{}
			case k == 6:
				// A bare score some contract can give on the board.
				scores := scoring.PossibleScores(scoring.Vul(b))
				l.Kind, l.Score = scoring.Played, scores[r.Intn(len(scores))]
			case k == 7:
				l.Kind, l.NSPercent, l.EWPercent = scoring.Artificial, []int{40, 50, 60}[r.Intn(3)], []int{40, 50, 60}[r.Intn(3)]
			case k == 8:
				a, c := result(b), result(b)
				w := big.NewRat(int64(1+r.Intn(9)), 10)
				l.Kind = scoring.Weighted
				l.NSWeights = []scoring.WeightedScore{{Weight: w, Score: a.Score(scoring.Vul(b)), Result: &a},
					{Weight: new(big.Rat).Sub(big.NewRat(1, 1), w), Score: c.Score(scoring.Vul(b)), Result: &c}}
				l.EWWeights = l.NSWeights
			default:
				l.Kind = scoring.NotPlayed
			}
			if r.Intn(3) == 0 {
				l.Lead = string("SHDC"[r.Intn(4)]) + string("AKQJT98765432"[r.Intn(13)])
			}
			// Some boards are fouled: two versions of the deal.
			if b%4 == 3 {
				l.Group = 1 + t%2
			}
			rf.Session.Lines = append(rf.Session.Lines, l)
		}
	}
	return rf
}

// Any session, written as USEBIO or CSV and read back, is the same
// session and scores the same, under every method.
func TestRoundTripProperty(t *testing.T) {
	r := rand.New(rand.NewSource(2026))
	checked := 0
	for i := 0; i < 150; i++ {
		rf := randomSession(r)
		m := []scoring.Method{scoring.Matchpoints, scoring.CrossIMPs, scoring.Butler}[i%3]
		rf.Session.Method = m
		rf.Type = EventTypeFor(m)
		want, err := scoring.Score(&rf.Session)
		if err != nil {
			continue // e.g. no board with two results to compare
		}
		checked++
		var x, c bytes.Buffer
		if err := WriteUSEBIO(&x, rf, want); err != nil {
			t.Fatalf("session %d: WriteUSEBIO: %v", i, err)
		}
		if err := WriteCSV(&c, rf); err != nil {
			t.Fatalf("session %d: WriteCSV: %v", i, err)
		}
		fromXML, err := ReadUSEBIO(&x)
		if err != nil {
			t.Fatalf("session %d: reading the USEBIO export: %v\n%s", i, err, x.String())
		}
		fromCSV, err := ReadCSV(bytes.NewReader(c.Bytes()))
		if err != nil {
			t.Fatalf("session %d: reading the CSV export: %v\n%s", i, err, c.String())
		}
		fromCSV.Session.Method = m
		for name, back := range map[string]*ResultsFile{"USEBIO": fromXML, "CSV": fromCSV} {
			if got, want := lineSet(back.Session.Lines, false), lineSet(rf.Session.Lines, false); !reflect.DeepEqual(got, want) {
				t.Fatalf("session %d via %s: lines differ:\n%v\n%v", i, name, got, want)
			}
			st, err := scoring.Score(&back.Session)
			if err != nil {
				t.Fatalf("session %d via %s: %v", i, name, err)
			}
			if !reflect.DeepEqual(ranking(st), ranking(want)) {
				t.Fatalf("session %d via %s: standings differ", i, name)
			}
		}
		if !reflect.DeepEqual(fromXML.Session.Pairs, rf.Session.Pairs) {
			t.Fatalf("session %d: USEBIO pairs %+v, want %+v", i, fromXML.Session.Pairs, rf.Session.Pairs)
		}
	}
	if checked < 100 {
		t.Errorf("only %d of 150 random sessions could be scored", checked)
	}
}
