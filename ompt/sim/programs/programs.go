// Package programs holds OpenMP-shaped sample programs for the simulated
// runtime, one or a few constructs each: the tests of the OMPT rules, the
// golden outputs of the printer tool and the benchmarks run them.
package programs

import (
	"fmt"

	"opari2/ompt"
	"opari2/ompt/device"
	"opari2/ompt/sim"
)

// Program is a sample program and what it needs of the runtime.
type Program struct {
	Name    string
	Threads int // default team size (0: 2)
	Devices int // simulated devices
	// MaxActiveLevels and Cancellation as sim.Options.
	MaxActiveLevels int
	Cancellation    bool
	Run             func(t *sim.T)
}

// Options returns the simulation options of p with the tool start and
// fresh devices.
func (p Program) Options(deterministic bool, tool ompt.StartToolFunc) sim.Options {
	o := sim.Options{NumThreads: p.Threads, Deterministic: deterministic, MaxActiveLevels: p.MaxActiveLevels,
		Cancellation: p.Cancellation}
	o.Runtime.Tool = tool
	for i := 0; i < p.Devices; i++ {
		o.Runtime.Devices = append(o.Runtime.Devices, device.New(device.Options{}))
	}
	return o
}

// All lists the programs in a fixed order.
var All = []Program{
	{Name: "parallel", Threads: 3, Run: parallel},
	{Name: "nested", Run: nested},
	{Name: "nested_limited", MaxActiveLevels: 1, Run: nested},
	{Name: "serialized", Run: serialized},
	{Name: "loop_static", Run: loopStatic},
	{Name: "loop_dynamic", Run: loopDynamic},
	{Name: "loop_guided", Threads: 3, Run: loopGuided},
	{Name: "ordered", Run: ordered},
	{Name: "sections", Run: sections},
	{Name: "single", Run: single},
	{Name: "master", Run: master},
	{Name: "critical", Threads: 3, Run: critical},
	{Name: "atomic", Run: atomic},
	{Name: "barrier", Run: barrier},
	{Name: "lock", Run: lock},
	{Name: "nest_lock", Run: nestLock},
	{Name: "flush", Run: flush},
	{Name: "tasks", Run: tasks},
	{Name: "task_if0_final", Run: taskIf0Final},
	{Name: "task_dependences", Run: taskDependences},
	{Name: "taskgroup", Run: taskgroup},
	{Name: "taskyield", Run: taskyield},
	{Name: "orphaned", Run: orphaned},
	{Name: "control_tool", Run: controlTool},
	{Name: "target_two_devices", Devices: 2, Run: targetTwoDevices},
	{Name: "mixed", Threads: 4, Devices: 1, Run: Mixed},
	{Name: "untied_migration", Run: untiedMigration},
	{Name: "taskyield_loop", Run: taskyieldLoop},
	{Name: "cancel_taskgroup", Cancellation: true, Run: cancelTaskgroup},
	{Name: "cancel_parallel_for", Cancellation: true, Run: cancelParallelFor},
	{Name: "initial_threads", Run: initialThreads},
	{Name: "teams", Run: teams},
	{Name: "events51", Run: events51},
}

// ByName finds a program.
func ByName(name string) (Program, error) {
	for _, p := range All {
		if p.Name == name {
			return p, nil
		}
	}
	return Program{}, fmt.Errorf("programs: no program %q", name)
}

func parallel(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {})
	t.Parallel(2, func(t *sim.T) {})
}

func nested(t *sim.T) {
	t.Parallel(2, func(t *sim.T) {
		t.Parallel(2, func(t *sim.T) {
			t.Parallel(2, func(t *sim.T) {})
		})
	})
}

func serialized(t *sim.T) {
	t.ParallelIf(false, 4, func(t *sim.T) {
		t.Barrier()
	})
	t.Parallel(1, func(t *sim.T) {})
}

func loopStatic(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.For(0, 10, sim.Static(0), func(t *sim.T, i int) {})
		t.Loop(sim.Loop{Lo: 0, Hi: 7, Schedule: sim.Static(2), NoWait: true}, func(t *sim.T, i int) {})
	})
}

