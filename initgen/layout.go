package initgen

import (
	_ "embed"
	"fmt"
	"os"
	"path/filepath"

	"opari2/internal/atomicfile"
)

// AwkScript is the awk program of the nm pipeline (opari2-config --awk-script).
//
//go:embed pomp2-parse-init-regions.awk
var AwkScript []byte

// AwkScriptName is the script's file name in an installation (share/opari2/).
const AwkScriptName = "pomp2-parse-init-regions.awk"

// InitRegionsName is the program that reads `nm -B` output on standard
// input and writes the init file (opari2-config --region-initialization):
// a link to opari2, which runs `opari2 parse-init-regions` under this name.
const InitRegionsName = "pomp2-parse-init-regions"

// Layout says where the installed pieces are.
type Layout struct {
	Prefix  string
	Include string // directory holding opari2/pomp2_lib.h
	Lib     string // directory holding libpomp2.a/.so
	Share   string // directory holding the awk script and the example
	Libexec string // directory holding the InitRegionsName link
}

// FindLayout locates headers and libraries: $OPARI2_PREFIX, else relative
// to the executable (prefix/bin/opari2 with prefix/include, prefix/lib,
// prefix/share/opari2), else the source tree the executable was built in
// (bin/opari2 with pomp2/include and build/lib).
func FindLayout(exe string) (Layout, error) {
	try := func(prefix string) (Layout, bool) {
		l := Layout{Prefix: prefix, Include: filepath.Join(prefix, "include"), Lib: filepath.Join(prefix, "lib"), Share: filepath.Join(prefix, "share", "opari2"), Libexec: filepath.Join(prefix, "libexec")}
		if exists(filepath.Join(l.Include, "opari2", "pomp2_lib.h")) {
			return l, true
		}
		// source tree
		l = Layout{Prefix: prefix, Include: filepath.Join(prefix, "pomp2", "include"), Lib: filepath.Join(prefix, "build", "lib"), Share: filepath.Join(prefix, "initgen"), Libexec: filepath.Join(prefix, "bin")}
		return l, exists(filepath.Join(l.Include, "opari2", "pomp2_lib.h"))
	}
	if p := os.Getenv("OPARI2_PREFIX"); p != "" {
		if l, ok := try(p); ok {
			return l, nil
		}
		return Layout{}, fmt.Errorf("OPARI2_PREFIX=%s: no include/opari2/pomp2_lib.h there", p)
	}
	if exe != "" {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		if l, ok := try(filepath.Dir(filepath.Dir(exe))); ok {
			return l, nil
		}
	}
	return Layout{}, fmt.Errorf("cannot find the opari2 installation (headers, libpomp2) from %s; set OPARI2_PREFIX", exe)
}

// AwkScriptPath returns a path to the awk script: the installed one, or a
// copy written to the user's cache directory.
func (l Layout) AwkScriptPath() (string, error) {
	for _, p := range []string{filepath.Join(l.Share, AwkScriptName)} {
		if exists(p) {
			return p, nil
		}
	}
	dir, err := cacheDir()
	if err != nil {
		return "", err
	}
	p := filepath.Join(dir, AwkScriptName)
	if err := os.WriteFile(p, AwkScript, 0o644); err != nil {
		return "", err
	}
	return p, nil
}

// InitRegionsPath returns the path of the InitRegionsName program: the
// installed link, or else a link to exe made in the user's cache
// directory (a binary used where it was built, without make install).
func (l Layout) InitRegionsPath(exe string) (string, error) {
	p := filepath.Join(l.Libexec, InitRegionsName)
	if exists(p) {
		return p, nil
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	dir, err := cacheDir()
	if err != nil {
		return "", err
	}
	p = filepath.Join(dir, InitRegionsName)
	if target, err := os.Readlink(p); err == nil && target == exe {
		return p, nil
	}
	// a new link under a temporary name, renamed over any old one, so
	// that concurrent builds never see a missing or half-made link
	if err := atomicfile.Symlink(exe, p); err != nil {
		return "", err
	}
	return p, nil
}

// cacheDir is where files that an installation lacks are made on demand.
func cacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	dir = filepath.Join(dir, "opari2")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return dir, nil
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }
