// Package ctc encodes and decodes CTC ("compile time context") strings:
// the description of an OpenMP or user region that the instrumenter passes
// to the measurement library, e.g.
//
//	61*regionType=parallel*sscl=a.c:33:33*escl=a.c:36:36**
//
// The leading number is a length, then come "*key=value" pairs, and "**"
// ends the string.
package ctc

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"opari2/internal/decimal"
)

// RegionType is the kind of a region (POMP2_Region_type).
type RegionType int

// Region types, in the order of the reference's POMP2_Region_type.
const (
	NoType RegionType = iota
	Atomic
	Barrier
	Critical
	Do
	Flush
	For
	Master
	Ordered
	Parallel
	ParallelDo
	ParallelFor
	ParallelSections
	ParallelWorkshare
	Sections
	Single
	Task
	Taskwait
	Workshare
	UserRegion
)

var regionTypeNames = [...]string{
	NoType: "no type", Atomic: "atomic", Barrier: "barrier", Critical: "critical", Do: "do",
	Flush: "flush", For: "for", Master: "master", Ordered: "ordered", Parallel: "parallel",
	ParallelDo: "paralleldo", ParallelFor: "parallelfor", ParallelSections: "parallelsections",
	ParallelWorkshare: "parallelworkshare", Sections: "sections", Single: "single",
	Task: "task", Taskwait: "taskwait", Workshare: "workshare", UserRegion: "userRegion",
}

// String is the name used in CTC strings.
func (t RegionType) String() string {
	if t >= 0 && int(t) < len(regionTypeNames) {
		return regionTypeNames[t]
	}
	return "RegionType(" + strconv.Itoa(int(t)) + ")"
}

// ParseRegionType maps a CTC region type name to its value.
func ParseRegionType(name string) (RegionType, bool) {
	for t, n := range regionTypeNames {
		if n == name && t != int(NoType) {
			return RegionType(t), true
		}
	}
	if name == "region" { // the manual's spelling of user regions
		return UserRegion, true
	}
	return NoType, false
}

// ScheduleType is the kind in a schedule clause.
type ScheduleType int

// Schedule kinds.
const (
	NoSchedule ScheduleType = iota
	Static
	Dynamic
	Guided
	Runtime
	Auto
)

var scheduleNames = [...]string{NoSchedule: "no schedule", Static: "static", Dynamic: "dynamic", Guided: "guided", Runtime: "runtime", Auto: "auto"}

func (s ScheduleType) String() string {
	if s >= 0 && int(s) < len(scheduleNames) {
		return scheduleNames[s]
	}
	return "ScheduleType(" + strconv.Itoa(int(s)) + ")"
}

// Location is a source range: file and first/last line.
type Location struct {
	File         string
	Line1, Line2 int
}

// RegionInfo holds everything a CTC string says about a region
// (POMP2_Region_info).
type RegionInfo struct {
	Type       RegionType
	Start, End Location // sscl / escl

	HasCopyIn, HasCopyPrivate, HasIf, HasFirstPrivate, HasLastPrivate bool
	HasNoWait, HasNumThreads, HasOrdered, HasReduction, HasCollapse   bool
	HasUntied, HasShared, HasProcBind                                 bool

	Schedule    ScheduleType
	ScheduleArg string // the whole schedule argument, e.g. "dynamic,4"
	Default     string // the argument of a default(none|private) clause

	NumSections    int
	CriticalName   string
	UserRegionName string
	UserGroupName  string
}

// Field is one key=value pair of a CTC string.
type Field struct{ Key, Value string }

// clauseKeys lists the has* keys of boolean clauses with their fields. The
// instrumenter writes them in the order of the clause names (the
// reference iterates a sorted map), which flagFields reproduces.
var clauseKeys = []struct {
	clause string
	key    string
	field  func(*RegionInfo) *bool
}{
	{"collapse", "hasCollapse", func(r *RegionInfo) *bool { return &r.HasCollapse }},
	{"copyin", "hasCopyin", func(r *RegionInfo) *bool { return &r.HasCopyIn }},
	{"copyprivate", "hasCopyprivate", func(r *RegionInfo) *bool { return &r.HasCopyPrivate }},
	{"firstprivate", "hasFirstprivate", func(r *RegionInfo) *bool { return &r.HasFirstPrivate }},
	{"if", "hasIf", func(r *RegionInfo) *bool { return &r.HasIf }},
	{"lastprivate", "hasLastprivate", func(r *RegionInfo) *bool { return &r.HasLastPrivate }},
	{"nowait", "hasNowait", func(r *RegionInfo) *bool { return &r.HasNoWait }},
	{"num_threads", "hasNum_threads", func(r *RegionInfo) *bool { return &r.HasNumThreads }},
	{"ordered", "hasOrdered", func(r *RegionInfo) *bool { return &r.HasOrdered }},
	{"proc_bind", "hasProc_bind", func(r *RegionInfo) *bool { return &r.HasProcBind }},
	{"reduction", "hasReduction", func(r *RegionInfo) *bool { return &r.HasReduction }},
	{"shared", "hasShared", func(r *RegionInfo) *bool { return &r.HasShared }},
	{"untied", "hasUntied", func(r *RegionInfo) *bool { return &r.HasUntied }},
}

