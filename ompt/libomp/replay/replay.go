package replay

import (
	"errors"
	"fmt"
	"strings"

	"opari2/ompt"
)

// Replayer replays record streams into a runtime's model. It is not safe
// for concurrent use: one goroutine feeds and runs it (the model's threads
// are then all driven by that goroutine, one at a time).
type Replayer struct {
	rt      *ompt.Runtime
	streams []*stream
	pars    map[uint64]*parallel
	tasks   map[uint64]*task
	began   int    // streams[0:began] replayed their thread_begin
	records uint64 // records replayed
	errs    []string
	nerrs   int
}

// stream is the record stream of one OS thread.
type stream struct {
	idx       int
	t         *ompt.Thread
	chunks    []chunk
	pos       int // next record in chunks[0]
	tasks     []*task
	syncs     []*syncRegion
	acquiring bool    // the last record was mutex_acquire
	pending   []*task // created, not yet visible to other threads
	deps      []ompt.TaskDependence
	final     bool // no more records will be fed
}

type chunk struct {
	recs []Record
	done func()
}

type parallel struct {
	id      uint64
	p       *ompt.Parallel
	size    int
	ended   int // implicit tasks that ended
	endSeen bool
}

type task struct {
	id        uint64
	k         *ompt.Task
	par       *parallel // for implicit and initial tasks
	parent    *task
	published bool // its creation (with its dependences) is complete
	started   bool
	completed bool
	ended     bool    // completed or, for an implicit task, ended
	preds     []*task // tasks it depends on
	children  []*task // completed children, kept while the task runs (a later sibling may depend on them)
}

type syncRegion struct {
	kind      ompt.SyncRegionKind
	wait      ompt.State
	owner     *task
	pc        uintptr
	waiting   bool
	suspended bool // the wait was ended to run a task; it begins again when the owner resumes
}

// maxErrors bounds the inconsistencies kept for Err.
const maxErrors = 20

// New makes a replayer that drives rt.
func New(rt *ompt.Runtime) *Replayer {
	return &Replayer{rt: rt, pars: map[uint64]*parallel{}, tasks: map[uint64]*task{}}
}

// Records is the number of records replayed so far.
func (r *Replayer) Records() uint64 { return r.records }

// Feed appends records of the OS thread with C-layer index idx. done, if
// not nil, is called once every record of recs has been replayed (or
// given up by Finish); until then recs must stay valid.
func (r *Replayer) Feed(idx int, recs []Record, done func()) {
	for len(r.streams) <= idx {
		r.streams = append(r.streams, &stream{idx: len(r.streams)})
	}
	if len(recs) == 0 {
		if done != nil {
			done()
		}
		return
	}
	s := r.streams[idx]
	s.chunks = append(s.chunks, chunk{recs: recs, done: done})
}

// Run replays every record whose cross-thread edges are satisfied and
// returns how many it replayed.
func (r *Replayer) Run() int {
	total := 0
	for {
		n := 0
		for _, s := range r.streams {
			n += r.runStream(s)
		}
		if n == 0 {
			return total
		}
		total += n
	}
}

// Finish replays what is left after the last Feed. Records that still
// cannot be replayed (an edge to an event that never came) are reported
// and dropped. It returns Err.
func (r *Replayer) Finish() error {
	for _, s := range r.streams {
		s.final = true
	}
	for {
		r.Run()
		published := false
		for _, s := range r.streams {
			if s.peek(0) == nil && len(s.pending) > 0 {
				s.publish()
				published = true
			}
		}
		if !published {
			break
		}
	}
	for _, s := range r.streams {
		if rec := s.peek(0); rec != nil {
			r.errorf(s, "%d records not replayed; the first, %v, waits for %s", s.left(), rec.Kind, r.waitsFor(s, rec))
			for len(s.chunks) > 0 {
				s.dropChunk()
			}
		}
	}
	return r.Err()
}

// Err reports the inconsistencies found between the records and the
// model (nil when none).
func (r *Replayer) Err() error {
	if r.nerrs == 0 {
		return nil
	}
	msg := strings.Join(r.errs, "\n")
	if r.nerrs > len(r.errs) {
		msg += fmt.Sprintf("\n... %d more", r.nerrs-len(r.errs))
	}
	return errors.New(msg)
}

func (r *Replayer) errorf(s *stream, format string, args ...any) {
	r.nerrs++
	if len(r.errs) < maxErrors {
		r.errs = append(r.errs, fmt.Sprintf("replay: thread index %d: %s", s.idx, fmt.Sprintf(format, args...)))
	}
}

