// Package sim is a simulated OpenMP runtime: Go programs shaped like
// OpenMP programs (parallel regions, worksharing, synchronization, tasks,
// target constructs) run on goroutines, one per OpenMP thread, and every
// event goes through the OMPT runtime-state model (package ompt), which
// dispatches the tool's callbacks.
//
// A program is a function of *T, the handle of the task it runs in:
//
//	err := sim.Run(sim.Options{NumThreads: 4}, func(t *sim.T) {
//		t.Parallel(0, func(t *sim.T) {
//			t.For(0, 100, sim.Dynamic(4), func(t *sim.T, i int) { ... })
//		})
//	})
//
// In deterministic mode (Options.Deterministic) exactly one simulated
// thread runs at a time; it hands over to the next thread, in creation
// order, whenever it encounters a construct (except task creation, which
// only queues the task), takes a chunk of a dynamic loop or a section, and
// whenever it has to wait.
// The interleaving, the ids tools draw from ompt_get_unique_id and hence a
// tool's output are the same in every run. Without it the threads run
// freely (tests of the race detector and of the ordering rules per thread).
package sim

import (
	"fmt"
	"runtime"
	"sort"
	"sync"

	"opari2/ompt"
)

// Options configure a simulated execution.
type Options struct {
	// NumThreads is the default team size (nthreads-var, OMP_NUM_THREADS);
	// 0 means 2.
	NumThreads int
	// MaxActiveLevels limits nested active parallelism
	// (max-active-levels-var): deeper regions run with one thread. 0 means
	// no limit.
	MaxActiveLevels int
	// Deterministic runs one thread at a time (see the package comment).
	Deterministic bool
	// Cancellation is cancel-var (OMP_CANCELLATION=true): without it
	// cancel constructs and cancellation points do nothing.
	Cancellation bool
	// NoCodeptr passes 0 as every event's codeptr_ra. By default it is
	// the return address of the program's call of the construct, which
	// costs a stack walk (about 0.2 µs) per construct.
	NoCodeptr bool
	// Runtime is the OMPT configuration: the tool, OMP_TOOL,
	// OMP_TOOL_LIBRARIES, devices, places. Its Support defaults to
	// Support (every host event always, cancel never).
	Runtime ompt.Config
}

// Support is how the simulated runtime dispatches events: every callback
// always.
func Support() map[ompt.CallbackKind]ompt.SetResult {
	m := map[ompt.CallbackKind]ompt.SetResult{}
	for _, k := range ompt.AllCallbacks() {
		m[k] = ompt.SetAlways
	}
	return m
}

// Version strings passed to ompt_start_tool.
const (
	OMPVersion     = 201611 // the _OPENMP of the TR this OMPT chapter belongs to
	RuntimeVersion = "opari2 simulated OpenMP runtime 1.0"
)

// runtime is one simulated execution.
type rtime struct {
	opts Options
	rt   *ompt.Runtime

	// mu protects all shared state of the simulation: the pool, teams,
	// task queues, mutexes. cond wakes free-running threads that wait.
	mu   sync.Mutex
	cond *sync.Cond
	det  *baton // deterministic mode scheduler, nil when running freely

	pool      []*thread // idle worker threads, by number
	live      int       // worker threads started and not yet ended
	closing   bool
	workers   sync.WaitGroup
	nextWait  ompt.WaitID
	criticals map[string]*mutex
	atomicMu  *mutex
	devices   []*presentTable
}

// thread is a simulated OpenMP thread.
type thread struct {
	s    *rtime
	ot   *ompt.Thread
	job  *job          // assignment of an idle worker, set by the primary thread
	wake chan struct{} // deterministic mode: receives the baton
}

type job struct {
	team      *team
	threadNum int
}

// Run starts the runtime (tool activation through opts.Runtime), runs
// program as the initial task of the initial thread, and shuts down:
// worker threads end, devices are finalized, the initial thread ends and
// the tool's finalizer runs. The only error is a failed activation (an
// invalid OMP_TOOL value, a tool without initializer or finalizer).
func Run(opts Options, program func(t *T)) error {
	if opts.NumThreads <= 0 {
		opts.NumThreads = 2
	}
	cfg := opts.Runtime
	if cfg.Support == nil {
		cfg.Support = Support()
	}
	if cfg.OMPVersion == 0 {
		cfg.OMPVersion = OMPVersion
	}
	if cfg.RuntimeVersion == "" {
		cfg.RuntimeVersion = RuntimeVersion
	}
	if len(cfg.MutexImpls) == 0 {
		cfg.MutexImpls = []string{"sim_mutex"}
	}
	rt, err := ompt.Start(cfg)
	if err != nil {
		return fmt.Errorf("sim: %w", err)
	}
	s := &rtime{opts: opts, rt: rt, criticals: map[string]*mutex{}}
	s.cond = sync.NewCond(&s.mu)
	s.atomicMu = &mutex{kind: ompt.MutexAtomic, id: s.newWaitID()}
	s.devices = make([]*presentTable, len(cfg.Devices))
	for i := range s.devices {
		s.devices[i] = newPresentTable(i)
	}
	initial := &thread{s: s, wake: make(chan struct{}, 1)}
	if opts.Deterministic {
		s.det = &baton{ring: []*thread{initial}}
	}
	initial.ot = rt.ThreadBegin(ompt.ThreadInitial)
	k := initial.ot.InitialTaskBegin()
	program(solo(s, initial, k.Parallel(), k))

	s.update(func() { s.closing = true })
	s.await(initial, func() bool { return s.live == 0 })
	s.workers.Wait()
	rt.Shutdown(initial.ot)
	return nil
}

