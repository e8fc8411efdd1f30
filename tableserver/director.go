package tableserver

import (
	"fmt"
	"net/http"

	"bridgescore/club"
)

// page is the table's own page: the rounds and boards come from the API,
// so that a page kept open recovers by itself after a restart.
func (srv *Server) page(w http.ResponseWriter, r *http.Request) {
	t, ok := srv.table(w, r)
	if !ok {
		return
	}
	// A table of a session deleted has no page.
	if _, err := srv.s.Table(t.Section, t.Table, false); err != nil {
		refuseErr(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	// A table of a section is named with it, as its guide card is.
	pageTemplate().Execute(w, struct{ Table string }{t.Section + fmt.Sprint(t.Table)})
}

// checkPIN refuses a director's action without the director's PIN,
// counting a wrong PIN as a wrong code.
func (srv *Server) checkPIN(w http.ResponseWriter, r *http.Request, pin string) bool {
	addr := address(r)
	now := srv.opt.Now()
	if why := srv.guard.refused(addr, now); why != "" {
		refuse(w, http.StatusTooManyRequests, "%s", why)
		return false
	}
	if pin == "" || !equalConstantTime(pin, srv.pin) {
		srv.guard.wrong(addr, now)
		refuse(w, http.StatusForbidden, "the director's PIN is needed for this")
		return false
	}
	return true
}

type lockJSON struct {
	PIN    string `json:"pin"`
	Round  int    `json:"round"`
	Locked bool   `json:"locked"`
}

func (srv *Server) lock(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(w, r) {
		return
	}
	var in lockJSON
	if !readBody(w, r, &in) {
		return
	}
	if !srv.checkPIN(w, r, in.PIN) {
		return
	}
	if err := srv.s.LockRound(in.Round, in.Locked); err != nil {
		refuseErr(w, err)
		return
	}
	answer(w, http.StatusOK, map[string]any{"round": in.Round, "locked": in.Locked})
}

// cellJSON is one table in one round of the progress grid.
type cellJSON struct {
	Section string `json:"section,omitempty"`
	Table   int    `json:"table"`
	Round   int    `json:"round"`
	Entered int    `json:"entered"`
	Boards  int    `json:"boards"`
	On      bool   `json:"on"`
	Late    bool   `json:"late"`
	Locked  bool   `json:"locked"`
}

func (srv *Server) progress(w http.ResponseWriter, r *http.Request) {
	if !srv.checkPIN(w, r, r.Header.Get("X-Director-PIN")) {
		return
	}
	grid := srv.s.Progress()
	out := make([]cellJSON, len(grid))
	for i, c := range grid {
		out[i] = cellJSON(c)
	}
	answer(w, http.StatusOK, out)
}

// Guesses says how many wrong codes and PINs have been sent in the last
// minute, and from how many addresses, for the director's window.
func (srv *Server) Guesses() (wrong, addresses int) {
	return srv.guard.count(srv.opt.Now())
}

var _ Session = (*club.OpenSession)(nil)
