package dirgen

import "fmt"

// combinedCase is a combined construct that holds a parallel region.
func (g *gen) combinedCase() []string {
	f := g.lang.Fortran()
	type form struct {
		words []string
		kind  string // loop, sections, workshare, masked, taskloop, inscan
		simd  bool
	}
	forms := []form{
		{[]string{"parallel", "for"}, "loop", false},
		{[]string{"parallel", "for"}, "loop", false},
		{[]string{"parallel", "for", "simd"}, "loop", true},
		{[]string{"parallel", "for"}, "inscan", false},
		{[]string{"parallel", "sections"}, "sections", false},
		{[]string{"parallel", "loop"}, "ploop", false},
		{[]string{"parallel", "master"}, "masked", false},
		{[]string{"parallel", "masked"}, "masked", false},
		{[]string{"parallel", "master", "taskloop"}, "taskloop", false},
		{[]string{"parallel", "master", "taskloop", "simd"}, "taskloop", true},
		{[]string{"parallel", "masked", "taskloop"}, "taskloop", false},
		{[]string{"parallel", "masked", "taskloop", "simd"}, "taskloop", true},
	}
	if f {
		for i := range forms {
			if len(forms[i].words) > 1 && forms[i].words[1] == "for" {
				forms[i].words[1] = "do"
			}
		}
		forms = append(forms, form{[]string{"parallel", "workshare"}, "workshare", false},
			form{[]string{"parallel", "do"}, "loop", false})
	}
	if f && !g.parSections {
		for i := range forms {
			if forms[i].kind == "sections" {
				forms[i] = forms[0]
			}
		}
	}
	fm := pick(g.r, forms)
	g.note("%v", fm.words)
	e := g.parallelEnv()
	if fm.kind == "ploop" || fm.kind == "taskloop" || fm.kind == "inscan" || fm.simd {
		// no atomic inside: acc is a reduction variable
		e.red = fm.kind != "taskloop" && fm.kind != "inscan"
	}
	g.enter(e)
	g.openRegion()
	var cs []clause
	var body []string
	collapse := false
	ifMod := "parallel"
	switch fm.kind {
	case "loop":
		cs, body, collapse, _ = g.loopClauses(e, fm.simd, true)
		body = g.loop(collapse, body)
		if fm.simd && g.chance(30) {
			cs = append(cs, clause{name: "if", args: append([]string{"simd", ":"}, g.ifExpr()...)})
			g.note("if(simd:)")
		}
	case "inscan":
		cs, body = g.inscan()
	case "ploop":
		cs, body = g.ploop(e)
	case "sections":
		cs, body = g.sectionsBody(e)
	case "workshare":
		g.use("arr")
		body = []string{g.stmt("arr = arr + 1")}
		if !e.red {
			e.red = true
		}
		body = append(body, g.add("1"))
	case "masked":
		if fm.words[1] == "masked" && g.chance(60) {
			cs = append(cs, clause{name: "filter", args: []string{"0"}})
		}
		body = g.contrib(e, "3")
		if e.red {
			// acc is private to the region: the masked thread's copy
			body = []string{g.add("3")}
		} else {
			body = []string{g.add("3")} // only the primary thread writes
		}
	case "taskloop":
		cs, body = g.taskloop(e, fm.simd)
		ifMod = "taskloop"
		if g.chance(50) {
			ifMod = "parallel"
		}
	}
	used := g.closeRegion()
	g.leave(e)
	pcs := g.parallelClauses(e, used, ifMod, cs)
	if fm.kind == "taskloop" {
		// the reduction is the taskloop's
		pcs = dropReduction(pcs)
	}
	all := g.shuffle(append(pcs, cs...))
	if g.chance(10) && !f {
		// a macro for a whole clause that belongs to the parallel part
		all = append(all, clause{name: g.macro("proc_bind(close)")})
	}
	out := g.directive(directive{words: fm.words, clauses: all})
	if f {
		out = append(out, body...)
		if fm.kind != "loop" && fm.kind != "inscan" || g.chance(60) {
			out = append(out, g.endDirective(fm.words...)...)
		}
		return out
	}
	if fm.kind == "masked" {
		return append(out, g.block(body)...)
	}
	if fm.kind == "sections" {
		return append(out, body...)
	}
	return append(out, body...)
}

