package report

import (
	"bufio"
	"io"
	"math"
	"strconv"
	"strings"
)

// WriteFolded writes the folded stacks of profile.folded: one line per
// call path and thread, "thread N;frame;frame... value", the value being
// the path's exclusive time on that thread in whole microseconds (lines
// that round to 0 are left out). flamegraph.pl, inferno and speedscope
// read this format. Each line starts with the thread as its own frame,
// so a flame graph shows one tower per thread; cutting the first frame
// (sed 's/^[^;]*;//') merges the threads.
//
// A path's frames: a region, "<region kind> @ <file>:<first line>", where
// the region differs from its parent's, and the activity as a frame of its
// own where it is not the region's kind ("implicit barrier", "fork/join").
func (p *Profile) WriteFolded(w io.Writer) error {
	bw := bufio.NewWriter(w)
	if p.Partial != nil {
		// not a stack: the readers skip a line without a count
		bw.WriteString("# partial: stopped by " + p.Partial.Signal + " after " + formatDuration(p.Partial.TimeNs) + "\n")
	}
	var rec func(frames []string, parent, n *Node)
	rec = func(frames []string, parent, n *Node) {
		fs := frames
		if parent == nil || parent.Region != n.Region {
			fs = append(fs, regionFrame(n))
		}
		if n.Activity != n.Type || (parent != nil && parent.Region == n.Region) {
			fs = append(fs, n.Activity)
		}
		for _, st := range n.Stats {
			us := math.Round(st.ExclNs / 1e3)
			if us < 1 {
				continue
			}
			bw.WriteString("thread ")
			bw.WriteString(p.threadName(st.Thread))
			for _, f := range fs {
				bw.WriteByte(';')
				bw.WriteString(f)
			}
			bw.WriteByte(' ')
			bw.WriteString(strconv.FormatFloat(us, 'f', 0, 64))
			bw.WriteByte('\n')
		}
		for _, c := range n.Children {
			rec(fs, n, c)
		}
	}
	for _, c := range p.Root.Children {
		rec(nil, nil, c)
	}
	return bw.Flush()
}

// regionFrame is "<kind> @ <file>:<first line>" of a node's region
// ("for @ lu.c:223"), or its whole name where that has no location.
func regionFrame(n *Node) string {
	name, loc, ok := strings.Cut(n.Region, " @ ")
	if !ok {
		return strings.ReplaceAll(n.Region, ";", ",")
	}
	if i := strings.LastIndexByte(loc, '-'); i > strings.LastIndexByte(loc, ':') {
		loc = loc[:i]
	}
	return strings.ReplaceAll(name+" @ "+loc, ";", ",")
}
