package ui

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// Tests never start the desktop's viewer: a report saved is taken as
// opened, unless a test says otherwise.
func init() {
	openDocument = func(_ *Window, _ string, done func(error)) { done(nil) }
}

// Where no program shows PDF files, the desktop's opener fails without a
// word to the program that started it: the window asks and says so.
func TestOpeningAPDFWithNoViewerIsSaid(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("xdg-open is the opener tried here")
	}
	bin := t.TempDir()
	write := func(name, script string) {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\n"+script+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	pdf := filepath.Join(t.TempDir(), "ranking.pdf")
	os.WriteFile(pdf, []byte("%PDF-1.4\n"), 0o644)
	t.Setenv("PATH", bin)
	// No viewer set up for PDF files.
	write("xdg-mime", "exit 0")
	write("xdg-open", "exit 3")
	if err := openWithDesktop(pdf); err == nil || !strings.Contains(err.Error(), "no program to show PDF files") {
		t.Errorf("no viewer: %v", err)
	}
	// A viewer named, but the opener fails.
	write("xdg-mime", "echo evince.desktop")
	write("xdg-open", "echo 'xdg-open: no method available for opening' >&2; exit 3")
	if err := openWithDesktop(pdf); err == nil || !strings.Contains(err.Error(), "no method available") {
		t.Errorf("the opener's failure: %v", err)
	}
	// The viewer opens it.
	write("xdg-open", "exit 0")
	if err := openWithDesktop(pdf); err != nil {
		t.Errorf("opened: %v", err)
	}
	// No opener at all.
	os.Remove(filepath.Join(bin, "xdg-open"))
	if err := openWithDesktop(pdf); err == nil {
		t.Errorf("no xdg-open: no error")
	}
}

// The window says, after saving, that the report was not opened and what
// to do.
func TestReportNotOpenedIsSaid(t *testing.T) {
	defer func(f func(*Window, string, func(error))) { openDocument = f }(openDocument)
	openDocument = func(_ *Window, _ string, done func(error)) {
		go done(errors.New("no program to show PDF files is set up on this computer (install a PDF viewer)"))
	}
	d, e := printIn(t)
	path := filepath.Join(t.TempDir(), "night.pdf")
	e.printed(path, nil)
	d.settle()
	for i := 0; i < 200 && !strings.Contains(e.status.Text, "not opened"); i++ {
		time.Sleep(5 * time.Millisecond)
		d.settle()
	}
	if !strings.Contains(e.status.Text, "not opened for printing") || !strings.Contains(e.status.Text, "no program to show PDF files") {
		t.Errorf("status %q", e.status.Text)
	}
}
