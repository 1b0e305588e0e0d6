package parser

import "strings"

// Fortran has no reserved words: "do_loop = 1", "interfaces_count = 0" and
// "endif_flag = 1" are assignments, "integer :: function" declares a
// variable. The classifier below reads a whole statement (continuation
// lines joined, literals and comments blanked, split at ';') and decides
// by keywords at word boundaries and by the statement's shape, in both
// source forms: in fixed form blanks mean nothing ("DO10I=1,10" is a do
// statement, "DO10I=1.10" an assignment), in free form they separate
// words.

// fStmtKind is what the scanner needs to know about a statement.
type fStmtKind int

const (
	fsOther        fStmtKind = iota // declaration or executable statement
	fsHeader                        // use, import, implicit, parameter, format, entry, include
	fsUnit                          // first statement of a program unit or procedure
	fsEndUnit                       // end [program|subroutine|function|module|...]
	fsContains                      // contains
	fsInterface                     // [abstract] interface ...
	fsEndInterface                  // end interface
	fsDo                            // do loop
	fsEndDo                         // end do
)

// fUnitKind tells program units apart: only executable units get the
// include line.
type fUnitKind int

const (
	fuNone fUnitKind = iota
	fuProgram
	fuSubroutine
	fuFunction
	fuModuleProcedure // "module procedure name" of a submodule
	fuModule
	fuSubmodule
	fuBlockData
)

// fStmt is a classified statement.
type fStmt struct {
	kind    fStmtKind
	unit    fUnitKind
	pure    bool   // pure or elemental procedure (no include: no common blocks there)
	label   string // free form: the statement label
	doLabel string // do statement: the label of its terminal statement
}

// fcur reads keywords from a normalized statement: fixed form without
// any blanks, free form with single blanks between words.
type fcur struct {
	s    string
	p    int
	free bool
}

func (c *fcur) skip() {
	for c.p < len(c.s) && c.s[c.p] == ' ' {
		c.p++
	}
}

func (c *fcur) peek() byte { c.skip(); return at(c.s, c.p) }

func (c *fcur) atEnd() bool { c.skip(); return c.p >= len(c.s) }

// kw consumes keyword k. In free form the keyword must end at a word
// boundary; in fixed form any text may follow (blanks are insignificant).
// The classifier tries keyword after keyword on every statement: kw is
// small enough to be inlined, where k is a constant and the comparison
// a load or two. (The normal form has a blank at most before a word.)
func (c *fcur) kw(k string) bool {
	p := c.p
	if p < len(c.s) && c.s[p] == ' ' {
		p++
	}
	q := p + len(k)
	if q > len(c.s) || c.s[p:q] != k || c.free && q < len(c.s) && isIdentChar(c.s[q]) {
		return false
	}
	c.p = q
	return true
}

// kw2 consumes a keyword pair whose blank is optional in free form
// ("end do"/"enddo", "block data"/"blockdata").
func (c *fcur) kw2(a, b string) bool {
	save := c.p
	if c.kw(a) && c.kw(b) {
		return true
	}
	c.p = save
	// a and b written together (without building a+b: this runs for
	// every statement)
	c.skip()
	if rest := c.s[c.p:]; strings.HasPrefix(rest, a) && strings.HasPrefix(rest[len(a):], b) {
		q := c.p + len(a) + len(b)
		if !(c.free && q < len(c.s) && isIdentChar(c.s[q])) {
			c.p = q
			return true
		}
	}
	c.p = save
	return false
}

// endGlue lists the words that may follow "end" without a blank in free
// form ("enddo", "endsubroutine").
var endGlue = []string{"do", "program", "subroutine", "function", "module", "submodule", "procedure",
	"blockdata", "block", "interface", "if", "select", "where", "forall", "associate", "type", "enum",
	"critical", "team", "file"}

// kwEnd consumes "end", also when a keyword follows it without a blank.
func (c *fcur) kwEnd() bool {
	if c.kw("end") {
		return true
	}
	c.skip()
	if !c.free || !strings.HasPrefix(c.s[c.p:], "end") {
		return false
	}
	for _, g := range endGlue {
		if strings.HasPrefix(c.s[c.p+3:], g) {
			c.p += 3
			return true
		}
	}
	return false
}

// name consumes a Fortran name.
func (c *fcur) name() string {
	c.skip()
	if !isAlpha(at(c.s, c.p)) {
		return ""
	}
	q := c.p
	for q < len(c.s) && isIdentChar(c.s[q]) {
		q++
	}
	n := c.s[c.p:q]
	c.p = q
	return n
}

