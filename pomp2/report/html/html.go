// Package html writes a profile as one self-contained web page
// (`opari2 report --html`): an icicle graph of the call paths (exclusive
// time, click to zoom, search), the call tree as a table with a heat-map
// cell per thread (the waiting thread stands out) and the report's
// findings, each linked to its rows. The page's script and style are
// inlined (no network); the profile is in it as JSON.
package html

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"

	"opari2/pomp2/report"
)

// frame.html is what both pages are framed by: "head" (up to the page's
// own sections) and "tail" (the call tree, the data and the script)
//
//go:embed frame.html
var frameHTML string

//go:embed page.html
var pageHTML string

//go:embed page.js
var pageJS string

// common.js comes first in both pages' scripts: what page.js and diff.js
// share (the icicle, the row order, time formatting)
//
//go:embed common.js
var commonJS string

//go:embed page.css
var pageCSS string

// page is parsed at its first use, not when the program starts: every
// command of opari2 would pay for it (a tenth of instrumenting a small
// file).
var page = sync.OnceValue(func() *template.Template {
	return template.Must(template.Must(template.New("page").Parse(pageHTML)).Parse(frameHTML))
})

// node is a call path as the page's script reads it: parallel arrays per
// thread (the profile's thread indexes, in Threads' order).
type node struct {
	Name     string  `json:"name"`
	Region   string  `json:"-"` // for the findings' links
	Activity string  `json:"-"`
	Class    string  `json:"class"` // work, wait, mutex, fork, task
	Incl     []int64 `json:"incl"`  // ns, per thread
	Excl     []int64 `json:"excl"`
	Visits   []int64 `json:"visits"`
	Children []int   `json:"children,omitempty"`
}

type thread struct {
	Name string `json:"name"`
	Run  int    `json:"run"`
}

type finding struct {
	Text  string `json:"text"`
	Nodes []int  `json:"nodes"` // the rows it names
}

type data struct {
	Program  string    `json:"program"`
	Runs     int       `json:"runs"`
	WallNs   float64   `json:"wall_ns"`
	Events   int64     `json:"events"`
	Partial  string    `json:"partial,omitempty"`
	Threads  []thread  `json:"threads"`
	Nodes    []node    `json:"nodes"` // 0 is the root
	Findings []finding `json:"findings"`
}

// classes colour the activities: work, waits in barriers and taskwaits,
// waits to enter critical sections and locks, fork/join, tasks.
var classes = map[string]string{
	"implicit barrier": "wait", "barrier": "wait", "taskwait": "wait",
	"critical (enter/exit)": "mutex", "ordered (enter/exit)": "mutex", "lock wait": "mutex", "nest lock wait": "mutex",
	"fork/join": "fork", "task": "task", "untied task": "task", "task create": "task", "untied task create": "task",
	"task run": "task", "untied task run": "task", "tasks": "task",
}

// Write writes the page of one run's profile, or of several runs (MPI
// ranks: aggregated, their threads side by side, grouped by rank).
func Write(w io.Writer, runs []*report.Profile) error {
	if len(runs) == 0 {
		return fmt.Errorf("html: no run")
	}
	p := report.Aggregate(runs)
	d := data{Program: p.Program, Runs: max(p.Runs, 1), WallNs: p.WallNs, Events: p.Events}
	if p.Partial != nil {
		d.Partial = fmt.Sprintf("stopped by %s after %.3f s", p.Partial.Signal, p.Partial.TimeNs/1e9)
	}
	col := map[int]int{} // thread index -> column
	for i, t := range p.Threads {
		col[t.Index] = i
		name := fmt.Sprintf("thread %d", t.Index)
		if d.Runs > 1 {
			rank := t.Run
			if t.Run < len(p.RunRanks) {
				rank = p.RunRanks[t.Run]
			}
			name = fmt.Sprintf("rank %d thread %d", rank, t.OMPThread)
		}
		d.Threads = append(d.Threads, thread{Name: name, Run: t.Run})
	}
	regionNodes := map[string][]int{}
	var add func(n *report.Node) int
	add = func(n *report.Node) int {
		id := len(d.Nodes)
		nt := len(p.Threads)
		d.Nodes = append(d.Nodes, node{Name: n.Name(), Region: n.Region, Activity: n.Activity,
			Class: classOf(n.Activity), Incl: make([]int64, nt), Excl: make([]int64, nt), Visits: make([]int64, nt)})
		for _, st := range n.Stats {
			c, ok := col[st.Thread]
			if !ok {
				continue
			}
			d.Nodes[id].Incl[c] = int64(st.InclNs + 0.5)
			d.Nodes[id].Excl[c] = int64(st.ExclNs + 0.5)
			d.Nodes[id].Visits[c] = st.Visits
		}
		if n.Region != "" {
			regionNodes[n.Region] = append(regionNodes[n.Region], id)
		}
		for _, c := range n.Children {
			kid := add(c)
			d.Nodes[id].Children = append(d.Nodes[id].Children, kid)
		}
		return id
	}
	root := p.Root
	if root == nil {
		root = &report.Node{}
	}
	add(root)
	// the root: the threads' time in all paths
	for i := range d.Nodes[0].Incl {
		for _, c := range d.Nodes[0].Children {
			d.Nodes[0].Incl[i] += d.Nodes[c].Incl[i]
		}
	}
	for _, f := range p.Findings(nil) {
		fd := finding{Text: f.Text, Nodes: []int{}}
		for region, ids := range regionNodes {
			if strings.Contains(f.Text, region) {
				fd.Nodes = append(fd.Nodes, ids...)
			}
		}
		d.Findings = append(d.Findings, fd)
	}
	return renderPage(w, page(), frame{Title: "opari2 profile of " + p.Program, Script: template.JS(commonJS + pageJS), Partial: d.Partial}, d)
}

// frame is what a page's template and its frame (frame.html) fill in.
type frame struct {
	Title   string
	Data    template.JS // the page's data, as JSON
	Script  template.JS
	Style   template.CSS
	Partial string // the profile page: what a partial profile misses
}

// renderPage writes page t with data as its JSON and the shared style.
func renderPage(w io.Writer, t *template.Template, f frame, data any) error {
	js, err := json.Marshal(data)
	if err != nil {
		return fmt.Errorf("html: %w", err)
	}
	f.Data, f.Style = template.JS(js), template.CSS(pageCSS)
	return t.Execute(w, f)
}

func classOf(activity string) string {
	if c, ok := classes[activity]; ok {
		return c
	}
	return "work"
}
