package interchange

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"
)

// USEBIOAwards are a session's master points as a USEBIO file carries
// them: each pair's award (PAIR's MASTER_POINTS: MASTER_POINTS_AWARDED and
// MASTER_POINT_TYPE, as the EBU's and the ABF's readers take them) and,
// in USEBIO 1.3, the ACBL's elements: the session's STRATIFICATION (each
// STRATUM's STRATUM_LETTER and UPPER_LIMIT), each PAIR's STRATUM, and
// each PLAYER's MASTERPOINTS holding, with the number as ACBL_NUMBER.
type USEBIOAwards struct {
	// Version is the USEBIO version: "1.2" (or "") or "1.3".
	Version string
	// Type is the kind of points awarded (MASTER_POINT_TYPE): "BLACK" for
	// EBU local points and ACBL club masterpoints, "GREEN" or "RED" for
	// ABF masterpoints.
	Type string
	// Points are the pairs' awards in points ("24", "0.56"); a pair with
	// none has no MASTER_POINTS. Read from a file, they are as the file
	// writes them (Compscore's ABF awards in hundredths: "57").
	Points map[AwardPair]string
	// Hundredths writes each pair's award as a whole number of hundredths
	// ("57" for 0.57), as Compscore writes ABF masterpoints and
	// EBUScoreTeams EBU green points.
	Hundredths bool
	// InPair writes MASTER_POINTS_AWARDED and MASTER_POINT_TYPE straight
	// in the PAIR rather than in a MASTER_POINTS element, as Compscore
	// writes ABF masterpoints and the ABF's own results site reads them.
	InPair bool
	// Strata, PairStratum and Holdings are written in USEBIO 1.3 only.
	Strata      []USEBIOStratum
	PairStratum map[AwardPair]string
	// Holdings are the players' masterpoint holdings, by name as written.
	Holdings map[string]string
}

// AwardPair is a pair of a USEBIO file: its section ("" in a file of one),
// number and direction ("" in one field).
type AwardPair struct{ Section, ID, Direction string }

// USEBIOStratum is one stratum of a stratified game: its letter and the
// most masterpoints its pairs may hold.
type USEBIOStratum struct{ Letter, UpperLimit string }

// v13 says whether the ACBL elements of USEBIO 1.3 are written.
func (a *USEBIOAwards) v13() bool { return a != nil && a.Version == "1.3" }

// version is the USEBIO version a file is written as.
func (a *USEBIOAwards) version() string {
	if a.v13() {
		return "1.3"
	}
	return "1.2"
}

// writeStrata writes the session's strata (USEBIO 1.3).
func (x *xmlWriter) writeStrata() {
	if !x.awards.v13() || len(x.awards.Strata) == 0 {
		return
	}
	x.open("STRATIFICATION")
	for _, s := range x.awards.Strata {
		x.open("STRATUM")
		x.elem("STRATUM_LETTER", s.Letter)
		x.elem("UPPER_LIMIT", s.UpperLimit)
		x.close("STRATUM")
	}
	x.close("STRATIFICATION")
}

// writePairAwards writes a pair's award and, in 1.3, its stratum.
func (x *xmlWriter) writePairAwards(p AwardPair) {
	a := x.awards
	if a == nil {
		return
	}
	if s := a.PairStratum[p]; s != "" && a.v13() {
		x.elem("STRATUM", s)
	}
	pts := a.Points[p]
	if pts == "" {
		return
	}
	if a.Hundredths {
		pts = inHundredths(pts)
	}
	if !a.InPair {
		x.open("MASTER_POINTS")
	}
	x.elem("MASTER_POINTS_AWARDED", pts)
	x.elem("MASTER_POINT_TYPE", a.Type)
	if !a.InPair {
		x.close("MASTER_POINTS")
	}
}

// inHundredths writes points ("0.57", "1.2", "3") as a whole number of
// hundredths ("57", "120", "300"); what is not such a number is kept.
func inHundredths(pts string) string {
	r, ok := new(big.Rat).SetString(pts)
	if !ok {
		return pts
	}
	r.Mul(r, big.NewRat(100, 1))
	if !r.IsInt() {
		return pts
	}
	return r.Num().String()
}

