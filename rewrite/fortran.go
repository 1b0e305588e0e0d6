package rewrite

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"opari2/parser"
)

// fInstrumenter implements parser.FHandler: the POMP2 instrumentation of
// Fortran, in the reference's layout for fixed and free form.
type fInstrumenter struct {
	cInstrumenter // registry, options, disable levels, warnings
	fixed         bool
	f77           bool // F77 declarations in the include file
	incName       string
	unit          string
	inWorkshare   bool
	single        *node // the atomic directive waiting for its statement
}

const fIndent = "      "

// printDirective and printPlain write a directive's text; the directives
// of other tools that stood right before it in the source go first.
func (f *fInstrumenter) printDirective(n *node, adds string) {
	f.flushAttached(n)
	f.cInstrumenter.printDirective(n, adds)
}

func (f *fInstrumenter) printPlain(n *node, adds string) {
	f.flushAttached(n)
	f.cInstrumenter.printPlain(n, adds)
}

// resetSourceInfo writes the #line of the source line after a directive,
// counted on the lines it was written on.
func (f *fInstrumenter) resetSourceInfo(n *node) {
	if f.opts.KeepSrcInfo {
		f.lineDirective(n.Line+max(n.Span, len(n.Lines)), n.File)
	}
}

func (f *fInstrumenter) flushAttached(n *node) {
	for _, l := range n.Attached {
		f.w(l + "\n")
	}
	n.Attached = nil
}

// Classify implements parser.FHandler.
func (f *fInstrumenter) Classify(d *parser.Directive) parser.FClass {
	if strings.HasSuffix(d.Prefix[0], "pomp") {
		name := d.NextWord()
		if name == "inst" {
			name += d.NextWord()
		}
		d.Name = name
		switch name {
		case "instinit", "instfinalize", "inston", "instoff", "instbegin", "instaltend", "instend", "noinstrument", "instrument":
			return parser.FClass{Known: true}
		}
		return parser.FClass{}
	}
	name := fortranOMPName(d)
	d.Name = name
	def, ok := directiveTable[strings.TrimPrefix(name, "end")]
	if !ok {
		if name != "" && !f.warned[name] {
			f.warned[name] = true
			f.warn(d.File, d.Line, "OpenMP directive '%s' is not instrumented; passed through unchanged", strings.TrimPrefix(name, "end"))
		}
		return parser.FClass{}
	}
	if strings.HasPrefix(name, "end") {
		return parser.FClass{Known: true, EndsLoop: name == "enddo" || name == "endparalleldo"}
	}
	// "atomic capture" has two statements and a required end atomic
	single := def.singleStatement && !hasWord(d, "capture")
	return parser.FClass{Known: true, Loop: def.loop, Single: single}
}

// hasWord reports a clause keyword on a directive.
func hasWord(d *parser.Directive, w string) bool {
	_, _, ok := d.FindClause(w)
	return ok
}

// Directive implements parser.FHandler.
func (f *fInstrumenter) Directive(d *parser.Directive) error {
	if strings.HasSuffix(d.Prefix[0], "pomp") {
		return f.pompDirective(d)
	}
	name := d.Name
	isEnd := strings.HasPrefix(name, "end")
	base := strings.TrimPrefix(name, "end")
	def := directiveTable[base]
	remove := map[string]bool{"if": true, "num_threads": true, "untied": !f.opts.Untied.Keep}
	if err := d.IdentifyClauses(directiveClauses[name], remove); err != nil {
		return err
	}
	if !f.fixed {
		// a continuation line that held only a removed clause would be
		// an empty continuation line, which free form forbids
		d.DropEmptyContinuations()
	}
	n := &node{Directive: d, paradigm: ompParadigm, active: !f.opts.Disabled.Directive(base)}
	f.usedOMP = true
	if isEnd {
		return f.fEnd(n)
	}
	if !n.active {
		switch name {
		case "paralleldo", "parallelsections", "parallelworkshare":
			// the parallel part stays instrumented (fEnter opens the region)
			if err := f.fEnter(n); err != nil {
				return err
			}
		default:
			if fHasEnd(name) {
				f.reg.push(n)
			}
			f.printDirective(n, "")
		}
		if def.singleStatement && !hasWord(d, "capture") {
			f.single = n
		}
		return nil
	}
	return f.fEnter(n)
}

// fHasEnd reports whether a Fortran directive opens a region that an end
// directive (or, for atomic, the next statement) closes; a section ends
// where the next section or the end of its sections construct starts.
func fHasEnd(name string) bool { return directiveTable[name].requireEnd && name != "section" }

// fDisableLevel is disableLevel for Fortran: every combined parallel
// construct is instrumented under "pomp noinstrument" too (its case in
// fEnter/fEnd leaves out the worksharing events), as in the reference.
func fDisableLevel(name string) int {
	switch name {
	case "paralleldo", "parallelworkshare":
		return levelFull
	}
	return disableLevel(name)
}

