//go:build unix

package club

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// writeMembers writes a membership list of n players, one a line, as a
// national body's list is written: a name and a number.
func writeMembers(tb testing.TB, path string, n int) int64 {
	tb.Helper()
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	w := bufio.NewWriter(f)
	w.WriteString("Name,Number\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "P%d,%d\n", i, i)
	}
	if err := w.Flush(); err != nil {
		tb.Fatal(err)
	}
	fi, _ := f.Stat()
	f.Close()
	return fi.Size()
}

// runMembers runs one step in a process of its own and gives its time and
// peak resident memory.
func runMembers(b *testing.B, args ...string) (time.Duration, float64) {
	b.Helper()
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), membersEnv+"="+strings.Join(args, "\x1f"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		b.Fatalf("%v: %v\n%s", args, err, out)
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), float64(ru.Maxrss) / 1024 // kB on Linux
}

// BenchmarkMembersMillion imports a membership list of a million players
// (about 14.8 MB) into a new club database and undoes the import, each in
// a process of its own: the time each took (wall clock, and the
// processor's) and the peak memory of each process.
func BenchmarkMembersMillion(b *testing.B) {
	dir := b.TempDir()
	list := filepath.Join(dir, "members.csv")
	size := writeMembers(b, list, 1_000_000)
	var imp, undo, impCPU, undoCPU time.Duration
	var impPeak, undoPeak float64
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		db := filepath.Join(dir, fmt.Sprintf("club%d.db", i))
		d, err := Open(db)
		if err != nil {
			b.Fatal(err)
		}
		d.Close()
		b.StartTimer()
		start := time.Now()
		cpu, peak := runMembers(b, "import", db, list)
		imp += time.Since(start)
		impCPU += cpu
		impPeak = max(impPeak, peak)
		start = time.Now()
		cpu, peak = runMembers(b, "undo", db)
		undo += time.Since(start)
		undoCPU += cpu
		undoPeak = max(undoPeak, peak)
	}
	n := float64(b.N)
	b.ReportMetric(float64(size)/1e6, "list-MB")
	b.ReportMetric(imp.Seconds()/n, "import-s")
	b.ReportMetric(impCPU.Seconds()/n, "import-cpu-s")
	b.ReportMetric(impPeak, "import-peak-MB")
	b.ReportMetric(undo.Seconds()/n, "undo-s")
	b.ReportMetric(undoCPU.Seconds()/n, "undo-cpu-s")
	b.ReportMetric(undoPeak, "undo-peak-MB")
}
