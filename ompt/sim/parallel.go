package sim

import "opari2/ompt"

// T is the handle of the task a part of the program runs in: the initial
// task, an implicit task of a team, or an explicit task. Its methods are
// the OpenMP constructs; call them only from the function that received
// the T (each T belongs to one simulated thread).
type T struct {
	th        *thread
	tm        *team // innermost team (a team of one around the initial task)
	threadNum int
	task      *task
	it        *implicitTask // worksharing state of the enclosing implicit task
	loop      *loopIter     // the iteration of an ordered loop being executed
	grp       *taskgroup    // innermost taskgroup
	ws        *workshare    // the loop or sections construct the code is in
	wsKind    CancelKind    // CancelLoop or CancelSections for ws
	wsLeft    bool          // ws was cancelled for this thread: no more of its iterations or sections
}

// implicitTask counts the worksharing constructs an implicit task
// encountered: the n-th one of each member of a team is the same construct.
type implicitTask struct{ ws int }

// team is the team of a parallel region.
type team struct {
	s           *rtime
	par         *ompt.Parallel
	size        int
	activeLevel int
	body        func(t *T)
	pc          uintptr
	members     []*thread

	// The following are protected by s.mu.
	finished  int  // workers whose implicit task ended
	cancelled bool // cancel parallel was activated
	arrived   int  // threads in the current barrier
	gen       int  // barriers completed
	ready     []*task
	pending   int // deferred tasks created and not completed
	ws        map[int]*workshare
}

// ThreadNum is omp_get_thread_num: the thread's number in the innermost team.
func (t *T) ThreadNum() int { return t.threadNum }

// NumThreads is omp_get_num_threads: the size of the innermost team.
func (t *T) NumThreads() int { return t.tm.size }

// Level is omp_get_level: the number of enclosing parallel regions.
func (t *T) Level() int { return t.task.ot.Parallel().Level() }

// ActiveLevel is omp_get_active_level: the enclosing regions with more
// than one thread.
func (t *T) ActiveLevel() int { return t.tm.activeLevel }

// OMPT is the model's thread this T runs on (for inquiry in tests).
func (t *T) OMPT() *ompt.Thread { return t.th.ot }

// Parallel runs body as a parallel region of numThreads threads (0: the
// default, Options.NumThreads). The encountering thread is thread 0 of the
// new team; the others come from the pool of idle workers or are created.
// Regions nested deeper than Options.MaxActiveLevels run with one thread.
func (t *T) Parallel(numThreads int, body func(t *T)) {
	t.parallel(numThreads, true, t.callerPC(), body)
}

// ParallelIf is Parallel with an if clause: when cond is false the region
// runs with one thread.
func (t *T) ParallelIf(cond bool, numThreads int, body func(t *T)) {
	t.parallel(numThreads, cond, t.callerPC(), body)
}

func (t *T) parallel(numThreads int, cond bool, pc uintptr, body func(t *T)) {
	s := t.th.s
	s.yield(t.th)
	requested := numThreads
	if requested <= 0 {
		requested = s.opts.NumThreads
	}
	size := requested
	if !cond || (s.opts.MaxActiveLevels > 0 && t.ActiveLevel() >= s.opts.MaxActiveLevels) {
		size = 1
	}
	tm := &team{s: s, size: size, body: body, pc: pc, members: make([]*thread, size), ws: map[int]*workshare{}}
	tm.activeLevel = t.ActiveLevel()
	if size > 1 {
		tm.activeLevel++
	}
	t.fork(tm, requested, ompt.InvokerRuntime)
}

// fork runs team tm (of a parallel region or a league) with t's thread as
// member 0 and workers from the pool as the others, from parallel_begin
// to parallel_end.
func (t *T) fork(tm *team, requested int, invoker ompt.Invoker) {
	s := t.th.s
	tm.par = t.th.ot.ParallelBegin(requested, tm.size, invoker, tm.pc)
	tm.members[0] = t.th
	if tm.size > 1 {
		s.getWorkers(tm, tm.size-1)
	}
	tm.member(t.th, 0)
	s.await(t.th, func() bool { return tm.finished == tm.size-1 })
	t.th.ot.ParallelEnd(tm.par, tm.pc)
}

// member runs the implicit task of team member num on thread th: the
// body, then the region's closing barrier. In a league (teams) it is the
// initial task of team num, whose body runs in a team of one (thread 0 of
// it); the league's closing barrier follows.
func (tm *team) member(th *thread, num int) {
	k := th.ot.ImplicitTaskBegin(tm.par, num)
	t := &T{th: th, tm: tm, threadNum: num, task: &task{ot: k, tm: tm}, it: &implicitTask{}}
	wait := ompt.StateWaitBarrierImplicitParallel
	if tm.par.League() {
		tm.body(solo(tm.s, th, tm.par, k))
		wait = ompt.StateWaitBarrierImplicit
	} else {
		tm.body(t)
	}
	t.barrier(wait, tm.pc)
	th.ot.ImplicitTaskEnd()
}

// Barrier is an explicit barrier.
func (t *T) Barrier() {
	t.th.s.yield(t.th)
	t.barrier(ompt.StateWaitBarrierExplicit, t.callerPC())
}

// barrier waits until every thread of the team arrived and every task of
// the team completed; meanwhile the thread executes ready tasks, ending
// its wait around each (002: one region may wait several times).
func (t *T) barrier(wait ompt.State, pc uintptr) {
	s, ot, tm := t.th.s, t.th.ot, t.tm
	ot.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeBegin, pc)
	var gen int
	s.update(func() {
		tm.arrived++
		gen = tm.gen
	})
	ot.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeBegin, wait, pc)
	for {
		var k *task
		released := false
		s.await(t.th, func() bool {
			switch {
			case tm.gen != gen:
				released = true
			case tm.arrived == tm.size && tm.pending == 0:
				tm.arrived = 0
				tm.gen++
				released = true
			default:
				k = tm.popReady(nil)
				return k != nil
			}
			return true
		})
		if released {
			break
		}
		ot.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeEnd, wait, pc)
		t.runTask(k, ompt.TaskOthers)
		ot.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeBegin, wait, pc)
	}
	ot.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeEnd, wait, pc)
	ot.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeEnd, pc)
}

// Flush is a flush construct.
func (t *T) Flush() {
	t.th.s.yield(t.th)
	t.th.ot.Flush(t.callerPC())
}

// ControlTool is omp_control_tool: it passes command and modifier to the
// tool and returns its answer (-2: no tool, -1: no callback).
func (t *T) ControlTool(command, modifier uint64, arg any) int {
	t.th.s.yield(t.th)
	return t.th.ot.ControlTool(command, modifier, arg, t.callerPC())
}
