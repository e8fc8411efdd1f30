// Package tableserver is the table-entry server: each table of a session opens
// its own page on any phone's browser with the access code printed on its
// table card, and enters its results straight into the director's
// session. It speaks HTTP and nothing else; every result goes through the
// club service exactly as a typed one does.
//
// The HTTP contract (documented in the README):
//
//	GET  /t/{code}             the table's page
//	GET  /api/t/{code}         the table's rounds, boards and entered results
//	POST /api/t/{code}/result  {"id", "round", "board", "result", "lead"}
//	POST /api/director/lock    {"pin", "round", "locked"}
//	GET  /api/director/progress (header X-Director-PIN)
package tableserver
