package pomp2

// Clock converts the C layer's timestamps to nanoseconds since the start
// of the measurement: a linear map fixed by two (ticks, ns) samples.
type Clock struct {
	Ticks0, Ns0 uint64
	Ticks1, Ns1 uint64
}

// Nanos converts ticks to nanoseconds since the start (Ticks0).
func (c Clock) Nanos(ticks uint64) float64 {
	return float64(int64(ticks-c.Ticks0)) * c.NsPerTick()
}

// NsPerTick is the length of a tick in nanoseconds (1 when the ticks are
// nanoseconds already).
func (c Clock) NsPerTick() float64 {
	if c.Ticks1 <= c.Ticks0 || c.Ns1 <= c.Ns0 {
		return 1
	}
	return float64(c.Ns1-c.Ns0) / float64(c.Ticks1-c.Ticks0)
}
