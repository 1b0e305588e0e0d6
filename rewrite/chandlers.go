package rewrite

import (
	"fmt"

	"opari2/parser"
)

// newerDirectives are OpenMP 4.x/5.x directives outside the POMP2 model:
// they pass through unchanged, with one warning per kind.
var newerDirectives = map[string]bool{
	"simd": true, "target": true, "teams": true, "distribute": true, "taskloop": true,
	"taskgroup": true, "loop": true, "masked": true, "scope": true, "declare": true,
	"taskyield": true, "cancel": true, "cancellation": true, "requires": true,
	"depobj": true, "scan": true, "interop": true, "dispatch": true, "allocate": true,
	"metadirective": true, "begin": true, "end": true, "unroll": true, "tile": true,
	"assume": true, "assumes": true, "error": true, "nothing": true, "section": false,
}

// parallelCombinedNew are the combined constructs newer than the manual that
// start with parallel: their parallel part is instrumented and the rest is
// kept as a directive of its own.
var parallelCombinedNew = map[string]bool{"loop": true, "master": true, "masked": true}

// newInnerClauses belong to the worksharing part of newer combined
// constructs (parallel for simd, parallel loop, parallel masked).
var newInnerClauses = []parser.InnerClause{
	{Name: "linear", HasArgs: true}, {Name: "safelen", HasArgs: true}, {Name: "simdlen", HasArgs: true},
	{Name: "aligned", HasArgs: true}, {Name: "nontemporal", HasArgs: true}, {Name: "order", HasArgs: true},
	{Name: "bind", HasArgs: true}, {Name: "filter", HasArgs: true},
}

var innerClauses = []parser.InnerClause{
	{Name: "ordered", HasArgs: false},
	{Name: "lastprivate", HasArgs: true},
	{Name: "schedule", HasArgs: true},
	{Name: "collapse", HasArgs: true},
}

// ompName reads an OpenMP directive's name the way the reference does:
// "parallel" joins a following worksharing keyword, a critical region
// reads its name.
func ompName(d *parser.Directive) (name, combinedNew string) {
	name = d.NextWord()
	if name == "parallel" {
		w := d.NextWord()
		switch w {
		case "do", "sections", "for", "workshare":
			name += w
		default:
			if parallelCombinedNew[w] {
				combinedNew = w
			}
		}
	}
	if name == "critical" {
		if d.NextWord() == "(" {
			d.UserName = d.NextWord()
		}
	}
	return name, combinedNew
}

// Pragma implements parser.CHandler.
func (c *cInstrumenter) Pragma(d *parser.Directive) (handled, requireEnd, isFor bool, err error) {
	switch d.Prefix[2] {
	case "omp":
		return c.ompPragma(d)
	case "pomp":
		return c.pompPragma(d)
	case "offload":
		n := &node{Directive: d, paradigm: offloadParadigm, active: true}
		n.Name = d.NextWord()
		if n.Name != "target" {
			return false, false, false, nil
		}
		// code offloaded to a coprocessor is not instrumented
		c.reg.push(n)
		c.printPlain(n, "")
		c.disable = append(c.disable, levelFull)
		return true, true, false, nil
	}
	return false, false, false, nil
}

