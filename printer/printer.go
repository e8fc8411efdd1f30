// Package printer hands a document to the system's print command: CUPS's
// lp, which takes it on its standard input, as every Linux and macOS
// desktop has it. The window and the commands print the reports straight
// to a printer through it; the club service makes the PDF and knows
// nothing of the command.
package printer

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"

	"bridgescore/fault"
)

// Command is the system's print command.
const Command = "lp"

// Printer is one of the system's printers, by the name of its queue; the
// zero Printer is the system's default printer.
type Printer struct {
	Name string
}

// Print hands a PDF to the printer, titled for the print queue. The error
// says what lp said when it refused.
//
// Codes: NotFound (no print command), Invalid (the printer refused it),
// Internal.
func (p Printer) Print(pdf []byte, title string) error {
	path, err := exec.LookPath(Command)
	if err != nil {
		return fault.Errorf(fault.NotFound, "no print command (%s) on this computer: install CUPS (apt-get install cups-client) or save the reports as a PDF and print that", Command)
	}
	args := []string{}
	if p.Name != "" {
		args = append(args, "-d", p.Name)
	}
	if title = strings.TrimSpace(title); title != "" {
		args = append(args, "-t", title)
	}
	args = append(args, "--", "-")
	cmd := exec.Command(path, args...)
	cmd.Stdin = bytes.NewReader(pdf)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(out.String())
		var ee *exec.ExitError
		if errors.As(err, &ee) && msg != "" {
			return fault.Errorf(fault.Invalid, "the printer refused the reports: %s", msg)
		}
		return fault.Errorf(fault.Internal, "the reports could not be sent to the printer: %v", err)
	}
	return nil
}
