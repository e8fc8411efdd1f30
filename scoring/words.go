package scoring

import "fmt"

// The words for a session's scoring and a board's vulnerability, said in
// one place for the window, the command line and the reports.

// InIMPs says whether a pairs session scored by the method is scored in
// IMPs (cross-IMPs, Butler) rather than matchpoints: its ranking has
// totals of IMPs and no tops or percentages. Every door asks here.
func (m Method) InIMPs() bool { return m == CrossIMPs || m == Butler }

// Name is how a results sheet names a scoring method: "Matchpoints",
// "Cross-IMPs" or "Butler IMPs".
func (m Method) Name() string {
	switch m {
	case Matchpoints, "":
		return "Matchpoints"
	case CrossIMPs:
		return "Cross-IMPs"
	case Butler:
		return "Butler IMPs"
	}
	// A teams session keeps its teams method as its method.
	return TeamMethod(m).Name()
}

// Name is how a results sheet names a teams method: "Victory points",
// "IMPs", "Board-a-match", "Point-a-board" or "Aggregate".
func (m TeamMethod) Name() string {
	switch m {
	case TeamVPs:
		return "Victory points"
	case TeamIMPs:
		return "IMPs"
	case BoardAMatch:
		return "Board-a-match"
	case PointABoard:
		return "Point-a-board"
	case TeamAggregate:
		return "Aggregate"
	}
	return string(m)
}

// Name is how a director names a matchpoint scale: "WBF/EBU" or "ACBL".
func (r Rules) Name() string {
	switch r {
	case WBF:
		return "WBF/EBU"
	case ACBL:
		return "ACBL"
	}
	return string(r)
}

// ScoringName names how a session is scored: "Matchpoints (WBF/EBU
// scale)", "Matchpoints (ACBL scale)", "Cross-IMPs", "Butler IMPs". The
// scale is named only for matchpoints, and only when known.
func ScoringName(m Method, r Rules) string {
	if m != Matchpoints && m != "" {
		return m.Name()
	}
	if r == "" {
		return m.Name()
	}
	return fmt.Sprintf("%s (%s scale)", m.Name(), r.Name())
}

// Words says a board's vulnerability in a sentence: "nobody vulnerable",
// "N-S vulnerable", "E-W vulnerable", "both vulnerable".
func (v Vulnerability) Words() string {
	switch v {
	case VulNone:
		return "nobody vulnerable"
	case VulNS:
		return "N-S vulnerable"
	case VulEW:
		return "E-W vulnerable"
	case VulAll:
		return "both vulnerable"
	}
	return fmt.Sprintf("vulnerability %d", int(v))
}