func (s *rtime) newWaitID() ompt.WaitID {
	s.nextWait++
	return s.nextWait
}

// update changes shared state under the lock and wakes waiting threads.
func (s *rtime) update(f func()) {
	s.mu.Lock()
	f()
	s.cond.Broadcast()
	s.mu.Unlock()
}

// await blocks thread th until try, called under the lock, returns true
// (try may change state when it succeeds: take a lock, claim a task).
// Free-running threads sleep on the condition variable; in deterministic
// mode the thread passes the baton until try succeeds.
func (s *rtime) await(th *thread, try func() bool) {
	if s.det == nil {
		s.mu.Lock()
		for !try() {
			s.cond.Wait()
		}
		s.cond.Broadcast()
		s.mu.Unlock()
		return
	}
	for {
		s.mu.Lock()
		ok := try()
		s.mu.Unlock()
		if ok {
			s.det.progress()
			return
		}
		s.det.futile(th)
	}
}

// yield lets the next thread run (deterministic mode; a no-op otherwise):
// called at every construct a program encounters.
func (s *rtime) yield(th *thread) {
	if s.det != nil {
		s.det.progress()
		s.det.pass(th)
	}
}

// getWorkers takes n idle workers from the pool (lowest numbers first) and
// starts new ones when the pool has too few; each gets its job.
func (s *rtime) getWorkers(tm *team, n int) {
	var started []*thread
	s.update(func() {
		sort.Slice(s.pool, func(i, j int) bool { return s.pool[i].ot.Num() < s.pool[j].ot.Num() })
		for i := 1; i <= n; i++ {
			var w *thread
			if len(s.pool) > 0 {
				w, s.pool = s.pool[0], s.pool[1:]
			} else {
				w = &thread{s: s, wake: make(chan struct{}, 1)}
				s.live++
				started = append(started, w)
			}
			w.job = &job{team: tm, threadNum: i}
			tm.members[i] = w
		}
	})
	for _, w := range started {
		s.workers.Add(1)
		if s.det != nil {
			s.det.add(w)
		}
		go w.run()
	}
}

// run is a worker thread: it begins, waits in the pool for jobs, runs the
// implicit task of each, and ends when the runtime shuts down.
func (w *thread) run() {
	s := w.s
	defer s.workers.Done()
	if s.det != nil {
		<-w.wake
	}
	w.ot = s.rt.ThreadBegin(ompt.ThreadWorker)
	for {
		var j *job
		take := func() bool {
			if w.job != nil {
				j, w.job = w.job, nil
				return true
			}
			return s.closing
		}
		s.mu.Lock()
		ready := take()
		s.mu.Unlock()
		if !ready {
			w.ot.Idle(ompt.ScopeBegin)
			s.await(w, take)
			w.ot.Idle(ompt.ScopeEnd)
		}
		if j == nil {
			break
		}
		j.team.member(w, j.threadNum)
		s.update(func() {
			s.pool = append(s.pool, w)
			j.team.finished++
		})
	}
	w.ot.ThreadEnd()
	s.update(func() { s.live-- })
	if s.det != nil {
		s.det.exit(w)
	}
}

// callerPC is the return address of the program's call of a construct
// (the codeptr_ra of its events); call it from the T method the program
// called. Options.NoCodeptr makes it 0.
func (t *T) callerPC() uintptr {
	if t.th.s.opts.NoCodeptr {
		return 0
	}
	var pc [1]uintptr
	// 0: runtime.Callers, 1: callerPC, 2: the construct's method, 3: the program
	if runtime.Callers(3, pc[:]) == 0 {
		return 0
	}
	return pc[0]
}

// solo is thread th running task k of region par alone: the initial
// thread's program, a league's team body.
func solo(s *rtime, th *thread, par *ompt.Parallel, k *ompt.Task) *T {
	tm := &team{s: s, par: par, size: 1, members: []*thread{th}, ws: map[int]*workshare{}}
	return &T{th: th, tm: tm, task: &task{ot: k, tm: tm}, it: &implicitTask{}}
}
