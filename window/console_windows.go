//go:build windows

package main

import (
	"os"
	"syscall"
)

// attachConsole makes the window program's sub-commands print somewhere when
// typed at a command prompt. Windows gives a GUI-subsystem program no
// console: unless its output was redirected to a file or a pipe it would
// go nowhere, so it borrows the console of the prompt it was started from.
// The prompt does not wait for such a program, which is why the installer
// also ships bridgescore-cli.exe, a console program, for the commands.
func attachConsole() {
	if h, err := syscall.GetStdHandle(syscall.STD_OUTPUT_HANDLE); err == nil && h != 0 && h != syscall.InvalidHandle {
		return
	}
	const attachParentProcess = 0xFFFFFFFF // (DWORD)-1
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	if ok, _, _ := attach.Call(attachParentProcess); ok == 0 {
		return
	}
	if f, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0); err == nil {
		os.Stdout, os.Stderr = f, f
	}
}
