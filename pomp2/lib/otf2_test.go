package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"opari2/internal/testlib"
	"opari2/pomp2/report"
)

var (
	otf2Event   = regexp.MustCompile(`(?m)^(ENTER|LEAVE|THREAD_FORK|THREAD_JOIN|THREAD_ACQUIRE_LOCK|THREAD_RELEASE_LOCK|THREAD_TEAM_BEGIN|THREAD_TEAM_END|THREAD_TASK_CREATE|THREAD_TASK_SWITCH|THREAD_TASK_COMPLETE)\s+(\d+)\s+(\d+)\s+(.*)$`)
	otf2Acquire = regexp.MustCompile(`Lock: (\d+), Acquisition Order: (\d+)`)
	otf2Team    = regexp.MustCompile(`Thread Team: "[^"]*" <(\d+)>`)
	otf2Comm    = regexp.MustCompile(`(?m)^COMM\s+(\d+)\s+.*Group: "[^"]*" <(\d+)>`)
	otf2Group   = regexp.MustCompile(`(?m)^GROUP\s+(\d+)\s+.*Members: (.*)$`)
	otf2Member  = regexp.MustCompile(`<(\d+)>`)
	otf2Task    = regexp.MustCompile(`Thread Team: "[^"]*" <(\d+)>, Creating Thread: (\d+) .*Generation Number: (\d+)`)
)

