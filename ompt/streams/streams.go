// Package streams is what the replaying event sources share: a source
// whose events were recorded per OS thread (the OMPT recorder, under
// libomp or libpomp2) feeds each thread's events in order and this package
// replays them into the ompt runtime-state model, one thread's stream on
// one *ompt.Thread, keeping the happens-before edges between threads that
// the model needs (docs/ompt.md, "Rules for a source").
//
// The Engine owns the streams and the loop: an event whose cross-thread
// edges are not satisfied yet (the source's Ready says so) waits, and the
// other streams go on; Finish reports what never became ready. It also
// keeps the model-side bookkeeping both sources need: each thread's task
// stack, each task's open sync regions (with the rule that a task never
// runs inside a sync region's wait: the wait is ended before the thread
// switches to another task and begun again when the waiting task is
// current again), tasks that suspend and resume (on any thread, for
// untied tasks), and the tables of parallel regions and tasks by the
// source's ids.
package streams

import (
	"fmt"

	"opari2/internal/errlist"
	"opari2/ompt"
)

// Source is what an event source tells the engine about its events.
type Source[E any] interface {
	// Ready reports whether the cross-thread edges into e (the next
	// event of s) are satisfied.
	Ready(s *Stream[E], e *E) bool
	// Replay reports e to the model, on s.T.
	Replay(s *Stream[E], e *E)
	// WaitsFor describes the edge e waits for (for Finish's report).
	WaitsFor(s *Stream[E], e *E) string
}

// Exhauster is implemented by sources that must learn when a stream has
// no event left at Finish (to release what an event that never came
// would have released); it reports whether it changed anything.
type Exhauster[E any] interface {
	Exhausted(s *Stream[E]) bool
}

// Engine replays the streams of one execution. It is not safe for
// concurrent use: one goroutine feeds and runs it (the model's threads
// are then all driven by that goroutine, one at a time).
type Engine[E any] struct {
	src     Source[E]
	ex      Exhauster[E]
	streams []*Stream[E]
	records uint64
	errs    errlist.List

	// Tasks and Pars are the source's tasks and parallel regions by its
	// own ids; EndTask and DropParallel remove them.
	Tasks map[uint64]*Task
	Pars  map[uint64]*Parallel
}

// Stream is the event stream of one OS thread and the model state the
// engine keeps for it.
type Stream[E any] struct {
	Index  int           // the source's index of the thread
	T      *ompt.Thread  // nil until the source began the thread
	Tasks  []*Task       // the thread's tasks, the current one last
	syncs  []*SyncRegion // sync regions begun outside any task
	chunks []chunk[E]
	pos    int // next event in chunks[0]
	final  bool
}

type chunk[E any] struct {
	items []E
	done  func()
}

// Task is a task of the source, with its model task.
type Task struct {
	ID        uint64
	K         *ompt.Task
	Par       *Parallel // for implicit and initial tasks
	Parent    *Task
	Published bool // its creation is complete: other threads may run it
	Started   bool
	Running   bool // on a thread's task stack (not suspended, not ended)
	Completed bool
	Detached  bool    // ended, completes when its detach event is fulfilled
	Ended     bool    // completed or, for an implicit task, ended
	Preds     []*Task // tasks it depends on
	Syncs     []*SyncRegion
	Gen       uint8   // the source's count of switches into the task (libomp's, modulo 256), for sources that number them
	children  []*Task // completed children, kept while the task runs (a later sibling may depend on them)
}

// Suspended reports whether the task started and is on no thread: it may
// resume (an untied task on any thread).
func (k *Task) Suspended() bool { return k.Started && !k.Running && !k.Ended && !k.Detached }

// Parallel is a parallel region of the source, with its model region.
type Parallel struct {
	ID      uint64
	P       *ompt.Parallel
	Size    int
	Ended   int // implicit tasks that ended
	EndSeen bool
}

// SyncRegion is an open barrier, taskwait or taskgroup region of a task.
type SyncRegion struct {
	Kind      ompt.SyncRegionKind
	Wait      ompt.State
	PC        uintptr
	Waiting   bool
	Suspended bool // the wait was ended to run a task; it begins again when the owner resumes
}

// maxErrors bounds the inconsistencies kept for Err.
const maxErrors = 20