// writePlayerNumber writes a player's number (ACBL_NUMBER in 1.3) and, in
// 1.3, the player's holding.
func (x *xmlWriter) writePlayerNumber(name string) {
	num := x.numbers[name]
	switch {
	case num != "" && x.awards.v13():
		x.elem("ACBL_NUMBER", num)
	case num != "":
		x.elem("NATIONAL_ID_NUMBER", num)
	}
	if h := x.awards.holding(name); h != "" {
		x.elem("MASTERPOINTS", h)
	}
}

func (a *USEBIOAwards) holding(name string) string {
	if !a.v13() {
		return ""
	}
	return a.Holdings[name]
}

// maxAwardsFile bounds the USEBIO file ReadUSEBIOAwards reads.
const maxAwardsFile = 256 << 20

// ReadUSEBIOAwards reads the master points a USEBIO file gives (see
// USEBIOAwards): what bridgescore writes is read back the same. Other
// elements are passed over. A file with none has empty maps.
func ReadUSEBIOAwards(r io.Reader) (awards *USEBIOAwards, err error) {
	defer invalid(&err)
	a := &USEBIOAwards{Version: "1.2", Points: map[AwardPair]string{}, PairStratum: map[AwardPair]string{}, Holdings: map[string]string{}}
	dec := xml.NewDecoder(io.LimitReader(r, maxAwardsFile))
	dec.Strict = false
	dec.CharsetReader = charsetReader
	var path []string
	var text strings.Builder
	var section, player string
	var pair AwardPair
	var stratum USEBIOStratum
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return a, nil
		}
		if err != nil {
			return nil, fmt.Errorf("USEBIO: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			name := strings.ToUpper(t.Name.Local)
			path = append(path, name)
			text.Reset()
			switch name {
			case "USEBIO":
				for _, at := range t.Attr {
					if strings.EqualFold(at.Name.Local, "Version") {
						a.Version = at.Value
					}
				}
			case "SECTION":
				section = ""
				for _, at := range t.Attr {
					if strings.EqualFold(at.Name.Local, "SECTION_ID") {
						section = at.Value
					}
				}
			case "PAIR":
				pair = AwardPair{Section: section}
			}
		case xml.CharData:
			text.Write(t)
		case xml.EndElement:
			if len(path) == 0 {
				return nil, errors.New("USEBIO: an end tag with no start")
			}
			a.end(path, strings.TrimSpace(text.String()), &pair, &player, &stratum)
			path = path[:len(path)-1]
			text.Reset()
		}
	}
}

// end takes what an element ends on, by where it is.
func (a *USEBIOAwards) end(path []string, text string, pair *AwardPair, player *string, stratum *USEBIOStratum) {
	name, parent := path[len(path)-1], ""
	if len(path) > 1 {
		parent = path[len(path)-2]
	}
	switch {
	case name == "PAIR_NUMBER" && parent == "PAIR":
		pair.ID = text
	case name == "DIRECTION" && parent == "PAIR":
		pair.Direction, _ = normDir(text)
	case name == "STRATUM" && parent == "PAIR":
		a.PairStratum[*pair] = text
	case name == "MASTER_POINTS_AWARDED":
		a.Points[*pair] = text
	case name == "MASTER_POINT_TYPE":
		a.Type = text
	case name == "PLAYER_NAME" && parent == "PLAYER":
		*player = text
	case name == "MASTERPOINTS" && parent == "PLAYER":
		a.Holdings[*player] = text
	case name == "STRATUM_LETTER":
		stratum.Letter = text
	case name == "UPPER_LIMIT":
		stratum.UpperLimit = text
	case name == "STRATUM" && parent == "STRATIFICATION":
		a.Strata = append(a.Strata, *stratum)
		*stratum = USEBIOStratum{}
	}
}
