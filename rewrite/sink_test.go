package rewrite

import (
	"bytes"
	"errors"
	"testing"
)

// TestSinkDrain: the sink takes whole lines and leaves the last one (or
// the unfinished one) in the buffer: the Fortran rewriter compares it with
// the line marker it writes next. Flush takes the rest; a write error is
// kept.
func TestSinkDrain(t *testing.T) {
	var w bytes.Buffer
	k := outputSink{W: &w, Chunk: 4}
	var out textBuf
	out.WriteString("ab")
	if k.drain(&out); w.Len() != 0 || out.String() != "ab" {
		t.Errorf("under a chunk: wrote %q, kept %q", w.String(), out.String())
	}
	out.WriteString("c\nd\n#line 3 \"f\"\n")
	if k.drain(&out); w.String() != "abc\nd\n" || out.String() != "#line 3 \"f\"\n" {
		t.Errorf("wrote %q, kept %q", w.String(), out.String())
	}
	out.WriteString("x = 1\ny")
	if k.drain(&out); w.String() != "abc\nd\n#line 3 \"f\"\nx = 1\n" || out.String() != "y" {
		t.Errorf("wrote %q, kept %q", w.String(), out.String())
	}
	if err := k.flush(&out); err != nil || w.String() != "abc\nd\n#line 3 \"f\"\nx = 1\ny" || out.Len() != 0 {
		t.Errorf("flush: %v, wrote %q, kept %q", err, w.String(), out.String())
	}

	fail := errors.New("disk full")
	k = outputSink{W: failWriter{fail}, Chunk: 0}
	out.WriteString("a\nb\n")
	if err := k.drain(&out); !errors.Is(err, fail) || out.Len() != 0 {
		t.Errorf("drain: %v, kept %q", err, out.String())
	}
	out.WriteString("c\nd\n")
	if err := k.drain(&out); !errors.Is(err, fail) || out.Len() != 0 {
		t.Errorf("after the error: %v, kept %q", err, out.String())
	}
	if err := k.flush(&out); !errors.Is(err, fail) {
		t.Errorf("flush after the error: %v", err)
	}

	// without a writer the output stays in the buffer
	k = outputSink{}
	out.WriteString("a\nb\nc\n")
	if k.drain(&out); out.String() != "a\nb\nc\n" {
		t.Errorf("no writer: kept %q", out.String())
	}
}

type failWriter struct{ err error }

func (w failWriter) Write(p []byte) (int, error) { return 0, w.err }
