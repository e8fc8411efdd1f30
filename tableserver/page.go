package tableserver

import (
	_ "embed"
	"html/template"
	"sync"
)

//go:embed page.html
var pageText string

// pageTemplate is parsed when a table's page is first asked for.
var pageTemplate = sync.OnceValue(func() *template.Template { return template.Must(template.New("page").Parse(pageText)) })
