package movements

import "bridgescore/fault"

// invalid codes a refusal of what was asked for (a movement's options, a
// movement file, a late change the movement cannot take) as invalid, as
// every door answers it, unless coded already.
func invalid(err *error) { *err = fault.As(fault.Invalid, *err) }

// FaultCode says that a movement file that cannot be read is invalid.
func (*ParseError) FaultCode() fault.Code { return fault.Invalid }
