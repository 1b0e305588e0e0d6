package testlib

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// CanonicalOptions change what Canonical does.
type CanonicalOptions struct {
	// InlineUndeferred keeps the events of an undeferred task (an if(0)
	// task, which runs at once on the creating thread) in the creating
	// task, with that task's id, and drops its creation and scheduling:
	// LLVM's libomp reports if(0) tasks, POMP2 sees none.
	InlineUndeferred bool
}

// Canonical makes the output of the C event printer
// (testdata/ompt/ctools/printer.c) of one run comparable with that of
// another run of the same program, whatever the runtime decided: which OS
// thread served which team, which thread ran a deferred task or executed
// a single construct, which section, and how often a lock test failed.
// The events are grouped by the task they belong to, not by OS thread:
//
//   - the initial task, then, depth first, the implicit tasks of each
//     team it forked (in the order of the forks; the members of a team
//     sorted by their events, their thread numbers shown as "#") and the
//     explicit tasks it created (in the order of creation);
//   - an explicit task's events are those between the task_schedule that
//     starts it and the one that completes it, on the threads that ran it
//     (an untied task may be suspended and resumed on another thread);
//     the wait that a task interrupted (sync_region_wait end and begin
//     around it: the Go tools' replay reports them, libpomp2's C
//     delivery and libomp do not) is dropped with it;
//   - single_in_block and single_others become single; the sections
//     dispatched are counted per team and section ("dispatched");
//   - a lock test that failed (a mutex acquire without acquired) is
//     dropped.
//
// Then ids are renumbered in order of appearance, wait ids, code
// addresses and frames named as NormalizePrinter does. The threads are
// summarized in the first line (how many of each type began and ended),
// the tool's own lines follow. Canonical also checks what the grouping
// hides and returns what is wrong: a worker's implicit barrier at the
// end of a parallel region with a code address or the primary's without
// (both shown as "end"), a team whose thread numbers are not 0..size-1, a
// masked construct on another thread than 0, a single construct executed
// by other than exactly one thread of its team.
func Canonical(out string, opts CanonicalOptions) (string, []string) {
	c := &canon{opts: opts, groups: map[string]*cgroup{}, teams: map[string][]*cgroup{}, threads: map[string]*cthread{},
		dispatched: map[string]map[string]int{}, singles: map[string]*singleCount{}}
	for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		tid, rest, ok := strings.Cut(line, ": ")
		if !ok {
			continue
		}
		if tid == "0" {
			c.tool = append(c.tool, rest)
			continue
		}
		c.event(tid, rest)
	}
	return c.render()
}

var (
	cField      = regexp.MustCompile(`(\w+(?:\.\w+)?)=([^,]*)`)
	cEvent      = regexp.MustCompile(`^ompt_event_(\w+): ?(.*)$`)
	maskID      = regexp.MustCompile(`\b(\w*_id)=\d+`)
	maskNum     = regexp.MustCompile(`\bthread_num=\d+`)
	maskPC      = regexp.MustCompile(`\b(codeptr_ra|instance\.ptr)=0x[0-9a-f]+`)
	cPCAny      = regexp.MustCompile(`\bcodeptr_ra=([^,\s]+)`)
	maskFrame   = regexp.MustCompile(`\b(exit|reenter)=0x[0-9a-f]+`)
	cPC         = regexp.MustCompile(`\b(codeptr_ra|instance\.ptr)=(0x[0-9a-f]+)`)
	taskIDField = regexp.MustCompile(`\btask_id=\d+`)
)

// cgroup is the events of one task.
type cgroup struct {
	kind      string // "initial", "implicit", "explicit"
	taskID    string
	parallel  string // the team of an implicit task
	threadNum string
	lines     []string
	teams     []string // parallel ids of the teams it forked
	tasks     []string // ids of the explicit tasks it created
	rebegin   string   // the wait begin to drop when it resumes
	emitted   bool
}

type cthread struct {
	stack    []*cgroup
	typ      string
	ended    bool
	inlined  map[string]string // undeferred tasks running inline: the task whose events they are
	dropNext string            // drop this line if it comes next
}

type singleCount struct{ executor, members int }

type canon struct {
	opts       CanonicalOptions
	tool       []string
	groups     map[string]*cgroup   // by task id
	teams      map[string][]*cgroup // members by parallel id
	threads    map[string]*cthread
	order      []string // thread ids in order of appearance
	dispatched map[string]map[string]int
	singles    map[string]*singleCount // by parallel id + codeptr
	undeferred map[string]bool
	errs       []string
}

