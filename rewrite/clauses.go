package rewrite

// Which clauses the instrumenter reads, replaces and moves: the clauses
// come from the directive's clause list (parser/clauses.go), read once
// by their parentheses, so an identifier named like a clause inside a
// list or an expression is never taken for one.

import (
	"slices"
	"strings"

	"opari2/parser"
)

// readOMPName reads an OpenMP directive's name words. name is the
// directive table's name (the words of parallel for/do/sections/
// workshare joined, "end" joined in Fortran); inner the words of the
// inner part of a combined construct ("for", "simd"; "master",
// "taskloop"), which a newer combined form keeps as a directive of its
// own inside the parallel region.
func readOMPName(d *parser.Directive, fortran bool) (name string, inner []string) {
	name = d.NextWord()
	end := false
	if fortran && strings.HasPrefix(name, "end") {
		end = true
		if name == "end" {
			name = d.NextWord()
		} else {
			name = name[3:]
		}
	}
	switch name {
	case "parallel":
		inner = readInnerWords(d)
		if len(inner) > 0 {
			switch inner[0] {
			case "for", "do", "sections", "workshare":
				name += inner[0]
			}
		}
	case "paralleldo", "parallelsections", "parallelworkshare":
		// free form allows the words without the blank
		d.SplitWord(len("parallel"))
		inner = []string{name[len("parallel"):]}
		if name == "paralleldo" && d.NextWordIf("simd") {
			inner = append(inner, "simd")
		}
	case "for", "do":
		d.NextWordIf("simd")
	case "master":
		// master taskloop [simd]: the master region holds the taskloop
		if d.NextWordIf("taskloop") {
			inner = []string{"taskloop"}
			if d.NextWordIf("simd") {
				inner = append(inner, "simd")
			}
		}
	case "critical":
		if d.NextWordIf("(") {
			d.UserName = d.NextWord()
			d.NextWordIf(")")
		}
	}
	if end {
		name = endName(name)
	}
	d.Inner = inner
	return name, inner
}

// readInnerWords reads the words after "parallel" that make a combined
// construct.
func readInnerWords(d *parser.Directive) []string {
	var w []string
	switch p := d.PeekWord(); p {
	case "for", "do":
		d.NextWord()
		w = append(w, p)
		if d.NextWordIf("simd") {
			w = append(w, "simd")
		}
	case "sections", "workshare", "loop":
		d.NextWord()
		w = append(w, p)
	case "master", "masked":
		d.NextWord()
		w = append(w, p)
		if d.NextWordIf("taskloop") {
			w = append(w, "taskloop")
			if d.NextWordIf("simd") {
				w = append(w, "simd")
			}
		}
	}
	return w
}

// combinedLoop reports a parallel or master construct combined with a
// loop construct kept as its inner part (parallel do simd, master
// taskloop): its end directive is optional in Fortran.
func combinedLoop(k construct, inner []string) bool {
	return (k == cParallel || k == cMaster) && loopInner(inner)
}

// loopInner reports an inner part that is a loop construct (its end
// directive is optional in Fortran).
func loopInner(inner []string) bool {
	if len(inner) == 0 {
		return false
	}
	switch inner[len(inner)-1] {
	case "for", "do", "simd", "loop", "taskloop":
		return true
	}
	return false
}

// ifModifier splits the argument of an if clause into its directive-
// name modifier ("parallel" in if(parallel: n > 1)) and the expression.
func ifModifier(arg string) (mod, expr string) {
	expr = arg
	topLevel(arg, func(i int) int {
		if arg[i] != ':' {
			return 0
		}
		if m := strings.Join(strings.Fields(arg[:i]), " "); directiveNameModifiers[m] && at(arg, i+1) != ':' {
			mod, expr = m, arg[i+1:] // (not a C++ scope "a::b")
		}
		return -1
	})
	return mod, expr
}

