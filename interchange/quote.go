package interchange

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Messages quote the text at fault, but a field can be anything at all (a
// whole document pasted into one cell): beyond quoteKeep characters only
// the start is shown, so that a message stays a message.
const (
	quoteKeep = 60
	quoteMax  = quoteKeep + 4 // a little slack keeps boundText idempotent
)

// quote is %q for text from a file, cut to its first quoteKeep characters
// (with "…" and the full length) when longer.
func quote(s string) string {
	n := utf8.RuneCountInString(s)
	if n <= quoteMax {
		return strconv.Quote(s)
	}
	return strconv.Quote(firstRunes(s, quoteKeep)+"…") + " (" + strconv.Itoa(n) + " characters)"
}

func firstRunes(s string, n int) string {
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i]
}

// boundText cuts every over-long quoted string and every over-long word
// in a message, wherever in the program the message was made: the scoring
// package, for one, quotes its whole input.
func boundText(msg string) string {
	if len(msg) <= quoteMax {
		return msg
	}
	var b strings.Builder
	word := 0 // runes in the current word so far
	for i := 0; i < len(msg); {
		if msg[i] == '"' {
			if q, err := strconv.QuotedPrefix(msg[i:]); err == nil {
				s, _ := strconv.Unquote(q)
				if utf8.RuneCountInString(s) > quoteMax {
					b.WriteString(quote(s))
				} else {
					b.WriteString(q)
				}
				i += len(q)
				word = 0
				continue
			}
		}
		r, size := utf8.DecodeRuneInString(msg[i:])
		i += size
		if unicode.IsSpace(r) {
			word = 0
		} else {
			word++
			if word == quoteKeep+1 {
				// Skip the rest of the word.
				j := i
				for j < len(msg) {
					r2, s2 := utf8.DecodeRuneInString(msg[j:])
					if unicode.IsSpace(r2) || r2 == '"' {
						break
					}
					j += s2
				}
				if n := utf8.RuneCountInString(msg[i-size : j]); n > quoteMax-quoteKeep {
					b.WriteString("…")
					i = j
					word = 0
					continue
				}
			}
		}
		b.WriteString(msg[i-size : i])
	}
	return b.String()
}

// newParseError bounds the message as it is made, so that a list of bad
// lines never holds megabytes of quoted text.
func newParseError(file string, line int, elem, msg string) *ParseError {
	return &ParseError{File: file, Line: line, Element: boundText(elem), Msg: boundText(msg)}
}
