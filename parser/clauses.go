package parser

import (
	"bytes"
	"fmt"
	"strings"
)

// A directive's clauses are read once, by a scanner that knows
// parentheses, C and Fortran string and character literals (escapes and
// doubled quotes included), comments (already blanked) and line
// continuations. Everything between a clause's '(' and its matching ')'
// belongs to that clause, whatever the identifiers in it are called; the
// clauses are then found, removed and moved whole, by the positions of
// their bytes in the directive's lines.

// Clause is one clause of a directive as written.
type Clause struct {
	// Name is the keyword as written ("" for a parenthesised list after
	// the directive name, as in flush(a) or threadprivate(x)).
	Name string
	// Arg is the text between the parentheses, continuation marks
	// removed; HasArg tells "x()" from "x".
	Arg    string
	HasArg bool
	spans  []span // where the clause's bytes are in Lines
	comma  []span // the comma that follows it, if any
	gone   bool   // removed or moved out of this directive
	buf    [2]span
}

// newClause hands out the directive's next clause, from blocks of a few
// (one allocation per directive, not one per clause).
func (d *Directive) newClause() *Clause {
	if len(d.clauseSlab) == cap(d.clauseSlab) {
		d.clauseSlab = make([]Clause, 0, 4)
	}
	d.clauseSlab = d.clauseSlab[:len(d.clauseSlab)+1]
	cl := &d.clauseSlab[len(d.clauseSlab)-1]
	*cl = Clause{}          // (a directive used again keeps its last block)
	cl.spans = cl.buf[:0:1] // a clause on one line: no more allocation
	cl.comma = cl.buf[1:1]
	return cl
}

// span is the bytes [from,to) of line.
type span struct{ line, from, to int }

// ClauseList returns the directive's clauses in order, reading them on the
// first call (from the end of the name on: read the name first).
func (d *Directive) ClauseList() ([]*Clause, error) {
	if !d.clausesRead {
		d.clausesRead = true
		d.clauseErr = d.readClauses()
	}
	return d.clauses, d.clauseErr
}

// Clause returns the first clause with the given name, or nil.
func (d *Directive) Clause(name string) *Clause {
	cl, _ := d.ClauseList()
	for _, c := range cl {
		if c.Name == name && !c.gone {
			return c
		}
	}
	return nil
}

// dirCursor walks the text of a directive across its lines: at the end
// of a line's content (before a C '\' or a Fortran '&') it moves on to
// where the next line's text starts.
type dirCursor struct {
	d          *Directive
	line, pos  int
	ends       []int // content end of each line
	contStarts []int // where the text of each line after the first starts
}

// newCursor starts a cursor at pos of line (a value: it stays on the
// caller's stack, its line tables in the directive's buffer).
func (d *Directive) newCursor(line, pos int) dirCursor {
	c := dirCursor{d: d, line: line, pos: pos}
	both := d.cursorBuf[:]
	if n := 2 * len(d.Lines); n > len(both) {
		both = make([]int, n)
	}
	c.ends, c.contStarts = both[:len(d.Lines)], both[len(d.Lines):2*len(d.Lines)]
	for i, l := range d.Lines {
		c.ends[i] = d.contentEnd(l)
		if i > 0 {
			c.contStarts[i] = d.lineStart(l)
		}
	}
	c.norm()
	return c
}

// contentEnd is where the directive text of a line ends: before a
// trailing continuation mark ('\' in C, '&' in Fortran).
func (d *Directive) contentEnd(l string) int {
	cont := byte('\\')
	if d.Lang.IsFortran() {
		cont = '&'
	}
	t := lastNotOf(l, " \t")
	if t >= 0 && l[t] == cont {
		if d.Lang.IsFortran() && t <= d.sentinelIndex(l)+len(d.sentinel()) {
			return len(l) // "!$omp&" alone: no text
		}
		return t
	}
	return len(l)
}

