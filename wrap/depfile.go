package wrap

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Build systems (CMake's Makefile and Ninja generators, hand-written
// Makefiles with -MD) read the dependency file the compiler writes beside
// the object. The wrapper compiles an instrumented copy in a temporary
// directory under a temporary object name, so without care that file would
// name the copy, the temporary .opari.inc and the temporary object: the
// next make would find a dependency that no longer exists. depFileArgs pins
// the file's name and target to what the unwrapped compiler would have
// written, and fixDepFile maps the copy back to the user's source.

// depFileArgs returns the dependency file a compile of obj writes ("" for
// none) and the arguments that pin its name and target.
func depFileArgs(args []string, obj string) (path string, extra []string) {
	if !hasArg(args, "-MD") && !hasArg(args, "-MMD") {
		return "", nil
	}
	path = argValue(args, "-MF")
	if path == "" {
		// gcc's rule: the object's name with its suffix replaced by .d
		path = strings.TrimSuffix(obj, filepath.Ext(obj)) + ".d"
		extra = append(extra, "-MF", path)
	}
	if argValue(args, "-MT") == "" && argValue(args, "-MQ") == "" {
		extra = append(extra, "-MT", obj)
	}
	return path, extra
}

// argValue is the value of the last "opt value" or "optvalue" argument.
func argValue(args []string, opt string) string {
	v := ""
	for i, a := range args {
		switch {
		case a == opt && i+1 < len(args):
			v = args[i+1]
		case strings.HasPrefix(a, opt) && len(a) > len(opt):
			v = a[len(opt):]
		}
	}
	return v
}

// fixDepFile rewrites the dependency file at path: the instrumented copy
// becomes the user's source, and files of the temporary directory (the
// include file, phony targets -MP made for them) are dropped.
func fixDepFile(path, tmp, instrumented, source string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("dependency file: %w", err)
	}
	tmpPrefix := tmp + string(filepath.Separator)
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		var kept []string
		dropped := false
		for _, f := range strings.Fields(line) {
			switch {
			case f == instrumented:
				kept = append(kept, source)
			case strings.HasPrefix(f, tmpPrefix):
				dropped = true
			default:
				kept = append(kept, f)
			}
		}
		if dropped && (len(kept) == 0 || (len(kept) == 1 && kept[0] == "\\")) {
			continue // nothing of the line but temporary files
		}
		if len(kept) == 0 {
			out = append(out, "")
			continue
		}
		indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
		out = append(out, indent+strings.Join(kept, " "))
	}
	return os.WriteFile(path, []byte(strings.Join(out, "\n")), 0o644)
}
