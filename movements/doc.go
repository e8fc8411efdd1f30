// Package movements builds and checks pairs movements: Mitchell (odd, skip,
// relay and bye stand, half table, arrow switch, hesitation), Howell
// (published and generated, ¾, phantom) and a director's own custom
// movements read from a simple text format (see CustomFormat).
//
// Teams movements (NewTeamMovement: American whist, a round robin of
// two-table matches, a two-team match in stanzas) are checked by
// TeamMovement.Check, and SwissDraw draws the next round of a Swiss,
// teams or pairs, from the standings, with its reasons in words.
//
// Every movement can be validated (Validate: plain-words findings),
// measured for balance (Balance: Manning's competition score), turned into
// guide-card data (TableCards, PairRoutes), and the movements that fit a
// room are listed by Suggest. NextRound says where a table's pairs and
// boards go after a round, in the one wording the guide cards and the
// tables' pages share.
//
// Conventions: tables, rounds, board sets and pairs are numbered from 1;
// set s holds boards (s−1)·b+1 … s·b. Mitchell pairs carry a direction
// ("3 NS", "3 EW"); Howell and hesitation pairs are plain numbers. A half
// table is a phantom pair: whoever meets it sits out that round.
//
// Individual movements (four players a table, partnerships changing
// every round) are built by NewIndividual: the Rainbow for 5, 7, 11, 13 …
// tables, published schedules and cyclic whist schedules for the other
// sizes, with players short sitting out. CheckIndividual holds a schedule
// to the four criteria clubs use and says in words how well it meets
// them; PlayerRoutes and TableCards are its guide-card data.
//
// A Swiss pairs is drawn as a Swiss teams is (SwissDraw), from the
// standings scoring.ScoreSwissPairs gives after each round
// (StandingsForDraw); CheckDraws says, after a correction, which rounds'
// draws would have differed.
//
// It is pure: no files, no database, no GUI.
package movements
