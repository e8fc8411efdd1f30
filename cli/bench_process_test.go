package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"bridgescore/dds"
)

// The whole-command benchmarks run the real program, as a director's
// script does, and report what it cost: wall time (ns/op), the process's
// CPU time (on a shared machine the steadier figure: the wall time there
// also measures the queue for a core) and its peak memory.

// buildProgram builds bridgescore as make build does, with the given build
// tags (beyond the project's own), into a folder of the benchmark's: the
// commands without cgo and, beside them, the solver program they run for
// an analysis.
func buildProgram(b *testing.B, tags string) string {
	bin := buildPackage(b, tags, "..", "bridgescore", "CGO_ENABLED=0")
	buildInto(b, "", "../dds/solver", filepath.Join(filepath.Dir(bin), dds.SolverProgram))
	return bin
}

// buildPackage builds the program of package pkg as name, with env added
// to the build's environment.
func buildPackage(b *testing.B, tags, pkg, name string, env ...string) string {
	b.Helper()
	bin := filepath.Join(b.TempDir(), name)
	buildInto(b, tags, pkg, bin, env...)
	return bin
}

// buildInto builds the program of package pkg at bin, and writes it there
// as an installation does. Go's own linker (a build without cgo) writes its
// file through a memory mapping, the system's (with cgo) with writes, and
// the kernel then keeps the two files' pages differently: the same program
// started up to a millisecond slower from the file Go's linker wrote than
// from a copy of it, which is what a director runs once it is installed.
func buildInto(b *testing.B, tags, pkg, bin string, env ...string) {
	b.Helper()
	all := "migrated_fynedo,no_emoji"
	if tags != "" {
		all += "," + tags
	}
	linked := bin + ".linked"
	build := exec.Command("go", "build", "-tags", all, "-o", linked, pkg)
	build.Env = append(os.Environ(), env...)
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("building %s: %v\n%s", pkg, err, out)
	}
	program, err := os.ReadFile(linked)
	if err == nil {
		err = os.WriteFile(bin, program, 0o755)
	}
	if err == nil {
		err = os.Remove(linked)
	}
	if err != nil {
		b.Fatal(err)
	}
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
