package parser

import (
	"fmt"
	"strings"
)

// Directive is one directive as written in the source: its lines (with
// comments blanked out), where it starts, its name and its clauses. Edits
// keep every byte of the user's text that is not explicitly changed, which
// is what makes the instrumented output line up with the input.
type Directive struct {
	File   string
	Line   int      // line number of the first line
	Lines  []string // the directive's lines, edited in place
	Prefix []string // the tokens that introduce it: "#","pragma","omp" or a Fortran sentinel
	Lang   Lang

	// Name is the directive name with the words of a combined construct
	// joined ("parallelfor", "endparalleldo"); "$END$" for the implicit end
	// of a C block.
	Name string
	// UserName is the name of a named critical region or user region.
	UserName string
	// Clauses maps a clause keyword to its argument text with blanks
	// removed ("" for clauses without arguments).
	Clauses map[string]string
	// NowaitAdded records that the instrumenter appended "nowait".
	NowaitAdded bool
	// Span is the number of source lines the directive was written on;
	// edits of Lines (a clause removed with its line) do not change it.
	Span int
	// Attached are comment lines with directives of other tools (!DIR$,
	// !GCC$ ivdep) written right before this Fortran directive: they
	// belong to the construct and go right before the directive's text
	// in the output, after the instrumentation calls.
	Attached []string

	// word cursor used while reading the name
	pline, ppos int
}

// EndName is the name given to the implicit end of a C/C++ structured block.
const EndName = "$END$"

// at returns s[i], or 0 past the end: the C++ original relies on reading
// the terminating NUL, and so do these algorithms.
func at(s string, i int) byte {
	if i < 0 || i >= len(s) {
		return 0
	}
	return s[i]
}

func setByte(s *string, i int, c byte) {
	if i < 0 || i >= len(*s) {
		return
	}
	b := []byte(*s)
	b[i] = c
	*s = string(b)
}

// firstNotOf returns the index of the first byte at or after from that is
// not in set, or -1.
func firstNotOf(s, set string, from int) int {
	if from < 0 {
		return -1
	}
	for i := from; i < len(s); i++ {
		if strings.IndexByte(set, s[i]) < 0 {
			return i
		}
	}
	return -1
}

// firstOf returns the index of the first byte at or after from that is in
// set, or -1.
func firstOf(s, set string, from int) int {
	if from < 0 {
		return -1
	}
	for i := from; i < len(s); i++ {
		if strings.IndexByte(set, s[i]) >= 0 {
			return i
		}
	}
	return -1
}

// NewDirective builds a directive from its lines and reads past the prefix
// tokens. The caller has already checked that the prefix is there.
func NewDirective(lang Lang, file string, line int, lines []string, prefix []string) (*Directive, error) {
	d := &Directive{File: file, Line: line, Lines: append([]string(nil), lines...), Prefix: prefix, Lang: lang, Clauses: map[string]string{}, Span: len(lines)}
	if lang.IsFortran() {
		d.delInlineComments()
	}
	for _, p := range prefix {
		if tok := d.nextWord(); !strings.EqualFold(tok, p) && tok != p {
			return nil, fmt.Errorf("%s:%d: directive token mismatch: want %q, got %q", file, line, p, tok)
		}
	}
	return d, nil
}

// NewEndDirective is the implicit end of a C/C++ structured block.
func NewEndDirective(lang Lang, file string, line int) *Directive {
	return &Directive{File: file, Line: line, Lang: lang, Name: EndName}
}

// delInlineComments blanks a trailing "!" comment on Fortran directive
// lines (everything after the second "!" of the line).
func (d *Directive) delInlineComments() {
	for i, l := range d.Lines {
		c := strings.IndexByte(l, '!')
		if c < 0 {
			continue
		}
		if j := strings.IndexByte(l[c+1:], '!'); j >= 0 {
			j += c + 1
			d.Lines[i] = l[:j] + strings.Repeat(" ", len(l)-j)
		}
	}
}

// sentinel is the Fortran directive sentinel ("!$omp" etc.).
func (d *Directive) sentinel() string { return d.Prefix[0] }

// sentinelIndex finds the sentinel on a Fortran line, case-insensitively.
func (d *Directive) sentinelIndex(l string) int {
	return strings.Index(lowerASCII(l), lowerASCII(d.sentinel()))
}

