package rewrite

// The Fortran spelling of the POMP2 calls and directives around each
// construct, in the layout of the reference (fixed form continues in
// column 6, free form with "&"). Which pieces go around which construct
// is constructs.go's.

import "strings"

const fIndent = "      "

// callStart writes "      call POMP2_<Typ>_<event>(opari2_region_<id>".
func (f *fInstrumenter) callStart(typ, event string, id int) {
	f.pompCall(fIndent+"call POMP2_", typ, event, f.callOpen, id)
}

// ctcArg writes ", opari2_ctc_<id> " after sep.
func (f *fInstrumenter) ctcArg(sep string, id int) {
	f.w(sep)
	f.w(f.ctcName)
	f.num(id)
	f.w(" ")
}

// byForm returns the fixed-form or the free-form spelling.
func (f *fInstrumenter) byForm(fixed, free string) string {
	if f.fixed {
		return fixed
	}
	return free
}

func (f *fInstrumenter) call(event, typ string, id int, withCTC *node) {
	task := typ == "task" || typ == "untied_task"
	if task {
		f.w(fIndent + "if (pomp2_if) then\n")
	}
	f.callStart(typ, event, id)
	if strings.Contains(typ, "task") && typ != "taskwait" && event == "begin" {
		f.w(", pomp2_new_task")
	}
	if withCTC != nil {
		f.ctcArg(f.byForm(",\n     &", ", &\n     "), withCTC.id)
	}
	f.w(")\n")
	if task {
		f.w(fIndent + "end if\n")
	}
}

func (f *fInstrumenter) saveTask(event, typ string, id int, withCTC *node) {
	create := typ == "task_create" || typ == "untied_task_create"
	if create {
		f.w(fIndent + "if (pomp2_if) then\n")
	}
	f.callStart(typ, event, id)
	if create {
		f.w(f.byForm(",\n     &pomp2_new_task", ", pomp2_new_task"))
	}
	f.w(f.byForm(",\n     &pomp2_old_task", ",&\n      pomp2_old_task"))
	if withCTC != nil {
		if withCTC.kind == cTask {
			f.w(f.byForm(", \n     &pomp2_if", ", pomp2_if"))
		}
		f.ctcArg(f.byForm(",\n     &", ", "), withCTC.id)
	}
	f.w(")\n")
	if create {
		f.w(fIndent + "end if\n")
	}
}

func (f *fInstrumenter) restoreTask(event, typ string, id int) {
	create := typ == "task_create" || typ == "untied_task_create"
	if create {
		f.w(fIndent + "if (pomp2_if) then\n")
	}
	f.callStart(typ, event, id)
	f.w(f.byForm(",\n     &pomp2_old_task)\n", ", pomp2_old_task)\n"))
	if create {
		f.w(fIndent + "end if\n")
	}
}

func (f *fInstrumenter) ifVar(n *node) {
	if v := n.ClauseArg("if"); v != "" {
		// the user's text is never renamed
		f.out.WriteString(f.foldCode(f.renamed(fIndent+"pomp2_if = ( ") + v + " )"))
		f.w("\n")
	} else {
		f.w(fIndent + "pomp2_if = .true.\n")
	}
}

// fork sets the variables the include file declares.
func (f *fInstrumenter) fork(n *node) {
	if nt := n.ClauseArg("num_threads"); nt != "" {
		f.out.WriteString(f.foldCode(f.renamed(fIndent+"pomp2_num_threads = ") + nt))
		f.w("\n")
	} else {
		f.w(fIndent + "pomp2_num_threads = pomp2_lib_get_max_threads()\n")
	}
	f.ifVar(n)
	f.callStart("parallel", "fork", n.id)
	f.w(f.byForm(",\n     &pomp2_if, pomp2_num_threads, pomp2_old_task", ",&\n      pomp2_if, pomp2_num_threads, pomp2_old_task"))
	f.ctcArg(f.byForm(",\n     &", ", &\n      "), n.id)
	f.w(")\n")
}

func (f *fInstrumenter) commonName() string { return "cb" + f.unit }

// parallelClauses: with default(none) or default(private) the region
// must share the common block of the handles and keep the
// instrumentation's variables private.
func (f *fInstrumenter) parallelClauses(n *node) string {
	tpd := ""
	if f.opts.CopyTPD {
		tpd = " copyin(pomp_tpd)"
	}
	ifc := ""
	if n.HasClause("if") {
		ifc = " if(pomp2_if)"
	}
	if f.fixed {
		adds := "\n!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)\n!$omp&" + ifc + " num_threads(pomp2_num_threads)" + tpd
		if changedDefault(n) {
			adds += "\n!$omp& " + f.sharedHandles() + "\n!$omp& private(pomp2_if,pomp2_num_threads)"
		}
		if n.shareExtra != "" {
			adds += "\n!$omp& " + n.shareExtra
		}
		return adds
	}
	adds := " &\n  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &\n  !$omp" + ifc + " num_threads(pomp2_num_threads)" + tpd
	if changedDefault(n) {
		adds += " &\n  !$omp " + f.sharedHandles() + " &\n  !$omp private(pomp2_if,pomp2_num_threads)"
	}
	if n.shareExtra != "" {
		adds += " &\n  !$omp " + n.shareExtra
	}
	return adds
}

func (f *fInstrumenter) taskClauses(n *node) string {
	if f.fixed {
		adds := "\n!$omp& if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)"
		if changedDefault(n) {
			adds += "\n!$omp& " + f.sharedHandles() + " "
		}
		return adds
	}
	adds := " if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)"
	if changedDefault(n) {
		adds += "&\n  !$omp " + f.sharedHandles()
	}
	return adds
}

// shareHandles: the handles are in a common block.
func (f *fInstrumenter) shareHandles(*node) {}

// openTaskScope: pomp2_if is declared in the include file.
func (f *fInstrumenter) openTaskScope(n *node) { f.ifVar(n) }
func (f *fInstrumenter) closeTaskScope()       {}

// userCall writes "      call POMP2_Begin(opari2_region_1, opari2_ctc_1)".
func (f *fInstrumenter) userCall(name string, id int, withCTC bool) {
	f.w(fIndent + "call POMP2_" + name + "(")
	f.regionArgs("", id, withCTC)
	f.w(")\n")
}

func (f *fInstrumenter) taskDepend(*node) {}
