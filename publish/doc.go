// Package publish sends a session's results to the web services clubs
// publish them on.
//
// BridgeWebs takes an upload by HTTP POST, as its guide describes for
// scoring programs ("API Interface", bridgewebs.com/guide/_api_interface.html
// and guideus/page331.html): the form fields club, password, type=upload,
// filename and data (the results file), event_id when the club's calendar
// event is known, and dealname and dealdata (the hand record, PBN among
// the formats listed), posted to the address three programs that upload
// to BridgeWebs use (BridgeWebsAddress, ?club=CODE after it). The service
// answers with a page that says "message = …"; that message is what the
// upload reports.
//
// The package builds the form and reads the answer; it knows nothing of
// the club's database, which package club reads the files and the
// password from.
package publish
