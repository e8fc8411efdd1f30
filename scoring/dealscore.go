package scoring

// DealScore is the score of a deal for the declaring side under Law 77:
// positive when the contract is made, negative when it fails. A passed-out
// contract (level 0) scores 0. The contract must be valid and tricks 0 to 13.
func DealScore(c Contract, vulnerable bool, tricks int) int {
	if c.PassedOut() {
		return 0
	}
	mult := 1 << c.Doubled // 1, 2 or 4
	need := c.Level + 6
	if tricks < need {
		return -undertricks(need-tricks, c.Doubled, vulnerable)
	}

	// Trick score: only the odd tricks bid and made count, and only these
	// decide game, after doubling.
	per := 20
	if c.Strain.IsMajor() || c.Strain == NoTrump {
		per = 30
	}
	trickScore := per * c.Level
	if c.Strain == NoTrump {
		trickScore += 10 // the first NT trick is worth 40
	}
	trickScore *= mult
	score := trickScore

	if trickScore >= 100 {
		score += byVul(vulnerable, 500, 300)
	} else {
		score += 50
	}
	switch c.Level {
	case 6:
		score += byVul(vulnerable, 750, 500)
	case 7:
		score += byVul(vulnerable, 1500, 1000)
	}

	over := tricks - need
	switch c.Doubled {
	case Undoubled:
		score += over * per
	case Doubled:
		score += 50 + over*byVul(vulnerable, 200, 100)
	case Redoubled:
		score += 100 + over*byVul(vulnerable, 400, 200)
	}
	return score
}

// undertricks is the defenders' score for a contract down d.
func undertricks(d int, dbl Doubling, vulnerable bool) int {
	if dbl == Undoubled {
		return d * byVul(vulnerable, 100, 50)
	}
	var pen int
	if vulnerable {
		pen = 200 + 300*(d-1)
	} else {
		// 100 for the first, 200 each for the second and third, 300 each
		// from the fourth on.
		pen = 100 + 200*min(d-1, 2) + 300*max(d-3, 0)
	}
	if dbl == Redoubled {
		pen *= 2
	}
	return pen
}

func byVul(vulnerable bool, vul, nonVul int) int {
	if vulnerable {
		return vul
	}
	return nonVul
}

// Score is the result's score for North-South on a board of the given
// vulnerability: the deal score, negated when East-West declared. A
// passed-out board scores 0.
func (r Result) Score(v Vulnerability) int {
	if r.PassedOut() {
		return 0
	}
	s := DealScore(r.Contract, v.IsVulnerable(r.Declarer), r.Tricks)
	if r.Declarer.IsNS() {
		return s
	}
	return -s
}
