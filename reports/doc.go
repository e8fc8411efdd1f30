// Package reports prints a scored pairs session the way a director hands it
// out at the end of the night: the ranking, the recap sheet, personal score
// cards and travellers, as a PDF for A4 or Letter paper or as one
// self-contained HTML page for a club website; and, from a movement, the
// table guide cards and pair route cards that tell players where to go.
//
// Reports only lay out numbers the scoring package has already worked out;
// they hold no scoring rules of their own. Suits are printed as ♠ ♥ ♦ ♣, with
// hearts and diamonds in red, using the DejaVu Sans font embedded in the
// assets package.
package reports
