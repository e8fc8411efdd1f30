package dealer

import "bridgescore/fault"

// invalid codes a refusal of what was given as invalid, as every door
// answers it, unless coded already.
func invalid(err *error) { *err = fault.As(fault.Invalid, *err) }