// fortranOMPName reads the name of a Fortran OpenMP directive: "end"
// joins the next word, "parallel" the worksharing word after it.
func fortranOMPName(d *parser.Directive) string {
	name := d.NextWord()
	if name == "parallel" || name == "endparallel" {
		switch w := d.NextWord(); w {
		case "do", "sections", "workshare":
			name += w
		}
	} else if name == "end" {
		w := d.NextWord()
		name += w
		if w == "parallel" {
			switch w2 := d.NextWord(); w2 {
			case "do", "sections", "workshare":
				name += w2
			}
		}
	}
	if name == "critical" || name == "endcritical" {
		if d.NextWord() == "(" {
			d.UserName = d.NextWord()
		}
	}
	return name
}

// EndLoop implements parser.FHandler: the "end do" the user left out.
// The loop construct is the innermost open region: anything opened inside
// the loop must have been closed inside it.
func (f *fInstrumenter) EndLoop(line int) error {
	if len(f.reg.stack) == 0 {
		return fmt.Errorf("%s:%d: internal error: a loop construct ended but none is open", f.file, line)
	}
	top := f.reg.stack[len(f.reg.stack)-1]
	if top.Name != "do" && top.Name != "paralleldo" {
		return fmt.Errorf("%s:%d: the do loop ends here but the %s directive at line %d inside it is not closed", top.File, line, parser.FortranName(top.Name), top.Line)
	}
	indent := strings.Repeat(" ", strings.Index(parser.LowerASCII(top.Lines[0]), top.Prefix[0]))
	text := indent + top.Prefix[0] + " end do "
	if top.Name == "paralleldo" {
		text = indent + top.Prefix[0] + " end parallel do "
	}
	d, err := parser.NewDirective(parser.LangF90, top.File, line, []string{text}, top.Prefix)
	if err != nil {
		return err
	}
	d.Name = fortranOMPName(d)
	if err := d.IdentifyClauses(directiveClauses[d.Name], nil); err != nil {
		return err
	}
	return f.fEnd(&node{Directive: d, paradigm: ompParadigm})
}

// fState is the part of the instrumenter that the branches of a
// conditional group (#if/#else/#endif) can change.
type fState struct {
	stack       []*node
	outer       *node
	disable     []int
	single      *node
	inWorkshare bool
}

// SaveState implements parser.FHandler.
func (f *fInstrumenter) SaveState() (any, string) {
	st := fState{stack: append([]*node(nil), f.reg.stack...), outer: f.reg.outer,
		disable: append([]int(nil), f.disable...), single: f.single, inWorkshare: f.inWorkshare}
	var key strings.Builder
	for _, n := range st.stack {
		fmt.Fprintf(&key, "%p,", n)
	}
	fmt.Fprintf(&key, "|%v|%p|%v", st.disable, st.single, st.inWorkshare)
	return st, key.String()
}

// RestoreState implements parser.FHandler.
func (f *fInstrumenter) RestoreState(state any) {
	st := state.(fState)
	f.reg.stack = append(f.reg.stack[:0], st.stack...)
	f.reg.outer = st.outer
	f.disable = append(f.disable[:0], st.disable...)
	f.single = st.single
	f.inWorkshare = st.inWorkshare
}

// Warn implements parser.FHandler.
func (f *fInstrumenter) Warn(file string, line int, msg string) { f.warn(file, line, "%s", msg) }

// HeaderEnd implements parser.FHandler: the include line of the unit.
func (f *fInstrumenter) HeaderEnd(line int, file string) {
	if !f.disabled(levelFull) {
		f.w(fIndent + "include '" + f.incName + "'\n")
	}
	if f.opts.KeepSrcInfo {
		f.lineDirective(line, file)
	}
}

// Statement implements parser.FHandler: calls of the OpenMP lock API
// become the POMP2 wrappers (not in "use omp_lib, only:" lists, not in
// declarations of the test functions as logical).
func (f *fInstrumenter) Statement(low, line, file string) string {
	if f.opts.Disabled.Locks() || f.disabled(levelUser) || !strings.Contains(low, "omp_") {
		return line
	}
	if u := strings.Index(low, "use"); u >= 0 {
		if o := indexAt(low, "omp_lib", u); o >= 0 && indexAt(low, "only", o) >= 0 && strings.Contains(low[indexAt(low, "only", o):], ":") {
			return line
		}
	}
	type rep struct{ pos, n int }
	var reps []rep
	for name := range lockWrappers {
		for p := 0; ; {
			i := indexAt(low, name, p)
			if i < 0 {
				break
			}
			p = i + len(name)
			if strings.HasPrefix(name, "omp_test") && strings.Contains(low[:i], "logical") {
				continue
			}
			if i > 0 && (isWordByte(low[i-1])) || (p < len(low) && isWordByte(low[p])) {
				continue
			}
			reps = append(reps, rep{i, len(name)})
		}
	}
	if len(reps) == 0 {
		return line
	}
	f.usedOMP = true
	// replace from the right so that earlier positions stay valid
	for i := 1; i < len(reps); i++ {
		for j := i; j > 0 && reps[j].pos > reps[j-1].pos; j-- {
			reps[j], reps[j-1] = reps[j-1], reps[j]
		}
	}
	b := []byte(line)
	for _, r := range reps {
		repl := "POMP2" + string(b[r.pos+3:r.pos+r.n])
		repl = repl[:6] + strings.ToUpper(repl[6:7]) + repl[7:]
		b = append(b[:r.pos], append([]byte(repl), b[r.pos+r.n:]...)...)
	}
	return string(b)
}