// Fields lists the region's keys after regionType, sscl and escl, in the
// order the instrumenter writes them.
func (ri RegionInfo) Fields() []Field {
	var fs []Field
	switch {
	case ri.Type == UserRegion:
		fs = append(fs, Field{"userRegionName", ri.UserRegionName})
		if ri.UserGroupName != "" {
			fs = append(fs, Field{"userGroupName", ri.UserGroupName})
		}
	case ri.Type == Critical && ri.CriticalName != "":
		fs = append(fs, Field{"criticalName", ri.CriticalName})
	case ri.Type == Sections || ri.Type == ParallelSections && ri.NumSections > 0:
		// plain sections regions carry the count, as in the reference;
		// parallel sections too where opari2 wrap wrote it
		fs = append(fs, Field{"numSections", strconv.Itoa(ri.NumSections)})
	}
	// clause keys in clause-name order, with default and schedule in place
	type kv struct{ clause, key, value string }
	var cl []kv
	for _, c := range clauseKeys {
		if *c.field(&ri) {
			cl = append(cl, kv{c.clause, c.key, "1"})
		}
	}
	if ri.Default != "" {
		cl = append(cl, kv{"default", "hasDefault", ri.Default})
	}
	if ri.Schedule != NoSchedule || ri.ScheduleArg != "" {
		arg := ri.ScheduleArg
		if arg == "" {
			arg = ri.Schedule.String()
		}
		cl = append(cl, kv{"schedule", "hasSchedule", strings.ReplaceAll(arg, "*", "@")})
	}
	sort.SliceStable(cl, func(i, j int) bool { return cl[i].clause < cl[j].clause })
	for _, c := range cl {
		fs = append(fs, Field{c.key, c.value})
	}
	return fs
}

// Encode returns the CTC string of ri (without quotes).
func Encode(ri RegionInfo) string {
	return EncodeFields(ri.Type.String(), ri.Start, ri.End, ri.Fields())
}

// EncodeFields builds a CTC string from its parts. The length prefix is
// computed as the reference does: the length of the text after it plus two
// (the quotes of the string literal). Decoders do not use it.
func EncodeFields(regionType string, start, end Location, fields []Field) string {
	return string(AppendFields(nil, regionType, start, end, fields))
}

// AppendFields appends the CTC string to dst (for writers that build
// large files without a string per region).
func AppendFields(dst []byte, regionType string, start, end Location, fields []Field) []byte {
	// the length prefix first, counted without building the text twice
	n := len("*regionType=") + len(regionType) + 2 // the closing "**"
	for _, l := range [2]Location{start, end} {
		n += len("*sscl=") + len(l.File) + 2 + decimal.Len(l.Line1) + decimal.Len(l.Line2)
	}
	for _, f := range fields {
		n += len(f.Key) + len(f.Value) + 2
	}
	dst = decimal.Append(dst, n+2)
	dst = append(dst, "*regionType="...)
	dst = append(dst, regionType...)
	// a location's line range is often one line, and the end's the
	// start's (a barrier): what was formatted already is copied
	dst = append(dst, "*sscl="...)
	from := len(dst)
	dst = appendLocation(dst, start)
	dst = append(dst, "*escl="...)
	if end == start {
		dst = append(dst, dst[from:len(dst)-len("*escl=")]...)
	} else {
		dst = appendLocation(dst, end)
	}
	dst = append(dst, '*')
	for _, f := range fields {
		dst = append(dst, f.Key...)
		dst = append(dst, '=')
		dst = append(dst, f.Value...)
		dst = append(dst, '*')
	}
	return append(dst, '*')
}

// appendLocation appends "file:line1:line2".
func appendLocation(dst []byte, l Location) []byte {
	dst = append(dst, l.File...)
	dst = append(dst, ':')
	from := len(dst)
	dst = decimal.Append(dst, l.Line1)
	dst = append(dst, ':')
	if l.Line2 == l.Line1 {
		return append(dst, dst[from:len(dst)-1]...)
	}
	return decimal.Append(dst, l.Line2)
}

// DecodeError says what is wrong with a CTC string and where.
type DecodeError struct {
	Offset int // byte offset in the string given to Decode
	Msg    string
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("CTC string, offset %d: %s", e.Offset, e.Msg)
}

func errAt(off int, format string, args ...any) error {
	return &DecodeError{Offset: off, Msg: fmt.Sprintf(format, args...)}
}

