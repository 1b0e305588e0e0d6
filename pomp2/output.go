package pomp2

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"opari2/internal/atomicfile"
)

// OutputFile is one file of a run's output directory. It is written under
// a temporary name in that directory and renamed to its name only when
// complete (internal/atomicfile), so that a failure (a full disk) or a
// stop never leaves a partial file under the name a person or a tool
// reads.
type OutputFile struct {
	f *atomicfile.File
	*bufio.Writer
}

// CreateOutput starts dir/name.
func CreateOutput(dir, name string) (*OutputFile, error) {
	f, err := atomicfile.Create(filepath.Join(dir, name), 0o644)
	if err != nil {
		return nil, err
	}
	return &OutputFile{f: f, Writer: bufio.NewWriterSize(f, 1<<16)}, nil
}

// Commit flushes, closes and renames the file; on a failure it removes
// the temporary file and says which file failed and why.
func (o *OutputFile) Commit() error {
	if err := o.Flush(); err != nil {
		o.f.Abort()
		return err
	}
	return o.f.Commit()
}

// Fail removes the temporary file after err and returns err naming the
// file.
func (o *OutputFile) Fail(err error) error {
	o.Abort()
	return naming(o.f.Name(), err)
}

// Abort removes the temporary file.
func (o *OutputFile) Abort() { o.f.Abort() }

// WriteOutput writes dir/name with fill, through a temporary file; an
// error names the file.
func WriteOutput(dir, name string, fill func(io.Writer) error) error {
	path := filepath.Join(dir, name)
	if err := atomicfile.WriteFunc(path, 0o644, fill); err != nil {
		return naming(path, err)
	}
	return nil
}

// naming makes err name the file path (a write error names it already).
func naming(path string, err error) error {
	if strings.Contains(err.Error(), path) {
		return err
	}
	return fmt.Errorf("%s: %w", path, err)
}
