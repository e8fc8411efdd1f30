package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bridgescore/dds"
	"bridgescore/dealer"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

func runNamed(t *testing.T, name string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd, ok := Lookup(name)
	if !ok {
		t.Fatalf("no command %q", name)
	}
	var o, e bytes.Buffer
	code = cmd.Run(args, &o, &e)
	return o.String(), e.String(), code
}

func TestDealCommand(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.pbn"), filepath.Join(dir, "b.pbn")
	for _, out := range []string{a, b} {
		if _, e, code := runNamed(t, "deal", "--boards", "1-6", "--seed", "77", "--out", out); code != 0 {
			t.Fatalf("deal: %d %s", code, e)
		}
	}
	data, _ := os.ReadFile(a)
	again, _ := os.ReadFile(b)
	if !bytes.Equal(data, again) {
		t.Error("the same seed wrote different files")
	}
	if !strings.Contains(string(data), "--seed 77") || !strings.Contains(string(data), "reproducible") {
		t.Error("the file does not say it was dealt from seed 77")
	}
	deals, warnings, err := interchange.ReadPBN(bytes.NewReader(data))
	if err != nil || len(warnings) > 0 {
		t.Fatalf("read back: %v %v", err, warnings)
	}
	if len(deals) != 6 {
		t.Fatalf("%d boards read back, want 6", len(deals))
	}
	if _, err := dds.Analyse(nil); err == nil {
		for _, d := range deals {
			if d.DD == nil || d.Par == nil {
				t.Errorf("board %d is written without its analysis", d.Board)
			}
		}
	}
	for i, d := range deals {
		if d.Board != i+1 || d.Dealer != scoring.Dealer(i+1) || d.Vul != scoring.Vul(i+1) {
			t.Errorf("board %d: %+v", i+1, d)
		}
	}

	c := filepath.Join(dir, "c.pbn")
	if _, e, code := runNamed(t, "deal", "--boards", "5-6", "--out", c); code != 0 {
		t.Fatalf("deal: %s", e)
	}
	data, _ = os.ReadFile(c)
	if !strings.Contains(string(data), "cannot be dealt again") || strings.Contains(string(data), "--seed") {
		t.Error("a random set does not say it cannot be repeated")
	}
	deals, _, err = interchange.ReadPBN(bytes.NewReader(data))
	if err != nil || len(deals) != 2 || deals[0].Board != 5 {
		t.Fatalf("boards 5-6: %v %v", deals, err)
	}
}

func TestDealCommandRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--boards", "1-28"}, "--out FILE.pbn is needed"},
		{[]string{"--boards", "28-1", "--out", filepath.Join(dir, "x.pbn")}, "backwards"},
		{[]string{"--seed", "-3", "--out", filepath.Join(dir, "x.pbn")}, "--seed"},
		{[]string{"--out", dir}, "it is a folder"},
		{[]string{"extra", "--out", filepath.Join(dir, "x.pbn")}, "unexpected argument"},
	} {
		_, e, code := runNamed(t, "deal", tc.args...)
		if code == 0 || !strings.Contains(e, tc.want) {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, code, e, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.pbn")); err == nil {
		t.Error("a refused deal wrote a file")
	}
}

// The dealing sheet names, for every card of each board in pack order, the
// seat the PBN file gives it.
func TestDealingSheet(t *testing.T) {
	dir := t.TempDir()
	out, sheet := filepath.Join(dir, "set.pbn"), filepath.Join(dir, "sheet.pdf")
	if _, e, code := runNamed(t, "deal", "--boards", "1-2", "--seed", "5", "--out", out, "--sheet", sheet); code != 0 {
		t.Fatal(e)
	}
	data, _ := os.ReadFile(out)
	deals, _, err := interchange.ReadPBN(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext is not installed")
	}
	text, err := exec.Command(tool, "-layout", sheet, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range deals {
		block := string(text)[strings.Index(string(text), fmt.Sprintf("Board %d", d.Board)):]
		for s, sym := range []string{"♠", "♥", "♦", "♣"} {
			var want []string
			for _, r := range "AKQJT98765432" {
				for seat, h := range d.Hands {
					if strings.ContainsRune(strings.Split(h, ".")[s], r) {
						want = append(want, "NESW"[seat:seat+1])
					}
				}
			}
			row := regexp.MustCompile(sym + `\s+((?:[NESW]\s*){13})`).FindStringSubmatch(block)
			if row == nil || strings.Join(strings.Fields(row[1]), "") != strings.Join(want, "") {
				t.Errorf("board %d %s: sheet row %q, the deal says %v", d.Board, sym, row, want)
			}
		}
	}
}

// deal --machine writes the same deals as the PBN for a dealing machine,
// in the format its extension names, and refuses boards the format cannot
// number before writing anything.
func TestDealForAMachine(t *testing.T) {
	dir := t.TempDir()
	pbn, dup := filepath.Join(dir, "set.pbn"), filepath.Join(dir, "set.dup")
	if _, e, code := runNamed(t, "deal", "--boards", "1-8", "--seed", "3", "--out", pbn, "--machine", dup); code != 0 {
		t.Fatal(e)
	}
	b, err := os.ReadFile(dup)
	if err != nil {
		t.Fatal(err)
	}
	machine, err := dealer.ReadMachine(dealer.DUP, b)
	if err != nil {
		t.Fatal(err)
	}
	rf, err := interchange.ReadFile(pbn)
	if err != nil {
		t.Fatal(err)
	}
	if len(machine) != 8 || len(rf.Deals) != 8 {
		t.Fatalf("%d machine deals, %d PBN deals, want 8 of each", len(machine), len(rf.Deals))
	}
	for i, d := range rf.Deals {
		if got := machine[i].PBN(); got != "N:"+strings.Join(d.Hands[:], " ") {
			t.Errorf("board %d: the machine file has %s, the PBN %v", d.Board, got, d.Hands)
		}
	}
	bri := filepath.Join(dir, "late.bri")
	if _, e, code := runNamed(t, "deal", "--boards", "9-16", "--out", filepath.Join(dir, "late.pbn"), "--machine", bri); code == 0 || !strings.Contains(e, "numbers its boards from 1") {
		t.Errorf("boards 9-16 in a .bri file: exit %d, %s", code, e)
	}
	if _, err := os.Stat(bri); err == nil {
		t.Error("a .bri file was written for boards it cannot number")
	}
}
