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
	Form   Form // Fortran source form

	// Name is the directive name with the words of a combined construct
	// joined ("parallelfor", "endparalleldo"); "$END$" for the implicit end
	// of a C block.
	Name string
	// UserName is the name of a named critical region or user region.
	UserName string
	// Inner are the name words of the inner part of a combined construct
	// ("for", "simd" of parallel for simd).
	Inner []string
	// Clauses are the clauses the CTC string records, each keyword once
	// with its argument text, blanks removed ("" for clauses without
	// arguments), in the order they were recorded (SetClause).
	Clauses []ClauseValue
	// NowaitAdded records that the instrumenter appended "nowait".
	NowaitAdded bool
	// Span is the number of source lines the directive was written on;
	// edits of Lines (a clause removed with its line) do not change it.
	Span int
	// Width is the length of its longest source line (trailing blanks
	// left out).
	Width int
	// Attached are comment lines with directives of other tools (!DIR$,
	// !GCC$ ivdep) written right before this Fortran directive: they
	// belong to the construct and go right before the directive's text
	// in the output, after the instrumentation calls.
	Attached []string

	// word cursor used while reading the name
	pline, ppos int
	// where the prefix tokens and the name words are, and the words
	prefixSpans []span
	words       []span
	wordText    []string
	// the clauses, read once (clauses.go)
	clauses     []*Clause
	commas      []span // commas between clauses
	clausesRead bool
	clauseErr   error

	// storage for the usual directive, allocated with it: its lines, prefix
	// tokens, name words, clause pointers and the clause cursor's tables
	linesBuf     [2]string
	prefixBuf    [3]string
	wordBuf      [6]span
	wordTextBuf  [6]string
	clauseBuf    [6]*Clause
	cursorBuf    [8]int
	clauseValBuf [4]ClauseValue
	clauseSlab   []Clause
}

// reset makes a directive used before a zero one, for the next; it
// keeps its last block of clauses (newClause zeroes each clause it hands
// out).
func (d *Directive) reset() {
	clauses := d.clauseSlab[:0]
	*d = Directive{clauseSlab: clauses}
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
	if set == " \t" {
		// blanks: the set of nearly every call
		for i := from; i < len(s); i++ {
			if c := s[i]; c != ' ' && c != '\t' {
				return i
			}
		}
		return -1
	}
	for i := from; i < len(s); i++ {
		if !inSet(set, s[i]) {
			return i
		}
	}
	return -1
}

// inSet reports whether c is one of the bytes of set: a loop over the
// few bytes of set, cheaper than a call of strings.IndexByte per byte of
// the text (the scanners' hottest helpers use it).
func inSet(set string, c byte) bool {
	for j := 0; j < len(set); j++ {
		if set[j] == c {
			return true
		}
	}
	return false
}

// firstOf returns the index of the first byte at or after from that is in
// set, or -1.
func firstOf(s, set string, from int) int {
	if from < 0 {
		return -1
	}
	for i := from; i < len(s); i++ {
		if inSet(set, s[i]) {
			return i
		}
	}
	return -1
}

// NewDirective builds a directive from its lines and reads past the prefix
// tokens. The caller has already checked that the prefix is there.
func NewDirective(lang Lang, file string, line int, lines []string, prefix []string) (*Directive, error) {
	d := &Directive{}
	return d.init(lang, FormNone, file, line, append(d.linesBuf[:0:len(d.linesBuf)], lines...), prefix)
}

// init makes d the directive of lines, which it keeps (and edits), and
// reads past the prefix tokens.
func (d *Directive) init(lang Lang, form Form, file string, line int, lines []string, prefix []string) (*Directive, error) {
	d.setLines(lang, form, file, line, lines, prefix)
	for _, p := range prefix {
		if tok := d.nextWord(); tok != p && !strings.EqualFold(tok, p) { // (as written, usually)
			return nil, fmt.Errorf("%s:%d: directive token mismatch: want %q, got %q", file, line, p, tok)
		}
	}
	d.prefixRead()
	return d, nil
}

