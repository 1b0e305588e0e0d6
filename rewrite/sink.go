package rewrite

import (
	"bytes"
	"io"
)

// outputSink takes an instrumented source as it is made, so that the
// text of a large file is never held whole in memory (and its buffer
// never regrown): the sourceEditor empties its buffer into W at the start
// of a line once it holds more than Chunk bytes, at a point where nothing
// refers back into it (in Fortran outside #if groups). With W nil the
// whole output stays in the buffer.
type outputSink struct {
	W     io.Writer
	Chunk int
	err   error
}

// drain writes out to the sink when it holds more than Chunk bytes. The
// last line stays in out: the Fortran rewriter compares it with the line
// marker it is about to write. A write error is returned, and the output
// is dropped from then on.
func (k *outputSink) drain(out *textBuf) error {
	if k.W == nil || out.Len() <= k.Chunk {
		return nil
	}
	if k.err != nil {
		out.Reset()
		return k.err
	}
	b := out.Bytes()
	cut := bytes.LastIndexByte(b[:len(b)-1], '\n') + 1
	if cut == 0 {
		return nil
	}
	if _, err := k.W.Write(b[:cut]); err != nil {
		k.err = err
		out.Reset()
		return err
	}
	out.dropFront(cut)
	return nil
}

// flush writes all of out to the sink; it returns the first write error.
func (k *outputSink) flush(out *textBuf) error {
	if k.W != nil && k.err == nil && out.Len() > 0 {
		if _, err := k.W.Write(out.Bytes()); err != nil {
			k.err = err
		}
		out.Reset()
	}
	return k.err
}
