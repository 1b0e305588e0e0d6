package rewrite

import (
	"strconv"
	"strings"

	"opari2/parser"
)

// cInstrumenter implements parser.CHandler (chandlers.go): it turns each
// directive the scanner finds into its POMP2-instrumented form, edited
// into the input's text. Its
// methods here spell the pieces of the instrumentation in C.
type cInstrumenter struct {
	instrumenter
	// includeLine replaces the ___POMP2_INCLUDE___ line of a preprocessed
	// input; includeText goes before line includeAt+1 (after the feature
	// test macros a source starts with)
	includeLine string
	includeAt   int
	includeText string

	declaredLocks  bool            // the lock wrappers are declared (SelfContained)
	ompControlTool bool            // omp.h's text declares omp_control_tool (controlToolDeclarations)
	taskgroups     int             // taskgroups instrumented (their labels' numbers)
	callOpen       string          // "( &opari2_region_": an event call's first argument
	ints           map[string]bool // the names the input declares as int (intNames)
	// the end of the block being closed (EndBlock)
	endDir  parser.Directive
	endNode node
}

func (c *cInstrumenter) ctcRef(id int) {
	c.w(c.ctcName)
	c.num(id)
}

// call writes a POMP2 event call: "{   POMP2_For_enter( &opari2_region_2, opari2_ctc_2  );".
func (c *cInstrumenter) call(event, typ string, id int, withCTC *node) {
	if event == "begin" || event == "fork" || event == "enter" {
		c.w("{ ")
	}
	if typ == "task" || typ == "untied_task" {
		c.taskGuard()
	}
	mutex := c.codeLabels() && (typ == "critical" || typ == "ordered")
	master := c.codeLabels() && typ == "master"
	if mutex && event == "enter" || master && event == "begin" {
		event += "_at"
	}
	c.pompCall("  POMP2_", typ, event, c.callOpen, id)
	if event == "begin" && typ != "taskwait" && strings.Contains(typ, "task") {
		c.w(", pomp2_new_task")
	}
	if withCTC != nil {
		c.w(", ")
		c.ctcRef(withCTC.id)
		c.w(" ")
	}
	if mutex && event == "enter_at" {
		c.w(", ")
		c.labelAddress(labelBegin, id)
		c.w(", ")
		c.labelAddress(labelEnd, id)
	}
	if master && event == "begin_at" {
		// the end's address is after the block, where the thread that
		// ran it joins the others
		c.w(", ")
		c.labelAddress(labelEnd, id)
	}
	c.w(" );")
	if mutex && (event == "begin" || event == "exit") {
		kind := labelBegin
		if event == "exit" {
			kind = labelEnd
		}
		c.label(kind, id)
	}
	if event == "end" {
		c.w(" }")
		if master {
			c.label(labelEnd, id)
		}
	}
	c.w("\n")
	if event == "join" || event == "exit" {
		c.w(" }\n")
	}
}

// Code labels (opari2 wrap, C and C++): an OMPT tool names a construct by
// the code address libomp gives, the return address of the runtime's
// call, which is right before the construct's body or right after the
// construct. The events that come before the POMP2 call at that place
// (a critical's wait, a barrier's begin) get it from a label right after
// that call, whose address (a GNU extension, in the instrumentation's
// own lines, which are a system header's) the first call passes on.
const (
	labelBegin = "opari2_at_"     // after the last call before the body
	labelEnd   = "opari2_end_at_" // after the last call of the construct
)

func (c *cInstrumenter) codeLabels() bool { return c.opts.CodeLabels && c.wrapExtras() }

// wrapExtras reports whether opari2 wrap's additions for OMPT tools are
// written (code labels, depend, cancel, taskgroup): its own layout, with
// OpenMP on.
func (c *cInstrumenter) wrapExtras() bool { return c.opts.SelfContained && !c.opts.OpenMPOff }

// labelAddress writes the address of a label, as an extension: no
// pedantic warning where the call is on the user's line (after a
// directive).
func (c *cInstrumenter) labelAddress(kind string, id int) {
	c.w("__extension__ &&" + kind)
	c.num(id)
}

func (c *cInstrumenter) label(kind string, id int) {
	c.w(" " + kind)
	c.num(id)
	c.w(":;")
}

// saveTask opens a block that saves the current task around a
// scheduling point.
func (c *cInstrumenter) saveTask(event, typ string, id int, withCTC *node) {
	create := typ == "task_create" || typ == "untied_task_create"
	c.w("{ POMP2_Task_handle pomp2_old_task;\n")
	if create {
		c.w("  POMP2_Task_handle pomp2_new_task;\n")
		c.taskGuard()
	}
	// a barrier's and a taskwait's events carry the address after them
	sync := c.codeLabels() && (typ == "barrier" || typ == "taskwait")
	if sync {
		event += "_at"
	}
	c.pompCall("  POMP2_", typ, event, c.callOpen, id)
	if create {
		c.w(", &pomp2_new_task")
	}
	c.w(", &pomp2_old_task")
	if withCTC != nil {
		if withCTC.kind == cTask {
			c.w(", pomp2_if")
		}
		c.w(", ")
		c.ctcRef(withCTC.id)
		c.w(" ")
	}
	if sync {
		c.w(", ")
		c.labelAddress(labelEnd, id)
	}
	c.w(" );\n")
}

