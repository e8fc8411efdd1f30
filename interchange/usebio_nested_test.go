package interchange

import (
	"strings"
	"testing"
)

// A BOARD written inside another BOARD, hands and all, is read without a
// panic: the inner one takes the deal.
func TestReadUSEBIONestedBoard(t *testing.T) {
	hands := `<HAND DIRECTION="N"><SPADES>AKQJT98765432</SPADES></HAND><HAND DIRECTION="E"><HEARTS>AKQJT98765432</HEARTS></HAND>` +
		`<HAND DIRECTION="S"><DIAMONDS>AKQJT98765432</DIAMONDS></HAND><HAND DIRECTION="W"><CLUBS>AKQJT98765432</CLUBS></HAND>`
	doc := `<USEBIO><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR></PARTICIPANTS>` +
		`<BOARD><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>` + hands + `</BOARD></BOARD></EVENT></USEBIO>`
	rf, err := ReadUSEBIO(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if len(rf.Deals) != 1 || rf.Deals[0].Board != 1 || rf.Deals[0].Hands[0] != "AKQJT98765432..." {
		t.Errorf("deals = %+v, want board 1's", rf.Deals)
	}
}
