package interchange

// A USEBIO file names a few dozen elements, each thousands of times: what
// the reader does with each name is found once, when the name is first
// met, and then looked up as a number rather than the name compared with
// every name the reader knows.

// elemPart is what the reader does with an element.
type elemPart uint8

const (
	partNone          elemPart = iota
	partEvent                  // EVENT, whose EVENT_TYPE may be an attribute
	partSection                // SECTION
	partEventField             // what the file says of the event (endEvent)
	partPairField              // a PAIR's or a PLAYER's value (endPair)
	partPlayer                 // PLAYER
	partPair                   // PAIR
	partDirection              // DIRECTION, of a PAIR or a HAND
	partLineField              // a TRAVELLER_LINE's value (endLineField)
	partTravellerLine          // TRAVELLER_LINE
	partHandField              // a BOARD's dealer, vulnerability, or a HAND's suit
	partHand                   // HAND
	partBoardNumber            // BOARD_NUMBER
	partBoard                  // BOARD
)

// lineField is which field of a traveller line an element gives.
type lineField uint8

const (
	fieldNone lineField = iota
	fieldNS
	fieldEW
	fieldContract
	fieldDeclarer
	fieldTricks
	fieldScore
	fieldRound
	fieldTable
	fieldGroup
	fieldLead
	fieldNSScore
	fieldEWScore
)

// partOf is what the reader does with the element name (upper-cased).
func partOf(name string) (elemPart, lineField) {
	switch name {
	case "EVENT":
		return partEvent, fieldNone
	case "SECTION":
		return partSection, fieldNone
	case "CLUB_NAME", "CLUB_ID_NUMBER", "EVENT_DESCRIPTION", "DATE", "PROGRAM_NAME", "EVENT_TYPE",
		"BOARD_SCORING_METHOD", "PAIRWISE_SCORING_METHOD", "WINNER_TYPE":
		return partEventField, fieldNone
	case "PAIR_NUMBER", "PLAYER_NAME", "NATIONAL_ID_NUMBER", "ACBL_NUMBER", "MASTERPOINTS":
		return partPairField, fieldNone
	case "PLAYER":
		return partPlayer, fieldNone
	case "PAIR":
		return partPair, fieldNone
	case "DIRECTION":
		return partDirection, fieldNone
	case "TRAVELLER_LINE":
		return partTravellerLine, fieldNone
	case "DEALER", "VULNERABILITY", "VULNERABLE", "SPADES", "HEARTS", "DIAMONDS", "CLUBS":
		return partHandField, fieldNone
	case "HAND":
		return partHand, fieldNone
	case "BOARD_NUMBER":
		return partBoardNumber, fieldNone
	case "BOARD":
		return partBoard, fieldNone
	}
	if f := lineFieldOf(name); f != fieldNone {
		return partLineField, f
	}
	return partNone, fieldNone
}

// lineFieldOf is the traveller line's field the element name gives.
func lineFieldOf(name string) lineField {
	switch name {
	case "NS_PAIR_NUMBER":
		return fieldNS
	case "EW_PAIR_NUMBER":
		return fieldEW
	case "CONTRACT":
		return fieldContract
	case "PLAYED_BY", "DECLARER":
		return fieldDeclarer
	case "TRICKS":
		return fieldTricks
	case "SCORE":
		return fieldScore
	case "ROUND", "ROUND_NUMBER":
		return fieldRound
	case "TABLE", "TABLE_NUMBER":
		return fieldTable
	case "FOULED_GROUP":
		return fieldGroup
	case "LEAD":
		return fieldLead
	case "NS_SCORE":
		return fieldNSScore
	case "EW_SCORE":
		return fieldEWScore
	}
	return fieldNone
}

// holdsValue tells whether the reader takes the text of an element of
// this part: the others hold elements (PAIR, BOARD, TRAVELLER_LINE …),
// and the space between their children is passed over.
func (p elemPart) holdsValue() bool {
	switch p {
	case partEventField, partPairField, partDirection, partLineField, partHandField, partBoardNumber:
		return true
	}
	return false
}
