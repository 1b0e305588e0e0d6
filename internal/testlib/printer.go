package testlib

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var (
	idField       = regexp.MustCompile(`\b(\w*_id)=(\d+)`)
	waitField     = regexp.MustCompile(`\bwait_id=(\d+)`)
	codeptrField  = regexp.MustCompile(`\b(codeptr_ra|instance\.ptr)=(0x[0-9a-f]+)`)
	frameField    = regexp.MustCompile(`\b(exit|reenter)=(0x[0-9a-f]+)`)
	depAddr       = regexp.MustCompile(`\((0x[0-9a-f]+), ompt_task_dependence`)
	threadNum     = regexp.MustCompile(`implicit_task_begin: .*thread_num=(\d+)`)
	parallelField = regexp.MustCompile(`\bparallel_id=\d+`)
)

// NormalizePrinter makes the printer's output (ompt/tools/printer) of a
// run comparable across runs, where the interleaving of threads, the ids
// drawn and the addresses differ: lines grouped by thread (threads in the
// order of the thread number of their first implicit task, the tool's own
// lines first, labelled "tool", the others "T1", "T2", ...; threads of one
// number by where the region of their first event appears before them),
// ids
// renumbered in order of appearance, wait ids and dependence addresses
// replaced by names in order of appearance, frame addresses by "set".
// codeptr_ra become "pc" (libomp passes NULL or the address for the same
// construct from run to run, so ompt/libomp checks them apart), or with
// renumberCodeptr names in order of appearance ("r1", "r2").
func NormalizePrinter(out string, renumberCodeptr bool) string {
	groups := map[string][]string{}
	var order []string
	for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		tid, rest, _ := strings.Cut(line, ": ")
		if _, ok := groups[tid]; !ok {
			order = append(order, tid)
		}
		groups[tid] = append(groups[tid], rest)
	}
	rank := func(tid string) int {
		if tid == "0" {
			return -1
		}
		for _, l := range groups[tid] {
			if m := threadNum.FindStringSubmatch(l); m != nil {
				n, _ := strconv.Atoi(m[1])
				return n
			}
		}
		return 1 << 20
	}
	sort.SliceStable(order, func(i, j int) bool { return rank(order[i]) < rank(order[j]) })
	// Threads of one rank (the workers of several teams, the initial
	// threads of a league's teams) begin in an order that varies; they
	// go by where the region of their first event appears in the groups
	// placed before them, then by their order of appearance.
	var placed strings.Builder
	for i := 0; i < len(order); {
		j := i + 1
		for j < len(order) && rank(order[j]) == rank(order[i]) {
			j++
		}
		if j-i > 1 {
			text := placed.String()
			key := func(tid string) int {
				for _, l := range groups[tid] {
					if m := parallelField.FindStringSubmatch(l); m != nil {
						if at := strings.Index(text, m[0]+","); at >= 0 {
							return at
						}
						break
					}
				}
				return len(text)
			}
			sort.SliceStable(order[i:j], func(a, b int) bool { return key(order[i+a]) < key(order[i+b]) })
		}
		for _, tid := range order[i:j] {
			placed.WriteString(strings.Join(groups[tid], "\n"))
			placed.WriteString("\n")
		}
		i = j
	}
	pcPrefix := ""
	if renumberCodeptr {
		pcPrefix = "r"
	}
	n := newNamer(pcPrefix)
	var b strings.Builder
	for gi, tid := range order {
		for _, l := range groups[tid] {
			l = n.line(l)
			label := "tool"
			if tid != "0" {
				label = fmt.Sprintf("T%d", gi)
				if groups["0"] == nil {
					label = fmt.Sprintf("T%d", gi+1)
				}
			}
			fmt.Fprintf(&b, "%s: %s\n", label, l)
		}
	}
	return b.String()
}

// namer names what changes from run to run in printer lines, in order of
// appearance: ids ("<x>_id=N"), wait ids (w1, ...), dependence addresses
// (addr1, ...), code addresses (codeptr_ra, a section's instance.ptr:
// pcPrefix1, ..., or "pc" when pcPrefix is ""), frame addresses ("set").
type namer struct {
	pcPrefix               string
	ids, waits, addrs, pcs map[string]int
}

func newNamer(pcPrefix string) *namer {
	return &namer{pcPrefix: pcPrefix, ids: map[string]int{}, waits: map[string]int{}, addrs: map[string]int{}, pcs: map[string]int{}}
}

func (n *namer) name(m map[string]int, v, prefix string) string {
	if v == "0" || v == "0x0" {
		return v
	}
	if _, ok := m[v]; !ok {
		m[v] = len(m) + 1
	}
	return fmt.Sprintf("%s%d", prefix, m[v])
}

func (n *namer) line(l string) string {
	l = waitField.ReplaceAllStringFunc(l, func(s string) string {
		return "wait_id=" + n.name(n.waits, waitField.FindStringSubmatch(s)[1], "w")
	})
	l = idField.ReplaceAllStringFunc(l, func(s string) string {
		m := idField.FindStringSubmatch(s)
		return m[1] + "=" + n.name(n.ids, m[2], "")
	})
	l = codeptrField.ReplaceAllStringFunc(l, func(s string) string {
		m := codeptrField.FindStringSubmatch(s)
		if n.pcPrefix == "" {
			return m[1] + "=pc"
		}
		return m[1] + "=" + n.name(n.pcs, m[2], n.pcPrefix)
	})
	l = frameField.ReplaceAllStringFunc(l, func(s string) string {
		m := frameField.FindStringSubmatch(s)
		if m[2] == "0x0" {
			return s
		}
		return m[1] + "=set"
	})
	return depAddr.ReplaceAllStringFunc(l, func(s string) string {
		return "(" + n.name(n.addrs, depAddr.FindStringSubmatch(s)[1], "addr") + ", ompt_task_dependence"
	})
}
