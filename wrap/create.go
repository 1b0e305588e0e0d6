package wrap

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"opari2/internal/atomicfile"
)

// WrapperPrefix starts the name of a one-word wrapper: opari2-gcc is
// `opari2 wrap gcc`. Build systems that want a single program as the
// compiler (`which $(CC)`, autotools configure, CMAKE_C_COMPILER) take
// such a name. make install links opari2-gcc, opari2-g++ and
// opari2-gfortran to opari2, which runs as `opari2 wrap COMPILER` under
// such a name; Create makes one for any other compiler.
const WrapperPrefix = "opari2-"

// Create writes dir/opari2-<name of compiler>, a script that runs
// `opari2 wrap COMPILER` with its arguments, with exe as the opari2 to
// run and COMPILER as given (a name looked up in PATH when it runs, or a
// path). It returns the script's path.
func Create(compiler, dir, exe string) (string, error) {
	if compiler == "" || strings.ContainsAny(compiler, "'\n") {
		return "", fmt.Errorf("opari2 wrap --create: bad compiler name %q", compiler)
	}
	if strings.ContainsAny(exe, "'\n") {
		return "", fmt.Errorf("opari2 wrap --create: cannot quote the path %q", exe)
	}
	// a new directory is made, as install -d makes it
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("opari2 wrap --create: %w", err)
	}
	path := filepath.Join(dir, WrapperPrefix+filepath.Base(compiler))
	text := "#!/bin/sh\n# made by `opari2 wrap --create " + compiler + "`: " + compiler +
		" with OpenMP instrumented by opari2 (docs/linking.md)\nexec '" + exe + "' wrap '" + compiler + "' \"$@\"\n"
	if err := atomicfile.Write(path, []byte(text), 0o755); err != nil {
		return "", fmt.Errorf("opari2 wrap --create: %w", err)
	}
	return path, nil
}
