package ui

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// A session made by another program on the same club file (the command
// line, another window) appears in the list within a second, and the
// session chosen stays chosen.
func TestSessionListFollowsTheFile(t *testing.T) {
	defer func(p time.Duration) { club.PollEvery = p }(club.PollEvery)
	club.PollEvery = 20 * time.Millisecond
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, _ := movements.NewMitchell(movements.MitchellOptions{Tables: 3})
	for _, name := range []string{"Monday", "Tuesday"} {
		if _, err := desk.Create(club.NewSession{Name: name, Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF}); err != nil {
			t.Fatal(err)
		}
	}
	d := newTestWindow(t, db)
	s := d.w.start
	s.list.choose(1)
	chosen, _ := s.selected()
	other, err := club.Open(db.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.Create(club.NewSession{Name: "Wednesday", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Second)
	for time.Now().Before(deadline) && len(s.sessions) != 3 {
		d.settle()
		time.Sleep(10 * time.Millisecond)
	}
	if len(s.sessions) != 3 || s.sessions[0].Name != "Wednesday" {
		t.Fatalf("a second after another program made a session the list shows %v", listedSessions(d.w))
	}
	if now, _ := s.selected(); now.ID != chosen.ID {
		t.Errorf("the list chose %q, the director had chosen %q", now.Name, chosen.Name)
	}
}

// A window opened on a file another window holds says so; the notice
// goes once the other has gone.
func TestASecondWindowSaysSo(t *testing.T) {
	defer func(p time.Duration) { othersEvery = p }(othersEvery)
	othersEvery = 20 * time.Millisecond
	db := openTestDB(t)
	// The first window is another process of this computer.
	first := exec.Command("sleep", "30")
	if err := first.Start(); err != nil {
		t.Skip("no process to stand for the other window:", err)
	}
	defer first.Process.Kill()
	host, _ := os.Hostname()
	dir := filepath.Join(filepath.Dir(db.Path()), "."+filepath.Base(db.Path())+".windows")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, host+"~"+strconv.Itoa(first.Process.Pid)), []byte(time.Now().UTC().Format(time.RFC3339)+"\n"), 0o644)
	d := newTestWindow(t, db)
	if !d.w.others.Visible() || !strings.Contains(d.w.others.Text, "also open in another window on this computer (since ") {
		t.Fatalf("the second window says %q (shown %v)", d.w.others.Text, d.w.others.Visible())
	}
	d.shot("second-window")
	first.Process.Kill()
	first.Wait()
	deadline := time.Now().Add(time.Second)
	for time.Now().Before(deadline) && d.w.others.Visible() {
		d.settle()
		time.Sleep(10 * time.Millisecond)
	}
	if d.w.others.Visible() {
		t.Errorf("the other window has gone, and the notice stays: %q", d.w.others.Text)
	}
}
