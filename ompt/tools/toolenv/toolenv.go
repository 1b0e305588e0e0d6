// Package toolenv picks a Go tool by name for the libraries that replay
// recorded events into the ompt model (libopari2-ompt under libomp,
// libpomp2's OMPT bridge), and writes the tool's output the way both do:
// to stderr, or to a file that appears (by rename) only when the run
// finished.
package toolenv

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"opari2/ompt"
	"opari2/ompt/tools/checker"
	"opari2/ompt/tools/count"
	"opari2/ompt/tools/printer"
)

// Names are the tools New knows.
const Names = "printer, checker, count, none"

// ErrUnknown is returned by New for a name it does not know.
var ErrUnknown = errors.New("unknown tool")

// Tool is a tool chosen by name.
type Tool struct {
	// Start is the tool's ompt_start_tool; nil for "none" (the model is
	// driven without a tool).
	Start ompt.StartToolFunc
	// report writes the tool's summary at the end (checker, count).
	report func(w io.Writer, prefix string) error
	// sequences writes the checker's construct sequences.
	sequences func() error
}

// New makes the tool called name ("printer", "checker", "count", "none";
// blanks around ignored), writing its lines to w. With the checker,
// sequencesPath (if not empty) is where Finish writes the per-thread
// construct sequences (checker.WriteSequences).
func New(name string, w io.Writer, sequencesPath string) (*Tool, error) {
	switch strings.TrimSpace(name) {
	case "printer":
		return &Tool{Start: printer.New(w, printer.Options{}).StartTool}, nil
	case "checker":
		c := checker.New()
		t := &Tool{Start: c.StartTool}
		t.report = func(w io.Writer, prefix string) error {
			_, err := fmt.Fprintf(w, "%schecker: %v\n", prefix, c)
			if err == nil && c.Err() != nil {
				_, err = fmt.Fprintf(w, "%v\n", c.Err())
			}
			return err
		}
		if sequencesPath != "" {
			t.sequences = func() error {
				return WriteFileAtomic(sequencesPath, func(w io.Writer) error {
					return checker.WriteSequences(w, checker.Constructs(c.Threads()))
				})
			}
		}
		return t, nil
	case "count":
		c := &count.Counter{}
		return &Tool{Start: c.StartTool, report: func(w io.Writer, _ string) error { return c.Write(w) }}, nil
	case "none":
		return &Tool{}, nil
	}
	return nil, fmt.Errorf("%q: %w", name, ErrUnknown)
}

// Finish writes the tool's summary to w (the checker's
// "<prefix>checker: N events, T threads, V violations" and the
// violations; the count's lines), and the sequences file. Call it after
// the tool's finalizer ran.
func (t *Tool) Finish(w io.Writer, prefix string) error {
	var err error
	if t.report != nil {
		err = t.report(w, prefix)
	}
	if t.sequences != nil {
		if serr := t.sequences(); err == nil {
			err = serr
		}
	}
	return err
}

// Output is where a tool writes: stderr, or a file written as path.tmp
// and renamed to path by Close.
type Output struct {
	W    *bufio.Writer
	f    *os.File
	path string
}

// OpenOutput opens path for a tool's output ("": stderr).
func OpenOutput(path string) (*Output, error) {
	if path == "" {
		return &Output{W: bufio.NewWriter(os.Stderr)}, nil
	}
	f, err := os.Create(path + ".tmp")
	if err != nil {
		return nil, fmt.Errorf("output: %w", err)
	}
	return &Output{W: bufio.NewWriterSize(f, 1<<16), f: f, path: path}, nil
}

// Close flushes the output and gives the file its name; on an error the
// temporary file is removed.
func (o *Output) Close() error {
	err := o.W.Flush()
	if o.f == nil {
		return err
	}
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(o.f.Name())
		return fmt.Errorf("writing %s: %w", o.path, err)
	}
	return os.Rename(o.f.Name(), o.path)
}

// Abandon removes the temporary file of an output never completed.
func (o *Output) Abandon() {
	if o.f != nil {
		o.f.Close()
		os.Remove(o.f.Name())
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
