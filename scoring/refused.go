package scoring

import "bridgescore/fault"

// Every refusal of the rules carries its code, so that each door answers
// it as its kind: what cannot be read or scored as given (a result, a
// contract, a session whose lines contradict each other) is invalid, a
// line or pair that is not in the session not found.

// FaultCode says that a pair typed that names no pair is not found, and
// one that names several (or none of the section said) invalid.
func (e *PairError) FaultCode() fault.Code {
	if len(e.Found) == 0 {
		return fault.NotFound
	}
	return fault.Invalid
}

// invalid codes a refusal of what was given, unless coded already.
func invalid(err *error) { *err = fault.As(fault.Invalid, *err) }

// missing codes a refusal of what is not there, unless coded already.
func missing(err *error) { *err = fault.As(fault.NotFound, *err) }
