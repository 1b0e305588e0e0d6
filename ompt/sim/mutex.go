package sim

import "opari2/ompt"

// implSim is the mutex implementation of every simulated mutex: the first
// (and only) one ompt_enumerate_mutex_impls lists.
const implSim = 1

// mutex is the state of a critical name, the atomic construct, a lock or
// a nest lock; protected by rtime.mu.
type mutex struct {
	kind  ompt.MutexKind
	id    ompt.WaitID
	hint  uint32
	held  bool
	owner *task // nest lock: the owning task
	count int   // nest lock: times the owner set it
}

// acquire waits for m on thread th, between the mutex_acquire and
// mutex_acquired events.
func (t *T) acquire(m *mutex, pc uintptr) {
	s, ot := t.th.s, t.th.ot
	ot.MutexAcquire(m.kind, m.hint, implSim, m.id, pc)
	s.await(t.th, func() bool {
		if m.held {
			return false
		}
		m.held = true
		m.owner, m.count = t.task, 1
		return true
	})
	ot.MutexAcquired(m.kind, m.id, pc)
}

func (t *T) release(m *mutex, pc uintptr) {
	t.th.s.update(func() {
		m.held = false
		m.owner, m.count = nil, 0
	})
	t.th.ot.MutexReleased(m.kind, m.id, pc)
}

// Critical is a critical construct; name "" is the unnamed critical
// section. Sections of one name exclude each other in the whole program.
func (t *T) Critical(name string, fn func(t *T)) {
	s := t.th.s
	s.yield(t.th)
	pc := t.callerPC()
	var m *mutex
	s.update(func() {
		if m = s.criticals[name]; m == nil {
			m = &mutex{kind: ompt.MutexCritical, id: s.newWaitID()}
			s.criticals[name] = m
		}
	})
	t.acquire(m, pc)
	fn(t)
	t.release(m, pc)
}

// Atomic is an atomic construct, simulated by one program-wide mutex (as
// a runtime does for atomics it cannot map to an instruction).
func (t *T) Atomic(fn func()) {
	t.th.s.yield(t.th)
	pc := t.callerPC()
	t.acquire(t.th.s.atomicMu, pc)
	fn()
	t.release(t.th.s.atomicMu, pc)
}

// Lock is an OpenMP lock (omp_lock_t).
type Lock struct{ m mutex }

// NestLock is an OpenMP nestable lock (omp_nest_lock_t).
type NestLock struct{ m mutex }

// InitLock is omp_init_lock.
func (t *T) InitLock() *Lock { return t.initLock(0, t.callerPC()) }

// InitLockWithHint is omp_init_lock_with_hint.
func (t *T) InitLockWithHint(hint uint32) *Lock { return t.initLock(hint, t.callerPC()) }

func (t *T) initLock(hint uint32, pc uintptr) *Lock {
	s := t.th.s
	s.yield(t.th)
	l := &Lock{m: mutex{kind: ompt.MutexLock, hint: hint}}
	s.update(func() { l.m.id = s.newWaitID() })
	t.th.ot.LockInit(ompt.MutexLock, hint, implSim, l.m.id, pc)
	return l
}

// SetLock is omp_set_lock.
func (t *T) SetLock(l *Lock) {
	t.th.s.yield(t.th)
	t.acquire(&l.m, t.callerPC())
}

// UnsetLock is omp_unset_lock.
func (t *T) UnsetLock(l *Lock) {
	t.th.s.yield(t.th)
	if !t.holds(&l.m) {
		panic("sim: UnsetLock of a lock that is not set")
	}
	t.release(&l.m, t.callerPC())
}

func (t *T) holds(m *mutex) bool {
	s := t.th.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return m.held
}

// TestLock is omp_test_lock: it sets the lock when it is free.
func (t *T) TestLock(l *Lock) bool {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	pc := t.callerPC()
	ot.MutexAcquire(ompt.MutexLock, l.m.hint, implSim, l.m.id, pc)
	got := false
	s.update(func() {
		if !l.m.held {
			l.m.held, got = true, true
		}
	})
	if got {
		ot.MutexAcquired(ompt.MutexLock, l.m.id, pc)
	} else {
		ot.MutexNotAcquired()
	}
	return got
}

// DestroyLock is omp_destroy_lock.
func (t *T) DestroyLock(l *Lock) {
	t.th.s.yield(t.th)
	t.th.ot.LockDestroy(ompt.MutexLock, l.m.id, t.callerPC())
}

// InitNestLock is omp_init_nest_lock.
func (t *T) InitNestLock() *NestLock {
	s := t.th.s
	s.yield(t.th)
	l := &NestLock{m: mutex{kind: ompt.MutexNestLock}}
	s.update(func() { l.m.id = s.newWaitID() })
	t.th.ot.LockInit(ompt.MutexNestLock, 0, implSim, l.m.id, t.callerPC())
	return l
}

// SetNestLock is omp_set_nest_lock: the owning task sets it again (nest
// lock begin), another waits until it is free (mutex acquired).
func (t *T) SetNestLock(l *NestLock) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	pc := t.callerPC()
	m := &l.m
	ot.MutexAcquire(ompt.MutexNestLock, 0, implSim, m.id, pc)
	again := false
	s.await(t.th, func() bool {
		switch {
		case m.held && m.owner == t.task:
			m.count++
			again = true
		case m.held:
			return false
		default:
			m.held, m.owner, m.count = true, t.task, 1
		}
		return true
	})
	if again {
		ot.NestLock(ompt.ScopeBegin, m.id, pc)
	} else {
		ot.MutexAcquired(ompt.MutexNestLock, m.id, pc)
	}
}

// UnsetNestLock is omp_unset_nest_lock: the last unset releases the lock
// (mutex released), the others keep it (nest lock end).
func (t *T) UnsetNestLock(l *NestLock) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	pc := t.callerPC()
	m := &l.m
	left, owner := 0, false
	s.update(func() {
		if owner = m.held && m.owner == t.task; !owner {
			return
		}
		m.count--
		if left = m.count; left == 0 {
			m.held, m.owner = false, nil
		}
	})
	switch {
	case !owner:
		panic("sim: UnsetNestLock by a task that does not own the lock")
	case left > 0:
		ot.NestLock(ompt.ScopeEnd, m.id, pc)
	default:
		ot.MutexReleased(ompt.MutexNestLock, m.id, pc)
	}
}

// TestNestLock is omp_test_nest_lock: it returns the new nesting count, or
// 0 when another task owns the lock.
func (t *T) TestNestLock(l *NestLock) int {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	pc := t.callerPC()
	m := &l.m
	ot.MutexAcquire(ompt.MutexNestLock, 0, implSim, m.id, pc)
	count, again := 0, false
	s.update(func() {
		switch {
		case m.held && m.owner == t.task:
			m.count++
			count, again = m.count, true
		case !m.held:
			m.held, m.owner, m.count = true, t.task, 1
			count = 1
		}
	})
	switch {
	case again:
		ot.NestLock(ompt.ScopeBegin, m.id, pc)
	case count == 1:
		ot.MutexAcquired(ompt.MutexNestLock, m.id, pc)
	default:
		ot.MutexNotAcquired()
	}
	return count
}

// DestroyNestLock is omp_destroy_nest_lock.
func (t *T) DestroyNestLock(l *NestLock) {
	t.th.s.yield(t.th)
	t.th.ot.LockDestroy(ompt.MutexNestLock, l.m.id, t.callerPC())
}
