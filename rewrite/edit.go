package rewrite

import (
	"bytes"

	"opari2/parser"
)

// sourceEditor makes an instrumented source from the input and edits at
// the positions a scanner reports, in order (as cmd/cover edits a file,
// but streaming): the input's bytes between edits are copied as the
// cursor passes them. The copy writes lines as the reference does: a
// line's "\r\n" as "\n", and a last line without '\n' with one.
type sourceEditor struct {
	src  []byte
	done int     // src[:done] is written or skipped
	out  textBuf // the output not yet drained into the sink
	sink outputSink
	// ended: the input's end is reached and its last line ended (by
	// the copy, or by an edit that replaced the last lines)
	ended bool
}

// copyTo writes the input up to off.
func (e *sourceEditor) copyTo(off int) {
	if off <= e.done {
		if off == len(e.src) {
			e.endLastLine()
		}
		return
	}
	b := e.src[e.done:off]
	for {
		i := bytes.IndexByte(b, '\r')
		if i < 0 {
			break
		}
		// a '\r' ending a line (or the input) is dropped
		if at := e.done + i + 1; at == len(e.src) || e.src[at] == '\n' {
			e.out.Write(b[:i])
		} else {
			e.out.Write(b[:i+1])
		}
		e.done += i + 1
		b = b[i+1:]
	}
	e.out.Write(b)
	e.done = off
	if off == len(e.src) {
		e.endLastLine()
	}
}

// endLastLine ends the input's last line, once, when it has no '\n'.
func (e *sourceEditor) endLastLine() {
	if e.ended {
		return
	}
	e.ended = true
	if n := len(e.src); n > 0 && e.src[n-1] != '\n' {
		e.out.WriteByte('\n')
	}
}

// skipTo drops the input up to off (a token the edit replaces).
func (e *sourceEditor) skipTo(off int) { e.done = max(e.done, off) }

// replaceLines drops the input up to at.End, whole lines that the edit
// replaces with lines of its own.
func (e *sourceEditor) replaceLines(at parser.Span) {
	e.skipTo(at.End)
	if at.End == len(e.src) {
		e.ended = true
	}
}

// lineStart is reached at the start of every line (off): the output is
// drained into the sink when it holds enough (a write error is kept for
// the sink's flush).
func (e *sourceEditor) lineStart(off int) {
	if e.sink.W == nil || e.out.Len()+off-e.done <= e.sink.Chunk {
		return // (not enough to drain: the copy waits for the next edit)
	}
	e.copyTo(off)
	e.sink.drain(&e.out)
}

// finish copies the rest of the input.
func (e *sourceEditor) finish() { e.copyTo(len(e.src)) }
