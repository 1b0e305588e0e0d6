package cube

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

// anchor is the experiment's anchor.xml: the metrics, the program (its
// regions and call tree) and the system tree, as Score-P writes them.
func (e *experiment) anchor() []byte {
	var b bytes.Buffer
	b.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\n<cube version=\"4.4\">\n")
	attr(&b, "CubePL Version", "1.1")
	attr(&b, "Cube Version", "4.4")
	attr(&b, "Creator", "opari2")
	attr(&b, "CUBE_CT_AGGR", "SUM")
	// a run stopped by a signal: its values end there (as profile.txt says)
	var partial []string
	for _, r := range e.runs {
		if p := r.Partial; p != nil {
			what := fmt.Sprintf("stopped by %s after %.3f s", p.Signal, p.TimeNs/1e9)
			if len(e.runs) > 1 {
				what = fmt.Sprintf("rank %d %s", r.Rank, what)
			}
			partial = append(partial, what)
		}
	}
	if len(partial) > 0 {
		attr(&b, "opari2::partial", strings.Join(partial, "; "))
	}
	b.WriteString("<doc>\n<mirrors>\n</mirrors>\n</doc>\n<metrics>\n")
	for id, m := range metrics {
		typ := "EXCLUSIVE"
		if m.inclusive {
			typ = "INCLUSIVE"
		}
		fmt.Fprintf(&b, "<metric id=\"%d\" type=\"%s\">\n", id, typ)
		elem(&b, "disp_name", m.disp)
		elem(&b, "uniq_name", m.uniq)
		elem(&b, "dtype", m.dtype)
		elem(&b, "uom", m.uom)
		elem(&b, "url", "")
		elem(&b, "descr", m.descr)
		b.WriteString("</metric>\n")
	}
	b.WriteString("</metrics>\n<program>\n")
	for _, r := range e.regions {
		fmt.Fprintf(&b, "<region id=\"%d\" mod=\"%s\" begin=\"%d\" end=\"%d\">\n", r.id, escape(r.mod), r.begin, r.end)
		elem(&b, "name", r.name)
		elem(&b, "mangled_name", r.name)
		elem(&b, "paradigm", r.paradigm)
		elem(&b, "role", r.role)
		elem(&b, "url", "")
		elem(&b, "descr", "")
		b.WriteString("</region>\n")
	}
	var tree func(c *cnode)
	tree = func(c *cnode) {
		fmt.Fprintf(&b, "<cnode id=\"%d\" calleeId=\"%d\">\n", c.id, c.callee.id)
		for _, k := range c.children {
			tree(k)
		}
		b.WriteString("</cnode>\n")
	}
	tree(e.root)
	b.WriteString("</program>\n<system>\n")
	e.system(&b)
	b.WriteString("</system>\n</cube>\n")
	return b.Bytes()
}

// system writes the system tree: machine, a node per host, a process per
// run (its rank), a location per thread; and the process x thread
// topology Score-P gives.
func (e *experiment) system(b *bytes.Buffer) {
	b.WriteString("<systemtreenode Id=\"0\">\n")
	elem(b, "name", "machine Linux")
	elem(b, "class", "machine")
	id := 1
	var hosts []string
	runsOf := map[string][]int{}
	for i, r := range e.runs {
		h := r.Host
		if h == "" {
			h = "localhost"
		}
		if _, ok := runsOf[h]; !ok {
			hosts = append(hosts, h)
		}
		runsOf[h] = append(runsOf[h], i)
	}
	mpi := len(e.runs) > 1
	loc := 0
	firstLoc := make([]int, len(e.runs))
	for i := range e.runs {
		firstLoc[i] = loc
		loc += e.runs[i].Threads
	}
	maxThreads := 0
	for _, h := range hosts {
		fmt.Fprintf(b, "<systemtreenode Id=\"%d\">\n", id)
		id++
		elem(b, "name", "node "+h)
		elem(b, "class", "node")
		for _, ri := range runsOf[h] {
			r := e.runs[ri]
			fmt.Fprintf(b, "<locationgroup Id=\"%d\">\n", ri)
			name := "Process"
			if mpi {
				name = fmt.Sprintf("MPI Rank %d", r.Rank)
			}
			elem(b, "name", name)
			elem(b, "rank", fmt.Sprint(r.Rank))
			elem(b, "type", "process")
			for t := 0; t < r.Threads; t++ {
				l := firstLoc[ri] + t
				fmt.Fprintf(b, "<location Id=\"%d\">\n", l)
				elem(b, "name", e.locations[l].name)
				elem(b, "rank", fmt.Sprint(t))
				elem(b, "type", "thread")
				b.WriteString("</location>\n")
			}
			maxThreads = max(maxThreads, r.Threads)
			b.WriteString("</locationgroup>\n")
		}
		b.WriteString("</systemtreenode>\n")
	}
	b.WriteString("</systemtreenode>\n")
	fmt.Fprintf(b, "<topologies>\n<cart name=\"Process x Thread\" ndims=\"2\">\n")
	fmt.Fprintf(b, "<dim name=\"Process\" size=\"%d\" periodic=\"false\"/>\n", len(e.runs))
	fmt.Fprintf(b, "<dim name=\"Thread\" size=\"%d\" periodic=\"false\"/>\n", maxThreads)
	for ri := range e.runs {
		for t := 0; t < e.runs[ri].Threads; t++ {
			fmt.Fprintf(b, "<coord locId=\"%d\">%d %d</coord>\n", firstLoc[ri]+t, ri, t)
		}
	}
	b.WriteString("</cart>\n</topologies>\n")
}

func attr(b *bytes.Buffer, key, value string) {
	fmt.Fprintf(b, "<attr key=\"%s\" value=\"%s\"/>\n", escape(key), escape(value))
}

func elem(b *bytes.Buffer, name, text string) {
	fmt.Fprintf(b, "<%s>%s</%s>\n", name, escape(text), name)
}

// escape makes s safe in XML text and attribute values.
func escape(s string) string {
	var sb strings.Builder
	xml.EscapeText(&sb, []byte(s))
	return sb.String()
}