// topLevel calls f with the index of each byte of s outside literals and
// brackets; f returns how many more bytes to pass over, or -1 to stop.
// A backslash escapes the next byte of a literal (as in C; a Fortran
// literal ending in a backslash is read one byte too far).
func topLevel(s string, f func(i int) int) {
	depth := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\'':
			i = parser.LiteralEnd(s, i)
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
		case depth == 0:
			n := f(i)
			if n < 0 {
				return
			}
			i += n
		}
	}
}

func at(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

// directiveNameModifiers are the construct names an if clause may name.
var directiveNameModifiers = map[string]bool{
	"parallel": true, "task": true, "taskloop": true, "simd": true, "teams": true, "cancel": true,
	"target": true, "target data": true, "target enter data": true, "target exit data": true,
	"target update": true,
}

// ownIf finds the if clause that belongs to the instrumented construct
// (construct "parallel" or "task"): without modifier, or naming it.
func ownIf(d *parser.Directive, construct string) (*parser.Clause, string) {
	cl, _ := d.ClauseList()
	for _, c := range cl {
		if c.Name != "if" || !c.HasArg {
			continue
		}
		if mod, expr := ifModifier(c.Arg); mod == "" || mod == construct {
			return c, expr
		}
	}
	return nil, ""
}

// stripBlanks removes the blanks of a clause argument, as the CTC string
// records it.
func stripBlanks(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' || s[i] == '\t' {
			// bytes, not runes: other bytes stay as written (strings.Map
			// made U+FFFD of a byte that is not UTF-8)
			b := append(make([]byte, 0, len(s)-1), s[:i]...)
			for _, c := range []byte(s[i+1:]) {
				if c != ' ' && c != '\t' {
					b = append(b, c)
				}
			}
			return string(b)
		}
	}
	return s
}

// exprText is a clause expression as the instrumentation writes it:
// blanks removed as the reference does, but literals kept as written
// and one blank kept where two tokens would otherwise join ("sizeof x",
// "a - -1", "x .and. y" stays apart only where needed).
func exprText(s string, fortran bool) string {
	var b strings.Builder
	var quote byte
	pendingBlank := false
	var prev byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if quote != 0 {
			b.WriteByte(c)
			if c == '\\' && !fortran && i+1 < len(s) {
				i++
				b.WriteByte(s[i])
			} else if c == quote {
				quote = 0
			}
			prev = c
			continue
		}
		if c == ' ' || c == '\t' {
			pendingBlank = b.Len() > 0
			continue
		}
		if pendingBlank && joins(prev, c) {
			b.WriteByte(' ')
		}
		pendingBlank = false
		if c == '"' || c == '\'' {
			quote = c
		}
		b.WriteByte(c)
		prev = c
	}
	return b.String()
}

// joins reports whether removing the blank between a and b would make
// one token of two.
func joins(a, b byte) bool {
	op := func(c byte) bool { return strings.IndexByte("+-*/%&|^<>=!.:", c) >= 0 }
	return isIdentByte(a) && isIdentByte(b) || op(a) && op(b)
}

// ownConstruct names the construct whose if clause the instrumentation
// replaces: the parallel region of every parallel construct, and task.
func ownConstruct(k construct) string {
	switch {
	case k == cParallel || k.combined():
		return "parallel"
	case k == cTask:
		return "task"
	}
	return ""
}

