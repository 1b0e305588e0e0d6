package rewrite

// The POMP2 events around each construct, for C and Fortran: which calls
// go before and after the directive and its block, in which order, where
// the task is saved and restored and where #line markers reset the source
// position. How each piece is spelled is the emitter's (c.go,
// fortran_templates.go); the layout is the reference's.

import (
	"fmt"
	"slices"
	"strings"

	"opari2/parser"
)

// enter writes the instrumentation of a directive that opens a region
// (or stands alone). The inner part of a "parallel loop|master|masked
// ..." is kept as a directive of its own. A directive that
// --disable names is copied, but the parallel part of a combined
// construct stays instrumented (the measurement needs it).
func (ins *instrumenter) enter(n *node) error {
	if !n.active && !n.kind.combined() {
		if ins.hasEnd(n.kind) {
			ins.reg.push(n)
		}
		ins.printDirective(n, "")
		return nil
	}
	// inside pomp noinstrument or offloaded code, and critical and atomic
	// inside workshare: copied, without #line
	off := ins.opts.OpenMPOff || n.kind != cThreadprivate && ins.disabled(disableLevel(n.kind))
	if off || ins.inWorkshare && (n.kind == cCritical || n.kind == cAtomic) {
		if ins.hasEnd(n.kind) {
			ins.reg.push(n)
		}
		ins.printPlain(n, "")
		return nil
	}
	ins.ownCode(n.Line, n.File)
	e := ins.lang
	switch n.kind {
	case cParallel:
		ins.reg.enterRegion(n, true)
		e.shareHandles(n)
		var inner *node
		if len(n.Inner) > 0 {
			// parallel loop, parallel masked ...: the rest is a directive
			// of its own inside the region
			var err error
			if inner, err = ins.splitCombined(n); err != nil {
				return err
			}
		}
		e.fork(n)
		ins.printParallel(n)
		e.call("begin", "parallel", n.id, nil)
		if inner != nil {
			ins.printDirective(inner, "")
			return nil
		}
		ins.resetSourceInfo(n)
	case cFor, cDo, cSections, cWorkshare:
		ins.reg.enterRegion(n, false)
		if !ins.fortran && !ins.keepsBarrier(n.kind.String()) {
			addNowait(n)
		}
		if n.kind == cWorkshare {
			ins.inWorkshare = true
		}
		e.call("enter", n.kind.String(), n.id, n)
		ins.printDirective(n, "")
	case cSection:
		top, err := ins.reg.top(n)
		if err != nil || (top.kind != cSections && top.kind != cParallelSections) {
			return fmt.Errorf("%s:%d: section directive outside a sections construct", n.File, n.Line)
		}
		if ins.fortran {
			// the previous section ends here
			if top.numSections > 0 {
				e.call("end", "section", top.id, nil)
			}
			ins.printDirective(n, "")
		} else {
			// a block of its own, in the region of its sections construct
			ins.reg.initRegionAs(n, top)
			ins.reg.push(n)
			if top.numSections > 0 {
				ins.printPlain(n, "")
			} else {
				ins.printDirective(n, "")
			}
		}
		e.call("begin", "section", top.id, top)
		ins.resetSourceInfo(n)
		top.numSections++
	case cSingle:
		ins.reg.enterRegion(n, false)
		if !ins.fortran {
			addNowait(n)
		}
		e.call("enter", "single", n.id, n)
		ins.printDirective(n, "")
		e.call("begin", "single", n.id, nil)
		ins.resetSourceInfo(n)
	case cMaster:
		ins.reg.enterRegion(n, false)
		var inner *parser.Directive
		if len(n.Inner) > 0 {
			// master taskloop: every clause is the taskloop's
			var err error
			if inner, err = n.Split(func(*parser.Clause) bool { return true }); err != nil {
				return err
			}
		}
		ins.printDirective(n, "")
		e.call("begin", "master", n.id, n)
		if inner != nil {
			ins.printDirective(&node{Directive: inner, paradigm: ompParadigm}, "")
			return nil
		}
		ins.resetSourceInfo(n)
	case cCritical, cOrdered:
		ins.reg.enterRegion(n, false)
		e.call("enter", n.kind.String(), n.id, n)
		ins.printDirective(n, "")
		e.call("begin", n.kind.String(), n.id, nil)
		ins.resetSourceInfo(n)
	case cAtomic:
		ins.reg.enterRegion(n, false)
		e.call("enter", "atomic", n.id, n)
		ins.printDirective(n, "")
	case cParallelFor, cParallelDo, cParallelSections, cParallelWorkshare:
		return ins.enterCombined(n)
	case cBarrier, cFlush, cTaskwait:
		ins.enterStandalone(n)
	case cTask:
		return ins.enterTask(n)
	default: // threadprivate
		ins.printDirective(n, "")
	}
	return nil
}

