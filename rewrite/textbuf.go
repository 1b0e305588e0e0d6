package rewrite

import "opari2/internal/decimal"

// textBuf holds the instrumented source as it is made: bytes.Buffer's
// writing half, without its read-state bookkeeping in every write. The
// rewriter writes a directive's instrumentation in some twenty pieces
// of a few bytes each. Its writes never fail.
//
// The writes are kept out of line: inlined at the hundreds of places
// that write, they made the hot code larger than the instruction
// cache holds (cachegrind: 3% fewer instructions than bytes.Buffer,
// but 12% more I1 misses on the dense f90 input; out of line, 1% fewer
// instructions and no more misses).
type textBuf struct{ buf []byte }

//go:noinline
func (b *textBuf) Write(p []byte) (int, error) {
	b.buf = append(b.buf, p...)
	return len(p), nil
}

//go:noinline
func (b *textBuf) WriteString(s string) (int, error) {
	b.buf = append(b.buf, s...)
	return len(s), nil
}

// WriteDecimal writes n in decimal.
//
//go:noinline
func (b *textBuf) WriteDecimal(n int) { b.buf = decimal.Append(b.buf, n) }

//go:noinline
func (b *textBuf) WriteByte(c byte) error {
	b.buf = append(b.buf, c)
	return nil
}

// Grow makes room for n more bytes.
func (b *textBuf) Grow(n int) {
	if cap(b.buf)-len(b.buf) < n {
		grown := make([]byte, len(b.buf), 2*cap(b.buf)+n)
		copy(grown, b.buf)
		b.buf = grown
	}
}

func (b *textBuf) Len() int       { return len(b.buf) }
func (b *textBuf) Bytes() []byte  { return b.buf }
func (b *textBuf) String() string { return string(b.buf) }
func (b *textBuf) Reset()         { b.buf = b.buf[:0] }
func (b *textBuf) Truncate(n int) { b.buf = b.buf[:n] }

// dropFront drops the first n bytes (written out), keeping the rest at
// the start of the same memory.
func (b *textBuf) dropFront(n int) { b.buf = b.buf[:copy(b.buf, b.buf[n:])] }
