package dirgen

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// env is the data environment of a parallel region for the constructs
// inside it.
type env struct {
	red    bool     // acc is a reduction variable of the region (private inside)
	priv   []string // private in the region: written freely, copyprivate
	fpriv  []string // firstprivate: read only
	shared []string // keyword variables shared in the region
}

// contrib adds expr to acc the way the environment allows: directly to
// a private copy, atomically to the shared one.
func (g *gen) contrib(e env, expr string) []string {
	if e.red {
		return []string{g.add(expr)}
	}
	return g.atomicAdd(expr)
}

// block wraps statements as the body of a C construct: a compound
// statement, or the statement alone when there is one.
func (g *gen) block(lines []string) []string {
	if !g.lang.Fortran() && len(lines) == 1 && g.chance(40) {
		return lines
	}
	if g.lang.Fortran() {
		return lines
	}
	out := []string{g.ind + "{"}
	out = append(out, lines...)
	return append(out, g.ind+"}")
}

// shuffle puts clauses in a random order (the order carries no meaning).
func (g *gen) shuffle(cs []clause) []clause {
	g.r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	return cs
}

// ---- parallel ----

// parallelEnv decides the data environment of a parallel region.
func (g *gen) parallelEnv() env {
	e := env{red: g.chance(50)}
	for _, k := range g.kws {
		switch g.r.Intn(6) {
		case 0:
			e.priv = append(e.priv, k)
		case 1:
			e.fpriv = append(e.fpriv, k)
		default:
			e.shared = append(e.shared, k)
		}
	}
	return e
}

// parallelClauses are the clauses of a parallel region with environment
// e whose body references used. mods: if-modifiers allowed.
func (g *gen) parallelClauses(e env, used map[string]bool, ifMod string, other []clause) []clause {
	var cs []clause
	if g.chance(45) {
		args := g.ifExpr()
		if ifMod != "" && g.chance(40) {
			args = append([]string{ifMod, ":"}, args...)
			g.note("if(%s:)", ifMod)
		}
		cs = append(cs, clause{name: "if", args: args})
		g.note("if")
	}
	if g.chance(45) {
		cs = append(cs, clause{name: "num_threads", args: g.ntExpr()})
		g.note("num_threads")
	} else if g.lang == Fixed && g.chance(25) {
		// past column 72: the compiler ignores it, the instrumenter must
		cs = append(cs, clause{name: "num_threads", args: []string{"1"}, late: true})
		g.note("clause past column 72")
	}
	if g.chance(15) {
		cs = append(cs, clause{name: "proc_bind", args: []string{pick(g.r, []string{"close", "spread", "master", "primary"})}})
	}
	if e.red {
		cs = append(cs, clause{name: "reduction", args: []string{"+", ":", "acc"}})
	}
	listed := listedVars(other)
	listed["acc"] = listed["acc"] || e.red
	if len(e.priv) > 0 {
		items := e.priv
		if g.lang.Fortran() && (used["i"] || used["j"]) && g.chance(50) {
			items = append(append([]string{}, items...), "i")
			listed["i"] = true
		}
		cs = append(cs, clause{name: "private", args: list(items...)})
		g.note("private(kw)")
	}
	if len(e.fpriv) > 0 {
		cs = append(cs, clause{name: "firstprivate", args: list(e.fpriv...)})
		g.note("firstprivate(kw)")
	}
	for _, k := range append(append([]string{}, e.priv...), e.fpriv...) {
		listed[k] = true
	}
	var sh []string
	if g.chance(30) {
		// default(none): every variable the body references is listed
		cs = append(cs, clause{name: "default", args: []string{"none"}})
		g.note("default(none)")
		var names []string
		for n := range used {
			names = append(names, n)
		}
		sort.Strings(names)
		var priv []string
		for _, n := range names {
			switch {
			case listed[n]:
			case n == "i" || n == "j":
				if g.lang.Fortran() {
					priv = append(priv, n)
				}
			default:
				sh = append(sh, n)
			}
		}
		if len(priv) > 0 {
			cs = append(cs, clause{name: "private", args: list(priv...)})
		}
	} else if g.chance(30) {
		cs = append(cs, clause{name: "default", args: []string{"shared"}})
	}
	if len(sh) == 0 && g.chance(30) {
		for _, k := range e.shared {
			if g.chance(50) && !listed[k] {
				sh = append(sh, k)
			}
		}
	}
	if len(sh) > 0 {
		cs = append(cs, clause{name: "shared", args: list(sh...)})
		g.note("shared(kw)")
	}
	return cs
}