func (s *stream) peek(i int) *Record {
	pos := s.pos
	for _, c := range s.chunks {
		if pos+i < len(c.recs) {
			return &c.recs[pos+i]
		}
		i -= len(c.recs) - pos
		pos = 0
	}
	return nil
}

func (s *stream) left() int {
	n := -s.pos
	for _, c := range s.chunks {
		n += len(c.recs)
	}
	return n
}

func (s *stream) advance() {
	s.pos++
	if s.pos == len(s.chunks[0].recs) {
		s.dropChunk()
	}
}

func (s *stream) dropChunk() {
	c := s.chunks[0]
	s.chunks[0] = chunk{}
	s.chunks = s.chunks[1:]
	s.pos = 0
	if c.done != nil {
		c.done()
	}
}

func (s *stream) top() *task {
	if len(s.tasks) == 0 {
		return nil
	}
	return s.tasks[len(s.tasks)-1]
}

// current is the thread's current task, nil when the records and the
// model disagree about it (records of a runtime the replayer does not
// understand): the caller reports an error instead of driving the model
// into a state it cannot be in.
func (s *stream) current() *task {
	k := s.top()
	if k == nil || s.t.Task() != k.k {
		return nil
	}
	return k
}

func (s *stream) topSync() *syncRegion {
	if len(s.syncs) == 0 {
		return nil
	}
	return s.syncs[len(s.syncs)-1]
}

// publish makes the tasks this thread created visible to the others: their
// creation, with the dependences reported right after it, is complete.
func (s *stream) publish() {
	for _, k := range s.pending {
		k.published = true
	}
	s.pending = s.pending[:0]
}

func (r *Replayer) runStream(s *stream) int {
	n := 0
	for {
		rec := s.peek(0)
		if rec == nil {
			return n
		}
		if len(s.pending) > 0 && !(rec.Kind == KindDependence || rec.Kind == KindTaskDependence) {
			s.publish()
		}
		if !r.ready(s, rec) {
			return n
		}
		r.replay(s, rec)
		r.records++
		s.advance()
		n++
	}
}

// ready reports whether the cross-thread edges into rec are satisfied.
func (r *Replayer) ready(s *stream, rec *Record) bool {
	switch rec.Kind {
	case KindThreadBegin:
		return s.idx <= r.began
	case KindParallelBegin:
		return s.final || s.peek(1) != nil // the team size comes from the next record
	case KindImplicitTask:
		if endpoint(rec.Sub) == ompt.ScopeBegin && ompt.TaskType(rec.PC)&ompt.TaskInitial == 0 {
			return r.pars[rec.B] != nil
		}
	case KindTaskSchedule:
		if isCompletion(rec.Sub) {
			return true
		}
		k := r.tasks[rec.B]
		if k == nil || !k.published {
			return false
		}
		for _, p := range k.preds {
			if !p.completed {
				return false
			}
		}
	}
	return true
}

// waitsFor describes the edge rec waits for (for error messages).
func (r *Replayer) waitsFor(s *stream, rec *Record) string {
	switch rec.Kind {
	case KindThreadBegin:
		return fmt.Sprintf("the thread_begin of thread index %d", r.began)
	case KindImplicitTask:
		return fmt.Sprintf("parallel_begin of region %#x", rec.B)
	case KindTaskSchedule:
		return fmt.Sprintf("task_create of task %#x or the completion of a task it depends on", rec.B)
	}
	return "nothing"
}

func isCompletion(status uint8) bool {
	switch status {
	case llvmTaskComplete, llvmTaskCancel, llvmTaskDetach:
		return true
	}
	return false
}

