package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"opari2/initgen"
	"opari2/wrap"
)

func init() {
	addSubcommand(&cobra.Command{
		Use:   "wrap COMPILER [ARGS...] | wrap --create COMPILER [DIR]",
		Short: "compile and link with instrumentation: make CC=\"opari2 wrap gcc\" or CC=opari2-gcc",
		Long: `wrap runs COMPILER with ARGS, instrumenting every C, C++ and Fortran source
of a compile step and adding the init file and the POMP2 library to a link
step. Instrumenter options come from OPARI2_FLAGS (e.g. "--untied=abort").

wrap --create COMPILER [DIR] writes DIR/opari2-COMPILER (DIR: the directory
of this opari2), a one-word compiler that runs "opari2 wrap COMPILER".
Under a name opari2-COMPILER (make install links opari2-gcc, opari2-g++
and opari2-gfortran) opari2 itself runs as "opari2 wrap COMPILER".`,
		DisableFlagParsing: true,
		Args:               cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 || args[0] == "--help" || args[0] == "-h" {
				return cmd.Help()
			}
			exe, _ := os.Executable()
			if args[0] == "--create" {
				if len(args) < 2 || len(args) > 3 {
					return fmt.Errorf("usage: opari2 wrap --create COMPILER [DIR]")
				}
				dir := filepath.Dir(exe)
				if len(args) == 3 {
					dir = args[2]
				}
				path, err := wrap.Create(args[1], dir, exe)
				if err == nil {
					fmt.Println(path)
				}
				return err
			}
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
