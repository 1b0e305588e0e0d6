package rewrite

// textBuf holds the instrumented source as it is made. It is
// bytes.Buffer's writing half with methods small enough to be inlined:
// the rewriter writes a directive's instrumentation in some twenty
// pieces of a few bytes, and bytes.Buffer's call per piece (with its
// read-state bookkeeping) was a twentieth of the Fortran instrumenter's
// work. Its writes never fail.
type textBuf struct{ buf []byte }

func (b *textBuf) Write(p []byte) (int, error) {
	b.buf = append(b.buf, p...)
	return len(p), nil
}

func (b *textBuf) WriteString(s string) (int, error) {
	b.buf = append(b.buf, s...)
	return len(s), nil
}

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