func isWordByte(c byte) bool {
	return c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z') || (c >= '0' && c <= '9')
}

func indexAt(s, sub string, from int) int {
	if from < 0 || from > len(s) {
		return -1
	}
	i := strings.Index(s[from:], sub)
	if i < 0 {
		return -1
	}
	return i + from
}

// SingleLine implements parser.FHandler: the end of an atomic construct
// after its statement.
func (f *fInstrumenter) SingleLine(line int) error {
	n := f.single
	if n == nil {
		return nil
	}
	f.single = nil
	if !n.active || f.disabled(levelUser) || f.inWorkshare {
		f.reg.pop()
		return nil
	}
	n.endFirst, n.endLast = line, line
	f.fcall("exit", "atomic", n.id, nil)
	f.reg.pop()
	if f.opts.KeepSrcInfo {
		f.lineDirective(line+1, f.file)
	}
	return nil
}

// ---- output templates (the reference's Fortran branches) ----

// callStart writes "      call POMP2_<Typ>_<event>(opari2_region_<id>"
// piece by piece: this is the instrumenter's hottest output path.
func (f *fInstrumenter) callStart(typ, event string, id int) {
	f.w(fIndent + "call POMP2_")
	f.out.WriteByte(typ[0] - 'a' + 'A')
	f.w(typ[1:])
	f.out.WriteByte('_')
	f.w(event)
	f.w("(" + regionPrefix)
	f.num(id)
}

// ctcArg writes ", opari2_ctc_<id> " after sep.
func (f *fInstrumenter) ctcArg(sep string, id int) {
	f.w(sep + ctcPrefix)
	f.num(id)
	f.w(" ")
}

func (f *fInstrumenter) fcall(event, typ string, id int, withCTC *node) {
	task := typ == "task" || typ == "untied_task"
	if task {
		f.w(fIndent + "if (pomp2_if) then\n")
	}
	f.callStart(typ, event, id)
	if strings.Contains(typ, "task") && typ != "taskwait" && event == "begin" {
		f.w(", pomp2_new_task")
	}
	if withCTC != nil {
		if f.fixed {
			f.ctcArg(",\n     &", withCTC.id)
		} else {
			f.ctcArg(", &\n     ", withCTC.id)
		}
	}
	f.w(")\n")
	if task {
		f.w(fIndent + "end if\n")
	}
}

func (f *fInstrumenter) fsaveTask(event, typ string, id int, withCTC *node) {
	create := typ == "task_create" || typ == "untied_task_create"
	if create {
		f.w(fIndent + "if (pomp2_if) then\n")
	}
	f.callStart(typ, event, id)
	if create {
		if f.fixed {
			f.w(",\n     &pomp2_new_task")
		} else {
			f.w(", pomp2_new_task")
		}
	}
	if f.fixed {
		f.w(",\n     &pomp2_old_task")
	} else {
		f.w(",&\n      pomp2_old_task")
	}
	if withCTC != nil {
		if f.fixed {
			if withCTC.Name == "task" {
				f.w(", \n     &pomp2_if")
			}
			f.ctcArg(",\n     &", withCTC.id)
		} else {
			if withCTC.Name == "task" {
				f.w(", pomp2_if")
			}
			f.ctcArg(", ", withCTC.id)
		}
	}
	f.w(")\n")
	if create {
		f.w(fIndent + "end if\n")
	}
}

func (f *fInstrumenter) frestoreTask(event, typ string, id int) {
	create := typ == "task_create" || typ == "untied_task_create"
	if create {
		f.w(fIndent + "if (pomp2_if) then\n")
	}
	f.callStart(typ, event, id)
	if f.fixed {
		f.w(",\n     &pomp2_old_task)\n")
	} else {
		f.w(", pomp2_old_task)\n")
	}
	if create {
		f.w(fIndent + "end if\n")
	}
}

func (f *fInstrumenter) fnumThreadsAndIf(n *node) {
	if nt := n.ClauseArg("num_threads"); nt != "" {
		f.w(fIndent + "pomp2_num_threads = " + nt + "\n")
	} else {
		f.w(fIndent + "pomp2_num_threads = pomp2_lib_get_max_threads()\n")
	}
	f.fifVar(n)
}

func (f *fInstrumenter) fifVar(n *node) {
	if v := n.ClauseArg("if"); v != "" {
		f.w(fIndent + "pomp2_if = ( " + v + " )\n")
	} else {
		f.w(fIndent + "pomp2_if = .true.\n")
	}
}