// replay reports rec to the model.
func (r *Replayer) replay(s *stream, rec *Record) {
	pc := uintptr(rec.PC)
	if rec.Kind == KindThreadBegin {
		if s.t != nil {
			r.errorf(s, "second thread_begin")
			return
		}
		s.t = r.rt.ThreadBegin(ompt.ThreadType(rec.Sub))
		r.began++
		return
	}
	t := s.t
	if t == nil {
		r.errorf(s, "%v before thread_begin", rec.Kind)
		return
	}
	if s.acquiring && rec.Kind != KindMutexAcquired && !(rec.Kind == KindNestLock && endpoint(rec.Sub) == ompt.ScopeBegin) {
		t.MutexNotAcquired() // the acquire was a lock test that failed
	}
	s.acquiring = false
	switch rec.Kind {
	case KindThreadEnd:
		t.ThreadEnd()
	case KindParallelBegin:
		size := int(rec.U32)
		if next := s.peek(1); next != nil && next.Kind == KindImplicitTask && next.B == rec.A {
			size = int(next.U32)
		}
		p := t.ParallelBegin(int(rec.U32), size, ompt.Invoker(rec.Sub&3), pc)
		r.pars[rec.A] = &parallel{id: rec.A, p: p, size: size}
	case KindParallelEnd:
		p := r.pars[rec.A]
		if p == nil {
			r.errorf(s, "parallel_end of unknown region %#x", rec.A)
			return
		}
		t.ParallelEnd(p.p, pc)
		p.endSeen = true
		r.dropParallel(p)
	case KindImplicitTask:
		r.implicitTask(s, rec)
	case KindTaskCreate:
		enc := s.current()
		if enc == nil {
			r.errorf(s, "task_create outside a task")
			return
		}
		k := t.TaskCreate(ompt.TaskType(rec.U32), rec.Sub != 0, pc)
		nt := &task{id: rec.A, k: k, parent: enc}
		r.tasks[rec.A] = nt
		s.pending = append(s.pending, nt)
	case KindDependence:
		s.deps = append(s.deps, ompt.TaskDependence{VariableAddr: uintptr(rec.B), DependenceFlags: dependenceType(rec.Sub)})
		if int(rec.Index)+1 >= int(rec.U32) {
			if k := r.tasks[rec.A]; k != nil {
				t.TaskDependences(k.k, s.deps)
			} else {
				r.errorf(s, "dependences of unknown task %#x", rec.A)
			}
			s.deps = nil
		}
	case KindTaskDependence:
		src, sink := r.tasks[rec.A], r.tasks[rec.B]
		if src == nil || sink == nil {
			r.errorf(s, "dependence between unknown tasks %#x -> %#x", rec.A, rec.B)
			return
		}
		sink.preds = append(sink.preds, src)
		t.TaskDependence(src.k, sink.k)
	case KindTaskSchedule:
		r.taskSchedule(s, rec)
	case KindWork:
		if wt, ok := workType(rec.U32); ok {
			t.Work(wt, endpoint(rec.Sub), rec.B, pc)
		}
	case KindMasked:
		t.Master(endpoint(rec.Sub), pc)
	case KindSyncRegion, KindSyncRegionWait:
		r.syncRegion(s, rec)
	case KindMutexAcquire, KindLockInit:
		kind, ok := mutexKind(rec.U32)
		if !ok {
			r.errorf(s, "%v of mutex kind %d", rec.Kind, rec.U32)
			return
		}
		if rec.Kind == KindLockInit {
			t.LockInit(kind, uint32(rec.B>>32), uint32(rec.B), rec.A, pc)
			return
		}
		t.MutexAcquire(kind, uint32(rec.B>>32), uint32(rec.B), rec.A, pc)
		s.acquiring = true
	case KindMutexAcquired, KindMutexReleased, KindLockDestroy:
		kind, ok := mutexKind(rec.U32)
		if !ok {
			r.errorf(s, "%v of mutex kind %d", rec.Kind, rec.U32)
			return
		}
		switch rec.Kind {
		case KindMutexAcquired:
			t.MutexAcquired(kind, rec.A, pc)
		case KindMutexReleased:
			t.MutexReleased(kind, rec.A, pc)
		default:
			t.LockDestroy(kind, rec.A, pc)
		}
	case KindNestLock:
		t.NestLock(endpoint(rec.Sub), rec.A, pc)
	case KindFlush:
		t.Flush(pc)
	case KindCancel:
		t.Cancel(ompt.CancelFlag(rec.U32), pc)
	case KindControlTool:
		t.ControlTool(rec.A, rec.B, nil, pc)
	default:
		r.errorf(s, "record of unknown kind %d", rec.Kind)
	}
}

func (r *Replayer) implicitTask(s *stream, rec *Record) {
	t := s.t
	initial := ompt.TaskType(rec.PC)&ompt.TaskInitial != 0
	if endpoint(rec.Sub) == ompt.ScopeBegin {
		nt := &task{id: rec.A, published: true, started: true}
		if initial {
			nt.k = t.InitialTaskBegin()
			nt.par = &parallel{id: rec.B, p: nt.k.Parallel(), size: 1}
		} else {
			nt.par = r.pars[rec.B]
			nt.k = t.ImplicitTaskBegin(nt.par.p, int(rec.Index))
		}
		r.tasks[rec.A] = nt
		s.tasks = append(s.tasks, nt)
		return
	}
	cur := s.current()
	if cur == nil || cur.id != rec.A || cur.par == nil || (cur.k.Flags()&ompt.TaskInitial != 0) != initial {
		r.errorf(s, "end of implicit task %#x, which is not the current task", rec.A)
		return
	}
	if initial {
		t.InitialTaskEnd()
	} else {
		t.ImplicitTaskEnd()
	}
	s.tasks = s.tasks[:len(s.tasks)-1]
	r.endTask(cur)
	if !initial {
		cur.par.ended++
		r.dropParallel(cur.par)
	}
}

