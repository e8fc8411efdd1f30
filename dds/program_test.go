//go:build cgo && linux

package dds

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// buildSolver builds the solver program into a folder of the test's.
func buildSolver(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), SolverProgram)
	if out, err := exec.Command("go", "build", "-o", bin, "./solver").CombinedOutput(); err != nil {
		t.Fatalf("building %s: %v\n%s", SolverProgram, err, out)
	}
	return bin
}

// publishedBoards gives the first n of DDS's published deals.
func publishedBoards(t *testing.T, n int) []scoring.Deal {
	t.Helper()
	var boards []scoring.Deal
	for _, d := range readPublished(t, "../testdata/dds/list100.txt")[:n] {
		boards = append(boards, d.board)
	}
	return boards
}

// The program gives what the library gives in this process, across more
// deals than the solver takes in one call.
func TestSolverProgramAgreesWithTheLibrary(t *testing.T) {
	boards := publishedBoards(t, batch+3)
	want, err := Analyse(boards)
	if errors.Is(err, ErrUnavailable) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	got, err := analyseWith(buildSolver(t), boards)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the program's results differ from the library's:\n%v\n%v", got, want)
	}
}

// A deal the solver cannot take is refused in the same words either way.
func TestSolverProgramRefusesAsTheLibraryDoes(t *testing.T) {
	boards := publishedBoards(t, 2)
	boards[1].Hands[2] = boards[1].Hands[2][1:] // South one card short
	_, want := Analyse(boards)
	if want == nil || errors.Is(want, ErrUnavailable) {
		t.Skipf("in process: %v", want)
	}
	_, got := analyseWith(buildSolver(t), boards)
	if got == nil || got.Error() != want.Error() {
		t.Errorf("the program refused with %q, the library with %q", got, want)
	}
}

// What a broken or foreign program answers is refused, never taken for an
// analysis.
func TestSolverProgramAnswersChecked(t *testing.T) {
	boards := publishedBoards(t, 2)
	dir := t.TempDir()
	script := func(name, body string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return path
	}
	// A program that cannot load libdds says so as the library would.
	_, err := analyseWith(script("unavailable", "echo 'bridgescore-dds: '"+shellQuote(ErrUnavailable.Error())+" >&2; exit 3"), boards)
	if !errors.Is(err, ErrUnavailable) {
		t.Errorf("unavailable: %v, want ErrUnavailable", err)
	}
	for _, c := range []struct{ name, path, want string }{
		{"missing", filepath.Join(dir, "none"), "no such file"},
		{"nonsense", script("nonsense", "cat >/dev/null; echo hello"), "cannot be read"},
		{"short", script("short", `cat >/dev/null; echo '[{"Tricks":[[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0],[0,0,0,0,0]],"Par":{"Score":0}}]'`), "1 results for 2 deals"},
		{"silent failure", script("silent", "exit 4"), "exit status 4"},
		{"its own words", script("words", "echo 'bridgescore-dds: the deals cannot be read' >&2; exit 1"), "the deals cannot be read"},
		{"too much", script("much", "head -c 70000000 /dev/zero"), "more than any analysis holds"},
	} {
		_, err := analyseWith(c.path, boards)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}

// Where the program is not beside the running one, analysis is not
// available, and the refusal names the program it looked for and where.
func TestSolverBesideNamesWhatIsMissing(t *testing.T) {
	_, err := solverBeside()
	if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), SolverProgram) {
		t.Errorf("got %v, want ErrUnavailable naming %s", err, SolverProgram)
	}
}

// shellQuote quotes s for sh.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
