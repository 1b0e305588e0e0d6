package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"opari2/wrap"
)

// rootCmd is the instrumenter itself: `opari2 [options] infile [outfile]`.
// Other tools (init-file, config, wrap) register as subcommands from their
// own files with addSubcommand in an init function.
var rootCmd = &cobra.Command{
	Use:           "opari2 [options] infile [outfile]",
	Short:         "OpenMP source-to-source instrumenter (POMP2)",
	SilenceUsage:  true,
	SilenceErrors: true,
	Args:          cobra.RangeArgs(1, 2),
}

func addSubcommand(c *cobra.Command) { rootCmd.AddCommand(c) }

// aliases maps an executable name to the subcommand it stands for, so that
// a link named opari2-config behaves as `opari2 config`.
var aliases = map[string]string{}

// execute runs the CLI and returns the process exit status.
func execute(argv []string) int {
	args := argv[1:]
	name := filepath.Base(argv[0])
	if sub, ok := aliases[name]; ok {
		args = append([]string{sub}, args...)
	} else if compiler, ok := strings.CutPrefix(name, wrap.WrapperPrefix); ok && compiler != "" {
		// opari2-gcc is `opari2 wrap gcc`
		args = append([]string{"wrap", compiler}, args...)
	}
	rootCmd.SetArgs(args)
	if err := rootCmd.Execute(); err != nil {
		// a wrapped compiler's failure was reported by the compiler itself
		if ee, ok := err.(interface{ ExitCode() int }); ok {
			return ee.ExitCode()
		}
		fmt.Fprintf(os.Stderr, "%v\n", err)
		return 1
	}
	return 0
}
