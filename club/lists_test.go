package club

import (
	"math/big"
	"strings"
	"testing"

	"bridgescore/fault"
	"bridgescore/interchange"
)

// A list of handicaps with a row naming nobody known (neither on the
// club's list nor playing) applies the rest and sets that row aside,
// saying so; a list of strangers alone is refused.
func TestHandicapListSetsStrangersAside(t *testing.T) {
	d, _ := newTestDesk(t)
	rows := []interchange.HandicapRow{
		{Line: 2, Name: "Ann Able", Handicap: big.NewRat(-5, 1)},
		{Line: 3, Name: "Zed Nobody", Handicap: big.NewRat(3, 1)},
		{Line: 4, Name: "Bob Baker", Handicap: big.NewRat(2, 1)},
	}
	list, aside, err := d.ListAwards(rows, []string{"Ann Able", "Bob Baker"})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].Name != "Ann Able" || list[0].Handicap != "-5" || list[1].Name != "Bob Baker" {
		t.Errorf("applied %+v, want Ann Able and Bob Baker's", list)
	}
	if len(aside) != 1 || !strings.Contains(aside[0], "line 3: Zed Nobody") || !strings.Contains(aside[0], "set aside") {
		t.Errorf("set aside %q", aside)
	}
	if _, _, err := d.ListAwards(rows[1:2], []string{"Ann Able"}); !fault.Is(err, fault.Invalid) || !strings.Contains(err.Error(), "Zed Nobody") {
		t.Errorf("a list of a stranger alone: %v", err)
	}
}
