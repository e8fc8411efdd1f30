package club

import "bridgescore/interchange"

// IsTeamsFile tells whether a results file is a teams results file, for
// a door choosing between ScoreTeamsFile and the pairs' scoring.
func IsTeamsFile(path string) bool {
	ok, err := interchange.IsTeamsFile(path)
	return ok && err == nil
}