// TestTraceOTF2: POMP2_TRACE=otf2 writes an OTF2 archive (traces.otf2,
// traces.def, traces/) that OTF2's own otf2-print reads: every interval of
// the profile is an Enter and a Leave of its region, named as Score-P
// names it, on its thread's location; each fork/join is a ThreadFork and
// a ThreadJoin; each critical body and lock a ThreadAcquireLock and a
// ThreadReleaseLock; each member's implicit task of a parallel region is
// inside a ThreadTeamBegin and ThreadTeamEnd of a thread team whose group
// holds the member's location (nested teams are teams of their own); each
// explicit task is created once (inside its create region), switched to
// before its region's Enter and completed once after its Leave; the
// definitions name the regions with their files and lines, the locations,
// the process and the clock. A stopped run's archive says so.
// testdata/pomp2/answers (C and Fortran: nested teams, tasks, a critical,
// a user region), 2 threads.
func TestTraceOTF2(t *testing.T) {
	print, err := exec.LookPath("otf2-print")
	if err != nil {
		t.Skip("otf2-print not installed (Debian otf2-tools)")
	}
	forEachLanguage(t, "answers", nil, func(t *testing.T, l language, dir, prog string) {
		out := t.TempDir()
		testlib.Run(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_QUIET=1", "POMP2_TRACE=otf2", "POMP2_OUTPUT_DIR=" + out}, prog)
		run := outputDir(t, out)
		archive := filepath.Join(run, "traces.otf2")
		for _, f := range []string{archive, filepath.Join(run, "traces.def"), filepath.Join(run, "traces", "0.evt")} {
			if _, err := os.Stat(f); err != nil {
				if strings.Contains(err.Error(), "no such file") {
					t.Skipf("no OTF2 archive (libpomp2 without OTF2?): %v", err)
				}
				t.Fatal(err)
			}
		}
		events, err := exec.Command(print, archive).CombinedOutput()
		if err != nil {
			t.Fatalf("otf2-print: %v\n%s", err, events)
		}
		defs, err := exec.Command(print, "-G", archive).CombinedOutput()
		if err != nil {
			t.Fatalf("otf2-print -G: %v\n%s", err, defs)
		}
		p, err := report.Read(run)
		if err != nil {
			t.Fatal(err)
		}
		// the profile's intervals: visits of each path but fork/join and
		// the task runs' leaves (their task's visits under TASKS)
		var intervals, forks, locks int64
		p.Root.Walk(func(_ []*report.Node, n *report.Node) {
			if report.IsTaskRun(n.Activity) {
				return
			}
			switch n.Activity {
			case "fork/join":
				forks += n.Sum(nil).Visits
				return
			case "critical (body)", "lock wait", "nest lock wait":
				locks += n.Sum(nil).Visits
			}
			intervals += n.Sum(nil).Visits
		})
		count := map[string]int64{}
		open := map[string]int{}
		type acquisition struct {
			ns    int64
			order int
		}
		acquired := map[string][]acquisition{}
		for _, m := range otf2Event.FindAllStringSubmatch(string(events), -1) {
			count[m[1]]++
			if a := otf2Acquire.FindStringSubmatch(m[4]); a != nil && m[1] == "THREAD_ACQUIRE_LOCK" {
				ns, _ := strconv.ParseInt(m[3], 10, 64)
				order, _ := strconv.Atoi(a[2])
				acquired[a[1]] = append(acquired[a[1]], acquisition{ns, order})
			}
			switch m[1] {
			case "ENTER":
				open[m[2]]++
			case "LEAVE":
				open[m[2]]--
				if open[m[2]] < 0 {
					t.Fatalf("location %s leaves more than it entered", m[2])
				}
			}
		}
		if count["ENTER"] != intervals || count["LEAVE"] != intervals || count["THREAD_FORK"] != forks || count["THREAD_JOIN"] != forks ||
			count["THREAD_ACQUIRE_LOCK"] != locks || count["THREAD_RELEASE_LOCK"] != locks || locks == 0 {
			t.Errorf("events %v; the profile has %d intervals, %d forks, %d critical bodies and lock waits", count, intervals, forks, locks)
		}
		// a fork says the team size it asked for
		if forks := regexp.MustCompile(`THREAD_FORK .*# Requested Threads: (\d+)`).FindAllStringSubmatch(string(events), -1); len(forks) == 0 {
			t.Errorf("no fork")
		} else {
			for _, f := range forks {
				if f[1] == "0" {
					t.Errorf("a fork that asked for no thread: %s", f[0])
				}
			}
		}
		// each lock's acquisitions are numbered in time order
		for lock, as := range acquired {
			sort.Slice(as, func(i, j int) bool { return as[i].ns < as[j].ns || as[i].ns == as[j].ns && as[i].order < as[j].order })
			for i, a := range as {
				if a.order != i {
					t.Errorf("lock %s: acquisitions out of order: %v", lock, as)
					break
				}
			}
		}
		// every location's event count in the definitions is what it holds
		perLoc := map[string]int{}
		for _, m := range regexp.MustCompile(`(?m)^[A-Z_]+\s+(\d+)\s+\d+\s`).FindAllStringSubmatch(string(events), -1) {
			perLoc[m[1]]++
		}
		locs := regexp.MustCompile(`(?m)^LOCATION\s+(\d+)\s+.*# Events: (\d+)`).FindAllStringSubmatch(string(defs), -1)
		if len(locs) == 0 {
			t.Errorf("no location defined")
		}
		for _, m := range locs {
			if n, _ := strconv.Atoi(m[2]); n != perLoc[m[1]] {
				t.Errorf("location %s: %d events defined, %d in its events", m[1], n, perLoc[m[1]])
			}
		}
		checkTeams(t, string(events), string(defs))
		checkTasks(t, string(events))
		for _, want := range []string{`Region: "!$omp parallel @answers.`, `Region: "!$omp implicit barrier @answers.`,
			`Region: "!$omp critical sblock @answers.`, `Region: "!$omp task @answers.`} {
			if !strings.Contains(string(events), want) {
				t.Errorf("otf2-print shows no %s", want)
			}
		}
		for _, want := range []string{"Role: IMPLICIT_BARRIER, Paradigm: OPENMP", "Ticks per Seconds: 1000000000",
			`Name: "Master thread"`, "Type: PROCESS", `Class: "node"`} {
			if !strings.Contains(string(defs), want) {
				t.Errorf("definitions have no %q:\n%s", want, defs)
			}
		}
	})
}

// checkTeams: every Enter of a parallel region comes right after a
// ThreadTeamBegin on its location, and every Leave of it right before a
// ThreadTeamEnd of the same team; the team's group holds the location;
// the nested regions of answers make more than one team.
func checkTeams(t *testing.T, events, defs string) {
	t.Helper()
	groupOf := map[string]string{}
	for _, m := range otf2Comm.FindAllStringSubmatch(defs, -1) {
		groupOf[m[1]] = m[2]
	}
	members := map[string]map[string]bool{}
	for _, m := range otf2Group.FindAllStringSubmatch(defs, -1) {
		members[m[1]] = map[string]bool{}
		for _, l := range otf2Member.FindAllStringSubmatch(m[2], -1) {
			members[m[1]][l[1]] = true
		}
	}
	last := map[string][]string{} // per location: its previous event line and team
	stack := map[string][]string{}
	teams := map[string]bool{}
	var parallels int
	for _, m := range otf2Event.FindAllStringSubmatch(events, -1) {
		loc := m[2]
		prev := last[loc]
		team := ""
		if tm := otf2Team.FindStringSubmatch(m[4]); tm != nil {
			team = tm[1]
		}
		switch {
		case m[1] == "THREAD_TEAM_BEGIN":
			teams[team] = true
			if !members[groupOf[team]][loc] {
				t.Errorf("location %s begins team %s, whose group %s does not hold it", loc, team, groupOf[team])
			}
			stack[loc] = append(stack[loc], team)
		case m[1] == "ENTER" && strings.Contains(m[4], `"!$omp parallel @`):
			parallels++
			if len(prev) == 0 || prev[0] != "THREAD_TEAM_BEGIN" {
				t.Errorf("location %s enters a parallel region without a team begin before: %s", loc, m[0])
			}
		case m[1] == "THREAD_TEAM_END":
			st := stack[loc]
			if len(st) == 0 || st[len(st)-1] != team {
				t.Errorf("location %s ends team %s, not the one it began (%v)", loc, team, st)
			} else {
				stack[loc] = st[:len(st)-1]
			}
			if len(prev) == 0 || prev[0] != "LEAVE" || !strings.Contains(prev[1], `"!$omp parallel @`) {
				t.Errorf("location %s ends team %s not right after leaving a parallel region", loc, team)
			}
		}
		last[loc] = []string{m[1], m[4]}
	}
	for loc, st := range stack {
		if len(st) > 0 {
			t.Errorf("location %s never ends teams %v", loc, st)
		}
	}
	if parallels == 0 || len(teams) < 2 {
		t.Errorf("%d parallel regions entered in %d teams; answers has nested teams", parallels, len(teams))
	}
}

// checkTasks: each task (team, creating thread, generation) is created
// once, inside a create region; every Enter of a task region comes right
// after a switch to a task created before; each created task completes
// once, right after a task region's Leave; answers has tasks.
func checkTasks(t *testing.T, events string) {
	t.Helper()
	created, completed := map[string]int{}, map[string]int{}
	last := map[string][]string{}
	for _, m := range otf2Event.FindAllStringSubmatch(events, -1) {
		loc, prev := m[2], last[m[2]]
		task := ""
		if tm := otf2Task.FindStringSubmatch(m[4]); tm != nil {
			task = tm[1] + "/" + tm[2] + "/" + tm[3]
		}
		switch {
		case m[1] == "THREAD_TASK_CREATE":
			created[task]++
			if len(prev) == 0 || prev[0] != "ENTER" || !strings.Contains(prev[1], `"!$omp create task @`) {
				t.Errorf("location %s creates task %s outside a create region", loc, task)
			}
		case m[1] == "ENTER" && strings.Contains(m[4], `"!$omp task @`):
			if len(prev) == 0 || prev[0] != "THREAD_TASK_SWITCH" || created[prev[2]] == 0 {
				t.Errorf("location %s enters a task region without a switch to a created task before: %v", loc, prev)
			}
		case m[1] == "THREAD_TASK_COMPLETE":
			completed[task]++
			if len(prev) == 0 || prev[0] != "LEAVE" || !strings.Contains(prev[1], `"!$omp task @`) {
				t.Errorf("location %s completes task %s not right after leaving a task region", loc, task)
			}
		}
		last[loc] = []string{m[1], m[4], task}
	}
	for task, n := range created {
		if n != 1 || completed[task] != 1 {
			t.Errorf("task %s created %d times, completed %d times", task, n, completed[task])
		}
	}
	if len(created) == 0 || len(completed) != len(created) {
		t.Errorf("%d tasks created, %d completed", len(created), len(completed))
	}
}
