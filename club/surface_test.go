package club

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// No exported function or method of club takes or returns a store type,
// and no exported type shows one in its fields: the doors ask the service
// and never hold the store.
func TestNoStoreTypeInTheSurface(t *testing.T) {
	fset := token.NewFileSet()
	files, err := parseSources(fset, ".", 0)
	if err != nil {
		t.Fatal(err)
	}
	usesStore := func(n ast.Node) bool {
		found := false
		ast.Inspect(n, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "store" {
					found = true
				}
			}
			return !found
		})
		return found
	}
	checked := 0
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() || (d.Recv != nil && !exportedReceiver(d.Recv)) {
					continue
				}
				checked++
				if usesStore(d.Type) {
					t.Errorf("%s: %s has a store type in its signature", fset.Position(d.Pos()), d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					ts, ok := s.(*ast.TypeSpec)
					if !ok || !ts.Name.IsExported() {
						continue
					}
					checked++
					if st, ok := ts.Type.(*ast.StructType); ok {
						for _, fl := range st.Fields.List {
							exported := len(fl.Names) == 0
							for _, n := range fl.Names {
								exported = exported || n.IsExported()
							}
							if exported && usesStore(fl.Type) {
								t.Errorf("%s: %s shows a store type in an exported field", fset.Position(fl.Pos()), ts.Name.Name)
							}
						}
					} else if usesStore(ts.Type) {
						t.Errorf("%s: %s is made of a store type", fset.Position(ts.Pos()), ts.Name.Name)
					}
				}
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d exported functions and types found: the package was not read", checked)
	}
}

// exportedReceiver tells whether a method's receiver is an exported type.
func exportedReceiver(r *ast.FieldList) bool {
	e := r.List[0].Type
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	if ix, ok := e.(*ast.IndexExpr); ok {
		e = ix.X
	}
	id, ok := e.(*ast.Ident)
	return ok && id.IsExported()
}

// The floors between the doors and what lies under the service: the
// command line reads no file and touches no store itself, the service
// neither serves nor sends over HTTP nor runs programs (the printer and
// BridgeWebs have packages of their own), and the window opens no store.
func TestDoorsImportOnlyTheService(t *testing.T) {
	forbidden := map[string][]string{
		"../cli":    {"bridgescore/interchange", "bridgescore/store"},
		".":         {"net/http", "os/exec"},
		"../window": {"bridgescore/store"},
		"../ui":     {"bridgescore/store", "bridgescore/interchange"},
	}
	for dir, banned := range forbidden {
		fset := token.NewFileSet()
		sources, err := parseSources(fset, dir, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		files := 0
		for name, f := range sources {
			files++
			for _, im := range f.Imports {
				for _, b := range banned {
					if strings.Trim(im.Path.Value, `"`) == b {
						t.Errorf("%s imports %s", name, b)
					}
				}
			}
		}
		if files == 0 {
			t.Errorf("%s: no files read", dir)
		}
	}
}

// parseSources parses a folder's Go files other than tests, by name.
func parseSources(fset *token.FileSet, dir string, mode parser.Mode) (map[string]*ast.File, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	out := map[string]*ast.File{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, mode)
		if err != nil {
			return nil, err
		}
		out[name] = f
	}
	return out, nil
}