func (c *cInstrumenter) ompPragma(d *parser.Directive) (handled, requireEnd, isFor bool, err error) {
	name, combinedNew := ompName(d)
	d.Name = name
	def, known := directiveTable[name]
	if name == "ordered" {
		// ordered depend(...)/doacross(...) is a stand-alone directive
		for _, cl := range []string{"depend", "doacross"} {
			if _, _, ok := d.FindClause(cl); ok && !c.warned["ordered "+cl] {
				c.warned["ordered "+cl] = true
				c.warn(d.File, d.Line, "stand-alone 'ordered %s(...)' is not instrumented; passed through unchanged", cl)
			}
			if _, _, ok := d.FindClause(cl); ok {
				return false, false, false, nil
			}
		}
	}
	if !known || def.fortranOnly {
		if name != "" && !c.warned[name] {
			c.warned[name] = true
			if def.fortranOnly {
				c.warn(d.File, d.Line, "OpenMP directive '%s' exists in Fortran only; passed through unchanged", parser.FortranName(name))
			} else if newerDirectives[name] {
				c.warn(d.File, d.Line, "OpenMP directive '%s' is not instrumented (outside the POMP2 model); passed through unchanged", name)
			} else {
				c.warn(d.File, d.Line, "unknown OpenMP directive '%s' passed through unchanged", name)
			}
		}
		return false, false, false, nil
	}
	remove := map[string]bool{"if": true, "num_threads": true, "untied": !c.opts.Untied.Keep}
	if err := d.IdentifyClauses(directiveClauses[name], remove); err != nil {
		return false, false, false, err
	}
	n := &node{Directive: d, paradigm: ompParadigm, active: !c.opts.Disabled.Directive(name)}
	c.usedOMP = true
	if n.active {
		if err := c.enter(n, combinedNew); err != nil {
			return false, false, false, err
		}
		return true, def.requireEnd, name == "for" || name == "parallelfor" || combinedNew == "loop", nil
	}
	if def.requireEnd {
		c.reg.push(n)
	}
	switch name {
	case "parallelfor", "paralleldo", "parallelsections":
		if err := c.enter(n, combinedNew); err != nil {
			return false, false, false, err
		}
	default:
		c.printDirective(n, "")
	}
	return true, def.requireEnd, false, nil
}

func (c *cInstrumenter) pompPragma(d *parser.Directive) (handled, requireEnd, isFor bool, err error) {
	name := d.NextWord()
	if name == "inst" {
		name += d.NextWord()
	}
	switch name {
	case "instinit", "instfinalize", "inston", "instoff", "instbegin", "instaltend", "instend", "noinstrument", "instrument":
	default:
		return false, false, false, nil
	}
	d.Name = name
	n := &node{Directive: d, paradigm: pompParadigm, active: true}
	if c.opts.Disabled.UserRegions() {
		c.printDirective(n, "")
		return true, false, false, nil
	}
	c.usedPOMP = true
	switch name {
	case "instinit", "instfinalize", "inston", "instoff":
		c.f("POMP2_%s();\n", capitalize(name[4:]))
	case "noinstrument":
		c.disable = append(c.disable, levelUser)
	case "instrument":
		if len(c.disable) == 0 {
			return false, false, false, fmt.Errorf("%s:%d: pomp instrument without a matching pomp noinstrument", d.File, d.Line)
		}
		c.disable = c.disable[:len(c.disable)-1]
	case "instbegin":
		c.reg.enterRegion(n, false)
		n.Name = "userRegion"
		if d.NextWord() == "(" {
			n.UserName = d.NextWord()
		}
		if n.UserName == "" || n.UserName == ")" {
			return false, false, false, fmt.Errorf("%s:%d: pomp inst begin needs a region name: begin(name)", d.File, d.Line)
		}
		c.f("POMP2_Begin(&%s%d, %s);\n", regionPrefix, n.id, n.ctcVar())
	case "instaltend", "instend":
		if d.NextWord() == "(" {
			n.UserName = d.NextWord()
		}
		top, err := c.reg.top(n)
		if err != nil || top.paradigm != pompParadigm || top.Name != "userRegion" {
			return false, false, false, fmt.Errorf("%s:%d: pomp inst %s(%s) without a matching inst begin", d.File, d.Line, name[4:], n.UserName)
		}
		if n.UserName != top.UserName {
			return false, false, false, fmt.Errorf("%s:%d: pomp inst %s(%s) does not match inst begin(%s) at line %d", d.File, d.Line, name[4:], n.UserName, top.UserName, top.Line)
		}
		id := top.id
		if name == "instend" {
			n.Name = "enduserRegion"
			if _, err := c.reg.exitRegion(n, false); err != nil {
				return false, false, false, err
			}
		}
		c.f("POMP2_End(&%s%d);\n", regionPrefix, id)
	}
	c.resetSourceInfo(n)
	return true, false, false, nil
}

