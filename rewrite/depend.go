package rewrite

import (
	"strconv"
	"strings"
)

// The depend clauses of a task, for an OMPT tool (opari2 wrap, C and
// C++): the address of each list item and its ompt_dependence_type_t,
// which the instrumentation passes to POMP2_Task_depend before the task
// is created. An iterator modifier or a depobj has no address the
// instrumentation can take: such a clause is left out.

// dependence types of omp-tools.h
var dependenceTypes = map[string]int{
	"in": 1, "out": 2, "inout": 3, "mutexinoutset": 4, "inoutset": 7,
}

const (
	outAllMemory   = 34
	inoutAllMemory = 35
)

// dependence is one list item of a depend clause: the expression whose
// address it is ("" for omp_all_memory) and its type.
type dependence struct {
	addr string
	kind int
}

// taskDependences reads the depend clauses of n.
func taskDependences(n *node) []dependence {
	cl, _ := n.ClauseList()
	var deps []dependence
	for _, c := range cl {
		if c.Name != "depend" || !c.HasArg {
			continue
		}
		mods, list, ok := cutTopLevel(c.Arg, ':')
		if !ok {
			continue
		}
		var kind string
		for _, m := range splitTopLevel(mods, ',') {
			m = strings.TrimSpace(m)
			if strings.HasPrefix(m, "iterator") {
				kind = ""
				break
			}
			kind = m
		}
		t, known := dependenceTypes[kind]
		if !known {
			continue // depobj, source, sink, an iterator
		}
		for _, item := range splitTopLevel(list, ',') {
			item = strings.TrimSpace(item)
			switch {
			case item == "":
			case item == "omp_all_memory":
				k := outAllMemory
				if t == dependenceTypes["inout"] {
					k = inoutAllMemory
				}
				deps = append(deps, dependence{kind: k})
			default:
				deps = append(deps, dependence{addr: sectionStart(item), kind: t})
			}
		}
	}
	return deps
}

// sectionStart turns an array section into its first element:
// "a[i][lo:len]" is "a[i][lo]", "p[:n]" is "p[0]".
func sectionStart(item string) string {
	var b strings.Builder
	for i := 0; i < len(item); {
		if item[i] != '[' {
			b.WriteByte(item[i])
			i++
			continue
		}
		end := matching(item, i)
		inner := item[i+1 : end]
		if lo, _, ok := cutTopLevel(inner, ':'); ok {
			if strings.TrimSpace(lo) == "" {
				lo = "0"
			}
			inner = lo
		}
		b.WriteString("[" + inner + "]")
		i = end + 1
	}
	return b.String()
}

// matching is the index of the bracket that closes the one at open (the
// end of s if none does).
func matching(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return len(s)
}

// cutTopLevel cuts s at the first sep outside brackets and literals
// ("::" is C++'s scope, not a separator).
func cutTopLevel(s string, sep byte) (before, after string, found bool) {
	cut := -1
	topLevel(s, func(i int) int {
		if s[i] != sep {
			return 0
		}
		if sep == ':' && at(s, i+1) == ':' {
			return 1 // both colons of "::"
		}
		cut = i
		return -1
	})
	if cut < 0 {
		return s, "", false
	}
	return s[:cut], s[cut+1:], true
}

// taskDepend writes the call that passes a task's dependences on, in a
// block of its own (declarations first: C89), and a final clause's
// value (finalVar).
func (c *cInstrumenter) taskDepend(n *node) {
	if !c.wrapExtras() {
		return
	}
	if n.final {
		c.w("if (pomp2_final) POMP2_Task_final();\n")
	}
	deps := taskDependences(n)
	if len(deps) == 0 {
		return
	}
	num := strconv.Itoa(len(deps))
	c.w("{ const void* pomp2_dep_addr[" + num + "]; int pomp2_dep_kind[" + num + "];\n")
	for i, d := range deps {
		idx := strconv.Itoa(i)
		addr := "0"
		if d.addr != "" {
			addr = "&(" + d.addr + ")"
		}
		c.w("  pomp2_dep_addr[" + idx + "] = " + addr + "; pomp2_dep_kind[" + idx + "] = " + strconv.Itoa(d.kind) + ";\n")
	}
	c.w("  POMP2_Task_depend( " + num + ", pomp2_dep_addr, pomp2_dep_kind ); }\n")
}
