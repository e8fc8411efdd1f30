// Package site writes a club's results website as static files, to be put
// on any web host or opened from a folder: a home page of the sessions and
// events, newest first; each session's results page (the ranking, recap,
// travellers with the hands, makeable contracts and par, every pair's
// score card and the movement, as package reports lays them out); each
// event's combined ranking; a page for each player (sessions, partners,
// percentages, places and master points); a list of the players; and a
// search over players and sessions that needs no server.
//
// The pages say nothing the club service does not publish: players who
// asked not to be shown by name appear under their initials and have no
// page. Everything comes through package club.
//
// Building again is incremental. A manifest beside the pages keeps each
// session's stamp (which the service changes whenever anything its page
// shows may have changed), what its players' pages need of it, and a hash
// of every page written; a session whose stamp has not changed is not
// scored again, and a page whose content has not changed is not written
// again. Pages the site no longer has are removed; nothing else in the
// folder is touched.
//
// The site writes over only its own pages: those the manifest lists, or
// a build has claimed before writing them. A file of the user's under a
// page's name, or a link leading out of the folder, is refused with its
// name before anything is written; the temporary files of a build that
// was stopped are removed by the next.
package site