func (c *cInstrumenter) restoreTask(event, typ string, id int) {
	if typ == "task_create" || typ == "untied_task_create" {
		c.taskGuard()
	}
	c.pompCall("  POMP2_", typ, event, c.callOpen, id)
	c.w(", pomp2_old_task );")
	if c.codeLabels() && (typ == "barrier" || typ == "taskwait") {
		c.label(labelEnd, id)
	}
	c.w(" }\n")
}

// ifVar declares pomp2_if with the if clause's truth value. The
// reference casts the expression to int, which is right for a comparison
// and an integer variable (kept there, as in the corpus) but makes
// if(0.5) and if(1L<<32) false and does not compile for a C++ pointer or
// class with an explicit operator bool; anything else is converted with
// "!!", which is true exactly when the expression is.
func (c *cInstrumenter) ifVar(n *node) {
	if v := n.ClauseArg("if"); v != "" {
		if c.intValued(v) {
			c.w("  int pomp2_if = (int)( ")
		} else {
			c.w("  int pomp2_if = !!( ")
		}
		c.out.WriteString(v)
		c.w(" );\n")
	} else {
		c.w("  int pomp2_if = 1;\n")
	}
}

// fork opens the block that holds the values of num_threads and if and
// the saved task; the join call closes it.
func (c *cInstrumenter) fork(n *node) {
	c.w("{\n")
	switch nt := n.ClauseArg("num_threads"); {
	case nt != "":
		c.w("  int pomp2_num_threads = ")
		c.out.WriteString(nt)
		c.w(";\n")
	case c.inTeams(n):
		// the compiler rejects OpenMP API calls right inside teams
		c.w("  int pomp2_num_threads = POMP2_Lib_get_max_threads();\n")
	default:
		c.w("  int pomp2_num_threads = " + c.maxThreads() + ";\n")
	}
	c.ifVar(n)
	c.w("  POMP2_Task_handle pomp2_old_task;\n")
	c.w("  POMP2_Parallel_fork(&" + c.regionName)
	c.num(n.id)
	c.w(", pomp2_if, pomp2_num_threads, &pomp2_old_task, ")
	c.ctcRef(n.id)
	c.w(" );\n")
}

// maxThreads is the call that gives the default team size: omp.h's, or
// the library's where omp.h may be missing (SelfContained).
func (c *cInstrumenter) maxThreads() string {
	if c.opts.SelfContained {
		return "pomp2_lib_get_max_threads()"
	}
	return "omp_get_max_threads()"
}

func (c *cInstrumenter) parallelClauses(n *node) string {
	adds := " firstprivate(pomp2_old_task)"
	if n.HasClause("if") {
		adds += " if(pomp2_if)"
	}
	adds += " num_threads(pomp2_num_threads)"
	if c.opts.CopyTPD {
		adds += " copyin(" + c.opts.TPDName + ")"
	}
	if n.shareExtra != "" {
		adds += " " + n.shareExtra
	}
	return adds
}

func (c *cInstrumenter) taskClauses(n *node) string {
	if n.final {
		return " if(pomp2_if) final(pomp2_final) firstprivate(pomp2_new_task, pomp2_if)"
	}
	return " if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)"
}

// finalVar declares pomp2_final with a task's final clause's truth value,
// evaluated once, for the library (POMP2_Task_final: an OMPT tool's
// task flags) and the directive (opari2 wrap).
func (c *cInstrumenter) finalVar(n *node) {
	if !c.wrapExtras() {
		return
	}
	cl := n.Clause("final")
	if cl == nil || !cl.HasArg {
		return
	}
	c.w("  int pomp2_final = !!( ")
	c.out.WriteString(cl.Arg)
	c.w(" );\n")
	n.RemoveClause(cl)
	n.final = true
}

// shareHandles names the list of region handles that the parallel (or
// task) region must share.
func (c *cInstrumenter) shareHandles(n *node) {
	var buf [48]byte
	if c.opts.SelfContained {
		// every handle is a member of one struct, known before the
		// regions inside are
		n.Append(" shared(" + unitStruct + ")")
		return
	}
	if c.opts.AddSharedDecl {
		n.Append(string(appendPadded(append(buf[:0], " POMP2_DLIST_"...), n.id)))
	} else {
		b := strconv.AppendInt(append(buf[:0], " shared("+c.regionName...), int64(n.id), 10)
		n.Append(string(append(b, ')')))
	}
}

func (c *cInstrumenter) openTaskScope(n *node) {
	c.w("{\n")
	c.ifVar(n)
	c.finalVar(n)
}

// taskGuard writes the condition of a task's POMP2 calls: the reference
// calls nothing for an if(0) task; opari2 wrap calls for every task, so
// that an OMPT tool sees the undeferred ones too (the library is told
// by pomp2_if at the creation).
func (c *cInstrumenter) taskGuard() {
	if !c.wrapExtras() {
		c.w("if (pomp2_if)")
	}
}

func (c *cInstrumenter) closeTaskScope() { c.w("}\n") }

// userCall writes "POMP2_Begin(&opari2_region_1, opari2_ctc_1);".
func (c *cInstrumenter) userCall(name string, id int, withCTC bool) {
	c.w("POMP2_" + name + "(")
	c.regionArgs("&", id, withCTC)
	c.w(");\n")
}