// dropParallel forgets a region once no record can refer to it any more.
func (r *Replayer) dropParallel(p *parallel) {
	if p.endSeen && p.ended >= p.size {
		delete(r.pars, p.id)
	}
}

// endTask forgets a task that ended and the completed children it kept.
func (r *Replayer) endTask(k *task) {
	k.ended = true
	for _, c := range k.children {
		delete(r.tasks, c.id)
	}
	k.children = nil
	if k.k.Flags()&ompt.TaskExplicit == 0 {
		delete(r.tasks, k.id)
		return
	}
	// a later sibling may still name it in a dependence: keep it while
	// its parent runs
	if k.parent != nil && !k.parent.ended {
		k.parent.children = append(k.parent.children, k)
	} else {
		delete(r.tasks, k.id)
	}
}

func (r *Replayer) taskSchedule(s *stream, rec *Record) {
	t := s.t
	cur := s.current()
	if cur == nil || cur.id != rec.A {
		r.errorf(s, "task_schedule from task %#x, which is not the current task", rec.A)
		return
	}
	if isCompletion(rec.Sub) {
		if cur.k.Flags()&ompt.TaskExplicit == 0 {
			r.errorf(s, "completion of task %#x, which is not an explicit task", rec.A)
			return
		}
		t.TaskComplete()
		cur.completed = true
		s.tasks = s.tasks[:len(s.tasks)-1]
		r.endTask(cur)
		next := s.top()
		if next == nil || next.id != rec.B {
			r.errorf(s, "task %#x completed and resumed %#x, the model resumed another task", rec.A, rec.B)
			return
		}
		if sr := s.topSync(); sr != nil && sr.owner == next && sr.suspended {
			sr.suspended, sr.waiting = false, true
			t.SyncRegionWait(sr.kind, ompt.ScopeBegin, sr.wait, sr.pc)
		}
		return
	}
	next := r.tasks[rec.B]
	if next.k.Flags()&ompt.TaskExplicit == 0 || next.started || next.ended {
		r.errorf(s, "task_schedule to task %#x, which is not an explicit task that has not started", rec.B)
		return
	}
	status := ompt.TaskOthers
	if rec.Sub == llvmTaskYield {
		status = ompt.TaskYield
	}
	// libomp runs tasks while it waits in a barrier or taskwait; 002 (and
	// the model) want the wait ended while the task runs
	if sr := s.topSync(); sr != nil && sr.owner == cur && sr.waiting {
		sr.waiting, sr.suspended = false, true
		t.SyncRegionWait(sr.kind, ompt.ScopeEnd, sr.wait, sr.pc)
	}
	t.TaskRun(next.k, status)
	next.started = true
	s.tasks = append(s.tasks, next)
}

func (r *Replayer) syncRegion(s *stream, rec *Record) {
	t := s.t
	kind, wait, ok := syncKind(rec.U32)
	if !ok {
		return
	}
	ep := endpoint(rec.Sub)
	pc := uintptr(rec.PC)
	if rec.Kind == KindSyncRegion {
		if ep == ompt.ScopeBegin {
			t.SyncRegion(kind, ep, pc)
			s.syncs = append(s.syncs, &syncRegion{kind: kind, wait: wait, owner: s.top(), pc: pc})
			return
		}
		sr := s.topSync()
		if sr == nil || sr.kind != kind {
			r.errorf(s, "end of a %v region that did not begin", kind)
			return
		}
		if sr.waiting { // not reported by libomp; keep the model's pairs
			t.SyncRegionWait(kind, ompt.ScopeEnd, sr.wait, pc)
		}
		t.SyncRegion(kind, ep, pc)
		s.syncs = s.syncs[:len(s.syncs)-1]
		return
	}
	sr := s.topSync()
	if sr == nil || sr.kind != kind {
		r.errorf(s, "wait in a %v region that did not begin", kind)
		return
	}
	if (ep == ompt.ScopeBegin) == sr.waiting {
		r.errorf(s, "wait_%s_%s out of turn", kind.Short(), ep.Short())
		return
	}
	sr.waiting = ep == ompt.ScopeBegin
	sr.suspended = false
	t.SyncRegionWait(kind, ep, sr.wait, pc)
}
