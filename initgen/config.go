package initgen

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// ConfigUsage is the help text of `opari2 config` / `opari2-config`.
const ConfigUsage = `Usage: opari2-config [OPTION] ... <command>
Commands:
  --nm                        print the nm command whose output
                              --region-initialization reads
  --region-initialization     print the path of the program that reads nm
                              output on standard input and writes the
                              init file on standard output
  --create-pomp2-regions OBJS print the whole command that writes the init
                              file for the objects and libraries OBJS
  --egrep                     print the egrep command of the older pipeline
  --awk-cmd                   print the awk command of the older pipeline
  --awk-script                print the path of the older pipeline's awk
                              script
  --cflags[=gnu|intel|sun|pgi|ibm|cray|fujitsu]
                              print the compiler flags for the POMP2 headers
  --libs                      print the link flags of the measurement library
  --version                   print the opari2 version
  --interface-version         print the POMP2 interface version
  --help                      print this text
Options:
  --fortran                   flags are for the Fortran compiler
  --nm=PATH                   use this nm
The init file in one step, without nm: opari2 init-file OBJS
`

// InterfaceVersion is the POMP2 interface this implementation provides.
const InterfaceVersion = "2.0"

// nmFlags make nm print what ReadNM reads: BSD format, defined symbols.
const nmFlags = " -B --defined-only"

// Config runs `opari2 config` with the reference opari2-config's options.
// Like the reference it prints paths and commands without a final
// newline (they are meant for backquotes), the versions with one.
func Config(args []string, exe string, w io.Writer) error {
	nm := "nm"
	fortran := false
	var cmds []string
	var objs []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(a, "=")
		switch name {
		case "--fortran":
			fortran = true
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
		case "-h":
			cmds = append(cmds, "--help")
		case "--egrep", "--awk-cmd", "--awk-script", "--region-initialization", "--libs", "--version", "--interface-version", "--help":
			cmds = append(cmds, name)
		case "--config", "--build-check", "--opari2-revision", "--common-revision":
			// accepted for compatibility; nothing to print
		default:
			return fmt.Errorf("opari2-config: unknown option %q (see --help)", a)
		}
	}
	if len(cmds) == 0 {
		// the reference prints its help and succeeds
		fmt.Fprint(w, ConfigUsage)
		return nil
	}
	layout := func() (Layout, error) { return FindLayout(exe) }
	var out bytes.Buffer
	for _, c := range cmds {
		// several commands (ours; the reference answers the last one):
		// a blank between answers that end without a newline
		if out.Len() > 0 && out.Bytes()[out.Len()-1] != '\n' {
			out.WriteByte(' ')
		}
		w := &out
		name, value, _ := strings.Cut(c, "=")
		switch name {
		case "--help":
			fmt.Fprint(w, ConfigUsage)
		case "--version":
			fmt.Fprintln(w, Version)
		case "--interface-version":
			fmt.Fprintln(w, InterfaceVersion)
		case "--nm":
			fmt.Fprint(w, nm+nmFlags)
		case "--egrep":
			fmt.Fprint(w, "grep -E")
		case "--awk-cmd":
			fmt.Fprint(w, "awk")
		case "--awk-script":
			l, err := layout()
			if err != nil {
				return err
			}
			p, err := l.AwkScriptPath()
			if err != nil {
				return err
			}
			fmt.Fprint(w, p)
		case "--region-initialization", "--create-pomp2-regions":
			if name == "--create-pomp2-regions" && len(objs) == 0 {
				return fmt.Errorf("opari2-config: --create-pomp2-regions needs object files or libraries")
			}
			l, err := layout()
			if err != nil {
				return err
			}
			p, err := l.InitRegionsPath(exe)
			if err != nil {
				return err
			}
			if name == "--create-pomp2-regions" {
				// the reference's spelling: nm, each object and a blank,
				// then " | " and the program
				fmt.Fprint(w, nm+nmFlags+" ")
				for _, o := range objs {
					fmt.Fprint(w, o+" ")
				}
				fmt.Fprint(w, " | ")
			}
			fmt.Fprint(w, p)
		case "--cflags":
			l, err := layout()
			if err != nil {
				return err
			}
			// every supported C, C++ and Fortran compiler takes -I; the
			// reference adds the unused-variable silencers for Fortran
			extra := ""
			switch value {
			case "gnu":
				if fortran {
					extra = " -Wno-unused"
				}
			case "intel":
				if fortran {
					extra = " -warn nounused"
				}
			case "", "sun", "pgi", "ibm", "cray", "fujitsu":
			default:
				return fmt.Errorf("opari2-config: unknown compiler %q for --cflags", value)
			}
			fmt.Fprintf(w, "-I%s%s", l.Include, extra)
		case "--libs":
			l, err := layout()
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "-L%s -Wl,-rpath,%s -lpomp2\n", l.Lib, l.Lib)
		}
	}
	_, err := w.Write(out.Bytes())
	return err
}
