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
	if cap(d.buf) < len(recs) {
		d.buf = make([]Event, len(recs))
	}
	out := d.buf[:len(recs)]
	n := 0
	for i := range recs {
		r := &recs[i]
		switch Kind(r.Kind) {
		case EvTask:
			st.current = int64(r.Time)
			continue
		case EvArg:
			st.arg, st.hasArg = int64(r.Time), true
			continue
		case EvValue:
			continue // written by libraries before issue 24, for the OMPT bridge
		case EvTeam, EvLockOrder:
			continue // read by the OTF2 conversion from the records
		}
		e := &out[n]
		n++
		e.Time, e.Region, e.Kind, e.Thread, e.Arg = r.Time, r.Region, Kind(r.Kind), r.Thread, st.current
		if st.hasArg {
			e.Arg, st.hasArg = st.arg, false
		}
	}
	return out[:n]
}