func (f *fInstrumenter) ffork(n *node) {
	f.fnumThreadsAndIf(n)
	f.callStart("parallel", "fork", n.id)
	if f.fixed {
		f.w(",\n     &pomp2_if, pomp2_num_threads, pomp2_old_task")
		f.ctcArg(",\n     &", n.id)
	} else {
		f.w(",&\n      pomp2_if, pomp2_num_threads, pomp2_old_task")
		f.ctcArg(", &\n      ", n.id)
	}
	f.w(")\n")
}

// fdirective writes a directive the instrumenter makes ("end do nowait").
func (f *fInstrumenter) fdirective(text string, line int, file string) {
	if line != 0 && f.opts.KeepSrcInfo {
		f.lineDirective(line, file)
	}
	f.w("!$omp " + text + "\n")
}

func (f *fInstrumenter) fbarrier(id int) {
	f.fsaveTask("enter", "implicit_barrier", id, nil)
	f.fdirective("barrier", 0, "")
	f.frestoreTask("exit", "implicit_barrier", id)
}

func (f *fInstrumenter) commonName() string { return "cb" + f.unit }

func (f *fInstrumenter) fprintParallel(n *node) {
	var adds string
	tpd := ""
	if f.opts.CopyTPD {
		tpd = " copyin(pomp_tpd)"
	}
	ifc := ""
	if n.HasClause("if") {
		ifc = " if(pomp2_if)"
	}
	if f.fixed {
		adds = "\n!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)\n!$omp&" + ifc + " num_threads(pomp2_num_threads)" + tpd
		if changedDefault(n) {
			adds += "\n!$omp& shared(/" + f.commonName() + "/)\n!$omp& private(pomp2_if,pomp2_num_threads)"
		}
	} else {
		adds = " &\n  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &\n  !$omp" + ifc + " num_threads(pomp2_num_threads)" + tpd
		if changedDefault(n) {
			adds += " &\n  !$omp shared(/" + f.commonName() + "/) &\n  !$omp private(pomp2_if,pomp2_num_threads)"
		}
	}
	if f.opts.KeepSrcInfo && !f.disabled(levelFull) {
		f.lineDirective(n.Line, n.File)
	}
	f.printPlain(n, adds)
}

// fEnter writes the instrumentation of a directive that opens a region
// (or stands alone).
func (f *fInstrumenter) fEnter(n *node) error {
	if n.Name != "threadprivate" && f.disabled(fDisableLevel(n.Name)) {
		if fHasEnd(n.Name) {
			f.reg.push(n)
		}
		if directiveTable[n.Name].singleStatement && !hasWord(n.Directive, "capture") {
			f.single = n // its statement (or end atomic) pops it
		}
		f.printPlain(n, "")
		return nil
	}
	switch n.Name {
	case "parallel":
		f.reg.enterRegion(n, true)
		f.ffork(n)
		f.fprintParallel(n)
		f.fcall("begin", "parallel", n.id, nil)
		f.resetSourceInfo(n)
	case "do":
		f.reg.enterRegion(n, false)
		f.fcall("enter", "do", n.id, n)
		f.printDirective(n, "")
	case "sections":
		f.reg.enterRegion(n, false)
		f.fcall("enter", "sections", n.id, n)
		f.printDirective(n, "")
	case "section":
		top, err := f.reg.top(n)
		if err != nil || (top.Name != "sections" && top.Name != "parallelsections") {
			return fmt.Errorf("%s:%d: section directive outside a sections construct", n.File, n.Line)
		}
		if top.numSections > 0 {
			f.fcall("end", "section", top.id, nil)
		}
		f.printDirective(n, "")
		f.fcall("begin", "section", top.id, top)
		f.resetSourceInfo(n)
		top.numSections++
	case "single":
		f.reg.enterRegion(n, false)
		f.fcall("enter", "single", n.id, n)
		f.printDirective(n, "")
		f.fcall("begin", "single", n.id, nil)
		f.resetSourceInfo(n)
	case "master":
		f.reg.enterRegion(n, false)
		f.printDirective(n, "")
		f.fcall("begin", "master", n.id, n)
		f.resetSourceInfo(n)
	case "critical", "ordered":
		if n.Name == "critical" && f.inWorkshare {
			f.reg.push(n)
			f.printPlain(n, "")
			return nil
		}
		f.reg.enterRegion(n, false)
		f.fcall("enter", n.Name, n.id, n)
		f.printDirective(n, "")
		f.fcall("begin", n.Name, n.id, nil)
		f.resetSourceInfo(n)
	case "atomic":
		if !hasWord(n.Directive, "capture") {
			f.single = n // closed after its statement (or by end atomic)
		}
		if f.inWorkshare {
			f.reg.push(n)
			f.printPlain(n, "")
			return nil
		}
		f.reg.enterRegion(n, false)
		f.fcall("enter", "atomic", n.id, n)
		f.printDirective(n, "")
	case "workshare":
		f.inWorkshare = true
		f.reg.enterRegion(n, false)
		f.fcall("enter", "workshare", n.id, n)
		f.printDirective(n, "")
	case "paralleldo", "parallelsections", "parallelworkshare":
		if f.disabled(levelFull) {
			f.reg.push(n)
			f.printPlain(n, "")
			return nil
		}
		f.reg.enterRegion(n, true)
		ws := strings.TrimPrefix(n.Name, "parallel")
		if n.Name != "parallelsections" {
			f.ffork(n)
		}
		inner := &node{Directive: n.SplitCombined(combinedSplit, innerClauses), paradigm: ompParadigm}
		// tool directives (!GCC$ ivdep) belong to the loop: before "!$omp do"
		inner.Attached, n.Attached = n.Attached, nil
		if n.Name == "parallelsections" {
			f.ffork(n)
		}
		f.fprintParallel(n)
		f.fcall("begin", "parallel", n.id, nil)
		if !f.disabled(levelUser) && n.active {
			if n.Name == "parallelsections" {
				f.fcall("enter", ws, n.id, nil)
			} else {
				f.fcall("enter", ws, n.id, n)
			}
		}
		f.printDirective(inner, "")
		if n.Name == "parallelworkshare" {
			f.inWorkshare = true
		}
	case "barrier":
		f.reg.initRegion(n, false)
		f.reg.save(n)
		f.fsaveTask("enter", "barrier", n.id, n)
		f.printDirective(n, "")
		f.frestoreTask("exit", "barrier", n.id)
		f.resetSourceInfo(n)
	case "flush":
		f.reg.initRegion(n, false)
		f.reg.save(n)
		f.fcall("enter", "flush", n.id, n)
		f.printDirective(n, "")
		f.fcall("exit", "flush", n.id, nil)
		f.resetSourceInfo(n)
	case "taskwait":
		f.reg.initRegion(n, false)
		f.reg.save(n)
		f.fsaveTask("begin", "taskwait", n.id, n)
		f.printDirective(n, "")
		f.frestoreTask("end", "taskwait", n.id)
		f.resetSourceInfo(n)
	case "threadprivate":
		f.printDirective(n, "")
	case "task":
		return f.fEnterTask(n)
	default:
		f.printDirective(n, "")
	}
	return nil
}