// parallelCase is a parallel region with constructs inside.
func (g *gen) parallelCase() []string {
	e := g.parallelEnv()
	g.enter(e)
	defer g.leave(e)
	g.openRegion()
	var body []string
	n := 1 + g.r.Intn(3)
	for i := 0; i < n; i++ {
		body = append(body, g.inner(e)...)
	}
	used := g.closeRegion()
	d := directive{words: []string{"parallel"}, clauses: g.shuffle(g.parallelClauses(e, used, "parallel", nil))}
	g.note("parallel")
	out := g.directive(d)
	out = append(out, g.block(body)...)
	if g.lang.Fortran() {
		out = append(out, g.endDirective("parallel")...)
	}
	return out
}

// enter and leave bracket the generation of a region's body: its
// private variables hold no value there.
func (g *gen) enter(e env) {
	if g.unreadable == nil {
		g.unreadable = map[string]bool{}
	}
	for _, k := range e.priv {
		g.unreadable[k] = true
	}
}

func (g *gen) leave(e env) {
	for _, k := range e.priv {
		delete(g.unreadable, k)
	}
}

// inner is one construct inside a parallel region.
func (g *gen) inner(e env) []string {
	kinds := []func(env) []string{g.loopConstruct, g.loopConstruct, g.sectionsConstruct, g.singleConstruct,
		g.masterConstruct, g.criticalConstruct, g.syncConstruct, g.plainContrib, g.masterTaskloop}
	if g.lang.Fortran() {
		kinds = append(kinds, g.workshareConstruct)
		if g.parSections {
			kinds[2] = g.singleConstruct
		}
	}
	return pick(g.r, kinds)(e)
}

func (g *gen) plainContrib(e env) []string {
	return g.contrib(e, "1")
}

// sharedKws are keyword variables shared in e that no clause of the
// construct lists yet.
func (g *gen) sharedKws(e env, n int, taken map[string]bool) []string {
	var out []string
	for _, i := range g.r.Perm(len(e.shared)) {
		k := e.shared[i]
		if !taken[k] && len(out) < n {
			out = append(out, k)
			taken[k] = true
		}
	}
	return out
}

// loop is a do/for loop over i (and j with collapse(2)) with body.
func (g *gen) loop(collapse bool, body []string) []string {
	g.use("n")
	ind := g.ind
	if g.lang.Fortran() {
		g.use("i")
		out := []string{ind + "do i = 1, n"}
		if collapse {
			g.use("j")
			out = append(out, ind+"do j = 1, 3")
		}
		out = append(out, body...)
		if collapse {
			out = append(out, ind+"end do")
		}
		return append(out, ind+"end do")
	}
	out := []string{ind + "for (int i = 0; i < n; i++)"}
	if collapse {
		out = append(out, ind+"for (int j = 0; j < 3; j++)")
	}
	return append(out, g.block(body)...)
}

