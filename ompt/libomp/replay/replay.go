package replay

import (
	"fmt"

	"opari2/ompt"
	"opari2/ompt/streams"
)

// Replayer replays record streams into a runtime's model, on the shared
// engine of package streams (which keeps the streams, the loop, the task
// stacks and sync regions); this file is what is particular to libomp's
// records. It is not safe for concurrent use: one goroutine feeds and runs
// it (the model's threads are then all driven by that goroutine, one at a
// time).
type Replayer struct {
	rt    *ompt.Runtime
	g     *streams.Engine[Record]
	began int                // streams[0:began] replayed their thread_begin
	libs  map[int]*libStream // libomp's per-thread state, by stream index
}

type stream = streams.Stream[Record]

// libStream is what a stream needs beyond the engine's state.
type libStream struct {
	acquiring bool            // the last record was mutex_acquire
	pending   []*streams.Task // created, not yet visible to other threads
	deps      []ompt.TaskDependence
}

// New makes a replayer that drives rt.
func New(rt *ompt.Runtime) *Replayer {
	r := &Replayer{rt: rt, libs: map[int]*libStream{}}
	r.g = streams.New[Record](r)
	return r
}

// Records is the number of records replayed so far.
func (r *Replayer) Records() uint64 { return r.g.Records() }

// Feed appends records of the OS thread with C-layer index idx. done, if
// not nil, is called once every record of recs has been replayed (or
// given up by Finish); until then recs must stay valid.
func (r *Replayer) Feed(idx int, recs []Record, done func()) { r.g.Feed(idx, recs, done) }

// Run replays every record whose cross-thread edges are satisfied and
// returns how many it replayed.
func (r *Replayer) Run() int { return r.g.Run() }

// Finish replays what is left after the last Feed. Records that still
// cannot be replayed (an edge to an event that never came) are reported
// and dropped. It returns Err.
func (r *Replayer) Finish() error { return r.g.Finish() }

// Err reports the inconsistencies found between the records and the
// model (nil when none).
func (r *Replayer) Err() error { return r.g.Err() }

func (r *Replayer) lib(s *stream) *libStream {
	l := r.libs[s.Index]
	if l == nil {
		l = &libStream{}
		r.libs[s.Index] = l
	}
	return l
}

// publish makes the tasks this thread created visible to the others: their
// creation, with the dependences reported right after it, is complete.
func (l *libStream) publish() {
	for _, k := range l.pending {
		k.Published = true
	}
	l.pending = l.pending[:0]
}

// Exhausted publishes the creations of a stream that has no record left.
func (r *Replayer) Exhausted(s *stream) bool {
	l := r.lib(s)
	if len(l.pending) == 0 {
		return false
	}
	l.publish()
	return true
}

// Ready reports whether the cross-thread edges into rec are satisfied. A
// creation is published with the creator's next record that is not one of
// its dependences.
func (r *Replayer) Ready(s *stream, rec *Record) bool {
	if l := r.lib(s); len(l.pending) > 0 && !(rec.Kind == KindDependence || rec.Kind == KindTaskDependence) {
		l.publish()
	}
	switch rec.Kind {
	case KindThreadBegin:
		return s.Index <= r.began
	case KindParallelBegin:
		return s.Final() || s.Peek(1) != nil // the team size comes from the next record
	case KindImplicitTask:
		if endpoint(rec.Sub) == ompt.ScopeBegin && ompt.TaskType(rec.PC)&ompt.TaskInitial == 0 {
			return r.g.Pars[rec.B] != nil
		}
	case KindTaskSchedule:
		if isCompletion(rec.Sub) {
			return true
		}
		k := r.g.Tasks[rec.B]
		if k == nil || !k.Published {
			return false
		}
		for _, p := range k.Preds {
			if !p.Completed {
				return false
			}
		}
	}
	return true
}

