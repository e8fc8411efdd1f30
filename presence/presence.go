// Package presence lets the windows open on one club's file know of each
// other. Each window, while it is open, keeps a small file named for its
// computer and process in a folder beside the club's file; another window
// on the same file finds it there and says so, so that a director with
// two windows open knows that both are changing the same results. A file
// left by a window that ended without closing (a crash, the power cut)
// is recognised on the same computer by its process being gone, and
// removed.
package presence

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Holder is a window holding a club's file open.
type Holder struct {
	Host  string
	PID   int
	Since time.Time
}

// Here says whether the holder is on this computer.
func (h Holder) Here() bool {
	host, _ := os.Hostname()
	return h.Host == host
}

// Words name the holder for the director: "another window on this
// computer (since 19:32)" or "a window on CLUBPC (since 19:32)".
func (h Holder) Words() string {
	since := h.Since.Local().Format("15:04")
	if h.Since.Local().YearDay() != time.Now().YearDay() {
		since = h.Since.Local().Format("2 Jan 15:04")
	}
	if h.Here() {
		return "another window on this computer (since " + since + ")"
	}
	return fmt.Sprintf("a window on %s (since %s)", h.Host, since)
}

// folder is where the windows on a club's file note themselves: beside
// the file, hidden.
func folder(db string) string {
	// One folder however the file was named: relative to another
	// folder, or through a link.
	if abs, err := filepath.Abs(db); err == nil {
		db = abs
	}
	if real, err := filepath.EvalSymlinks(db); err == nil {
		db = real
	}
	return filepath.Join(filepath.Dir(db), "."+filepath.Base(db)+".windows")
}

// name is the file a holder keeps: host and process.
func (h Holder) name() string { return h.Host + "~" + strconv.Itoa(h.PID) }

// Enter notes this process as holding the club's file db open, and gives
// the others that hold it now and a function that removes the note. A
// folder that cannot be written (a file on a read-only share) only means
// the others are not told: the error says why, and leave still works.
func Enter(db string) (others []Holder, leave func(), err error) {
	host, _ := os.Hostname()
	me := Holder{Host: host, PID: os.Getpid(), Since: time.Now()}
	others = Others(db)
	dir := folder(db)
	path := filepath.Join(dir, me.name())
	leave = func() {
		os.Remove(path)
		os.Remove(dir) // only when no other window's note is left in it
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return others, leave, err
	}
	if err := os.WriteFile(path, []byte(me.Since.UTC().Format(time.RFC3339)+"\n"), 0o644); err != nil {
		return others, leave, err
	}
	return others, leave, nil
}

// Others are the windows other than this process holding the club's file
// db open, the earliest first. A note left by a process of this computer
// that has ended is removed.
func Others(db string) []Holder {
	dir := folder(db)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	host, _ := os.Hostname()
	var out []Holder
	for _, e := range entries {
		h, ok := parse(e.Name())
		if !ok || (h.Host == host && h.PID == os.Getpid()) {
			continue
		}
		if h.Host == host && !alive(h.PID) {
			os.Remove(filepath.Join(dir, e.Name()))
			continue
		}
		if b, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil {
			h.Since, _ = time.Parse(time.RFC3339, strings.TrimSpace(string(b)))
		}
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Since.Before(out[j].Since) })
	return out
}

// parse reads a note's name: host~pid.
func parse(name string) (Holder, bool) {
	i := strings.LastIndexByte(name, '~')
	if i <= 0 {
		return Holder{}, false
	}
	pid, err := strconv.Atoi(name[i+1:])
	if err != nil || pid <= 0 {
		return Holder{}, false
	}
	return Holder{Host: name[:i], PID: pid}, true
}
