package rewrite

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
)

// A self-contained unit (Options.SelfContained, opari2 wrap) is compiled
// as preprocessed text (gcc and clang take .i and .ii files so): its only
// directives are line markers, pragmas and the #define lines that -g3
// leaves, so the compiler neither preprocesses it again (which would
// redefine __STDC__ and expand the -g3 macros a second time) nor warns
// about the markers' spelling at -Wpedantic. Its regions' data, which the
// text refers to from its first region on, is known only after the text
// is written: AssembleUnit puts it in front.

// AssembleUnit writes the compilable text of a self-contained unit: the
// instrumented text's leading line markers (the original file name, and
// the working directory that gcc adds with -g), which the compiler reads
// before anything else, then data (the Result's Include: the regions'
// struct, on lines of its own), then the rest of the text, after a copy
// of the first marker that returns to the user's file.
func AssembleUnit(w io.Writer, data []byte, body io.Reader) error {
	r := bufio.NewReaderSize(body, 64<<10)
	first, err := r.ReadBytes('\n')
	if err != nil && err != io.EOF {
		return fmt.Errorf("reading the instrumented unit: %w", err)
	}
	if !isLineMarker(first) {
		// no line markers (the user's -P): the data simply goes first
		if _, err := w.Write(data); err != nil {
			return err
		}
		if _, err := w.Write(first); err != nil {
			return err
		}
		_, err := io.Copy(w, r)
		return err
	}
	lead := append([]byte(nil), first...)
	if next, err := r.Peek(256); len(next) > 0 && isDirectoryMarker(next) {
		line, _ := r.ReadBytes('\n')
		lead = append(lead, line...)
	} else if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return fmt.Errorf("reading the instrumented unit: %w", err)
	}
	if len(data) > 0 {
		lead = append(lead, data...)
		lead = append(lead, first...)
	}
	if _, err := w.Write(lead); err != nil {
		return err
	}
	_, err = io.Copy(w, r)
	return err
}

// isLineMarker reports a line "# N "file"..." of preprocessed text.
func isLineMarker(line []byte) bool {
	rest, ok := bytes.CutPrefix(line, []byte("# "))
	return ok && len(rest) > 0 && rest[0] >= '0' && rest[0] <= '9'
}

// isDirectoryMarker reports gcc's marker of the working directory, the
// second line of its output with -g: "# 1 "/the/directory//"".
func isDirectoryMarker(text []byte) bool {
	line, _, _ := bytes.Cut(text, []byte("\n"))
	line = bytes.TrimRight(line, "\r")
	return isLineMarker(line) && bytes.HasSuffix(line, []byte(`//"`))
}