// nextWord returns the next word of the directive text: a parenthesis or
// "#" on its own, otherwise a run of characters up to blank or parenthesis.
// Continuation markers are skipped. "" at the end.
func (d *Directive) nextWord() string {
	fortran := d.Lang.IsFortran()
	cont, singles, ends := byte('\\'), "()#", " \t()"
	if fortran {
		cont, singles, ends = '&', "()", " \t()&"
	}
	for d.pline < len(d.Lines) {
		l := d.Lines[d.pline]
		wbeg := firstNotOf(l, " \t", d.ppos)
		if wbeg < 0 || l[wbeg] == cont {
			d.pline++
			if d.pline >= len(d.Lines) {
				return ""
			}
			d.ppos = 0
			if fortran {
				d.ppos = d.continuationStart(d.Lines[d.pline])
			}
			continue
		}
		if strings.IndexByte(singles, l[wbeg]) >= 0 {
			d.ppos = wbeg + 1
			return l[wbeg : wbeg+1]
		}
		d.ppos = firstOf(l, ends, wbeg)
		if d.ppos < 0 {
			d.ppos = len(l)
			return l[wbeg:]
		}
		return l[wbeg:d.ppos]
	}
	return ""
}

// continuationStart is where the text of a Fortran continuation line
// starts: after the sentinel and a continuation mark ('&', or '+' in
// fixed form).
func (d *Directive) continuationStart(l string) int {
	p := firstNotOf(l, " \t", d.sentinelIndex(l)+len(d.sentinel()))
	if c := at(l, p); c == '&' || c == '+' {
		p++
	}
	if p < 0 {
		p = len(l)
	}
	return p
}

// NextWord exposes the word cursor for directive kinds defined elsewhere
// (POMP user regions read their region name with it).
func (d *Directive) NextWord() string { return d.nextWord() }

// HasClause reports whether the clause was found on the directive.
func (d *Directive) HasClause(c string) bool { _, ok := d.Clauses[c]; return ok }

// ClauseArg returns a clause's argument ("" when absent).
func (d *Directive) ClauseArg(c string) string { return d.Clauses[c] }

// isWordBoundaryBefore/After mirror which characters may surround a clause
// keyword for it to count as a word.
func cBefore(b byte) bool {
	return b == ' ' || b == '\t' || b == '/' || b == ')' || b == ',' || b == '#'
}
func cAfter(a byte) bool { return a == ' ' || a == '\t' || a == '/' || a == '(' || a == ',' }
func fBefore(b byte) bool {
	return b == ' ' || b == '\t' || b == '!' || b == ')' || b == ','
}
func fAfter(a byte) bool {
	return a == ' ' || a == '\t' || a == '!' || a == '(' || a == ',' || a == '&'
}

// findWord searches word from (line,pos). C searches each line from its
// start; Fortran searches after the sentinel (or pos) and before a
// comment. On success line/pos point at the word.
func (d *Directive) findWord(word string, line, pos *int) bool {
	fortran := d.Lang.IsFortran()
	for i := *line; i < len(d.Lines); i++ {
		l, from, comment := d.Lines[i], 0, -1
		if fortran {
			l = lowerASCII(l)
			if from = *pos; from == 0 {
				from = d.sentinelIndex(l) + len(d.sentinel())
			}
			comment = IndexFrom(l, "!", from)
		}
		for w := IndexFrom(l, word, from); w >= 0 && (comment < 0 || w < comment); w = IndexFrom(l, word, w+1) {
			b, a := byte(' '), byte(' ')
			if w > 0 {
				b = l[w-1]
			}
			if len(l) > w+len(word) {
				a = l[w+len(word)]
			}
			bounded := cBefore(b) && cAfter(a)
			if fortran {
				bounded = fBefore(b) && fAfter(a)
			}
			if bounded {
				*line, *pos = i, w
				return true
			}
		}
		*pos = 0
	}
	return false
}

// IndexFrom is strings.Index from position from on (-1 when from is out
// of range).
func IndexFrom(s, sub string, from int) int {
	if from < 0 || from > len(s) {
		return -1
	}
	i := strings.Index(s[from:], sub)
	if i < 0 {
		return -1
	}
	return i + from
}

// FindClause looks for a clause keyword; it reports the position found.
func (d *Directive) FindClause(word string) (line, pos int, ok bool) {
	ok = d.findWord(word, &line, &pos)
	return
}