func loopDynamic(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.For(0, 10, sim.Dynamic(2), func(t *sim.T, i int) {})
	})
}

func loopGuided(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.For(0, 40, sim.Guided(2), func(t *sim.T, i int) {})
	})
}

func ordered(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Loop(sim.Loop{Lo: 0, Hi: 6, Schedule: sim.Dynamic(1), Ordered: true}, func(t *sim.T, i int) {
			if i != 3 { // iteration 3 has no ordered region: the others still keep their order
				t.Ordered(func() {})
			}
		})
	})
}

func sections(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Sections(func(t *sim.T) {}, func(t *sim.T) {}, func(t *sim.T) {})
		t.SectionsNowait(func(t *sim.T) {})
	})
}

func single(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Single(func(t *sim.T) {})
		t.SingleNowait(func(t *sim.T) {})
	})
}

func master(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Master(func(t *sim.T) {})
	})
}

func critical(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Critical("", func(t *sim.T) {})
		t.Critical("named", func(t *sim.T) {
			t.Critical("", func(t *sim.T) {})
		})
	})
}

func atomic(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Atomic(func() {})
	})
}

func barrier(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Barrier()
		t.Barrier()
	})
}

func lock(t *sim.T) {
	var l *sim.Lock
	t.Parallel(0, func(t *sim.T) {
		t.Single(func(t *sim.T) { l = t.InitLock() })
		t.SetLock(l)
		t.UnsetLock(l)
		t.Barrier()
		t.Master(func(t *sim.T) { t.SetLock(l) })
		t.Barrier()
		if t.ThreadNum() == 1 && t.TestLock(l) { // held by thread 0: the test fails
			t.UnsetLock(l)
		}
		t.Barrier()
		t.Master(func(t *sim.T) {
			t.UnsetLock(l)
			if t.TestLock(l) {
				t.UnsetLock(l)
			}
		})
		t.Barrier()
		t.Single(func(t *sim.T) { t.DestroyLock(l) })
	})
}

func nestLock(t *sim.T) {
	var l *sim.NestLock
	t.Parallel(0, func(t *sim.T) {
		t.Single(func(t *sim.T) { l = t.InitNestLock() })
		t.SetNestLock(l)
		t.SetNestLock(l)
		t.TestNestLock(l)
		t.UnsetNestLock(l)
		t.UnsetNestLock(l)
		t.UnsetNestLock(l)
		t.Barrier()
		t.Single(func(t *sim.T) { t.DestroyNestLock(l) })
	})
}

func flush(t *sim.T) {
	t.Flush()
	t.Parallel(0, func(t *sim.T) { t.Flush() })
}

func tasks(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Single(func(t *sim.T) {
			for i := 0; i < 3; i++ {
				t.Task(func(t *sim.T) {})
			}
			t.Taskwait()
			t.TaskWith(sim.TaskOpts{Untied: true, Mergeable: true}, func(t *sim.T) {
				t.Task(func(t *sim.T) {}) // a child of an explicit task
				t.Taskwait()
			})
		})
	})
}

func taskIf0Final(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Master(func(t *sim.T) {
			t.TaskWith(sim.TaskOpts{Undeferred: true}, func(t *sim.T) {})
			t.TaskWith(sim.TaskOpts{Final: true}, func(t *sim.T) {
				t.Task(func(t *sim.T) {}) // included: undeferred and final
			})
			t.Taskwait()
		})
	})
}

// Variables of the dependence programs (addresses only identify them).
const (
	varA uintptr = 0xa0
	varB uintptr = 0xb0
)

