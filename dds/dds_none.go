//go:build !cgo && !windows

package dds

import "bridgescore/scoring"

func analyse([]scoring.Deal) ([]Result, error) { return nil, ErrUnavailable }
