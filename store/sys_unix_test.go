//go:build unix

package store

import (
	"os/exec"
	"syscall"
	"testing"
)

// asNobody runs cmd as the unprivileged user nobody (65534), for a test
// run as root, whom no file's permissions stop. Elsewhere
// (sys_other_test.go) there is no such user and the test is skipped.
func asNobody(_ testing.TB, cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
}
