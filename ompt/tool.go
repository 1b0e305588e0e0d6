package ompt

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// InitializeFunc is ompt_initialize_t: the tool's initializer. It binds
// entry points through lookup and registers callbacks; a non-zero result
// activates the tool.
type InitializeFunc func(lookup FunctionLookup, initialDeviceNum int, toolData *Data) int

// FinalizeFunc is ompt_finalize_t, called when the runtime shuts down.
type FinalizeFunc func(toolData *Data)

// Fns is ompt_fns_t: a tool's initializer and finalizer (002), plus the
// tool data LLVM's ompt_start_tool_result_t carries and passes to both.
type Fns struct {
	Initialize InitializeFunc
	Finalize   FinalizeFunc
	ToolData   Data
}

// StartToolFunc is ompt_start_tool: given the OpenMP version (the _OPENMP
// value) and the runtime's version string, a tool returns its Fns, or nil
// when it does not want to be used in this execution.
type StartToolFunc func(ompVersion uint32, runtimeVersion string) *Fns

// The registry of named tools stands in for the dynamically-linked
// libraries that tool-libraries-var (OMP_TOOL_LIBRARIES) names: Go cannot
// load a library at run time, so a tool package registers its
// ompt_start_tool under a name and OMP_TOOL_LIBRARIES lists names. It is
// also the one place the tool libraries (libopari2-ompt under libomp,
// libpomp2 for its Go tools) find the tool that OPARI2_OMPT_TOOL or
// POMP2_OMPT_TOOL names (MakeTool), so a tool registered from any package
// linked into them is found.
var registry = struct {
	sync.Mutex
	tools map[string]ToolMaker
}{tools: map[string]ToolMaker{}}

// ToolEnv is what a tool made for a run gets from the library that runs
// it.
type ToolEnv struct {
	// Out is where the tool writes its lines and its summary: the run's
	// output file, or stderr.
	Out io.Writer
	// Setting returns the tool's setting called name, from the
	// environment with the library's prefix: Setting("SEQUENCES") is
	// OPARI2_OMPT_SEQUENCES under libomp, POMP2_OMPT_SEQUENCES under
	// libpomp2. Nil means no settings.
	Setting func(name string) string
}

// Tool is a tool made for one run.
type Tool struct {
	// Start is the tool's ompt_start_tool; nil runs the model without a
	// tool.
	Start StartToolFunc
	// Summary, if not nil, writes the tool's summary (after its
	// finalizer ran); prefix names the library ("opari2-ompt ").
	Summary func(w io.Writer, prefix string) error
	// AddViolation, if not nil, records a violation the tool did not see
	// in a callback: an event the source could not report to the model.
	// Without it the library writes such events to the output itself.
	AddViolation func(msg string)
	// Failed, if not nil, reports whether the run failed the tool's
	// checks; the library then ends the process with a failure status.
	Failed func() bool
}

// ToolMaker makes a registered tool for a run.
type ToolMaker func(env ToolEnv) (*Tool, error)

// ErrUnknownTool is returned by MakeTool for a name no tool is registered
// under.
var ErrUnknownTool = errors.New("no tool registered under this name")

// RegisterTool makes a tool available under name for tool-libraries-var
// and the tool libraries. The tool writes wherever it wants; a tool that
// writes to the run's output or reports a summary registers a ToolMaker
// (RegisterToolMaker).
func RegisterTool(name string, start StartToolFunc) error {
	if start == nil {
		return fmt.Errorf("ompt: register tool %q: nil ompt_start_tool", name)
	}
	return RegisterToolMaker(name, func(ToolEnv) (*Tool, error) { return &Tool{Start: start}, nil })
}