// loopClauses are the clauses of a worksharing loop (and of its simd
// form), with the body they need. acc says how the body adds to acc:
// "red" (a reduction clause of this loop), "priv" (acc private in the
// region), "atomic".
func (g *gen) loopClauses(e env, simd, combined bool) (cs []clause, body []string, collapse, ordered bool) {
	taken := map[string]bool{}
	for _, k := range append(append([]string{}, e.priv...), e.fpriv...) {
		taken[k] = true
	}
	idx := "i"
	accMode := "priv"
	if !e.red {
		accMode = "atomic"
		if simd || g.chance(60) {
			accMode = "red"
			mod := ""
			if g.chance(15) && !g.lang.Fortran() {
				mod = "default"
			}
			args := []string{"+", ":", "acc"}
			if mod != "" {
				args = append([]string{mod, ","}, args...)
			}
			if ex := g.sharedKws(e, 1, taken); len(ex) > 0 && g.chance(40) {
				// a keyword variable in the reduction list: not changed
				// by the loop, so its value stays (0 added)
				args = append(args, ",", ex[0])
				g.note("reduction list with kw")
			}
			cs = append(cs, clause{name: "reduction", args: args})
		}
	}
	if g.chance(25) && !simd {
		collapse = true
		cs = append(cs, clause{name: "collapse", args: []string{"2"}})
		g.note("collapse")
	}
	order := false
	if !simd && !collapse && g.chance(15) && accMode != "atomic" {
		ordered = true
		cs = append(cs, clause{name: "ordered"})
		g.note("ordered")
	} else if g.chance(12) && accMode != "atomic" {
		order = true
		cs = append(cs, clause{name: "order", args: []string{"concurrent"}})
		g.note("order(concurrent)")
	}
	if g.chance(40) && !order {
		kind := pick(g.r, []string{"static", "dynamic", "guided", "auto", "runtime"})
		args := []string{kind}
		if (kind == "static" || kind == "dynamic" || kind == "guided") && g.chance(60) {
			args = append(args, ",")
			args = append(args, g.chunk()...)
		}
		if g.chance(25) && !ordered {
			m := "monotonic"
			if kind == "dynamic" || kind == "guided" {
				m = pick(g.r, []string{"monotonic", "nonmonotonic"})
			}
			if simd {
				m = "simd"
			}
			args = append([]string{m, ":"}, args...)
		}
		cs = append(cs, clause{name: "schedule", args: args})
		for _, t := range args {
			// the chunk is evaluated where a private copy of its
			// variable would have no value (gcc: in the region)
			taken[t] = true
		}
		g.note("schedule")
	}
	var pre []string
	if p := g.sharedKws(e, 1, taken); len(p) > 0 && g.chance(35) {
		// private: written before it is read
		cs = append(cs, clause{name: "private", args: list(p[0])})
		if g.lang.Fortran() {
			pre = append(pre, g.stmt("%s = i", g.v(p[0])))
		} else {
			pre = append(pre, g.stmt("%s = i;", g.v(p[0])))
		}
		idx = p[0]
		g.note("loop private(kw)")
	}
	fp := ""
	if p := g.sharedKws(e, 1, taken); len(p) > 0 && g.chance(30) {
		fp = p[0]
		cs = append(cs, clause{name: "firstprivate", args: list(fp)})
		g.note("loop firstprivate(kw)")
	}
	if !ordered && g.chance(35) {
		cond := !simd && g.chance(25)
		args := list(g.v("lp"))
		if cond {
			args = append([]string{"conditional", ":"}, args...)
		}
		if fp == "" && g.chance(30) {
			// firstprivate and lastprivate of the same variable
			cs = append(cs, clause{name: "firstprivate", args: list("lp")})
			g.note("firstprivate(x) lastprivate(x)")
		}
		cs = append(cs, clause{name: "lastprivate", args: args})
		g.note("lastprivate")
		pre = append(pre, g.set("lp = i * 2"))
	}
	lin := ""
	if !collapse && g.chance(25) {
		if p := g.sharedKws(e, 1, taken); len(p) > 0 {
			lin = p[0]
			cs = append(cs, clause{name: "linear", args: list(lin, ":", "1")})
			g.note("linear(kw)")
		}
	}
	if simd {
		if g.chance(40) {
			cs = append(cs, clause{name: "safelen", args: []string{"8"}})
			g.note("safelen")
		}
		if g.chance(40) {
			cs = append(cs, clause{name: "simdlen", args: []string{"4"}})
			g.note("simdlen")
		}
		if g.chance(20) && !g.lang.Fortran() {
			cs = append(cs, clause{name: "aligned", args: []string{g.v("arr")}})
			g.note("aligned")
		}
		if g.chance(20) {
			cs = append(cs, clause{name: "nontemporal", args: []string{g.v("arr")}})
			g.note("nontemporal")
		}
		if g.chance(20) && !combined {
			cs = append(cs, clause{name: "if", args: append([]string{"simd", ":"}, g.ifExpr()...)})
			g.note("if(simd:)")
		}
	}
	expr := idx
	if fp != "" {
		expr = idx + " + " + g.v(fp)
	}
	if lin != "" {
		expr += " + " + g.v(lin)
	}
	if collapse {
		expr += " + j"
	}
	body = append(body, pre...)
	switch accMode {
	case "atomic":
		body = append(body, g.atomicAdd(expr)...)
	default:
		body = append(body, g.add(expr))
	}
	if simd && combined && g.chance(30) {
		if g.lang.Fortran() {
			body = append(body, g.stmt("arr(i) = arr(i) + 1"))
		} else {
			body = append(body, g.stmt("arr[i] += 1;"))
		}
	}
	if ordered {
		od := g.directive(directive{words: []string{"ordered"}})
		if g.lang.Fortran() {
			body = append(body, od...)
			body = append(body, g.stmt("lp = mod(lp * 3, 1000) + i"))
			body = append(body, g.endDirective("ordered")...)
		} else {
			body = append(body, od...)
			body = append(body, g.stmt("lp = lp * 3 %% 1000 + i;"))
		}
		g.use("lp")
	}
	if !g.lang.Fortran() && len(body) > 1 {
		// one compound statement
		body = append(append([]string{g.ind + "{"}, body...), g.ind+"}")
	}
	return cs, body, collapse, ordered
}

