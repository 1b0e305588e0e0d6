// Package atomicfile writes a file whole or not at all: under a temporary
// name of its own in the target's directory (os.CreateTemp: two processes
// writing the same file at once, as a parallel make does, never share
// one), renamed to the target only when complete, so that a reader never
// sees a half-written file and a failure leaves none. Every writer of the
// project's outputs uses it.
package atomicfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// File is a file being written under a temporary name; Commit gives it
// its name, Abort removes it.
type File struct {
	name string // the target
	perm os.FileMode
	f    *os.File
}

// Create starts the file name, with permissions perm (before the umask)
// once committed.
func Create(name string, perm os.FileMode) (*File, error) {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp*")
	if err != nil {
		return nil, fmt.Errorf("cannot create %s: %w", name, pathless(err))
	}
	return &File{name: name, perm: perm, f: f}, nil
}

// Name is the target's name.
func (f *File) Name() string { return f.name }

// Write writes to the temporary file; an error names the target.
func (f *File) Write(p []byte) (int, error) {
	n, err := f.f.Write(p)
	if err != nil {
		err = fmt.Errorf("cannot write %s: %w", f.name, pathless(err))
	}
	return n, err
}

// Commit closes the file and renames it to its target.
func (f *File) Commit() error { return CommitAll(f) }

// Abort removes the temporary file (nothing once committed).
func (f *File) Abort() {
	if f.f != nil {
		f.f.Close()
		os.Remove(f.f.Name())
		f.f = nil
	}
}

// CommitAll closes the files and renames them to their targets only when
// every one was written; on a failure none is renamed and all are
// removed.
func CommitAll(files ...*File) error {
	for _, f := range files {
		err := f.f.Close()
		if err == nil {
			err = umaskChmod(f.f.Name(), f.perm)
		}
		if err != nil {
			for _, g := range files {
				g.Abort()
			}
			return fmt.Errorf("cannot write %s: %w", f.name, pathless(err))
		}
	}
	for _, f := range files {
		removeOld(f.name)
		if err := os.Rename(f.f.Name(), f.name); err != nil {
			for _, g := range files {
				g.Abort()
			}
			return fmt.Errorf("cannot create %s: %w", f.name, pathless(err))
		}
		f.f = nil
	}
	return nil
}

// removeOld removes the file a commit replaces, as the linker removes its
// output before it writes it: renamed over an old file, a new one would
// be written out to disk at once (ext4's auto_da_alloc, there for
// writers that rename without fsync), and the old one's removal would
// wait for its own writeback when it was written that way; of dense
// f90's 58 MB of output that was 33 ms of a 0.21 s run in a loop
// (docs/performance.md). Only a regular file is removed: a rename does
// not replace a directory.
func removeOld(name string) {
	if fi, err := os.Lstat(name); err == nil && fi.Mode().IsRegular() {
		os.Remove(name) // (a failure is the rename's to report)
	}
}

// Write writes data to name with permissions perm (before the umask).
func Write(name string, data []byte, perm os.FileMode) error {
	f, err := Create(name, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// WriteFunc writes name with fill, through a 64 KiB buffer, with
// permissions perm (before the umask): whole, or on any error not at all.
func WriteFunc(name string, perm os.FileMode, fill func(io.Writer) error) error {
	f, err := Create(name, perm)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<16)
	if err := fill(w); err != nil {
		f.Abort()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// Symlink makes name a symbolic link to target, replacing what is there
// at once (a link made under a temporary name, renamed over it).
func Symlink(target, name string) error {
	for i := 0; ; i++ {
		tmp, err := TempName(name)
		if err != nil {
			return err
		}
		os.Remove(tmp)
		err = os.Symlink(target, tmp)
		if errors.Is(err, fs.ErrExist) && i < 10 {
			continue // another process took the name in between
		}
		if err == nil {
			err = os.Rename(tmp, name)
		}
		if err != nil {
			os.Remove(tmp)
			return fmt.Errorf("cannot make %s: %w", name, pathless(err))
		}
		return nil
	}
}

// TempName reserves a new name beside name (an empty file) for a program
// that writes the file itself (a compiler's -o); Place renames it to
// name when done, or the caller removes it.
func TempName(name string) (string, error) {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp*")
	if err != nil {
		return "", fmt.Errorf("cannot create %s: %w", name, pathless(err))
	}
	f.Close()
	return f.Name(), nil
}

// Place puts the file written under tmp (TempName) in place as name.
func Place(tmp, name string) error {
	if err := os.Rename(tmp, name); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot create %s: %w", name, pathless(err))
	}
	return nil
}

// umaskChmod gives the file perm as os.OpenFile would: less the umask.
func umaskChmod(path string, perm os.FileMode) error {
	mask := currentUmask()
	return os.Chmod(path, perm&^mask)
}

// pathless drops the temporary file's name from an error about it (the
// caller names the target).
func pathless(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
