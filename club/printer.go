package club

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"

	"bridgescore/fault"
)

// PrintCommand is the system's print command: CUPS's lp, which takes the
// document on its standard input.
const PrintCommand = "lp"

// SendToPrinter hands a PDF to the system's print command, titled for the
// print queue; printer "" is the system's default printer. The error says
// what lp said when it refused.
//
// Codes: NotFound (no print command), Invalid (the printer refused them), Internal.
func SendToPrinter(pdf []byte, printer, title string) error {
	path, err := exec.LookPath(PrintCommand)
	if err != nil {
		return fault.Errorf(fault.NotFound, "no print command (%s) on this computer: install CUPS (apt-get install cups-client) or save the reports as a PDF and print that", PrintCommand)
	}
	args := []string{}
	if printer != "" {
		args = append(args, "-d", printer)
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
