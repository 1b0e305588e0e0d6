package parser

import "fmt"

// StatementEnd finds the statement that follows a directive: toks[from] is
// the first token after the directive's line. It returns the index of the
// statement's last token. Preprocessor lines inside the statement are
// skipped; of a conditional group (#if ... #else ... #endif) opened inside
// the statement only the first branch is parsed, and if the statement ends
// inside such a group the group's #endif is returned instead, so that the
// instrumentation closes after every alternative.
func StatementEnd(ts *TokenStream, from int) (int, error) {
	p := &stmtParser{ts: ts, pos: from, last: -1}
	if err := p.statement(); err != nil {
		return -1, err
	}
	end := p.last
	if len(p.cond) == 0 {
		return end, nil
	}
	// The statement ended inside conditional groups it opened. The end
	// stays in the section of its last token (as in the common guard
	// "#ifdef USE_OMP / } / #endif", where the block's opening brace is
	// conditional too), unless a group has alternatives: then every
	// alternative is closed, after the #endif of the outermost such group.
	open, nested := len(p.cond), 0
	alt := make([]bool, len(p.cond))
	endif := make([]int, len(p.cond))
	for i := p.pos; open > 0; i++ {
		t, ok := ts.Get(i)
		if !ok {
			return -1, errStmt("conditional group opened inside the structured block is never closed")
		}
		if t.Kind != TokPP {
			continue
		}
		switch t.Text {
		case "if", "ifdef", "ifndef":
			nested++
		case "elif", "else", "elifdef", "elifndef":
			if nested == 0 {
				alt[open-1] = true
			}
		case "endif":
			if nested > 0 {
				nested--
			} else {
				open--
				endif[open] = i
			}
		}
	}
	for g := range alt {
		if alt[g] {
			return endif[g], nil
		}
	}
	return end, nil
}

type stmtError struct{ msg string }

func (e *stmtError) Error() string { return e.msg }

func errStmt(format string, args ...any) error { return &stmtError{fmt.Sprintf(format, args...)} }

type stmtParser struct {
	ts   *TokenStream
	pos  int   // next token to look at
	last int   // last significant token consumed
	cond []int // conditional groups opened inside the statement (nesting count)
}

// skipPP moves past preprocessor lines, following the first branch of
// every conditional group opened inside the statement.
func (p *stmtParser) skipPP() {
	for {
		t, ok := p.ts.Get(p.pos)
		if !ok || t.Kind != TokPP {
			return
		}
		switch t.Text {
		case "if", "ifdef", "ifndef":
			p.cond = append(p.cond, p.pos)
			p.pos++
		case "elif", "else", "elifdef", "elifndef":
			// skip the other branches up to the matching #endif
			depth := 0
			p.pos++
			for {
				u, ok := p.ts.Get(p.pos)
				if !ok {
					break
				}
				if u.Kind == TokPP {
					if u.Text == "if" || u.Text == "ifdef" || u.Text == "ifndef" {
						depth++
					} else if u.Text == "endif" {
						if depth == 0 {
							break
						}
						depth--
					}
				}
				p.pos++
			}
			// now at #endif (or the end): handled as an #endif
		case "endif":
			if len(p.cond) > 0 {
				p.cond = p.cond[:len(p.cond)-1]
			}
			p.pos++
		default:
			p.pos++
		}
	}
}

func (p *stmtParser) peek() *Token {
	p.skipPP()
	t, ok := p.ts.Get(p.pos)
	if !ok {
		return nil
	}
	return t
}

func (p *stmtParser) next() (*Token, error) {
	t := p.peek()
	if t == nil {
		return nil, errStmt("end of file inside the structured block")
	}
	p.last = p.pos
	p.pos++
	return t, nil
}

func (p *stmtParser) is(t *Token, s string) bool {
	return t != nil && (t.Kind == TokPunct || t.Kind == TokIdent) && t.Text == s
}