// New makes an engine for src (which may also be an Exhauster).
func New[E any](src Source[E]) *Engine[E] {
	g := &Engine[E]{src: src, Tasks: map[uint64]*Task{}, Pars: map[uint64]*Parallel{}, errs: errlist.List{Max: maxErrors}}
	g.ex, _ = src.(Exhauster[E])
	return g
}

// Records is the number of events replayed so far.
func (g *Engine[E]) Records() uint64 { return g.records }

// Streams are the streams fed so far, by index.
func (g *Engine[E]) Streams() []*Stream[E] { return g.streams }

// Stream is the stream of index idx, made (with those below it) if new.
func (g *Engine[E]) Stream(idx int) *Stream[E] {
	for len(g.streams) <= idx {
		g.streams = append(g.streams, &Stream[E]{Index: len(g.streams)})
	}
	return g.streams[idx]
}

// Feed appends events of the thread with index idx. done, if not nil, is
// called once every event of items has been replayed (or given up by
// Finish); until then items must stay valid and unchanged.
func (g *Engine[E]) Feed(idx int, items []E, done func()) {
	s := g.Stream(idx)
	if len(items) == 0 {
		if done != nil {
			done()
		}
		return
	}
	s.chunks = append(s.chunks, chunk[E]{items: items, done: done})
}

// Run replays every event whose cross-thread edges are satisfied and
// returns how many it replayed.
func (g *Engine[E]) Run() int {
	total := 0
	for {
		n := 0
		for _, s := range g.streams {
			n += g.runStream(s)
		}
		if n == 0 {
			return total
		}
		total += n
	}
}

func (g *Engine[E]) runStream(s *Stream[E]) int {
	n := 0
	for {
		e := s.Peek(0)
		if e == nil || !g.src.Ready(s, e) {
			return n
		}
		g.src.Replay(s, e)
		g.records++
		s.advance()
		n++
	}
}

// Finish replays what is left after the last Feed. Events that still
// cannot be replayed (an edge to an event that never came) are reported
// and dropped. It returns Err.
func (g *Engine[E]) Finish() error {
	for _, s := range g.streams {
		s.final = true
	}
	for {
		g.Run()
		changed := false
		if g.ex != nil {
			for _, s := range g.streams {
				if s.Peek(0) == nil && g.ex.Exhausted(s) {
					changed = true
				}
			}
		}
		if !changed {
			break
		}
	}
	for _, s := range g.streams {
		if e := s.Peek(0); e != nil {
			g.Errorf(s, "%d events not replayed; the first waits for %s", s.left(), g.src.WaitsFor(s, e))
			for len(s.chunks) > 0 {
				s.dropChunk()
			}
		}
	}
	return g.Err()
}

// Err reports the inconsistencies found between the events and the model
// (nil when none).
func (g *Engine[E]) Err() error { return g.errs.Err() }

// ErrorMessages are the messages of the first inconsistencies found (up
// to 20; Errors counts them all).
func (g *Engine[E]) ErrorMessages() []string { return g.errs.Messages() }

// Errors is the number of inconsistencies found.
func (g *Engine[E]) Errors() int { return g.errs.Len() }

// Errorf records an inconsistency found on stream s.
func (g *Engine[E]) Errorf(s *Stream[E], format string, args ...any) {
	if !g.errs.Full() {
		g.errs.Add(fmt.Sprintf("replay: thread index %d: %s", s.Index, fmt.Sprintf(format, args...)))
	} else {
		g.errs.Add("")
	}
}

// Final reports whether the stream will get no more events.
func (s *Stream[E]) Final() bool { return s.final }

// Peek is the event i places after the next one, nil if not fed yet.
func (s *Stream[E]) Peek(i int) *E {
	pos := s.pos
	for _, c := range s.chunks {
		if pos+i < len(c.items) {
			return &c.items[pos+i]
		}
		i -= len(c.items) - pos
		pos = 0
	}
	return nil
}

func (s *Stream[E]) left() int {
	n := -s.pos
	for _, c := range s.chunks {
		n += len(c.items)
	}
	return n
}

func (s *Stream[E]) advance() {
	s.pos++
	if s.pos == len(s.chunks[0].items) {
		s.dropChunk()
	}
}

func (s *Stream[E]) dropChunk() {
	c := s.chunks[0]
	s.chunks[0] = chunk[E]{}
	s.chunks = s.chunks[1:]
	s.pos = 0
	if c.done != nil {
		c.done()
	}
}