// clauseArguments reads the parenthesised argument of the clause at
// (line,pos), optionally blanking the clause and its argument out of the
// directive. The closing parenthesis is matched with nesting, and a comma
// that followed a removed clause is removed too; a clause without
// arguments leaves the text after it alone.
func (d *Directive) clauseArguments(line, pos int, remove bool, clause string) (string, error) {
	// edit a byte copy of a line only when something is removed from it
	buf := make([][]byte, len(d.Lines))
	defer func() {
		for i := range buf {
			if buf[i] != nil && i < len(d.Lines) {
				d.Lines[i] = string(buf[i])
			}
		}
	}()
	get := func(l, p int) byte {
		if buf[l] != nil {
			if p < 0 || p >= len(buf[l]) {
				return 0
			}
			return buf[l][p]
		}
		return at(d.Lines[l], p)
	}
	lineLen := func(l int) int { return len(d.Lines[l]) }
	blank := func(l, p int) {
		if buf[l] == nil {
			buf[l] = []byte(d.Lines[l])
		}
		if p >= 0 && p < len(buf[l]) {
			buf[l][p] = ' '
		}
	}
	var args []byte
	if remove {
		for k := 0; k < len(clause); k++ {
			blank(line, pos+k)
		}
	}
	pos += len(clause)
	for get(line, pos) == ' ' || get(line, pos) == '\t' {
		pos++
	}
	if get(line, pos) != '(' {
		return "", nil
	}
	depth := 1
	if remove {
		blank(line, pos)
	}
	pos++
	contComm := false
	for depth > 0 {
		c := get(line, pos)
		if c == '(' {
			depth++
		}
		if (d.Lang.IsC() && c == '\\') || (d.Lang.IsFortran() && c == '&') {
			pos = lineLen(line)
		} else if d.Lang.IsFortran() && c == '!' {
			contComm = true
		} else {
			if pos < lineLen(line) && c != ' ' {
				args = append(args, c)
			}
			if remove {
				blank(line, pos)
			}
			pos++
		}
		if pos >= lineLen(line) || contComm {
			if d.Lang.IsFortran() {
				for i := range buf {
					if buf[i] != nil {
						d.Lines[i] = string(buf[i])
						buf[i] = nil
					}
				}
				if d.removeEmptyLine(line) {
					buf = append(buf[:line], buf[line+1:]...)
				} else {
					line++
				}
			} else {
				line++
			}
			contComm = false
			if line >= len(buf) {
				return "", fmt.Errorf("%s:%d: missing ')' for %s clause", d.File, d.Line, clause)
			}
			if d.Lang.IsFortran() {
				if buf[line] != nil {
					d.Lines[line] = string(buf[line])
					buf[line] = nil
				}
				l := lowerASCII(d.Lines[line])
				p := firstOf(l, "!*c", 0) + 6
				p = firstNotOf(l, " \t", p)
				if at(l, p) == '&' {
					p++
				}
				pos = p
			} else {
				pos = 0
			}
		}
		if get(line, pos) == ')' {
			depth--
		}
	}
	if remove && pos >= 0 {
		blank(line, pos)
		for get(line, pos) == ' ' {
			pos++
		}
		if get(line, pos) == ',' {
			blank(line, pos)
		}
	}
	return string(args), nil
}

// removeEmptyLine drops a Fortran continuation line that holds nothing but
// the sentinel; it reports whether it did.
func (d *Directive) removeEmptyLine(line int) bool {
	l := lowerASCII(strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f' {
			return -1
		}
		return r
	}, d.Lines[line]))
	if l != lowerASCII(d.Prefix[0]) {
		return false
	}
	if len(d.Lines) == line+1 && line > 0 {
		prev := d.Lines[line-1]
		if i := strings.LastIndexByte(prev, '&'); i >= 0 {
			setByte(&d.Lines[line-1], i, ' ')
		}
	}
	d.Lines = append(d.Lines[:line], d.Lines[line+1:]...)
	return true
}

// DropEmptyContinuations removes the continuation lines of a free-form
// directive that hold nothing but the sentinel and '&' (after a clause
// was removed), and the '&' before a dropped last line.
func (d *Directive) DropEmptyContinuations() {
	kept := d.Lines[:1]
	for _, l := range d.Lines[1:] {
		p := d.sentinelIndex(l) + len(d.sentinel())
		if q := firstNotOf(l, " \t&", p); q >= 0 && l[q] != '!' {
			kept = append(kept, l)
		}
	}
	if len(kept) == len(d.Lines) {
		return
	}
	d.Lines = kept
	l := d.Lines[len(d.Lines)-1]
	end := len(l)
	if c := IndexFrom(l, "!", d.sentinelIndex(l)+len(d.sentinel())); c >= 0 {
		end = c
	}
	if t := lastNotOf(l[:end], " \t"); t >= 0 && l[t] == '&' {
		setByte(&d.Lines[len(d.Lines)-1], t, ' ')
	}
}