// digits consumes a statement label.
func (c *fcur) digits() string {
	c.skip()
	q := c.p
	for q < len(c.s) && c.s[q] >= '0' && c.s[q] <= '9' {
		q++
	}
	d := c.s[c.p:q]
	c.p = q
	return d
}

// parens consumes a parenthesized group, nesting included.
func (c *fcur) parens() bool {
	if c.peek() != '(' {
		return false
	}
	depth := 0
	for q := c.p; q < len(c.s); q++ {
		switch c.s[q] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				c.p = q + 1
				return true
			}
		}
	}
	return false
}

// typeSpec consumes the type of a function prefix ("integer",
// "real(kind=8)", "character*(*)", "double precision", "type(t)").
func (c *fcur) typeSpec() bool {
	save := c.p
	intrinsic := false
	switch c.peek() { // (each keyword tried only where it may be)
	case 'i':
		intrinsic = c.kw("integer")
	case 'r':
		intrinsic = c.kw("real")
	case 'c':
		intrinsic = c.kw("complex") || c.kw("character")
		if !intrinsic && c.kw("class") && c.parens() {
			return true
		}
	case 'l':
		intrinsic = c.kw("logical")
	case 'd':
		intrinsic = c.kw2("double", "precision") || c.kw2("double", "complex")
	case 't':
		if c.kw("type") && c.parens() {
			return true
		}
	}
	if intrinsic {
		if c.peek() == '(' {
			return c.parens()
		}
		if c.peek() == '*' {
			c.p++
			if c.peek() == '(' {
				return c.parens()
			}
			return c.digits() != ""
		}
		return true
	}
	c.p = save
	return false
}

// normalizeStmt prepares a statement for fcur.
func normalizeStmt(text string, free bool) string {
	// the usual statement differs from its normal form only by the
	// blanks around it: a slice of it then, not a copy
	if t := strings.Trim(text, " "); isNormal(t, free) {
		return t
	}
	return collapseBlanks(text, free)
}

// collapseBlanks is text without blanks at its ends, and its runs of
// blanks (tabs, form feeds too) one ' ' in free form, none in fixed form.
func collapseBlanks(text string, free bool) string {
	// copied in runs of non-blanks (this runs for every statement)
	isBlank := func(c byte) bool { return c == ' ' || c == '\t' || c == '\f' || c == '\v' }
	var b strings.Builder
	b.Grow(len(text))
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && isBlank(text[j]) {
			j++
		}
		if j == len(text) {
			break
		}
		if j > i && free && b.Len() > 0 {
			b.WriteByte(' ')
		}
		k := j + 1
		for k < len(text) && !isBlank(text[k]) {
			k++
		}
		b.WriteString(text[j:k])
		i = k
	}
	return b.String()
}

// isNormal reports text that normalizeStmt would not change: no tabs, no
// blank at either end, and in free form no two blanks in a row (in fixed
// form no blank at all).
func isNormal(text string, free bool) bool {
	if text == "" || text[0] == ' ' || text[len(text)-1] == ' ' {
		return text == ""
	}
	// one pass over the bytes: this runs for every statement the
	// classifier reads (four byte searches cost more on statements of a
	// few dozen bytes)
	prev := byte(0)
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c <= ' ' && (c == '\t' || c == '\f' || c == '\v' || c == ' ' && (prev == ' ' || !free)) {
			return false
		}
		prev = c
	}
	return true
}

// topLevel scans s at parenthesis depth 0 and reports an assignment '='
// (not ==, /=, <=, >=, =>), a pointer assignment "=>" not preceded by a
// comma (which a use statement's rename list has), and the position of a
// "::".
func topLevel(s string) (assign, pointer bool, colons int) {
	depth := 0
	colons = -1
	comma := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				comma = true
			}
		case ':':
			if depth == 0 && at(s, i+1) == ':' && colons < 0 {
				colons = i
			}
		case '=':
			if depth != 0 {
				continue
			}
			prev, next := at(s, i-1), at(s, i+1)
			if next == '>' {
				if !comma && colons < 0 {
					pointer = true
				}
				i++
				continue
			}
			if next == '=' {
				i++
				continue
			}
			if prev == '=' || prev == '/' || prev == '<' || prev == '>' {
				continue
			}
			if colons < 0 {
				assign = true
			}
		}
	}
	return
}