// loopConstruct is a for/do (or for simd/do simd) construct in a region.
func (g *gen) loopConstruct(e env) []string {
	word := "for"
	if g.lang.Fortran() {
		word = "do"
	}
	simd := g.chance(20)
	cs, body, collapse, _ := g.loopClauses(e, simd, false)
	names := clauseNames(cs)
	nowait := g.chance(25) && !slices.Contains(names, "linear") && !slices.Contains(names, "lastprivate") && !slices.Contains(names, "ordered")
	if nowait && !g.lang.Fortran() {
		cs = append(cs, clause{name: "nowait"})
		g.note("nowait")
	}
	words := []string{word}
	if simd {
		words = append(words, "simd")
		g.note("%s simd", word)
	} else {
		g.note("%s", word)
	}
	out := g.directive(directive{words: words, clauses: g.shuffle(cs)})
	out = append(out, g.loop(collapse, body)...)
	if g.lang.Fortran() && (nowait || g.chance(50)) {
		end := g.endDirective(words...)
		if nowait {
			end[len(end)-1] += " nowait"
			g.note("end do nowait")
		}
		out = append(out, end...)
	}
	return out
}

// listedVars are the variables that data-sharing clauses of cs list.
func listedVars(cs []clause) map[string]bool {
	m := map[string]bool{}
	for _, c := range cs {
		args := c.args
		switch c.name {
		case "private", "firstprivate", "shared", "copyin", "nontemporal", "aligned":
		case "lastprivate", "reduction", "in_reduction":
			for i, t := range args {
				if t == ":" {
					args = args[i+1:]
				}
			}
		case "linear":
			for i, t := range args {
				if t == ":" {
					args = args[:i]
					break
				}
			}
		default:
			continue
		}
		for _, t := range args {
			if t != "," {
				m[t] = true
			}
		}
	}
	return m
}

func clauseNames(cs []clause) []string {
	var n []string
	for _, c := range cs {
		n = append(n, c.name)
	}
	return n
}

// sectionsConstruct is a sections construct with two or three sections.
func (g *gen) sectionsConstruct(e env) []string {
	var cs []clause
	taken := map[string]bool{}
	for _, k := range append(append([]string{}, e.priv...), e.fpriv...) {
		taken[k] = true
	}
	red := !e.red && g.chance(60)
	if red {
		cs = append(cs, clause{name: "reduction", args: []string{"+", ":", "acc"}})
	}
	lastp := g.chance(40)
	if lastp {
		cs = append(cs, clause{name: "lastprivate", args: list(g.v("lp"))})
		g.note("sections lastprivate")
	}
	if p := g.sharedKws(e, 1, taken); len(p) > 0 && g.chance(30) {
		cs = append(cs, clause{name: "firstprivate", args: list(g.v(p[0]))})
	}
	nowait := !lastp && g.chance(25)
	if nowait && !g.lang.Fortran() {
		cs = append(cs, clause{name: "nowait"})
	}
	g.note("sections")
	out := g.directive(directive{words: []string{"sections"}, clauses: g.shuffle(cs)})
	if !g.lang.Fortran() {
		out = append(out, g.ind+"{")
	}
	out = append(out, g.sectionList(2+g.r.Intn(2), red || e.red, lastp)...)
	if g.lang.Fortran() {
		end := g.endDirective("sections")
		if nowait {
			end[len(end)-1] += " nowait"
		}
		out = append(out, end...)
	} else {
		out = append(out, g.ind+"}")
	}
	return out
}