func (f *fInstrumenter) fEnterTask(n *node) error {
	f.reg.enterRegion(n, true)
	outer, inner := "task_create", "task"
	if f.opts.Task.Abort {
		return fmt.Errorf("%s:%d: tasks are not allowed with this configuration (--task=abort)", n.File, n.Line)
	}
	if f.opts.Task.Warn {
		f.warn(n.File, n.Line, "tasks may not be supported by the measurement system")
	}
	if n.HasClause("untied") {
		if f.opts.Untied.Abort {
			return fmt.Errorf("%s:%d: untied tasks are not allowed with this configuration (--untied=abort)", n.File, n.Line)
		}
		if !f.opts.Untied.NoWarn && !f.opts.Untied.Keep {
			f.warn(n.File, n.Line, "untied tasks may not be supported by the measurement system; this task is made tied (use --untied=abort|keep|no-warn)")
		}
		if f.opts.Untied.Keep {
			outer, inner = "untied_task_create", "untied_task"
		}
	}
	if !f.opts.Task.Remove {
		f.fifVar(n)
		f.fsaveTask("begin", outer, n.id, n)
		var adds string
		if f.fixed {
			adds = "\n!$omp& if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)"
			if changedDefault(n) {
				adds += "\n!$omp& shared(/" + f.commonName() + "/) "
			}
		} else {
			adds = " if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)"
			if changedDefault(n) {
				adds += "&\n  !$omp shared(/" + f.commonName() + "/)"
			}
		}
		f.printDirective(n, adds)
		f.fcall("begin", inner, n.id, nil)
	} else {
		f.w("!!!! Removed task directive due to user option \"--task=remove\"!\n")
	}
	f.resetSourceInfo(n)
	return nil
}

