package cli

import (
	"bridgescore/scoring"
)

func checkField(field, explain string) error {
	switch scoring.Field(field) {
	case scoring.BySection:
	case scoring.AcrossField:
		if explain != "" {
			return usage("--explain explains a board section by section: leave out --field across")
		}
	default:
		return usagef("--field %q: expected section or across", field)
	}
	return nil
}
