package main

// #include "pomp2_core.h"
import "C"

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"opari2/pomp2"
	"opari2/pomp2/report"
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
	otf2      bool  // an OTF2 archive (POMP2_TRACE=otf2), not trace.json
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
// buffers. A stopped run's trace says so (partial).
func (s *traceStore) write(reg *pomp2.Registry, clock pomp2.Clock, process string, partial *report.Partial) (err error) {
	defer s.release()
	if s.err != nil {
		return s.err
	}
	if s.otf2 {
		return s.writeOTF2(reg, clock, partial)
	}
	f, err := pomp2.CreateOutput(s.dir, "trace.json")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Abort()
		}
	}()
	tw := pomp2.NewTraceWriter(f, reg, clock, os.Getpid())
	if partial != nil {
		tw.SetPartial(fmt.Sprintf("stopped by %s after %.3f s", partial.Signal, partial.TimeNs/1e9))
	}
	var dec pomp2.Decoder
	if err := s.replay(func(thread int, recs []pomp2.Record) { tw.Add(thread, dec.Decode(thread, recs)) }); err != nil {
		return err
	}
	if err := tw.Close(process); err != nil {
		return f.Fail(err)
	}
	return f.Commit()
}

// replay hands every recorded batch to add: those spilled to the
// scratch file first, then those kept, each thread's in order.
func (s *traceStore) replay(add func(thread int, recs []pomp2.Record)) error {
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
