package rewrite

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"opari2/internal/decimal"
	"opari2/internal/slab"
	"opari2/parser"
)

// disable levels of `pomp noinstrument` (user) and offload code (full).
const (
	levelNone = 0
	levelUser = 1
	levelFull = 2
)

// instrumenter is what the C and the Fortran instrumenter share: options,
// output, region registry, noinstrument levels and warnings. The construct
// sequences (constructs.go) run on it and write the language's spelling of
// each piece through lang.
type instrumenter struct {
	lang emitter
	// fortran: constructs end with an end directive, which takes the
	// nowait that makes a worksharing construct's barrier explicit, and a
	// section runs to the next section (in C a construct ends with its
	// block, and nowait goes on the directive).
	fortran bool
	opts    Options
	file    string // name written into #line and CTC strings
	// ed makes the output: the input, edited where the scanner reports;
	// out is its buffer, where the instrumentation is written
	ed    *sourceEditor
	out   *textBuf
	nodes slab.Slab[node] // the directives' nodes
	// nodesOut are the nodes handed out since the last reuseNodes, when
	// nodes are used again (recycleNodes: the Fortran pipeline), and
	// nodesFree those to use again
	recycleNodes        bool
	nodesOut, nodesFree []*node
	// numText formats a number written through an io.Writer (writeNum)
	numText [20]byte
	// marked is the end of the last line marker written (markedFile)
	marked struct{ file, text string }
	reg    registry
	// cancelled are the worksharing constructs a cancel of the unit names,
	// which keep their barrier (opari2 wrap; cancel.go)
	cancelled map[string]bool
	disable   []int // stack of disable levels
	warner

	usedOMP, usedPOMP bool
	// inWorkshare: inside a Fortran workshare construct, where critical
	// and atomic are not instrumented (as in the reference).
	inWorkshare bool
	// directiveLead and commentLead start the directive and comment lines
	// the instrumentation makes ("#pragma omp ", "//"; "!$omp ", "!").
	// Strings, not emitter methods: a directive's text passed through an
	// interface call escapes, and each "end do nowait" made would allocate.
	directiveLead, commentLead string
	// src is the input (which variables it declares as integers, which
	// names it uses); rename gives the instrumentation's own variables
	// other names where the input uses theirs (nil: it does not).
	src    []byte
	rename *strings.Replacer
	// fold continues the directive lines that are too long (Fortran)
	// (in place: the text written to out from start)
	fold func(out *textBuf, start int, sentinel string, width int)
	// uses records the instrumentation's variables that the text written
	// mentions, for the declarations of a self-contained Fortran unit
	// (nil: not recorded)
	uses *nameUses
	// regionName and ctcName start the names of a region's handle and
	// CTC string ("opari2_region_" 3, "opari2_ctc_" 3; in a
	// self-contained unit members of one struct: "opari2_unit.region_")
	regionName, ctcName string
}

// emitter spells the pieces of the instrumentation in one language (C:
// "{   POMP2_For_enter( &opari2_region_2, opari2_ctc_2  );", Fortran:
// "      call POMP2_Do_enter(opari2_region_2, &\n     opari2_ctc_2 )").
type emitter interface {
	// call writes the event call POMP2_<Typ>_<event> of region id, with
	// the CTC string of withCTC when it is not nil.
	call(event, typ string, id int, withCTC *node)
	// saveTask writes an event call at a scheduling point, which saves
	// the current task (and, creating a task, gets the new one).
	saveTask(event, typ string, id int, withCTC *node)
	// restoreTask writes the call after it, which gets the saved task back.
	restoreTask(event, typ string, id int)
	// fork writes the values of the num_threads and if clauses and the
	// fork call.
	fork(n *node)
	// parallelClauses and taskClauses are what the instrumentation adds
	// to a parallel or task directive.
	parallelClauses(n *node) string
	taskClauses(n *node) string
	// shareHandles makes the region handles visible inside a parallel or
	// task region (C names them in a clause; Fortran's are in a common
	// block).
	shareHandles(n *node)
	// openTaskScope sets pomp2_if for a task (C declares it in a block of
	// its own, which closeTaskScope ends).
	openTaskScope(n *node)
	closeTaskScope()
	// taskDepend passes a task's depend clauses on to the library for an
	// OMPT tool (opari2 wrap, C and C++; nothing in Fortran).
	taskDepend(n *node)
	// userCall writes POMP2_<name>() of a user directive, with region id
	// (and its CTC string) as arguments when id is not 0.
	userCall(name string, id int, withCTC bool)
}

// ompNode makes the node of an OpenMP directive, reading its clauses; if,
// num_threads and (unless kept) untied are removed from its text, the
// instrumentation adds them back in its own form. kind names the
// construct for --disable.
func (ins *instrumenter) ompNode(d *parser.Directive, kind string) (*node, error) {
	if err := ins.readClauses(d); err != nil {
		return nil, err
	}
	// (copied as it is when OpenMP is off: nothing of the library used)
	ins.usedOMP = ins.usedOMP || !ins.opts.OpenMPOff
	n := ins.newNode()
	*n = node{Directive: d, paradigm: ompParadigm, kind: constructOf(kind), active: !ins.opts.Disabled.Directive(kind)}
	return n, nil
}

