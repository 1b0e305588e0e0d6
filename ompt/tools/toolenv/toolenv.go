// Package toolenv picks a Go tool by name for the libraries that replay
// recorded callbacks into the ompt model (libopari2-ompt under libomp,
// libpomp2), and writes the tool's output the way both do:
// to stderr, or to a file that appears (by rename) only when the run
// finished.
//
// Tools are found in the registry of package ompt (ompt.RegisterTool,
// ompt.RegisterToolMaker): this package registers the sample tools
// (printer, checker, count, and none, the model without a tool), and a
// tool registered from any other package linked into a library is found
// the same way.
package toolenv

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"opari2/internal/atomicfile"
	"opari2/ompt"
	"opari2/ompt/tools/checker"
	"opari2/ompt/tools/count"
	"opari2/ompt/tools/printer"
)

// Names lists the registered tools, as "a, b, c" (for messages).
var Names fmt.Stringer = names{}

type names struct{}

func (names) String() string { return strings.Join(ompt.RegisteredTools(), ", ") }

// ErrUnknown is returned by New for a name no tool is registered under.
var ErrUnknown = ompt.ErrUnknownTool

func init() {
	for name, make := range map[string]ompt.ToolMaker{
		"printer": func(env ompt.ToolEnv) (*ompt.Tool, error) {
			return &ompt.Tool{Start: printer.New(env.Out, printer.Options{}).StartTool}, nil
		},
		"checker": makeChecker,
		"count": func(env ompt.ToolEnv) (*ompt.Tool, error) {
			c := &count.Counter{}
			return &ompt.Tool{Start: c.StartTool, Summary: func(w io.Writer, _ string) error { return c.Write(w) }}, nil
		},
		"none": func(ompt.ToolEnv) (*ompt.Tool, error) { return &ompt.Tool{}, nil },
	} {
		if err := ompt.RegisterToolMaker(name, make); err != nil {
			panic(err)
		}
	}
}

// makeChecker makes the checker: its summary is "<prefix>checker: N
// events, T threads, V violations" and the violations; with the setting
// SEQUENCES (a file name) the per-thread construct sequences are written
// there (checker.WriteSequences).
func makeChecker(env ompt.ToolEnv) (*ompt.Tool, error) {
	c := checker.New()
	seq := env.Setting("SEQUENCES")
	return &ompt.Tool{
		Start:        c.StartTool,
		AddViolation: c.AddViolation,
		Failed:       func() bool { return c.Err() != nil },
		Summary: func(w io.Writer, prefix string) error {
			_, err := fmt.Fprintf(w, "%schecker: %v\n", prefix, c)
			if err == nil && c.Err() != nil {
				_, err = fmt.Fprintf(w, "%v\n", c.Err())
			}
			if seq != "" {
				serr := WriteFileAtomic(seq, func(w io.Writer) error {
					return checker.WriteSequences(w, checker.Constructs(c.Threads()))
				})
				if err == nil {
					err = serr
				}
			}
			return err
		},
	}, nil
}

// Tool is a tool chosen by name.
type Tool struct {
	// Start is the tool's ompt_start_tool; nil for "none" (the model is
	// driven without a tool).
	Start ompt.StartToolFunc
	tool  *ompt.Tool
	// violations the source found that the tool has no AddViolation for
	violations []string
	failed     bool
}

// New makes the tool registered under name (blanks around ignored),
// writing its lines to w. sequencesPath is the checker's SEQUENCES
// setting (the per-thread construct sequences file; "" for none); other
// settings are empty. NewFromEnv reads them from the environment.
func New(name string, w io.Writer, sequencesPath string) (*Tool, error) {
	return NewFromEnv(name, w, func(setting string) string {
		if setting == "SEQUENCES" {
			return sequencesPath
		}
		return ""
	})
}

// NewFromEnv makes the tool registered under name writing to w, whose
// settings setting returns (os.Getenv of the library's prefix and the
// setting's name).
func NewFromEnv(name string, w io.Writer, setting func(string) string) (*Tool, error) {
	t, err := ompt.MakeTool(strings.TrimSpace(name), ompt.ToolEnv{Out: w, Setting: setting})
	if err != nil {
		return nil, err
	}
	return &Tool{Start: t.Start, tool: t}, nil
}

