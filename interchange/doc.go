// Package interchange reads and writes the files other bridge software
// speaks: USEBIO 1.0/1.2 XML results, the CSV traveller format of
// `bridgescore score`, and PBN hand records.
//
// Readers take an io.Reader and return an Event: the club, the event, the
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
// the line goes to the Event's Warnings, which the commands print on
// standard error and the window shows with the import.
//
// A field that decides a score — contract, declarer, tricks, score, pair
// numbers, adjusted scores — is read in every notation a scoring program is
// known to write (see notation.go: leads rank or suit first, scores with a
// sign or decimals, PASS/AP/Passed/0, 60%-40% and AVE+, 1-NS and NS1 …), and
// is refused only when no such notation reads it, with the line named;
// nothing is then stored. A pair id in a file that does not list its pairs
// is one more such field: one written differently from the rest of the
// file, or playing far fewer boards than the others, is refused as a slip
// unless the caller allows new pairs (ReadOptions.AllowNewPairs).
package interchange
