package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// traceEvent is an event of the Chrome trace-event format as we write it.
type traceEvent struct {
	Name, Cat, Ph, Bp string
	Ts, Dur           float64
	Pid, Tid          int
	ID                int64
	Args              map[string]any
}

// outputDir is the one measurement directory a run made under dir.
func outputDir(t *testing.T, dir string) string {
	t.Helper()
	matches, _ := filepath.Glob(filepath.Join(dir, "pomp2-*"))
	if len(matches) != 1 {
		t.Fatalf("measurement directories under %s: %v", dir, matches)
	}
	return matches[0]
}

// readTrace parses the trace of the run under dir as JSON, fails on
// anything but a complete document, and checks what Perfetto needs: every
// slice on a named thread track, one process, times not negative.
func readTrace(t *testing.T, dir string) []traceEvent {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(outputDir(t, dir), "trace.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		DisplayTimeUnit string
		TraceEvents     []traceEvent
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatalf("trace.json is not JSON: %v", err)
	}
	named, pids := map[int]bool{}, map[int]bool{}
	for _, e := range doc.TraceEvents {
		pids[e.Pid] = true
		if e.Ph == "M" && e.Name == "thread_name" {
			named[e.Tid] = true
		}
		if e.Ts < 0 || e.Dur < 0 {
			t.Errorf("negative time: %+v", e)
		}
	}
	for _, e := range doc.TraceEvents {
		if e.Ph == "X" && !named[e.Tid] {
			t.Errorf("slice on unnamed track %d: %+v", e.Tid, e)
			break
		}
	}
	if len(pids) != 1 {
		t.Errorf("pids %v", pids)
	}
	return doc.TraceEvents
}

// sliceCounts counts the complete events by name without the source
// location ("task", "task create", "critical (body) critical(acc)").
func sliceCounts(evs []traceEvent) map[string]int {
	m := map[string]int{}
	for _, e := range evs {
		if e.Ph == "X" {
			m[strings.SplitN(e.Name, " @", 2)[0]]++
		}
	}
	return m
}

func argInt(e traceEvent, name string) (int64, bool) {
	v, ok := e.Args[name].(float64)
	return int64(v), ok
}

// TestTraceTasks: the trace of the task program, once held in memory and
// once spilled to the scratch file (POMP2_TRACE_BUFFER_MB=0): the same
// slices; every executed task has a distinct id, created by exactly one
// task-create slice and joined to it by a flow arrow; no scratch or
// temporary file is left behind.
func TestTraceTasks(t *testing.T) {
	dir, prog := buildProgramOpts(t, filepath.Join(repoRoot(), "testdata", "pomp2"), []string{"tasks.c"}, []string{"--untied=keep,no-warn"})
	var counts []map[string]int
	for _, buffer := range []string{"512", "0"} {
		t.Run("buffer"+buffer, func(t *testing.T) {
			out := t.TempDir()
			sh(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_TRACE=1", "POMP2_QUIET=1", "POMP2_OUTPUT_DIR=" + out, "POMP2_TRACE_BUFFER_MB=" + buffer}, prog)
			evs := readTrace(t, out)
			files, _ := os.ReadDir(outputDir(t, out))
			var names []string
			for _, f := range files {
				names = append(names, f.Name())
			}
			if d := cmp.Diff([]string{"profile.json", "profile.txt", "trace.json"}, names); d != "" {
				t.Errorf("files (-want +got):\n%s", d)
			}
			c := sliceCounts(evs)
			counts = append(counts, c)
			if c["task parallel"] != 0 || c["task task"] != 7 || c["task create task"] != 7 || c["untied task task"] != 1 || c["taskwait taskwait"] != 8 {
				t.Errorf("slices: %v", c)
			}
			created := map[int64]int{}
			for _, e := range evs {
				if e.Ph == "X" && strings.HasPrefix(e.Name, "task create ") {
					id, ok := argInt(e, "new task")
					if !ok {
						t.Fatalf("task create without new task: %+v", e)
					}
					created[id]++
				}
			}
			run := map[int64]int{}
			flows := map[string]map[int64]int{"s": {}, "f": {}}
			for _, e := range evs {
				switch {
				case e.Ph == "X" && strings.HasPrefix(e.Name, "task task"):
					id, _ := argInt(e, "task")
					run[id]++
					if created[id] != 1 {
						t.Errorf("task %d ran, created %d times", id, created[id])
					}
				case e.Ph == "s" || e.Ph == "f":
					flows[e.Ph][e.ID]++
				}
			}
			if len(run) != 7 {
				t.Errorf("%d distinct task ids among 7 tasks: %v", len(run), run)
			}
			if !cmp.Equal(flows["s"], created) || !cmp.Equal(flows["f"], run) {
				t.Errorf("flows %v, created %v, run %v", flows, created, run)
			}
		})
	}
	if len(counts) == 2 {
		if d := cmp.Diff(counts[0], counts[1]); d != "" {
			t.Errorf("in memory and spilled traces differ (-memory +spilled):\n%s", d)
		}
	}
}

// TestStressTrace: 16 threads, 40,000 events each, in trace mode with a
// 1 MiB buffer: most records go through the scratch file, the rest stay in
// memory, and every interval is in the trace on its thread's track.
func TestStressTrace(t *testing.T) {
	lib := library(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "stress")
	sh(t, dir, nil, "gcc", "-O2", "-fopenmp", "-I", filepath.Join(repoRoot(), "pomp2", "include"), "-o", prog, filepath.Join(repoRoot(), "testdata", "pomp2", "stress.c"), lib, "-lpthread")
	out := sh(t, dir, []string{"POMP2_OUTPUT_DIR=" + dir, "OMP_NUM_THREADS=16", "POMP2_TRACE=1", "POMP2_PROFILE=0", "POMP2_TRACE_BUFFER_MB=1"}, prog, "20000")
	if !strings.Contains(out, "320000\n") || !strings.Contains(out, "pomp2: 640002 events") {
		t.Fatalf("program output: %s", out)
	}
	perTrack := map[int]int{}
	for _, e := range readTrace(t, dir) {
		if e.Ph == "X" {
			perTrack[e.Tid]++
		}
	}
	var got []string
	for tid, n := range perTrack {
		got = append(got, fmt.Sprintf("%d:%d", tid, n))
	}
	sort.Strings(got)
	var want []string
	for tid := 0; tid < 16; tid++ {
		want = append(want, fmt.Sprintf("%d:%d", tid, 20000))
	}
	sort.Strings(want)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("slices per track (-want +got):\n%s", d)
	}
}
