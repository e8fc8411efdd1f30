// Package ui is the director's window: the list of the club's sessions, the
// new-session wizard, traveller entry at keyboard speed with live standings
// beside it, adjustments, undo and redo with a history of changes, the
// movement's guide cards and printed reports.
//
// The package only presents and collects. Every rule — what a result means,
// what it scores, which movements fit, what is saved — comes from the Desk it
// is given, which the application builds from the scoring, movements and
// store packages.
package ui