func dropReduction(cs []clause) []clause {
	var out []clause
	for _, c := range cs {
		if c.name != "reduction" {
			out = append(out, c)
		}
	}
	return out
}

// inscan is a loop with an inclusive or exclusive scan.
func (g *gen) inscan() ([]clause, []string) {
	g.note("reduction(inscan)")
	g.use("lp", "arr", "n")
	kind := pick(g.r, []string{"inclusive", "exclusive"})
	cs := []clause{{name: "reduction", args: []string{"inscan", ",", "+", ":", "lp"}}}
	scan := g.directive(directive{words: []string{"scan", kind, "(", "lp", ")"}})
	update, store, open, close := "lp = lp + i", "arr(i) = lp", "do i = 1, n", "end do"
	if !g.lang.Fortran() {
		update, store, open, close = "lp += i;", "arr[i] = lp;", "for (int i = 0; i < n; i++) {", "}"
	}
	if kind == "exclusive" {
		update, store = store, update // the scan's input comes after it
	}
	body := append([]string{g.ind + open, g.ind + update}, scan...)
	return cs, append(body, g.ind+store, g.ind+close)
}

// ploop is the loop of a parallel loop construct.
func (g *gen) ploop(e env) ([]clause, []string) {
	var cs []clause
	if g.chance(40) {
		cs = append(cs, clause{name: "bind", args: []string{"parallel"}})
	}
	collapse := g.chance(30)
	if collapse {
		cs = append(cs, clause{name: "collapse", args: []string{"2"}})
		g.note("parallel loop collapse")
	}
	if g.chance(30) {
		cs = append(cs, clause{name: "order", args: []string{"concurrent"}})
	}
	expr := "i"
	var pre []string
	if g.chance(40) {
		cs = append(cs, clause{name: "lastprivate", args: list(g.v("lp"))})
		pre = append(pre, g.set("lp = i + 1"))
	}
	if collapse {
		expr += " + j"
	}
	body := append(pre, g.add(expr))
	if !g.lang.Fortran() && len(body) > 1 {
		body = append(append([]string{g.ind + "{"}, body...), g.ind+"}")
	}
	return cs, g.loop(collapse, body)
}

// sectionsBody is the body of a parallel sections construct.
func (g *gen) sectionsBody(e env) ([]clause, []string) {
	var cs []clause
	red := !e.red && g.chance(60)
	if red {
		cs = append(cs, clause{name: "reduction", args: []string{"+", ":", "acc"}})
	}
	lastp := g.chance(40)
	if lastp {
		cs = append(cs, clause{name: "lastprivate", args: list(g.v("lp"))})
	}
	out := g.sectionList(2, red || e.red, lastp)
	if !g.lang.Fortran() {
		out = append(append([]string{g.ind + "{"}, out...), g.ind+"}")
	}
	return cs, out
}

// taskloop is the loop of a (parallel master|masked) taskloop [simd].
func (g *gen) taskloop(e env, simd bool) ([]clause, []string) {
	g.note("taskloop")
	cs := []clause{{name: "reduction", args: []string{"+", ":", "acc"}}}
	switch g.r.Intn(3) {
	case 0:
		cs = append(cs, clause{name: "grainsize", args: g.chunk()})
	case 1:
		cs = append(cs, clause{name: "num_tasks", args: g.chunk()})
	}
	if g.chance(30) {
		cs = append(cs, clause{name: "untied"})
	}
	if g.chance(20) {
		cs = append(cs, clause{name: "mergeable"})
	}
	if g.chance(20) {
		cs = append(cs, clause{name: "priority", args: []string{"1"}})
	}
	if g.chance(30) {
		cs = append(cs, clause{name: "final", args: g.ifExpr()})
	}
	collapse := g.chance(25)
	if collapse {
		cs = append(cs, clause{name: "collapse", args: []string{"2"}})
	}
	var pre []string
	if g.chance(35) {
		cs = append(cs, clause{name: "lastprivate", args: list(g.v("lp"))})
		pre = append(pre, g.set("lp = i - 1"))
	}
	if simd && g.chance(40) {
		cs = append(cs, clause{name: "simdlen", args: []string{"2"}})
	}
	expr := "i"
	if collapse {
		expr += " * j"
	}
	body := append(pre, g.add(expr))
	if !g.lang.Fortran() && len(body) > 1 {
		body = append(append([]string{g.ind + "{"}, body...), g.ind+"}")
	}
	return cs, g.loop(collapse, body)
}

