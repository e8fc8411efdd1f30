// Package interchange reads and writes the files other bridge software
// speaks: USEBIO 1.0/1.2 XML results, the CSV traveller format of
// `bridgescore score`, and PBN hand records; and writes BridgeWebs' own
// CSV results file.
//
// Readers take an io.Reader and return a ResultsFile: the club, the session's name, the
// pairs exactly as the file names them, the traveller lines as a
// scoring.Session, and any hands the file holds. Bad input is reported as a
// *ParseError naming the line or element, the field and what was expected;
// no input makes a reader panic.
//
// # Liberal in what is read, strict in what is scored
//
// A field that plays no part in scoring — the opening lead, names,
// national numbers, masterpoints, hands, remarks, elements or columns
// bridgescore does not know — never refuses a file. It is kept where it
// can be understood; otherwise it is left out and a one-line note naming
// the line goes to the ResultsFile's Warnings, which the commands print on
// standard error and the window shows with the import.
//
// A field that decides a score — contract, declarer, tricks, score, pair
// numbers, adjusted scores — is read in every notation a scoring program is
// known to write (see notation.go: leads rank or suit first, scores with a
// sign or decimals, PASS/AP/Passed/0, 60%-40% and AVE+, 1-NS and NS1 …), and
// is refused only when no such notation reads it, with the line named;
// nothing is then stored. A contract no notation reads, beside the score
// the program worked out from it (Pianola's 42 for four spades making
// twelve, SCORE 480), does not decide the line: it is scored on its score
// and the contract left out with a note. A pair id in a file that does not list its pairs
// is one more such field: one written differently from the rest of the
// file, or playing far fewer boards than the others, is refused as a slip
// unless the caller allows new pairs (ReadOptions.AllowNewPairs).
//
// # Artificial scores, side by side
//
// Under Law 12C2(a) each side's artificial score is its own: both sides
// may be non-offending (Average-plus each, 60/60), both at fault (40/40),
// or one partly (50/60). Every reader keeps each side's award as the file
// writes it — A60-60, A6060, A60/60, 60%-60%, AVE+/AVE+ in one field, or
// one field a side (USEBIO's NS_SCORE and EW_SCORE, PBN's Score_NS and
// Score_EW, the CSV format's ns_score and ew_score, each holding A, A=,
// A+, A-, AVE+, A60 or 60%) — and every writer writes both back. A single
// award (A+, A60-40's shorthand A60, or one side's field with the other's
// empty or "-") is given from that side: the other side has the rest of
// 100%, so A+ alone is 60% to its side and 40% to the other.
//
// # Hands and sit-outs
//
// Hands play no part in the score: a results file whose hand cannot be
// read is read without it, with a note naming its line (ReadHandRecord,
// for a hand record attached on purpose, refuses it). A void is read
// however a program writes it: "-", "—", empty or a missing suit. A row
// that only records a pair sitting out — no opponent ("-", "0", empty,
// or the phantom's number) or a score such as Bye — is read as the
// sit-out it is, with a note.
//
// # BridgeWebs' CSV results file
//
// WriteBridgeWebs writes the results file BridgeWebs documents for
// uploads ("22.3 CSV Format", bridgewebs.com/guideus/page40.html, release
// 2.19r): each line an option ('#' and its name, not case-sensitive, then
// its values) or data, the separator whatever the first line uses
// (semicolon, tab or comma); the options read there include Version (std1),
// Comment, Aggregate, Boards, Butler and Crossimp (any value says so),
// Date (DD/MM/YYYY), Director, Scorer, Source and Description. The text
// of the guide read here stops there: the sections of data are as one
// program that uploads to BridgeWebs writes them (Knave Bridge Scorer,
// Paul Haffenden's Perl club scorer, Scoreclient.pm, revision 1332, 2014:
// #Version;std1, #Title, #source, #Date, #Boards, #Winners, one #Scores
// block a winner with its header Position;Pair;Name1;Name2;Score;Tops;
// Percent;Mpts;Boards and then a column a board, the pair's points or X;
// then #Travellers, its header NS;EW;NSScore;EWScore;NSPts;EWPts;Contract;
// Tricks;Declarer;Lead and a #Board;N line before each board's lines, the
// score in NSScore when North-South scored it and else in EWScore, an
// average as each side's percentage, "60%" and "40%"). Its contracts are
// written as that program writes them (4S, 3N, * doubled, ** redoubled)
// and its leads rank first (AS, TH). What neither says — a session of
// several sections (refused), an IMP session's columns (the IMPs in
// Score, Tops and Percent left empty), a weighted score (its points
// only), a passed-out board ("Pass") — is the package's choice; the
// README says which is which.
//
// # Large files
//
// A USEBIO file is read as it streams from the disk (xmlscan.go), never
// held whole, so a national simultaneous pairs of hundreds of sections is
// read in the memory its results take. What bounds it is what a results
// file can hold — traveller lines, elements, lines, nesting, the length
// of one field — not its size in bytes: a file beyond any of these, an
// XML bomb or a gigabyte of anything, is refused once it passes the bound,
// saying which. CSV and PBN files are read whole, up to 16 MB.
package interchange