// initSentinel is init for a Fortran directive whose prefix is its
// sentinel alone, found by the scanner as the word lines[0][from:to]:
// it is not read again.
func (d *Directive) initSentinel(form Form, file string, line int, lines []string, from, to int) *Directive {
	w := lines[0][from:to]
	d.setLines(LangF90, form, file, line, lines, []string{w})
	d.words = append(d.words, span{0, from, to})
	d.wordText = append(d.wordText, w)
	d.ppos = to
	d.prefixRead()
	return d
}

// setLines is init up to the reading of the prefix.
func (d *Directive) setLines(lang Lang, form Form, file string, line int, lines []string, prefix []string) {
	d.File, d.Line, d.Lines, d.Lang, d.Form, d.Span = file, line, lines, lang, form, len(lines)
	d.Prefix = append(d.prefixBuf[:0:len(d.prefixBuf)], prefix...)
	d.words, d.wordText, d.clauses = d.wordBuf[:0], d.wordTextBuf[:0], d.clauseBuf[:0]
	for _, l := range lines {
		d.Width = max(d.Width, lastNotOf(l, " \t")+1) // (strings.TrimRight builds a byte set at every call)
	}
}

// prefixRead sets the prefix words apart from the name's.
func (d *Directive) prefixRead() {
	n := len(d.words)
	d.prefixSpans = d.words[:n:n]
	d.words, d.wordText = d.words[n:n], d.wordText[n:n]
}

// prepareFortranLine lowers a directive line and blanks its comment,
// outside character literals; quote is the literal a continued line
// starts in, and the one it leaves open is returned.
func prepareFortranLine(l, sentinel string, form Form, continuation bool, quote byte, keepComment bool) (string, byte) {
	if quote == 0 && (form != FormFixed || len(l) <= 72) {
		if s := indexFold(l, sentinel); s >= 0 && !hasQuoteOrBang(l[s+len(sentinel):]) {
			return lowerASCII(l), 0 // the common line: no literal, no comment
		}
	}
	b := []byte(l)
	if form == FormFixed && len(b) > 72 && !keepComment {
		for i := 72; i < len(b); i++ {
			b[i] = ' '
		}
	}
	s := indexFold(l, sentinel)
	if s < 0 {
		return lowerASCII(l), 0
	}
	from := s + len(sentinel)
	if continuation && quote != 0 {
		// the literal goes on after the continuation mark
		p := firstNotOf(l, " \t", from)
		if form == FormFixed {
			p = from + 1
		} else if at(l, p) == '&' {
			p++
		}
		if p >= 0 {
			from = p
		}
	}
	for i := 0; i < from && i < len(b); i++ {
		b[i] = lowerByte(b[i])
	}
	for i := from; i < len(b); i++ {
		c := b[i]
		if quote != 0 {
			if c == quote {
				if i+1 < len(b) && b[i+1] == quote {
					i++
					continue
				}
				quote = 0
			} else if c == '&' && form != FormFixed && firstNotOfBytes(b, " \t", i+1) < 0 {
				break // continued literal
			}
			continue
		}
		switch c {
		case '\'', '"':
			quote = c
		case '!':
			if keepComment {
				for ; i < len(b); i++ {
					b[i] = lowerByte(b[i])
				}
			}
			for ; i < len(b); i++ {
				b[i] = ' '
			}
		default:
			b[i] = lowerByte(c)
		}
	}
	if form == FormFixed {
		quote = 0 // a fixed-form literal cannot go on over a directive line
	}
	return string(b), quote
}