// enterStandalone writes the events around a directive without a block,
// which has a region of its own; barrier and taskwait are scheduling
// points, where the current task is saved.
func (ins *instrumenter) enterStandalone(n *node) {
	e := ins.lang
	ins.reg.initRegion(n, false)
	ins.reg.save(n)
	switch n.kind {
	case cBarrier:
		e.saveTask("enter", "barrier", n.id, n)
		ins.printDirective(n, "")
		e.restoreTask("exit", "barrier", n.id)
	case cTaskwait:
		e.saveTask("begin", "taskwait", n.id, n)
		ins.printDirective(n, "")
		e.restoreTask("end", "taskwait", n.id)
	case cFlush:
		e.call("enter", "flush", n.id, n)
		ins.printDirective(n, "")
		e.call("exit", "flush", n.id, nil)
	}
	ins.resetSourceInfo(n)
}

// enterCombined splits a combined construct ("parallel for") into the
// parallel directive and the worksharing one, with the events of both.
// The worksharing part is not instrumented when it is disabled or inside
// pomp noinstrument.
func (ins *instrumenter) enterCombined(n *node) error {
	e := ins.lang
	ins.reg.enterRegion(n, true)
	e.shareHandles(n)
	inner, err := ins.splitCombined(n)
	if err != nil {
		return err
	}
	// tool directives (!GCC$ ivdep) belong to the loop: before "!$omp do"
	inner.Attached, n.Attached = n.Attached, nil
	ws, instrumentWS := n.kind.worksharing().String(), !ins.disabled(levelUser) && n.active
	if instrumentWS && !ins.fortran && !ins.keepsBarrier(ws) {
		inner.AddNowait()
	}
	e.fork(n)
	ins.printParallel(n)
	e.call("begin", "parallel", n.id, nil)
	if instrumentWS {
		ctc := n
		if ins.fortran && n.kind == cParallelSections && !ins.opts.SelfContained {
			// as the reference's Fortran template (docs/instrumenter.md);
			// gfortran rejects the call beside a sections construct's,
			// which passes the CTC string: our own layout passes it too
			ctc = nil
		}
		e.call("enter", ws, n.id, ctc)
	}
	ins.printDirective(inner, "")
	if n.kind == cParallelWorkshare {
		ins.inWorkshare = true
	}
	return nil
}

// printParallel writes the parallel directive with the clauses the
// instrumentation needs.
func (ins *instrumenter) printParallel(n *node) {
	adds := ins.lang.parallelClauses(n)
	if ins.opts.KeepSrcInfo && !ins.disabled(levelFull) {
		ins.lineDirective(n.Line, n.File)
	}
	ins.printPlain(n, adds)
}

// addNowait makes the barrier at the end of a worksharing construct
// explicit, to measure it: the directive that ends it gets nowait (a
// single with copyprivate keeps its barrier).
func addNowait(n *node) {
	if !n.HasClause("nowait") && !n.HasClause("copyprivate") {
		n.AddNowait()
	}
}

// barrier writes the barrier that a nowait made explicit.
func (ins *instrumenter) barrier(id int) {
	ins.lang.saveTask("enter", "implicit_barrier", id, nil)
	ins.madeDirective("barrier", nil)
	ins.lang.restoreTask("exit", "implicit_barrier", id)
}

// taskEvents names the events of a task: task_create around the
// directive, task inside the region (untied_... with --untied=keep).
func (ins *instrumenter) taskEvents(n *node) (outer, inner string) {
	if n.HasClause("untied") && ins.opts.Untied.Keep {
		return "untied_task_create", "untied_task"
	}
	return "task_create", "task"
}

func (ins *instrumenter) enterTask(n *node) error {
	e := ins.lang
	ins.reg.enterRegion(n, true)
	e.shareHandles(n)
	if ins.opts.Task.Abort {
		return fmt.Errorf("%s:%d: tasks are not allowed with this configuration (--task=abort)", n.File, n.Line)
	}
	if ins.opts.Task.Warn {
		ins.warn(n.File, n.Line, "tasks may not be supported by the measurement system")
	}
	if n.HasClause("untied") {
		if ins.opts.Untied.Abort {
			return fmt.Errorf("%s:%d: untied tasks are not allowed with this configuration (--untied=abort)", n.File, n.Line)
		}
		if !ins.opts.Untied.NoWarn && !ins.opts.Untied.Keep {
			ins.warn(n.File, n.Line, "untied tasks may not be supported by the measurement system; this task is made tied (use --untied=abort|keep|no-warn)")
		}
	}
	if !ins.opts.Task.Remove {
		outer, inner := ins.taskEvents(n)
		e.openTaskScope(n)
		e.taskDepend(n)
		e.saveTask("begin", outer, n.id, n)
		ins.printDirective(n, e.taskClauses(n))
		e.call("begin", inner, n.id, nil)
	} else {
		ins.comment(`!!! Removed task directive due to user option "--task=remove"!`)
	}
	ins.resetSourceInfo(n)
	return nil
}