// Violation reports an event the source could not report to the model
// (a record the replay could not place): a violation for a checking tool
// (ompt.Tool.AddViolation), else a line of the tool's summary. Either way
// the run failed (Failed).
func (t *Tool) Violation(msg string) {
	t.failed = true
	if t.tool.AddViolation != nil {
		t.tool.AddViolation(msg)
		return
	}
	t.violations = append(t.violations, msg)
}

// Violations reports n events the source could not report to the model,
// of which msgs are the first ones' messages (the rest get a generic one):
// Violation for each.
func (t *Tool) Violations(msgs []string, n int) {
	for _, m := range msgs {
		t.Violation(m)
	}
	for i := len(msgs); i < n; i++ {
		t.Violation("replay: another event the replay could not place")
	}
}

// Failed reports whether the run failed: a violation of the source
// (Violation), or the tool's own verdict (the checker's violations).
func (t *Tool) Failed() bool {
	return t.failed || t.tool.Failed != nil && t.tool.Failed()
}

// Finish writes the tool's summary to w (the checker's
// "<prefix>checker: N events, T threads, V violations" and the
// violations, and its sequences file; the count's lines), then the
// source's violations the tool has no place for ("<prefix>replay: ...").
// Call it after the tool's finalizer ran.
func (t *Tool) Finish(w io.Writer, prefix string) error {
	var err error
	if t.tool.Summary != nil {
		err = t.tool.Summary(w, prefix)
	}
	for _, v := range t.violations {
		if _, werr := fmt.Fprintf(w, "%s%s\n", prefix, v); err == nil {
			err = werr
		}
	}
	return err
}

// Output is where a tool writes: stderr, or a file written as path.tmp
// and renamed to path by Close; a path that is no regular file (a device
// such as /dev/null, a pipe) is written in place: renaming over it would
// replace it.
type Output struct {
	W    *bufio.Writer
	f    *os.File         // a file that is not a regular one (a FIFO, a device), written as it is
	tmp  *atomicfile.File // a regular file, written through a temporary one
	path string
}

// OpenOutput opens path for a tool's output ("": stderr).
func OpenOutput(path string) (*Output, error) {
	if path == "" {
		return &Output{W: bufio.NewWriter(os.Stderr)}, nil
	}
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, fmt.Errorf("output: %w", err)
		}
		return &Output{W: bufio.NewWriterSize(f, 1<<16), f: f, path: path}, nil
	}
	f, err := atomicfile.Create(path, 0o644)
	if err != nil {
		return nil, fmt.Errorf("output: %w", err)
	}
	return &Output{W: bufio.NewWriterSize(f, 1<<16), tmp: f, path: path}, nil
}

// Close flushes the output and gives the file its name; on an error the
// temporary file is removed.
func (o *Output) Close() error {
	err := o.W.Flush()
	switch {
	case o.f != nil:
		if cerr := o.f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("writing %s: %w", o.path, err)
		}
		return nil
	case o.tmp != nil:
		if err != nil {
			o.tmp.Abort()
			return err
		}
		return o.tmp.Commit()
	}
	return err
}

// Abandon removes the temporary file of an output never completed.
func (o *Output) Abandon() {
	if o.f != nil {
		o.f.Close()
	}
	if o.tmp != nil {
		o.tmp.Abort()
	}
}

// WriteFileAtomic writes path through a temporary file and a rename.
func WriteFileAtomic(path string, fill func(io.Writer) error) error {
	o, err := OpenOutput(path)
	if err != nil {
		return err
	}
	if err := fill(o.W); err != nil {
		o.Abandon()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return o.Close()
}

// DefaultExitCode is the exit status of a run a tool found failed, as
// ThreadSanitizer's: distinct from the usual statuses of programs.
const DefaultExitCode = 66

// ExitCode is the exit status of a failed run: the value of the
// environment variable env (0 to 255; 0 keeps the program's own status),
// or DefaultExitCode; a bad value is said on stderr after prefix.
func ExitCode(env, prefix string) int {
	v := strings.TrimSpace(os.Getenv(env))
	if v == "" {
		return DefaultExitCode
	}
	c, err := strconv.Atoi(v)
	if err != nil || c < 0 || c > 255 {
		fmt.Fprintf(os.Stderr, "%s: %s=%q: want 0 to 255; exit status %d\n", prefix, env, v, DefaultExitCode)
		return DefaultExitCode
	}
	return c
}
