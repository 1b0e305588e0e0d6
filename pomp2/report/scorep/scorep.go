// Package scorep names the regions of a profile or a trace as Score-P
// names them ("!$omp for @a.c:9", "!$omp implicit barrier @a.c:13", role
// "implicit barrier", paradigm "openmp"), for the formats Score-P's users
// read: Cube 4 (package cube) and OTF2 (libpomp2's trace).
package scorep

import (
	"fmt"
	"path/filepath"
	"strings"
)

// constructs are Score-P's name and role of each activity of the profile.
var constructs = map[string]struct{ name, role string }{
	"parallel":              {"parallel", "parallel"},
	"implicit barrier":      {"implicit barrier", "implicit barrier"},
	"barrier":               {"barrier", "barrier"},
	"for":                   {"for", "loop"},
	"do":                    {"do", "loop"},
	"sections":              {"sections", "sections"},
	"section":               {"section", "section"},
	"single (enter/exit)":   {"single", "single"},
	"single (body)":         {"single sblock", "single sblock"},
	"critical (enter/exit)": {"critical", "critical"},
	"critical (body)":       {"critical sblock", "critical sblock"},
	"ordered (enter/exit)":  {"ordered", "ordered"},
	"ordered (body)":        {"ordered sblock", "ordered sblock"},
	"master":                {"master", "master"},
	"atomic":                {"atomic", "atomic"},
	"flush":                 {"flush", "flush"},
	"workshare":             {"workshare", "workshare"},
	"task create":           {"create task", "task create"},
	"untied task create":    {"create task", "task create"},
	"task":                  {"task", "task"},
	"untied task":           {"task", "task"},
	"task run":              {"task", "task"}, // the task's leaf where it ran
	"untied task run":       {"task", "task"},
	"taskwait":              {"taskwait", "taskwait"},
}

// Region is a region as Score-P defines it.
type Region struct {
	Name, Module   string
	Paradigm, Role string
	Begin, End     int // lines, -1 when none
}

// RegionOf is the Score-P region of an activity of the profile (its
// Node.Activity) of a region (its description, "for @ a.c:3-9", and
// where it is; a file "" takes the place from the description).
func RegionOf(activity, desc, file string, line, end int) Region {
	if file == "" {
		file, line, end = parseLocation(desc)
	}
	switch activity {
	case "lock wait", "nest lock wait":
		name := "omp_set_lock"
		if activity == "nest lock wait" {
			name = "omp_set_nest_lock"
		}
		return Region{Name: name, Module: "OMP", Paradigm: "openmp", Role: "wrapper", Begin: -1, End: -1}
	case "user region":
		name, _, _ := strings.Cut(desc, " @ ")
		return Region{Name: name, Module: file, Paradigm: "user", Role: "user", Begin: line, End: end}
	}
	c, ok := constructs[activity]
	if !ok {
		c.name, c.role = activity, activity
	}
	at := line
	if activity == "implicit barrier" {
		// Score-P names the barrier by the construct's last line
		at = end
	}
	name := "!$omp " + c.name
	if file != "" {
		name += fmt.Sprintf(" @%s:%d", filepath.Base(file), at)
	}
	if activity == "implicit barrier" {
		return Region{Name: name, Module: file, Paradigm: "openmp", Role: c.role, Begin: end, End: end}
	}
	return Region{Name: name, Module: file, Paradigm: "openmp", Role: c.role, Begin: line, End: end}
}

// parseLocation reads "for @ a.c:3-9" (profiles without File and lines).
func parseLocation(desc string) (file string, line, end int) {
	_, loc, ok := strings.Cut(desc, " @ ")
	if !ok {
		return "", -1, -1
	}
	i := strings.LastIndexByte(loc, ':')
	if i < 0 {
		return loc, -1, -1
	}
	if _, err := fmt.Sscanf(loc[i+1:], "%d-%d", &line, &end); err != nil {
		return loc[:i], -1, -1
	}
	return loc[:i], line, end
}
