package rewrite

import (
	"bufio"
	"bytes"
	"io"
)

// streamChunk is how much instrumented source the scanner holds before
// it writes it out, when the output goes to a file (InstrumentTo).
var streamChunk = 256 << 10

// textWriter is what the include file is written to: the Result's
// bytes.Buffer, or a bufio.Writer on the file.
type textWriter interface {
	io.Writer
	io.StringWriter
	io.ByteWriter
}

// output is where one run's text goes: with nil writers it stays in
// memory for the Result.
type output struct {
	src, inc io.Writer
}

// sink sizes the scanner's output buffer once, so that it is never
// regrown: for the whole output (about size bytes) when it stays in
// memory, else for two chunks at most.
func (o output) sink(buf *textBuf, size int) outputSink {
	if o.src == nil {
		buf.Grow(size)
		return outputSink{}
	}
	buf.Grow(min(size, 2*streamChunk+4096))
	return outputSink{W: o.src, Chunk: streamChunk}
}

// source ends the instrumented source: the bytes of an in-memory one,
// else flush writes the rest of it.
func (o output) source(buf *textBuf, flush func() error) ([]byte, error) {
	if o.src == nil {
		return buf.Bytes(), nil
	}
	return nil, flush()
}

// include writes the include file (about size bytes) with write: into a
// buffer, returned, or through a buffer to the file.
func (o output) include(size int, write func(textWriter)) ([]byte, error) {
	w, finish := o.includeWriter(size)
	write(w)
	return finish()
}

// includeWriter is where the include file is written (about size bytes),
// from the start of the run on if need be; finish ends it: the bytes of
// an in-memory one, else the buffer flushed to the file.
func (o output) includeWriter(size int) (textWriter, func() ([]byte, error)) {
	if o.inc == nil {
		b := new(bytes.Buffer)
		b.Grow(size)
		return b, func() ([]byte, error) { return b.Bytes(), nil }
	}
	w := bufio.NewWriterSize(o.inc, min(size, 64<<10))
	return w, func() ([]byte, error) { return nil, w.Flush() }
}
