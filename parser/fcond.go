package parser

// Preprocessor lines in Fortran sources: "#line" markers renumber the
// lines, and the branches of "#if/#elif/#else/#endif" groups are each
// scanned from the state before the group.

import (
	"fmt"
	"slices"
	"strings"
)

// fScanState is what a branch of a conditional group can change.
type fScanState struct {
	units      []fUnitKind
	interfaces int
	inHeader   bool
	loops      []fLoop
	waitLoop   *fOpen
	waitSingle *fOpen
	awaitEnd   *fOpen
	// opens: the handler's state at the end of the branch has constructs
	// open that were not before the group; likeFirst: the same as at
	// the end of the group's first branch (BranchEnd)
	opens, likeFirst bool
}

// fCond is an open #if group.
type fCond struct {
	line     int
	start    fScanState
	branches []fBranchEnd
	hasElse  bool // the group has an #else (its own, or one written at its end)
}

type fBranchEnd struct {
	implicit bool // the configuration that takes none of the branches
	lineno   int
	inHeader bool
	state    fScanState
}

// ppWord is the directive word of a preprocessor line ("" for others).
func ppWord(l fLine) string {
	if l.kind != flPP {
		return ""
	}
	word := strings.TrimLeft(strings.TrimLeft(l.raw, " \t")[1:], " \t")
	if i := strings.IndexAny(word, " \t(\"<"); i >= 0 {
		word = word[:i]
	}
	return word
}

func (s *FScanner) preprocessor(l fLine) {
	rest := strings.TrimLeft(l.raw, " \t")[1:]
	word := ppWord(l)
	switch word {
	case "if", "ifdef", "ifndef":
		s.cond = append(s.cond, fCond{line: s.lineno, start: s.saveState()})
		s.h.GroupStart()
		s.h.Conditional(word, []string{l.raw})
	case "elif", "else":
		if len(s.cond) > 0 {
			c := &s.cond[len(s.cond)-1]
			s.endBranch(c)
			s.restoreState(c.start) // (the handler went back to its own)
			c.hasElse = c.hasElse || word == "else"
			s.awaitBranch()
		}
		s.h.Conditional(word, []string{l.raw})
	case "endif":
		if len(s.cond) > 0 {
			c := &s.cond[len(s.cond)-1]
			s.endBranch(c)
			s.endGroup(c)
			s.cond = s.cond[:len(s.cond)-1]
		}
		s.h.Conditional(word, []string{l.raw})
	default:
		s.lineMarker(rest)
	}
}

func (s *FScanner) saveState() fScanState {
	return fScanState{
		units:      append([]fUnitKind(nil), s.units...),
		interfaces: s.interfaces,
		inHeader:   s.inHeader,
		loops:      append([]fLoop(nil), s.loops...),
		waitLoop:   s.waitLoop,
		waitSingle: s.waitSingle,
		awaitEnd:   s.awaitEnd,
	}
}

func (s *FScanner) restoreState(st fScanState) {
	s.units = append(s.units[:0], st.units...)
	s.interfaces = st.interfaces
	s.inHeader = st.inHeader
	s.loops = append(s.loops[:0], st.loops...)
	s.waitLoop = st.waitLoop
	s.waitSingle = st.waitSingle
	s.awaitEnd = st.awaitEnd
}

// awaitBranch starts a branch of a group whose first branch starts with
// the end directive of a loop construct (awaitEnd): a branch that does
// not start with one ends the construct at its start.
func (s *FScanner) awaitBranch() {
	if s.awaitEnd == nil || s.nextIsEnd(s.next, true, s.awaitEnd.end) {
		return
	}
	s.pendingEnd, s.endLine = true, s.lineno // the #else line: the #line after names the next
	s.awaitEnd = nil
}

// sameShape compares the state at the end of a branch with the first
// branch's, apart from the include line.
func sameShape(first, b *fScanState) bool {
	a := first
	if !b.likeFirst || a.interfaces != b.interfaces || !slices.Equal(a.units, b.units) || len(a.loops) != len(b.loops) ||
		(a.waitLoop == nil) != (b.waitLoop == nil) || (a.waitSingle == nil) != (b.waitSingle == nil) || (a.awaitEnd == nil) != (b.awaitEnd == nil) {
		return false
	}
	for i := range a.loops {
		if a.loops[i].label != b.loops[i].label || (a.loops[i].dir == nil) != (b.loops[i].dir == nil) {
			return false
		}
	}
	return true
}

// endBranch records the state at the end of a branch. Every branch is
// scanned from the state before the group: the handler goes back to its
// own (BranchEnd).
func (s *FScanner) endBranch(c *fCond) {
	st := s.saveState()
	st.opens, st.likeFirst = s.h.BranchEnd(s.lineOff(s.next - 1)) // (at the #else line read)
	c.branches = append(c.branches, fBranchEnd{lineno: s.lineno, inHeader: s.inHeader, state: st})
}

