package main

import (
	"encoding/json"
	"fmt"
	"math"
	"opari2/internal/testlib"
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
	checkNesting(t, doc.TraceEvents)
	return doc.TraceEvents
}

// checkNesting: on every track the slices nest (a slice that starts
// inside another ends inside it), so that Perfetto draws each thread's
// call path, not only flat slices.
func checkNesting(t *testing.T, evs []traceEvent) {
	t.Helper()
	type slice struct{ start, end int64 }
	tracks := map[int][]slice{}
	for _, e := range evs {
		if e.Ph == "X" {
			start := int64(math.Round(e.Ts * 1000))
			tracks[e.Tid] = append(tracks[e.Tid], slice{start, start + int64(math.Round(e.Dur*1000))})
		}
	}
	for tid, ss := range tracks {
		sort.Slice(ss, func(i, j int) bool {
			if ss[i].start != ss[j].start {
				return ss[i].start < ss[j].start
			}
			return ss[i].end > ss[j].end
		})
		var open []slice
		for _, s := range ss {
			for len(open) > 0 && open[len(open)-1].end <= s.start {
				open = open[:len(open)-1]
			}
			if len(open) > 0 && s.end > open[len(open)-1].end {
				t.Errorf("track %d: slice %d-%d ns crosses the end of %d-%d", tid, s.start, s.end, open[len(open)-1].start, open[len(open)-1].end)
				return
			}
			open = append(open, s)
		}
	}
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

// TestStressTrace: 16 threads, 40,000 events each, in trace mode with a
// 1 MiB buffer: most records go through the scratch file, the rest stay in
// memory, and every interval is in the trace on its thread's track.
func TestStressTrace(t *testing.T) {
	lib := library(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "stress")
	testlib.Run(t, dir, nil, "gcc", "-O2", "-fopenmp", "-I", filepath.Join(testlib.RepoRoot(), "pomp2", "include"), "-o", prog, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "stress.c"), lib, "-lpthread")
	out := testlib.Run(t, dir, []string{"POMP2_OUTPUT_DIR=" + dir, "OMP_NUM_THREADS=16", "POMP2_TRACE=1", "POMP2_PROFILE=0", "POMP2_TRACE_BUFFER_MB=1"}, prog, "20000")
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
