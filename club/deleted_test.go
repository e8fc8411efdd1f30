package club

import (
	"fmt"
	"testing"
	"time"

	"bridgescore/fault"
)

// gone says whether every door's question of a session is refused as
// not found: a table's page, the room's page and, with post, a table's
// result.
func gone(s *OpenSession, post bool) (bool, string) {
	_, tableErr := s.Table("", 1, true)
	_, liveErr := s.Live()
	errs := []error{tableErr, liveErr}
	if post {
		_, enterErr := fromTable(s, 1, 1, 1, "4SN=")
		errs = append(errs, enterErr)
	}
	for _, err := range errs {
		if fault.CodeOf(err) != fault.NotFound {
			return false, fmt.Sprint(errs)
		}
	}
	return true, ""
}

// A session deleted, by this program or another, is refused to every
// door that still holds it open (the tables' pages, the room's page, a
// table's result) at once, not when the server restarts; brought back,
// it is served again.
func TestDeletedSessionIsGone(t *testing.T) {
	s, path := tablesSession(t, 3, 2)
	id := s.ID()
	if ok, why := gone(s, false); ok {
		t.Fatal("refused before it is deleted", why)
	}
	// Another program deletes it: the pages are refused within the
	// server's poll, a table's result on the spot.
	asDirectorElsewhere(t, path, id, "delete")
	deleted := time.Now()
	for {
		ok, why := gone(s, false)
		if ok {
			break
		}
		if time.Since(deleted) > 10*PollEvery+5*time.Second {
			t.Fatalf("still served %v after another program deleted it: %s", time.Since(deleted), why)
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Logf("pages refused %v after another program deleted it (the poll is every %v)", time.Since(deleted).Round(time.Millisecond), PollEvery)
	asDirectorElsewhere(t, path, id, "restore")
	for ok, _ := gone(s, false); ok; ok, _ = gone(s, false) {
		if time.Since(deleted) > 20*PollEvery+10*time.Second {
			t.Fatal("not served again once brought back")
		}
		time.Sleep(10 * time.Millisecond)
	}
	// Deleted elsewhere again, a table's result sent before the poll
	// has seen it is refused, and nothing written.
	asDirectorElsewhere(t, path, id, "delete")
	if _, err := fromTable(s, 2, 1, 3, "3NTS="); fault.CodeOf(err) != fault.NotFound {
		t.Errorf("a table's result to a session just deleted elsewhere: %v (%s)", err, fault.CodeOf(err))
	}
	if ok, why := gone(s, true); !ok {
		t.Errorf("served once a result found it deleted: %s", why)
	}
	asDirectorElsewhere(t, path, id, "restore")
	for ok, _ := gone(s, false); ok; ok, _ = gone(s, false) {
		if time.Since(deleted) > 30*PollEvery+15*time.Second {
			t.Fatal("not served again once brought back")
		}
		time.Sleep(10 * time.Millisecond)
	}
	// This program deletes it, as the window's list does: refused at once.
	d := s.l.desk
	if err := d.Delete(id); err != nil {
		t.Fatal(err)
	}
	if ok, why := gone(s, true); !ok {
		t.Errorf("served just after this program deleted it: %s", why)
	}
	if err := d.Restore(id); err != nil {
		t.Fatal(err)
	}
	if ok, _ := gone(s, true); ok {
		t.Error("refused once brought back")
	}
	if s.Entered() != 1 {
		t.Errorf("%d results stored, want the one sent once it was back", s.Entered())
	}
}
