package sim

// baton is the scheduler of deterministic mode: one thread holds the baton
// and runs; it passes the baton to the next thread of the ring (threads in
// creation order) when it encounters a construct or has to wait, and
// blocks until the baton comes back. Only the holder touches the ring;
// the channel hand-over orders its writes before the next holder's reads.
type baton struct {
	ring    []*thread
	unmoved int // passes in a row by threads that could not proceed
}

// add puts a new thread at the end of the ring (called by the holder).
func (b *baton) add(th *thread) { b.ring = append(b.ring, th) }

// progress notes that the holder did something.
func (b *baton) progress() { b.unmoved = 0 }

// futile passes the baton for a thread whose wait condition is false. When
// every thread has passed twice in a row without progress, all of them
// wait for each other: the simulated program deadlocks.
func (b *baton) futile(th *thread) {
	b.unmoved++
	if b.unmoved > 2*len(b.ring)+1 {
		panic("sim: deadlock: every simulated thread waits (deterministic mode)")
	}
	b.pass(th)
}

// pass hands the baton to the next thread and waits for it to come back.
func (b *baton) pass(th *thread) {
	if len(b.ring) == 1 {
		return
	}
	b.next(th).wake <- struct{}{}
	<-th.wake
}

func (b *baton) next(th *thread) *thread {
	for i, x := range b.ring {
		if x == th {
			return b.ring[(i+1)%len(b.ring)]
		}
	}
	panic("sim: thread not in the scheduler's ring")
}

// exit removes the holder from the ring and hands the baton on for good.
func (b *baton) exit(th *thread) {
	next := b.next(th)
	for i, x := range b.ring {
		if x == th {
			b.ring = append(b.ring[:i], b.ring[i+1:]...)
			break
		}
	}
	if next != th {
		next.wake <- struct{}{}
	}
}