// lineStart is where the text of a continuation line starts.
func (d *Directive) lineStart(l string) int {
	if d.Lang.IsFortran() {
		return d.continuationStart(l)
	}
	return 0
}

// norm moves past the end of a line's content.
func (c *dirCursor) norm() {
	for c.line < len(c.d.Lines) && c.pos >= c.ends[c.line] {
		if c.line+1 >= len(c.d.Lines) {
			c.pos = c.ends[c.line]
			return
		}
		c.line++
		c.pos = c.contStarts[c.line]
	}
}

// at is the current byte, 0 at the end of the directive.
func (c *dirCursor) at() byte {
	if c.line >= len(c.d.Lines) || c.pos >= c.ends[c.line] {
		return 0
	}
	return c.d.Lines[c.line][c.pos]
}

func (c *dirCursor) next() {
	c.pos++
	c.norm()
}

func (c *dirCursor) skipBlanks() {
	for b := c.at(); b == ' ' || b == '\t'; b = c.at() {
		c.next()
	}
}

// take records the current byte as part of cl and moves on.
func (c *dirCursor) take(cl *Clause) byte {
	b := c.at()
	if n := len(cl.spans); n > 0 && cl.spans[n-1].line == c.line {
		cl.spans[n-1].to = c.pos + 1
	} else {
		cl.spans = append(cl.spans, span{c.line, c.pos, c.pos + 1})
	}
	c.next()
	return b
}

// takeTo records the bytes from the current one up to to (on the same
// line, past the current byte) as part of cl and moves on, as take does
// byte by byte.
func (c *dirCursor) takeTo(cl *Clause, to int) {
	if n := len(cl.spans); n > 0 && cl.spans[n-1].line == c.line {
		cl.spans[n-1].to = to
	} else {
		cl.spans = append(cl.spans, span{c.line, c.pos, to})
	}
	c.pos = to
	c.norm()
}

func isWordByte(b byte) bool { return isIdentChar(b) || b == '$' }

// readClauses scans the directive from the end of its name.
func (d *Directive) readClauses() error {
	if d.pline == len(d.Lines)-1 && firstNotOf(d.Lines[d.pline], " \t", d.ppos) < 0 {
		return nil // the name ends the line, the last: no clause (no cursor needed)
	}
	cur := d.newCursor(d.pline, d.ppos)
	c := &cur
	for {
		c.skipBlanks()
		b := c.at()
		if b == 0 {
			return nil
		}
		if b == ',' {
			sp := span{c.line, c.pos, c.pos + 1}
			d.commas = append(d.commas, sp)
			if n := len(d.clauses); n > 0 && len(d.clauses[n-1].comma) == 0 {
				d.clauses[n-1].comma = append(d.clauses[n-1].comma, sp)
			}
			c.next()
			continue
		}
		cl := d.newClause()
		if isWordByte(b) {
			// the name's bytes on each line taken at once
			for isWordByte(c.at()) {
				l, end, i := d.Lines[c.line], c.ends[c.line], c.pos+1
				for i < end && isWordByte(l[i]) {
					i++
				}
				c.takeTo(cl, i)
			}
			cl.Name = d.spanText(cl.spans)
			// blanks between the name and '(' belong to the clause only
			// when the '(' follows
			save := *c
			c.skipBlanks()
			if c.at() != '(' {
				*c = save
				d.clauses = append(d.clauses, cl)
				continue
			}
			*c = save
			for c.at() != '(' {
				c.take(cl)
			}
		} else if b != '(' {
			// a stray character: kept where it is
			cl.Name = string(c.take(cl))
			d.clauses = append(d.clauses, cl)
			continue
		}
		if err := d.readArg(c, cl); err != nil {
			return err
		}
		d.clauses = append(d.clauses, cl)
	}
}