// sectionList is n sections, each adding its number to acc (directly
// when acc is private: red) and setting lp (lastp).
func (g *gen) sectionList(n int, red, lastp bool) []string {
	var out []string
	for s := 1; s <= n; s++ {
		if s > 1 || g.chance(50) {
			out = append(out, g.directive(directive{words: []string{"section"}})...)
		}
		var body []string
		if red {
			body = append(body, g.add(fmt.Sprint(s)))
		} else {
			body = append(body, g.atomicAdd(fmt.Sprint(s))...)
		}
		if lastp {
			body = append(body, g.set("lp = %d", s*10))
		}
		if !g.lang.Fortran() {
			body = append(append([]string{g.ind + "{"}, body...), g.ind+"}")
		}
		out = append(out, body...)
	}
	return out
}

// singleConstruct is a single construct, with tasks inside or a
// copyprivate clause.
func (g *gen) singleConstruct(e env) []string {
	var cs, endCs []clause
	var body []string
	cp := ""
	if len(e.priv) > 0 && g.chance(40) {
		cp = e.priv[0]
		g.note("copyprivate(kw)")
		if g.lang.Fortran() {
			endCs = append(endCs, clause{name: "copyprivate", args: list(cp)})
			body = append(body, g.stmt("%s = 7", g.v(cp)))
		} else {
			cs = append(cs, clause{name: "copyprivate", args: list(cp)})
			body = append(body, g.stmt("%s = 7;", g.v(cp)))
		}
	}
	nowait := cp == "" && g.chance(30)
	if nowait {
		if g.lang.Fortran() {
			endCs = append(endCs, clause{name: "nowait"})
		} else {
			cs = append(cs, clause{name: "nowait"})
		}
	}
	if p := g.readable(e); len(p) > 0 && g.chance(30) {
		cs = append(cs, clause{name: "firstprivate", args: list(p[0])})
		body = append(body, g.contrib(e, g.v(p[0]))...)
	}
	if g.chance(50) {
		body = append(body, g.tasks(e)...)
	} else {
		body = append(body, g.contrib(e, "1")...)
	}
	g.note("single")
	out := g.directive(directive{words: []string{"single"}, clauses: g.shuffle(cs)})
	if g.lang.Fortran() {
		out = append(out, body...)
		end := directive{words: []string{"end", "single"}, clauses: endCs}
		st := g.st
		st.cont, st.comment = 0, 0
		out = append(out, g.fDirective(st, end)...)
	} else {
		out = append(out, g.block(body)...)
	}
	if cp != "" {
		out = append(out, g.contrib(e, g.v(cp))...)
	}
	return out
}

// tasks creates a few tasks and waits for them.
func (g *gen) tasks(e env) []string {
	var out []string
	n := 1 + g.r.Intn(3)
	for t := 0; t < n; t++ {
		var cs []clause
		if g.chance(40) {
			args := g.ifExpr()
			if g.chance(40) {
				args = append([]string{"task", ":"}, args...)
				g.note("if(task:)")
			}
			cs = append(cs, clause{name: "if", args: args})
			g.note("task if")
		}
		if g.chance(30) {
			cs = append(cs, clause{name: "untied"})
			g.note("untied")
		}
		if g.chance(20) {
			cs = append(cs, clause{name: "final", args: g.ifExpr()})
		}
		if g.chance(20) {
			cs = append(cs, clause{name: "mergeable"})
		}
		if g.chance(20) {
			cs = append(cs, clause{name: "priority", args: g.chunk()})
		}
		if g.chance(30) {
			cs = append(cs, clause{name: "firstprivate", args: list(g.v(g.kw()))})
		}
		if g.chance(30) {
			cs = append(cs, clause{name: "default", args: []string{"shared"}})
		}
		cs = append(cs, clause{name: "shared", args: list("acc")})
		g.note("task")
		out = append(out, g.directive(directive{words: []string{"task"}, clauses: g.shuffle(cs)})...)
		body := g.atomicAdd(fmt.Sprint(t + 1))
		if g.lang.Fortran() {
			out = append(out, body...)
			out = append(out, g.endDirective("task")...)
		} else {
			out = append(out, g.block(body)...)
		}
	}
	g.note("taskwait")
	return append(out, g.directive(directive{words: []string{"taskwait"}})...)
}

