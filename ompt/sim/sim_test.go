package sim_test

import (
	"fmt"
	"testing"

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

var _ = ompt.IDNone