// Top is the thread's innermost task, nil when none.
func (s *Stream[E]) Top() *Task {
	if len(s.Tasks) == 0 {
		return nil
	}
	return s.Tasks[len(s.Tasks)-1]
}

// Below is the task below the thread's innermost one (the task the current
// task interrupted), nil when none.
func (s *Stream[E]) Below() *Task {
	if len(s.Tasks) < 2 {
		return nil
	}
	return s.Tasks[len(s.Tasks)-2]
}

// Current is the thread's current task, nil when the events and the model
// disagree about it (events the source does not understand): the caller
// reports an error instead of driving the model into a state it cannot
// be in.
func (s *Stream[E]) Current() *Task {
	k := s.Top()
	if k == nil || s.T == nil || s.T.Task() != k.K {
		return nil
	}
	return k
}

// syncStack is the sync-region stack of the thread's current task (a
// sync region belongs to the task that began it: an untied task may end
// one on another thread).
func (s *Stream[E]) syncStack() *[]*SyncRegion {
	if k := s.Top(); k != nil {
		return &k.Syncs
	}
	return &s.syncs
}

// TopSync is the current task's innermost open sync region, nil when none.
func (s *Stream[E]) TopSync() *SyncRegion {
	syncs := *s.syncStack()
	if len(syncs) == 0 {
		return nil
	}
	return syncs[len(syncs)-1]
}

// OpenSyncs is the number of sync regions open on the thread: those of
// the tasks on its stack and those begun outside any task.
func (s *Stream[E]) OpenSyncs() int {
	n := len(s.syncs)
	for _, k := range s.Tasks {
		n += len(k.Syncs)
	}
	return n
}

// SyncBegin begins a sync region of kind in the current task of s; wait is
// the thread's state while it waits in it.
func (g *Engine[E]) SyncBegin(s *Stream[E], kind ompt.SyncRegionKind, wait ompt.State, pc uintptr) *SyncRegion {
	s.T.SyncRegion(kind, ompt.ScopeBegin, pc)
	sr := &SyncRegion{Kind: kind, Wait: wait, PC: pc}
	syncs := s.syncStack()
	*syncs = append(*syncs, sr)
	return sr
}

// SyncWait begins or ends the wait in the innermost sync region, which
// must be of kind.
func (g *Engine[E]) SyncWait(s *Stream[E], kind ompt.SyncRegionKind, ep ompt.ScopeEndpoint, pc uintptr) {
	sr := s.TopSync()
	if sr == nil || sr.Kind != kind {
		g.Errorf(s, "wait in a %v region that did not begin", kind)
		return
	}
	if (ep == ompt.ScopeBegin) == sr.Waiting {
		g.Errorf(s, "wait_%s_%s out of turn", kind.Short(), ep.Short())
		return
	}
	sr.Waiting = ep == ompt.ScopeBegin
	sr.Suspended = false
	s.T.SyncRegionWait(kind, ep, sr.Wait, pc)
}

// SyncEnd ends the innermost sync region, which must be of kind; a wait
// still open is ended first.
func (g *Engine[E]) SyncEnd(s *Stream[E], kind ompt.SyncRegionKind, pc uintptr) {
	sr := s.TopSync()
	if sr == nil || sr.Kind != kind {
		g.Errorf(s, "end of a %v region that did not begin", kind)
		return
	}
	if sr.Waiting {
		s.T.SyncRegionWait(kind, ompt.ScopeEnd, sr.Wait, pc)
	}
	s.T.SyncRegion(kind, ompt.ScopeEnd, pc)
	syncs := s.syncStack()
	*syncs = (*syncs)[:len(*syncs)-1]
}

// leaveWait is called before the thread switches away from its current
// task: where a runtime runs tasks while it waits in a barrier or
// taskwait, 002 (and the model) want the wait ended while another task
// runs; it begins again in resumeWait.
func (g *Engine[E]) leaveWait(s *Stream[E]) {
	if sr := s.TopSync(); sr != nil && sr.Waiting {
		sr.Waiting, sr.Suspended = false, true
		s.T.SyncRegionWait(sr.Kind, ompt.ScopeEnd, sr.Wait, sr.PC)
	}
}