// WaitsFor describes the edge rec waits for (for error messages).
func (r *Replayer) WaitsFor(s *stream, rec *Record) string {
	what := "nothing"
	switch rec.Kind {
	case KindThreadBegin:
		what = fmt.Sprintf("the thread_begin of thread index %d", r.began)
	case KindImplicitTask:
		what = fmt.Sprintf("parallel_begin of region %#x", rec.B)
	case KindTaskSchedule:
		what = fmt.Sprintf("task_create of task %#x or the completion of a task it depends on", rec.B)
	}
	return fmt.Sprintf("%v: %s", rec.Kind, what)
}

func isCompletion(status uint8) bool {
	switch status {
	case llvmTaskComplete, llvmTaskCancel, llvmTaskDetach:
		return true
	}
	return false
}

// Replay reports rec to the model.
func (r *Replayer) Replay(s *stream, rec *Record) {
	pc := uintptr(rec.PC)
	if rec.Kind == KindThreadBegin {
		if s.T != nil {
			r.g.Errorf(s, "second thread_begin")
			return
		}
		s.T = r.rt.ThreadBegin(ompt.ThreadType(rec.Sub))
		r.began++
		return
	}
	t := s.T
	if t == nil {
		r.g.Errorf(s, "%v before thread_begin", rec.Kind)
		return
	}
	l := r.lib(s)
	if l.acquiring && rec.Kind != KindMutexAcquired && !(rec.Kind == KindNestLock && endpoint(rec.Sub) == ompt.ScopeBegin) {
		t.MutexNotAcquired() // the acquire was a lock test that failed
	}
	l.acquiring = false
	switch rec.Kind {
	case KindThreadEnd:
		t.ThreadEnd()
	case KindParallelBegin:
		size := int(rec.U32)
		if next := s.Peek(1); next != nil && next.Kind == KindImplicitTask && next.B == rec.A {
			size = int(next.U32)
		}
		p := t.ParallelBegin(int(rec.U32), size, ompt.Invoker(rec.Sub&3), pc)
		r.g.Pars[rec.A] = &streams.Parallel{ID: rec.A, P: p, Size: size}
	case KindParallelEnd:
		p := r.g.Pars[rec.A]
		if p == nil {
			r.g.Errorf(s, "parallel_end of unknown region %#x", rec.A)
			return
		}
		t.ParallelEnd(p.P, pc)
		p.EndSeen = true
		r.g.DropParallel(p)
	case KindImplicitTask:
		r.implicitTask(s, rec)
	case KindTaskCreate:
		enc := s.Current()
		if enc == nil {
			r.g.Errorf(s, "task_create outside a task")
			return
		}
		k := t.TaskCreate(ompt.TaskType(rec.U32), rec.Sub != 0, pc)
		nt := &streams.Task{ID: rec.A, K: k, Parent: enc}
		r.g.Tasks[rec.A] = nt
		l.pending = append(l.pending, nt)
	case KindDependence:
		l.deps = append(l.deps, ompt.TaskDependence{VariableAddr: uintptr(rec.B), DependenceFlags: dependenceType(rec.Sub)})
		if int(rec.Index)+1 >= int(rec.U32) {
			if k := r.g.Tasks[rec.A]; k != nil {
				t.TaskDependences(k.K, l.deps)
			} else {
				r.g.Errorf(s, "dependences of unknown task %#x", rec.A)
			}
			l.deps = nil
		}
	case KindTaskDependence:
		src, sink := r.g.Tasks[rec.A], r.g.Tasks[rec.B]
		if src == nil || sink == nil {
			r.g.Errorf(s, "dependence between unknown tasks %#x -> %#x", rec.A, rec.B)
			return
		}
		sink.Preds = append(sink.Preds, src)
		t.TaskDependence(src.K, sink.K)
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
			r.g.Errorf(s, "%v of mutex kind %d", rec.Kind, rec.U32)
			return
		}
		if rec.Kind == KindLockInit {
			t.LockInit(kind, uint32(rec.B>>32), uint32(rec.B), rec.A, pc)
			return
		}
		t.MutexAcquire(kind, uint32(rec.B>>32), uint32(rec.B), rec.A, pc)
		l.acquiring = true
	case KindMutexAcquired, KindMutexReleased, KindLockDestroy:
		kind, ok := mutexKind(rec.U32)
		if !ok {
			r.g.Errorf(s, "%v of mutex kind %d", rec.Kind, rec.U32)
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
		r.g.Errorf(s, "record of unknown kind %d", rec.Kind)
	}
}

