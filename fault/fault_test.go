package fault_test

import (
	"errors"
	"fmt"
	"io"
	"testing"

	"bridgescore/fault"
)

type ruled struct{}

func (ruled) Error() string         { return "the director has ruled on this board" }
func (ruled) FaultCode() fault.Code { return fault.Conflict }

// wrapCoder is a Coder that wraps another coded error: its own code is
// the nearer one.
type wrapCoder struct{ err error }

func (w wrapCoder) Error() string       { return "wrapped: " + w.err.Error() }
func (w wrapCoder) Unwrap() error       { return w.err }
func (wrapCoder) FaultCode() fault.Code { return fault.Forbidden }

func TestCodeOf(t *testing.T) {
	busy := fault.New(fault.Busy, "database in use")
	cases := []struct {
		name string
		err  error
		want fault.Code
	}{
		{"nil", nil, ""},
		{"plain", errors.New("boom"), fault.Internal},
		{"coded", busy, fault.Busy},
		{"wrapped once", fmt.Errorf("board 3: %w", busy), fault.Busy},
		{"wrapped twice", fmt.Errorf("session 2: %w", fmt.Errorf("board 3: %w", busy)), fault.Busy},
		{"errorf", fault.Errorf(fault.NotFound, "no session %d", 4), fault.NotFound},
		{"errorf wrapping a coded error keeps the outer code", fault.Errorf(fault.Invalid, "x: %w", busy), fault.Invalid},
		{"coder", fmt.Errorf("board 5: %w", ruled{}), fault.Conflict},
		{"as on plain", fault.As(fault.Invalid, io.EOF), fault.Invalid},
		{"as keeps a code given where made", fault.As(fault.Invalid, fmt.Errorf("x: %w", busy)), fault.Busy},
		{"as keeps a coder's code", fault.As(fault.NotFound, fmt.Errorf("x: %w", ruled{})), fault.Conflict},
		{"as keeps a coder's code wrapped in a coded error", fault.As(fault.Internal, fault.Errorf(fault.Forbidden, "y: %w", ruled{})), fault.Forbidden},
		{"the first code outward wins", fmt.Errorf("z: %w", ruled{}), fault.Conflict},
		{"a coder outside a coded error", wrapCoder{fault.New(fault.Busy, "held")}, fault.Forbidden},
		{"joined: the first with a code", errors.Join(errors.New("a"), ruled{}, busy), fault.Conflict},
		{"as keeps a coder's code", fault.As(fault.Internal, fmt.Errorf("x: %w", ruled{})), fault.Conflict},
	}
	for _, c := range cases {
		if got := fault.CodeOf(c.err); got != c.want {
			t.Errorf("%s: CodeOf = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestWordsAndWrapping(t *testing.T) {
	err := fault.As(fault.NotFound, io.EOF)
	if err.Error() != io.EOF.Error() {
		t.Errorf("words %q, want %q", err, io.EOF)
	}
	if !errors.Is(err, io.EOF) {
		t.Error("errors.Is does not see through the code")
	}
	if fault.As(fault.Invalid, nil) != nil {
		t.Error("As(nil) is not nil")
	}
	if !fault.Is(fmt.Errorf("w: %w", err), fault.NotFound) || fault.Is(nil, fault.Internal) {
		t.Error("Is is wrong")
	}
}

func ExampleCodeOf() {
	err := fmt.Errorf("board 7: %w", fault.New(fault.Conflict, "the director has ruled on this board"))
	fmt.Println(fault.CodeOf(err))
	fmt.Println(err)
	// Output:
	// conflict
	// board 7: the director has ruled on this board
}
