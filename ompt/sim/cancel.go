package sim

import "opari2/ompt"

// CancelKind is the construct a cancel construct or a cancellation point
// names.
type CancelKind int

// Cancellable constructs.
const (
	CancelParallel CancelKind = iota + 1
	CancelSections
	CancelLoop
	CancelTaskgroup
)

func (k CancelKind) flag() ompt.CancelFlag {
	return [...]ompt.CancelFlag{CancelParallel: ompt.CancelParallel, CancelSections: ompt.CancelSections,
		CancelLoop: ompt.CancelDo, CancelTaskgroup: ompt.CancelTaskgroup}[k]
}

// Cancel is a cancel construct: with Options.Cancellation (cancel-var,
// OMP_CANCELLATION) it activates the cancellation of the innermost
// construct of kind (the team's parallel region, the worksharing loop or
// sections construct the code is in, the taskgroup of the task) and
// returns true: the program must then leave that construct (a Go function
// cannot jump to its end as the cancel construct does): return from the
// parallel region's body, the loop's body (no more iterations of it run
// on this thread), the section, the task. Without cancel-var it does
// nothing and returns false.
func (t *T) Cancel(kind CancelKind) bool {
	s := t.th.s
	s.yield(t.th)
	if !s.opts.Cancellation {
		return false
	}
	pc := t.callerPC()
	s.update(func() {
		switch kind {
		case CancelParallel:
			t.tm.cancelled = true
		case CancelLoop, CancelSections:
			t.workshare(kind).cancelled = true
		case CancelTaskgroup:
			t.taskgroup().cancelled = true
		}
	})
	t.leave(kind)
	t.th.ot.Cancel(kind.flag()|ompt.CancelActivated, pc)
	return true
}

// CancellationPoint is a cancellation point construct: when the
// cancellation of the innermost construct of kind is active it reports
// that (ompt_cancel_detected) and returns true: the program must leave the
// construct, as for Cancel. The sim's barriers are no cancellation
// points.
func (t *T) CancellationPoint(kind CancelKind) bool {
	s := t.th.s
	s.yield(t.th)
	if !s.opts.Cancellation {
		return false
	}
	pc := t.callerPC()
	active := false
	s.update(func() {
		switch kind {
		case CancelParallel:
			active = t.tm.cancelled
		case CancelLoop, CancelSections:
			active = t.workshare(kind).cancelled
		case CancelTaskgroup:
			for g := t.taskgroup(); g != nil && !active; g = g.parent {
				active = g.cancelled
			}
		}
	})
	if !active {
		return false
	}
	t.leave(kind)
	t.th.ot.Cancel(kind.flag()|ompt.CancelDetected, pc)
	return true
}

// leave marks what a cancelled construct ends: the loop or sections on
// this thread, the task (which ends with ompt_task_cancel).
func (t *T) leave(kind CancelKind) {
	switch kind {
	case CancelLoop, CancelSections:
		t.wsLeft = true
	case CancelTaskgroup:
		t.task.cancel = true
	}
}

// workshare is the worksharing construct of kind the code is in.
func (t *T) workshare(kind CancelKind) *workshare {
	if t.ws == nil || t.wsKind != kind {
		panic("sim: cancellation of a worksharing construct outside one")
	}
	return t.ws
}

// taskgroup is the taskgroup a cancel taskgroup cancels: the innermost
// one of the task.
func (t *T) taskgroup() *taskgroup {
	g := t.group()
	if g == nil {
		panic("sim: cancel taskgroup outside a taskgroup")
	}
	return g
}

// discarded reports whether task tk, which has not started, is discarded
// instead of run: its taskgroup or its team's parallel region was
// cancelled; flags say which (under no lock: it takes rtime.mu).
func (t *T) discarded(tk *task) (flags ompt.CancelFlag, ok bool) {
	if tk.co != nil && tk.co.handle != nil {
		return 0, false // a suspended untied task resumes
	}
	t.th.s.update(func() {
		for g := tk.group; g != nil; g = g.parent {
			if g.cancelled {
				flags, ok = ompt.CancelTaskgroup, true
				return
			}
		}
		if tk.tm.cancelled {
			flags, ok = ompt.CancelParallel, true
		}
	})
	return flags, ok
}
