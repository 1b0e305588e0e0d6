package dirgen

import (
	"strings"
)

// clause is a clause as tokens: its name and the tokens of its argument
// (nil: no parentheses). A token is never split; the renderer puts
// blanks, line continuations and comments between tokens.
type clause struct {
	name string
	args []string
	// late: a fixed-form clause placed past column 72, where gfortran
	// ignores it (the plain program does not have it)
	late bool
}

// directive is a directive to render: its words and clauses.
type directive struct {
	words   []string
	clauses []clause
	// macro: the name of a C macro that stands for the clause text
	// (defined in the case's Top lines)
}

// style is how a case writes its directives.
type style struct {
	cont     int  // per mille: a line continuation between two tokens
	comment  int  // per mille: a comment between two tokens (C), at a line end (Fortran)
	commas   bool // commas between clauses
	wide     bool // extra blanks and tabs
	tight    bool // no blank where none is needed
	upper    bool // Fortran: upper-case directive words
	pragmaOp bool // C: _Pragma("...") instead of #pragma
	long     bool // Fortran free form: a line that ends near column 132
	sentinel string
	contMark string // fixed form: the continuation character in column 6
}

func (g *gen) newStyle() style {
	s := style{}
	if g.chance(35) {
		s.cont = 150 + g.r.Intn(350)
	}
	if g.chance(30) {
		s.comment = 100 + g.r.Intn(300)
	}
	s.commas = g.chance(40)
	s.wide = g.chance(30)
	s.tight = !s.wide && g.chance(30)
	s.upper = g.lang.Fortran() && g.chance(30)
	s.pragmaOp = !g.lang.Fortran() && g.chance(20)
	s.long = g.lang == Free && g.chance(15)
	if s.pragmaOp {
		s.cont, s.comment = 0, 0
	}
	switch g.lang {
	case Fixed:
		s.sentinel = pick(g.r, []string{"!$omp", "c$omp", "*$omp", "C$OMP", "!$OMP"})
		s.contMark = pick(g.r, []string{"&", "+", "1", "a", "&"})
	case Free:
		s.sentinel = pick(g.r, []string{"!$omp", "!$OMP", "!$Omp"})
	}
	return s
}

func isPunct(t string) bool {
	switch t {
	case "(", ")", ",", ":":
		return true
	}
	return false
}

// gap is the blank text between two tokens.
func (g *gen) gap(st style, prev, next string) string {
	canTouch := (isPunct(prev) || isPunct(next)) && !(prev == ":" && next == ":")
	switch {
	case st.tight && canTouch:
		return ""
	case st.wide:
		return pick(g.r, []string{" ", "  ", "\t", "   ", " \t "})
	case canTouch && g.chance(50):
		return ""
	}
	return " "
}

// tokens flattens a directive into tokens: the words, then each clause.
func (g *gen) tokens(st style, d directive) []string {
	var toks []string
	for _, w := range d.words {
		if st.upper {
			w = strings.ToUpper(w)
		}
		toks = append(toks, w)
	}
	for i, c := range d.clauses {
		if c.late {
			continue
		}
		if i > 0 && st.commas {
			toks = append(toks, ",")
		}
		name := c.name
		if st.upper && g.lang.Fortran() {
			name = strings.ToUpper(name)
		}
		toks = append(toks, name)
		if c.args != nil {
			toks = append(toks, "(")
			toks = append(toks, c.args...)
			toks = append(toks, ")")
		}
	}
	return toks
}

// cDirective renders a C/C++ directive as lines.
func (g *gen) cDirective(st style, d directive) []string {
	toks := g.tokens(st, d)
	if st.pragmaOp {
		var b strings.Builder
		b.WriteString("omp")
		prev := "omp"
		for _, t := range toks {
			b.WriteString(g.gap(st, prev, t))
			b.WriteString(t)
			prev = t
		}
		text := strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(b.String())
		return []string{"  _Pragma(\"" + text + "\")"}
	}
	var lines []string
	var b strings.Builder
	b.WriteString(pick(g.r, []string{"#pragma omp", "#pragma omp", "#  pragma omp", "  #pragma  omp"}))
	prev := "omp"
	for _, t := range toks {
		gap := g.gap(st, prev, t)
		if st.comment > 0 && g.r.Intn(1000) < st.comment {
			gap += "/* " + pick(g.r, []string{"c", "private(x)", "if(0)", "(", ")", "\"", "nowait", "*"}) + " */"
			if gap[0] != ' ' {
				gap = " " + gap
			}
			gap += " "
		}
		if st.cont > 0 && g.r.Intn(1000) < st.cont {
			// a splice joins the lines as they are: a blank on one side
			// keeps the tokens apart (none where punctuation touches)
			before, after := pick(g.r, []string{" \\", "\\", "  \\"}), pick(g.r, []string{"  ", "    ", "", "\t"})
			if before == "\\" && after == "" && !isPunct(prev) && !isPunct(t) {
				after = " "
			}
			b.WriteString(strings.TrimRight(gap, " \t") + before)
			lines = append(lines, b.String())
			b.Reset()
			b.WriteString(after)
			gap = ""
		}
		b.WriteString(gap)
		b.WriteString(t)
		prev = t
	}
	if st.comment > 0 && g.r.Intn(1000) < st.comment {
		b.WriteString(pick(g.r, []string{" // trailing (comment", " /* ) */", "// \"x\""}))
	}
	return append(lines, b.String())
}

