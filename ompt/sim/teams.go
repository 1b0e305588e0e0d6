package sim

import "opari2/ompt"

// Teams is a teams construct on the host (OpenMP 5.0): a league of
// numTeams teams, each with an initial thread (the encountering thread
// for team 0, workers from the pool for the others) that runs body in an
// initial task of its own, as a team of one; a Parallel inside forks a
// team of that thread. The league's threads meet in a barrier at its
// end.
func (t *T) Teams(numTeams int, body func(t *T)) {
	s := t.th.s
	s.yield(t.th)
	pc := t.callerPC()
	if numTeams <= 0 {
		numTeams = 1
	}
	tm := &team{s: s, size: numTeams, body: body, pc: pc, members: make([]*thread, numTeams), ws: map[int]*workshare{}}
	t.fork(tm, numTeams, ompt.InvokerRuntime|ompt.ParallelLeague)
}

// InitialThreads runs each body on a new initial thread, all at once:
// native threads that use OpenMP (a std::thread's, a pthread's), each
// with an initial task and teams of its own (a Parallel inside takes
// workers from the pool). It returns when every one ended.
func (t *T) InitialThreads(bodies ...func(t *T)) {
	s := t.th.s
	s.yield(t.th)
	left := len(bodies)
	var started []*thread
	for range bodies {
		th := &thread{s: s, wake: make(chan struct{}, 1)}
		if s.det != nil {
			s.det.add(th)
		}
		started = append(started, th)
	}
	for i, th := range started {
		go func(th *thread, body func(t *T)) {
			if s.det != nil {
				<-th.wake
			}
			th.ot = s.rt.ThreadBegin(ompt.ThreadInitial)
			k := th.ot.InitialTaskBegin()
			body(solo(s, th, k.Parallel(), k))
			th.ot.InitialTaskEnd()
			th.ot.ThreadEnd()
			s.update(func() { left-- })
			if s.det != nil {
				s.det.exit(th)
			}
		}(th, bodies[i])
	}
	s.await(t.th, func() bool { return left == 0 })
}
