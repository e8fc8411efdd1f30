//go:build cgo || windows

package dds

// batch is how many deals the solver's library takes in one call
// (MAXNOOFTABLES); a build that runs the solver program leaves the
// batches to it.
const batch = 40