// Declspec implements parser.CHandler: a __declspec(target(mic)) entity is
// offloaded code and is not instrumented until the declaration ends.
func (c *cInstrumenter) Declspec(d *parser.Directive) error {
	n := &node{Directive: d, paradigm: offloadParadigm, active: true}
	n.Name = "declspec"
	c.reg.push(n)
	c.disable = append(c.disable, levelFull)
	return nil
}

// EndBlock implements parser.CHandler.
func (c *cInstrumenter) EndBlock(line int) error {
	if len(c.reg.stack) == 0 {
		return fmt.Errorf("%s:%d: unbalanced pragma/directive nesting", c.file, line)
	}
	top := c.reg.stack[len(c.reg.stack)-1]
	end := &node{Directive: parser.NewEndDirective(top.Lang, top.File, line), paradigm: top.paradigm}
	if top.paradigm == offloadParadigm {
		c.reg.pop()
		if len(c.disable) > 0 {
			c.disable = c.disable[:len(c.disable)-1]
		}
		return nil
	}
	def := directiveTable[top.Name]
	end.active = top.active
	if end.active {
		return c.exit(top, end)
	}
	switch top.Name {
	case "parallelfor", "paralleldo", "parallelsections":
		return c.exit(top, end)
	}
	if def.requireEnd {
		c.reg.pop()
	}
	return nil
}

// Identifier implements parser.CHandler: calls of the OpenMP lock API
// become the POMP2 wrappers; declarations and other uses stay.
func (c *cInstrumenter) Identifier(ident string, call bool) string {
	if !call || c.opts.Disabled.Locks() || c.disabled(levelUser) {
		return ident
	}
	if w, ok := lockWrappers[ident]; ok {
		c.usedOMP = true
		return w
	}
	return ident
}

var lockWrappers = map[string]string{
	"omp_init_lock": "POMP2_Init_lock", "omp_destroy_lock": "POMP2_Destroy_lock",
	"omp_set_lock": "POMP2_Set_lock", "omp_unset_lock": "POMP2_Unset_lock",
	"omp_test_lock": "POMP2_Test_lock", "omp_init_nest_lock": "POMP2_Init_nest_lock",
	"omp_destroy_nest_lock": "POMP2_Destroy_nest_lock", "omp_set_nest_lock": "POMP2_Set_nest_lock",
	"omp_unset_nest_lock": "POMP2_Unset_nest_lock", "omp_test_nest_lock": "POMP2_Test_nest_lock",
}

// DropInclude implements parser.CHandler: omp.h is included by the POMP2
// header through the .opari.inc file, so the user's include goes.
func (c *cInstrumenter) DropInclude(header string) bool {
	return header == "<omp.h>" || header == `"omp.h"`
}

// disableLevel is the pomp noinstrument/offload level at which a
// directive is left alone: parallel regions are instrumented unless
// instrumentation is off completely, the measurement needs them.
func disableLevel(name string) int {
	switch name {
	case "parallel", "parallelfor", "parallelsections":
		return levelFull
	}
	return levelUser
}