// exit writes the instrumentation after a region's block under the
// conditions of its directive (closeUnder), then ends the alternatives
// of the region that other branches of a conditional group opened, each
// under its own.
func (ins *instrumenter) exit(top, end *node) error {
	ends := make([]*node, len(top.alts))
	for i, a := range top.alts {
		var err error
		if end.endFor != nil {
			ends[i], err = end.endFor(a)
		} else {
			ends[i], err = end.clone(), nil // before exitRegion changes end
		}
		if err != nil {
			return err
		}
	}
	if err := ins.closeUnder(top, func() { ins.resetSourceInfo(end) }, func() error { return ins.exitRegionCode(top, end) }); err != nil {
		return err
	}
	for i, a := range top.alts {
		ins.reg.stack = append(ins.reg.stack, a)
		if err := ins.exit(a, ends[i]); err != nil {
			return err
		}
	}
	return nil
}

// clone copies an end node, its directive's lines and attached lines
// (the instrumentation edits and flushes them).
func (n *node) clone() *node {
	d := *n.Directive
	d.Lines = append([]string(nil), d.Lines...)
	d.Clauses = slices.Clone(d.Clauses)
	d.Attached = append([]string(nil), d.Attached...)
	c := *n
	c.Directive = &d
	return &c
}

// exitRegionCode writes the instrumentation after a region's block: end
// is the end of the C block (no text) or the Fortran end directive, whose
// text goes where the reference puts it among the calls.
func (ins *instrumenter) exitRegionCode(top, end *node) error {
	end.active = top.active
	if !end.active && !top.kind.combined() {
		ins.printDirective(end, "")
		if top.kind.def().requireEnd {
			ins.reg.pop()
		}
		return nil
	}
	if ins.opts.OpenMPOff || ins.disabled(disableLevel(top.kind)) || ins.inWorkshare && (top.kind == cCritical || top.kind == cAtomic) {
		ins.printPlain(end, "")
		ins.reg.pop()
		return nil
	}
	ins.ownCode(end.Line, end.File)
	e := ins.lang
	switch top.kind {
	case cParallel:
		if _, err := ins.reg.exitRegion(end, true); err != nil {
			return err
		}
		if len(top.Inner) > 0 {
			// Fortran: "end parallel masked" ends the masked part first
			ins.printEndPart("end "+strings.Join(top.Inner, " "), end)
		}
		if !ins.disabled(levelUser) && !ins.opts.Disabled.Directive("barrier") {
			ins.barrier(top.id)
		}
		e.call("end", "parallel", top.id, nil)
		if len(top.Inner) > 0 {
			ins.printEndPart("end parallel", end)
		} else {
			ins.printDirective(end, "")
		}
		e.restoreTask("join", "parallel", top.id)
		ins.resetSourceInfo(end)
	case cFor, cDo, cSections, cWorkshare, cSingle, cAtomic:
		if top.kind == cWorkshare {
			ins.inWorkshare = false
		}
		if _, err := ins.reg.exitRegion(end, false); err != nil {
			return err
		}
		if top.kind == cSections && ins.fortran {
			e.call("end", "section", top.id, nil) // the last section ends here
		}
		if top.kind == cSingle {
			e.call("end", "single", top.id, nil)
		}
		if ins.fortran && top.kind != cAtomic && !ins.keepsBarrier(top.kind.String()) {
			addNowait(end)
		}
		ins.printDirective(end, "")
		if top.NowaitAdded || end.NowaitAdded {
			ins.barrier(top.id)
		}
		e.call("exit", top.kind.String(), top.id, nil)
		ins.resetSourceInfo(end)
	case cSection:
		e.call("end", "section", top.id, nil)
		ins.reg.pop()
		ins.resetSourceInfo(end)
	case cMaster:
		if _, err := ins.reg.exitRegion(end, false); err != nil {
			return err
		}
		if len(top.Inner) > 0 {
			// Fortran: "end master taskloop" ends the taskloop first
			ins.printEndPart("end "+strings.Join(top.Inner, " "), end)
		}
		e.call("end", "master", top.id, nil)
		if len(top.Inner) > 0 {
			ins.printEndPart("end master", end)
		} else {
			ins.printDirective(end, "")
		}
		if !ins.fortran {
			ins.resetSourceInfo(end) // Fortran: the end directive, after its #line, comes last
		}
	case cCritical, cOrdered:
		if end.Name == "endcritical" && end.UserName != top.UserName {
			return fmt.Errorf("%s:%d: end critical(%s) does not match critical(%s) at line %d", end.File, end.Line, end.UserName, top.UserName, top.Line)
		}
		if _, err := ins.reg.exitRegion(end, false); err != nil {
			return err
		}
		e.call("end", top.kind.String(), top.id, nil)
		ins.printDirective(end, "")
		e.call("exit", top.kind.String(), top.id, nil)
		ins.resetSourceInfo(end)
	case cParallelFor, cParallelDo, cParallelSections, cParallelWorkshare:
		return ins.exitCombined(top, end)
	case cTask:
		if _, err := ins.reg.exitRegion(end, true); err != nil {
			return err
		}
		if !ins.opts.Task.Remove {
			outer, inner := ins.taskEvents(top)
			e.call("end", inner, top.id, nil)
			ins.printDirective(end, "")
			e.restoreTask("end", outer, top.id)
			e.closeTaskScope()
		}
		ins.resetSourceInfo(end)
	default:
		ins.reg.pop()
		ins.printDirective(end, "")
	}
	return nil
}

