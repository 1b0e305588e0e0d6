package html

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"sync"

	"opari2/pomp2/report"
)

//go:embed diff.html
var diffHTML string

//go:embed diff.js
var diffJS string

var diffPage = sync.OnceValue(func() *template.Template {
	return template.Must(template.Must(template.New("diff").Parse(diffHTML)).Parse(frameHTML))
})

// diffNode is a call path of either run, matched by its path of names:
// its inclusive and exclusive time summed over the threads, and visits,
// in A and in B.
type diffNode struct {
	Name     string  `json:"name"`
	Class    string  `json:"class"`
	InclA    float64 `json:"ia"`
	InclB    float64 `json:"ib"`
	ExclA    float64 `json:"ea"`
	ExclB    float64 `json:"eb"`
	VisitsA  int64   `json:"va"`
	VisitsB  int64   `json:"vb"`
	Children []int   `json:"children,omitempty"`
}

type diffData struct {
	A, B         string
	WallA, WallB float64
	Nodes        []diffNode `json:"nodes"`
}

// WriteDiff writes the page that compares run b with run a: the call
// paths of both, matched by their paths of names, what got faster
// (green) and slower (red) in an icicle of the larger of the two times
// and in a table of both with the change.
func WriteDiff(w io.Writer, a, b *report.Profile) error {
	d := diffData{A: a.Program, B: b.Program, WallA: a.WallNs, WallB: b.WallNs, Nodes: []diffNode{{Name: "program", Class: "work"}}}
	index := map[string]int{}
	var add func(parent int, key string, n *report.Node, second bool)
	add = func(parent int, key string, n *report.Node, second bool) {
		key += "\x00" + n.Name()
		id, ok := index[key]
		if !ok {
			id = len(d.Nodes)
			index[key] = id
			d.Nodes = append(d.Nodes, diffNode{Name: n.Name(), Class: classOf(n.Activity)})
			d.Nodes[parent].Children = append(d.Nodes[parent].Children, id)
		}
		s := n.Sum(nil)
		dn := &d.Nodes[id]
		if second {
			dn.InclB, dn.ExclB, dn.VisitsB = dn.InclB+s.Incl, dn.ExclB+s.Excl, dn.VisitsB+s.Visits
		} else {
			dn.InclA, dn.ExclA, dn.VisitsA = dn.InclA+s.Incl, dn.ExclA+s.Excl, dn.VisitsA+s.Visits
		}
		for _, c := range n.Children {
			add(id, key, c, second)
		}
	}
	for i, p := range []*report.Profile{a, b} {
		if p.Root == nil {
			continue
		}
		for _, c := range p.Root.Children {
			add(0, "", c, i == 1)
		}
	}
	for _, c := range d.Nodes[0].Children {
		d.Nodes[0].InclA += d.Nodes[c].InclA
		d.Nodes[0].InclB += d.Nodes[c].InclB
	}
	return renderPage(w, diffPage(), frame{Title: fmt.Sprintf("opari2 profile diff: A = %s, B = %s", a.Program, b.Program),
		Script: template.JS(commonJS + diffJS)}, d)
}
