package scoring

import "math/big"

// Seat is a compass position at the table.
type Seat byte

// The four seats, in dealing order.
const (
	North Seat = 'N'
	East  Seat = 'E'
	South Seat = 'S'
	West  Seat = 'W'
)

// Vulnerability of a board (Law 2).
type Vulnerability int

// The four vulnerability conditions, in Law 2 cycle order.
const (
	VulNone Vulnerability = iota
	VulNS
	VulEW
	VulAll
)

// Strain is the trump suit of a contract, or no trumps.
type Strain int

// Strains in rank order.
const (
	Clubs Strain = iota
	Diamonds
	Hearts
	Spades
	NoTrump
)

// Doubling says whether a contract was doubled or redoubled.
type Doubling int

// Undoubled, doubled (X) and redoubled (XX).
const (
	Undoubled Doubling = iota
	Doubled
	Redoubled
)

// Contract is the final contract of a deal. Level 0 means the board was
// passed out.
type Contract struct {
	Level   int
	Strain  Strain
	Doubled Doubling
}

// Result is a played deal: the contract, who declared it and how many tricks
// declarer took.
type Result struct {
	Contract Contract
	Declarer Seat
	Tricks   int
}

// Method is the way boards are scored.
type Method string

// Scoring methods.
const (
	Matchpoints Method = "mp"
	CrossIMPs   Method = "ximp"
	Butler      Method = "butler"
)

// Rules is the matchpoint rule set.
type Rules string

// Rule sets: WBF/EBU/ABF (2 per score beaten) and ACBL (1 per score beaten).
const (
	WBF  Rules = "wbf"
	ACBL Rules = "acbl"
)

// Options tune a scoring method. The zero value means the defaults given by
// DefaultOptions.
type Options struct {
	// Law12C2c lifts Average-plus to the pair's session percentage when
	// higher, and lowers Average-minus to it when lower.
	Law12C2c bool
	// AveragePlusIMPs is what Average-plus is worth in IMP methods
	// (Average-minus is its negative); 3 by default.
	AveragePlusIMPs *big.Rat
	// ButlerDrop is how many of the highest and lowest NS scores are left out
	// of the Butler datum (1 when zero; a negative value leaves out none);
	// ButlerDropMin is the number of real results a board needs before any
	// are dropped (3 when zero). At least one score is always kept.
	ButlerDrop    int
	ButlerDropMin int
	// ButlerHalfEven rounds a datum ending in 5 to the even ten, as
	// ACBLscore does (425 → 420, 435 → 440), instead of away from zero.
	ButlerHalfEven bool
	// Expected is the number of results expected on every board (E of the
	// Neuberg formula); 0 means the largest number of lines on any board.
	Expected int
	// XIMPDivisor is what a cross-IMP sum is divided by; "" means
	// XIMPComparisons.
	XIMPDivisor XIMPDivisor
	// FouledSmallGroups applies the EBU White Book rule for fouled boards:
	// a group of 2 or 3 real results, on a board where at least three times
	// as many were expected, is not Neuberg-factored but scores 65% and 55%
	// (2 results) or 70%, 60% and 50% (3 results) by rank in each
	// direction, tied results sharing. Groups holding a weighted score are
	// always Neuberg-factored.
	FouledSmallGroups bool
	// FactorToSection factors every total to the most boards played by any
	// pair of the section, instead of by any pair of the pair's own field
	// (ACBL matchpoint totals always are).
	FactorToSection bool
	// InProgress scores a session whose results are still coming in, for
	// standings at any moment of the night: a pair that has played fewer
	// boards than another has not missed them but not reached them yet,
	// so every total is the sum of the pair's points on the boards it has
	// played, never factored up (percentages are of those boards anyway);
	// and matchpoints are given from the first result, a field where no
	// board yet has two results being scored as if two were expected
	// (Neuberg with E = 2: each result the average).
	InProgress bool
}

// XIMPDivisor names a convention for averaging cross-IMPs.
type XIMPDivisor string

// Cross-IMP divisors.
const (
	// XIMPComparisons divides by the number of other real results on the
	// board (ACBLscore "Average IMPs", BBO, most clubs).
	XIMPComparisons XIMPDivisor = "comparisons"
	// XIMPTotal does not divide ("Total IMPs").
	XIMPTotal XIMPDivisor = "total"
	// XIMPResults divides by the number of real results.
	XIMPResults XIMPDivisor = "results"
	// XIMPExpected scales the sum by expected/actual results and divides by
	// expected−1 comparisons (EBU, for boards with missing results).
	XIMPExpected XIMPDivisor = "expected"
)