// spanText is the text of spans joined; the usual one span is a slice of
// its line, not a copy.
func (d *Directive) spanText(spans []span) string {
	if len(spans) == 1 {
		return d.Lines[spans[0].line][spans[0].from:spans[0].to]
	}
	var b strings.Builder
	for _, sp := range spans {
		b.WriteString(d.Lines[sp.line][sp.from:sp.to])
	}
	return b.String()
}

// readArg reads a parenthesised argument (the cursor is on its '(').
func (d *Directive) readArg(c *dirCursor, cl *Clause) error {
	c.take(cl)
	cl.HasArg = true
	first := len(cl.spans) - 1 // the '(' is the last byte of this span
	open := cl.spans[first].to
	depth := 1
	fortran := d.Lang.IsFortran()
	for {
		b := c.at()
		switch {
		case b == 0:
			what := cl.Name
			if what == "" {
				what = "list"
			}
			return fmt.Errorf("%s:%d: missing ')' for %s clause", d.File, d.Line, what)
		case b == '"' || b == '\'':
			c.take(cl)
			for {
				e := c.at()
				if e == 0 {
					return fmt.Errorf("%s:%d: unterminated literal in %s clause", d.File, d.Line, cl.Name)
				}
				c.take(cl)
				if e == b {
					if fortran && c.at() == b {
						c.take(cl) // doubled quote
						continue
					}
					break
				}
				if e == '\\' && !fortran && c.at() != 0 {
					c.take(cl)
				}
			}
			continue
		case b == '(':
			depth++
		case b == ')':
			depth--
			if depth == 0 {
				c.take(cl)
				cl.Arg = d.argText(cl.spans[first:], open)
				return nil
			}
		default:
			// the bytes up to the next parenthesis or quote on this line,
			// taken at once
			l, end, i := d.Lines[c.line], c.ends[c.line], c.pos+1
			for i < end && !argStop[l[i]] {
				i++
			}
			c.takeTo(cl, i)
			continue
		}
		c.take(cl)
	}
}

// argStop are the bytes readArg looks at one by one: parentheses,
// quotes, and 0, which the cursor reads at the directive's end.
var argStop = [256]bool{'(': true, ')': true, '"': true, '\'': true, 0: true}

// argText is the text of an argument whose bytes are spans (the first
// from open on, the last up to its ')'), joined over the lines.
func (d *Directive) argText(spans []span, open int) string {
	last := len(spans) - 1
	if last == 0 {
		s := spans[0]
		return d.Lines[s.line][open : s.to-1]
	}
	var b strings.Builder
	for i, s := range spans {
		from, to := s.from, s.to
		if i == 0 {
			from = open
		}
		if i == last {
			to--
		}
		b.WriteString(d.Lines[s.line][from:to])
	}
	return b.String()
}

// RemoveClause blanks a clause out of the directive's text, with the
// comma after it (as the reference does after a clause with an argument
// on the same line; also after one without, and on a later line, where
// a comma left alone would not compile). A Fortran continuation line
// left with nothing but the sentinel goes.
func (d *Directive) RemoveClause(cl *Clause) {
	if cl == nil || cl.gone {
		return
	}
	cl.gone = true
	d.blankSpans(cl.spans)
	// the comma after it, also on a later line (the reference looked on
	// the clause's line only, after a clause with an argument)
	d.blankSpans(cl.comma)
	for _, sp := range cl.comma {
		d.dropComma(sp.line, sp.from)
	}
	if d.Lang.IsFortran() {
		// lines the clause continued from, left empty
		for i := len(cl.spans) - 2; i >= 0; i-- {
			if line := cl.spans[i].line; d.removeEmptyLine(line) {
				d.lineDropped(line)
			}
		}
	}
}

func (d *Directive) blankSpans(spans []span) {
	for _, s := range spans {
		b := []byte(d.Lines[s.line])
		for i := s.from; i < s.to && i < len(b); i++ {
			b[i] = ' '
		}
		d.Lines[s.line] = string(b)
	}
}

