package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// adjust over a result says what it took the place of, as enter does; a
// result with something after it is quoted as typed, after what was read.
func TestAdjustAndEnterSayWhatTheyReplace(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := lastLine(stMust(t, "new", "--name", "Tuesday", "--movement", "mitchell", "--tables", "7", "--db", db))
	line := []string{"--session", id, "--board", "1", "--ns", "1", "--ew", "1", "--db", db}
	out := stMust(t, append([]string{"enter"}, append(line, "4SN=")...)...)
	if !strings.HasSuffix(out, "4SN= (NS +420) entered\n") {
		t.Errorf("enter printed %q", out)
	}
	out = stMust(t, append([]string{"adjust"}, append(line, "A60-40")...)...)
	if !strings.Contains(out, "in place of 1NS v 1EW: 4SN= (NS +420) (undo brings it back)") {
		t.Errorf("adjust over a result should say what it replaced: %q", out)
	}
	out = stMust(t, append([]string{"enter"}, append(line, "4SN=")...)...)
	if !strings.Contains(out, "entered in place of 1NS v 1EW: A60-40") {
		t.Errorf("enter over an adjusted score should say what it replaced: %q", out)
	}
	code, _, errOut := stRun(t, append([]string{"enter"}, append(line, "4SN=q")...)...)
	if code != exitInvalid || !strings.Contains(errOut, `unexpected "q" after 4SN=: the declarer and the result are already given`) {
		t.Errorf("enter 4SN=q: exit %d, %q", code, errOut)
	}
}