// fEnd handles an end directive (written or supplied for a loop).
func (f *fInstrumenter) fEnd(end *node) error {
	open := strings.TrimPrefix(end.Name, "end")
	if len(f.reg.stack) == 0 || f.reg.stack[len(f.reg.stack)-1].Name != open {
		if end.Name == "endatomic" {
			// the atomic statement closed it already (an end atomic after
			// a line the scanner did not look past)
			f.printDirective(end, "")
			return nil
		}
		if len(f.reg.stack) == 0 {
			return fmt.Errorf("%s:%d: %s directive without a matching %s directive", end.File, end.Line, parser.FortranName(end.Name), parser.FortranName(open))
		}
		top := f.reg.stack[len(f.reg.stack)-1]
		what := parser.FortranName(top.Name) + " directive"
		if top.paradigm == pompParadigm {
			what = "pomp inst begin(" + top.UserName + ")"
		}
		return fmt.Errorf("%s:%d: %s directive does not match the %s at line %d", end.File, end.Line, parser.FortranName(end.Name), what, top.Line)
	}
	top := f.reg.stack[len(f.reg.stack)-1]
	end.active = top.active
	if !end.active && top.Name != "paralleldo" && top.Name != "parallelsections" && top.Name != "parallelworkshare" {
		f.printDirective(end, "")
		if directiveTable[top.Name].requireEnd {
			f.reg.pop()
		}
		return nil
	}
	if f.disabled(fDisableLevel(top.Name)) {
		f.printPlain(end, "")
		f.reg.pop()
		return nil
	}
	switch top.Name {
	case "parallel":
		if _, err := f.reg.exitRegion(end, true); err != nil {
			return err
		}
		if !f.disabled(levelUser) && !f.opts.Disabled.Directive("barrier") {
			f.fbarrier(top.id)
		}
		f.fcall("end", "parallel", top.id, nil)
		f.printDirective(end, "")
		f.frestoreTask("join", "parallel", top.id)
		if !f.disabled(levelFull) {
			f.resetSourceInfo(end)
		}
	case "do", "workshare":
		if top.Name == "workshare" {
			f.inWorkshare = false
		}
		if _, err := f.reg.exitRegion(end, false); err != nil {
			return err
		}
		if end.HasClause("nowait") {
			f.printDirective(end, "")
		} else {
			end.AddNowait()
			f.printDirective(end, "")
			f.fbarrier(top.id)
		}
		f.fcall("exit", top.Name, top.id, nil)
		f.resetSourceInfo(end)
	case "sections":
		if _, err := f.reg.exitRegion(end, false); err != nil {
			return err
		}
		f.fcall("end", "section", top.id, nil)
		if end.HasClause("nowait") {
			f.printDirective(end, "")
		} else {
			end.AddNowait()
			f.printDirective(end, "")
			f.fbarrier(top.id)
		}
		f.fcall("exit", "sections", top.id, nil)
		f.resetSourceInfo(end)
	case "single":
		if _, err := f.reg.exitRegion(end, false); err != nil {
			return err
		}
		f.fcall("end", "single", top.id, nil)
		if end.HasClause("nowait") {
			f.printDirective(end, "")
		} else {
			if !end.HasClause("copyprivate") {
				end.AddNowait()
			}
			f.printDirective(end, "")
			if end.NowaitAdded {
				f.fbarrier(top.id)
			}
		}
		f.fcall("exit", "single", top.id, nil)
		f.resetSourceInfo(end)
	case "master":
		if _, err := f.reg.exitRegion(end, false); err != nil {
			return err
		}
		f.fcall("end", "master", top.id, nil)
		f.printDirective(end, "")
	case "critical", "ordered":
		if top.Name == "critical" && f.inWorkshare {
			f.printPlain(end, "")
			f.reg.pop()
			return nil
		}
		if top.Name == "critical" && end.UserName != top.UserName {
			return fmt.Errorf("%s:%d: end critical(%s) does not match critical(%s) at line %d", end.File, end.Line, end.UserName, top.UserName, top.Line)
		}
		if _, err := f.reg.exitRegion(end, false); err != nil {
			return err
		}
		f.fcall("end", top.Name, top.id, nil)
		f.printDirective(end, "")
		f.fcall("exit", top.Name, top.id, nil)
		f.resetSourceInfo(end)
	case "atomic":
		// end atomic after the statement (optional) or after the two
		// statements of atomic capture
		f.single = nil
		if f.inWorkshare {
			f.reg.pop()
			f.printPlain(end, "")
			return nil
		}
		if _, err := f.reg.exitRegion(end, false); err != nil {
			return err
		}
		f.printDirective(end, "")
		f.fcall("exit", "atomic", top.id, nil)
		f.resetSourceInfo(end)
	case "paralleldo", "parallelsections", "parallelworkshare":
		if top.Name == "parallelworkshare" {
			f.inWorkshare = false
		}
		if _, err := f.reg.exitRegion(end, true); err != nil {
			return err
		}
		ws := strings.TrimPrefix(top.Name, "parallel")
		if f.disabled(levelUser) || !end.active {
			f.fdirective("end "+ws, end.Line, end.File)
		} else {
			if ws == "sections" {
				f.fcall("end", "section", top.id, nil)
			}
			f.fdirective("end "+ws+" nowait", end.Line, end.File)
			f.fbarrier(top.id)
			f.fcall("exit", ws, top.id, nil)
		}
		f.fcall("end", "parallel", top.id, nil)
		f.fdirective("end parallel", end.Line, end.File)
		f.frestoreTask("join", "parallel", top.id)
		f.resetSourceInfo(end)
	case "task":
		if _, err := f.reg.exitRegion(end, true); err != nil {
			return err
		}
		outer, inner := "task_create", "task"
		if top.HasClause("untied") && f.opts.Untied.Keep {
			outer, inner = "untied_task_create", "untied_task"
		}
		if !f.opts.Task.Remove {
			f.fcall("end", inner, top.id, nil)
			f.printDirective(end, "")
			f.frestoreTask("end", outer, top.id)
		}
		f.resetSourceInfo(end)
	default:
		f.reg.pop()
		f.printDirective(end, "")
	}
	return nil
}