func fields(s string) map[string]string {
	m := map[string]string{}
	for _, f := range cField.FindAllStringSubmatch(s, -1) {
		m[f[1]] = strings.TrimSpace(f[2])
	}
	return m
}

func (c *canon) event(tid, rest string) {
	th := c.threads[tid]
	if th == nil {
		th = &cthread{inlined: map[string]string{}}
		c.threads[tid] = th
		c.order = append(c.order, tid)
	}
	m := cEvent.FindStringSubmatch(rest)
	if m == nil {
		c.errs = append(c.errs, fmt.Sprintf("thread %s: unexpected line %q", tid, rest))
		return
	}
	name, f := m[1], fields(m[2])
	if th.dropNext != "" {
		drop := th.dropNext == name
		th.dropNext = ""
		if drop {
			return
		}
	}
	var top *cgroup
	if n := len(th.stack); n > 0 {
		top = th.stack[n-1]
	}
	add := func(g *cgroup) {
		if g == nil {
			c.errs = append(c.errs, fmt.Sprintf("thread %s: %s outside any task", tid, name))
			return
		}
		if len(th.inlined) > 0 {
			rest = taskIDField.ReplaceAllStringFunc(rest, func(s string) string {
				if by, ok := th.inlined[s[len("task_id="):]]; ok {
					return "task_id=" + by
				}
				return s
			})
		}
		g.lines = append(g.lines, rest)
	}
	switch {
	case name == "thread_begin":
		th.typ = f["thread_type"]
	case name == "thread_end":
		th.ended = true
	case name == "initial_task_begin" || name == "implicit_task_begin":
		g := &cgroup{kind: "initial", taskID: f["task_id"], parallel: f["parallel_id"], threadNum: f["thread_num"]}
		if name == "implicit_task_begin" {
			g.kind = "implicit"
			c.teams[g.parallel] = append(c.teams[g.parallel], g)
		}
		c.groups[g.taskID] = g
		th.stack = append(th.stack, g)
		add(g)
	case name == "initial_task_end" || name == "implicit_task_end":
		if top != nil && top.kind == "implicit" {
			c.endOfParallel(top)
		}
		add(top)
		if top != nil {
			th.stack = th.stack[:len(th.stack)-1]
		}
	case name == "parallel_begin":
		add(top)
		if top != nil {
			top.teams = append(top.teams, f["parallel_id"])
		}
	case name == "task_create":
		if c.opts.InlineUndeferred && strings.Contains(f["task_type"], "ompt_task_undeferred") {
			if c.undeferred == nil {
				c.undeferred = map[string]bool{}
			}
			c.undeferred[f["new_task_id"]] = true
			return
		}
		add(top)
		if top != nil {
			top.tasks = append(top.tasks, f["new_task_id"])
			c.groups[f["new_task_id"]] = &cgroup{kind: "explicit", taskID: f["new_task_id"]}
		}
	case name == "task_schedule":
		switch f["prior_task_status"] {
		case "ompt_task_switch":
			next := f["second_task_id"]
			for i := len(th.stack) - 2; i >= 0; i-- {
				if th.stack[i].taskID == next {
					// back to a task suspended on this thread: the ones
					// above it are suspended (libomp moves untied tasks)
					th.stack = th.stack[:i+1]
					return
				}
			}
			if c.undeferred[next] {
				if top != nil {
					th.inlined[next] = top.taskID
				}
				return
			}
			if top != nil && len(top.lines) > 0 {
				last := top.lines[len(top.lines)-1]
				if strings.HasPrefix(last, "ompt_event_wait_") && strings.Contains(last, "_end:") {
					top.lines = top.lines[:len(top.lines)-1]
					top.rebegin = strings.Replace(cEvent.FindStringSubmatch(last)[1], "_end", "_begin", 1)
				}
			}
			g := c.groups[next]
			if g == nil {
				c.errs = append(c.errs, fmt.Sprintf("thread %s: task %s runs, not created", tid, next))
				g = &cgroup{kind: "explicit", taskID: next}
				c.groups[next] = g
			}
			th.stack = append(th.stack, g)
		case "ompt_task_complete":
			// the task_end line that follows ends the task
		default:
			add(top)
		}
	case name == "task_end":
		if _, ok := th.inlined[f["task_id"]]; ok {
			delete(th.inlined, f["task_id"])
			return
		}
		add(top)
		if top != nil {
			th.stack = th.stack[:len(th.stack)-1]
			if n := len(th.stack); n > 0 && th.stack[n-1].rebegin != "" {
				th.dropNext = th.stack[n-1].rebegin
				th.stack[n-1].rebegin = ""
			}
		}
	case name == "dispatch_section":
		if c.dispatched[f["parallel_id"]] == nil {
			c.dispatched[f["parallel_id"]] = map[string]int{}
		}
		c.dispatched[f["parallel_id"]][f["instance.ptr"]]++
	case strings.HasPrefix(name, "single_in_block_") || strings.HasPrefix(name, "single_others_"):
		if strings.HasSuffix(name, "_begin") {
			key := f["parallel_id"] + " " + f["codeptr_ra"]
			s := c.singles[key]
			if s == nil {
				s = &singleCount{}
				c.singles[key] = s
			}
			s.members++
			if strings.HasPrefix(name, "single_in_block_") {
				s.executor++
			}
		}
		rest = strings.Replace(strings.Replace(rest, "ompt_event_single_in_block_", "ompt_event_single_", 1), "ompt_event_single_others_", "ompt_event_single_", 1)
		add(top)
	default:
		add(top)
	}
}