func (r *Replayer) implicitTask(s *stream, rec *Record) {
	t := s.T
	initial := ompt.TaskType(rec.PC)&ompt.TaskInitial != 0
	if endpoint(rec.Sub) == ompt.ScopeBegin {
		nt := &streams.Task{ID: rec.A, Published: true, Started: true}
		if initial {
			nt.K = t.InitialTaskBegin()
			nt.Par = &streams.Parallel{ID: rec.B, P: nt.K.Parallel(), Size: 1}
		} else {
			nt.Par = r.g.Pars[rec.B]
			nt.K = t.ImplicitTaskBegin(nt.Par.P, int(rec.Index))
		}
		r.g.Tasks[rec.A] = nt
		s.Tasks = append(s.Tasks, nt)
		return
	}
	cur := s.Current()
	if cur == nil || cur.ID != rec.A || cur.Par == nil || (cur.K.Flags()&ompt.TaskInitial != 0) != initial {
		r.g.Errorf(s, "end of implicit task %#x, which is not the current task", rec.A)
		return
	}
	if initial {
		t.InitialTaskEnd()
	} else {
		t.ImplicitTaskEnd()
	}
	s.Tasks = s.Tasks[:len(s.Tasks)-1]
	r.g.EndTask(cur)
	if !initial {
		cur.Par.Ended++
		r.g.DropParallel(cur.Par)
	}
}

func (r *Replayer) taskSchedule(s *stream, rec *Record) {
	cur := s.Current()
	if cur == nil || cur.ID != rec.A {
		r.g.Errorf(s, "task_schedule from task %#x, which is not the current task", rec.A)
		return
	}
	if isCompletion(rec.Sub) {
		if cur.K.Flags()&ompt.TaskExplicit == 0 {
			r.g.Errorf(s, "completion of task %#x, which is not an explicit task", rec.A)
			return
		}
		if next := r.g.CompleteTask(s); next == nil || next.ID != rec.B {
			r.g.Errorf(s, "task %#x completed and resumed %#x, the model resumed another task", rec.A, rec.B)
		}
		return
	}
	next := r.g.Tasks[rec.B]
	if next.K.Flags()&ompt.TaskExplicit == 0 || next.Started || next.Ended {
		r.g.Errorf(s, "task_schedule to task %#x, which is not an explicit task that has not started", rec.B)
		return
	}
	status := ompt.TaskOthers
	if rec.Sub == llvmTaskYield {
		status = ompt.TaskYield
	}
	// libomp runs tasks while it waits in a barrier or taskwait: RunTask
	// ends the wait first
	r.g.RunTask(s, next, status)
}

func (r *Replayer) syncRegion(s *stream, rec *Record) {
	kind, wait, ok := syncKind(rec.U32)
	if !ok {
		return
	}
	ep := endpoint(rec.Sub)
	pc := uintptr(rec.PC)
	switch {
	case rec.Kind == KindSyncRegionWait:
		r.g.SyncWait(s, kind, ep, pc)
	case ep == ompt.ScopeBegin:
		r.g.SyncBegin(s, kind, wait, pc)
	default:
		// a wait still open is not reported by libomp; SyncEnd keeps the
		// model's pairs
		r.g.SyncEnd(s, kind, pc)
	}
}