// pompDirective handles !$pomp inst ... user instrumentation.
func (f *fInstrumenter) pompDirective(d *parser.Directive) error {
	name := d.Name
	n := &node{Directive: d, paradigm: pompParadigm, active: true}
	if f.opts.Disabled.UserRegions() {
		f.printDirective(n, "")
		return nil
	}
	f.usedPOMP = true
	switch name {
	case "instinit", "instfinalize", "inston", "instoff":
		f.w(fIndent + "call POMP2_" + capitalize(name[4:]) + "()\n")
	case "noinstrument":
		f.disable = append(f.disable, levelUser)
	case "instrument":
		if len(f.disable) == 0 {
			return fmt.Errorf("%s:%d: pomp instrument without a matching pomp noinstrument", d.File, d.Line)
		}
		f.disable = f.disable[:len(f.disable)-1]
	case "instbegin":
		f.reg.enterRegion(n, false)
		n.Name = "userRegion"
		if d.NextWord() == "(" {
			n.UserName = d.NextWord()
		}
		f.w(fIndent + "call POMP2_Begin(" + regionPrefix + strconv.Itoa(n.id) + ", " + n.ctcVar() + ")\n")
	case "instaltend", "instend":
		if d.NextWord() == "(" {
			n.UserName = d.NextWord()
		}
		top, err := f.reg.top(n)
		if err != nil || top.paradigm != pompParadigm || top.Name != "userRegion" {
			return fmt.Errorf("%s:%d: pomp inst %s(%s) without a matching inst begin", d.File, d.Line, name[4:], n.UserName)
		}
		if n.UserName != top.UserName {
			return fmt.Errorf("%s:%d: pomp inst %s(%s) does not match inst begin(%s) at line %d", d.File, d.Line, name[4:], n.UserName, top.UserName, top.Line)
		}
		id := top.id
		if name == "instend" {
			n.Name = "enduserRegion"
			if _, err := f.reg.exitRegion(n, false); err != nil {
				return err
			}
		}
		f.w(fIndent + "call POMP2_End(" + regionPrefix + strconv.Itoa(id) + ")\n")
	}
	f.resetSourceInfo(n)
	return nil
}

// ---- the include file and the init subroutines ----

// writeCTCLiteral writes the CTC string as a Fortran literal, split to
// fit the line length of the source form: the reference inserts a break
// after 58 characters and then every 68 minus the separator.
func (f *fInstrumenter) writeCTCLiteral(b *bytes.Buffer, ctc []byte) {
	sep := "\"//&\n      \""
	if f.fixed {
		sep = "\"//\n     &\""
	}
	n := len(ctc) + 2         // with the quotes
	write := func(i, j int) { // literal bytes [i, j)
		for k := i; k < j; k++ {
			switch {
			case k == 0 || k == n-1:
				b.WriteByte('"')
			default:
				b.WriteByte(ctc[k-1])
			}
		}
	}
	for i := 0; i < n; {
		end := 58
		if i > 0 {
			end = i + 68 - len(sep)
		}
		if end >= n-1 {
			write(i, n)
			break
		}
		write(i, end)
		b.WriteString(sep)
		i = end
	}
}

// appendNum appends a decimal number.
func appendNum(b *bytes.Buffer, n int) {
	var buf [20]byte
	b.Write(strconv.AppendInt(buf[:0], int64(n), 10))
}

