package tables

import (
	_ "embed"
	"fmt"
	"html/template"
	"net/http"
)

//go:embed page.html
var pageText string

var pageTemplate = template.Must(template.New("page").Parse(pageText))

// page is the table's own page: the rounds and boards come from the API,
// so that a page kept open recovers by itself after a restart.
func (srv *Server) page(w http.ResponseWriter, r *http.Request) {
	srv.mu.Lock()
	table, ok := srv.table(w, r)
	section := srv.s.Section()
	srv.mu.Unlock()
	if !ok {
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	// A table of a section is named with it, as its guide card is.
	name := fmt.Sprint(table)
	if section != "" {
		name = section + fmt.Sprint(table)
	}
	pageTemplate.Execute(w, struct{ Table string }{name})
}