// Decode parses a CTC string, with or without the surrounding quotes.
// Keys it does not know are an error (the reference aborts on them);
// regionType, sscl and escl are required. The length prefix is checked
// for being a number but, as in the reference, not for its value.
func Decode(s string) (RegionInfo, error) {
	var ri RegionInfo
	base := 0
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
		base = 1
	}
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return ri, errAt(base, "missing length prefix")
	}
	if len(s) < i+3 || !strings.HasSuffix(s, "**") {
		return ri, errAt(base+len(s), "missing terminating \"**\"")
	}
	if s[i] != '*' {
		return ri, errAt(base+i, "expected '*' after the length")
	}
	body := s[i+1 : len(s)-2]
	off := base + i + 1
	seen := map[string]bool{}
	haveType := false
	for _, item := range splitFields(body) {
		pos := off + item.off
		key, value, ok := strings.Cut(item.text, "=")
		if !ok || key == "" {
			return ri, errAt(pos, "expected key=value, found %q", item.text)
		}
		if seen[key] {
			return ri, errAt(pos, "duplicate key %q", key)
		}
		seen[key] = true
		if err := ri.set(key, value, pos+len(key)+1); err != nil {
			return ri, err
		}
		if key == "regionType" {
			haveType = true
		}
	}
	switch {
	case !haveType:
		return ri, errAt(base, "missing required key regionType")
	case !seen["sscl"]:
		return ri, errAt(base, "missing required key sscl")
	case !seen["escl"]:
		return ri, errAt(base, "missing required key escl")
	}
	if ri.Type == Sections && ri.NumSections <= 0 {
		return ri, errAt(base, "sections region without numSections")
	}
	if ri.Type == UserRegion && ri.UserRegionName == "" {
		return ri, errAt(base, "user region without userRegionName")
	}
	return ri, nil
}

type fieldText struct {
	text string
	off  int
}

func splitFields(body string) []fieldText {
	var out []fieldText
	start := 0
	for j := 0; j <= len(body); j++ {
		if j == len(body) || body[j] == '*' {
			out = append(out, fieldText{body[start:j], start})
			start = j + 1
		}
	}
	return out
}

func (ri *RegionInfo) set(key, value string, off int) error {
	switch key {
	case "regionType":
		t, ok := ParseRegionType(value)
		if !ok {
			return errAt(off, "unknown region type %q", value)
		}
		ri.Type = t
	case "sscl", "escl":
		loc, err := parseLocation(value, off)
		if err != nil {
			return err
		}
		if key == "sscl" {
			ri.Start = loc
		} else {
			ri.End = loc
		}
	case "numSections":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 {
			return errAt(off, "numSections is not a count: %q", value)
		}
		ri.NumSections = n
	case "criticalName":
		ri.CriticalName = value
	case "userRegionName":
		ri.UserRegionName = value
	case "userGroupName":
		ri.UserGroupName = value
	case "hasSchedule":
		ri.ScheduleArg = strings.ReplaceAll(value, "@", "*")
		kind, _, _ := strings.Cut(ri.ScheduleArg, ",")
		switch strings.ToLower(strings.TrimSpace(kind)) {
		case "static":
			ri.Schedule = Static
		case "dynamic":
			ri.Schedule = Dynamic
		case "guided":
			ri.Schedule = Guided
		case "runtime":
			ri.Schedule = Runtime
		case "auto":
			ri.Schedule = Auto
		default:
			// schedule modifiers (monotonic:...) and unknown kinds keep the text
			ri.Schedule = NoSchedule
		}
	case "hasDefault":
		if value == "" {
			return errAt(off, "empty hasDefault")
		}
		ri.Default = value
	default:
		for _, c := range clauseKeys {
			if strings.EqualFold(c.key, key) {
				if value != "1" && value != "0" {
					return errAt(off, "%s must be 0 or 1, found %q", key, value)
				}
				*c.field(ri) = value == "1"
				return nil
			}
		}
		return errAt(off-len(key)-1, "unknown key %q", key)
	}
	return nil
}

// parseLocation reads "file:line1:line2"; the file name may contain ':'.
func parseLocation(v string, off int) (Location, error) {
	j := strings.LastIndexByte(v, ':')
	if j < 0 {
		return Location{}, errAt(off, "source location %q is not file:line1:line2", v)
	}
	i := strings.LastIndexByte(v[:j], ':')
	if i < 0 {
		return Location{}, errAt(off, "source location %q is not file:line1:line2", v)
	}
	l1, err1 := strconv.Atoi(v[i+1 : j])
	l2, err2 := strconv.Atoi(v[j+1:])
	if err1 != nil || err2 != nil || l1 < 0 || l2 < 0 {
		return Location{}, errAt(off+i+1, "bad line numbers in %q", v)
	}
	if v[:i] == "" {
		return Location{}, errAt(off, "empty file name in %q", v)
	}
	return Location{File: v[:i], Line1: l1, Line2: l2}, nil
}