func (f *fInstrumenter) includeFileF() []byte {
	var b bytes.Buffer
	var ompCalls, userCalls bytes.Buffer
	b.Grow(256*len(f.reg.saved) + 1024)
	ompCalls.Grow(100 * len(f.reg.saved))
	var ctc []byte
	for _, n := range f.reg.saved {
		calls, fn := &ompCalls, "         call POMP2_Assign_handle( "
		if n.paradigm == pompParadigm {
			calls, fn = &userCalls, "         call POMP2_USER_Assign_handle( "
		}
		calls.WriteString(fn + regionPrefix)
		appendNum(calls, n.id)
		if f.fixed {
			calls.WriteString(", \n     &   " + ctcPrefix)
		} else {
			calls.WriteString(", &\n         " + ctcPrefix)
		}
		appendNum(calls, n.id)
		calls.WriteString(" )\n")
		ctc = n.appendCTC(ctc[:0], f.file)
		size := len(ctc) + 2
		if f.f77 {
			b.WriteString(fIndent + "INTEGER*8 " + regionPrefix)
			appendNum(&b, n.id)
			b.WriteString("\n" + fIndent + "CHARACTER*")
			appendNum(&b, size)
			b.WriteString(" " + ctcPrefix)
			appendNum(&b, n.id)
			b.WriteString("\n" + fIndent + "PARAMETER (" + ctcPrefix)
			appendNum(&b, n.id)
			if f.fixed {
				b.WriteString("=\n     &")
			} else {
				b.WriteString("=&\n      ")
			}
			f.writeCTCLiteral(&b, ctc)
			b.WriteString(")\n\n")
		} else {
			b.WriteString(fIndent + "INTEGER( KIND=8 ) :: " + regionPrefix)
			appendNum(&b, n.id)
			b.WriteString("\n\n" + fIndent + "CHARACTER (LEN=")
			appendNum(&b, size)
			b.WriteString("), parameter :: " + ctcPrefix)
			appendNum(&b, n.id)
			if f.fixed {
				b.WriteString(" =\n     &")
			} else {
				b.WriteString(" =&\n        ")
			}
			f.writeCTCLiteral(&b, ctc)
			b.WriteString("\n\n")
		}
	}
	if len(f.reg.saved) > 0 {
		b.WriteString(fIndent + "common /" + f.commonName() + "/ " + regionPrefix)
		appendNum(&b, f.reg.saved[0].id)
		for _, n := range f.reg.saved[1:] {
			if f.fixed {
				b.WriteString(",\n     &          " + regionPrefix)
			} else {
				b.WriteString(",&\n              " + regionPrefix)
			}
			appendNum(&b, n.id)
		}
		b.WriteString("\n")
	}
	if f.f77 {
		b.WriteString("\n      integer*4 pomp2_lib_get_max_threads")
		b.WriteString("\n      logical pomp2_test_lock")
		b.WriteString("\n      integer*4 pomp2_test_nest_lock\n")
	} else {
		b.WriteString("\n      integer ( kind=4 ) :: pomp2_lib_get_max_threads")
		b.WriteString("\n      logical :: pomp2_test_lock")
		b.WriteString("\n      integer ( kind=4 ) :: pomp2_test_nest_lock\n")
	}
	if len(f.reg.saved) > 0 {
		if f.opts.CopyTPD {
			if f.f77 {
				b.WriteString("      integer*8 pomp_tpd \n")
			} else {
				b.WriteString("      integer( kind=8 ) pomp_tpd \n")
			}
			b.WriteString("      common /pomp_tpd/ pomp_tpd \n")
			b.WriteString("!$omp threadprivate(/pomp_tpd/)\n")
		}
		if f.f77 {
			b.WriteString("      integer*8 pomp2_old_task, pomp2_new_task \n      logical pomp2_if \n      integer*4 pomp2_num_threads \n")
		} else {
			b.WriteString("      integer ( kind=8 ) :: pomp2_old_task, pomp2_new_task \n      logical :: pomp2_if \n      integer ( kind=4 ) :: pomp2_num_threads \n")
		}
	}
	f.initSubroutine("POMP2", f.reg.ompCount, ompCalls.Bytes())
	f.initSubroutine("POMP2_USER", f.reg.usrCount, userCalls.Bytes())
	return b.Bytes()
}

// initSubroutine appends POMP2_Init_reg_<unit>_<n> to the source.
func (f *fInstrumenter) initSubroutine(prefix string, n int, calls []byte) {
	if n == 0 || len(calls) == 0 {
		return
	}
	f.w("\n      subroutine " + prefix + "_Init_reg_" + f.unit + "_" + strconv.Itoa(n) + "()\n")
	f.w("         include '" + f.incName + "'\n")
	f.out.Write(calls)
	f.w("      end\n")
}

func instrumentFortran(opts Options, in Input) (*Result, error) {
	if err := checkText(in.Path, in.Src); err != nil {
		return nil, err
	}
	f := &fInstrumenter{
		cInstrumenter: cInstrumenter{opts: opts, file: in.Path, warned: map[string]bool{}},
		fixed:         opts.Form == parser.FormFixed,
		f77:           opts.Lang == parser.LangF77,
		incName:       in.IncludeName,
		unit:          UnitID(in.Path, in.Src),
	}
	sc := parser.NewFScanner(in.Path, opts.Form, in.Src, f)
	sc.LineMarkers = opts.KeepSrcInfo
	// the output is the input plus about 250 bytes per directive (and
	// every directive has a '$'): one allocation instead of regrowing
	sc.Out.Grow(len(in.Src) + 320*bytes.Count(in.Src, []byte("$")) + 4096)
	f.out = &sc.Out
	if opts.KeepSrcInfo {
		sc.Out.WriteString("\n#line 1 \"" + in.Path + "\"\n")
	}
	if err := sc.Run(); err != nil {
		return nil, err
	}
	if len(f.reg.stack) > 0 {
		top := f.reg.stack[len(f.reg.stack)-1]
		if top.paradigm == pompParadigm {
			return nil, fmt.Errorf("%s:%d: pomp inst begin(%s) has no matching inst end", top.File, top.Line, top.UserName)
		}
		return nil, fmt.Errorf("%s:%d: %s directive is never closed (missing end directive)", top.File, top.Line, parser.FortranName(top.Name))
	}
	inc := f.includeFileF()
	return &Result{Source: sc.Out.Bytes(), Include: inc, Warnings: f.warnings, Regions: len(f.reg.saved)}, nil
}