// fDirective renders a Fortran directive as lines (fixed form within
// column 72, with the clauses marked late past it).
func (g *gen) fDirective(st style, d directive) []string {
	toks := g.tokens(st, d)
	fixed := g.lang == Fixed
	sent := st.sentinel
	var lines []string
	var b strings.Builder
	indent := ""
	if !fixed {
		indent = pick(g.r, []string{"", "  ", "    "})
	}
	b.WriteString(indent + sent)
	startCont := func() {
		lines = append(lines, b.String())
		b.Reset()
		if fixed {
			b.WriteString(sent[:5] + st.contMark)
		} else {
			b.WriteString(indent + pick(g.r, []string{sent + "&", sent + " &", sent, sent + "   "}))
		}
	}
	prev := ""
	for i, t := range toks {
		gap := " "
		if i > 0 {
			gap = g.gap(st, prev, t)
		} else if st.wide {
			gap = "  "
		}
		if gap == "" && prev != "" && !isPunct(prev) && !isPunct(t) {
			gap = " "
		}
		breakHere := i > 0 && st.cont > 0 && g.r.Intn(1000) < st.cont
		if limit := lineLimit(fixed); b.Len()+len(gap)+len(t)+2 > limit {
			breakHere = true
		}
		if breakHere {
			if !fixed {
				b.WriteString(" &")
				if st.comment > 0 && g.r.Intn(1000) < st.comment {
					b.WriteString(" ! " + pick(g.r, []string{"note (", "it's", "a \"b\"", "&"}))
				}
			} else if st.comment > 0 && g.r.Intn(1000) < st.comment && b.Len() < 60 {
				b.WriteString(" ! x")
			}
			startCont()
			gap = " "
		}
		b.WriteString(gap)
		b.WriteString(t)
		prev = t
	}
	if st.long && !fixed {
		// the line ends near column 132: what the instrumentation appends
		// must go on a new line
		pad := 128 + g.r.Intn(4) - b.Len()
		if pad > 0 && len(lines) == 0 && len(toks) > 1 {
			s := b.String()
			i := strings.LastIndex(s, " ")
			b.Reset()
			b.WriteString(s[:i] + strings.Repeat(" ", pad) + s[i:])
		}
	}
	// clauses past column 72 (fixed form): gfortran ignores them
	for _, c := range d.clauses {
		if !c.late {
			continue
		}
		for b.Len() < 72 {
			b.WriteByte(' ')
		}
		b.WriteString(c.name)
		if c.args != nil {
			b.WriteString("(" + strings.Join(c.args, "") + ")")
		}
	}
	if st.comment > 0 && g.r.Intn(1000) < st.comment && (!fixed && !st.long || fixed && b.Len() < 62) {
		b.WriteString(pick(g.r, []string{" ! end (", " ! it's", " !x"}))
	}
	return append(lines, b.String())
}

// lineLimit is the line length of a Fortran source form.
func lineLimit(fixed bool) int {
	if fixed {
		return 72
	}
	return 132
}

// directive renders a directive in the case's language.
func (g *gen) directive(d directive) []string {
	if g.lang.Fortran() {
		return g.fDirective(g.st, d)
	}
	return g.cDirective(g.st, d)
}

// endDirective renders a Fortran end directive ("end parallel do").
func (g *gen) endDirective(words ...string) []string {
	d := directive{words: append([]string{"end"}, words...)}
	st := g.st
	st.cont, st.comment = 0, 0
	if g.chance(20) && len(words) > 0 {
		// "endparallel" / "end  do"
		d.words = append([]string{"end" + words[0]}, words[1:]...)
	}
	return g.fDirective(st, d)
}