// readClauses reads a directive's clauses into its Clauses map (the
// clauses the CTC string records) and removes the clauses the
// instrumentation replaces: the construct's own if, num_threads, and
// (unless kept) untied.
func (ins *instrumenter) readClauses(d *parser.Directive) error {
	cl, err := d.ClauseList()
	if err != nil {
		return err
	}
	var recorded []string
	if len(cl) > 0 {
		recorded = directiveClauses[d.Name]
	}
	for _, c := range cl {
		if c.Name == "if" || !slices.Contains(recorded, c.Name) {
			continue
		}
		if !d.HasClause(c.Name) {
			d.SetClause(c.Name, stripBlanks(c.Arg))
		}
	}
	switch construct := ownConstruct(constructOf(d.Name)); construct {
	case "parallel":
		if c, expr := ownIf(d, construct); c != nil {
			d.SetClause("if", exprText(expr, ins.fortran))
			d.RemoveClause(c)
		}
		if c := d.Clause("num_threads"); c != nil && c.HasArg {
			d.SetClause("num_threads", exprText(c.Arg, ins.fortran))
			d.RemoveClause(c)
		}
	case "task":
		if c, expr := ownIf(d, construct); c != nil {
			d.SetClause("if", exprText(expr, ins.fortran))
			d.RemoveClause(c)
		}
		if c := d.Clause("untied"); c != nil && !ins.opts.Untied.Keep {
			d.RemoveClause(c)
		}
	}
	return nil
}

// splitter decides where each clause of a combined construct goes: to
// the parallel part, or whole to the inner part ("for", "sections",
// "masked taskloop simd") that accepts it.
type splitter struct {
	inner        []string
	lastprivates map[string]bool // variables in lastprivate clauses
	innerNames   map[string]bool // names in the arguments of the inner part's clauses
}

func newSplitter(d *parser.Directive) *splitter {
	sp := &splitter{inner: d.Inner, lastprivates: map[string]bool{}, innerNames: map[string]bool{}}
	cl, _ := d.ClauseList()
	for _, c := range cl {
		if c.Name == "lastprivate" {
			for _, v := range listItems(c.Arg) {
				sp.lastprivates[v] = true
			}
		}
	}
	for _, c := range cl {
		if c.Name != "private" && !c.Gone() && sp.toInner(c) {
			for _, w := range words(c.Arg) {
				sp.innerNames[w] = true
			}
		}
	}
	return sp
}

// loopInnerPart reports an inner part that accepts private and
// firstprivate: a worksharing loop, sections or a taskloop.
func (sp *splitter) loopInnerPart() bool {
	return !sp.has("loop") && !sp.has("workshare") && (!sp.has("master") && !sp.has("masked") || sp.has("taskloop"))
}

func (sp *splitter) has(word string) bool { return slices.Contains(sp.inner, word) }

// listsAny reports a list clause that names one of vars and an inner
// part that accepts it.
func (sp *splitter) listsAny(c *parser.Clause, vars map[string]bool) bool {
	if !sp.loopInnerPart() {
		return false
	}
	for _, v := range listItems(c.Arg) {
		if vars[v] {
			return true
		}
	}
	return false
}

// toInner reports whether clause c goes to the inner part.
func (sp *splitter) toInner(c *parser.Clause) bool {
	switch c.Name {
	case "if":
		mod, _ := ifModifier(c.Arg)
		return mod != "" && mod != "parallel" && sp.has(mod)
	case "firstprivate":
		// with lastprivate on the same variable both go to the loop
		// (or sections): the parallel part would make it private there
		return sp.listsAny(c, sp.lastprivates)
	case "private":
		// a private variable that a clause of the inner part names (a
		// chunk size) goes with that part: on the parallel part the
		// clause would read its private, undefined copy
		return sp.listsAny(c, sp.innerNames)
	case "reduction":
		// a scan needs the reduction on its loop; a simd loop, a
		// taskloop's tasks and a loop construct see the reduction only
		// when it is theirs
		if mod := reductionModifier(c.Arg); mod == "inscan" {
			return true
		}
		return sp.has("simd") || sp.has("taskloop") || sp.has("loop")
	}
	return innerClauses[c.Name]
}