// isAssignment reports an assignment (also a pointer assignment, a
// statement function, an if, where or forall with one): never a keyword
// statement ("do_loop = 1", "endif_flag = 1", fixed-form "SUBROUTINEX=1").
func isAssignment(text string) bool {
	if strings.IndexByte(text, '=') < 0 {
		return false // (most statements the classifier reads)
	}
	assign, pointer, _ := topLevel(text)
	return assign || pointer
}

// classifyStmt classifies one statement (lower case, literals and
// comments blanked, no label field). inInterface: inside an interface
// block, "module procedure" lists procedures instead of starting one.
func classifyStmt(text string, free, inInterface bool) fStmt {
	var st fStmt
	c := &fcur{s: normalizeStmt(text, free), free: free}
	if free {
		save := c.p
		if l := c.digits(); l != "" && (c.p >= len(c.s) || c.s[c.p] == ' ') {
			st.label = l
		} else {
			c.p = save
		}
	}
	// construct name "name:" (not "::")
	save := c.p
	if n := c.name(); n != "" && c.peek() == ':' && at(c.s, c.p+1) != ':' {
		c.p++
	} else {
		c.p = save
	}
	start := c.p
	rest := c.s[start:]
	if !startsKeyword(rest) {
		return st // an assignment, a call, an if statement, ...
	}

	if label, ok := doStatement(c); ok {
		st.kind, st.doLabel = fsDo, label
		return st
	}
	c.p = start
	// procedures: prefixes, then subroutine or function
	pure := false
	c.skip()
	first := c.p // (a label's blank skipped)
	for prefix := true; prefix; {
		switch c.peek() { // (each word tried only where it may be)
		case 'r':
			prefix = c.kw("recursive") || c.typeSpec()
		case 'n':
			prefix = c.kw("non_recursive")
		case 'i':
			prefix = c.kw("impure") || c.typeSpec()
		case 'm':
			prefix = c.kw("module")
		case 'c', 'l', 'd', 't':
			prefix = c.typeSpec()
		case 'p':
			prefix = c.kw("pure")
			pure = pure || prefix
		case 'e':
			prefix = c.kw("elemental")
			pure = pure || prefix
		default:
			prefix = false
		}
	}
	prefixed := c.p > first
	switch c.peek() {
	case 's':
		if c.kw("subroutine") && c.name() != "" && !isAssignment(rest) {
			st.kind, st.unit, st.pure = fsUnit, fuSubroutine, pure
			return st
		}
	case 'f':
		if c.kw("function") && c.name() != "" && c.peek() == '(' && !isAssignment(rest) {
			st.kind, st.unit, st.pure = fsUnit, fuFunction, pure
			return st
		}
	}
	c.p = start
	if prefixed && c.peek() != 'm' {
		// a declaration ("integer :: n", "real(8) x") or an assignment:
		// it starts with a prefix, and of the words below only module
		// can be one
		return st
	}
	if isAssignment(rest) {
		return st // assignment, statement function, if/where/forall with an assignment
	}
	if c.kwEnd() {
		return endStmt(c, st)
	}
	c.p = start
	// the keywords by their first letter, each tried only where it may
	// be (in fixed form a keyword may run on into a name: the longer
	// of two that start alike is tried first)
	switch c.peek() {
	case 'p':
		switch {
		case c.kw("program"):
			if c.name() != "" && c.atEnd() {
				st.kind, st.unit = fsUnit, fuProgram
			}
		case c.kw("parameter"):
			if c.peek() == '(' {
				st.kind = fsHeader
			}
		}
	case 'm':
		switch {
		case c.kw2("module", "procedure"):
			if !inInterface && c.name() != "" && c.atEnd() {
				st.kind, st.unit = fsUnit, fuModuleProcedure
			}
		case c.kw("module"):
			if c.name() != "" && c.atEnd() {
				st.kind, st.unit = fsUnit, fuModule
			}
		}
	case 's':
		if c.kw("submodule") && c.parens() && c.name() != "" && c.atEnd() {
			st.kind, st.unit = fsUnit, fuSubmodule
		}
	case 'b':
		if c.kw2("block", "data") {
			if c.name(); c.atEnd() {
				st.kind, st.unit = fsUnit, fuBlockData
			}
		}
	case 'c':
		if c.kw("contains") && c.atEnd() {
			st.kind = fsContains
		}
	case 'a':
		if c.kw2("abstract", "interface") {
			st.kind = fsInterface
		}
	case 'i':
		switch {
		case c.kw("interface"):
			st.kind = fsInterface
		case c.kw("import"), c.kw("implicit"):
			st.kind = fsHeader
		case c.kw("include"):
			if c.peek() == '@' {
				st.kind = fsHeader
			}
		}
	case 'u':
		if c.kw("use") {
			if p := c.peek(); p == ',' || p == ':' || c.name() != "" {
				st.kind = fsHeader
			}
		}
	case 'f':
		if c.kw("format") && c.peek() == '(' {
			st.kind = fsHeader
		}
	case 'e':
		if c.kw("entry") && c.name() != "" {
			st.kind = fsHeader
		}
	}
	return st
}

