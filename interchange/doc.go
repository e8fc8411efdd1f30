// Package interchange reads and writes the files other bridge software
// speaks: USEBIO 1.0/1.2 XML results, the CSV traveller format of
// `bridgescore score`, and PBN hand records.
//
// Readers take an io.Reader and return an Event: the club, the event, the
// pairs exactly as the file names them, the traveller lines as a
// scoring.Session, and any hands the file holds. Bad input is reported as a
// *ParseError naming the line or element, the field and what was expected;
// no input makes a reader panic.
package interchange