// dropFailedTests removes mutex acquires of locks not followed by their
// acquisition.
func dropFailedTests(lines []string) []string {
	var out []string
	for i, l := range lines {
		m := cEvent.FindStringSubmatch(l)
		if m != nil && strings.HasPrefix(m[1], "wait_") && strings.HasSuffix(m[1], "lock") {
			w := fields(m[2])["wait_id"]
			if i+1 >= len(lines) {
				continue
			}
			n := cEvent.FindStringSubmatch(lines[i+1])
			if n == nil || !strings.HasPrefix(n[1], "acquired_") || fields(n[2])["wait_id"] != w {
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

func masked(lines []string) string {
	s := strings.Join(lines, "\n")
	s = maskID.ReplaceAllString(s, "$1=#")
	s = maskNum.ReplaceAllString(s, "thread_num=#")
	s = maskPC.ReplaceAllString(s, "$1=#")
	return maskFrame.ReplaceAllString(s, "$1=set")
}

// endOfParallel checks the code address of the implicit barrier that
// ends a team member's implicit task, as libomp gives it: the primary's
// is its fork's, a worker's NULL; and the parallel data at its end: a
// worker's none, the primary's none or the region's. It shows both as
// "end", so that the members sort by their events whichever executed a
// single construct.
var cParallelID = regexp.MustCompile(`parallel_id=(\d+)`)

func (c *canon) endOfParallel(g *cgroup) {
	for i := len(g.lines) - 1; i >= 0; i-- {
		line := g.lines[i]
		if !strings.Contains(line, "barrier_implicit") {
			return
		}
		m := cPCAny.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		if primary, null := g.threadNum == "0", m[1] == "(nil)"; primary == null {
			c.errs = append(c.errs, fmt.Sprintf("task %s (thread_num=%s): implicit barrier at the end of parallel_id=%s with codeptr_ra=%s", g.taskID, g.threadNum, g.parallel, m[1]))
		}
		line = cPCAny.ReplaceAllString(line, "codeptr_ra=end")
		if strings.Contains(line, "barrier_implicit_end") {
			// the end of the region's last barrier: a worker's has no
			// parallel data (as libomp's), the primary thread's none
			// (libomp) or the region's (libpomp2, for Archer)
			if p := cParallelID.FindStringSubmatch(line); p != nil {
				if p[1] != "0" && (g.threadNum != "0" || p[1] != g.parallel) {
					c.errs = append(c.errs, fmt.Sprintf("task %s (thread_num=%s): end of the implicit barrier at the end of parallel_id=%s with parallel_id=%s", g.taskID, g.threadNum, g.parallel, p[1]))
				}
				line = cParallelID.ReplaceAllString(line, "parallel_id=end")
			}
		}
		g.lines[i] = line
		if strings.HasPrefix(line, "ompt_event_barrier_implicit_begin") {
			return // the barrier before it is a construct's
		}
	}
}

func (c *canon) render() (string, []string) {
	var b strings.Builder
	types := map[string]int{}
	ended := 0
	for _, tid := range c.order {
		th := c.threads[tid]
		types[th.typ]++
		if th.ended {
			ended++
		}
		if len(th.stack) != 0 {
			c.errs = append(c.errs, fmt.Sprintf("thread %s: %d tasks not ended", tid, len(th.stack)))
		}
	}
	var tnames []string
	for k, n := range types {
		tnames = append(tnames, fmt.Sprintf("%s=%d", k, n))
	}
	sort.Strings(tnames)
	fmt.Fprintf(&b, "threads: %s, ended=%d\n", strings.Join(tnames, " "), ended)
	for _, l := range c.tool {
		fmt.Fprintf(&b, "tool: %s\n", l)
	}
	for _, g := range c.groups {
		g.lines = dropFailedTests(g.lines)
	}
	for par, members := range c.teams {
		size := 0
		nums := map[int]bool{}
		for _, m := range members {
			f := fields(m.lines[0])
			size, _ = strconv.Atoi(f["team_size"])
			n, _ := strconv.Atoi(m.threadNum)
			nums[n] = true
			for _, l := range m.lines {
				if strings.HasPrefix(l, "ompt_event_masked_") && n != 0 {
					c.errs = append(c.errs, fmt.Sprintf("team %s: masked on thread %d", par, n))
				}
			}
		}
		for i := 0; i < size; i++ {
			if !nums[i] {
				c.errs = append(c.errs, fmt.Sprintf("team %s of %d: no thread %d (%d members)", par, size, i, len(members)))
			}
		}
		if len(members) != size {
			c.errs = append(c.errs, fmt.Sprintf("team %s of %d: %d members", par, size, len(members)))
		}
	}
	for key, s := range c.singles {
		if s.executor*len(c.teams[strings.Fields(key)[0]]) != s.members {
			c.errs = append(c.errs, fmt.Sprintf("single %s: %d executors among %d encounters", key, s.executor, s.members))
		}
	}
	var emit func(g *cgroup, header string)
	emit = func(g *cgroup, header string) {
		if g.emitted {
			return
		}
		g.emitted = true
		fmt.Fprintf(&b, "%s\n", header)
		for _, l := range g.lines {
			fmt.Fprintf(&b, "  %s\n", l)
		}
		for _, p := range g.teams {
			members := append([]*cgroup(nil), c.teams[p]...)
			sort.SliceStable(members, func(i, j int) bool { return masked(members[i].lines) < masked(members[j].lines) })
			for _, m := range members {
				emit(m, "implicit task of team parallel_id="+p)
			}
			if d := c.dispatched[p]; len(d) > 0 {
				var pcs []string
				for pc := range d {
					pcs = append(pcs, pc)
				}
				sort.Slice(pcs, func(i, j int) bool {
					a, _ := strconv.ParseUint(strings.TrimPrefix(pcs[i], "0x"), 16, 64)
					b, _ := strconv.ParseUint(strings.TrimPrefix(pcs[j], "0x"), 16, 64)
					return a < b
				})
				for _, pc := range pcs {
					fmt.Fprintf(&b, "dispatched in team parallel_id=%s: instance.ptr=%s, times=%d\n", p, pc, d[pc])
				}
			}
		}
		for _, k := range g.tasks {
			if e := c.groups[k]; e != nil {
				emit(e, "explicit task task_id="+k)
			}
		}
	}
	var roots, rest []*cgroup
	for _, g := range c.groups {
		if g.kind == "initial" {
			roots = append(roots, g)
		}
	}
	sort.Slice(roots, func(i, j int) bool { return masked(roots[i].lines) < masked(roots[j].lines) })
	for _, g := range roots {
		emit(g, "initial task")
	}
	for _, g := range c.groups {
		if !g.emitted {
			rest = append(rest, g)
		}
	}
	sort.Slice(rest, func(i, j int) bool { return masked(rest[i].lines) < masked(rest[j].lines) })
	for _, g := range rest {
		emit(g, g.kind+" task not reached from an initial task")
	}
	sort.Strings(c.errs)
	return Renumber(b.String()), c.errs
}

// Renumber names ids, wait ids, code addresses ("pc1", ...) and frames in
// order of appearance (namer), and thread numbers "#".
func Renumber(s string) string {
	n := newNamer("pc")
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		b.WriteString(maskNum.ReplaceAllString(n.line(l), "thread_num=#"))
	}
	return b.String()
}