// innerClauses go to the inner part of a combined construct: they are
// clauses of worksharing, loop, simd, masked and taskloop constructs
// that a parallel construct does not accept.
var innerClauses = map[string]bool{
	"lastprivate": true, "linear": true, "schedule": true, "collapse": true, "ordered": true,
	"nowait": true, "safelen": true, "simdlen": true, "aligned": true, "nontemporal": true,
	"order": true, "bind": true, "filter": true, "grainsize": true, "num_tasks": true,
	"nogroup": true, "final": true, "priority": true, "untied": true, "mergeable": true,
	"in_reduction": true,
}

// ompClauses are the clause names of OpenMP 5.2 (and of the extensions
// compilers accept): on a combined construct, any other word is a macro
// the instrumenter cannot see into.
var ompClauses = map[string]bool{
	"absent": true, "acq_rel": true, "acquire": true, "adjust_args": true, "affinity": true, "align": true,
	"aligned": true, "allocate": true, "allocator": true, "append_args": true, "at": true, "bind": true,
	"capture": true, "collapse": true, "compare": true, "contains": true, "copyin": true,
	"copyprivate": true, "default": true, "defaultmap": true, "depend": true, "destroy": true,
	"detach": true, "device": true, "device_type": true, "dist_schedule": true, "doacross": true,
	"enter": true, "exclusive": true, "fail": true, "filter": true, "final": true, "firstprivate": true,
	"from": true, "full": true, "grainsize": true, "has_device_addr": true, "hint": true, "holds": true,
	"if": true, "in_reduction": true, "inbranch": true, "inclusive": true, "indirect": true, "init": true,
	"interop": true, "is_device_ptr": true, "lastprivate": true, "linear": true, "link": true, "map": true,
	"match": true, "mergeable": true, "message": true, "nocontext": true, "nogroup": true,
	"nontemporal": true, "notinbranch": true, "novariants": true, "nowait": true, "num_tasks": true,
	"num_teams": true, "num_threads": true, "order": true, "ordered": true, "partial": true,
	"priority": true, "private": true, "proc_bind": true, "read": true, "reduction": true,
	"relaxed": true, "release": true, "safelen": true, "schedule": true, "seq_cst": true,
	"severity": true, "shared": true, "simd": true, "simdlen": true, "sizes": true,
	"task_reduction": true, "thread_limit": true, "threads": true, "to": true, "uniform": true,
	"untied": true, "update": true, "use": true, "use_device_addr": true, "use_device_ptr": true,
	"uses_allocators": true, "weak": true, "when": true, "write": true,
}

// reductionModifier is the modifier of a reduction clause ("inscan",
// "task", "default"), or "".
func reductionModifier(arg string) string {
	i := strings.IndexByte(arg, ',')
	j := strings.IndexByte(arg, ':')
	if i < 0 || j >= 0 && j < i {
		return ""
	}
	return strings.TrimSpace(strings.ToLower(arg[:i]))
}

// listItems are the variables of a list clause's argument: after its
// modifiers ("conditional:", "inscan, +:"), before a linear step, each
// item's base name (the array of an array section).
func listItems(arg string) []string {
	if i := lastTopLevel(arg, ':'); i >= 0 {
		head := strings.TrimSpace(arg[:i])
		if isListHead(head) {
			arg = arg[i+1:]
		} else {
			arg = arg[:i] // linear(x : step)
		}
	}
	var items []string
	for _, it := range splitTopLevel(arg, ',') {
		it = strings.TrimSpace(it)
		n := 0
		for n < len(it) && isIdentByte(it[n]) {
			n++
		}
		if n > 0 {
			items = append(items, it[:n])
		}
	}
	return items
}

// isListHead reports the text before a list clause's ':' that is a
// modifier or a reduction identifier, not a list (as in linear(x:1)).
func isListHead(head string) bool {
	h := strings.ToLower(head)
	if strings.Contains(h, ",") || h == "conditional" {
		return true
	}
	switch h {
	case "+", "-", "*", "&", "|", "^", "&&", "||", "max", "min", ".and.", ".or.", ".eqv.", ".neqv.", "iand", "ior", "ieor":
		return true
	}
	return false
}

