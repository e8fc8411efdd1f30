// Package access reads Microsoft Access databases: the Jet 3 format of
// Access 97 and the Jet 4 format of Access 2000 to 2003, in which
// Bridgemate's scoring files (.bws) and many older programs keep their
// data. It reads only: it lists a database's tables and gives the rows of
// a table, each value as a Go value of its column's type.
//
// It needs nothing installed: no ODBC driver, no Access, no C library.
// What it reads is what Microsoft's engine would give a query over the
// whole table: rows deleted are left out, rows moved to another page
// when they grew are followed there, long text (memo) and long binary
// values are gathered from the pages they are kept on.
//
// A database is read from its bytes, held whole in memory (Open): the
// caller decides how large a file it accepts. A file that is not an Access
// database, or one damaged so that a table cannot be read, is refused with
// an error saying what is wrong and where; nothing a file holds can make
// the reader loop, run out of memory or panic.
//
// Values are typed by column: Yes/No → bool; Byte, Integer and Long
// Integer → int64; Single and Double → float64; Currency → Currency;
// Date/Time → time.Time (in UTC: Access keeps the wall clock without a
// time zone); Text and Memo → string; Binary and OLE Object →
// []byte; Replication ID → the GUID as Access writes it; Decimal → its
// digits as a string. A null is nil. Text is decoded from the database's
// code page (Jet 3) or from UCS-2, compressed or not (Jet 4).
//
// A database Access has encoded ("Encode Database") is decoded as it is
// read; a database password does not stop it being read, as it does not
// in Access's own format. Access 2007 and later (.accdb) databases are
// refused: Bridgemate never writes them.
//
// Package accesstest builds small databases for tests.
package access
