package club

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Replacing a session's hand record is in the history and undone like any
// other change: undo puts back the hands that were there, redo the new
// ones. Before, SetDeals overwrote them with no history and no undo.
func TestReplacingHandsIsUndone(t *testing.T) {
	d, db := newTestDesk(t)
	s := mitchell5(t, d)
	dir := t.TempDir()
	write := func(name, deal string) string {
		path := filepath.Join(dir, name)
		text := "[Event \"\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + deal + "\"]\n"
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	first := "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
	second := "N:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432."
	deal1 := func() string {
		t.Helper()
		boards, err := db.Boards(s.Info().ID)
		if err != nil {
			t.Fatal(err)
		}
		if !boards[0].Known() {
			return ""
		}
		return boards[0].PBN()
	}
	blank := deal1()
	if _, err := s.AttachHands(write("first.pbn", first)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AttachHands(write("second.pbn", second)); err != nil {
		t.Fatal(err)
	}
	if got := deal1(); got != second {
		t.Fatalf("board 1 holds %q after the second hand record", got)
	}
	step, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if got := deal1(); got != first || !strings.Contains(step.What, "hands of board 1 attached") {
		t.Errorf("undo: board 1 holds %q (step %q), want the first hand record back", got, step.What)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := deal1(); got != blank {
		t.Errorf("second undo: board 1 holds %q, want %q", got, blank)
	}
	if _, err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if got := deal1(); got != first {
		t.Errorf("redo: board 1 holds %q", got)
	}
	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range h {
		found = found || strings.HasPrefix(c.What, "hands of board 1 attached")
	}
	if !found {
		t.Errorf("the history does not list the hand records")
	}
}