// indexFold is the index of the lower-case ASCII word w in s, whatever
// the case of s, or -1: strings.Index(lowerASCII(s), w) without the
// lowered copy of s.
func indexFold(s, w string) int {
	if w == "" {
		return 0
	}
	for i := 0; i+len(w) <= len(s); i++ {
		if lowerByte(s[i]) != w[0] {
			continue
		}
		j := 1
		for j < len(w) && lowerByte(s[i+j]) == w[j] {
			j++
		}
		if j == len(w) {
			return i
		}
	}
	return -1
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// LowerFortranDirective lowers the lines of a directive outside its
// character literals, keeping comments: how a directive that is not
// instrumented is copied.
func LowerFortranDirective(form Form, lines []string, sentinel string) []string {
	out := make([]string, len(lines))
	var quote byte
	for i, l := range lines {
		out[i], quote = prepareFortranLine(l, sentinel, form, i > 0, quote, true)
	}
	return out
}

// EndDirective is the implicit end of a C/C++ structured block (a value:
// the instrumenter reuses one for every block).
func EndDirective(lang Lang, file string, line int) Directive {
	return Directive{File: file, Line: line, Lang: lang, Name: EndName}
}

// sentinel is the Fortran directive sentinel ("!$omp" etc.).
func (d *Directive) sentinel() string { return d.Prefix[0] }

// sentinelIndex finds the sentinel on a Fortran line, case-insensitively.
func (d *Directive) sentinelIndex(l string) int {
	return indexFold(l, lowerASCII(d.sentinel()))
}

// nextWord returns the next word of the directive text: a parenthesis or
// "#" on its own, otherwise a run of characters up to blank or parenthesis.
// Continuation markers are skipped. "" at the end. The word's place is
// recorded (Split moves the words of a combined construct).
func (d *Directive) nextWord() string {
	fortran := d.Lang.IsFortran()
	cont, singles, ends := byte('\\'), &singleC, &wordEndC
	if fortran {
		cont, singles, ends = '&', &singleF, &wordEndF
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
		var w string
		if singles[l[wbeg]] {
			d.ppos = wbeg + 1
			w = l[wbeg : wbeg+1]
		} else {
			e := wbeg + 1
			for e < len(l) && !ends[l[e]] {
				e++
			}
			d.ppos, w = e, l[wbeg:e]
		}
		d.words = append(d.words, span{d.pline, wbeg, d.ppos})
		d.wordText = append(d.wordText, w)
		return w
	}
	return ""
}

// wordEndC and wordEndF are the bytes that end a directive word,
// singleC and singleF those that are a word on their own.
var (
	wordEndC, wordEndF = byteTable(" \t()\\"), byteTable(" \t()&")
	singleC, singleF   = byteTable("()#"), byteTable("()")
)

func byteTable(set string) (t [256]bool) {
	for i := 0; i < len(set); i++ {
		t[set[i]] = true
	}
	return t
}

// continuationStart is where the text of a Fortran continuation line
// starts: after the sentinel and a continuation mark ('&' in free form,
// the character in column 6 in fixed form).
func (d *Directive) continuationStart(l string) int {
	s := d.sentinelIndex(l) + len(d.sentinel())
	if d.Form == FormFixed {
		return min(s+1, len(l))
	}
	p := firstNotOf(l, " \t", s)
	if at(l, p) == '&' {
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

// SplitWord makes two words of the last word read, the first n bytes
// and the rest ("paralleldo", which free form allows for "parallel do").
func (d *Directive) SplitWord(n int) {
	i := len(d.words) - 1
	if i < 0 || n <= 0 || n >= len(d.wordText[i]) {
		return
	}
	w, t := d.words[i], d.wordText[i]
	d.words[i].to = w.from + n
	d.wordText[i] = t[:n]
	d.words = append(d.words, span{w.line, w.from + n, w.to})
	d.wordText = append(d.wordText, t[n:])
}

// PeekWord returns the next word without moving past it.
func (d *Directive) PeekWord() string {
	m := d.wordMark()
	w := d.nextWord()
	d.rewind(m)
	return w
}

// NextWordIf moves past the next word when it is w.
func (d *Directive) NextWordIf(w string) bool {
	m := d.wordMark()
	if d.nextWord() == w {
		return true // (read once)
	}
	d.rewind(m)
	return false
}

// wordMark is a place of the word cursor to go back to.
type wordMark struct{ line, pos, words int }

func (d *Directive) wordMark() wordMark { return wordMark{d.pline, d.ppos, len(d.words)} }

// rewind takes the cursor back to m, forgetting the words read since.
func (d *Directive) rewind(m wordMark) {
	d.pline, d.ppos, d.words, d.wordText = m.line, m.pos, d.words[:m.words], d.wordText[:m.words]
}

// HasClause reports whether the clause was found on the directive.
func (d *Directive) HasClause(c string) bool { _, ok := d.clauseValue(c); return ok }

// ClauseValue is a recorded clause: its keyword and argument.
type ClauseValue struct{ Name, Arg string }

// clauseValue finds a recorded clause (a directive records a few: a
// list, not a map made per directive).
func (d *Directive) clauseValue(c string) (string, bool) {
	for _, v := range d.Clauses {
		if v.Name == c {
			return v.Arg, true
		}
	}
	return "", false
}

// SetClause records a clause's argument in Clauses, replacing the one
// recorded before.
func (d *Directive) SetClause(c, arg string) {
	for i := range d.Clauses {
		if d.Clauses[i].Name == c {
			d.Clauses[i].Arg = arg
			return
		}
	}
	if d.Clauses == nil {
		d.Clauses = d.clauseValBuf[:0:len(d.clauseValBuf)]
	}
	d.Clauses = append(d.Clauses, ClauseValue{c, arg})
}

// ClauseArg returns a clause's argument ("" when absent).
func (d *Directive) ClauseArg(c string) string { v, _ := d.clauseValue(c); return v }

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

// AddNowait appends " nowait" to the directive (its comments are blanked).
func (d *Directive) AddNowait() {
	last := len(d.Lines) - 1
	d.Lines[last] += " nowait"
	d.NowaitAdded = true
}

// Append adds text at the end of the directive's last line.
func (d *Directive) Append(s string) { d.Lines[len(d.Lines)-1] += s }

// emptyLine reports a directive line with nothing but blanks and
// continuation characters after its start (in Fortran the sentinel and a
// continuation mark), up to a comment or, in C, a line continuation.
func (d *Directive) emptyLine(l string) bool {
	p, stop := 0, byte('\\')
	if !d.Lang.IsC() {
		p, stop = d.sentinelIndex(l)+len(d.sentinel()), 0
		if c := at(l, p); c == '&' || d.Form == FormFixed {
			p++ // the continuation mark (fixed form: column 6)
		}
	}
	p = firstNotOf(l, " \t&", p)
	return p < 0 || l[p] == stop
}

// removeEmpties drops lines that hold nothing but blanks and continuation
// characters, and makes sure the last line does not continue.
func (d *Directive) removeEmpties() {
	kept := d.Lines[:0]
	dropped := false
	for _, l := range d.Lines {
		if d.emptyLine(l) {
			dropped = true
			continue
		}
		if n := len(kept); d.Lang.IsC() && n > 0 && dropped {
			// the line before now continues with this one: a '\' right
			// after a word would join it to the word starting this line
			if p := kept[n-1]; len(p) > 1 && p[len(p)-1] == '\\' && p[len(p)-2] != ' ' && p[len(p)-2] != '\t' {
				kept[n-1] = p[:len(p)-1] + " \\"
			}
		}
		kept = append(kept, l)
		dropped = false
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
	// the first line may have been a continuation line: no mark now
	if p := d.sentinelIndex(d.Lines[0]); p >= 0 {
		if d.Form == FormFixed || p == 0 && at(d.Lines[0], len(sent)) != ' ' {
			setByte(&d.Lines[0], p+len(sent), ' ')
		} else {
			l := firstNotOf(d.Lines[0], " \t", p+len(sent))
			if at(d.Lines[0], l) == '&' {
				setByte(&d.Lines[0], l, ' ')
			}
		}
	}
	last := len(d.Lines) - 1
	l := d.Lines[last]
	end := len(l) - 1
	for end >= 0 && (l[end] == ' ' || l[end] == '\t') {
		end--
	}
	if end >= 0 && l[end] == '&' {
		setByte(&d.Lines[last], end, ' ')
	}
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
	n := len(d.Lines)
	for i := len(d.Lines) - 1; i >= 1; i-- {
		l := d.Lines[i]
		p := d.sentinelIndex(l) + len(d.sentinel())
		if q := firstNotOf(l, " \t&", p); q < 0 {
			d.Lines = append(d.Lines[:i], d.Lines[i+1:]...)
			d.lineDropped(i)
		}
	}
	if len(d.Lines) == n {
		return
	}
	l := d.Lines[len(d.Lines)-1]
	if t := lastNotOf(l, " \t"); t >= 0 && l[t] == '&' {
		setByte(&d.Lines[len(d.Lines)-1], t, ' ')
	}
}