// LineKind says what sort of entry a traveller line holds.
type LineKind int

// Kinds of traveller line.
const (
	// Played: a real result, a contract or a bare score, including an
	// assigned score substituted by the director.
	Played LineKind = iota
	// Artificial: Average, Average-plus, Average-minus or any split,
	// given as percentages for NS and EW (Law 12C2).
	Artificial
	// Weighted: a weighted assigned score (Law 12C1(c)); NS and EW may have
	// different weightings.
	Weighted
	// NotPlayed: the board does not count for either pair.
	NotPlayed
)

// WeightedScore is one component of a weighted assigned score.
type WeightedScore struct {
	Weight *big.Rat // a share of 1; the components of one side sum to 1
	Score  int      // NS-signed
	Result *Result  // the contract behind the score, when known
}

// Line is one line of a traveller: one table's result on one board.
type Line struct {
	// Section is the section whose table played the line, "" in a
	// session of one section.
	Section string
	Board   int
	Round   int // 0 when unknown
	Table   int // 0 when unknown
	NS, EW  string
	Kind    LineKind
	// Result is the contract played, when known (Played lines).
	Result *Result
	// Score is the NS-signed score of a Played line.
	Score int
	// NSPercent and EWPercent are an Artificial line's percentages
	// (e.g. 60 and 40 for A60-40).
	NSPercent, EWPercent int
	// NSWeights and EWWeights are a Weighted line's components.
	NSWeights, EWWeights []WeightedScore
	// Group is the fouled-board group: lines with the same Group on a board
	// played the same cards. 0 when the board was not fouled.
	Group int
	// Lead is the opening lead in the form ParseLead gives ("SA", "HT"),
	// "" when unknown. It is kept for the record and plays no part in
	// scoring.
	Lead string
}

// Pair is a competing pair.
type Pair struct {
	// Section is the pair's section, "" in a session of one section:
	// pair 3 NS of section A and pair 3 NS of section B are two pairs.
	Section string
	ID      string
	// Direction is "NS" or "EW" for a pair that stays one way in a
	// two-winner Mitchell; "" when all pairs form one field.
	Direction string
	Names     []string
}

// Session is everything needed to score a pairs session.
type Session struct {
	Method  Method
	Rules   Rules
	Options Options
	// Field says how a session of several sections is scored: each
	// section on its own (BySection, the default) or across the field.
	Field Field
	// SectionBoards lists, by section, the boards each section plays when
	// its movement says so; nil when only the lines entered tell.
	SectionBoards map[string][]int
	Pairs         []Pair
	Lines         []Line
}

// LineResult is a scored traveller line.
type LineResult struct {
	Line
	// NSPoints and EWPoints are matchpoints (after Neuberg, on the rules'
	// scale) or IMPs.
	NSPoints, EWPoints *big.Rat
}

// BoardResult is a scored board.
type BoardResult struct {
	// Section is the section whose lines these are when the sections of a
	// session are scored apart; "" when the board was scored across the
	// field or the session has one section.
	Section string
	Board   int
	// Top is the full top of the board on the rules' scale (matchpoints).
	Top *big.Rat
	// Datum is the Butler datum; nil for other methods.
	Datum *int
	// GroupDatums holds the Butler datum of each group of a fouled board,
	// keyed by Line.Group; nil otherwise.
	GroupDatums map[int]int
	Lines       []LineResult
}

// PairResult is a pair's place in the ranking.
type PairResult struct {
	Pair
	Boards int      // boards the pair played (not-played boards excluded)
	Total  *big.Rat // factored total: matchpoints or IMPs
	// FactoredTo is the number of boards the total is scaled to: the
	// total is the sum of the pair's points ×FactoredTo/Boards. It equals
	// Boards when the pair played as many boards as the most in its field
	// (or section) and nothing was scaled.
	FactoredTo int
	Percent    *big.Rat // nil for IMP methods
	Rank       string   // "1", "2=", ...: the place in the pair's section and field
	// OverallRank is the place across every section, in the same
	// direction, of a session scored across the field; "" otherwise.
	OverallRank string
}

// Standings is a scored session. Its big.Rats are to be read, not
// changed: lines and pairs of equal points may share one.
type Standings struct {
	Method Method
	Rules  Rules
	// Expected is E, the number of results expected on each board.
	Expected int
	Boards   []BoardResult
	// Field is how the sections were compared; "" for one section.
	Field Field
	// Sections lists the sections in the order their pairs come, nil for
	// a session of one section.
	Sections []string
	// Pairs holds the ranking, section by section and within each field
	// by field (NS then EW in a two-winner Mitchell), best first.
	Pairs []PairResult
}