func (d *Directive) dropComma(line, pos int) {
	for i, s := range d.commas {
		if s.line == line && s.from == pos {
			d.commas = append(d.commas[:i], d.commas[i+1:]...)
			return
		}
	}
}

// lineDropped shifts the recorded positions after line i was removed.
func (d *Directive) lineDropped(i int) {
	shift := func(ss []span) []span {
		out := ss[:0]
		for _, s := range ss {
			if s.line == i {
				continue
			}
			if s.line > i {
				s.line--
			}
			out = append(out, s)
		}
		return out
	}
	for _, c := range d.clauses {
		c.spans = shift(c.spans)
		c.comma = shift(c.comma)
	}
	d.commas = shift(d.commas)
	d.words = shift(d.words)
}

// Split splits a combined construct into the outer directive (d, which
// keeps the clauses inner does not claim) and a new inner directive with
// the name words after the first (words[1:]) and the claimed clauses,
// both on the original lines so that columns stay where the user put
// them.
func (d *Directive) Split(inner func(*Clause) bool) (*Directive, error) {
	cl, err := d.ClauseList()
	if err != nil {
		return nil, err
	}
	outer := make([][]byte, len(d.Lines))
	in := make([][]byte, len(d.Lines))
	for i, l := range d.Lines {
		outer[i] = []byte(l)
		in[i] = d.innerLine(i, l)
	}
	move := func(s span) {
		for k := s.from; k < s.to && k < len(outer[s.line]); k++ {
			in[s.line][k] = outer[s.line][k]
			outer[s.line][k] = ' '
		}
	}
	for _, w := range d.words[1:] {
		move(w)
	}
	var moved []*Clause
	for _, c := range cl {
		if !c.gone && inner(c) {
			for _, s := range c.spans {
				move(s)
			}
			c.gone = true
			moved = append(moved, c)
		}
	}
	// commas between clauses would dangle
	for _, s := range d.commas {
		outer[s.line][s.from] = ' '
	}
	lines := make([]string, len(in))
	for i := range in {
		lines[i] = string(in[i])
		d.Lines[i] = string(outer[i])
	}
	nd := &Directive{File: d.File, Line: d.Line, Lines: lines, Prefix: d.Prefix, Lang: d.Lang, Form: d.Form}
	for _, c := range moved {
		nd.clauses = append(nd.clauses, &Clause{Name: c.Name, Arg: c.Arg, HasArg: c.HasArg})
	}
	nd.clausesRead = true
	d.removeEmpties()
	nd.removeEmpties()
	return nd, nil
}

// innerLine is line i of an inner directive before anything moves into
// it: the directive's introducing tokens and continuation marks in their
// columns, blanks elsewhere.
func (d *Directive) innerLine(i int, l string) []byte {
	b := bytes.Repeat([]byte{' '}, len(l))
	if d.Lang.IsC() {
		for _, w := range d.prefixSpans {
			if w.line == i {
				copy(b[w.from:w.to], l[w.from:w.to])
			}
		}
		if len(b) > 0 {
			b[len(b)-1] = '\\'
		}
		return b
	}
	s := d.sentinelIndex(l)
	if s >= 0 {
		copy(b[s:], l[s:s+len(d.sentinel())])
	}
	end := len(l) - 1
	for end >= 0 && (l[end] == ' ' || l[end] == '\t') {
		end--
	}
	if end >= 0 && l[end] == '&' {
		b[end] = '&'
	}
	if a1 := s + len(d.sentinel()); d.Form == FormFixed && i > 0 {
		if a1 < len(l) {
			b[a1] = l[a1] // the continuation mark in column 6
		}
	} else if a1 = firstNotOf(l, " \t", a1); at(l, a1) == '&' {
		b[a1] = '&'
	}
	return b
}

// Words are the directive's name words as read ("parallel", "for").
func (d *Directive) Words() []string { return d.wordText }

// Gone reports a clause removed or moved out of the directive.
func (c *Clause) Gone() bool { return c.gone }