// IdentifyClauses records which of the given clause keywords the directive
// has, with their arguments. Clauses listed in remove are blanked out of
// the text (the instrumenter re-adds if/num_threads in its own form).
func (d *Directive) IdentifyClauses(clauses []string, remove map[string]bool) error {
	for _, c := range clauses {
		line, pos := 0, 0
		if d.findWord(c, &line, &pos) {
			arg, err := d.clauseArguments(line, pos, remove[c], c)
			if err != nil {
				return err
			}
			d.Clauses[c] = arg
		}
	}
	return nil
}

// AddNowait appends " nowait" to the directive (before a trailing comment
// in Fortran).
func (d *Directive) AddNowait() {
	last := len(d.Lines) - 1
	if d.Lang.IsFortran() {
		l := d.Lines[last]
		s := d.sentinelIndex(l) + len(d.sentinel())
		if c := IndexFrom(l, "!", s); c >= 0 {
			d.Lines[last] = l[:c] + " nowait" + l[c:]
		} else {
			d.Lines[last] = l + " nowait"
		}
	} else {
		d.Lines[last] += " nowait"
	}
	d.NowaitAdded = true
}

// Append adds text at the end of the directive's last line.
func (d *Directive) Append(s string) { d.Lines[len(d.Lines)-1] += s }

// removeCommas blanks commas between clauses (outside parentheses); the
// split of a combined construct would otherwise leave dangling commas.
func (d *Directive) removeCommas() {
	depth := 0
	for i, l := range d.Lines {
		b := []byte(l)
		for c := range b {
			switch b[c] {
			case '(':
				depth++
			case ')':
				depth--
			case ',':
				if depth == 0 {
					b[c] = ' '
				}
			}
		}
		d.Lines[i] = string(b)
	}
}

// moveClauseArg moves a parenthesised clause argument starting at
// (line,pos) from outer to inner, leaving blanks. Nesting is honoured, so
// schedule(dynamic,(a)*(b)) moves whole.
func (d *Directive) moveClauseArg(outer, inner [][]byte, line, pos *int) {
	depth := 0
	sentinel := ""
	if len(d.Prefix) > 0 {
		sentinel = d.Prefix[0]
	}
	atb := func(b []byte, i int) byte {
		if i < 0 || i >= len(b) {
			return 0
		}
		return b[i]
	}
	for {
		for (d.Lang.IsC() && atb(outer[*line], *pos) == '\\') ||
			(d.Lang.IsFortran() && (atb(outer[*line], *pos) == '!' || atb(outer[*line], *pos) == '&')) ||
			*pos >= len(outer[*line]) {
			*line++
			if *line >= len(outer) {
				return
			}
			if d.Lang.IsFortran() {
				l := lowerASCII(string(outer[*line]))
				p := strings.Index(l, lowerASCII(sentinel)) + len(sentinel)
				p = firstNotOf(l, " \t", p)
				if at(l, p) == '&' {
					p++
				}
				*pos = p
			} else {
				*pos = 0
			}
		}
		c := outer[*line][*pos]
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		}
		if *pos < len(inner[*line]) {
			inner[*line][*pos] = c
		}
		outer[*line][*pos] = ' '
		*pos++
		if depth <= 0 && c == ')' {
			return
		}
	}
}

// emptyLine reports a directive line with nothing but blanks and
// continuation characters after its start (in Fortran the sentinel and a
// continuation mark), up to a comment or, in C, a line continuation.
func (d *Directive) emptyLine(l string) bool {
	p, stop := 0, byte('\\')
	if !d.Lang.IsC() {
		p, stop = d.sentinelIndex(l)+len(d.sentinel()), '!'
		if c := at(l, p); c == '&' || c == '+' {
			p++
		}
	}
	p = firstNotOf(l, " \t&", p)
	return p < 0 || l[p] == stop
}