func taskDependences(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Single(func(t *sim.T) {
			t.TaskWith(sim.TaskOpts{Depend: []sim.Dep{sim.Out(varA)}}, func(t *sim.T) {})
			t.TaskWith(sim.TaskOpts{Depend: []sim.Dep{sim.In(varA)}}, func(t *sim.T) {})
			t.TaskWith(sim.TaskOpts{Depend: []sim.Dep{sim.In(varA), sim.Out(varB)}}, func(t *sim.T) {})
			t.TaskWith(sim.TaskOpts{Depend: []sim.Dep{sim.InOut(varA), sim.In(varB)}}, func(t *sim.T) {})
			t.TaskWith(sim.TaskOpts{Undeferred: true, Depend: []sim.Dep{sim.In(varA)}}, func(t *sim.T) {})
			t.Taskwait()
		})
	})
}

func taskgroup(t *sim.T) {
	t.Parallel(0, func(t *sim.T) {
		t.Master(func(t *sim.T) {
			t.Taskgroup(func(t *sim.T) {
				t.Task(func(t *sim.T) {
					t.Task(func(t *sim.T) {}) // a descendant: the taskgroup waits for it too
				})
			})
		})
	})
}

func taskyield(t *sim.T) {
	t.Parallel(1, func(t *sim.T) {
		t.Task(func(t *sim.T) {})
		t.Taskyield()
	})
}

// orphaned worksharing and synchronization in the initial task: a team of
// one.
func orphaned(t *sim.T) {
	t.For(0, 3, sim.Static(0), func(t *sim.T, i int) {})
	t.Single(func(t *sim.T) {})
	t.Task(func(t *sim.T) {})
	t.Barrier()
}

func controlTool(t *sim.T) {
	t.ControlTool(1, 0, nil)
	t.Parallel(0, func(t *sim.T) { t.ControlTool(64, 7, "arg") })
}

// Host variables of the target programs.
const (
	hostX uintptr = 0x10000
	hostY uintptr = 0x20000
)

func targetTwoDevices(t *sim.T) {
	t.TargetEnterData(1, []sim.Map{sim.MapTo(hostY, 4096)})
	t.Parallel(2, func(t *sim.T) {
		dev := t.ThreadNum()
		t.Target(dev, []sim.Map{sim.MapToFrom(hostX, 800), sim.MapTo(hostY, 4096)}, 16, nil)
	})
	t.TargetUpdate(1, []sim.Map{sim.MapFrom(hostY, 4096)})
	t.TargetExitData(1, []sim.Map{sim.MapFrom(hostY, 4096)})
}

// Mixed is a program of every kind of construct at once (for tests of
// whole executions and for benchmarks).
func Mixed(t *sim.T) {
	var l *sim.Lock
	t.Parallel(0, func(t *sim.T) {
		t.Single(func(t *sim.T) { l = t.InitLock() })
		t.For(0, 64, sim.Dynamic(4), func(t *sim.T, i int) {
			if i%16 == 0 {
				t.Critical("", func(t *sim.T) {})
			}
		})
		t.Loop(sim.Loop{Lo: 0, Hi: 8, Schedule: sim.Static(1), Ordered: true}, func(t *sim.T, i int) {
			t.Ordered(func() {})
		})
		t.Parallel(2, func(t *sim.T) {
			t.SetLock(l)
			t.UnsetLock(l)
			t.Sections(func(t *sim.T) {}, func(t *sim.T) {})
		})
		t.Single(func(t *sim.T) {
			for i := 0; i < 8; i++ {
				dep := sim.In(varA)
				if i%3 == 0 {
					dep = sim.InOut(varA)
				}
				t.TaskWith(sim.TaskOpts{Depend: []sim.Dep{dep}}, func(t *sim.T) { t.Flush() })
			}
			t.Taskgroup(func(t *sim.T) {
				t.Task(func(t *sim.T) { t.Task(func(t *sim.T) {}) })
			})
		})
		t.Master(func(t *sim.T) {
			t.Target(0, []sim.Map{sim.MapToFrom(hostX, 1024)}, 8, nil)
		})
		t.Barrier()
		t.Single(func(t *sim.T) { t.DestroyLock(l) })
	})
}

