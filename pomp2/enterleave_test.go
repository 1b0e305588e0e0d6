package pomp2

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// logSink writes what EnterLeave hands it, one line per event.
type logSink struct{ lines []string }

func (l *logSink) Enter(t int, ns uint64, a Activity) {
	l.lines = append(l.lines, fmt.Sprintf("%d %d enter %s %d", t, ns, a.Name(), a.Region))
}
func (l *logSink) Leave(t int, ns uint64, a Activity) {
	l.lines = append(l.lines, fmt.Sprintf("%d %d leave %s %d", t, ns, a.Name(), a.Region))
}
func (l *logSink) Fork(t int, ns uint64, n int) {
	l.lines = append(l.lines, fmt.Sprintf("%d %d fork %d", t, ns, n))
}
func (l *logSink) Join(t int, ns uint64) { l.lines = append(l.lines, fmt.Sprintf("%d %d join", t, ns)) }
func (l *logSink) Acquire(t int, ns uint64, lock uint64) {
	l.lines = append(l.lines, fmt.Sprintf("%d %d acquire %#x", t, ns, lock))
}
func (l *logSink) Release(t int, ns uint64, lock uint64) {
	l.lines = append(l.lines, fmt.Sprintf("%d %d release %#x", t, ns, lock))
}

// TestEnterLeave: intervals become nested enters and leaves; fork/join is
// a fork and a join; a critical body and a lock are acquired and
// released; an interval whose closing event never came is left
// with the one below it; times never go back on a thread; what is open
// at the end is left at the thread's last time.
func TestEnterLeave(t *testing.T) {
	var l logSink
	c := NewEnterLeave(&l, Clock{})
	c.Add(0, []Event{
		{Time: 10, Region: 1, Kind: EvFork, Arg: 4},
		{Time: 20, Region: 1, Kind: EvParallelBegin},
		{Time: 30, Region: 2, Kind: EvForEnter},
		{Time: 40, Region: 2, Kind: EvImplicitBarrierEnter}, // never exited
		{Time: 50, Region: 2, Kind: EvForExit},
		{Time: 45, Region: 1, Kind: EvParallelEnd}, // earlier than the last event
		{Time: 60, Region: 1, Kind: EvJoin},
		{Time: 70, Region: 3, Kind: EvCriticalEnter},
		{Time: 71, Region: 3, Kind: EvCriticalBegin},
		{Time: 72, Region: 3, Kind: EvCriticalEnd},
		{Time: 73, Kind: EvLockSet, Arg: 0x1000},
		{Time: 74, Kind: EvLockSetDone, Arg: 0x1000},
		{Time: 75, Kind: EvLockUnset, Arg: 0x1000},
	})
	c.Add(1, []Event{{Time: 25, Region: 1, Kind: EvParallelBegin}, {Time: 55, Region: 9, Kind: EvBarrierExit}})
	c.Close()
	want := []string{
		"0 10 fork 4",
		"0 20 enter parallel 1",
		"0 30 enter for 2",
		"0 40 enter implicit barrier 2",
		"0 50 leave implicit barrier 2",
		"0 50 leave for 2",
		"0 50 leave parallel 1",
		"0 60 join",
		"0 70 enter critical (enter/exit) 3",
		"0 71 enter critical (body) 3",
		"0 71 acquire 0x8000000000000003",
		"0 72 release 0x8000000000000003",
		"0 72 leave critical (body) 3",
		"0 73 enter lock wait 0",
		"0 74 acquire 0x1000",
		"0 74 leave lock wait 0",
		"0 75 release 0x1000",
		"1 25 enter parallel 1",
		"0 75 leave critical (enter/exit) 3",
		"1 55 leave parallel 1",
	}
	if d := cmp.Diff(want, l.lines); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if c.Threads() != 2 || c.LastNs() != 75 || c.OMPThread(0) != 0 {
		t.Errorf("threads %d, last %d ns", c.Threads(), c.LastNs())
	}
}
