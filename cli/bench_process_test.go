package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// The whole-command benchmarks run the real program, as a director's
// script does, and report what it cost: wall time (ns/op), the process's
// CPU time (on a shared machine the steadier figure: the wall time there
// also measures the queue for a core) and its peak memory.

// buildProgram builds bridgescore with the given build tags (beyond the
// project's own) into a folder of the benchmark's.
func buildProgram(b *testing.B, tags string) string {
	return buildPackage(b, tags, "..", "bridgescore")
}

// buildPackage builds the program of package pkg as name.
func buildPackage(b *testing.B, tags, pkg, name string) string {
	b.Helper()
	bin := filepath.Join(b.TempDir(), name)
	all := "migrated_fynedo,no_emoji"
	if tags != "" {
		all += "," + tags
	}
	build := exec.Command("go", "build", "-tags", all, "-o", bin, pkg)
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("building bridgescore: %v\n%s", err, out)
	}
	return bin
}

// processCost adds up what the runs of a program cost.
type processCost struct {
	runs int
	wall time.Duration
	cpu  time.Duration
	peak int64 // kilobytes, the most of any run
}

// run runs bin with args, its output thrown away, and counts its cost; a
// run that fails stops the benchmark with what it said.
func (c *processCost) run(b *testing.B, dir, bin string, args ...string) {
	b.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	var errb bytes.Buffer
	cmd.Stderr = &errb
	start := time.Now()
	if err := cmd.Run(); err != nil {
		b.Fatalf("%s %v: %v\n%s", filepath.Base(bin), args, err, errb.String())
	}
	c.wall += time.Since(start)
	c.runs++
	c.cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	c.peak = max(c.peak, peakKB(cmd.ProcessState))
}

// report gives the benchmark the costs per run, named after what: "" for
// the program measured alone.
func (c *processCost) report(b *testing.B, what string) {
	if c.runs == 0 {
		return
	}
	suffix := ""
	if what != "" {
		suffix = "-" + what
	}
	b.ReportMetric(float64(c.wall.Microseconds())/1000/float64(c.runs), "wall-ms/op"+suffix)
	b.ReportMetric(float64(c.cpu.Microseconds())/1000/float64(c.runs), "cpu-ms/op"+suffix)
	if c.peak > 0 {
		b.ReportMetric(float64(c.peak)/1024, "peak-MiB"+suffix)
	}
}

// writeInput writes a benchmark's input file into its folder.
func writeInput(b *testing.B, name string, data []byte) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}
