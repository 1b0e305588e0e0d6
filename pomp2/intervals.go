package pomp2

// frame is an open interval on a thread's stack. Times are raw clock
// ticks: converting once per interval (profile: once per run) is cheaper
// than once per event.
type frame struct {
	open     Kind
	region   uint32
	start    uint64
	incl     uint64 // set when the interval closes
	children uint64 // ticks spent in closed child intervals
	task     int64  // the opening event's argument (the task id)
	node     int32  // the call-path profile's path of the interval
	stub     int32  // a task run's: the path where it ran (its leaf there)
}

// stack matches the closing events of one recording thread with their
// opening events; the profile and the trace are built from the intervals
// it closes.
type stack []frame

// sameRegion reports whether a closer of region b ends an interval opened
// for region a; region 0 (unknown, e.g. a runtime-side event) matches any.
func sameRegion(a, b uint32) bool { return a == b || a == 0 || b == 0 }

// feed takes the next event of the thread. When e closes an interval it
// returns it, with incl set; the frame stays valid until the next call.
func (s *stack) feed(e *Event) *frame {
	k := e.Kind
	if k >= numKinds {
		return nil
	}
	if closesOf[k] != EvNone {
		st := *s
		n := len(st)
		if n == cap(st) {
			st = append(st, frame{})
		}
		st = st[:n+1]
		st[n] = frame{open: k, region: e.Region, start: e.Time, task: e.Arg}
		*s = st
		return nil
	}
	open := opens[k]
	if open == EvNone {
		return nil
	}
	st := *s
	// find the matching frame; frames above it were never closed
	i := len(st) - 1
	for i >= 0 && !(st[i].open == open && sameRegion(st[i].region, e.Region)) {
		i--
	}
	if i < 0 {
		return nil // a closer without opener (measurement switched on midway)
	}
	f := &st[i]
	*s = st[:i]
	f.incl = 0
	if e.Time > f.start {
		f.incl = e.Time - f.start
	}
	if i > 0 {
		st[i-1].children += f.incl
	}
	return f
}
