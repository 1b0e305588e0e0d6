package dirgen

import (
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strings"
)

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.Intn(len(xs))] }

// gen builds one case.
type gen struct {
	r    *rand.Rand
	lang Lang
	c    *Case
	st   style
	what []string

	kws   []string       // keyword-named integer variables of the case
	kwVal map[string]int // their values (1..3)
	// used: the variables each open region references (for default(none))
	used   []map[string]bool
	macros int
	ind    string // statement indentation
	// unreadable: variables private (uninitialized) in the region being
	// generated: no expression reads them
	unreadable map[string]bool
	// parSections: a Fortran program with parallel sections (and no
	// sections construct)
	parSections bool
}

func newGen(r *rand.Rand, lang Lang, name string) *gen {
	g := &gen{r: r, lang: lang, c: &Case{Name: name}, kwVal: map[string]int{}}
	g.st = g.newStyle()
	g.ind = "  "
	if lang == Fixed {
		g.ind = "      "
	}
	var pool []string
	for _, k := range keywordNames {
		if kwUsable(lang, k) {
			pool = append(pool, k)
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	n := 5 + r.Intn(3)
	if r.Intn(4) == 0 {
		// the instrumenter's own names
		pool = append([]string{pick(r, []string{"pomp2_if", "pomp2_num_threads", "pomp2_old_task", "pomp2_new_task"})}, pool...)
	}
	seen := map[string]bool{}
	for _, k := range pool {
		if len(g.kws) == n {
			break
		}
		if !seen[k] {
			seen[k] = true
			g.kws = append(g.kws, k)
			g.kwVal[k] = 1 + r.Intn(3)
		}
	}
	return g
}

func (g *gen) chance(percent int) bool { return g.r.Intn(100) < percent }

func (g *gen) note(format string, args ...any) { g.what = append(g.what, fmt.Sprintf(format, args...)) }

// use records that the open regions reference a variable.
func (g *gen) use(names ...string) {
	for _, m := range g.used {
		for _, n := range names {
			m[n] = true
		}
	}
}

// v names a variable and records its use.
func (g *gen) v(name string) string { g.use(name); return name }

func (g *gen) openRegion() { g.used = append(g.used, map[string]bool{}) }

func (g *gen) closeRegion() map[string]bool {
	m := g.used[len(g.used)-1]
	g.used = g.used[:len(g.used)-1]
	return m
}

// kw returns one of the keyword-named variables that may be read.
func (g *gen) kw() string {
	var ok []string
	for _, k := range g.kws {
		if !g.unreadable[k] {
			ok = append(ok, k)
		}
	}
	if len(ok) == 0 {
		return "n"
	}
	return pick(g.r, ok)
}

// readable are the keyword variables of e that hold a value, shuffled.
func (g *gen) readable(e env) []string {
	var out []string
	for _, i := range g.r.Perm(len(g.kws)) {
		if k := g.kws[i]; !slices.Contains(e.priv, k) {
			out = append(out, k)
		}
	}
	return out
}

// list is the tokens of a comma-separated list.
func list(items ...string) []string {
	var t []string
	for i, it := range items {
		if i > 0 {
			t = append(t, ",")
		}
		t = append(t, it)
	}
	return t
}

// stmt is a statement line, indented.
func (g *gen) stmt(format string, args ...any) string {
	return g.ind + fmt.Sprintf(format, args...)
}

// set is an assignment statement (C ends it with ';').
func (g *gen) set(format string, args ...any) string {
	if g.lang.Fortran() {
		return g.stmt(format, args...)
	}
	return g.stmt(format+";", args...)
}

// add is the statement that adds expr to acc.
func (g *gen) add(expr string) string {
	g.use("acc")
	if g.lang.Fortran() {
		return g.stmt("acc = acc + %s", expr)
	}
	return g.stmt("acc += %s;", expr)
}

// atomicAdd adds expr to a shared acc atomically.
func (g *gen) atomicAdd(expr string) []string {
	d := directive{words: []string{"atomic"}}
	if g.chance(30) {
		d.words = append(d.words, "update")
	}
	lines := append(g.directive(d), g.add(expr))
	if g.lang.Fortran() && g.chance(40) {
		lines = append(lines, g.endDirective("atomic")...)
	}
	return lines
}

// ---- expressions ----

// ifExpr is the argument of an if clause: a truth value built from the
// case's variables and literals that an instrumenter may misread.
func (g *gen) ifExpr() []string {
	k := g.kw()
	if g.lang.Fortran() {
		g.use("ch", "str")
		return pick(g.r, [][]string{
			{g.v(k), ">", "1"},
			{g.v(k), ".gt.", "5"},
			{"ch", "/=", "')'"},
			{"str", "(", "1", ":", "1", ")", "==", "'!'"},
			{"index", "(", "str", ",", "'&'", ")", ">", "0"},
			{".true."},
			{g.v(k), "==", "2", ".and.", g.v(g.kw()), ">", "0"},
			{"len_trim", "(", "'(('", ")", "==", "2"},
			{"str", "/=", "'it''s'"},
			{"\"a'b!\"", "/=", "str"},
			{"(", g.v(k), ")", "<", "(", g.v(g.kw()), ")"},
		})
	}
	alts := [][]string{
		{g.v(k), ">", "1"},
		{g.v(k), ">", "5"},
		{"0.5"},
		{g.v("half")},
		{"1L", "<<", "32"},
		{g.v("big")},
		{"strcmp", "(", g.v("str"), ",", "\")\"", ")", "!=", "0"},
		{"strlen", "(", "\"(\"", ")", ">", "0"},
		{"strcmp", "(", g.v("str"), ",", "\"//*\"", ")", "!=", "0"},
		{g.v("ch"), "==", "')'"},
		{"')'", "-", "38"},
		{"\"\\\\\"", "[", "0", "]", "==", "'\\\\'"},
		{"sizeof", g.v(k), ">", "1"},
		{g.v(k), "-", "-", "1"},
		{"(", g.v(k), ")", ">", "(", g.v(g.kw()), ")"},
		{"!", g.v(k)},
		{"&", g.v("acc")},
	}
	if g.lang == CXX {
		alts = append(alts, []string{g.v("ptr")}, []string{g.v("flag")}, []string{g.v("noflag")})
	}
	return pick(g.r, alts)
}

// ntExpr is a num_threads argument: 1 to 3.
func (g *gen) ntExpr() []string {
	k := g.kw()
	if g.lang.Fortran() {
		if g.chance(15) {
			// long: joined from its lines, the assignment of its value
			// would pass the line length
			t := []string{"max", "(", "1", ",", "min", "(", "2", ","}
			for i := 0; i < 6; i++ {
				t = append(t, g.v(g.kw()), "-", g.v(g.kw()), "+")
			}
			return append(t, "2", ")", ")")
		}
		return pick(g.r, [][]string{
			{"2"}, {g.v(k)}, {"len_trim", "(", "'(('", ")"}, {"ichar", "(", "')'", ")", "-", "39"},
			{"max", "(", "1", ",", g.v(k), ")"}, {"mod", "(", g.v(k), ",", "2", ")", "+", "1"},
		})
	}
	alts := [][]string{
		{"2"}, {g.v(k)}, {"strlen", "(", "\"((\"", ")"}, {"')'", "-", "39"}, {"sizeof", "(", "char", ")", "+", "1"},
		{"(", "int", ")", "(", g.v("half"), "*", "4", ")"}, {"(", g.v(k), "%", "2", ")", "+", "1"},
	}
	if g.chance(20) {
		return []string{g.macro("2")}
	}
	return pick(g.r, alts)
}

// chunk is a schedule chunk or grain size.
func (g *gen) chunk() []string {
	if g.lang.Fortran() {
		return pick(g.r, [][]string{{"2"}, {g.v(g.kw())}, {"len", "(", "'!,'", ")"}})
	}
	if g.chance(15) {
		return []string{g.macro("3")}
	}
	return pick(g.r, [][]string{{"2"}, {g.v(g.kw())}, {"sizeof", "(", "short", ")"}, {"(", g.v(g.kw()), ")"}})
}

// macro defines an object-like macro for text (C) and returns its name.
func (g *gen) macro(text string) string {
	g.macros++
	name := fmt.Sprintf("M%s_%d", strings.ToUpper(strings.TrimPrefix(g.c.Name, "case_")), g.macros)
	g.c.Top = append(g.c.Top, "#define "+name+" "+text)
	g.note("macro %s", name)
	return name
}

// ---- the case ----

func (g *gen) build() *Case {
	if g.lang.Fortran() {
		g.fortranDecls()
	} else {
		g.cDecls()
	}
	kinds := []struct {
		name   string
		weight int
		f      func() []string
	}{
		{"parallel", 30, g.parallelCase},
		{"combined", 40, g.combinedCase},
		{"teams", 5, g.teamsCase},
		{"layout", 10, g.layoutCase},
	}
	total := 0
	for _, k := range kinds {
		total += k.weight
	}
	n := g.r.Intn(total)
	for _, k := range kinds {
		if n < k.weight {
			g.c.Body = append(g.c.Body, k.f()...)
			break
		}
		n -= k.weight
	}
	g.c.Body = append(g.c.Body, g.printResult())
	sort.Strings(g.what)
	g.c.What = g.lang.String() + ": " + strings.Join(slices.Compact(g.what), "; ")
	return g.c
}

func (g *gen) cDecls() {
	b := &g.c.Body
	*b = append(*b, "  long acc = 0, lp = -1, arr[64];", "  int i, j, n = 12;",
		"  double half = 0.5;", "  long big = 1L << 32;", "  const char *str = \")(!&\\\"\\\\\";", "  char ch = ')';")
	var kv []string
	for _, k := range g.kws {
		kv = append(kv, fmt.Sprintf("%s = %d", k, g.kwVal[k]))
	}
	*b = append(*b, "  int "+strings.Join(kv, ", ")+";")
	if g.lang == CXX {
		*b = append(*b, "  int *ptr = &n;", "  Flag flag{1}, noflag{0};", "  (void)ptr; (void)flag; (void)noflag;")
	}
	*b = append(*b, "  for (i = 0; i < 64; i++) arr[i] = 0;", "  (void)half; (void)big; (void)str; (void)ch; (void)j;")
	for _, k := range g.kws {
		*b = append(*b, "  (void)"+k+";")
	}
}

func (g *gen) fortranDecls() {
	d := &g.c.Decl
	i := g.ind
	*d = append(*d, i+"integer :: acc, lp, i, j, n", i+"integer :: arr(64)", i+"character(len=8) :: str",
		i+"character :: ch")
	for _, k := range g.kws {
		*d = append(*d, i+"integer :: "+k)
	}
	b := &g.c.Body
	*b = append(*b, i+"acc = 0", i+"lp = -1", i+"n = 12", i+"arr = 0", i+"str = '!(&'')'", i+"ch = ')'")
	for _, k := range g.kws {
		*b = append(*b, fmt.Sprintf("%s%s = %d", i, k, g.kwVal[k]))
	}
}

func (g *gen) printResult() string {
	if g.lang.Fortran() {
		return g.stmt("write(*,'(a,1x,i0,1x,i0)') '%s', acc, lp", g.c.Name)
	}
	return g.stmt("printf(\"%%s %%ld %%ld\\n\", \"%s\", acc, lp);", g.c.Name)
}
