//go:build !unix

package store

import (
	"os/exec"
	"testing"
)

// asNobody: no Unix user to run a child as here; the test that needs one
// is Unix's.
func asNobody(t testing.TB, _ *exec.Cmd) {
	t.Skip("running a child as another user is Unix's")
}
