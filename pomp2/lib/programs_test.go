package main

import (
	"fmt"
	"opari2/internal/testlib"
	"opari2/pomp2/report"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Our own test programs (testdata/pomp2) exist in C and in Fortran (free
// form): each test runs both, instrumented, compiled, linked with an init
// file and the library, and checks the same echo, profile and trace.

type language struct {
	name string
	ext  string
	link []string
	// loop is the region type and profile activity of a worksharing loop
	loop string
}

var languages = []language{
	{name: "C", ext: ".c", loop: "for"},
	{name: "Fortran", ext: ".f90", link: []string{"-lgfortran"}, loop: "do"},
}

// forEachLanguage builds program base (tasks, sync, counts) in each
// language with the instrumenter flags and runs check on it.
func forEachLanguage(t *testing.T, base string, flags []string, check func(t *testing.T, l language, dir, prog string)) {
	for _, l := range languages {
		t.Run(l.name, func(t *testing.T) {
			dir, prog := buildProgramOpts(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{base + l.ext}, flags, l.link...)
			check(t, l, dir, prog)
		})
	}
}

// readProfile reads the flat view of profile.json of the run under dir.
func readProfile(t *testing.T, dir string) []report.Row {
	t.Helper()
	p, err := report.Read(outputDir(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	return p.Rows()
}

// TestProfileVisitCounts checks exact visit counts in the profile of a
// program with known structure, and that the profile is sorted.
func TestProfileVisitCounts(t *testing.T) {
	forEachLanguage(t, "counts", nil, func(t *testing.T, l language, dir, prog string) {
		checkCounts(t, l, dir, prog)
	})
}

// TestNoInitFile: the counts program linked without its init file: every
// region is registered from its CTC string at its first event, once,
// although both threads meet most regions at the same time.
func TestNoInitFile(t *testing.T) {
	forEachLanguage(t, "counts", nil, func(t *testing.T, l language, dir, prog string) {
		noInit := filepath.Join(dir, "prog-noinit")
		link(t, dir, noInit, objects(t, dir), library(t), l.link...)
		summary := checkCounts(t, l, dir, noInit)
		if !strings.Contains(summary, " 6 regions;") {
			t.Errorf("summary %q: want 6 regions", summary)
		}
	})
}

// checkCounts runs the counts program and checks its output and profile;
// it returns the library's summary line (on stderr; C flushes stdout after
// it, at exit).
func checkCounts(t *testing.T, l language, dir, prog string) string {
	t.Helper()
	runDir := t.TempDir()
	out := testlib.Run(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR=" + runDir}, prog)
	var result, summary string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "pomp2: ") {
			summary = line
		} else if line != "" {
			result = line
		}
	}
	if result != "29703 300" {
		t.Errorf("program output %q", out)
	}
	rows := readProfile(t, runDir)
	visits := map[string]int64{}
	for i, r := range rows {
		visits[fmt.Sprintf("%s|%s|%d", strings.SplitN(r.Region, " @", 2)[0], r.Activity, r.Thread)] += r.Visits
		if i > 0 && rows[i-1].InclNs < r.InclNs {
			t.Errorf("profile not sorted at row %d", i)
		}
	}
	want := map[string]int64{
		"parallel|fork/join|0":                  3,
		"parallel|parallel|0":                   3,
		"parallel|parallel|1":                   3,
		l.loop + "|" + l.loop + "|0":            3,
		l.loop + "|" + l.loop + "|1":            3,
		l.loop + "|implicit barrier|0":          3,
		l.loop + "|implicit barrier|1":          3,
		"critical(acc)|critical (body)|0":       150,
		"critical(acc)|critical (body)|1":       150,
		"critical(acc)|critical (enter/exit)|0": 150,
		"critical(acc)|critical (enter/exit)|1": 150,
		"atomic|atomic|0":                       150,
		"atomic|atomic|1":                       150,
		"single|single (enter/exit)|0":          3,
		"single|single (enter/exit)|1":          3,
		"single|implicit barrier|0":             3,
		"single|implicit barrier|1":             3,
		"parallel|implicit barrier|0":           3,
		"parallel|implicit barrier|1":           3,
		"phase|user region|0":                   1,
	}
	var diffs []string
	for k, v := range want {
		if visits[k] != v {
			diffs = append(diffs, fmt.Sprintf("%s: %d visits, want %d", k, visits[k], v))
		}
	}
	sort.Strings(diffs)
	for _, d := range diffs {
		t.Error(d)
	}
	// the body of the single construct ran once per repetition, on
	// either thread
	if n := visits["single|single (body)|0"] + visits["single|single (body)|1"]; n != 3 {
		t.Errorf("single body: %d visits, want 3", n)
	}
	return summary
}

// countLines counts echo lines (without the thread prefix) of all threads.
func countLines(out string) map[string]int {
	m := map[string]int{}
	for _, lines := range perThread(out) {
		for _, l := range lines {
			m[strings.TrimSpace(l[4:])]++
		}
	}
	return m
}

// TestTaskIDs: tasks get distinct ids, if(0) tasks are not reported as
// tasks, untied tasks and taskwait suspend and resume the right ids.
func TestTaskIDs(t *testing.T) {
	forEachLanguage(t, "tasks", []string{"--untied=keep,no-warn"}, func(t *testing.T, l language, dir, prog string) {
		env := []string{"OMP_NUM_THREADS=2", "POMP2_ECHO=1", "POMP2_PROFILE=0", "POMP2_QUIET=1"}
		out := testlib.Run(t, dir, env, prog)
		if !strings.Contains(out, "8 1\n") {
			t.Fatalf("program output:\n%s", out)
		}
		c := countLines(out)
		// work(d) creates T(d) = 1 + 2 T(d-1) instrumented tasks (the if(0)
		// task runs its body inline and reports no task events): T(3) = 7
		if c["task create begin"] != 7 || c["task begin"] != 7 || c["task end"] != 7 || c["task create end"] != 7 {
			t.Errorf("task events: %v", c)
		}
		// taskwaits: W(d) = 1 + 2 W(d-1), W(3) = 7, plus one in main
		if c["begin  taskwait"] != 8 || c["end  taskwait"] != 8 {
			t.Errorf("taskwait events: begin %d end %d", c["begin  taskwait"], c["end  taskwait"])
		}
		if c["create  untied task"] != 1 || c["created  untied task"] != 1 || c["fork  parallel"] != 1 || c["join  parallel"] != 1 {
			t.Errorf("untied task and parallel events: %v", c)
		}
		// every thread resumes, after each taskwait and untied creation,
		// the task it suspended; the untied task starts and ends with one id
		untied := map[string]int{}
		for th, lines := range perThread(out) {
			var stack []string
			for _, line := range lines {
				text := strings.TrimSpace(line[4:])
				switch {
				case strings.HasPrefix(text, "suspend task: "), strings.HasPrefix(text, "suspend task "):
					stack = append(stack, text[strings.LastIndex(text, " ")+1:])
				case strings.HasPrefix(text, "resume task: "), strings.HasPrefix(text, "resume task "):
					id := text[strings.LastIndex(text, " ")+1:]
					if len(stack) == 0 || stack[len(stack)-1] != id {
						t.Errorf("thread %d: %q does not resume the suspended task (stack %v)", th, text, stack)
					} else {
						stack = stack[:len(stack)-1]
					}
				case strings.HasPrefix(text, "start  untied task "), strings.HasPrefix(text, "end  untied task "):
					untied[text[strings.LastIndex(text, " ")+1:]]++
				}
			}
			if len(stack) != 0 {
				t.Errorf("thread %d: tasks suspended and never resumed: %v", th, stack)
			}
		}
		if len(untied) != 1 {
			t.Errorf("untied task start/end lines: %v", untied)
		}
		for id := range untied {
			if id == "0" || untied[id] != 2 {
				t.Errorf("untied task %s: %d start/end lines", id, untied[id])
			}
		}
	})
}

// TestSyncCounts: locks, nest locks, sections, ordered, master, flush,
// barrier, single and a user region are all reported, with exact counts.
func TestSyncCounts(t *testing.T) {
	forEachLanguage(t, "sync", nil, func(t *testing.T, l language, dir, prog string) {
		out := testlib.Run(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_ECHO=1", "POMP2_PROFILE=0", "POMP2_QUIET=1"}, prog)
		c := countLines(out)
		want := map[string]int{
			"init lock": 1, "init nestlock": 1, "destroy lock": 1, "destroy nestlock": 1,
			"set lock": 2, "unset lock": 4, "set nestlock": 4, "unset nestlock": 4,
			"enter sections": 2, "exit  sections": 2, "begin section": 2, "end   section": 2,
			"enter ordered": 4, "exit ordered": 4, "begin ordered": 4, "end ordered": 4,
			"begin master": 1, "end   master": 1, "enter flush": 2, "exit  flush": 2,
			"enter barrier": 2, "exit  barrier": 2, "enter single": 2, "exit  single": 2,
			"begin single": 1, "end   single": 1, "begin region all": 1, "end   region all": 1,
			"enter for": 2, "exit  for": 2, "fork  parallel": 1, "join  parallel": 1,
			"begin parallel": 2, "end   parallel": 2,
		}
		for k, v := range want {
			if c[k] != v {
				t.Errorf("%q: %d, want %d", k, c[k], v)
			}
		}
		if c["test lock"] < 2 {
			t.Errorf("test lock: %d", c["test lock"])
		}
	})
}

// TestTraceTasks: the trace of the task program, once held in memory and
// once spilled to the scratch file (POMP2_TRACE_BUFFER_MB=0): the same
// slices; every executed task has a distinct id, created by exactly one
// task-create slice and joined to it by a flow arrow; no scratch or
// temporary file is left behind.
func TestTraceTasks(t *testing.T) {
	forEachLanguage(t, "tasks", []string{"--untied=keep,no-warn"}, func(t *testing.T, l language, dir, prog string) {
		var counts []map[string]int
		for _, buffer := range []string{"512", "0"} {
			t.Run("buffer"+buffer, func(t *testing.T) {
				out := t.TempDir()
				testlib.Run(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_TRACE=1", "POMP2_QUIET=1", "POMP2_OUTPUT_DIR=" + out, "POMP2_TRACE_BUFFER_MB=" + buffer}, prog)
				evs := readTrace(t, out)
				checkTaskTrace(t, evs)
				files, _ := os.ReadDir(outputDir(t, out))
				var names []string
				for _, f := range files {
					names = append(names, f.Name())
				}
				if d := cmp.Diff([]string{"profile.cubex", "profile.folded", "profile.json", "profile.txt", "trace.json"}, names); d != "" {
					t.Errorf("files (-want +got):\n%s", d)
				}
				counts = append(counts, sliceCounts(evs))
			})
		}
		if len(counts) == 2 {
			if d := cmp.Diff(counts[0], counts[1]); d != "" {
				t.Errorf("in memory and spilled traces differ (-memory +spilled):\n%s", d)
			}
		}
	})
}

func checkTaskTrace(t *testing.T, evs []traceEvent) {
	t.Helper()
	c := sliceCounts(evs)
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
}