// teamsCase is a parallel region inside a teams construct.
func (g *gen) teamsCase() []string {
	g.note("teams")
	d := directive{words: []string{"teams"}, clauses: []clause{{name: "num_teams", args: []string{"1"}}}}
	if g.chance(40) {
		d.clauses = append(d.clauses, clause{name: "thread_limit", args: []string{"4"}})
	}
	out := g.directive(d)
	inner := g.parallelCase()
	if g.lang.Fortran() {
		out = append(out, inner...)
		return append(out, g.endDirective("teams")...)
	}
	out = append(out, g.ind+"{")
	out = append(out, inner...)
	return append(out, g.ind+"}")
}

// layoutCase places a construct in the layouts that a line-based
// instrumenter gets wrong: a block whose end shares its line with more
// code, the braces of a block inside #if sections, Fortran BLOCK
// constructs and statements after ';'.
func (g *gen) layoutCase() []string {
	if g.lang.Fortran() {
		return g.fortranLayout()
	}
	kind := pick(g.r, []string{"single", "master", "critical"})
	switch g.r.Intn(4) {
	case 0:
		// one statement and the enclosing block's '}' on one line
		g.note("block end before '}'")
		out := g.directive(directive{words: []string{"parallel"}, clauses: []clause{{name: "reduction", args: []string{"+", ":", "acc"}}}})
		out = append(out, g.ind+"{")
		out = append(out, g.directive(directive{words: []string{kind}})...)
		return append(out, g.ind+"  acc += 1; }")
	case 1:
		// a statement after the structured statement on its line
		g.note("statement after the block on its line")
		out := g.directive(directive{words: []string{"parallel"}, clauses: []clause{{name: "reduction", args: []string{"+", ":", "acc"}}}})
		out = append(out, g.ind+"{")
		out = append(out, g.directive(directive{words: []string{pick(g.r, []string{"single", "master"})}})...)
		out = append(out, g.ind+"  acc += 1; acc += 10;")
		return append(out, g.ind+"}")
	case 2:
		// the guard of an optional parallel region
		g.note("#ifdef guarded braces")
		name := fmt.Sprintf("USE_OMP_%s", g.c.Name)
		if g.chance(50) {
			g.c.Top = append(g.c.Top, "#define "+name)
		}
		out := []string{"#ifdef " + name}
		out = append(out, g.directive(directive{words: []string{"parallel"}, clauses: []clause{{name: "reduction", args: []string{"+", ":", "acc"}}}})...)
		out = append(out, g.ind+"{", "#endif", g.ind+"  acc += 1;", "#ifdef "+name, g.ind+"}", "#endif")
		return out
	}
	// alternatives in #if sections
	g.note("#if alternatives")
	out := g.directive(directive{words: []string{"parallel"}, clauses: []clause{{name: "reduction", args: []string{"+", ":", "acc"}}}})
	out = append(out, g.ind+"{")
	out = append(out, g.directive(directive{words: []string{kind}})...)
	out = append(out, pick(g.r, []string{"#if 1", "#if 0", "#ifdef __GNUC__"}), g.ind+"  acc += 1;", "#else", g.ind+"  acc += 2;", "#endif")
	return append(out, g.ind+"}")
}

func (g *gen) fortranLayout() []string {
	red := directive{words: []string{"parallel"}, clauses: []clause{{name: "reduction", args: []string{"+", ":", "acc"}}}}
	switch g.r.Intn(2) {
	case 0:
		g.note("BLOCK construct")
		out := []string{g.ind + "block", g.ind + "  integer :: k", g.ind + "  k = 3"}
		out = append(out, g.directive(red)...)
		out = append(out, g.stmt("  acc = acc + k"))
		out = append(out, g.endDirective("parallel")...)
		return append(out, g.ind+"end block")
	}
	g.note("atomic with ';'")
	out := g.directive(red)
	out = append(out, g.directive(directive{words: []string{"atomic"}})...)
	out = append(out, g.stmt("acc = acc + 1; acc = acc + 10"))
	return append(out, g.endDirective("parallel")...)
}