// removeEmpties drops lines that hold nothing but blanks and continuation
// characters, and makes sure the last line does not continue.
func (d *Directive) removeEmpties() {
	kept := d.Lines[:0]
	for _, l := range d.Lines {
		if !d.emptyLine(l) {
			kept = append(kept, l)
		}
	}
	d.Lines = kept
	if len(d.Lines) == 0 {
		return
	}
	if d.Lang.IsC() {
		last := len(d.Lines) - 1
		if l := d.Lines[last]; len(l) > 0 && l[len(l)-1] == '\\' {
			setByte(&d.Lines[last], len(l)-1, ' ')
		}
		return
	}
	sent := d.sentinel()
	if p := d.sentinelIndex(d.Lines[0]); p == 0 {
		setByte(&d.Lines[0], len(sent), ' ')
	} else if p > 0 {
		l := firstNotOf(d.Lines[0], " \t", p+len(sent))
		if c := at(d.Lines[0], l); c == '&' || c == '+' {
			setByte(&d.Lines[0], l, ' ')
		}
	}
	last := len(d.Lines) - 1
	l := d.Lines[last]
	p := d.sentinelIndex(l) + len(sent)
	end := len(l) - 1
	if c := IndexFrom(l, "!", p); c >= 0 {
		end = c - 1
	}
	for end >= 0 && (l[end] == ' ' || l[end] == '\t') {
		end--
	}
	if end >= 0 && l[end] == '&' {
		setByte(&d.Lines[last], end, ' ')
	}
}

// SplitCombined splits a combined construct ("parallel for") into the outer
// directive (d, keeping the parallel clauses) and a new inner directive
// carrying the worksharing keyword and its clauses, both on the original
// lines so that columns stay where the user put them.
func (d *Directive) SplitCombined(outerInner [][2]string, innerClauses []InnerClause) *Directive {
	d.removeCommas()
	sent := ""
	if len(d.Prefix) > 0 {
		sent = d.Prefix[0]
	}
	outer := make([][]byte, len(d.Lines))
	inner := make([][]byte, len(d.Lines))
	for i, l := range d.Lines {
		outer[i] = []byte(l)
		b := []byte(strings.Repeat(" ", len(l)))
		if d.Lang.IsC() {
			if len(b) > 0 {
				b[len(b)-1] = '\\'
			}
		} else {
			low := lowerASCII(l)
			s := strings.Index(low, lowerASCII(sent))
			end := len(l) - 1
			if c := IndexFrom(l, "!", s+len(sent)); c >= 0 {
				end = c - 1
			}
			for end >= 0 && (l[end] == ' ' || l[end] == '\t') {
				end--
			}
			if end >= 0 && l[end] == '&' {
				b[end] = '&'
			}
			a1 := firstNotOf(l, " \t", s+len(sent))
			if c := at(l, a1); c == '&' || c == '+' {
				b[a1] = c
			}
		}
		inner[i] = b
	}
	// findWord reads d.Lines: keep them in step with the outer buffers
	sync := func() {
		for i := range outer {
			d.Lines[i] = string(outer[i])
		}
	}
	move := func(line, pos, n int) {
		copy(inner[line][pos:pos+n], outer[line][pos:pos+n])
		for k := pos; k < pos+n; k++ {
			outer[line][k] = ' '
		}
	}
	// copy the prefix tokens
	for _, p := range d.Prefix {
		for i, l := range d.Lines {
			var pos int
			if d.Lang.IsFortran() {
				pos = strings.Index(lowerASCII(l), lowerASCII(p))
			} else {
				pos = strings.Index(l, p)
			}
			if pos >= 0 {
				copy(inner[i][pos:], l[pos:pos+len(p)])
			}
		}
	}
	// move the worksharing keyword
	for _, oi := range outerInner {
		line, pos := 0, 0
		if d.findWord(oi[0], &line, &pos) {
			if d.findWord(oi[1], &line, &pos) {
				move(line, pos, len(oi[1]))
				sync()
			}
		}
	}
	// move the worksharing clauses
	for _, ic := range innerClauses {
		line, pos := 0, 0
		for d.findWord(ic.Name, &line, &pos) {
			move(line, pos, len(ic.Name))
			pos += len(ic.Name)
			if ic.HasArgs {
				d.moveClauseArg(outer, inner, &line, &pos)
			}
			sync()
		}
	}
	sync()
	lines := make([]string, len(inner))
	for i, b := range inner {
		lines[i] = string(b)
	}
	in := &Directive{File: d.File, Line: d.Line, Lines: lines, Prefix: d.Prefix, Lang: d.Lang, Clauses: map[string]string{}}
	d.removeEmpties()
	in.removeEmpties()
	return in
}

// InnerClause names a clause that belongs to the inner (worksharing) part
// of a combined construct.
type InnerClause struct {
	Name    string
	HasArgs bool
}