// endGroup ends a conditional group. The first branch's state goes on
// when every branch leaves the same constructs and loops open. Branches
// that open alternative constructs for the code after the group (a
// schedule picked by a macro) are merged: the state of the first branch
// that opens them goes on, and the handler closes the others with it.
// Otherwise the first branch's state goes on and the branches that
// differ from it are reported. Every configuration gets exactly one
// include line: a branch that is still in the declarations when another
// one has ended them gets the include line at its end (an #else is added
// when the group has none).
func (s *FScanner) endGroup(c *fCond) {
	written := len(c.branches)
	if !c.hasElse {
		// the configuration that takes none of the branches (the
		// handler, back at its state before the group, ends it too)
		st := c.start
		st.opens, st.likeFirst = s.h.BranchEnd(-1)
		c.branches = append(c.branches, fBranchEnd{implicit: true, inHeader: c.start.inHeader, state: st})
	}
	endif := s.lineOff(s.next - 1)
	if !c.hasElse && c.start.awaitEnd != nil && c.branches[0].state.awaitEnd == nil {
		// the configuration that takes none of the branches ends the
		// loop construct that the first branch's end directive ends
		s.restoreState(c.start)
		// (the #line after names the #endif)
		if err := s.h.EndLoop(LoopEnd{At: endif, Line: s.lineno - 1, File: s.File, Else: true}); err != nil {
			s.err = err
		}
		c.hasElse = true
	}
	chosen, chosenIdx := c.branches[0].state, 0
	var differ []int
	for i := 1; i < written; i++ {
		if !sameShape(&chosen, &c.branches[i].state) {
			differ = append(differ, i)
		}
	}
	if len(differ) > 0 {
		if p, ok := s.mergeBranches(c); ok {
			chosen, chosenIdx = c.branches[p].state, p
		} else {
			for _, i := range differ {
				s.h.Warn(s.File, c.branches[i].lineno, fmt.Sprintf("the branches of the conditional group at line %d open or close different OpenMP constructs or do loops; the instrumentation follows the first branch", c.line))
			}
		}
	}
	ended := false
	for _, b := range c.branches {
		if !b.inHeader {
			ended = true
		}
	}
	if ended {
		chosen.inHeader = false
	}
	s.restoreState(chosen)
	e := GroupEnd{At: endif, Chosen: chosenIdx}
	if ended {
		for i, b := range c.branches {
			if !b.inHeader {
				continue
			}
			h := LateHeader{Branch: i, Line: b.lineno, File: s.File}
			if b.implicit {
				h.Line, h.Else = s.lineno, !c.hasElse
			}
			e.Late = append(e.Late, h)
		}
	}
	s.h.GroupEnd(e)
}

// mergeBranches merges branches that open alternative constructs: the
// primary is the first branch that opens constructs, and every other
// branch opens none or as many as it does (the handler checks that and
// makes them the alternatives of the primary's). The do loops and units
// must agree, and a branch that opens constructs waits for a do loop or
// a statement as the primary does. It returns the branch whose state
// goes on.
func (s *FScanner) mergeBranches(c *fCond) (int, bool) {
	primary := -1
	for i, b := range c.branches {
		if b.state.opens {
			primary = i
			break
		}
	}
	if primary < 0 {
		return 0, false
	}
	p := &c.branches[primary].state
	for _, b := range c.branches {
		st := &b.state
		if st.interfaces != p.interfaces || !slices.Equal(st.units, p.units) || len(st.loops) != len(p.loops) {
			return 0, false
		}
		for k := range st.loops {
			if st.loops[k].label != p.loops[k].label || st.opens && (st.loops[k].dir == nil) != (p.loops[k].dir == nil) {
				return 0, false
			}
		}
		if st.opens && ((st.waitLoop == nil) != (p.waitLoop == nil) || (st.waitSingle == nil) != (p.waitSingle == nil)) {
			return 0, false
		}
	}
	return primary, s.h.MergeBranches(primary)
}

// lineMarker follows "# 12 file" and "#line 12 file" markers.
func (s *FScanner) lineMarker(rest string) {
	n := firstNotOf(rest, " \t", 0)
	spec := ""
	if n >= 0 && rest[n] >= '0' && rest[n] <= '9' {
		spec = rest[n:]
	} else if strings.HasPrefix(rest, "line ") {
		if m := firstNotOf(rest, " \t", 4); m >= 0 && rest[m] >= '0' && rest[m] <= '9' {
			spec = rest[m:]
		}
	}
	if spec == "" {
		return
	}
	if m, ok := parseLineSpec(spec); ok {
		s.lineno = m.Line - 1
		if m.File != "" {
			s.File = m.File
		}
	}
}