// exitCombined ends both parts of a combined construct. Fortran's end
// directive ("end parallel do") is written split as the start was.
func (ins *instrumenter) exitCombined(top, end *node) error {
	e := ins.lang
	if top.kind == cParallelWorkshare {
		ins.inWorkshare = false
	}
	if _, err := ins.reg.exitRegion(end, true); err != nil {
		return err
	}
	ws := top.kind.worksharing().String()
	endWS := "end " + strings.Join(top.Inner, " ")
	if !ins.disabled(levelUser) && end.active {
		if ws == "sections" && ins.fortran {
			e.call("end", "section", top.id, nil) // the last section ends here
		}
		ins.printEndPart(endWS+" nowait", end)
		ins.barrier(top.id)
		e.call("exit", ws, top.id, nil)
	} else {
		ins.printEndPart(endWS, end)
	}
	e.call("end", "parallel", top.id, nil)
	ins.printEndPart("end parallel", end)
	e.restoreTask("join", "parallel", top.id)
	ins.resetSourceInfo(end)
	return nil
}

// printEndPart writes one part of a split Fortran end directive; a C
// block has no end directive.
func (ins *instrumenter) printEndPart(text string, end *node) {
	if end.Name != parser.EndName {
		ins.madeDirective(text, end)
	}
}

// userDirective writes a POMP user directive (pomp inst init, begin(name),
// ..., noinstrument): n.Name is its name with "inst" joined ("instbegin").
func (ins *instrumenter) userDirective(n *node) error {
	d, name := n.Directive, n.Name
	if ins.opts.Disabled.UserRegions() {
		ins.printDirective(n, "")
		return nil
	}
	ins.usedPOMP = true
	ins.ownCode(d.Line, d.File)
	switch name {
	case "instinit", "instfinalize", "inston", "instoff":
		ins.lang.userCall(capitalize(name[4:]), 0, false)
	case "noinstrument":
		ins.disable = append(ins.disable, levelUser)
	case "instrument":
		if len(ins.disable) == 0 {
			return fmt.Errorf("%s:%d: pomp instrument without a matching pomp noinstrument", d.File, d.Line)
		}
		ins.disable = ins.disable[:len(ins.disable)-1]
	case "instbegin":
		ins.reg.enterRegion(n, false)
		n.Name = "userRegion"
		if d.NextWord() == "(" {
			n.UserName = d.NextWord()
		}
		ins.lang.userCall("Begin", n.id, true)
	case "instaltend", "instend":
		if d.NextWord() == "(" {
			n.UserName = d.NextWord()
		}
		top, err := ins.reg.top(n)
		if err != nil || top.paradigm != pompParadigm || top.Name != "userRegion" {
			return fmt.Errorf("%s:%d: pomp inst %s(%s) without a matching inst begin", d.File, d.Line, name[4:], n.UserName)
		}
		if n.UserName != top.UserName {
			return fmt.Errorf("%s:%d: pomp inst %s(%s) does not match inst begin(%s) at line %d", d.File, d.Line, name[4:], n.UserName, top.UserName, top.Line)
		}
		id := top.id
		if name == "instend" {
			n.Name = "enduserRegion"
			if _, err := ins.reg.exitRegion(n, false); err != nil {
				return err
			}
		}
		ins.lang.userCall("End", id, false)
	}
	ins.resetSourceInfo(n)
	return nil
}

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