// newNode is a node for a directive: one used before (reuseNodes), else
// a new one.
func (ins *instrumenter) newNode() *node {
	var n *node
	if k := len(ins.nodesFree); k > 0 {
		n = ins.nodesFree[k-1]
		ins.nodesFree = ins.nodesFree[:k-1]
	} else {
		n = ins.nodes.Next()
	}
	if ins.recycleNodes {
		ins.nodesOut = append(ins.nodesOut, n)
	}
	return n
}

// reuseNodes makes the nodes handed out so far free to hand out again:
// called where the instrumenter keeps none (fPipe.release).
func (ins *instrumenter) reuseNodes() {
	ins.nodesFree = append(ins.nodesFree, ins.nodesOut...)
	clear(ins.nodesOut)
	ins.nodesOut = ins.nodesOut[:0]
}

// allClosed reports a region still open at the end of the input.
func (ins *instrumenter) allClosed() error {
	if len(ins.reg.stack) == 0 {
		return nil
	}
	top := ins.reg.stack[len(ins.reg.stack)-1]
	switch {
	case top.paradigm == pompParadigm:
		return fmt.Errorf("%s:%d: pomp inst begin(%s) has no matching inst end", top.File, top.Line, top.UserName)
	case ins.fortran:
		return fmt.Errorf("%s:%d: %s directive is never closed (missing end directive)", top.File, top.Line, parser.FortranName(top.Name))
	}
	return fmt.Errorf("%s:%d: %s directive is never closed (unbalanced pragma/directive nesting)", top.File, top.Line, top.Name)
}

func (ins *instrumenter) level() int {
	if len(ins.disable) == 0 {
		return levelNone
	}
	return ins.disable[len(ins.disable)-1]
}

// disabled reports whether instrumentation at level l is switched off.
func (ins *instrumenter) disabled(l int) bool {
	return ins.level() != levelNone && l <= ins.level()
}

// disableLevel is the pomp noinstrument/offload level at which a
// directive is left alone: parallel regions, also the parallel part of
// combined constructs, are instrumented unless instrumentation is off
// completely, the measurement needs them.
func disableLevel(k construct) int {
	if k == cParallel || k.combined() {
		return levelFull
	}
	return levelUser
}

// hasEnd reports whether a directive opens a region that the end of its
// block or its end directive (or, for atomic, the next statement) closes;
// a Fortran section ends where the next section or the end of its
// sections construct starts.
func (ins *instrumenter) hasEnd(k construct) bool {
	return k.def().requireEnd && !(ins.fortran && k == cSection)
}

// Warn implements parser.CHandler and parser.FHandler.
func (ins *instrumenter) Warn(file string, line int, msg string) { ins.warn(file, line, "%s", msg) }

// warner keeps the warnings of a run, and which kinds were warned of
// (the instrumenter's, and the Fortran classifier's while it runs beside
// the instrumenter: fortran_pipe.go).
type warner struct {
	warnings []string
	warned   map[string]bool
}

func (w *warner) warn(file string, line int, format string, args ...any) {
	w.warnings = append(w.warnings, fmt.Sprintf("%s:%d: warning: %s", file, line, fmt.Sprintf(format, args...)))
}

// warnOnce warns as warn does, the first time it is given key.
func (w *warner) warnOnce(key, file string, line int, format string, args ...any) {
	if w.warned[key] {
		return
	}
	w.warned[key] = true
	w.warn(file, line, format, args...)
}

// w writes a piece of the instrumentation.
//
// (Out of line, as textBuf's writes are: it is called from hundreds of
// places. Names are renamed only where the input uses them.)
//
//go:noinline
func (ins *instrumenter) w(s string) {
	if ins.rename != nil || ins.uses != nil {
		s = ins.renamed(s)
	}
	ins.out.buf = append(ins.out.buf, s...)
}

func (ins *instrumenter) num(n int) { ins.out.WriteDecimal(n) }

// writeNum writes n in decimal to b.
func (ins *instrumenter) writeNum(b io.Writer, n int) { b.Write(decimal.Append(ins.numText[:0], n)) }

// pompCall writes lead ("  POMP2_"), "<Typ>_<event>", open and id
// without going through fmt: this is the instrumenter's hottest output
// path. (Keeping the text up to the number per type and event in a map
// saved 1.5% of the instructions but cost more in cache misses than it
// saved: docs/performance.md.)
func (ins *instrumenter) pompCall(lead, typ, event, open string, id int) {
	ins.w(lead)
	ins.out.WriteByte(typ[0] - 'a' + 'A')
	ins.w(typ[1:])
	ins.out.WriteByte('_')
	ins.w(event)
	ins.w(open)
	ins.num(id)
}

