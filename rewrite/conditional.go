package rewrite

// Directives in conditional sections (issue 13 item 3): the
// instrumentation that closes a construct goes under the conditions of
// its directive, so that every configuration of the preprocessor that
// compiles the directive compiles its closing calls, and no other does.
//
//	#ifdef CYCLIC
//	#pragma omp parallel for schedule(static,1)
//	#else
//	#pragma omp parallel for schedule(dynamic)
//	#endif
//	for (...) ...
//
// gives, after the loop, the end of region 2 under "#ifdef CYCLIC /
// #else" and the end of region 1 under "#ifdef CYCLIC". The scanners
// tell the instrumenter every line of a conditional group (Conditional);
// each open directive remembers the branches it was written in
// (node.cond).

import (
	"bytes"
	"strings"
)

// condGroup is a conditional group (#if ... #endif) of the input: the
// lines of its #if and of each #elif or #else read so far, comments
// blanked.
type condGroup struct{ lines [][]string }

// condRef is one branch of a group (0: the #if's).
type condRef struct {
	g      *condGroup
	branch int
}

// key is the branch's condition as written (the #if and every #elif or
// #else up to the branch), blanks squeezed: two groups with the same
// key test the same thing.
func (r condRef) key() string {
	var b strings.Builder
	for _, lines := range r.g.lines[:r.branch+1] {
		for _, l := range lines {
			l = strings.TrimPrefix(strings.TrimLeft(l, " \t"), "#")
			b.WriteString(strings.Join(strings.Fields(l), " "))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// Conditional implements parser.CHandler and parser.FHandler: it follows
// the open conditional groups. The list is never changed in place, so
// that a directive keeps the one it was written in.
func (ins *instrumenter) Conditional(word string, lines []string) {
	r := &ins.reg
	n := len(r.conds)
	switch word {
	case "if", "ifdef", "ifndef":
		g := &condGroup{lines: [][]string{trimRight(lines)}}
		r.conds = append(r.conds[:n:n], condRef{g, 0})
	case "endif":
		if n > 0 {
			r.conds = r.conds[:n-1]
		}
	default: // elif, else, elifdef, elifndef
		if n > 0 {
			top := r.conds[n-1]
			top.g.lines = append(top.g.lines, trimRight(lines))
			r.conds = append(r.conds[:n-1:n-1], condRef{top.g, top.branch + 1})
		}
	}
}

func trimRight(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimRight(l, " \t\r")
	}
	return out
}

// lostConds are the branches that n's directive is in and the place of
// its end is not: the end is after their group, and not in a branch that
// tests the same (the guard "#ifdef USE_OMP / } / #endif" of an optional
// region closes in the brace's section, as the reference does).
func (r *registry) lostConds(n *node) []condRef {
	cur := r.conds
	p := 0
	for p < len(n.cond) && p < len(cur) && n.cond[p] == cur[p] {
		p++
	}
	if p == len(n.cond) {
		return nil
	}
	var lost []condRef
next:
	for _, c := range n.cond[p:] {
		k := c.key()
		for _, e := range cur[p:] {
			if e.key() == k {
				continue next
			}
		}
		lost = append(lost, c)
	}
	return lost
}

// closeUnder runs close, which writes the instrumentation that ends n,
// under the conditions that n's directive has and the place of the end
// has not (lostConds): each such group's lines up to n's branch, the
// instrumentation, an #endif per group. The #line that close ends with
// moves after the #endif lines: resume writes it again.
func (ins *instrumenter) closeUnder(n *node, resume func(), close func() error) error {
	lost := ins.reg.lostConds(n)
	if len(lost) == 0 {
		return close()
	}
	mark := ins.out.Len()
	for _, c := range lost {
		for _, lines := range c.g.lines[:c.branch+1] {
			for _, l := range lines {
				ins.out.WriteString(l)
				ins.out.WriteByte('\n')
			}
		}
	}
	body := ins.out.Len()
	if err := close(); err != nil {
		return err
	}
	if text := ins.out.Bytes()[body:]; len(text) > 0 {
		last := bytes.LastIndexByte(text[:len(text)-1], '\n') + 1
		if bytes.HasPrefix(text[last:], []byte("#line ")) {
			ins.out.Truncate(body + last)
		}
	}
	if ins.out.Len() == body {
		ins.out.Truncate(mark) // nothing to close
	} else {
		for range lost {
			ins.out.WriteString("#endif\n")
		}
	}
	resume()
	return nil
}
