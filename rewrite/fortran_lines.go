package rewrite

// Fortran line length: what the instrumentation writes (a directive with
// the clauses it adds, an end directive with nowait, the value of a
// num_threads or if expression joined from several lines) must end by
// column 72 in fixed form and 132 in free form, or the compiler cuts it.

import (
	"bytes"
	"strings"
)

// lineLimit is the line length of the source form.
func (f *fInstrumenter) lineLimit() int {
	if f.fixed {
		return 72
	}
	return 132
}

// foldDirective continues the lines of a directive written to out from
// start (sentinel sent, its widest source line width) that are too long
// on new directive lines, split at a blank outside character literals.
// A directive whose lines are too long in the source already (compiled
// with a longer limit) is left as it is, as the reference does.
func (f *fInstrumenter) foldDirective(out *textBuf, start int, sent string, width int) {
	limit := f.lineLimit()
	if width > limit || !longLine(out.Bytes()[start:], limit) {
		return // (no copy of the text: the common case)
	}
	text := string(out.Bytes()[start:])
	out.Truncate(start)
	out.WriteString(f.foldText(text, sent, limit))
}

// foldText folds the lines of text (foldDirective).
func (f *fInstrumenter) foldText(text, sent string, limit int) string {
	lines := strings.Split(text, "\n")
	var out []string
	for _, l := range lines {
		s := strings.Index(strings.ToLower(l), sent)
		for len(strings.TrimRight(l, " \t")) > limit && s >= 0 {
			room := limit
			if !f.fixed {
				room = limit - 2 // " &"
			}
			p := splitPoint(l, s+len(sent)+1, room)
			if f.fixed {
				out = append(out, l[:p])
				l = l[s:s+len(sent)] + "&" + l[p:]
			} else {
				out = append(out, l[:p]+" &")
				l = l[:s] + l[s:s+len(sent)] + "&" + l[p:]
			}
			s = strings.Index(strings.ToLower(l), sent)
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// foldCode continues a line of code that is too long, as FScanner does
// for lines a lock call's name made longer: anywhere, literals included
// (fixed form joins continuation lines column by column, free form with
// '&' at both ends).
func (f *fInstrumenter) foldCode(l string) string {
	limit := f.lineLimit()
	if len(l) <= limit {
		return l
	}
	at, brk := limit, "\n     &"
	if !f.fixed {
		at, brk = limit-1, "&\n     &"
	}
	var b strings.Builder
	for len(l) > limit {
		b.WriteString(l[:at])
		b.WriteString(brk)
		l = l[at:]
		limit = limit - 6 // the new line starts after "     &"
		at = limit
		if !f.fixed {
			at = limit - 1
		}
	}
	b.WriteString(l)
	return b.String()
}

func longLine(text []byte, limit int) bool {
	for len(text) > 0 {
		l := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			l, text = text[:i], text[i+1:]
		} else {
			text = nil
		}
		if len(l) > limit && len(bytes.TrimRight(l, " \t")) > limit {
			return true
		}
	}
	return false
}

// splitPoint is the last blank outside character literals at or before
// index max of l (searching from index from on), or max when there is
// none.
func splitPoint(l string, from, max int) int {
	best := -1
	var quote byte
	for i := from; i < len(l) && i <= max; i++ {
		c := l[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == ' ' || c == '\t':
			best = i
		}
	}
	if best < 0 {
		return max
	}
	return best
}