// regionArgs writes the arguments of a user region call: the handle
// (after ref, "&" in C) and its CTC string; nothing for id 0.
func (ins *instrumenter) regionArgs(ref string, id int, withCTC bool) {
	if id == 0 {
		return
	}
	ins.w(ref + ins.regionName)
	ins.num(id)
	if withCTC {
		ins.w(", " + ins.ctcName)
		ins.num(id)
	}
}

// runtimeHeader reports whether file, as a line marker names it, is the
// OpenMP runtime's own header (omp.h, omp_lib.h): its declarations of the
// lock API are not calls to replace (as in the reference).
func runtimeHeader(file string) bool {
	base := filepath.Base(file)
	return base == "omp.h" || base == "omp_lib.h"
}

// lineMarkerLine is the line `#line n "file"`.
func lineMarkerLine(n int, file string) string {
	return "#line " + strconv.Itoa(n) + markedFile(file)
}

// markedFile is what follows a line marker's number: the file's name as
// a C string literal, and the line's end.
func markedFile(file string) string { return " \"" + parser.EscapeFile(file) + "\"\n" }

// lineDirective writes `#line n "file"` (both languages: the Fortran
// output is preprocessed).
func (ins *instrumenter) lineDirective(n int, file string) {
	if ins.opts.SelfContained && !ins.fortran {
		// compiled as preprocessed text, which knows line markers only
		// (Fortran is preprocessed again, where #line is the standard's)
		ins.w("# ")
	} else {
		ins.w("#line ")
	}
	ins.num(n)
	if file != ins.marked.file || ins.marked.text == "" {
		// the same file, marker after marker: its text made once
		ins.marked.file, ins.marked.text = file, markedFile(file)
	}
	ins.out.WriteString(ins.marked.text)
}

// ownCode marks the lines that follow, up to the next line marker, as
// the instrumentation's own in a self-contained C unit: a system header's
// lines (marker flag 3), on which the compiler reports no warning at the
// user's flags (shadowed pomp2_old_task in nested regions, casts, ...).
// Every piece of instrumentation ends with a line marker back to the
// user's source (lineDirective), which clears the flag.
func (ins *instrumenter) ownCode(n int, file string) {
	if !ins.opts.SelfContained || ins.fortran || !ins.opts.KeepSrcInfo {
		return
	}
	ins.w("# ")
	ins.num(n)
	ins.w(" \"")
	ins.out.WriteString(parser.EscapeFile(file))
	ins.w("\" 3\n")
}

// resetSourceInfo writes the #line of the source line after a directive,
// counted on the lines it was written on, or after a C block's end.
func (ins *instrumenter) resetSourceInfo(n *node) {
	if !ins.opts.KeepSrcInfo {
		return
	}
	if n.Name == parser.EndName {
		ins.lineDirective(n.Line+1, n.File)
	} else {
		ins.lineDirective(n.Line+max(n.Span, len(n.Lines)), n.File)
	}
}

// printDirective writes the directive's lines, preceded by #line; the
// directives of other tools that stood right before it in the source go
// first. A C block's end has no lines: nothing is written.
func (ins *instrumenter) printDirective(n *node, adds string) {
	ins.flushAttached(n)
	if len(n.Lines) > 0 && ins.opts.KeepSrcInfo && !ins.disabled(levelUser) {
		ins.lineDirective(n.Line, n.File)
	}
	ins.printLines(n, adds)
}

// printPlain writes them without #line.
func (ins *instrumenter) printPlain(n *node, adds string) {
	ins.flushAttached(n)
	ins.printLines(n, adds)
}

// printLines writes a directive's lines (the user's text) and what the
// instrumentation adds to the last one; Fortran lines that this makes
// too long are continued.
func (ins *instrumenter) printLines(n *node, adds string) {
	adds = ins.renamed(adds)
	if ins.fold == nil || len(n.Lines) == 0 {
		printLines(ins.out, n.Lines, adds)
		return
	}
	start := ins.out.Len()
	printLines(ins.out, n.Lines, adds)
	ins.fold(ins.out, start, n.Prefix[0], n.Width)
}

func (ins *instrumenter) flushAttached(n *node) {
	for _, l := range n.Attached {
		ins.w(l + "\n")
	}
	n.Attached = nil
}

func printLines(out *textBuf, lines []string, adds string) {
	if len(lines) == 0 {
		return
	}
	for _, l := range lines[:len(lines)-1] {
		out.WriteString(l)
		out.WriteByte('\n')
	}
	out.WriteString(lines[len(lines)-1])
	out.WriteString(adds)
	out.WriteByte('\n')
}

// madeDirective writes a directive the instrumentation makes, after the
// #line of at when at is given.
func (ins *instrumenter) madeDirective(text string, at *node) {
	if at != nil && ins.opts.KeepSrcInfo {
		ins.lineDirective(at.Line, at.File)
	}
	ins.w(ins.directiveLead)
	ins.w(text)
	ins.w("\n")
}

// comment writes a comment line.
func (ins *instrumenter) comment(text string) {
	ins.w(ins.commentLead)
	ins.w(text)
	ins.w("\n")
}
