package pomp2

// Decoder turns the records of each recording thread into events. The
// records of a thread must come in order; threads may interleave.
type Decoder struct {
	threads []decodeState
	buf     []Event
}

type decodeState struct {
	current int64 // the thread's current task
	arg     int64 // the argument of the next event, if hasArg
	hasArg  bool
}

// Decode returns the events of recs, recorded by thread. The slice is
// reused by the next call.
func (d *Decoder) Decode(thread int, recs []Record) []Event {
	for thread >= len(d.threads) {
		d.threads = append(d.threads, decodeState{})
	}
	st := &d.threads[thread]
	out := d.buf[:0]
	for i := range recs {
		r := &recs[i]
		switch Kind(r.Kind) {
		case EvTask:
			st.current = int64(r.Time)
			continue
		case EvArg:
			st.arg, st.hasArg = int64(r.Time), true
			continue
		}
		arg := st.current
		if st.hasArg {
			arg, st.hasArg = st.arg, false
		}
		out = append(out, Event{Time: r.Time, Region: r.Region, Kind: Kind(r.Kind), Thread: r.Thread, Arg: arg})
	}
	d.buf = out
	return out
}
