package interchange

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"bridgescore/scoring"
)

func TestWritePBNReadsBack(t *testing.T) {
	deals := []scoring.Deal{
		{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone,
			Hands: [4]string{"J6.T.QJ985.T8743", "K.AKJ863.AK3.AJ9", "AQT872.94.T7.K62", "9543.Q752.642.Q5"}},
		{Board: 2, Dealer: scoring.East, Vul: scoring.VulNS,
			Hands: [4]string{"AKQJT98765432...", ".AKQJT98765432..", "..AKQJT98765432.", "...AKQJT98765432"}},
	}
	var buf bytes.Buffer
	if err := WritePBN(&buf, PBNHeader{Event: `Club "pairs"`, Notes: []string{"two\nlines"}}, deals); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, want := range []string{"% PBN 2.1\n% EXPORT\n% two\n% lines\n", `[Event "Club pairs"]`, `[Date "?"]`, `[Vulnerable "NS"]`, `[Dealer "E"]`} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	got, warnings, err := ReadPBN(&buf)
	if err != nil || len(warnings) > 0 {
		t.Fatal(err, warnings)
	}
	if !reflect.DeepEqual(got, deals) {
		t.Errorf("read back %+v\nwant %+v", got, deals)
	}
}
