// Package scoring holds the rules of duplicate pairs scoring: the board's
// dealer and vulnerability (Law 2), contracts and the score of a deal
// (Law 77), adjusted scores (Law 12), matchpoints with Neuberg factoring
// (Law 78A, WBF and ACBL scales), cross-IMPs and Butler (Law 78B), rankings,
// and a plain-language explanation of every number; and of teams scoring:
// matches in IMPs, victory points on the WBF and discrete scales,
// board-a-match, point-a-board and aggregate, Law 86 adjusted scores, and
// split ties.
//
// A Swiss pairs (ScoreSwissPairs) is scored round by round: each round's
// boards across the field, each pair's result for the round turned into
// victory points (the EBU's percentage table, or the WBF scale for
// IMPs), the standings after each round.
//
// It is pure: no files, no database, no GUI. Matchpoints and IMP averages are
// kept as exact rationals and rounded only for display.
//
// # Glossary
//
// One word for one thing, here and in every package above this one:
//
//   - Pair: two players who play together all session, known by their
//     number, their direction and their section ("3NS", "B3EW"): pair 3 NS
//     and pair 3 EW of a two-winner Mitchell are different pairs. A pair of
//     a one-winner movement (a Howell) has no direction.
//   - Direction: North-South (NS) or East-West (EW), the cards a pair holds;
//     in a two-winner movement also the field it is ranked in.
//   - Section: a group of tables that play a movement of their own in one
//     session ("A", "B"); "" in a session of one section. Sections are
//     ranked each as its own field or across the field.
//   - Board: a numbered deal as the tables play it, with its dealer and
//     vulnerability fixed by its number.
//   - Deal: the four hands of a board (and, once analysed, what each
//     declarer makes double dummy and the par).
//   - Line: one row of a board's traveller: the two pairs that met on the
//     board, where and when (round, table), and what they scored — a result,
//     an artificial or assigned score, or not played.
//   - Result: a contract, its declarer and the tricks taken, or passed out:
//     what a line holds when the board was played. A deal's double-dummy
//     analysis is an analysis, and what a field earns in master points
//     its awards, not results.
//   - Round: the boards a table plays between two moves of the pairs. The
//     round a table is on is the earliest it has not finished, or a later
//     one the director has moved it on to.
//   - Table: where two pairs meet in a round, numbered within its section.
//   - Session: one night's play of one or more sections, scored together.
//     A session holds one Kind of competition: pairs, teams or individual
//     (a Swiss pairs is a pairs session whose rounds are drawn).
//   - Competitor: what a ranking ranks: a pair, a team, or a player of an
//     individual (Kind.Competitor names it).
//   - Field: the competitors ranked together: a section, one direction of
//     a two-winner movement, or every section of a session scored across
//     the field (how a session of several sections is ranked, by section
//     or across, is its Field setting; one ranking that earns awards is an
//     awards.Field).
//   - Standings: a session scored: every board's lines with their points,
//     every competitor's total, percentage and place.
//   - Team: four or more players, known by their number (and section),
//     whose pairs play in both rooms of a match.
//   - Match: two teams, home and away, playing the same boards in two
//     rooms: the open room, where the home team sits North-South, and the
//     closed room, where the away team does. A board of a match is scored
//     when both rooms' lines are in.
//   - IMPs and VPs: a board's net score between the rooms turned into
//     international matchpoints (Law 78B); a match's IMP margin turned into
//     victory points on a scale.
//   - Player: one player of an individual, known by his number (and
//     section): he partners a different player round by round, sitting one
//     seat (North, East, South or West).
//   - Individual: a session of players rather than pairs. Each line has
//     four players, one a seat; its two sides (North with South, East with
//     West) are scored as pairs are, and each player is credited with his
//     side's points over the tops of the boards he played.
//   - Movement: how the pairs (or teams, or players) and boards move from
//     round to round, table by table; one round of a table's guide card is
//     a movements.GuideRound, the round a director has moved a table on to
//     a store.TableMove.
//   - Traveller: a board's lines, one for each table that played it.
//   - Dealer: the seat that deals a board, fixed by its number (Law 2);
//     the package dealer deals random boards, and a deal is the hands.
//   - Analysis: a deal's double-dummy tricks and par (dds.Analysis).
//   - Played session: a session a player played, from which a handicap is
//     worked out (handicaps.PlayedSession); a game is not a session.
//   - Event: a series of sessions ranked together (a club championship over
//     several nights). A results file written by another program is a
//     results file, not an event.
package scoring
