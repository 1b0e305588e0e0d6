package parser

import (
	"bytes"
	"unsafe"
)

// inputText is src as a string without a copy of it (a whole file): the
// scanners only read their input. The caller must not change src while
// the scanner, or text it handed out (directive lines, statements), is
// in use; the instrumenter reads a file once and never writes to it, and
// what it keeps (messages, output) is copied.
func inputText(src []byte) string {
	return unsafe.String(unsafe.SliceData(src), len(src))
}

// lineIndex cuts the input into lines as they are read: the offset of
// each line's start (4 bytes a line, nothing for the collector to scan)
// instead of a string per line.
type lineIndex struct {
	src string
	off []int32 // where each line starts, and where the text after the last '\n' starts
	n   int     // lines: a last one without '\n' counts, an empty one after the last '\n' does not
}

func newLineIndex(src []byte) lineIndex {
	x := lineIndex{src: inputText(src), off: make([]int32, 1, bytes.Count(src, []byte("\n"))+2)}
	for i := 0; ; {
		e := bytes.IndexByte(src[i:], '\n')
		if e < 0 {
			break
		}
		i += e + 1
		x.off = append(x.off, int32(i))
	}
	x.n = len(x.off) - 1
	if len(src) > 0 && src[len(src)-1] != '\n' {
		x.n++
	}
	return x
}

// line is line i (from 0) without its '\n'.
func (x *lineIndex) line(i int) string {
	end := len(x.src)
	if i+1 < len(x.off) {
		end = int(x.off[i+1]) - 1
	}
	return x.src[x.off[i]:end]
}
