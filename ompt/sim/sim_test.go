package sim_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/ompt"
	"opari2/ompt/sim"
	"opari2/ompt/sim/programs"
	"opari2/ompt/tools/checker"
)

// TestProgramsFollowTheRules runs every sample program under the checker,
// deterministically and with free-running threads (several times: the
// interleavings differ), and fails on any violation of 002's rules.
func TestProgramsFollowTheRules(t *testing.T) {
	for _, p := range programs.All {
		for _, det := range []bool{true, false} {
			runs := 1
			if !det {
				runs = 5
			}
			for i := 0; i < runs; i++ {
				name := fmt.Sprintf("%s/deterministic=%v/%d", p.Name, det, i)
				t.Run(name, func(t *testing.T) {
					c := checker.New()
					if err := sim.Run(p.Options(det, c.StartTool), p.Run); err != nil {
						t.Fatal(err)
					}
					if err := c.Err(); err != nil {
						t.Fatalf("%v\n%v", c, err)
					}
					if c.Events() < 4 {
						t.Fatalf("only %d events", c.Events())
					}
				})
			}
		}
	}
}

func TestRunWithoutToolAndWithInvalidToolVar(t *testing.T) {
	p, _ := programs.ByName("mixed")
	if err := sim.Run(p.Options(false, nil), p.Run); err != nil {
		t.Fatal(err)
	}
	o := p.Options(true, nil)
	o.Runtime.ToolVar = "sometimes"
	if err := sim.Run(o, p.Run); err == nil {
		t.Fatal("OMP_TOOL=sometimes accepted")
	}
}

func TestThreadInquiryOfTheProgram(t *testing.T) {
	var got []string
	err := sim.Run(sim.Options{NumThreads: 3, Deterministic: true}, func(t *sim.T) {
		got = append(got, fmt.Sprintf("initial %d/%d level %d active %d", t.ThreadNum(), t.NumThreads(), t.Level(), t.ActiveLevel()))
		t.Parallel(0, func(t *sim.T) {
			t.Parallel(2, func(t *sim.T) {
				t.Master(func(t *sim.T) {
					got = append(got, fmt.Sprintf("inner %d/%d level %d active %d", t.ThreadNum(), t.NumThreads(), t.Level(), t.ActiveLevel()))
				})
			})
		})
		t.ParallelIf(false, 0, func(t *sim.T) {
			got = append(got, fmt.Sprintf("inactive %d/%d level %d active %d", t.ThreadNum(), t.NumThreads(), t.Level(), t.ActiveLevel()))
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"initial 0/1 level 0 active 0",
		"inner 0/2 level 2 active 2", "inner 0/2 level 2 active 2", "inner 0/2 level 2 active 2",
		"inactive 0/1 level 1 active 0"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestDeadlockIsReported(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || fmt.Sprint(r) != "sim: deadlock: every simulated thread waits (deterministic mode)" {
			t.Errorf("recovered %v", r)
		}
	}()
	_ = sim.Run(sim.Options{Deterministic: true}, func(t *sim.T) {
		l := t.InitLock()
		t.SetLock(l)
		t.SetLock(l) // a lock is not reentrant
	})
}

// levelsTool answers, inside every flush callback, the task and parallel
// region at every ancestor level and the thread's state.
type levelsTool struct {
	mu    sync.Mutex
	lines []string
}

func (lt *levelsTool) start(uint32, string) *ompt.Fns {
	return &ompt.Fns{
		Initialize: func(lookup ompt.FunctionLookup, _ int, _ *ompt.Data) int {
			taskInfo := lookup("ompt_get_task_info").(ompt.GetTaskInfoFunc)
			parInfo := lookup("ompt_get_parallel_info").(ompt.GetParallelInfoFunc)
			state := lookup("ompt_get_state").(ompt.GetStateFunc)
			set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
			set(ompt.CallbackFlush, ompt.FlushFunc(func(t *ompt.Thread, _ *ompt.Data, _ uintptr) {
				line := ""
				for level := 0; ; level++ {
					flags, _, _, _, num, ret := taskInfo(t, level)
					if ret == 0 {
						break
					}
					line += fmt.Sprintf("task %d: %v thread %d; ", level, flags, num)
				}
				for level := 0; ; level++ {
					_, size, ret := parInfo(t, level)
					if ret == 0 {
						break
					}
					line += fmt.Sprintf("team %d: %d; ", level, size)
				}
				s, _ := state(t)
				line += s.String()
				lt.mu.Lock()
				lt.lines = append(lt.lines, line)
				lt.mu.Unlock()
			}))
			return 1
		},
		Finalize: func(*ompt.Data) {},
	}
}

func TestInquiryAtEveryLevel(t *testing.T) {
	lt := &levelsTool{}
	o := sim.Options{Deterministic: true, Runtime: ompt.Config{Tool: lt.start}}
	err := sim.Run(o, func(t *sim.T) {
		t.Flush()
		t.Parallel(2, func(t *sim.T) {
			t.Parallel(3, func(t *sim.T) {
				t.Master(func(t *sim.T) {
					if t.ThreadNum() == 0 && t.OMPT().Num() == 1 {
						t.Flush()
						t.TaskWith(sim.TaskOpts{Undeferred: true}, func(t *sim.T) { t.Flush() })
					}
				})
			})
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"task 0: ompt_task_initial thread 0; team 0: 1; omp_state_work_serial",
		"task 0: ompt_task_implicit thread 0; task 1: ompt_task_implicit thread 0; task 2: ompt_task_initial thread 0; " +
			"team 0: 3; team 1: 2; team 2: 1; omp_state_work_parallel",
		"task 0: ompt_task_explicit|ompt_task_undeferred thread 0; task 1: ompt_task_implicit thread 0; " +
			"task 2: ompt_task_implicit thread 0; task 3: ompt_task_initial thread 0; " +
			"team 0: 3; team 1: 2; team 2: 1; omp_state_work_parallel",
	}
	if diff := cmp.Diff(want, lt.lines); diff != "" {
		t.Errorf("inquiry (-want +got):\n%s", diff)
	}
}
