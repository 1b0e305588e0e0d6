package rewrite

// The POMP2 calls around each Fortran construct, in the layout of the
// reference (fixed form continues in column 6, free form with "&").

import (
	"fmt"
	"strconv"
	"strings"

	"opari2/parser"
)

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
