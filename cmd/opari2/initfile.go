package main

import (
	"os"

	"github.com/spf13/cobra"

	"opari2/initgen"
	"opari2/internal/atomicfile"
)

func init() {
	var output string
	c := &cobra.Command{
		Use:   "init-file [-o FILE] OBJECT_OR_LIBRARY...",
		Short: "write the C file that calls every region init function found in objects and libraries",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			funcs, err := initgen.Scan(args)
			if err != nil {
				return err
			}
			text := initgen.Write(funcs)
			if output == "" || output == "-" {
				_, err = os.Stdout.Write(text)
				return err
			}
			return atomicfile.Write(output, text, 0o644)
		},
	}
	c.Flags().StringVarP(&output, "output", "o", "", "output file (default: standard output)")
	addSubcommand(c)

	// the reference pipeline's second half: nm output in, init file out
	parse := &cobra.Command{
		Use:   "parse-init-regions < NM_OUTPUT",
		Short: "write the init file for the region init functions listed by `nm -B` on standard input",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			funcs, err := initgen.ReadNM(os.Stdin)
			if err != nil {
				return err
			}
			_, err = os.Stdout.Write(initgen.Write(funcs))
			return err
		},
	}
	addSubcommand(parse)
	// `opari2-config --region-initialization` prints a link by this name
	aliases[initgen.InitRegionsName] = "parse-init-regions"
}