func (g *gen) masterConstruct(e env) []string {
	word := pick(g.r, []string{"master", "masked"})
	d := directive{words: []string{word}}
	if word == "masked" && g.chance(60) {
		d.clauses = append(d.clauses, clause{name: "filter", args: pick(g.r, [][]string{{"0"}, {g.v(g.kw()), "-", g.v(g.kw())}})})
		if len(d.clauses[0].args) > 1 {
			// a filter that is not 0 would depend on the team size
			k := d.clauses[0].args[0]
			d.clauses[0].args[2] = k
		}
	}
	g.note("%s", word)
	out := g.directive(d)
	body := g.contrib(e, "5")
	if g.lang.Fortran() {
		out = append(out, body...)
		return append(out, g.endDirective(word)...)
	}
	return append(out, g.block(body)...)
}

// masterTaskloop is a master (or masked) taskloop [simd] construct.
func (g *gen) masterTaskloop(e env) []string {
	words := []string{pick(g.r, []string{"master", "master", "masked"}), "taskloop"}
	if g.chance(40) {
		words = append(words, "simd")
	}
	g.note("%s", strings.Join(words, " "))
	cs, loop := g.taskloop(e, len(words) == 3)
	out := append(g.directive(directive{words: words, clauses: g.shuffle(cs)}), loop...)
	if g.lang.Fortran() && g.chance(60) {
		out = append(out, g.endDirective(words...)...)
	}
	return out
}

func (g *gen) criticalConstruct(e env) []string {
	d := directive{words: []string{"critical"}}
	if g.chance(50) {
		names := []string{"upd", g.kw(), "parallel"}
		if g.lang.Fortran() {
			names = append(names, "if", "do")
		}
		name := pick(g.r, names)
		d.words = append(d.words, "(", name, ")")
		if g.chance(30) && !g.lang.Fortran() {
			d.clauses = append(d.clauses, clause{name: "hint", args: []string{"omp_sync_hint_none"}})
		}
		g.note("critical(name)")
	} else {
		g.note("critical")
	}
	out := g.directive(d)
	var body []string
	if e.red {
		body = []string{g.add("2")}
	} else {
		body = g.atomicAdd("2")
	}
	if g.lang.Fortran() {
		out = append(out, body...)
		end := []string{"critical"}
		if len(d.words) > 1 {
			end = append(end, d.words[1:]...)
		}
		return append(out, g.endDirective(end...)...)
	}
	return append(out, g.block(body)...)
}

func (g *gen) syncConstruct(e env) []string {
	switch g.r.Intn(3) {
	case 0:
		g.note("barrier")
		return append(g.contrib(e, "1"), g.directive(directive{words: []string{"barrier"}})...)
	case 1:
		g.note("flush")
		d := directive{words: []string{"flush"}}
		if g.chance(50) {
			d.words = append(d.words, "(", g.v("acc"), ")")
		}
		return append(g.contrib(e, "1"), g.directive(d)...)
	}
	g.note("taskwait")
	return append(g.contrib(e, "1"), g.directive(directive{words: []string{"taskwait"}})...)
}

// workshareConstruct is a Fortran workshare construct over arr.
func (g *gen) workshareConstruct(e env) []string {
	g.note("workshare")
	g.use("arr", "acc")
	out := g.directive(directive{words: []string{"workshare"}})
	out = append(out, g.stmt("arr = arr + 1"))
	end := g.endDirective("workshare")
	out = append(out, end...)
	// every thread sees the array after the barrier, and reads it before
	// another workshare changes it
	out = append(out, g.contrib(e, "arr(3)")...)
	return append(out, g.directive(directive{words: []string{"barrier"}})...)
}
