// Package scoring holds the rules of duplicate pairs scoring: the board's
// dealer and vulnerability (Law 2), contracts and the score of a deal
// (Law 77), adjusted scores (Law 12), matchpoints with Neuberg factoring
// (Law 78A, WBF and ACBL scales), cross-IMPs and Butler (Law 78B), rankings,
// and a plain-language explanation of every number.
//
// It is pure: no files, no database, no GUI. Matchpoints and IMP averages are
// kept as exact rationals and rounded only for display.
package scoring
