package pomp2

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// OutputFile is one file of a run's output directory. It is written under
// a temporary name in that directory and renamed to its name only when
// complete, so that a failure (a full disk) or a stop never leaves a
// partial file under the name a person or a tool reads.
type OutputFile struct {
	name string // the final path
	f    *os.File
	*bufio.Writer
}

// CreateOutput starts dir/name.
func CreateOutput(dir, name string) (*OutputFile, error) {
	path := filepath.Join(dir, name)
	f, err := os.CreateTemp(dir, "."+name+".tmp*")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &OutputFile{name: path, f: f, Writer: bufio.NewWriterSize(f, 1<<16)}, nil
}

// Commit flushes, closes and renames the file; on a failure it removes
// the temporary file and says which file failed and why.
func (o *OutputFile) Commit() error {
	err := o.Flush()
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(o.f.Name(), o.name)
	}
	if err != nil {
		os.Remove(o.f.Name())
		return fmt.Errorf("%s: %w", o.name, unwrapPath(err))
	}
	return nil
}

// Fail removes the temporary file after err and returns err naming the
// file.
func (o *OutputFile) Fail(err error) error {
	o.Abort()
	return fmt.Errorf("%s: %w", o.name, unwrapPath(err))
}

// Abort removes the temporary file.
func (o *OutputFile) Abort() {
	o.f.Close()
	os.Remove(o.f.Name())
}

// WriteOutput writes dir/name with fill, through a temporary file.
func WriteOutput(dir, name string, fill func(io.Writer) error) error {
	o, err := CreateOutput(dir, name)
	if err != nil {
		return err
	}
	if err := fill(o); err != nil {
		return o.Fail(err)
	}
	return o.Commit()
}

// unwrapPath drops the temporary file's name from an error about it.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}
