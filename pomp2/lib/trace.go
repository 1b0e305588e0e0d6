package main

// #include "pomp2_core.h"
import "C"

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"opari2/ompt"
	"opari2/pomp2"
	"opari2/pomp2/bridge"
	"opari2/pomp2/report"
	"opari2/pomp2/tools/measure"
)

// traceStore keeps the recorded buffers of a run for the trace, which is
// converted to Chrome JSON once, at finalize: formatting it while the
// program runs took several times the CPU of the recording itself
// (46-60 ns per record), CPU that the OpenMP threads were waiting for.
// Buffers stay in memory up to a limit (POMP2_TRACE_BUFFER_MB); beyond it
// the oldest are written raw to a scratch file in the output directory,
// which the conversion reads back first.
type traceStore struct {
	dir       string
	limit     int
	kept      []*C.pomp2_chunk // in drain order: each thread's in order
	keptBytes int
	spill     *os.File
	spillW    *bufio.Writer
	err       error // the first spill error; the trace is then not written
}

func newTraceStore(dir string, limit int) *traceStore {
	return &traceStore{dir: dir, limit: limit}
}

func (s *traceStore) keep(c *C.pomp2_chunk) {
	s.kept = append(s.kept, c)
	s.keptBytes += C.POMP2_CHUNK_BYTES
}

// spillOverLimit writes the oldest buffers to the scratch file until half
// the limit is left in memory.
func (s *traceStore) spillOverLimit() {
	if s.keptBytes <= s.limit {
		return
	}
	if s.spill == nil && s.err == nil {
		f, err := os.CreateTemp(s.dir, "trace-*.raw")
		if err != nil {
			s.err = fmt.Errorf("scratch file for the trace: %w", err)
		}
		s.spill, s.spillW = f, bufio.NewWriterSize(f, 1<<20)
	}
	n := 0
	for n < len(s.kept) && s.keptBytes > s.limit/2 {
		c := s.kept[n]
		if s.err == nil {
			if err := pomp2.WriteRawBatch(s.spillW, int(c.thread), chunkRecords(c)); err != nil {
				s.err = fmt.Errorf("writing %s: %w", s.spill.Name(), err)
			}
		}
		C.pomp2_release_chunks(c)
		s.keptBytes -= C.POMP2_CHUNK_BYTES
		n++
	}
	s.kept = append(s.kept[:0], s.kept[n:]...)
}

// write converts everything recorded into dir/trace.json (through a
// temporary file: a failed run leaves no partial trace) and frees the
// buffers. With viaBridge the conversion is the trace tool's behind an
// OMPT bridge (POMP2_TRACE_BRIDGE=1); with both, the direct conversion
// writes trace.json and the tool trace-bridge.json. A stopped run's trace
// says so (partial).
func (s *traceStore) write(reg *pomp2.Registry, clock pomp2.Clock, process string, viaBridge, both bool, partial *report.Partial) (err error) {
	defer s.release()
	if s.err != nil {
		return s.err
	}
	type output struct {
		f  *pomp2.OutputFile
		tw *pomp2.TraceWriter
		b  *bridge.Bridge // nil: direct
	}
	var outs []*output
	defer func() {
		for _, o := range outs {
			if err != nil {
				o.f.Abort()
			}
		}
	}()
	open := func(name string, tool bool) error {
		f, err := pomp2.CreateOutput(s.dir, name)
		if err != nil {
			return err
		}
		o := &output{f: f, tw: pomp2.NewTraceWriter(f, reg, clock, os.Getpid())}
		if partial != nil {
			o.tw.SetPartial(fmt.Sprintf("stopped by %s after %.3f s", partial.Signal, partial.TimeNs/1e9))
		}
		outs = append(outs, o)
		if tool {
			o.b, err = bridge.Start(ompt.Config{Tool: measure.Trace(o.tw).StartTool, OMPVersion: 201611}, reg, func() pomp2.Clock { return clock })
		}
		return err
	}
	switch {
	case both:
		err = open("trace.json", false)
		if err == nil {
			err = open("trace-bridge.json", true)
		}
	default:
		err = open("trace.json", viaBridge)
	}
	if err != nil {
		return err
	}
	var dec pomp2.Decoder
	add := func(thread int, recs []pomp2.Record) {
		evs := dec.Decode(thread, recs)
		for _, o := range outs {
			if o.b == nil {
				o.tw.Add(thread, evs)
				continue
			}
			o.b.Feed(thread, append([]pomp2.Event(nil), evs...), nil)
			o.b.Run()
		}
	}
	if s.spill != nil {
		if err := s.spillW.Flush(); err != nil {
			return fmt.Errorf("writing %s: %w", s.spill.Name(), err)
		}
		if _, err := s.spill.Seek(0, io.SeekStart); err != nil {
			return err
		}
		if err := pomp2.ReadRawBatches(bufio.NewReaderSize(s.spill, 1<<20), add); err != nil {
			return fmt.Errorf("reading %s: %w", s.spill.Name(), err)
		}
	}
	for _, c := range s.kept {
		add(int(c.thread), chunkRecords(c))
	}
	for _, o := range outs {
		if o.b != nil {
			if berr := o.b.Finish(); berr != nil {
				fmt.Fprintf(os.Stderr, "pomp2: trace through the OMPT bridge: %v\n", berr)
			}
		}
		if err := o.tw.Close(process); err != nil {
			return o.f.Fail(err)
		}
		if err := o.f.Commit(); err != nil {
			return err // the outputs not committed yet are aborted on the way out
		}
	}
	return nil
}

// release gives the kept buffers back and removes the scratch file.
func (s *traceStore) release() {
	for _, c := range s.kept {
		C.pomp2_release_chunks(c)
	}
	s.kept, s.keptBytes = nil, 0
	if s.spill != nil {
		s.spill.Close()
		os.Remove(s.spill.Name())
		s.spill = nil
	}
}
