package ui

// Opening a saved report for printing, and saying when it cannot be: the
// desktop's opener (xdg-open, open) starts in the background and reports
// nothing when no program shows the file, so the window asks the desktop
// first and waits for the opener's answer.

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// openDocument opens a saved file in the program the desktop shows such
// files with, and calls done with why it could not (nil when it was
// opened, or nothing was heard of it within a few seconds, as a viewer
// taking its time). done is called on a goroutine of its own.
var openDocument = func(w *Window, path string, done func(error)) {
	if runtime.GOOS == "windows" {
		// The shell says at once when no program is set for the file.
		done(w.app.OpenURL(&url.URL{Scheme: "file", Path: path}))
		return
	}
	go func() { done(openWithDesktop(path)) }()
}

// openerWait is how long the opener is given to say it failed: xdg-open
// and open return once the viewer has started.
var openerWait = 5 * time.Second

// openWithDesktop runs the desktop's opener on a file and waits for its
// answer.
func openWithDesktop(path string) error {
	opener := "xdg-open"
	if runtime.GOOS == "darwin" {
		opener = "open"
	}
	if _, err := exec.LookPath(opener); err != nil {
		return fmt.Errorf("this computer has no %s to open files with", opener)
	}
	if opener == "xdg-open" && strings.EqualFold(filepath.Ext(path), ".pdf") {
		if app, err := exec.Command("xdg-mime", "query", "default", "application/pdf").Output(); err == nil && strings.TrimSpace(string(app)) == "" {
			return errors.New("no program to show PDF files is set up on this computer (install a PDF viewer)")
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), openerWait)
	defer cancel()
	out, err := exec.CommandContext(ctx, opener, path).CombinedOutput()
	if ctx.Err() != nil {
		return nil // still running: a viewer that started in the foreground
	}
	if err != nil {
		if msg := strings.TrimSpace(string(out)); msg != "" {
			return fmt.Errorf("%s: %s", opener, firstLine(msg))
		}
		return fmt.Errorf("%s could not open it (%v)", opener, err)
	}
	return nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// openSaved opens a report just saved for printing and, when it cannot
// be, says so through say (on the main goroutine), with what to do.
func (w *Window) openSaved(path string, say func(string)) {
	openDocument(w, path, func(err error) {
		if err == nil {
			return
		}
		w.jobs.deliver(func() {
			say(fmt.Sprintf("Saved %s, but it was not opened for printing: %v. Open it from its folder on a computer that shows PDF files, or use Send to the printer.", path, err))
		})
	})
}
