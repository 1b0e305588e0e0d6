package rewrite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// OutputName is the default name of the instrumented file: infile.mod.suffix,
// with the suffix in upper case for Fortran (so that the compiler runs the
// preprocessor over the #line directives: gfortran knows .F, .FOR, .FTN,
// .F90 ... but not .For).
func OutputName(infile string, fortran, keepSrcInfo bool) (string, error) {
	ext := filepath.Ext(infile)
	if ext == "" {
		return "", fmt.Errorf("%s: cannot generate an output file name (no suffix)", infile)
	}
	if fortran && keepSrcInfo {
		// upper case: the compiler runs the preprocessor (.F, .F90, .FOR)
		ext = strings.ToUpper(ext)
	}
	return strings.TrimSuffix(infile, filepath.Ext(infile)) + ".mod" + ext, nil
}

// IncludeFileName is the .opari.inc file that goes with infile.
func IncludeFileName(infile string) string { return infile + ".opari.inc" }

// RunFiles instruments infile into outfile ("" for the default name) and
// writes the include file next to the input. Nothing is written unless
// everything succeeded; the input is never touched.
func RunFiles(opts Options, infile, outfile string) (*Result, error) {
	abs, err := filepath.Abs(infile)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", infile, err)
	}
	src, err := os.ReadFile(infile)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("%s: cannot read input file: %w", infile, err)
	}
	if outfile == "" {
		if outfile, err = OutputName(infile, opts.Lang.IsFortran(), opts.KeepSrcInfo); err != nil {
			return nil, err
		}
	}
	inc := IncludeFileName(abs)
	if sameFile(outfile, infile) {
		return nil, fmt.Errorf("%s: the output file %s is the input file; the input is never overwritten", infile, outfile)
	}
	if sameFile(outfile, inc) {
		return nil, fmt.Errorf("%s: the output file %s is the include file of the input", infile, outfile)
	}
	// the text goes to temporary files as it is made (never held whole in
	// memory), renamed into place only when the whole run succeeded
	out, err := createTemp(outfile)
	if err != nil {
		return nil, err
	}
	incOut, err := createTemp(inc)
	if err != nil {
		out.discard()
		return nil, err
	}
	res, err := InstrumentTo(opts, Input{Path: abs, IncludePath: inc, IncludeName: filepath.Base(inc), Src: src}, out, incOut)
	if err == nil {
		err = commit(out, incOut)
	}
	if err != nil {
		out.discard()
		incOut.discard()
		return nil, err
	}
	return res, nil
}

// sameFile reports whether two names are one file: the same path after
// cleaning, or the same existing file through links ("./a.c", a
// symbolic or hard link). A name that does not exist yet is a new file.
func sameFile(a, b string) bool {
	absA, errA := filepath.Abs(a)
	absB, errB := filepath.Abs(b)
	if errA == nil && errB == nil && absA == absB {
		return true
	}
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(sa, sb)
}

// tempFile is an output file being written under a temporary name in its
// directory.
type tempFile struct {
	name string // the final name
	f    *os.File
}

func createTemp(name string) (*tempFile, error) {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp*")
	if err != nil {
		return nil, fmt.Errorf("cannot create output file %s: %w", name, err)
	}
	return &tempFile{name: name, f: f}, nil
}

// Write writes to the temporary file; an error names the final file.
func (t *tempFile) Write(p []byte) (int, error) {
	n, err := t.f.Write(p)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		err = fmt.Errorf("cannot write %s: %w", t.name, err)
	}
	return n, err
}

// discard removes the temporary file (after a failure, or once renamed:
// then it does nothing).
func (t *tempFile) discard() {
	if t.f != nil {
		t.f.Close()
		os.Remove(t.f.Name())
		t.f = nil
	}
}

// commit closes the temporary files and renames them to their final
// names only when all were written.
func commit(files ...*tempFile) error {
	for _, t := range files {
		if err := t.f.Close(); err != nil {
			return fmt.Errorf("cannot write %s: %w", t.name, err)
		}
		os.Chmod(t.f.Name(), 0o644)
	}
	for _, t := range files {
		if err := os.Rename(t.f.Name(), t.name); err != nil {
			return fmt.Errorf("cannot create %s: %w", t.name, err)
		}
		t.f = nil
	}
	return nil
}
