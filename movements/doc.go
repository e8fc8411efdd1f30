// Package movements builds and checks pairs movements: Mitchell (odd, skip,
// relay and bye stand, half table, arrow switch, hesitation), Howell
// (published and generated, ¾, phantom) and a director's own custom
// movements. Every movement can be validated, measured for balance and turned
// into guide-card data.
//
// It is pure: no files, no database, no GUI.
package movements