// enter writes the instrumentation before a directive's block.
func (c *cInstrumenter) enter(n *node, combinedNew string) error {
	if n.Name != "threadprivate" && c.disabled(disableLevel(n.Name)) {
		if directiveTable[n.Name].requireEnd {
			c.reg.push(n)
		}
		c.printPlain(n, "")
		return nil
	}
	switch n.Name {
	case "parallel":
		c.reg.enterRegion(n, true)
		var inner *node
		if combinedNew != "" {
			c.addDescr(n)
			inner = &node{Directive: n.SplitCombined([][2]string{{"parallel", combinedNew}}, newInnerClauses), paradigm: ompParadigm}
		} else {
			c.addDescr(n)
		}
		c.forkCall(n)
		c.printParallel(n)
		c.call("begin", "parallel", n.id, nil)
		if inner != nil {
			c.printDirective(inner, "")
			return nil
		}
		c.resetSourceInfo(n)
	case "for":
		c.reg.enterRegion(n, false)
		if !n.HasClause("nowait") {
			n.AddNowait()
		}
		c.call("enter", "for", n.id, n)
		c.printDirective(n, "")
	case "sections":
		c.reg.enterRegion(n, false)
		if !n.HasClause("nowait") {
			n.AddNowait()
		}
		c.call("enter", "sections", n.id, n)
		c.printDirective(n, "")
	case "section":
		top, err := c.reg.top(n)
		if err != nil || (top.Name != "sections" && top.Name != "parallelsections") {
			return fmt.Errorf("%s:%d: section directive outside a sections construct", n.File, n.Line)
		}
		c.reg.initRegionAs(n, top)
		c.reg.push(n)
		if top.numSections > 0 {
			c.printPlain(n, "")
		} else {
			c.printDirective(n, "")
		}
		c.call("begin", "section", top.id, top)
		c.resetSourceInfo(n)
		top.numSections++
	case "single":
		c.reg.enterRegion(n, false)
		if !n.HasClause("nowait") && !n.HasClause("copyprivate") {
			n.AddNowait()
		}
		c.call("enter", "single", n.id, n)
		c.printDirective(n, "")
		c.call("begin", "single", n.id, nil)
		c.resetSourceInfo(n)
	case "master":
		c.reg.enterRegion(n, false)
		c.printDirective(n, "")
		c.call("begin", "master", n.id, n)
		c.resetSourceInfo(n)
	case "critical", "ordered":
		c.reg.enterRegion(n, false)
		c.call("enter", n.Name, n.id, n)
		c.printDirective(n, "")
		c.call("begin", n.Name, n.id, nil)
		c.resetSourceInfo(n)
	case "atomic":
		c.reg.enterRegion(n, false)
		c.call("enter", "atomic", n.id, n)
		c.printDirective(n, "")
	case "parallelfor", "parallelsections":
		c.reg.enterRegion(n, true)
		c.addDescr(n)
		split, clauses := combinedSplit, innerClauses
		if n.Name == "parallelfor" {
			// parallel for simd: simd and its clauses go with the loop
			split = append(append([][2]string{}, combinedSplit...), [2]string{"parallel", "simd"})
			clauses = append(append([]parser.InnerClause{}, innerClauses...), newInnerClauses...)
		}
		inner := &node{Directive: n.SplitCombined(split, clauses), paradigm: ompParadigm}
		ws, wsName := !c.disabled(levelUser) && n.active, "for"
		if n.Name == "parallelsections" {
			wsName = "sections"
		}
		if ws {
			inner.AddNowait()
		}
		c.forkCall(n)
		c.printParallel(n)
		c.call("begin", "parallel", n.id, nil)
		if ws {
			c.call("enter", wsName, n.id, n)
		}
		c.printDirective(inner, "")
	case "barrier":
		c.reg.initRegion(n, false)
		c.reg.save(n)
		c.saveTaskCall("enter", "barrier", n.id, n)
		c.printDirective(n, "")
		c.restoreTaskCall("exit", "barrier", n.id)
		c.resetSourceInfo(n)
	case "flush":
		c.reg.initRegion(n, false)
		c.reg.save(n)
		c.call("enter", "flush", n.id, n)
		c.printDirective(n, "")
		c.call("exit", "flush", n.id, nil)
		c.resetSourceInfo(n)
	case "taskwait":
		c.reg.initRegion(n, false)
		c.reg.save(n)
		c.saveTaskCall("begin", "taskwait", n.id, n)
		c.printDirective(n, "")
		c.restoreTaskCall("end", "taskwait", n.id)
		c.resetSourceInfo(n)
	case "threadprivate":
		c.printDirective(n, "")
	case "task":
		return c.enterTask(n)
	default:
		c.printDirective(n, "")
	}
	return nil
}

