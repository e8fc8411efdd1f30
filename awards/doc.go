// Package awards works out the master points a session earns: the
// English Bridge Union's local points, the Australian Bridge Federation's
// masterpoints and the ACBL's club masterpoints, for a whole field or for
// each stratum of a stratified game; for pairs, individuals and teams.
//
// It is pure: a field is its places (ties sharing a number), its size and
// the boards played; the answer is each competitor's award with a line
// explaining it. Nothing here reads a file, a clock or a database.
//
// # EBU local points
//
// From the EBU Licensing and Master Points Handbook (chapter 3, and the
// scales of its appendix: Scale A club, B district, C county, D regional,
// E national, F the single-winner individual; ebu.co.uk, "Full details on
// how to award masterpoints can be found in the Licensing and Masterpoints
// Handbook", ebu.co.uk/competitions/regulations/licencing/masterpoints.htm),
// as the Debian program Salliere (mjj29/salliere, MasterPointScale.java
// and Salliere.localpoint) implements them:
//
//   - Only complete tables count: half tables are ignored (handbook
//     4.12.8(ii), quoted at forums.ebu.co.uk/discussion/comment/9215).
//   - No points unless the original entry was at least 3 complete tables
//     in a single-winner pairs (Howell or arrow-switched), 5 complete
//     tables in a two-winner pairs (Mitchell), 2 complete tables in a
//     single-winner individual (handbook 3.1.1, quoted at
//     forums.ebu.co.uk/discussion/1421).
//   - The number of awards is a share of the competitors: 1/4 for fewer
//     than 18 boards, 1/3 for 18 to 35, 1/2 for 36 or more (1/4 always on
//     a quali-final scale), rounded up: 25 or 26 tables at 1/4, 19 tables
//     at 1/3 and 13 tables at 1/2 all give 13 awards, as the handbook's
//     tables do (forum comment/9215).
//   - Points go down by a fixed step from the top, which is the step times
//     the number of awards: 6 a place on the club scale, 9 district, 12
//     county, 18 regional, 24 national (half that for individuals, whose
//     lowest awards are still the minimum: a 6-table individual of 18-35
//     boards gives 24, 21, 18, 15, 12, 9, 6, 6, forum discussion/1365); a
//     quali-final scale steps by 11, 16.5, 22, 33, 44. A place's points
//     are rounded up to a whole number.
//   - No award is above the cap for the boards played: on the club scale
//     nothing for fewer than 12 boards, at most 75 for 12-17, 100 for
//     18-35, 300 for 36 or more (district ×1.5 rounded up, county ×2,
//     regional ×3, national ×4); a quali-final scale caps at 300, 450,
//     600, 900, 1200 whatever the boards.
//   - Tied competitors share the points of the places they fill, rounded
//     up, and never less than the scale's minimum award (6, 9, 12, 18,
//     24) once they share anything.
//
// Salliere ranks every pair of a session together. The programs the
// EBU's clubs use rank each line of a two-winner movement apart, and their
// files (testdata/real: EBUScore 1.2.24, PairsScorer 7.2.93) show how:
//
//   - A line of a two-winner pairs is a field of its own, its competitors
//     the movement's complete tables (a line of 9 pairs in a 9-table
//     Mitchell), the share of them earning points as above, rounded up;
//     points go down by 10 a place on the club scale (15, 20, 30, 40 on
//     the others, the club scale's multiples), from a top of 10 times
//     the number of awards: 9 tables of 24 boards give 30, 20, 10 each
//     way; 11 tables of 22 boards 40, 30, 20, 10.
//   - A session of several sections scored across the field is awarded
//     on its places overall: one winner's field is every section's pairs
//     (EBUScore 1.2.20: 35 pairs, 18 boards, 12 awards from 72 down to
//     6), a two-winner line every section's pairs in that direction
//     (PairsScorer: two sections of 8 tables, 21 boards, 60 down to 10
//     each way). Complete tables are counted section by section.
//
// The handbook's own two-winner table was not among the sources: this
// reading is the programs', and the explanation says so. The minimum
// award, caps and ties are the single-winner ones.
//
// Teams events are awarded on the two-winner step, a share of the teams
// by the boards played as above: TeamsScorer (an EBU-approved program)
// gives a multiple teams of 10 teams and 24 boards 40, 30, 20, 10
// (testdata/real/teamsscorer_multiple_teams_vp.xml, compared by club's
// TestRealTeamsFiles), and the Scottish Bridge Union's published scale
// gives a 6-table two-winner event and a 6-team event the same awards, 20
// and 10 (bridgewebs.com/kirkcaldy/page6.html, from the SBU's director);
// the EBU handbook's own teams table was not among the sources, and no
// smallest entry is applied. A quali-final scale steps by its pairs step
// whatever the kind of event.
//
// # EBU green points
//
// Green points are the EBU's awards for licensed congresses and
// competitions (ebu-green:TOP,BOTTOM,PLACES[,WIN]). The EBU's Green Point
// Calculator (ebu.co.uk/masterpoints/green-point-calculator) says an
// event's top award, lowest award and number of places paid are set in its
// programme, the calculator working out the places between, and that a
// match won earns its boards divided by 29, a fraction rounded up to the
// hundredth (a draw half that, rounded up: 0.13 in a 7-board match). The
// programme may set its own award for a match won (WIN), as EBUScoreTeams'
// example event does (0.32 for its 6-board matches, where the rule gives
// 0.21).
//
// How the calculator fills the places between is not published: the
// EBU's article introducing it (Max Bavin, ebu.co.uk/newsletters/?id=10&page=4)
// describes the shape — a big gap from 1st to 2nd, smaller gaps after,
// then linear down to the last award — and EBUScoreTeams 1.1.3's
// ebuscoreteams_point_a_board.xml (top 5.00, lowest 0.50, 8 places: 5.00,
// 2.75, 2.00, 1.63, 1.34, 1.06, 0.78, 0.50) fits it exactly with the rule
// used here, read from that file: a place earns the lowest award plus a
// share of the difference between the top and the lowest, 1/place for the
// first place and the places up to the middle of those paid, then falling
// evenly from the middle (2/places there) to nothing at the last place
// paid, rounded to the hundredth, half up. Tied places share their awards,
// rounded up to the hundredth; a team adds its matches' awards to its
// place's. USEBIO files write green points in hundredths ("676" for
// 6.76), as EBUScoreTeams does.
//
// # ABF masterpoints
//
// From the ABF Masterpoint Manual (abfmasterpoints.com.au/mpmanual, 3.1
// Masterpoint formulae and 4.2 Session awards):
//
//   - A session's winner earns, with T the tables in play in the field's
//     movement (half tables counted whole) and W the grade's weighting
//     (the multiplying factor: 1.5 for an ordinary club session, grade E,
//     0.75 for supervised play, grade F, 2 or so for a club championship,
//     2.5 for a red-point special club session, grade B4c): 0.02·W·T in
//     each line of a two-winner movement up to 30 tables, W·(1−e^(−T/32))
//     above; 0.04·W·T in a single-winner movement, an individual or (our
//     reading) a teams event up to 15 tables, W·(1−e^(−T/16)) above. The
//     exponential awards are worked out in floating point.
//   - The runner-up earns 70% of the winner's award, the others the
//     winner's award divided by one less than the place (a half for
//     third, a third for fourth); each place is rounded to the hundredth,
//     .005 up.
//   - Awards go to the top half of the field, rounded down, in pairs and
//     individual events; to the top third, rounded up, in teams events.
//     The manual gives Butler pairs played in rounds of 5 boards or more
//     the top third; Compscore3 awards a Butler Howell of 5-board rounds
//     to the top half (compscore3_butler_howell.xml), and so does this
//     package.
//   - Tied places share their places' awards, each rounded to the
//     hundredth, their sum divided equally and rounded to the hundredth:
//     as Compscore3 writes them (compscore3_mp_pairs_mitchell.xml: 0.11
//     and 0.10 shared are 0.11 each); the manual's clause 4.4.6 on ties
//     was not among the sources.
//   - Green points are for club sessions, red for the special club
//     sessions of grade B4c and above (abf-red:WEIGHT); USEBIO files carry
//     them in hundredths with MASTER_POINT_TYPE GREEN or RED, as
//     Compscore3 writes them and the ABF's own results site reads them
//     (abftech/cobalt).
//
// # ACBL club masterpoints
//
// From the ACBL Handbook, "I. Calculating the awards"
// (acbl.org/about-acbl/administration/acbl-handbook/i-calculating-the-awards/):
//
//   - Awards are per comparison group: an eight-table Mitchell is two
//     groups of 8 pairs, a five-table Howell one group of 10. In a
//     Mitchell a half table counts as a full one (7½ tables: 8 pairs in
//     each group); a 5½-table Howell is a group of 11 pairs.
//   - Depth: 40% of the pairs in the group, rounded to the nearest whole
//     number, .5 up.
//   - First place: open games 0.10 a table of the group (a pair of a
//     Mitchell direction, at most 1.50); invitational 0.08 a pair (at most
//     1.20); restricted games 0.05 a pair for a limit up to 20
//     masterpoints, 0.06 up to 100, 0.07 up to 200, 0.08 above 200;
//     newcomer games 0.03 up to 5, 0.04 up to 10, 0.05 up to 20 (at most
//     1.00). The handbook's section gives no maximum for restricted games:
//     the invitational one, 1.20, is used.
//   - Second place 70% of first, third 50%, fourth 35%, fifth 1/5, sixth
//     1/6, and so on. Each place's award is rounded to the hundredth, .005
//     up; tied pairs share the awards of the places they fill (none beyond
//     the depth), rounded the same way.
//   - Stratified pairs: two or three strata, the lowest with at least five
//     pairs. The A ranking is the whole field; B ranks the B and C pairs
//     alone, C the C pairs alone, each awarded as a group of its own
//     pairs; a pair receives the largest award it earned. A pair's stratum
//     is set by the higher player's holding or the partnership's average,
//     as the club chooses (bridgewebs.com/lascandelas/page10.html).
//   - A stratum below A is awarded as a game restricted to its limit, at
//     the handbook's restricted rates: in an open game stratified 200/50,
//     stratum B earns 0.07 a pair, not 0.10. The handbook's section does
//     not say so; ACBL's own masterpoint engine does (results.acbl.org,
//     through Live for Clubs: a "Club Rating Point" game of 11 pairs,
//     testdata/real/acbl_live_club_rating_point.json, reproduced pair by
//     pair), and the explanation names the stratum's restricted game.
//
// The ACBL's special club games (club championships, charity and
// ACBL-wide games, upgraded championships) award overall places across the
// whole game, "without regard to the field" (ACBL Handbook, "V. Awards":
// second 75% of first, at most six places, section awards besides; the
// handbook gives the overall awards as charts "at the end of this chapter",
// charts not among the sources). Their first overall follows the ACBL's
// general formula, first overall = B × R × S × M × P × T with B = (tables +
// 10) / 60 for up to 60 tables (ACBL Masterpoint Rules & Regulations, "I.
// General formula", the ACBL's tech file of 2003); the factor R a special
// club game is rated at was not among the sources. Two games are offered,
// each at the R ACBL's own masterpoint engine awards on (results.acbl.org,
// through Live for Clubs), fitted to one real results page each and said so
// on screen and paper:
//
//   - acbl-wide-charity, the ACBL-wide charity game (ACBLscore's rating
//     24), at R = 11.25: a game of 12½ tables, 13 in play, whose first five
//     overall earned 4.31, 3.23, 2.42, 1.82, 1.36 = (13 + 10) / 60 × 11.25
//     rounded, then 75% of the place before, each worked from the rounded
//     first (testdata/real/acbl_live_wide_charity.json); the 4.31 pins R
//     between 11.23 and 11.26.
//   - acbl-club-championship, an open club championship (ACBLscore's rating
//     2, Live for Clubs' "Club Championship"), at R = 12.53: a game of 7
//     tables whose first five overall earned 3.55, 2.66, 2.00, 1.50, 1.12
//     (testdata/real/acbl_live_club_championship.json); the 3.55 pins R
//     between 12.51 and 12.55, and 12.53 is taken. The same B and R with
//     this one page's fit are assumed for every size of game.
//
// Their pairs are ranked together on their percentages. Their section
// awards (which both pages show larger than a regular game's: the
// championship's third in a line of 7 pairs earned 0.94 where the handbook's
// regular game gives 0.35) and their strata's awards were not found as
// rules and one page each does not fix them, so they are not worked out
// and strata are refused. Invitational, restricted and newcomer club
// championships (the handbook: "the same percentages of this chart as they
// do for regular club games") are not offered: no page of one was found,
// and that reading does not give the championship page's stratum B (limit
// 1100, 9 pairs) its first overall of 1.68 or 1.69 (80% of the open
// chart's 3.13 at 5 tables would be 2.51).
//
// Not offered, their ratings not found: charity club championships,
// unit- and district-rated (upgraded) club championships, the International
// Fund, Junior Fund, Grass Roots Fund and Educational Foundation games,
// club appreciation games, STaC sessions (sectional-rated, the general
// formula's sectional R of 10.00 in the tech file of 2003, but ACBL's
// current R and the STaC's own adjustments were not found), instant
// matchpoint games and the other ratings ACBLscore lists. Searched: the
// ACBL Handbook's club pages on acbl.org ("I. Calculating the awards", "V.
// Awards", "IV. Special fund games" and "Section five: club championships
// and special events", which send the reader to the club masterpoint
// charts; "Section three: masterpoint award regulations"; "VI.
// Foundation/fund unit tournaments": a unit's fund games are
// sectional-rated; an upgraded club championship is "a 81.8%
// sectional-rated game"), the handbook of January 2000 (bridgehands.com's
// copy of chapter 4: its contents list the club championship and charity
// club championship awards, the charts not among the sources), ACBL's
// "Masterpoint Awards Rules & Regulations" of 2019 (Codification Appendix
// 13.B, whose "Special Club Games and the General Formula" was found by
// its contents only), the tech file of 2003 (its general formula and
// tournament ratings, no club ratings, and its M factors for limited events
// not among the sources), ACBLscore's manual, and public repositories that
// read ACBL results (Rick-Wilson/acbl-live-fetch, BSalita/acbl-pipeline,
// ishermandom/bridge: the only pages with awards are the two above and the
// regular game in TestACBLLiveClubGame). A results page of each of these
// games, or the charts, would fix them.
//
// The EBU allows stratified club events in the same way (EBU Club Focus,
// Spring 2011, ebu.co.uk/newsletters/?id=9&page=3), each category's awards
// worked out on its own pairs, half tables ignored (handbook 4.12.8). EBU
// regulations award no master points on handicapped results
// (ebu.co.uk/ebuscore-wiki/handicaps): awards here are always worked out
// on the scratch ranking.
package awards
