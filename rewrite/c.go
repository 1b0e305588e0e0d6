package rewrite

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"opari2/parser"
)

// disable levels of `pomp noinstrument` (user) and offload code (full).
const (
	levelNone = 0
	levelUser = 1
	levelFull = 2
)

// cInstrumenter implements parser.CHandler: it turns each directive the
// scanner finds into its POMP2-instrumented form.
type cInstrumenter struct {
	opts     Options
	file     string // name written into #line and CTC strings
	out      *bytes.Buffer
	reg      registry
	disable  []int // stack of disable levels
	warnings []string
	warned   map[string]bool

	usedOMP, usedPOMP bool
}

func (c *cInstrumenter) level() int {
	if len(c.disable) == 0 {
		return levelNone
	}
	return c.disable[len(c.disable)-1]
}

// disabled reports whether instrumentation at level l is switched off.
func (c *cInstrumenter) disabled(l int) bool {
	return c.level() != levelNone && l <= c.level()
}

func (c *cInstrumenter) warn(file string, line int, format string, args ...any) {
	c.warnings = append(c.warnings, fmt.Sprintf("%s:%d: warning: %s", file, line, fmt.Sprintf(format, args...)))
}

func (c *cInstrumenter) w(s string)                   { c.out.WriteString(s) }
func (c *cInstrumenter) f(format string, args ...any) { fmt.Fprintf(c.out, format, args...) }

// lineDirective writes "#line N file" when source info is kept.
func (c *cInstrumenter) resetSourceInfo(n *node) {
	if !c.opts.KeepSrcInfo {
		return
	}
	if n.Name == parser.EndName {
		c.lineDirective(n.Line+1, n.File)
	} else {
		c.lineDirective(n.Line+len(n.Lines), n.File)
	}
}

// printDirective writes the directive's lines, preceded by #line.
func (c *cInstrumenter) printDirective(n *node, adds string) {
	if len(n.Lines) > 0 && c.opts.KeepSrcInfo && !c.disabled(levelUser) {
		c.lineDirective(n.Line, n.File)
	}
	c.printPlain(n, adds)
}

func printLines(out *bytes.Buffer, lines []string, adds string) {
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

func (c *cInstrumenter) printPlain(n *node, adds string) { printLines(c.out, n.Lines, adds) }

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// pompCall writes "  POMP2_<Typ>_<event>( &opari2_region_<id>" without
// going through fmt: this is the instrumenter's hottest output path.
func (c *cInstrumenter) pompCall(typ, event string, id int) {
	c.w("  POMP2_")
	c.out.WriteByte(typ[0] - 'a' + 'A')
	c.w(typ[1:])
	c.out.WriteByte('_')
	c.w(event)
	c.w("( &" + regionPrefix)
	c.num(id)
}

// lineDirective writes `#line n "file"`.
func (c *cInstrumenter) lineDirective(n int, file string) {
	c.w("#line ")
	c.num(n)
	c.w(" \"")
	c.w(file)
	c.w("\"\n")
}

func (c *cInstrumenter) num(n int) {
	var buf [20]byte
	c.out.Write(strconv.AppendInt(buf[:0], int64(n), 10))
}

func (c *cInstrumenter) ctcRef(id int) {
	c.w(ctcPrefix)
	c.num(id)
}

// call writes a POMP2 event call: "{   POMP2_For_enter( &opari2_region_2, opari2_ctc_2  );".
func (c *cInstrumenter) call(event, typ string, id int, withCTC *node) {
	if event == "begin" || event == "fork" || event == "enter" {
		c.w("{ ")
	}
	if typ == "task" || typ == "untied_task" {
		c.w("if (pomp2_if)")
	}
	c.pompCall(typ, event, id)
	if strings.Contains(typ, "task") && typ != "taskwait" && event == "begin" {
		c.w(", pomp2_new_task")
	}
	if withCTC != nil {
		c.w(", ")
		c.ctcRef(withCTC.id)
		c.w(" ")
	}
	c.w(" );")
	if event == "end" {
		c.w(" }")
	}
	c.w("\n")
	if event == "join" || event == "exit" {
		c.w(" }\n")
	}
}

// saveTaskCall opens a block that saves the current task around a
// scheduling point.
func (c *cInstrumenter) saveTaskCall(event, typ string, id int, withCTC *node) {
	create := typ == "task_create" || typ == "untied_task_create"
	c.w("{ POMP2_Task_handle pomp2_old_task;\n")
	if create {
		c.w("  POMP2_Task_handle pomp2_new_task;\n")
		c.w("if (pomp2_if)")
	}
	c.pompCall(typ, event, id)
	if create {
		c.w(", &pomp2_new_task")
	}
	c.w(", &pomp2_old_task")
	if withCTC != nil {
		if withCTC.Name == "task" {
			c.w(", pomp2_if")
		}
		c.w(", ")
		c.ctcRef(withCTC.id)
		c.w(" ")
	}
	c.w(" );\n")
}

func (c *cInstrumenter) restoreTaskCall(event, typ string, id int) {
	if typ == "task_create" || typ == "untied_task_create" {
		c.w("if (pomp2_if)")
	}
	c.pompCall(typ, event, id)
	c.w(", pomp2_old_task ); }\n")
}

func (c *cInstrumenter) numThreadsAndIf(n *node) {
	if nt := n.ClauseArg("num_threads"); nt != "" {
		c.f("  int pomp2_num_threads = %s;\n", nt)
	} else {
		c.w("  int pomp2_num_threads = omp_get_max_threads();\n")
	}
	c.ifVar(n)
}

func (c *cInstrumenter) ifVar(n *node) {
	if v := n.ClauseArg("if"); v != "" {
		c.f("  int pomp2_if = (int)( %s );\n", v)
	} else {
		c.w("  int pomp2_if = 1;\n")
	}
}

func (c *cInstrumenter) forkCall(n *node) {
	c.w("{\n")
	c.numThreadsAndIf(n)
	c.w("  POMP2_Task_handle pomp2_old_task;\n")
	c.w("  POMP2_Parallel_fork(&" + regionPrefix)
	c.num(n.id)
	c.w(", pomp2_if, pomp2_num_threads, &pomp2_old_task, ")
	c.ctcRef(n.id)
	c.w(" );\n")
}

func (c *cInstrumenter) barrier(id int) {
	c.saveTaskCall("enter", "implicit_barrier", id, nil)
	c.w("#pragma omp barrier\n")
	c.restoreTaskCall("exit", "implicit_barrier", id)
}

// printParallel writes the parallel directive with the clauses the
// instrumentation needs.
func (c *cInstrumenter) printParallel(n *node) {
	adds := " firstprivate(pomp2_old_task)"
	if n.HasClause("if") {
		adds += " if(pomp2_if)"
	}
	adds += " num_threads(pomp2_num_threads)"
	if c.opts.CopyTPD {
		adds += " copyin(" + c.opts.TPDName + ")"
	}
	if c.opts.KeepSrcInfo && !c.disabled(levelFull) {
		c.lineDirective(n.Line, n.File)
	}
	c.printPlain(n, adds)
}

// addDescr names the list of region handles that the parallel (or task)
// region must share.
func (c *cInstrumenter) addDescr(n *node) {
	if c.opts.AddSharedDecl {
		n.Append(fmt.Sprintf(" POMP2_DLIST_%05d", n.id))
	} else {
		n.Append(fmt.Sprintf(" shared(%s%d)", regionPrefix, n.id))
	}
}