func (c *cInstrumenter) enterTask(n *node) error {
	c.reg.enterRegion(n, true)
	if !c.disabled(levelFull) {
		c.addDescr(n)
	}
	outer, inner := "task_create", "task"
	if c.opts.Task.Abort {
		return fmt.Errorf("%s:%d: tasks are not allowed with this configuration (--task=abort)", n.File, n.Line)
	}
	if c.opts.Task.Warn {
		c.warn(n.File, n.Line, "tasks may not be supported by the measurement system")
	}
	if n.HasClause("untied") {
		if c.opts.Untied.Abort {
			return fmt.Errorf("%s:%d: untied tasks are not allowed with this configuration (--untied=abort)", n.File, n.Line)
		}
		if !c.opts.Untied.NoWarn && !c.opts.Untied.Keep {
			c.warn(n.File, n.Line, "untied tasks may not be supported by the measurement system; this task is made tied (use --untied=abort|keep|no-warn)")
		}
		if c.opts.Untied.Keep {
			outer, inner = "untied_task_create", "untied_task"
		}
	}
	if !c.opts.Task.Remove {
		c.w("{\n")
		c.ifVar(n)
		c.saveTaskCall("begin", outer, n.id, n)
		c.printDirective(n, " if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)")
		c.call("begin", inner, n.id, nil)
	} else {
		c.w("//!!! Removed task directive due to user option \"--task=remove\"!\n")
	}
	c.resetSourceInfo(n)
	return nil
}

// exit writes the instrumentation after a directive's block.
func (c *cInstrumenter) exit(top, end *node) error {
	if c.disabled(disableLevel(top.Name)) {
		c.reg.pop()
		return nil
	}
	switch top.Name {
	case "parallel":
		if _, err := c.reg.exitRegion(end, true); err != nil {
			return err
		}
		if !c.disabled(levelUser) && !c.opts.Disabled.Directive("barrier") {
			c.barrier(top.id)
		}
		c.call("end", "parallel", top.id, nil)
		c.restoreTaskCall("join", "parallel", top.id)
		if !c.disabled(levelFull) {
			c.resetSourceInfo(end)
		}
	case "for", "sections", "single", "atomic":
		if _, err := c.reg.exitRegion(end, false); err != nil {
			return err
		}
		if top.Name == "single" {
			c.call("end", "single", top.id, nil)
		}
		if top.NowaitAdded {
			c.barrier(top.id)
		}
		c.call("exit", top.Name, top.id, nil)
		c.resetSourceInfo(end)
	case "section":
		c.call("end", "section", top.id, nil)
		c.reg.pop()
		c.resetSourceInfo(end)
	case "master":
		if _, err := c.reg.exitRegion(end, false); err != nil {
			return err
		}
		c.call("end", "master", top.id, nil)
		c.resetSourceInfo(end)
	case "critical", "ordered":
		if _, err := c.reg.exitRegion(end, false); err != nil {
			return err
		}
		c.call("end", top.Name, top.id, nil)
		c.call("exit", top.Name, top.id, nil)
		c.resetSourceInfo(end)
	case "parallelfor", "parallelsections":
		if _, err := c.reg.exitRegion(end, true); err != nil {
			return err
		}
		if !c.disabled(levelUser) && end.active {
			c.barrier(top.id)
			if top.Name == "parallelfor" {
				c.call("exit", "for", top.id, nil)
			} else {
				c.call("exit", "sections", top.id, nil)
			}
		}
		c.call("end", "parallel", top.id, nil)
		c.restoreTaskCall("join", "parallel", top.id)
		c.resetSourceInfo(end)
	case "task":
		if _, err := c.reg.exitRegion(end, true); err != nil {
			return err
		}
		outer, inner := "task_create", "task"
		if top.HasClause("untied") && c.opts.Untied.Keep {
			outer, inner = "untied_task_create", "untied_task"
		}
		if !c.opts.Task.Remove {
			c.call("end", inner, top.id, nil)
			c.restoreTaskCall("end", outer, top.id)
			c.w("}\n")
		}
		c.resetSourceInfo(end)
	default:
		c.reg.pop()
	}
	return nil
}
