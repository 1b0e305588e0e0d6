// Command mytool is a tool library for LLVM's libomp with one more Go
// tool, "migrations", written outside the opari2 packages: it counts the
// explicit tasks, the switches into them, and the switches that resumed
// a task on another thread than the one it ran on before.
//
//	go build -buildmode=c-shared -o libmytool-ompt.so .
//	OMP_TOOL_LIBRARIES=$PWD/libmytool-ompt.so OPARI2_OMPT_TOOL=migrations ./prog
package main

import (
	"fmt"
	"io"

	"opari2/ompt"
	_ "opari2/ompt/libomp/toollib" // the tool library: libomp's callbacks, the replay, the sample tools
)

func main() {}

func init() {
	// found by OPARI2_OMPT_TOOL=migrations; env.Out is the run's output
	// (OPARI2_OMPT_OUTPUT or stderr), where the library writes Summary
	ompt.RegisterToolMaker("migrations", func(env ompt.ToolEnv) (*ompt.Tool, error) {
		m := &migrations{}
		return &ompt.Tool{Start: m.start, Summary: m.summary}, nil
	})
}

// migrations is the tool. The library replays every thread's events on
// one goroutine, so its callbacks never run at once.
type migrations struct {
	tasks, switches, moved int
}

// task is what the tool keeps in an explicit task's ompt_data_t.
type task struct{ last *ompt.Thread }

func (m *migrations) start(ompVersion uint32, runtimeVersion string) *ompt.Fns {
	return &ompt.Fns{Initialize: m.initialize, Finalize: func(*ompt.Data) {}}
}

func (m *migrations) initialize(lookup ompt.FunctionLookup, initialDevice int, toolData *ompt.Data) int {
	set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
	set(ompt.CallbackTaskCreate, ompt.TaskCreateFunc(func(t *ompt.Thread, parent *ompt.Data, frame *ompt.Frame,
		newTask *ompt.Data, flags ompt.TaskType, deps bool, codeptr uintptr) {
		if flags&ompt.TaskExplicit != 0 {
			m.tasks++
			newTask.Ptr = &task{}
		}
	}))
	set(ompt.CallbackTaskSchedule, ompt.TaskScheduleFunc(func(t *ompt.Thread, prior *ompt.Data,
		status ompt.TaskStatus, next *ompt.Data) {
		if status != ompt.TaskOthers && status != ompt.TaskYield {
			return // not a switch into next: a completion, or an event of a detached task
		}
		if k, ok := next.Ptr.(*task); ok {
			m.switches++
			if k.last != nil && k.last != t {
				m.moved++
			}
			k.last = t
		}
	}))
	return 1
}

func (m *migrations) summary(w io.Writer, prefix string) error {
	_, err := fmt.Fprintf(w, "%smigrations: %d tasks, %d switches into them, %d resumed on another thread\n",
		prefix, m.tasks, m.switches, m.moved)
	return err
}