// resumeWait is called when a task is current again: a wait it left
// begins again.
func (g *Engine[E]) resumeWait(s *Stream[E]) {
	if sr := s.TopSync(); sr != nil && sr.Suspended {
		sr.Suspended, sr.Waiting = false, true
		s.T.SyncRegionWait(sr.Kind, ompt.ScopeBegin, sr.Wait, sr.PC)
	}
}

// RunTask switches s to explicit task next, which starts or (suspended)
// resumes, suspending the current task with status; a wait of the current
// task is ended first.
func (g *Engine[E]) RunTask(s *Stream[E], next *Task, status ompt.TaskStatus) {
	g.leaveWait(s)
	s.T.TaskRun(next.K, status)
	next.Started, next.Running = true, true
	s.Tasks = append(s.Tasks, next)
}

// SuspendTask suspends the current task of s (which must be explicit: the
// caller checks) with status and returns the task the thread resumes; a
// wait that task left begins again.
func (g *Engine[E]) SuspendTask(s *Stream[E], status ompt.TaskStatus) *Task {
	cur := s.Top()
	s.T.TaskSuspend(status)
	cur.Running = false
	s.Tasks = s.Tasks[:len(s.Tasks)-1]
	g.resumeWait(s)
	return s.Top()
}

// CompleteTask completes the current task of s (which must be explicit:
// the caller checks) and returns the task it resumes; a wait it
// suspended begins again.
func (g *Engine[E]) CompleteTask(s *Stream[E]) *Task { return g.FinishTask(s, ompt.TaskComplete) }

// FinishTask ends the current task of s (which must be explicit: the
// caller checks) with status (ompt.TaskFinish: complete, cancel, detach)
// and returns the task it resumes; a wait that task left begins again.
func (g *Engine[E]) FinishTask(s *Stream[E], status ompt.TaskStatus) *Task {
	cur := s.Top()
	s.T.TaskFinish(status)
	cur.Running = false
	s.Tasks = s.Tasks[:len(s.Tasks)-1]
	if status == ompt.TaskDetach {
		cur.Detached = true
	} else {
		cur.Completed = true
		g.EndTask(cur)
	}
	g.resumeWait(s)
	return s.Top()
}

// DiscardTask makes s take up explicit task k, which never started, to
// discard it (ompt.Thread.TaskDiscard: the cancel event of the discarded
// task); the source ends it with FinishTask.
func (g *Engine[E]) DiscardTask(s *Stream[E], k *Task, flags ompt.CancelFlag, pc uintptr) {
	g.leaveWait(s)
	s.T.TaskDiscard(k.K, flags, pc)
	k.Started, k.Running = true, true
	s.Tasks = append(s.Tasks, k)
}

// Fulfill is the event of detached task k fulfilled on s: k completes if
// it already ended (ompt.Thread.TaskFulfill).
func (g *Engine[E]) Fulfill(s *Stream[E], k *Task) {
	s.T.TaskFulfill(k.K, k.Detached)
	if k.Detached {
		k.Detached, k.Completed = false, true
		g.EndTask(k)
	}
}

// TaskwaitDone completes k, the task of a taskwait with depend clauses
// (ompt.Thread.TaskwaitDone).
func (g *Engine[E]) TaskwaitDone(s *Stream[E], k *Task) {
	s.T.TaskwaitDone(k.K)
	k.Started, k.Completed = true, true
	g.EndTask(k)
}

// EndTask forgets a task that ended and the completed children it kept.
func (g *Engine[E]) EndTask(k *Task) {
	k.Ended = true
	for _, c := range k.children {
		delete(g.Tasks, c.ID)
	}
	k.children = nil
	if k.K.Flags()&ompt.TaskExplicit == 0 {
		delete(g.Tasks, k.ID)
		return
	}
	// a later sibling may still name it in a dependence: keep it while
	// its parent runs
	if k.Parent != nil && !k.Parent.Ended {
		k.Parent.children = append(k.Parent.children, k)
	} else {
		delete(g.Tasks, k.ID)
	}
}

// DropParallel forgets a region once no event can refer to it any more:
// its end was seen and all its implicit tasks ended.
func (g *Engine[E]) DropParallel(p *Parallel) {
	if p.EndSeen && p.Ended >= p.Size {
		delete(g.Pars, p.ID)
	}
}
