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

// taskLog is a logSink that takes the task events too.
type taskLog struct{ logSink }

func (l *taskLog) TaskCreate(t int, ns uint64, task int64) {
	l.lines = append(l.lines, fmt.Sprintf("%d %d create %#x", t, ns, task))
}
func (l *taskLog) TaskSwitch(t int, ns uint64, task int64, implicit bool) {
	l.lines = append(l.lines, fmt.Sprintf("%d %d switch %#x implicit=%v", t, ns, task, implicit))
}
func (l *taskLog) TaskComplete(t int, ns uint64, task int64) {
	l.lines = append(l.lines, fmt.Sprintf("%d %d complete %#x", t, ns, task))
}

// TestEnterLeaveTasks: a creation inside its create region; a switch
// before a task region's Enter and whenever the current task changes
// (back to the creator after an undeferred task, to the implicit task
// after a task run in a barrier); a completion after the task region's
// Leave; nothing at a parallel region's begin and join; a lock's
// argument is no task.
func TestEnterLeaveTasks(t *testing.T) {
	var l taskLog
	c := NewEnterLeave(&l, Clock{})
	const initial, implicit, a, b = 0x0, 0x1, 0x2, 0x3
	c.Add(0, []Event{
		{Time: 10, Region: 1, Kind: EvFork, Arg: 2},
		{Time: 11, Region: 1, Kind: EvParallelBegin, Arg: implicit},
		{Time: 12, Region: 2, Kind: EvTaskCreateBegin, Arg: a},
		{Time: 13, Region: 2, Kind: EvTaskBegin, Arg: a}, // undeferred: run at once
		{Time: 14, Region: 2, Kind: EvTaskEnd, Arg: a},
		{Time: 15, Region: 2, Kind: EvTaskCreateEnd, Arg: implicit},
		{Time: 16, Kind: EvLockUnset, Arg: 0x1000},
		{Time: 17, Region: 2, Kind: EvTaskCreateBegin, Arg: b},
		{Time: 18, Region: 2, Kind: EvTaskCreateEnd, Arg: implicit},
		{Time: 19, Region: 3, Kind: EvImplicitBarrierEnter, Arg: implicit},
		{Time: 20, Region: 2, Kind: EvTaskBegin, Arg: b},
		{Time: 21, Region: 2, Kind: EvTaskEnd, Arg: b},
		{Time: 22, Region: 3, Kind: EvImplicitBarrierExit, Arg: implicit},
		{Time: 23, Region: 1, Kind: EvParallelEnd, Arg: implicit},
		{Time: 24, Region: 1, Kind: EvJoin, Arg: initial},
	})
	want := []string{
		"0 10 fork 2",
		"0 11 enter parallel 1",
		"0 12 enter task create 2",
		"0 12 create 0x2",
		"0 13 switch 0x2 implicit=false",
		"0 13 enter task 2",
		"0 14 leave task 2",
		"0 14 complete 0x2",
		"0 15 switch 0x1 implicit=true",
		"0 15 leave task create 2",
		"0 16 release 0x1000",
		"0 17 enter task create 2",
		"0 17 create 0x3",
		"0 18 leave task create 2",
		"0 19 enter implicit barrier 3",
		"0 20 switch 0x3 implicit=false",
		"0 20 enter task 2",
		"0 21 leave task 2",
		"0 21 complete 0x3",
		"0 22 switch 0x1 implicit=true",
		"0 22 leave implicit barrier 3",
		"0 23 leave parallel 1",
		"0 24 join",
	}
	if diff := cmp.Diff(want, l.lines); diff != "" {
		t.Errorf("events (-want +got):\n%s", diff)
	}
}
