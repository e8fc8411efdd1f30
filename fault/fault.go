// Package fault gives every refusal a code that each front door turns into
// its own answer: the window a message, the command line an exit status,
// the table server an HTTP status. The words of a refusal are the same
// through every door; only the code decides what the door does with it.
//
// The codes are few on purpose:
//
//   - NotFound: what was named does not exist (a session, a board, a pair).
//   - Invalid: what was given cannot be accepted as it is (a result that
//     cannot be read, a round the movement does not have).
//   - Conflict: it could be accepted, but not now (the director has ruled
//     on the board, the table has not reached that round, an entry's id
//     was used for another result).
//   - Forbidden: this asker may not do this (a table giving an artificial
//     score, a round locked by the director, a wrong code).
//   - Busy: the database cannot take it at this moment (another program
//     holds it locked, the disk is full): nothing was changed, try again.
//   - Internal: something went wrong that the asker cannot put right.
//
// An error without a code is Internal: a refusal is coded where it is made.
package fault

import (
	"errors"
	"fmt"
)

// Code says what kind of refusal an error is.
type Code string

// The codes, in the words the command line's help prints.
const (
	NotFound  Code = "not found"
	Invalid   Code = "invalid"
	Conflict  Code = "conflict"
	Forbidden Code = "forbidden"
	Busy      Code = "busy"
	Internal  Code = "internal"
)

// Codes lists every code, in the order the exit statuses number them.
var Codes = []Code{Invalid, NotFound, Conflict, Forbidden, Busy, Internal}

// Error is a refusal with its code; its words are those of the error it
// carries.
type Error struct {
	Code Code
	Err  error
}

func (e *Error) Error() string { return e.Err.Error() }

// Unwrap gives the error carried, so that errors.Is and errors.As see
// through the code.
func (e *Error) Unwrap() error { return e.Err }

// Errorf makes a refusal with its code; %w wraps as fmt.Errorf does.
func Errorf(code Code, format string, args ...any) error {
	return &Error{Code: code, Err: fmt.Errorf(format, args...)}
}

// New makes a refusal with its code and words.
func New(code Code, text string) error {
	return &Error{Code: code, Err: errors.New(text)}
}

// FaultCode is the refusal's code: an *Error is a Coder like any other.
func (e *Error) FaultCode() Code { return e.Code }

// As gives err the code, keeping its words, unless it already has one (an
// *Error or any Coder, wrapped however deep): the code given where a
// refusal is made stands. A nil err stays nil.
func As(code Code, err error) error {
	if err == nil {
		return nil
	}
	var c Coder
	if errors.As(err, &c) {
		return err
	}
	return &Error{Code: code, Err: err}
}

// Coder is an error type that knows its own code.
type Coder interface {
	FaultCode() Code
}

// CodeOf is the code of err or of the first error it wraps that has one
// (an *Error or any Coder); "" for nil, Internal for an error without a
// code.
func CodeOf(err error) Code {
	if err == nil {
		return ""
	}
	var c Coder
	if errors.As(err, &c) {
		return c.FaultCode()
	}
	return Internal
}

// Is tells whether err is a refusal of the code.
func Is(err error, code Code) bool { return err != nil && CodeOf(err) == code }
