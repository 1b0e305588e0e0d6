package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"opari2/initgen"
	"opari2/wrap"
)

func init() {
	addSubcommand(&cobra.Command{
		Use:   "wrap COMPILER [ARGS...]",
		Short: "compile and link with instrumentation: make CC=\"opari2 wrap gcc\"",
		Long: `wrap runs COMPILER with ARGS, instrumenting every C, C++ and Fortran source
of a compile step and adding the init file and the POMP2 library to a link
step. Instrumenter options come from OPARI2_FLAGS (e.g. "--untied=keep").`,
		DisableFlagParsing: true,
		Args:               cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 || args[0] == "--help" || args[0] == "-h" {
				return cmd.Help()
			}
			exe, _ := os.Executable()
			layout, err := initgen.FindLayout(exe)
			if err != nil {
				return fmt.Errorf("opari2 wrap: %w", err)
			}
			return wrap.Run(wrap.Config{
				Compiler: args[0], Args: args[1:], Layout: layout,
				Options: strings.Fields(os.Getenv("OPARI2_FLAGS")),
				Stdout:  os.Stdout, Stderr: os.Stderr,
			})
		},
	})
}
