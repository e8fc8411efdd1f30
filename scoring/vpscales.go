package scoring

// discreteScales are the discrete VP scales as published, band by band:
// the lowest IMP margin of each band and the winner's and loser's points.
var discreteScales = []DiscreteScale{
	{Scale: ACBL30, MinBoards: 6, MaxBoards: 8, Source: acblScalesSource, Bands: bands30(
		0, 1, 2, 3, 4, 5, 7, 9, 11, 14, 17, 20, 24, 28)},
	{Scale: ACBL30, MinBoards: 9, MaxBoards: 11, Source: acblScalesSource, Bands: bands30(
		0, 1, 2, 3, 5, 7, 9, 12, 15, 18, 22, 26, 31, 36)},
	{Scale: ACBL20, MinBoards: 6, MaxBoards: 8, Source: acblScalesSource, Bands: bands20(
		0, 1, 3, 5, 8, 11, 14, 17, 20, 24, 28)},
	{Scale: ACBL20, MinBoards: 9, MaxBoards: 11, Source: acblScalesSource, Bands: bands20(
		0, 1, 3, 6, 10, 14, 18, 22, 26, 31, 36)},
}

// acblScalesSource is where the ACBL's Swiss-teams scales are printed.
// The 30-point scale goes from 15–15 straight to 18–12 at one IMP, as
// printed there.
const acblScalesSource = "ACBL Swiss teams scales, as printed at https://server.bridgehands.com/V/Victory_Points.htm"

// bands30 makes the 30-point scale's bands from each band's lowest
// margin: 15–15, then 18–12, 19–11 … 30–0.
func bands30(from ...int) []DiscreteBand {
	b := []DiscreteBand{{From: from[0], Winner: 15, Loser: 15}}
	for i, f := range from[1:] {
		b = append(b, DiscreteBand{From: f, Winner: 18 + i, Loser: 12 - i})
	}
	return b
}

// bands20 makes the 20-point scale's bands: 10–10, 11–9 … 20–0.
func bands20(from ...int) []DiscreteBand {
	var b []DiscreteBand
	for i, f := range from {
		b = append(b, DiscreteBand{From: f, Winner: 10 + i, Loser: 10 - i})
	}
	return b
}
