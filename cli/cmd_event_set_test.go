package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// Sessions join an event after they are stored (event), or as they are
// set up (new --event): the event's standings take them in, and undo
// takes a session out again.
func TestSessionsJoinAnEvent(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	first := stImport(t, db, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	second := stImport(t, db, filepath.Join(stTestdata, "mitchell-7t", "session.xml"), "--again")
	if out := stMust(t, "event", "--session", first, "Club Championship", "--db", db); !strings.Contains(out, "a session of Club Championship") {
		t.Errorf("event said %q", out)
	}
	stMust(t, "event", "--session", second, "club championship", "--db", db)
	var ev eventOut
	if err := json.Unmarshal([]byte(stMust(t, "standings", "--event", "Club Championship", "--format", "json", "--db", db)), &ev); err != nil {
		t.Fatal(err)
	}
	if len(ev.Sessions) != 2 || len(ev.Pairs) == 0 || len(ev.Pairs[0].Sessions) != 2 {
		t.Fatalf("event of %v, first pair %+v", ev.Sessions, ev.Pairs[0])
	}
	if h := stMust(t, "history", "--session", second, "--db", db); !strings.Contains(h, "put into the event Club Championship") || !strings.Contains(h, "an event of its own") {
		t.Errorf("the history does not keep the change:\n%s", h)
	}
	stMust(t, "undo", "--session", second, "--db", db)
	if err := json.Unmarshal([]byte(stMust(t, "standings", "--event", "Club Championship", "--format", "json", "--db", db)), &ev); err != nil {
		t.Fatal(err)
	}
	if len(ev.Sessions) != 1 {
		t.Errorf("after undo the event has sessions %v", ev.Sessions)
	}
	stMust(t, "event", "--session", first, "--none", "--db", db)
	if code, _, errOut := stRun(t, "standings", "--event", "Club Championship", "--db", db); code == 0 || !strings.Contains(errOut, "no sessions") {
		t.Errorf("an event with no session left: exit %d, %s", code, errOut)
	}
	// Set up as a session of an event.
	out := stMust(t, "new", "--name", "Evening two", "--movement", "mitchell", "--tables", "3", "--event", "Spring Cup", "--db", db)
	id := strings.TrimSpace(out[strings.LastIndex(strings.TrimSpace(out), "\n")+1:])
	if got := stMust(t, "sessions", "--db", db); !strings.Contains(got, "Spring Cup") {
		t.Errorf("the list does not name the event:\n%s", got)
	}
	if code, _, errOut := stRun(t, "event", "--session", id, "--db", db); code != 2 || !strings.Contains(errOut, "NAME") {
		t.Errorf("event without a name: exit %d, %s", code, errOut)
	}
}