// endStmt classifies the statement st that starts with "end", c after
// it: the end of a program unit, of a do loop or of an interface block;
// other ends (end if, end select, end file) are fsOther.
func endStmt(c *fcur, st fStmt) fStmt {
	if c.atEnd() {
		st.kind = fsEndUnit
		return st
	}
	unit := false
	switch c.peek() {
	case 'd':
		if c.kw("do") {
			if c.name(); c.atEnd() {
				st.kind = fsEndDo
			}
			return st
		}
	case 'i':
		if c.kw("interface") {
			st.kind = fsEndInterface
			return st
		}
	case 'b':
		unit = c.kw2("block", "data")
	case 'p':
		unit = c.kw("program") || c.kw("procedure")
	case 's':
		unit = c.kw("subroutine") || c.kw("submodule")
	case 'f':
		unit = c.kw("function")
	case 'm':
		unit = c.kw("module")
	}
	if unit {
		if c.name(); c.atEnd() {
			st.kind = fsEndUnit
		}
	}
	return st
}

// keywordsByLetter are the words that a statement classifyStmt tells
// apart from the others may start with, by their first letter: do, end,
// the procedure prefixes and types, and the words of its last switch.
var keywordsByLetter = byFirstLetter("abstract", "block", "character", "class", "complex", "contains",
	"do", "double", "elemental", "end", "entry", "format", "function", "impure", "implicit",
	"import", "include", "integer", "interface", "logical", "module", "non_recursive",
	"parameter", "program", "pure", "real", "recursive", "submodule", "subroutine", "type", "use")

// byFirstLetter groups lower-case words by their first letter.
func byFirstLetter(words ...string) (t [26][]string) {
	for _, w := range words {
		t[w[0]-'a'] = append(t[w[0]-'a'], w)
	}
	return t
}

// startsKeyword reports whether text (after a blank) starts with one of
// the keywords: without one, a statement is none of those classifyStmt
// looks for. Most statements are ruled out by a letter or two.
func startsKeyword(text string) bool {
	if text != "" && text[0] == ' ' {
		text = text[1:]
	}
	if text == "" || text[0] < 'a' || text[0] > 'z' {
		return false
	}
	for _, k := range keywordsByLetter[text[0]-'a'] {
		if len(text) >= 2 && text[1] != k[1] { // (every keyword has two letters or more)
			continue
		}
		if strings.HasPrefix(text, k) {
			return true
		}
	}
	return false
}

// doStatement recognizes the do statements: "do", "do 10", "do 10, i =
// 1, n", "do i = 1, n", "do while (...)", "do concurrent (...)". It
// returns the terminal statement's label of a labelled do.
func doStatement(c *fcur) (string, bool) {
	if !c.kw("do") {
		return "", false
	}
	label := c.digits()
	if label != "" && c.peek() == ',' {
		c.p++
	}
	if c.atEnd() {
		return label, true
	}
	save := c.p
	if c.kw("while") && c.parens() && c.atEnd() {
		return label, true
	}
	c.p = save
	if c.kw("concurrent") && c.parens() {
		return label, true // locality specifiers may follow
	}
	c.p = save
	if c.name() == "" || c.peek() != '=' || at(c.s, c.p+1) == '=' {
		return "", false
	}
	// "i = first, last": a comma at depth 0 after the '=' (an assignment
	// "do10i = 1.10" has none)
	depth := 0
	for q := c.p + 1; q < len(c.s); q++ {
		switch c.s[q] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				return label, true
			}
		}
	}
	return "", false
}

func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isAlnum(c byte) bool { return isAlpha(c) || (c >= '0' && c <= '9') }