// untiedMigration: untied tasks suspend at a taskyield while another task
// is ready, and the thread that takes them up again (any of the team)
// resumes them; the flush shows where.
func untiedMigration(t *sim.T) {
	t.Parallel(2, func(t *sim.T) {
		t.Master(func(t *sim.T) {
			for i := 0; i < 3; i++ {
				t.TaskWith(sim.TaskOpts{Untied: true}, func(t *sim.T) {
					t.Taskyield()
					t.Flush()
				})
			}
		})
	})
}

// taskyieldLoop: tied and untied tasks, each yielding in a loop.
func taskyieldLoop(t *sim.T) {
	work := func(t *sim.T) {
		for j := 0; j < 2; j++ {
			t.Taskyield()
		}
	}
	t.Parallel(2, func(t *sim.T) {
		t.Single(func(t *sim.T) {
			for i := 0; i < 2; i++ {
				t.Task(work)
				t.TaskWith(sim.TaskOpts{Untied: true}, work)
			}
			t.Taskwait()
		})
	})
}

// cancelTaskgroup: a task cancels its taskgroup; the tasks of the group
// that have not started are discarded, those that run leave at their
// cancellation point.
func cancelTaskgroup(t *sim.T) {
	t.Parallel(2, func(t *sim.T) {
		t.Master(func(t *sim.T) {
			t.Taskgroup(func(t *sim.T) {
				for i := 0; i < 4; i++ {
					t.Task(func(t *sim.T) {
						if i == 0 && t.Cancel(sim.CancelTaskgroup) {
							return
						}
						if t.CancellationPoint(sim.CancelTaskgroup) {
							return
						}
						t.Flush()
					})
				}
			})
		})
	})
}

// cancelParallelFor: thread 0 cancels the parallel region (its task,
// not started, is discarded) and then a loop; thread 1 goes round a
// cancellation point until it detects each.
func cancelParallelFor(t *sim.T) {
	t.Parallel(2, func(t *sim.T) {
		if t.ThreadNum() == 0 {
			t.Task(func(t *sim.T) { t.Flush() })
			t.Cancel(sim.CancelParallel)
			return
		}
		for !t.CancellationPoint(sim.CancelParallel) {
		}
	})
	t.Parallel(2, func(t *sim.T) {
		t.For(0, 8, sim.Static(0), func(t *sim.T, i int) {
			if i == 0 && t.Cancel(sim.CancelLoop) {
				return
			}
			for !t.CancellationPoint(sim.CancelLoop) {
			}
		})
	})
}

// initialThreads: two native threads (std::thread) each run parallel
// regions: each is an initial thread with an initial task of its own.
func initialThreads(t *sim.T) {
	regions := func(t *sim.T) {
		for r := 0; r < 2; r++ {
			t.Parallel(2, func(t *sim.T) { t.Flush() })
		}
	}
	t.InitialThreads(regions, regions)
}

// teams: a league of two teams on the host, each of whose initial threads
// forks a team of two.
func teams(t *sim.T) {
	t.Teams(2, func(t *sim.T) {
		t.Parallel(2, func(t *sim.T) { t.Flush() })
	})
}

// events51 has the OpenMP 5.x events: a loop with a reduction (its chunks
// dispatched), a scope, an error directive, a taskwait with depend
// clauses and detached tasks fulfilled before and after they ended.
func events51(t *sim.T) {
	t.Parallel(2, func(t *sim.T) {
		t.Loop(sim.Loop{Lo: 0, Hi: 4, Schedule: sim.Dynamic(2), Reduction: true}, func(t *sim.T, i int) {})
		t.Scope(func(t *sim.T) {})
		t.Master(func(t *sim.T) {
			t.Error(ompt.SeverityWarning, "a warning from the program")
			t.TaskWith(sim.TaskOpts{Depend: []sim.Dep{sim.Out(varA)}}, func(t *sim.T) {})
			t.TaskwaitDepend(sim.In(varA))
			early, late := sim.NewEvent(), sim.NewEvent()
			t.TaskWith(sim.TaskOpts{Detach: early}, func(t *sim.T) { t.Fulfill(early) })
			t.TaskWith(sim.TaskOpts{Detach: late}, func(t *sim.T) {})
			t.Taskyield()
			t.Fulfill(late)
		})
	})
}