// RegisterToolMaker makes a tool available under name: make is called
// once per run that selects it.
func RegisterToolMaker(name string, make ToolMaker) error {
	if name == "" || strings.ContainsAny(name, ": \t\n") {
		return fmt.Errorf("ompt: register tool %q: a tool name must be non-empty and contain no ':' or blank", name)
	}
	if make == nil {
		return fmt.Errorf("ompt: register tool %q: nil tool maker", name)
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.tools[name]; dup {
		return fmt.Errorf("ompt: register tool %q: already registered", name)
	}
	registry.tools[name] = make
	return nil
}

// UnregisterTool removes a named tool (for tests).
func UnregisterTool(name string) {
	registry.Lock()
	delete(registry.tools, name)
	registry.Unlock()
}

// RegisteredTools lists the registered tool names in order.
func RegisteredTools() []string {
	registry.Lock()
	defer registry.Unlock()
	names := make([]string, 0, len(registry.tools))
	for n := range registry.tools {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// MakeTool makes the tool registered under name for a run in env.
func MakeTool(name string, env ToolEnv) (*Tool, error) {
	registry.Lock()
	make := registry.tools[name]
	registry.Unlock()
	if make == nil {
		return nil, fmt.Errorf("ompt: tool %q: %w", name, ErrUnknownTool)
	}
	if env.Setting == nil {
		env.Setting = func(string) string { return "" }
	}
	t, err := make(env)
	if err != nil {
		return nil, fmt.Errorf("ompt: tool %q: %w", name, err)
	}
	return t, nil
}

// ToolVar is the value of the tool-var ICV.
type ToolVar int

// tool-var values.
const (
	ToolEnabled ToolVar = iota
	ToolDisabled
)

// ErrToolVar is wrapped by the error for an invalid OMP_TOOL value.
var ErrToolVar = errors.New("invalid OMP_TOOL value")

// ParseToolVar reads OMP_TOOL: "enabled" or "disabled" (any case, blanks
// around ignored); unset or empty means enabled. Anything else is an error.
func ParseToolVar(s string) (ToolVar, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "enabled":
		return ToolEnabled, nil
	case "disabled":
		return ToolDisabled, nil
	}
	return ToolEnabled, fmt.Errorf("ompt: OMP_TOOL=%q: %w (want enabled or disabled)", s, ErrToolVar)
}

// Config describes the runtime an event source presents to tools.
type Config struct {
	// OMPVersion is passed to ompt_start_tool (the _OPENMP value).
	OMPVersion uint32
	// RuntimeVersion is passed to ompt_start_tool and the initializer.
	RuntimeVersion string
	// ToolVar and ToolLibraries are the values of OMP_TOOL and
	// OMP_TOOL_LIBRARIES (see ReadEnv).
	ToolVar       string
	ToolLibraries string
	// Tool is an ompt_start_tool present in the address space (linked
	// into the program); it is asked first.
	Tool StartToolFunc
	// Support says how the source delivers each event; set_callback
	// answers with it. Events not listed get DefaultSupport.
	Support map[CallbackKind]SetResult
	// Devices are the target devices, numbered from 0.
	Devices []DeviceDriver
	// Places are the place partition (processor ids of each place).
	Places [][]int
	// MutexImpls names the mutex implementations (ids 1, 2, ...).
	MutexImpls []string
	// EntryPoints are the source's own entry points, which lookup returns
	// beside 002's (a runtime may provide more than the standard names,
	// 003); a name with the reserved prefix "ompt_" is an error (002
	// keeps it for the interface's own entry points).
	EntryPoints map[string]InterfaceFn
}

// ReadEnv fills ToolVar and ToolLibraries from OMP_TOOL and
// OMP_TOOL_LIBRARIES as getenv (os.Getenv) reports them.
func (c *Config) ReadEnv(getenv func(string) string) {
	c.ToolVar = getenv("OMP_TOOL")
	c.ToolLibraries = getenv("OMP_TOOL_LIBRARIES")
}

// DefaultSupport is the answer to set_callback for events the source's
// Support does not list: always (the model dispatches every event that a
// source reports).
func DefaultSupport(k CallbackKind) SetResult { return SetAlways }

// checkSupport applies 002's table of valid set_callback results: a
// mandatory event must always be dispatched; the others may be never,
// sometimes (paired) or always.
func checkSupport(k CallbackKind, s SetResult) error {
	if k.Mandatory() {
		if s != SetAlways {
			return fmt.Errorf("ompt: Config.Support: %v is mandatory, its only valid support is %v (not %v)", k, SetAlways, s)
		}
		return nil
	}
	switch s {
	case SetNever, SetSometimes, SetSometimesPaired, SetAlways:
		return nil
	}
	return fmt.Errorf("ompt: Config.Support: %v cannot be %v (want never, sometimes, sometimes_paired or always)", k, s)
}

// Default versions passed to tools.
const (
	DefaultOMPVersion     = 201811
	DefaultRuntimeVersion = "opari2-ompt 1.0"
)

// Runtime is an OpenMP runtime as the OMPT layer sees it: the tool it
// activated, the registered callbacks, devices and places.
type Runtime struct {
	cfg          Config
	fns          *Fns
	toolName     string
	active       bool
	initializing bool
	finalized    bool
	cb           callbacks
	dispatch     atomic.Pointer[callbacks] // what the model dispatches: &cb once the tool is active, none after ompt_finalize_tool
	support      [callbackLast + 1]SetResult
	devices      []DeviceDriver
	devState     []deviceState
	places       [][]int
	mutexImpls   []string
	lookup       map[string]InterfaceFn
	uniqueID     atomic.Uint64

	mu       sync.Mutex
	nthreads int
}

// Start prepares a runtime: it reads tool-var, finds a tool (the one in
// the address space first, then the first library of tool-libraries-var
// whose ompt_start_tool returns non-nil), and calls its initializer with
// lookup before any event. An invalid OMP_TOOL value is an error.
func Start(cfg Config) (*Runtime, error) {
	tv, err := ParseToolVar(cfg.ToolVar)
	if err != nil {
		return nil, err
	}
	if cfg.OMPVersion == 0 {
		cfg.OMPVersion = DefaultOMPVersion
	}
	if cfg.RuntimeVersion == "" {
		cfg.RuntimeVersion = DefaultRuntimeVersion
	}
	if len(cfg.MutexImpls) == 0 {
		cfg.MutexImpls = []string{"go_sync"}
	}
	r := &Runtime{cfg: cfg, devices: cfg.Devices, places: cfg.Places, mutexImpls: cfg.MutexImpls}
	r.devState = make([]deviceState, len(cfg.Devices))
	for k, s := range cfg.Support {
		if !k.Valid() {
			return nil, fmt.Errorf("ompt: Config.Support: %v is not a callback of 002", k)
		}
		if err := checkSupport(k, s); err != nil {
			return nil, err
		}
	}
	for _, k := range AllCallbacks() {
		s, ok := cfg.Support[k]
		if !ok {
			s = DefaultSupport(k)
		}
		r.support[k] = s
	}
	r.lookup = r.entryPoints()
	for name, fn := range cfg.EntryPoints {
		if strings.HasPrefix(name, ReservedPrefix) {
			return nil, fmt.Errorf("ompt: Config.EntryPoints: %q: the prefix %q is reserved for the interface's entry points", name, ReservedPrefix)
		}
		if name == "" || fn == nil {
			return nil, fmt.Errorf("ompt: Config.EntryPoints: %q is an empty or nil entry point", name)
		}
		r.lookup[name] = fn
	}
	if tv == ToolDisabled {
		return r, nil
	}
	r.fns, r.toolName = findTool(cfg)
	if r.fns == nil {
		return r, nil
	}
	if r.fns.Initialize == nil || r.fns.Finalize == nil {
		return nil, fmt.Errorf("ompt: tool %s: ompt_start_tool returned a nil initializer or finalizer", r.toolName)
	}
	r.initializing = true
	ok := r.fns.Initialize(r.Lookup, len(cfg.Devices), &r.fns.ToolData)
	r.initializing = false
	if ok == 0 {
		r.cb = callbacks{}
		r.fns = nil
		return r, nil
	}
	r.active = true
	r.dispatch.Store(&r.cb)
	return r, nil
}

// noCallbacks is the dispatch table of a runtime without an active tool.
var noCallbacks callbacks

// cbs is the dispatch table the model's events use: the tool's callbacks
// while it is active, none before and after (ompt_finalize_tool). An
// atomic load, a plain load on the usual machines.
func (r *Runtime) cbs() *callbacks {
	if c := r.dispatch.Load(); c != nil {
		return c
	}
	return &noCallbacks
}

// findTool asks the tool in the address space, then each named library.
func findTool(cfg Config) (*Fns, string) {
	if cfg.Tool != nil {
		return cfg.Tool(cfg.OMPVersion, cfg.RuntimeVersion), "(in address space)"
	}
	for _, name := range strings.Split(cfg.ToolLibraries, ":") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		tool, err := MakeTool(name, ToolEnv{Out: os.Stderr})
		if err != nil || tool.Start == nil {
			continue // like a library that cannot be loaded
		}
		if fns := tool.Start(cfg.OMPVersion, cfg.RuntimeVersion); fns != nil {
			return fns, name
		}
	}
	return nil, ""
}

// ToolActive reports whether a tool was found and its initializer
// returned non-zero.
func (r *Runtime) ToolActive() bool { return r.active }

// ToolName is the registry name of the active tool, or "(in address
// space)" for Config.Tool.
func (r *Runtime) ToolName() string {
	if !r.active {
		return ""
	}
	return r.toolName
}

// SetPlaces replaces the place partition (Config.Places), for a source
// that learns it after the tool's initialization (libomp sets up its
// places at the first parallel region). Call it from the goroutine that
// drives the threads (a replaying source), not while events run on
// others.
func (r *Runtime) SetPlaces(places [][]int) { r.places = places }

// NumDevices is the number of target devices.
func (r *Runtime) NumDevices() int { return len(r.devices) }

// UniqueID returns a new id, unique over the runtime's lifetime.
func (r *Runtime) UniqueID() uint64 { return r.uniqueID.Add(1) }

// Finalize calls the tool's finalizer once, when the runtime shuts down
// (after FinalizeDevices and the last thread_end), or when the tool asks
// for it with ompt_finalize_tool. No callback is dispatched afterwards.
func (r *Runtime) Finalize() {
	r.mu.Lock()
	if !r.active || r.finalized {
		r.mu.Unlock()
		return
	}
	r.finalized = true
	r.mu.Unlock()
	r.dispatch.Store(&noCallbacks)
	r.fns.Finalize(&r.fns.ToolData)
}

// Finalized reports whether the tool's finalizer ran.
func (r *Runtime) Finalized() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.finalized
}
