package presence

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// A window finds the others open on the same file, never itself, and a
// note left by a process that has ended is cleared.
func TestWindowsFindEachOther(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	others, leave, err := Enter(db)
	if err != nil || len(others) != 0 {
		t.Fatalf("the first window: others %v, %v", others, err)
	}
	if got := Others(db); len(got) != 0 {
		t.Fatalf("a window finds itself: %v", got)
	}
	// A second window: another process of this computer, still running.
	cmd := exec.Command("sleep", "30")
	if err := cmd.Start(); err != nil {
		t.Skip("no process to stand for the second window:", err)
	}
	defer cmd.Process.Kill()
	host, _ := os.Hostname()
	note := filepath.Join(folder(db), host+"~"+strconv.Itoa(cmd.Process.Pid))
	os.WriteFile(note, []byte(time.Now().UTC().Format(time.RFC3339)+"\n"), 0o644)
	got := Others(db)
	if len(got) != 1 || got[0].PID != cmd.Process.Pid || !got[0].Here() || got[0].Since.IsZero() {
		t.Fatalf("the second window is not found: %v", got)
	}
	// It ends without removing its note.
	cmd.Process.Kill()
	cmd.Wait()
	if got := Others(db); len(got) != 0 {
		t.Fatalf("a window that has ended is still found: %v", got)
	}
	if _, err := os.Stat(note); !os.IsNotExist(err) {
		t.Errorf("the note of a window that has ended is left: %v", err)
	}
	// A window on another computer (the file on a shared folder) cannot
	// be looked at, and is taken to be open.
	os.WriteFile(filepath.Join(folder(db), "CLUBPC~4242"), []byte("2026-11-24T19:32:00Z\n"), 0o644)
	if got := Others(db); len(got) != 1 || got[0].Host != "CLUBPC" || got[0].Here() {
		t.Fatalf("the other computer's window: %v", got)
	}
	leave()
	os.Remove(filepath.Join(folder(db), "CLUBPC~4242"))
	leave()
	if _, err := os.Stat(folder(db)); !os.IsNotExist(err) {
		t.Errorf("the folder is left once every window has gone: %v", err)
	}
}
