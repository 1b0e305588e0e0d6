package initgen

import (
	"fmt"
	"io"
	"strings"
)

// ConfigUsage is the help text of `opari2 config` / `opari2-config`.
const ConfigUsage = `Usage: opari2-config [OPTION] ... <command>
Commands:
  --nm                        print the nm command of the init-file pipeline
  --egrep                     print the egrep command of the pipeline
  --awk-cmd                   print the awk command of the pipeline
  --awk-script                print the path of the pipeline's awk script
  --region-initialization     print the command that writes the init file for
                              the objects and libraries given to it
  --create-pomp2-regions OBJS write the init file for OBJS to stdout
  --cflags[=gnu|intel|sun|pgi|ibm|cray|fujitsu]
                              print the compiler flags for the POMP2 headers
  --libs                      print the link flags of the measurement library
  --version                   print the opari2 version
  --interface-version         print the POMP2 interface version
  --help                      print this text
Options:
  --fortran                   flags are for the Fortran compiler
  --nm=PATH                   use this nm
`

// InterfaceVersion is the POMP2 interface this implementation provides.
const InterfaceVersion = "2.0"

// Config runs `opari2 config` with the reference opari2-config's options.
func Config(args []string, exe string, w io.Writer) error {
	nm := "nm"
	var cmds []string
	var objs []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(a, "=")
		switch name {
		case "--fortran":
			// accepted: every supported Fortran compiler takes the same -I
		case "--nm":
			if hasValue {
				nm = value
			} else {
				cmds = append(cmds, name)
			}
		case "--create-pomp2-regions":
			cmds = append(cmds, name)
			objs = append(objs, args[i+1:]...)
			i = len(args)
		case "--cflags":
			cmds = append(cmds, a)
		case "--egrep", "--awk-cmd", "--awk-script", "--region-initialization", "--libs", "--version", "--interface-version", "--help":
			cmds = append(cmds, name)
		case "--config", "--opari2-revision", "--common-revision":
			// accepted for compatibility; nothing to print
		default:
			return fmt.Errorf("opari2-config: unknown option %q (see --help)", a)
		}
	}
	if len(cmds) == 0 {
		fmt.Fprint(w, ConfigUsage)
		return fmt.Errorf("opari2-config: no command given")
	}
	layout := func() (Layout, error) { return FindLayout(exe) }
	for _, c := range cmds {
		name, value, _ := strings.Cut(c, "=")
		switch name {
		case "--help":
			fmt.Fprint(w, ConfigUsage)
		case "--version":
			fmt.Fprintln(w, Version)
		case "--interface-version":
			fmt.Fprintln(w, InterfaceVersion)
		case "--nm":
			fmt.Fprintln(w, nm+" -B --defined-only")
		case "--egrep":
			fmt.Fprintln(w, "grep -E")
		case "--awk-cmd":
			fmt.Fprintln(w, "awk")
		case "--awk-script":
			l, err := layout()
			if err != nil {
				return err
			}
			p, err := l.AwkScriptPath()
			if err != nil {
				return err
			}
			fmt.Fprintln(w, p)
		case "--region-initialization":
			// a command that takes the objects and libraries as arguments
			fmt.Fprintln(w, exe+" init-file")
		case "--cflags":
			l, err := layout()
			if err != nil {
				return err
			}
			switch value {
			case "", "gnu", "intel", "sun", "pgi", "ibm", "cray", "fujitsu":
			default:
				return fmt.Errorf("opari2-config: unknown compiler %q for --cflags", value)
			}
			// every supported C, C++ and Fortran compiler takes -I
			fmt.Fprintf(w, "-I%s\n", l.Include)
		case "--libs":
			l, err := layout()
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "-L%s -Wl,-rpath,%s -lpomp2\n", l.Lib, l.Lib)
		case "--create-pomp2-regions":
			if len(objs) == 0 {
				return fmt.Errorf("opari2-config: --create-pomp2-regions needs object files or libraries")
			}
			funcs, err := Scan(objs)
			if err != nil {
				return err
			}
			w.Write(Write(funcs))
		}
	}
	return nil
}