// is2 reports whether token i is the punctuation s.
func (p *stmtParser) is2(i int, s string) bool {
	t, ok := p.ts.Get(i)
	return ok && t.Kind == TokPunct && t.Text == s
}

func (p *stmtParser) expect(s string) error {
	t, err := p.next()
	if err != nil {
		return err
	}
	if !p.is(t, s) {
		return errStmt("expected '%s' at line %d", s, t.Line)
	}
	return nil
}

// balanced skips a bracketed group whose opening token was just consumed.
func (p *stmtParser) balanced(open, close string) error {
	depth := 1
	for depth > 0 {
		t, err := p.next()
		if err != nil {
			return err
		}
		if t.Kind != TokPunct {
			continue
		}
		switch t.Text {
		case open:
			depth++
		case close:
			depth--
		}
	}
	return nil
}

func (p *stmtParser) parens() error {
	if err := p.expect("("); err != nil {
		return err
	}
	return p.balanced("(", ")")
}

func (p *stmtParser) statement() error {
	t, err := p.next()
	if err != nil {
		return err
	}
	switch {
	case p.is(t, "{"):
		return p.balanced("{", "}")
	case p.is(t, ";"):
		return nil
	case p.is(t, "}"):
		return errStmt("'}' where a statement was expected at line %d", t.Line)
	case t.Kind == TokIdent:
		switch t.Text {
		case "if":
			if p.is(p.peek(), "constexpr") {
				p.next()
			}
			if err := p.parens(); err != nil {
				return err
			}
			if err := p.statement(); err != nil {
				return err
			}
			if p.is(p.peek(), "else") {
				p.next()
				return p.statement()
			}
			return nil
		case "for", "while", "switch":
			if err := p.parens(); err != nil {
				return err
			}
			return p.statement()
		case "do":
			if err := p.statement(); err != nil {
				return err
			}
			if err := p.expect("while"); err != nil {
				return err
			}
			if err := p.parens(); err != nil {
				return err
			}
			return p.expect(";")
		case "try":
			if err := p.statement(); err != nil {
				return err
			}
			for p.is(p.peek(), "catch") {
				p.next()
				if err := p.parens(); err != nil {
					return err
				}
				if err := p.statement(); err != nil {
					return err
				}
			}
			return nil
		case "case":
			for {
				u, err := p.next()
				if err != nil {
					return err
				}
				if p.is(u, ":") {
					return p.statement()
				}
			}
		case "default":
			if p.is(p.peek(), ":") {
				p.next()
				return p.statement()
			}
		case "else":
			return errStmt("'else' where a statement was expected at line %d", t.Line)
		}
		// a label
		if n := p.peek(); p.is(n, ":") && !p.is2(p.pos+1, ":") {
			p.next()
			return p.statement()
		}
	}
	return p.simple(t)
}

// simple skips an expression or declaration statement up to its ';'.
// Braces inside (initializers, lambdas) are nested; a function, class or
// namespace body ends the statement at its '}'.
func (p *stmtParser) simple(first *Token) error {
	prev := first
	sawAssign := false
	bodyEnds := first.Kind == TokIdent && (first.Text == "namespace" || first.Text == "extern")
	t := first
	for {
		if t.Kind == TokPunct {
			switch t.Text {
			case ";":
				return nil
			case "(":
				if err := p.balanced("(", ")"); err != nil {
					return err
				}
			case "[":
				if err := p.balanced("[", "]"); err != nil {
					return err
				}
			case "=":
				sawAssign = true
			case "{":
				fnBody := prev != t && p.is(prev, ")") && !sawAssign
				if err := p.balanced("{", "}"); err != nil {
					return err
				}
				if fnBody || bodyEnds {
					return nil
				}
			case "}":
				return errStmt("unbalanced '}' at line %d", t.Line)
			}
		}
		prev, _ = p.ts.Get(p.last)
		var err error
		if t, err = p.next(); err != nil {
			return err
		}
	}
}