func lastTopLevel(s string, sep byte) int {
	parts := splitTopLevel(s, sep)
	if len(parts) < 2 {
		return -1
	}
	return len(s) - len(parts[len(parts)-1]) - 1
}

// splitTopLevel splits s at sep outside parentheses and literals.
func splitTopLevel(s string, sep byte) []string {
	var out []string
	start := 0
	topLevel(s, func(i int) int {
		if s[i] == sep {
			out = append(out, s[start:i])
			start = i + 1
		}
		return 0
	})
	return append(out, s[start:])
}

// syntaxWords are the words of clause arguments that are not variables.
var syntaxWords = map[string]bool{
	"static": true, "dynamic": true, "guided": true, "auto": true, "runtime": true, "monotonic": true,
	"nonmonotonic": true, "simd": true, "concurrent": true, "reproducible": true, "unconstrained": true,
	"parallel": true, "teams": true, "thread": true, "conditional": true, "inscan": true, "task": true,
	"default": true, "val": true, "ref": true, "uval": true, "step": true, "max": true, "min": true,
	"iand": true, "ior": true, "ieor": true, "strict": true,
}

// namesVariables reports a clause argument that may name a variable.
func namesVariables(arg string) bool { return len(words(arg)) > 0 }

// words are the names in a clause argument that may be variables (not
// numbers, not the argument's own keywords).
func words(arg string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(arg, func(r rune) bool {
		return !(r == '_' || r == '$' || r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z')
	}) {
		if w[0] >= '0' && w[0] <= '9' || syntaxWords[strings.ToLower(w)] {
			continue
		}
		out = append(out, w)
	}
	return out
}

// splitCombined splits a combined construct: the parallel part stays in
// n, the inner part is returned. default(none) goes when a clause that
// names variables moves to the inner part (the parallel part would have
// to list them; without default(none) they are shared there, as the
// combined construct makes them); with Fortran's default(private) or
// default(firstprivate) those variables are shared explicitly.
func (ins *instrumenter) splitCombined(n *node) (*node, error) {
	sp := newSplitter(n.Directive)
	cl, err := n.ClauseList()
	if err != nil {
		return nil, err
	}
	var moved []*parser.Clause
	for _, c := range cl {
		if c.Gone() {
			continue
		}
		if sp.toInner(c) {
			moved = append(moved, c)
		} else if c.Name != "" && isIdentStart(c.Name[0]) && !ompClauses[strings.ToLower(c.Name)] {
			ins.warn(n.File, n.Line, "'%s' is not an OpenMP clause (a macro?); it is put on the parallel part of '%s'", c.Name, combinedName(n))
		}
	}
	if def := n.Clause("default"); def != nil {
		switch strings.ToLower(stripBlanks(def.Arg)) {
		case "none":
			for _, c := range moved {
				if namesVariables(c.Arg) {
					n.RemoveClause(def)
					break
				}
			}
		case "private", "firstprivate":
			var share []string
			for _, c := range moved {
				switch c.Name {
				case "lastprivate", "linear", "reduction", "in_reduction", "firstprivate":
					share = append(share, listItems(c.Arg)...)
				}
			}
			if len(share) > 0 {
				n.shareExtra = "shared(" + strings.Join(share, ",") + ")"
			}
		}
	}
	// the clauses found above, not toInner asked again for each
	in, err := n.Split(func(c *parser.Clause) bool { return slices.Contains(moved, c) })
	if err != nil {
		return nil, err
	}
	in.Name = strings.Join(n.Inner, "")
	return &node{Directive: in, paradigm: ompParadigm, kind: constructOf(in.Name)}, nil
}

func combinedName(n *node) string { return strings.Join(append([]string{"parallel"}, n.Inner...), " ") }

func isIdentStart(c byte) bool { return c == '_' || c|0x20 >= 'a' && c|0x20 <= 'z' }
