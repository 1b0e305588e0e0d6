package rewrite

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"opari2/internal/atomicfile"
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

// IncludeFileName is the .opari.inc file that goes with infile
// instrumented into outfile: next to the output, named after the input,
// as the reference writes it. The output includes it by that name, which
// the compiler finds beside the output (a Fortran include line names
// the file alone), and a read-only source directory is never written.
func IncludeFileName(infile, outfile string) string {
	return filepath.Join(filepath.Dir(outfile), filepath.Base(infile)+".opari.inc")
}

// RunFiles instruments infile into outfile ("" for the default name) and
// writes the include file next to the output (IncludeFileName). Nothing is written unless
// everything succeeded; the input is never touched.
func RunFiles(opts Options, infile, outfile string) (*Result, error) {
	abs, err := filepath.Abs(infile)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", infile, err)
	}
	src, err := readInput(infile)
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
	absOut, err := filepath.Abs(outfile)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", outfile, err)
	}
	inc := IncludeFileName(abs, absOut)
	if sameFile(outfile, infile) {
		return nil, fmt.Errorf("%s: the output file %s is the input file; the input is never overwritten", infile, outfile)
	}
	if sameFile(outfile, inc) {
		return nil, fmt.Errorf("%s: the output file %s is the include file of the input", infile, outfile)
	}
	// the text goes to temporary files as it is made (never held whole in
	// memory), renamed into place only when the whole run succeeded
	out, err := atomicfile.Create(outfile, 0o644)
	if err != nil {
		return nil, err
	}
	incOut, err := atomicfile.Create(inc, 0o644)
	if err != nil {
		out.Abort()
		return nil, err
	}
	// the include file beside the output, included by its name as the
	// reference does: the pair moves together
	res, err := InstrumentTo(opts, Input{Path: abs, IncludePath: filepath.Base(inc), IncludeName: filepath.Base(inc), Src: src}, out, incOut)
	if err == nil {
		err = atomicfile.CommitAll(out, incOut)
	}
	if err != nil {
		out.Abort()
		incOut.Abort()
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

// readInput reads the file whole, as os.ReadFile does: into a buffer
// of the size the file has; a large one in two halves at once, one per
// core (the start of a run, before the scanner and the instrumenter
// share the cores: the copy and the page faults of a 10 MB input were 3%
// of a dense f90 run, all of it on one core while the other waited).
func readInput(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return io.ReadAll(f)
	}
	size := fi.Size()
	buf := make([]byte, size)
	first := size // the part this goroutine reads; the rest on another
	var n2 int
	var err2 error
	done := make(chan struct{})
	if size >= parallelRead {
		first = size / 2
		go func() {
			n2, err2 = f.ReadAt(buf[first:], first)
			close(done)
		}()
	} else {
		close(done)
	}
	n1, err1 := f.ReadAt(buf[:first], 0)
	<-done
	if err1 != nil || err2 != nil || int64(n1+n2) != size {
		// it changed while it was read: read it again from its start
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return nil, err
		}
		return io.ReadAll(f)
	}
	// it may have grown since: read on to its end
	if _, err := f.Seek(size, io.SeekStart); err != nil {
		return nil, err
	}
	rest, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	return append(buf, rest...), nil
}

// parallelRead is the size from which an input is read in two halves.
var parallelRead int64 = 1 << 20
